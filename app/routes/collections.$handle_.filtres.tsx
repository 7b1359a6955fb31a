import {useLoaderData, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/collections.$handle_.filtres';
import {loadCollectionFilters} from '~/lib/catalogue/collection-page.server';
import {FilterPage} from '~/components/catalogue/FilterPage';
import {routeErrorBoundary} from '~/components/RouteError';
import {SHOP} from '~/lib/constants';
import {panelShouldRevalidate, isPanelFailure, panelOrFailure} from '~/lib/catalogue/filter-panel';
import {PanelFailedPage} from '~/components/catalogue/PanelFailed';

// A collection's filter panel (decision 077). The collection page fetches this loader's data
// once it is shown and renders the panel beside (or, at 375 px, under) its cards; without
// JavaScript, its « Filtrer » link opens this page, whose form applies the choices to the list.

export const meta: Route.MetaFunction = ({data}) => [
  {
    title: data && !isPanelFailure(data) ? `Filtrer : ${data.collection.title} | ${SHOP.name}` : `Filtres | ${SHOP.name}`,
  },
  {name: 'robots', content: 'noindex'},
];

export const shouldRevalidate: ShouldRevalidateFunction = panelShouldRevalidate;

export async function loader({context, params, request}: Route.LoaderArgs) {
  return loadCollectionFilters(context.storefront, request, params.handle);
}

// Fetched by the collection page, the panel must never take the page down with it: no network,
// a shop that fails or times out, and the panel says so in its own column (ListFilterPanel).
export async function clientLoader({serverLoader}: Route.ClientLoaderArgs) {
  return panelOrFailure(serverLoader);
}

export default function CollectionFilters() {
  const data = useLoaderData<typeof clientLoader>();
  if (isPanelFailure(data)) return <PanelFailedPage />;
  return <FilterPage title={`Filtrer : ${data.collection.title}`} backLabel="Retour aux produits" data={data} />;
}

export const ErrorBoundary = routeErrorBoundary({
  notFound: {
    title: 'Collection introuvable',
    text: 'Cette collection n’existe pas ou a été retirée.',
  },
  failed: {
    title: 'Erreur lors du chargement des filtres',
    text: 'Impossible de charger les filtres de cette collection pour le moment. Veuillez réessayer.',
  },
  link: {to: '/collections', label: 'Voir toutes les collections'},
});
