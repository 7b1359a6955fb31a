// How many products a `products(query:)` list holds (issue 16, item 9): that connection has
// no count and no facets, so the ids are read in pages of 250 (its maximum) with the same
// query, bounded like the sitemap's index. Cached as the list is.

import type {RouterContextProvider} from 'react-router';

type Storefront = Readonly<RouterContextProvider>['storefront'];

/** Ten pages of 250: far beyond this shop's catalogue, a bound against a runaway loop. */
const MAX_PAGES = 10;

export async function countProducts(storefront: Storefront, query: string | null): Promise<number> {
  let count = 0;
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const {products}: {products: {nodes: {id: string}[]; pageInfo: {hasNextPage: boolean; endCursor?: string | null}}} = await storefront.query(
      PRODUCT_IDS_QUERY,
      {variables: {query, after}, cache: storefront.CacheShort()},
    );
    count += products.nodes.length;
    if (!products.pageInfo.hasNextPage || !products.pageInfo.endCursor) break;
    after = products.pageInfo.endCursor;
  }
  return count;
}

const PRODUCT_IDS_QUERY = `#graphql
  query ProductIds($query: String, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 250, after: $after, query: $query) {
      nodes {
        id
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;
