// The range as the tools read it through the Storefront API, built from the local shop's
// seed the way the local shop serialises it (product and variant metafields of 'specs').

import {accessoriesFromProducts} from '../../app/lib/tools/range.server.ts';
import {candidatesFromProducts, type AccessoryVariant, type CatalogueProduct, type SpringCandidate} from '../../app/lib/tools/spring-match.ts';
import {products as seed} from '../../local-shop/catalog/products.ts';
import {specMetafields} from '../../local-shop/graphql/specs.ts';

const productGid = (handle: string) => `gid://shopify/Product/${handle}`;

function asStorefront(type: string) {
  return seed
    .filter((p) => p.productType === type)
    .map((p) => ({
      id: productGid(p.handle),
      handle: p.handle,
      title: p.title,
      tags: p.tags,
      metafields: specMetafields(p.specs, productGid),
      variants: {
        nodes: p.variants.map((v) => ({
          id: `gid://shopify/ProductVariant/${v.sku}`,
          title: Object.values(v.options).join(' / ') || 'Default Title',
          availableForSale: v.stock > 0,
          price: {amount: v.price},
          selectedOptions: Object.entries(v.options).map(([name, value]) => ({name, value})),
          metafields: specMetafields({...p.specs, ...(v.specs ?? {})}, productGid),
        })),
      },
    }));
}

export const RANGE_SPRINGS: SpringCandidate[] = candidatesFromProducts(asStorefront('Vérin à gaz') as CatalogueProduct[]);
export const RANGE_ACCESSORIES: AccessoryVariant[] = accessoriesFromProducts(asStorefront('Accessoire'));
