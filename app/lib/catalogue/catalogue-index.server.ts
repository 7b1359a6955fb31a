// Every collection and product (handle, title, last update) for /plan-du-site and
// /sitemap.xml, read through the Storefront API in pages of 250 (its maximum). The
// `sitemap` query would page this for us, but the local shop does not answer it yet.

import type {RouterContextProvider} from 'react-router';

export interface IndexEntry {
  handle: string;
  title: string;
  updatedAt: string;
}

export interface CatalogueIndex {
  collections: IndexEntry[];
  products: IndexEntry[];
}

/** Ten pages of 250: far beyond this shop's catalogue, a bound against a runaway loop. */
const MAX_PAGES = 10;

type Storefront = Readonly<RouterContextProvider>['storefront'];

async function allPages(fetchPage: (after: string | null) => Promise<{nodes: IndexEntry[]; pageInfo: {hasNextPage: boolean; endCursor?: string | null}}>) {
  const entries: IndexEntry[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const {nodes, pageInfo} = await fetchPage(after);
    entries.push(...nodes);
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) break;
    after = pageInfo.endCursor;
  }
  return entries;
}

export async function fetchCatalogueIndex(storefront: Storefront): Promise<CatalogueIndex> {
  const cache = storefront.CacheLong();
  const [collections, products] = await Promise.all([
    allPages(async (after) => (await storefront.query(INDEX_COLLECTIONS_QUERY, {variables: {after}, cache})).collections),
    allPages(async (after) => (await storefront.query(INDEX_PRODUCTS_QUERY, {variables: {after}, cache})).products),
  ]);
  return {collections, products};
}

const INDEX_COLLECTIONS_QUERY = `#graphql
  query IndexCollections($after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: 250, after: $after, sortKey: TITLE) {
      nodes {
        handle
        title
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;

const INDEX_PRODUCTS_QUERY = `#graphql
  query IndexProducts($after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 250, after: $after, sortKey: TITLE) {
      nodes {
        handle
        title
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;
