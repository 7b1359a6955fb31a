import {redirect} from 'react-router';
import type {Route} from './+types/pages.$handle';
import {pagePath} from '~/lib/content/standard-routes';

// Shopify's standard page URL (/pages/a-propos): the shop's pages live at French URLs (decision 016).
export async function loader({params}: Route.LoaderArgs) {
  const path = pagePath(params.handle);
  if (!path) throw new Response('Page introuvable', {status: 404});
  return redirect(path, 301);
}

// A page route, not a resource route: an unknown handle gets the shop's French 404 page.
export default function StandardRedirect() {
  return null;
}
