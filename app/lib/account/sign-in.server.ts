import {data, redirect} from 'react-router';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {safeLocalPath} from '~/lib/platform/safe-redirect';
import {withCartForgotten} from '~/lib/cart/forget.server';
import {signInPriceModeCookie} from '~/lib/company/company.server';
import {customerAccountData} from './customer-account/account.server.ts';

// Signing in and out with customer accounts (decision 028): Shopify's hosted sign-in
// through Hydrogen's client, which keeps the PKCE verifier, the state and the nonce in the
// encrypted session and checks them on the way back (authorize). The tokens never leave
// that session cookie.

type Context = Pick<HydrogenRouterContextProvider, 'customerAccount' | 'appSession' | 'cart'>;

export const SIGN_IN_MESSAGES = {
  failed: 'La connexion n’a pas abouti. Veuillez réessayer.',
  cancelled: 'La connexion a été annulée.',
  signedIn: 'Vous êtes connecté',
  signedOut: 'Vous êtes déconnecté',
} as const;

/** Where the shopper lands after signing in: a path of this site only, /compte by default. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  const asked = url.searchParams.get('return_to') ?? url.searchParams.get('redirect');
  if (asked) return safeLocalPath(asked, '/compte');
  // The page the shopper came from, when it is one of ours (never a sign-in page).
  const referer = request.headers.get('Referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin && !/^\/(login|register|account\/)/.test(from.pathname)) return safeLocalPath(`${from.pathname}${from.search}`, '/compte');
    } catch {
      // An unreadable Referer: the default.
    }
  }
  return '/compte';
}

/**
 * /login and /register: off to the hosted sign-in (an account is made at the first
 * sign-in). Hydrogen remembers `return_to`, else the Referer, whichever origin it names:
 * the return path is put in the URL first, checked to be ours.
 */
export async function hostedSignIn(context: Context, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const returnTo = returnPath(request);
  if (url.searchParams.get('return_to') !== returnTo) {
    url.searchParams.delete('redirect');
    url.searchParams.set('return_to', returnTo);
    return redirect(`${url.pathname}${url.search}`);
  }
  return context.customerAccount.login({uiLocales: 'FR', countryCode: 'FR'});
}

/** /account/authorize: the code exchanged for tokens (state and PKCE checked), the cart given its buyer. */
export async function finishSignIn(context: Context, request: Request) {
  const url = new URL(request.url);
  if (url.searchParams.get('error')) {
    const cancelled = url.searchParams.get('error') === 'access_denied';
    return data({error: cancelled ? SIGN_IN_MESSAGES.cancelled : SIGN_IN_MESSAGES.failed}, {status: 400});
  }
  let response: Response;
  try {
    response = await context.customerAccount.authorize();
  } catch (error) {
    // A redirect (Hydrogen restarting the sign-in once) is followed; anything else is told in French.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    console.error('Connexion (Customer Account API) refusée :', error instanceof Response ? `${error.status} ${await error.text()}` : error);
    return data({error: SIGN_IN_MESSAGES.failed}, {status: 400});
  }
  if (response.status >= 300 && response.status < 400 && (await context.customerAccount.isLoggedIn())) {
    // The cart made before signing in now carries the buyer (Hydrogen adds the token).
    if (context.cart.getCartId()) await context.cart.updateBuyerIdentity({}).catch(() => undefined);
    context.appSession.flash('toast', {title: SIGN_IN_MESSAGES.signedIn, variant: 'success'});
    // A company account starts in HT, unless the visitor chose a mode (decision 060).
    const cookie = await signInPriceModeCookie(customerAccountData(context), request);
    if (cookie) {
      const headers = new Headers(response.headers);
      headers.append('Set-Cookie', cookie);
      return new Response(response.body, {status: response.status, statusText: response.statusText, headers});
    }
  }
  return response;
}

/** 'Se déconnecter': the storefront's session and the shop's (its logout page) both end, and the cart with its buyer. */
export async function hostedSignOut(context: Context): Promise<Response> {
  // keepSession: the cart's own cookie and the wishlist stay; the account's keys are cleared.
  const response = await context.customerAccount.logout({postLogoutRedirectUri: '/', keepSession: true});
  context.appSession.flash('toast', {title: SIGN_IN_MESSAGES.signedOut, variant: 'success'});
  // The cart carried this customer: the next person at this browser starts a new one.
  return withCartForgotten(response);
}
