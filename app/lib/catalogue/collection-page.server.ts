// A collection's list and its filter panel, read from one Storefront query (decision 077).
// The page (collections.$handle.tsx) sends its cards and the « N produits » total; the panel's
// facets, tags and counts are sent by collections.$handle_.filtres.tsx, fetched after the page
// is shown (or opened as a page of its own without JavaScript). Both run the same query with the
// same variables on the first page, so the second is answered by Hydrogen's sub-request cache.

import {getPaginationVariables} from '@shopify/hydrogen';
import type {RouterContextProvider} from 'react-router';
import {PRODUCT_LIST_PAGE_FRAGMENT} from '../fragments.ts';
import {VAT_RATE} from '../constants.ts';
import {priceModeOf} from '../platform/cookies.ts';
import {firstPageRedirect} from '../pagination.ts';
import {collectionSortKey} from './sort.ts';
import {parseFilters, priceBand, productFilterInputs} from './filters.ts';
import {facetGroups, productCountFromFilters, tagCounts} from './facets.ts';
import {isNarrowing, withCardChoices} from './matching-variants.ts';
import {productListPageBy} from './page-size.ts';

type Storefront = Readonly<RouterContextProvider>['storefront'];

/** The collection (one page of cards) and the API's filters for the URL's choices; a 404 for an unknown handle. */
async function queryCollection(storefront: Storefront, request: Request, handle: string, {paged}: {paged: boolean}) {
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const priceMode = priceModeOf(request);
  const factor = priceMode === 'HT' ? 1 + VAT_RATE : 1;
  const band = priceBand(filters, factor);
  const narrowing = {bands: band ? [band] : [], facets: filters.facets};
  // The panel's facets do not depend on the page: it asks for the first one, as the page's first request did.
  const pageRequest = paged ? request : new Request(url.origin + url.pathname);
  const pagination = getPaginationVariables(pageRequest, {pageBy: productListPageBy(new URL(pageRequest.url))});
  const query = () =>
    storefront.query(COLLECTION_QUERY, {
      variables: {
        handle,
        ...pagination,
        ...collectionSortKey(filters.sort),
        filters: productFilterInputs(filters, factor),
        narrowed: isNarrowing(narrowing),
      },
      cache: storefront.CacheShort(),
    });
  let collection: Awaited<ReturnType<typeof query>>['collection'];
  try {
    ({collection} = await query());
  } catch (error) {
    // A cursor the shop refuses (stale, or typed by hand): the first page rather than an error.
    throw firstPageRedirect(url, error) ?? error;
  }
  if (!collection) throw new Response('Collection introuvable', {status: 404});
  return {collection, filters, priceMode, narrowing, url};
}

/** What the collection page renders: the cards of one page and the total the filters leave, not the facets. */
export async function loadCollectionPage(storefront: Storefront, request: Request, handle: string) {
  const {collection, filters, priceMode, narrowing, url} = await queryCollection(storefront, request, handle, {paged: true});
  const {products, ...rest} = collection;
  // The API's filters are read here and not sent: the total comes from them (decision 067), the panel
  // gets its facets from its own request (decision 077).
  const {filters: apiFilters, ...connection} = products;
  return {
    collection: {...rest, products: {...connection, nodes: withCardChoices(products.nodes, narrowing)}},
    filters,
    priceMode,
    // The count follows the filters, read from the facets' counts: the whole list, not a page of it.
    productCount: productCountFromFilters(apiFilters) ?? products.nodes.length,
    origin: url.origin,
  };
}

/** What the filter panel renders: the URL's choices, the facets with their counts, the tags. */
export async function loadCollectionFilters(storefront: Storefront, request: Request, handle: string) {
  const {collection, filters, priceMode} = await queryCollection(storefront, request, handle, {paged: false});
  const apiFilters = collection.products.filters;
  const counts = tagCounts(apiFilters);
  return {
    collection: {handle: collection.handle, title: collection.title},
    // What every fetched panel says of its list (ListFilterPanel): where it applies, what it is called.
    basePath: `/collections/${collection.handle}`,
    title: collection.title,
    filters,
    priceMode,
    tags: [...counts.keys()].sort((a, b) => a.localeCompare(b, 'fr')),
    tagCounts: Object.fromEntries(counts),
    facets: facetGroups(apiFilters, filters.facets),
  };
}


const COLLECTION_QUERY = `#graphql
  query CollectionPage(
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
      id
      handle
      title
      description
      image {
        id
        url
        altText
        width
        height
      }
      seo {
        title
        description
      }
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: $sortKey
        reverse: $reverse
        filters: $filters
      ) {
        ...ProductListPage
      }
    }
  }
  ${PRODUCT_LIST_PAGE_FRAGMENT}
` as const;
