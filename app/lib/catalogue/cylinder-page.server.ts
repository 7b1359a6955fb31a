// /verins's list and its filter panel (decision 083, as decision 077 did for a collection): the
// page (verins.tsx) sends its cards and the « N vérins trouvés » total; the panel's facets, tags
// and counts are sent by verins_.filtres.tsx, fetched after the page is shown (or opened as a
// page of its own without JavaScript). Both run loadCylinders with the first page's variables,
// so the second is answered by Hydrogen's sub-request cache.

import {data, redirect, type RouterContextProvider} from 'react-router';
import {VAT_RATE} from '../constants.ts';
import {priceModeOf} from '../platform/cookies.ts';
import {attempt} from '../platform/storefront-errors.ts';
import {firstPageRedirect} from '../pagination.ts';
import {filtersToSearch, parseFilters, priceBand, productFilterInputs} from './filters.ts';
import {facetGroups, productCountFromFilters, tagCounts, withFacetValue} from './facets.ts';
import {isNarrowing, withCardChoices} from './matching-variants.ts';
import {readSearchQuery} from './query-reading.ts';
import {loadCylinders} from './cylinder-list.server.ts';
import {CYLINDER_SORTS} from './sort.ts';

type Storefront = Readonly<RouterContextProvider>['storefront'];

/** The URL's choices, its measures read into facets (a redirect), and the list's first page or the URL's one. */
async function queryCylinders(storefront: Storefront, request: Request, {paged, basePath}: {paged: boolean; basePath: string}) {
  const url = new URL(request.url);
  const parsed = parseFilters(url.searchParams);
  const filters = {
    ...parsed,
    sort: CYLINDER_SORTS.some((s) => s.value === parsed.sort) ? parsed.sort : ('nameAsc' as const),
  };
  // « 22/10 600N » in the box: the measures become facets, the words stay searched.
  const reading = readSearchQuery(filters.q);
  if (Object.keys(reading.facets).length > 0) {
    let facets = filters.facets;
    for (const [name, values] of Object.entries(reading.facets)) for (const value of values) facets = withFacetValue(facets, name, value, true);
    throw redirect(`${basePath}${filtersToSearch(filters, {q: reading.text, facets})}`);
  }
  const priceMode = priceModeOf(request);
  const factor = priceMode === 'HT' ? 1 + VAT_RATE : 1;
  const band = priceBand(filters, factor);
  const narrowing = {bands: band ? [band] : [], facets: filters.facets};
  // The panel's facets do not depend on the page: it asks for the first one, as the page's first request did.
  const pageRequest = paged ? request : new Request(url.origin + url.pathname);
  const result = await attempt(
    loadCylinders(storefront, pageRequest, {
      q: filters.q,
      sort: filters.sort,
      filters: productFilterInputs(filters, factor),
      narrowed: isNarrowing(narrowing),
    }),
  );
  return {result, filters, priceMode, narrowing, url};
}

/** What /verins renders: the cards of one page and the total the filters leave, not the facets; a 503 when the shop fails. */
export async function loadCylinderPage(storefront: Storefront, request: Request) {
  const {result, filters, priceMode, narrowing, url} = await queryCylinders(storefront, request, {paged: true, basePath: '/verins'});
  if (!result.ok) {
    const first = firstPageRedirect(url, result.error);
    if (first) throw first;
    // 503: the page is the list, and it is not there (a crawler comes back later).
    return data({connection: null, total: 0, filters, priceMode, error: true, origin: url.origin}, {status: 503});
  }
  const {nodes, pageInfo, apiFilters, totalCount} = result.value;
  return {
    connection: {nodes: withCardChoices(nodes, narrowing), pageInfo},
    // The API's filters are read here and not sent: the total comes from them, the panel gets its own.
    total: totalCount ?? productCountFromFilters(apiFilters) ?? nodes.length,
    filters,
    priceMode,
    error: false,
    origin: url.origin,
  };
}

/** What /verins's filter panel renders: the URL's choices, the facets with their counts, the tags. Throws when the shop fails. */
export async function loadCylinderFilters(storefront: Storefront, request: Request) {
  const {result, filters, priceMode} = await queryCylinders(storefront, request, {paged: false, basePath: '/verins/filtres'});
  if (!result.ok) throw new Response('Filtres indisponibles', {status: 503});
  const counts = tagCounts(result.value.apiFilters);
  return {
    basePath: '/verins',
    title: 'Nos vérins',
    filters,
    priceMode,
    tags: [...counts.keys()].sort((a, b) => a.localeCompare(b, 'fr')),
    tagCounts: Object.fromEntries(counts),
    facets: facetGroups(result.value.apiFilters, filters.facets),
  };
}
