import {redirect} from 'react-router';

// Shopify's standard order URL: the shop lists a customer's orders, with their details, on
// /mes-commandes (decision 016).
export async function loader() {
  return redirect('/mes-commandes', 302);
}
