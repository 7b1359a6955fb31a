import {redirect} from 'react-router';
import type {Route} from './+types/deconnexion';
import {customerToken, signOut} from '~/lib/account/customer.server';
import {accountMode} from '~/lib/account/mode';
import {hostedSignOut} from '~/lib/account/sign-in.server';
import {attempt} from '~/lib/platform/storefront-errors';
import {forgetCartCookie} from '~/lib/cart/forget.server';
import {USER_ERROR_FRAGMENT} from '~/lib/fragments';

/**
 * Logout. Customer accounts: the session's tokens cleared, then Shopify's logout page ends
 * the shop's session and comes back to the home page. Legacy: the token is deleted at the
 * shop, then forgotten here in every case.
 */
export async function action({context}: Route.ActionArgs) {
  if (accountMode(context.env) === 'customer-account') return hostedSignOut(context);
  const token = customerToken(context.appSession);
  let failed = false;
  if (token) {
    const result = await attempt(context.storefront.mutate(LOGOUT_MUTATION, {variables: {token}}));
    const deleted = result.ok ? result.value.customerAccessTokenDelete : null;
    failed = !deleted || deleted.userErrors.length > 0;
  }
  signOut(context.appSession);
  context.appSession.flash(
    'toast',
    failed
      ? {title: 'Une erreur est survenue lors de la déconnexion.', variant: 'error'}
      : {title: 'Vous êtes déconnecté', variant: 'success'},
  );
  // The cart carried this customer: the next person at this browser starts a new one.
  return redirect('/', {status: 303, headers: {'Set-Cookie': forgetCartCookie()}});
}

export async function loader() {
  return redirect('/compte');
}

const LOGOUT_MUTATION = `#graphql
  mutation CustomerLogout($token: String!) {
    customerAccessTokenDelete(customerAccessToken: $token) {
      deletedAccessToken
      userErrors {
        ...UserErrorFields
      }
    }
  }
  ${USER_ERROR_FRAGMENT}
` as const;
