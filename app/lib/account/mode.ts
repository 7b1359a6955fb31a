import type {AccountMode} from './types.ts';

/**
 * Which account system the store runs (decision 028): customer accounts (the Customer
 * Account API) when Hydrogen's variables are set, as Oxygen sets them for a store with
 * the Customer Account API, or `npm start` for the local shop; else legacy accounts.
 */
export function accountMode(env: {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?: string; SHOP_ID?: string}): AccountMode {
  return env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?.trim() && env.SHOP_ID?.trim() ? 'customer-account' : 'legacy';
}
