// A product's datasheet read through the Storefront API: the product and the variant
// asked for (`?variante=<id>`, else the first), with every `specs` metafield.

import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {ALL_SPEC_IDENTIFIERS} from '../spec-metafields.ts';
import {type Datasheet, datasheetOf} from './datasheet.ts';
export {datasheetPath, datasheetPdfPath} from './paths.ts';

type Context = Pick<HydrogenRouterContextProvider, 'storefront'>;

/** The datasheet, or null when there is no such product. */
export async function loadDatasheet(context: Context, handle: string, variantParam: string | null): Promise<Datasheet | null> {
  const {product} = await context.storefront.query(DATASHEET_QUERY, {
    variables: {handle, identifiers: ALL_SPEC_IDENTIFIERS},
    cache: context.storefront.CacheShort(),
  });
  if (!product) return null;
  const variants = product.variants.nodes;
  const wanted = variantParam && /^\d{1,15}$/.test(variantParam) ? `gid://shopify/ProductVariant/${variantParam}` : null;
  const variant = variants.find((node) => node.id === wanted) ?? variants[0];
  if (!variant) return null;
  return datasheetOf({
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    productType: product.productType,
    variant: {id: variant.id, title: variant.title, sku: variant.sku ?? ''},
    fields: variant.metafields,
  });
}

const DATASHEET_QUERY = `#graphql
  query Datasheet($handle: String!, $identifiers: [HasMetafieldsIdentifier!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      productType
      variants(first: 100) {
        nodes {
          id
          title
          sku
          metafields(identifiers: $identifiers) {
            key
            type
            value
          }
        }
      }
    }
  }
` as const;
