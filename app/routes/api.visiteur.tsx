import type {Route} from './+types/api.visiteur';
import {panelOrFailure} from '~/lib/catalogue/filter-panel';
import {visitorData} from '~/lib/visitor/visitor.server';

/** Read-only: anything but GET gets a French 405 rather than React Router's English one. */
export function action() {
  return Response.json({error: 'Méthode non autorisée : ces informations se lisent avec GET.'}, {status: 405, headers: {Allow: 'GET, HEAD'}});
}

/** The personal parts of a shared page (cart badge, account, own reviews): this visitor's only. */
export async function loader({context, request}: Route.LoaderArgs) {
  const data = await visitorData(context, new URL(request.url));
  return Response.json(data, {headers: {'Cache-Control': 'private, no-store', Vary: 'Cookie'}});
}

/**
 * In the browser: the server's answer, or PANEL_FAILED when it cannot be read (no network, a
 * failing worker). Thrown, the error would reach the root's boundary and replace the whole page
 * with the error screen; the header's parts wait for the next chance instead (useVisitor).
 */
export async function clientLoader({serverLoader}: Route.ClientLoaderArgs) {
  return panelOrFailure(serverLoader);
}
