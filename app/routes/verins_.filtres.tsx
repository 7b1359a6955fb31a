import {useLoaderData, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/verins_.filtres';
import {loadCylinderFilters} from '~/lib/catalogue/cylinder-page.server';
import {FilterPage} from '~/components/catalogue/FilterPage';
import {routeErrorBoundary} from '~/components/RouteError';
import {SHOP} from '~/lib/constants';
import {panelShouldRevalidate, isPanelFailure, panelOrFailure} from '~/lib/catalogue/filter-panel';
import {PanelFailedPage} from '~/components/catalogue/PanelFailed';

// /verins's filter panel (decision 083, as a collection's in 077). The page fetches this loader's
// data once it is shown and renders the panel in its « Filtres » disclosure; without JavaScript,
// the disclosure's link opens this page, whose form applies the choices to the list.

export const meta: Route.MetaFunction = () => [{title: `Filtrer les vérins | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export const shouldRevalidate: ShouldRevalidateFunction = panelShouldRevalidate;

export async function loader({context, request}: Route.LoaderArgs) {
  return loadCylinderFilters(context.storefront, request);
}

// Fetched by /verins, the panel must never take the page down with it: no network, a shop that
// fails or times out, and the panel says so in its own place (ListFilterPanel).
export async function clientLoader({serverLoader}: Route.ClientLoaderArgs) {
  return panelOrFailure(serverLoader);
}

export default function CylinderFilters() {
  const data = useLoaderData<typeof clientLoader>();
  if (isPanelFailure(data)) return <PanelFailedPage />;
  return <FilterPage title="Filtrer les vérins" backLabel="Retour aux vérins" data={data} />;
}

export const ErrorBoundary = routeErrorBoundary({
  failed: {
    title: 'Erreur lors du chargement des filtres',
    text: 'Impossible de charger les filtres des vérins pour le moment. Veuillez réessayer.',
  },
  link: {to: '/verins', label: 'Voir tous les vérins'},
});
