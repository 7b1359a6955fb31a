import {Link, useLoaderData, useNavigation} from 'react-router';
import {ProductListPager} from '~/components/catalogue/ProductListPager';
import type {Route} from './+types/verins';
import {ListFilterPanel} from '~/components/catalogue/ListFilterPanel';
import {ViewToggle} from '~/components/catalogue/ViewToggle';
import {FacetChips} from '~/components/catalogue/FacetChips';
import {filtersToSearch, hiddenFilterFields, isFilterActive} from '~/lib/catalogue/filters';
import {withFacetValue} from '~/lib/catalogue/facets';
import {countLabel} from '~/lib/plural';
import {canonicalMeta} from '~/lib/seo';
import {SHOP} from '~/lib/constants';
import {loadCylinderPage} from '~/lib/catalogue/cylinder-page.server';
import {CYLINDER_SORTS} from '~/lib/catalogue/sort';
import {SortSelect} from '~/components/catalogue/SortSelect';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Vérins à gaz, hydrauliques et pneumatiques | ${SHOP.name}`},
  {
    name: 'description',
    content: 'Tous nos vérins : à gaz, hydrauliques, pneumatiques, inox, blocables et de traction.',
  },
  ...(data ? [canonicalMeta(`${data.origin}/verins`)] : []),
];

export async function loader({context, request}: Route.LoaderArgs) {
  return loadCylinderPage(context.storefront, request);
}

export default function Verins() {
  const {connection, total, filters, priceMode, error} = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/verins';
  const active = isFilterActive(filters) || filters.q !== '';

  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Nos vérins</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Vérins à gaz, hydrauliques et pneumatiques : filtrez par force, course, longueur, taille, embout, matériau et prix pour trouver le bon modèle.
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <form method="get" action="/verins" role="search" className="flex gap-2">
          {hiddenFilterFields(filters, 'q').map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="verins-q" className="sr-only">
            Rechercher un vérin
          </label>
          <input id="verins-q" name="q" type="search" defaultValue={filters.q} placeholder="22/10 600N, inox, hayon…" className="input py-1.5" />
          <button type="submit" className="btn-primary py-1.5">
            Rechercher
          </button>
        </form>
        <SortSelect value={filters.sort} hidden={hiddenFilterFields(filters, 'sort')} options={CYLINDER_SORTS} />
        <ViewToggle filters={filters} basePath="/verins" />
        {active ? (
          <Link to="/verins" className="btn-secondary py-1.5" data-testid="reset">
            Réinitialiser
          </Link>
        ) : null}
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        {/* Closed at first (at 375 px the list comes first); the chosen filters show above the list. */}
        <details className="self-start rounded-lg border border-slate-200 p-4" data-testid="filters">
          <summary className="cursor-pointer font-semibold">Filtres (force, course, taille, embout, prix…)</summary>
          <div className="mt-4">
            {/* Fetched once the page is shown (decision 083): its checkboxes are not in the page's HTML. */}
            <ListFilterPanel basePath="/verins" search={filtersToSearch(filters)} priceMode={priceMode} />
          </div>
        </details>

        <div>
          {error || !connection ? (
            <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
              <p className="font-semibold">Erreur lors du chargement des vérins</p>
              <Link to={`/verins${filtersToSearch(filters)}`} reloadDocument className="link">
                Réessayer
              </Link>
            </div>
          ) : (
            <>
              <FacetChips
                facets={filters.facets}
                hrefWithout={(param, value) => `/verins${filtersToSearch(filters, {facets: withFacetValue(filters.facets, param, value, false)})}`}
              />
              <p className="mt-3 text-sm font-medium text-slate-700" aria-live="polite" data-testid="found-count">
                {loading ? 'Chargement des vérins...' : countLabel(total, 'vérin trouvé', 'vérins trouvés')}
              </p>
              {total > 0 ? (
                <ProductListPager connection={connection} total={total} heading="Vérins" view={filters.view} dimmed={loading} />
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
        </div>
      </div>
    </main>
  );
}
