// The one place where the storefront learns that the local shop, not Shopify, answers the
// Customer Account API. Hydrogen's `customerAccount` client builds shopify.com's fixed
// addresses from SHOP_ID (https://shopify.com/authentication/<SHOP_ID>/oauth/authorize,
// …/oauth/token, …/logout and https://shopify.com/<SHOP_ID>/account/customer/api/<version>/graphql)
// and takes no other base URL. The local shop serves the same paths, so when
// LOCAL_SHOP_ORIGIN is set (`npm start` and `npm run dev` set it beside SHOP_ID and
// PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID), this module swaps the origin, for those paths of
// that shop only: in the client's server-side calls (token, refresh, GraphQL: a wrapper of
// the global fetch, which the client calls) and in the redirects it hands the browser
// (login, logout). In production LOCAL_SHOP_ORIGIN is unset: nothing here runs, and the
// client talks to shopify.com untouched. Why: docs/decisions/028-customer-account-modes.md.
import type {CustomerAccount} from '@shopify/hydrogen';

export const SHOPIFY_ACCOUNTS_ORIGIN = 'https://shopify.com';

interface AccountsEnv {
  LOCAL_SHOP_ORIGIN?: string;
  SHOP_ID?: string;
}

interface Mapping {
  origin: string;
  shopId: string;
}

/** The local shop's origin when it answers the Customer Account API of SHOP_ID; null otherwise. */
export function localAccountsMapping(env: AccountsEnv): Mapping | null {
  const shopId = env.SHOP_ID?.trim();
  if (!env.LOCAL_SHOP_ORIGIN || !shopId || !/^\d+$/.test(shopId)) return null;
  try {
    const url = new URL(env.LOCAL_SHOP_ORIGIN);
    return url.protocol === 'http:' || url.protocol === 'https:' ? {origin: url.origin, shopId} : null;
  } catch {
    return null;
  }
}

/** shopify.com's Customer Account address of this shop, moved to the local shop; null for any other URL. */
export function toLocalShop(url: string, {origin, shopId}: Mapping): string | null {
  if (!url.startsWith(`${SHOPIFY_ACCOUNTS_ORIGIN}/`)) return null;
  const path = url.slice(SHOPIFY_ACCOUNTS_ORIGIN.length);
  const ours = path.startsWith(`/authentication/${shopId}/`) || path.startsWith(`/${shopId}/account/customer/api/`);
  return ours ? `${origin}${path}` : null;
}

let mapping: Mapping | null = null;

/** Wraps the global fetch once; the mapping it applies is the current one. */
function installFetch(current: Mapping): void {
  const first = mapping === null;
  mapping = current;
  if (!first) return;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const local = mapping ? toLocalShop(url, mapping) : null;
    if (!local) return original(input, init);
    return original(typeof input === 'string' || input instanceof URL ? local : new Request(local, input), init);
  }) as typeof fetch;
}

/** The same answer, its Location moved to the local shop when it pointed at shopify.com. */
function relocate(response: Response, current: Mapping): Response {
  const location = response.headers.get('Location');
  const local = location ? toLocalShop(location, current) : null;
  if (!local) return response;
  const headers = new Headers(response.headers);
  headers.set('Location', local);
  return new Response(response.body, {status: response.status, statusText: response.statusText, headers});
}

export interface LocalCustomerAccount {
  /** For createHydrogenContext's `customerAccount` option. */
  clientOptions: {useCustomAuthDomain: true};
  /** Makes the client's login and logout redirects lead to the local shop. */
  attach(client: CustomerAccount): void;
}

/** The local shop's mapping when LOCAL_SHOP_ORIGIN and SHOP_ID are set; null (production) otherwise. */
export function localCustomerAccount(env: AccountsEnv): LocalCustomerAccount | null {
  const current = localAccountsMapping(env);
  if (!current) return null;
  installFetch(current);
  return {
    // Hydrogen's development build wants its tunnel domain unless told the domain is our choice.
    clientOptions: {useCustomAuthDomain: true},
    attach(client) {
      const {login, logout} = client;
      client.login = async (options) => relocate(await login(options), current);
      client.logout = async (options) => relocate(await logout(options), current);
    },
  };
}
