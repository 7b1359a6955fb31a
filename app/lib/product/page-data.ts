// What the product page sends the browser (decision 067): the product as queried, without
// the specs metafields of the product and of every variant (36 identifiers each, most of
// them empty), replaced by the rows of the one table the page shows, computed here for the
// selected variant. Choosing another variant is a navigation: the loader runs again.

import type {ProductPageQuery} from 'storefrontapi.generated';
import {specRows, type SpecRow} from '../specs.ts';

type QueriedProduct = NonNullable<ProductPageQuery['product']>;
type QueriedVariant = QueriedProduct['variants']['nodes'][number];

export type ProductPageVariant = Omit<QueriedVariant, 'metafields'>;
export type PageSpecRow = Omit<SpecRow, 'key'>;
export type ProductPageProduct = Omit<QueriedProduct, 'metafields' | 'variants'> & {variants: {nodes: ProductPageVariant[]}};

/** The product without its metafields, and the datasheet rows of the variant shown (or the first). */
export function productPageData(product: QueriedProduct, selectedVariantId: string | null): {product: ProductPageProduct; specs: PageSpecRow[]} {
  const {metafields, variants, ...rest} = product;
  const shown = variants.nodes.find((variant) => variant.id === selectedVariantId) ?? variants.nodes[0];
  return {
    product: {...rest, variants: {nodes: variants.nodes.map(({metafields: _variantFields, ...variant}) => variant)}},
    // The rows' keys only name them on the server (decision 081): the table and the JSON-LD read labels and values.
    specs: specRows(metafields, shown?.metafields ?? []).map(({key: _key, ...spec}) => spec),
  };
}
