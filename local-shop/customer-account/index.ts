// Shopify's Customer Account API, as Hydrogen's `customerAccount` client uses it, on the
// same paths as on shopify.com (routes.ts, one area of the route table): OAuth 2.0 with
// PKCE (authorize with a French sign-in page and an e-mail code, token, logout), OpenID
// discovery, and the GraphQL API executed against @shopify/hydrogen's
// customer-account.schema.json. Its state hangs off AppState, made on start by
// initCustomerAccount.

import type {AppState} from '../graphql/context.ts';
import type {TokenCustomer} from '../store/carts.ts';
import {LOCAL_CLIENT_ID, LOCAL_SHOP_ID} from './config.ts';
import {MetafieldStore} from '../store/customer-metafields.ts';
import {SigningKey} from './secrets.ts';
import {AccountStore} from '../store/customer-accounts.ts';
import {SignInStore} from '../store/sign-ins.ts';

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
