import {Form, Link, data, useLoaderData, useNavigation, useSubmit} from 'react-router';
import type {Route} from './+types/recherche';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {ProductGrid} from '~/components/product/ProductGrid';
import {countLabel} from '~/lib/plural';
import {parseSearchParams, searchProductFilters, SEARCH_CATEGORIES, SEARCH_PAGE_SIZE, SEARCH_PRICE_BANDS, SEARCH_RETRIES, withRetries} from '~/lib/catalogue/search';
import {SHOP} from '~/lib/constants';
import {attempt, isStorefrontError} from '~/lib/platform/storefront-errors';
import {SearchBox} from '~/components/catalogue/SearchBox';

export const meta: Route.MetaFunction = ({data}) => [
  {title: data?.params.q ? `Recherche « ${data.params.q} » | ${SHOP.name}` : `Recherche | ${SHOP.name}`},
  {name: 'description', content: 'Recherchez parmi nos vérins à gaz, hydrauliques et pneumatiques, amortisseurs et accessoires, par force, course ou application.'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({context, request}: Route.LoaderArgs) {
  const params = parseSearchParams(new URL(request.url).searchParams);
  // A blank query returns an empty list (SPEC.md section 5).
  if (!params.q) return {params, products: [], error: false};
  const result = await attempt(
    withRetries(
      () =>
        context.storefront.query(SEARCH_QUERY, {
          variables: {query: params.q, first: SEARCH_PAGE_SIZE, productFilters: searchProductFilters(params)},
          cache: context.storefront.CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 60}),
        }),
      // Retrying a hung, throttled or misconfigured store only makes the shopper wait.
      SEARCH_RETRIES,
      (error) => !isStorefrontError(error) || error.transient,
    ),
  );
  if (!result.ok) return data({params, products: [], error: true}, {status: 503});
  const products = result.value.search.nodes.flatMap((node) => (node.__typename === 'Product' ? [node] : []));
  return {params, products, error: false};
}

export default function Search() {
  const {params, products, error} = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/recherche';
  const submit = useSubmit();

  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Recherche</h1>
      <SearchBox initial={params.q} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <Form method="get" action="/recherche" aria-label="Filtres de recherche" onChange={(event) => submit(event.currentTarget, {replace: true, preventScrollReset: true})}>
          <input type="hidden" name="q" value={params.q} />
          <fieldset>
            <legend className="text-sm font-bold uppercase tracking-wide text-slate-700">Catégories</legend>
            <ul className="mt-2 space-y-1.5">
              {SEARCH_CATEGORIES.map((category) => (
                <li key={category.value}>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="categorie" value={category.value} defaultChecked={params.categories.includes(category.value)} className="h-4 w-4 accent-brand-700" />
                    {category.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset className="mt-6">
            <legend className="text-sm font-bold uppercase tracking-wide text-slate-700">Prix TTC</legend>
            <ul className="mt-2 space-y-1.5">
              {SEARCH_PRICE_BANDS.map((band) => (
                <li key={band.value}>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="prix" value={band.value} defaultChecked={params.prices.includes(band.value)} className="h-4 w-4 accent-brand-700" />
                    {band.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <noscript>
            <button type="submit" className="btn-primary mt-4">
              Filtrer
            </button>
          </noscript>
        </Form>
        <section aria-live="polite" aria-busy={loading}>
          {loading ? <p className="text-slate-700">Recherche en cours…</p> : null}
          {error ? (
            <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
              <p className="font-semibold">Erreur de recherche</p>
              <p>Une erreur s'est produite lors de la recherche. Veuillez réessayer.</p>
              <Link to={`/recherche?q=${encodeURIComponent(params.q)}`} reloadDocument className="btn-secondary mt-3">
                Recharger
              </Link>
            </div>
          ) : !params.q ? (
            <p className="text-slate-700" data-testid="search-prompt">
              Saisissez un terme pour lancer la recherche : une force (« 150 N »), une application (« coffre de lit »), une référence…
            </p>
          ) : products.length === 0 ? (
            <div data-testid="no-results">
              <p>Aucun résultat pour « {params.q} ».</p>
              <Link to="/recherche" className="btn-secondary mt-3">
                Effacer la recherche
              </Link>
            </div>
          ) : (
            <>
              <p className="text-sm font-medium text-slate-700" data-testid="found-count">
                {countLabel(products.length, 'résultat', 'résultats')}
              </p>
              {/* Product cards title with h3: this h2 keeps the outline h1 > h2 > h3 for screen readers. */}
              <h2 className="sr-only">Résultats de la recherche</h2>
              <div className={`mt-4 ${loading ? 'opacity-60' : ''}`}>
                <ProductGrid products={products} columns={3} eagerCount={3} datasheets />
              </div>
            </>
          )}
        </section>
      </div>
    </main>
  );
}

const SEARCH_QUERY = `#graphql
  query SearchResults(
    $query: String!
    $first: Int!
    $productFilters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(query: $query, first: $first, types: [PRODUCT], productFilters: $productFilters, sortKey: RELEVANCE, unavailableProducts: LAST) {
      totalCount
      nodes {
        __typename
        ... on Product {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
