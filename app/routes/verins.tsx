import {Link, data, useLoaderData, useNavigation} from 'react-router';
import type {Route} from './+types/verins';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {ProductGrid} from '~/components/product/ProductGrid';
import {FilterPanel} from '~/components/catalogue/FilterPanel';
import {ViewToggle} from '~/components/catalogue/ViewToggle';
import {filtersToSearch, hiddenFilterFields, isFilterActive, parseFilters, productSearchQuery} from '~/lib/catalogue/filters';
import {productsSortKey} from '~/lib/catalogue/sort';
import {countLabel} from '~/lib/plural';
import {priceModeOf} from '~/lib/platform/cookies';
import {canonicalMeta} from '~/lib/seo';
import {SHOP, VAT_RATE} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';

// SPEC.md 'Vérins page': products whose title, description or tags contain one of these.
const CYLINDER_TERMS = ['vérin', 'verin', 'hydraulique', 'pneumatique', 'cylinder', 'jack'];
const SORTS = [
  {value: 'nameAsc', label: 'Nom A-Z'},
  {value: 'priceAsc', label: 'Prix croissant'},
  {value: 'priceDesc', label: 'Prix décroissant'},
] as const;

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Vérins à gaz, hydrauliques et pneumatiques | ${SHOP.name}`},
  {name: 'description', content: 'Tous nos vérins : à gaz, hydrauliques, pneumatiques, inox, blocables et de traction.'},
  ...(data ? [canonicalMeta(`${data.origin}/verins`)] : []),
];

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseFilters(url.searchParams);
  const filters = {...parsed, sort: SORTS.some((s) => s.value === parsed.sort) ? parsed.sort : ('nameAsc' as const)};
  const priceMode = priceModeOf(request);
  const extra = productSearchQuery(filters, priceMode === 'HT' ? 1 + VAT_RATE : 1);
  const query = `(${CYLINDER_TERMS.join(' OR ')})${extra ? ` AND ${extra}` : ''}`;
  const result = await attempt(
    context.storefront.query(VERINS_QUERY, {variables: {query, ...productsSortKey(filters.sort)}, cache: context.storefront.CacheShort()}),
  );
  // 503: the page is the list, and it is not there (a crawler comes back later).
  if (!result.ok) return data({products: [], tags: [], filters, priceMode, error: true, origin: url.origin}, {status: 503});
  const {products} = result.value;
  const tags = [...new Set(products.nodes.flatMap((product) => product.tags))].sort((a, b) => a.localeCompare(b, 'fr'));
  return {products: products.nodes, tags, filters, priceMode, error: false, origin: url.origin};
}

export default function Verins() {
  const {products, tags, filters, priceMode, error} = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/verins';
  const active = isFilterActive(filters) || filters.q !== '';

  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Nos vérins</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Vérins à gaz, hydrauliques et pneumatiques : filtrez par caractéristique et par prix pour trouver le bon modèle.
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <form method="get" action="/verins" role="search" className="flex gap-2">
          {hiddenFilterFields(filters, 'q').map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="verins-q" className="sr-only">
            Rechercher un vérin
          </label>
          <input id="verins-q" name="q" type="search" defaultValue={filters.q} placeholder="Rechercher un vérin…" className="input py-1.5" />
          <button type="submit" className="btn-primary py-1.5">
            Rechercher
          </button>
        </form>
        <form method="get" action="/verins" className="flex items-center gap-2">
          {hiddenFilterFields(filters, 'sort').map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="verins-sort" className="text-sm font-medium">
            Trier par
          </label>
          <select
            id="verins-sort"
            name="sort"
            defaultValue={filters.sort}
            className="input w-auto py-1.5 text-sm"
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="btn-secondary py-1.5">
              Trier
            </button>
          </noscript>
        </form>
        <ViewToggle filters={filters} basePath="/verins" />
        {active ? (
          <Link to="/verins" className="btn-secondary py-1.5" data-testid="reset">
            Réinitialiser
          </Link>
        ) : null}
      </div>

      <details className="mt-6 rounded-lg border border-slate-200 p-4" open={isFilterActive(filters)}>
        <summary className="cursor-pointer font-semibold">Filtres (caractéristiques et prix)</summary>
        <div className="mt-4 max-w-md">
          <FilterPanel filters={filters} tags={tags} basePath="/verins" priceMode={priceMode} />
        </div>
      </details>

      {error ? (
        <div role="alert" className="mt-8 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">Erreur lors du chargement des vérins</p>
          <Link to={`/verins${filtersToSearch(filters)}`} reloadDocument className="link">
            Réessayer
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm font-medium text-slate-700" aria-live="polite" data-testid="found-count">
            {loading ? 'Chargement des vérins...' : countLabel(products.length, 'vérin trouvé', 'vérins trouvés')}
          </p>
          {products.length > 0 ? (
            <div className={`mt-4 ${loading ? 'opacity-60' : ''}`}>
              {/* Product cards title with h3: this h2 keeps the outline h1 > h2 > h3 for screen readers. */}
              <h2 className="sr-only">Vérins</h2>
              <ProductGrid products={products} view={filters.view} />
            </div>
          ) : (
            <p className="mt-8 text-center" data-testid="empty-state">
              Aucun vérin ne correspond à vos critères.{' '}
              <Link to="/verins" className="link">
                Réinitialiser les filtres
              </Link>
            </p>
          )}
        </>
      )}
    </main>
  );
}

const VERINS_QUERY = `#graphql
  query CylinderProducts(
    $query: String!
    $sortKey: ProductSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: 100, query: $query, sortKey: $sortKey, reverse: $reverse) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
