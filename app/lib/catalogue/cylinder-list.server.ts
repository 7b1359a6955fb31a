// /verins (SPEC.md 'Vérins page'; issue 18, section 3): every cylinder of the shop, with the
// technical facets. Without a query the list is the « verins » collection (all the shop's
// vérins: gas, hydraulic, pneumatic), sorted by name or price; with one, a Storefront search
// for the SPEC's cylinder words and the query, the same facets applied (a search sorts by
// relevance or price only: « Nom A-Z » then keeps relevance). One shape for both.

import {getPaginationVariables} from '@shopify/hydrogen';
import type {RouterContextProvider} from 'react-router';
import {PRODUCT_LIST_PAGE_FRAGMENT, SEARCH_LIST_PAGE_FRAGMENT} from '../fragments.ts';
import {collectionSortKey, type ProductSort} from './sort.ts';
import type {ListFilterInput} from './filters.ts';
import {productListPageBy} from './page-size.ts';

type Storefront = Readonly<RouterContextProvider>['storefront'];

export const CYLINDER_COLLECTION = 'verins';
// SPEC.md 'Vérins page': products whose title, description or tags contain one of these.
export const CYLINDER_TERMS = ['vérin', 'verin', 'hydraulique', 'pneumatique', 'cylinder', 'jack'];

export async function loadCylinders(
  storefront: Storefront,
  request: Request,
  {q, sort, filters, narrowed}: {q: string; sort: ProductSort; filters: ListFilterInput[]; narrowed: boolean},
) {
  const page = getPaginationVariables(request, {pageBy: productListPageBy(new URL(request.url))});
  const cache = storefront.CacheShort();
  if (!q) {
    const {collection} = await storefront.query(CYLINDERS_COLLECTION_QUERY, {
      variables: {handle: CYLINDER_COLLECTION, ...page, ...collectionSortKey(sort), filters, narrowed},
      cache,
    });
    if (!collection) throw new Error(`Collection ${CYLINDER_COLLECTION} introuvable`);
    const {nodes, pageInfo, filters: apiFilters} = collection.products;
    return {nodes, pageInfo, apiFilters, totalCount: null as number | null};
  }
  const words = q.replace(/[()"]/g, ' ');
  const {search} = await storefront.query(CYLINDERS_SEARCH_QUERY, {
    variables: {
      query: `(${CYLINDER_TERMS.join(' OR ')}) AND (${words})`,
      ...page,
      sortKey: sort === 'priceAsc' || sort === 'priceDesc' ? 'PRICE' : 'RELEVANCE',
      reverse: sort === 'priceDesc',
      filters,
      narrowed,
    },
    cache,
  });
  const nodes = search.nodes.flatMap((node) => (node.__typename === 'Product' ? [node] : []));
  return {nodes, pageInfo: search.pageInfo, apiFilters: search.productFilters, totalCount: search.totalCount as number | null};
}

const CYLINDERS_COLLECTION_QUERY = `#graphql
  query CylinderCollection(
    $handle: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $filters: [ProductFilter!]
    $narrowed: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      products(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
        ...ProductListPage
      }
    }
  }
  ${PRODUCT_LIST_PAGE_FRAGMENT}
` as const;

const CYLINDERS_SEARCH_QUERY = `#graphql
  query CylinderSearch(
    $query: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $filters: [ProductFilter!]
    $narrowed: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $query
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
      types: [PRODUCT]
      sortKey: $sortKey
      reverse: $reverse
      productFilters: $filters
      unavailableProducts: LAST
    ) {
      ...SearchListPage
    }
  }
  ${SEARCH_LIST_PAGE_FRAGMENT}
` as const;
