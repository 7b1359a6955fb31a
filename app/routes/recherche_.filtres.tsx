import {Link, useLoaderData, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/recherche_.filtres';
import {parseSearchParams} from '~/lib/catalogue/search';
import {searchQuery} from '~/lib/catalogue/search-page.server';
import {facetGroups, hasFacets, parseFacetParams, type FacetGroup} from '~/lib/catalogue/facets';
import {searchHref} from '~/lib/catalogue/search-url';
import {attempt} from '~/lib/platform/storefront-errors';
import {SearchFilters} from '~/components/catalogue/SearchFilters';
import {SHOP} from '~/lib/constants';
import {panelShouldRevalidate, isPanelFailure, panelOrFailure} from '~/lib/catalogue/filter-panel';
import {PanelFailedPage} from '~/components/catalogue/PanelFailed';

// /recherche's technical facets with their counts (decision 077). The results page fetches this
// loader's data once it is shown; without JavaScript, its link opens this page, whose form
// applies the choices to the results.

export const meta: Route.MetaFunction = () => [{title: `Filtrer la recherche | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export const shouldRevalidate: ShouldRevalidateFunction = panelShouldRevalidate;

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = parseSearchParams(url.searchParams);
  const facets = parseFacetParams(url.searchParams);
  // No words and no facets: no search, no facets (the page shows its prompt).
  if (!params.q && !hasFacets(facets)) return {params, facets, groups: [] as FacetGroup[]};
  const {query} = searchQuery(context.storefront, request, params, facets, {
    paged: false,
  });
  // The results page retried and says when the shop fails; the panel then keeps its categories and prices.
  const result = await attempt(query);
  return {
    params,
    facets,
    groups: result.ok ? facetGroups(result.value.search.productFilters, facets) : [],
  };
}

// Fetched by the results page: without network the panel says so in its place, never the page's error.
export async function clientLoader({serverLoader}: Route.ClientLoaderArgs) {
  return panelOrFailure(serverLoader);
}

export type SearchFiltersData = Awaited<ReturnType<typeof clientLoader>>;

export default function SearchFiltersPage() {
  const data = useLoaderData<typeof clientLoader>();
  if (isPanelFailure(data)) return <PanelFailedPage />;
  const {params, facets, groups} = data;
  return (
    <main id="contenu" className="container-page max-w-xl py-8">
      <h1 className="text-2xl font-bold">Filtrer la recherche</h1>
      <Link to={searchHref(params, facets)} className="link mt-2 inline-block text-sm">
        Retour aux résultats
      </Link>
      <div className="mt-6">
        <SearchFilters params={params} facets={groups} />
      </div>
    </main>
  );
}
