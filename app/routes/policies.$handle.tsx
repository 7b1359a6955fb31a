import {redirect} from 'react-router';
import type {Route} from './+types/policies.$handle';
import {policyPath} from '~/lib/content/standard-routes';

// Shopify's standard policy URLs, linked from its checkout and e-mails (/policies/refund-policy):
// the shop's French pages that hold each policy (decision 016).
export async function loader({params}: Route.LoaderArgs) {
  const path = policyPath(params.handle);
  if (!path) throw new Response('Politique introuvable', {status: 404});
  return redirect(path, 301);
}

// A page route, not a resource route: an unknown handle gets the shop's French 404 page.
export default function StandardRedirect() {
  return null;
}
