// « Produits associés » of a product page (decision 081): four cards under the reviews, which
// nobody sees before scrolling to the bottom of the page. They are not in the page's HTML nor in
// its loader data: the page asks /products/:handle/associes for them once it is shown
// (products.$handle_.associes.tsx), answered from Hydrogen's sub-request cache (CacheLong), and
// without JavaScript its link opens that route as a page of its own.

import type {RouterContextProvider} from 'react-router';
import {PRODUCT_CARD_FRAGMENT} from '../fragments.ts';

type Storefront = Readonly<RouterContextProvider>['storefront'];

/** How many related products are shown (the recommendations API may return up to ten). */
export const RELATED_PRODUCTS_SHOWN = 4;

/** The product (title and handle, for the page of its own) and its first related products; a 404 for an unknown handle. */
export async function loadRelatedProducts(storefront: Storefront, handle: string) {
  const {product, productRecommendations} = await storefront.query(RELATED_QUERY, {
    variables: {handle},
    cache: storefront.CacheLong(),
  });
  if (!product) throw new Response('Produit introuvable', {status: 404});
  return {product, related: (productRecommendations ?? []).slice(0, RELATED_PRODUCTS_SHOWN)};
}

export type RelatedProductsData = Awaited<ReturnType<typeof loadRelatedProducts>>;

const RELATED_QUERY = `#graphql
  query RelatedProducts($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      handle
      title
    }
    productRecommendations(productHandle: $handle) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
