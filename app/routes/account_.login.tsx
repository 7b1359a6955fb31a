import {redirect} from 'react-router';
import type {Route} from './+types/account_.login';

// Shopify's standard sign-in URL: the shop's is /login, which picks the account system (decision 016).
export async function loader({request}: Route.LoaderArgs) {
  return redirect(`/login${new URL(request.url).search}`, 302);
}
