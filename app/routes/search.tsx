import {redirect} from 'react-router';
import type {Route} from './+types/search';
import {searchPath} from '~/lib/content/standard-routes';

// Shopify's standard search URL: the shop's search is /recherche (decision 016).
export async function loader({request}: Route.LoaderArgs) {
  return redirect(searchPath(new URL(request.url).search), 301);
}
