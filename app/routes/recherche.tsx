import {Link, data, redirect, useLoaderData, useNavigation} from 'react-router';
import {ProductListPager} from '~/components/catalogue/ProductListPager';
import type {Route} from './+types/recherche';
import {countLabel} from '~/lib/plural';
import {parseSearchParams, SEARCH_RETRIES, withRetries} from '~/lib/catalogue/search';
import {searchQuery} from '~/lib/catalogue/search-page.server';
import {hasFacets, parseFacetParams} from '~/lib/catalogue/facets';
import {readSearchQuery} from '~/lib/catalogue/query-reading';
import {askedForce, readQueryHref, searchHref, searchHrefWithout, searchTitle} from '~/lib/catalogue/search-url';
import {withCardChoices} from '~/lib/catalogue/matching-variants';
import {firstPageRedirect} from '~/lib/pagination';
import {SHOP} from '~/lib/constants';
import {attempt, isStorefrontError} from '~/lib/platform/storefront-errors';
import {SearchBox} from '~/components/catalogue/SearchBox';
import {SearchFilterPanel} from '~/components/catalogue/SearchFilterPanel';
import {FacetChips} from '~/components/catalogue/FacetChips';

export const meta: Route.MetaFunction = ({data}) => [
  {
    title: data ? searchTitle(data.params.q, data.facets, SHOP.name) : `Recherche | ${SHOP.name}`,
  },
  {
    name: 'description',
    content: 'Recherchez parmi nos vérins à gaz, hydrauliques et pneumatiques, amortisseurs et accessoires, par force, course ou application.',
  },
  {name: 'robots', content: 'noindex'},
];

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = parseSearchParams(url.searchParams);
  const facets = parseFacetParams(url.searchParams);
  // « 22/10 600N »: the measures become facets the buyer sees and can remove, the words stay searched.
  const reading = readSearchQuery(params.q);
  if (hasFacets(reading.facets)) {
    // Never to itself: a query whose words the reader cannot take out would redirect forever.
    const target = readQueryHref(params, facets, reading.text, reading.facets, reading.forceN);
    if (target !== searchHref(params, facets)) throw redirect(target);
  }
  // A force typed whose band was unticked since: the address without it.
  if (params.force !== null && askedForce(params, facets) === null) throw redirect(searchHref(params, facets));
  const empty = {
    params,
    facets,
    products: [],
    totalCount: 0,
    connection: null,
    error: false,
  };
  // A blank query returns an empty list (SPEC.md section 5), unless facets narrow the range.
  if (!params.q && !hasFacets(facets)) return empty;
  const {query, narrowing} = searchQuery(context.storefront, request, params, facets, {paged: true});
  // Retrying a hung, throttled or misconfigured store only makes the shopper wait.
  const result = await attempt(withRetries(query, SEARCH_RETRIES, (error) => !isStorefrontError(error) || error.transient));
  if (!result.ok) {
    // A cursor the shop refuses (stale, or typed by hand): the first page rather than an error.
    const first = firstPageRedirect(url, result.error);
    if (first) throw first;
    return data({...empty, error: true}, {status: 503});
  }
  const {search} = result.value;
  const products = search.nodes.flatMap((node) => (node.__typename === 'Product' ? [node] : []));
  return {
    params,
    facets,
    totalCount: search.totalCount,
    connection: {
      nodes: withCardChoices(products, narrowing),
      pageInfo: search.pageInfo,
    },
    error: false,
  };
}

export default function Search() {
  const {params, facets, totalCount, connection, error} = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/recherche';

  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Recherche</h1>
      <SearchBox initial={params.q} />
      <p className="mt-2 text-sm text-slate-700">Dimensions et forces sont comprises : « 22/10 600N », « 15x6 course 100 », « 400 N inox », « M8 ».</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <section aria-live="polite" aria-busy={loading}>
          <a href="#filtres" className="btn-secondary mb-3 py-1.5 lg:hidden">
            Filtrer
          </a>
          {loading ? <p className="text-slate-700">Recherche en cours…</p> : null}
          <FacetChips facets={facets} hrefWithout={(param, value) => searchHrefWithout(params, facets, param, value)} />
          {error ? (
            <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
              <p className="font-semibold">Erreur de recherche</p>
              <p>Une erreur s'est produite lors de la recherche. Veuillez réessayer.</p>
              <Link to={searchHref(params, facets)} reloadDocument className="btn-secondary mt-3">
                Recharger
              </Link>
            </div>
          ) : !connection ? (
            <p className="text-slate-700" data-testid="search-prompt">
              Saisissez un terme pour lancer la recherche : une force (« 150 N »), une application (« coffre de lit »), une référence…
            </p>
          ) : totalCount === 0 ? (
            <div data-testid="no-results" className="mt-4">
              {/* A long word without spaces wraps inside the column, never widens the page. */}
              <p className="[overflow-wrap:anywhere]">{params.q ? `Aucun résultat pour « ${params.q} ».` : 'Aucun produit ne réunit ces caractéristiques.'}</p>
              <Link to="/recherche" className="btn-secondary mt-3">
                Effacer la recherche
              </Link>
            </div>
          ) : (
            <>
              <p className="mt-4 text-sm font-medium text-slate-700" data-testid="found-count">
                {countLabel(totalCount, 'résultat', 'résultats')}
              </p>
              <ProductListPager
                connection={connection}
                total={totalCount}
                heading="Résultats de la recherche"
                datasheets
                nextLabel="Voir plus de résultats"
                dimmed={loading}
              />
            </>
          )}
        </section>
        {/* After the results in the page's order (at 375 px they come first, « Filtrer » leads here), in the left column from lg. */}
        <div id="filtres" className="lg:order-first">
          <SearchFilterPanel params={params} searching={connection !== null} />
        </div>
      </div>
    </main>
  );
}
