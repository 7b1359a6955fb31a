// /recherche's Storefront search, shared by the results page (recherche.tsx) and its filter panel
// (recherche_.filtres.tsx, decision 077): the panel asks for the results' first page with the same
// variables, so Hydrogen's sub-request cache answers it.

import {getPaginationVariables} from '@shopify/hydrogen';
import type {RouterContextProvider} from 'react-router';
import {SEARCH_LIST_PAGE_FRAGMENT} from '../fragments.ts';
import {facetFilterInputs, type FacetSelection} from './facets.ts';
import {isNarrowing} from './matching-variants.ts';
import {productListPageBy} from './page-size.ts';
import {askedForce} from './search-url.ts';
import {searchPriceBands, searchProductFilters, SEARCH_DEFAULT_TERM, type SearchParams} from './search.ts';

type Storefront = Readonly<RouterContextProvider>['storefront'];

/** The search for the URL's words and filters: the page's cards (`paged`), or the first page's (the panel). */
export function searchQuery(storefront: Storefront, request: Request, params: SearchParams, facets: FacetSelection, {paged}: {paged: boolean}) {
  const url = new URL(request.url);
  const narrowing = {bands: searchPriceBands(params), facets, nearForceN: askedForce(params, facets)};
  const pageRequest = paged ? request : new Request(url.origin + url.pathname);
  const query = () =>
    storefront.query(SEARCH_QUERY, {
      variables: {
        query: params.q || SEARCH_DEFAULT_TERM,
        ...getPaginationVariables(pageRequest, {pageBy: productListPageBy(new URL(pageRequest.url))}),
        productFilters: [...searchProductFilters(params), ...facetFilterInputs(facets)],
        narrowed: isNarrowing(narrowing),
      },
      cache: storefront.CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 60}),
    });
  return {query, narrowing};
}

const SEARCH_QUERY = `#graphql
  query SearchResults(
    $query: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $productFilters: [ProductFilter!]
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
      productFilters: $productFilters
      sortKey: RELEVANCE
      unavailableProducts: LAST
    ) {
      ...SearchListPage
    }
  }
  ${SEARCH_LIST_PAGE_FRAGMENT}
` as const;
