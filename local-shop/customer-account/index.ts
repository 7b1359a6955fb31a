// Shopify's Customer Account API, as Hydrogen's `customerAccount` client uses it, on the
// same paths as on shopify.com: OAuth 2.0 with PKCE (authorize with a French sign-in page
// and an e-mail code, token, logout), OpenID discovery, and the GraphQL API executed
// against @shopify/hydrogen's customer-account.schema.json. One dispatch for the shop's
// router; the state hangs off AppState, made on start by initCustomerAccount.

import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {messagePage} from '../checkout/pages.ts';
import {sendJson} from '../http/util.ts';
import type {TokenCustomer} from '../store/carts.ts';
import {CUSTOMER_ACCOUNT_PATH, LOCAL_CLIENT_ID, LOCAL_SHOP_ID} from './config.ts';
import {handleDiscovery, handleJwks} from './discovery.ts';
import {handleGraphql} from './graphql.ts';
import {handleLogout} from './logout.ts';
import {SIGN_IN_TEXT} from './messages.ts';
import {MetafieldStore} from './metafields.ts';
import {SigningKey} from './secrets.ts';
import {handleAuthorize, handleSignIn} from './sign-in.ts';
import {SignInStore} from './sign-in-store.ts';
import {AccountStore} from './store.ts';
import {handleToken} from './token.ts';

export {CUSTOMER_ACCOUNT_PATH};

export interface CustomerAccountState {
  shopId: string;
  clientId: string;
  signIns: SignInStore;
  accounts: AccountStore;
  metafields: MetafieldStore;
  key: SigningKey;
  /** Milliseconds since the epoch; tests move it to reach expiry dates. */
  now: () => number;
}

const states = new WeakMap<AppState, CustomerAccountState>();

export function customerAccountFor(app: AppState): CustomerAccountState {
  let state = states.get(app);
  if (!state) {
    state = {
      shopId: LOCAL_SHOP_ID,
      clientId: LOCAL_CLIENT_ID,
      signIns: new SignInStore(app.store),
      accounts: new AccountStore(app.store),
      metafields: new MetafieldStore(app.store),
      key: new SigningKey(app.store),
      now: () => Date.now(),
    };
    states.set(app, state);
  }
  return state;
}

/** Made on start: the signing key is created then (once per database), not on a first sign-in. */
export function initCustomerAccount(app: AppState): CustomerAccountState {
  return customerAccountFor(app);
}

/**
 * The customer of a Customer Account API access token, for the Storefront API's cart
 * (`buyerIdentity.customerAccessToken` takes either kind of token, as on Shopify).
 */
export function customerByAccountToken(app: AppState, token: string): TokenCustomer | null {
  const state = customerAccountFor(app);
  const id = state.accounts.customerIdByAccessToken(token, state.now());
  return id === null ? null : app.customers.byId(id);
}

export async function dispatchCustomerAccount(request: IncomingMessage, response: ServerResponse, app: AppState, url: URL): Promise<void> {
  const state = customerAccountFor(app);
  const path = url.pathname;
  if (path.startsWith('/.well-known/')) return handleDiscovery(request, response, app, state, path);
  const shopId = /^\/(?:authentication\/)?(\d+)\//.exec(path)?.[1];
  if (shopId !== state.shopId) {
    request.resume();
    if (path.endsWith('/graphql') || path.endsWith('/oauth/token') || path.endsWith('.json')) {
      sendJson(response, 404, {errors: [{message: `Unknown shop: ${shopId}.`, extensions: {code: 'NOT_FOUND'}}]});
    } else {
      messagePage(response, app, 404, 'Boutique introuvable', SIGN_IN_TEXT.shopNotFound);
    }
    return;
  }
  if (path.endsWith('/graphql')) return handleGraphql(request, response, app, state);
  if (path.endsWith('/oauth/authorize')) return handleAuthorize(request, response, app, state, url);
  if (path.endsWith('/connexion')) return handleSignIn(request, response, app, state, url);
  if (path.endsWith('/oauth/token')) return handleToken(request, response, app, state);
  if (path.endsWith('/logout')) return handleLogout(request, response, app, state, url);
  return handleJwks(request, response, state);
}
