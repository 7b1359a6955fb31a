// The local shop's Customer Account API: its identity (the shop id and the storefront's
// public client id that Hydrogen reads from SHOP_ID and PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID),
// its addresses (the same paths as on shopify.com) and its limits. Why and how:
// docs/decisions/028-customer-account-modes.md and 029-local-customer-account-api.md.

/** Shopify's shop ids are numbers; the local shop has one of its own. */
export const LOCAL_SHOP_ID = '90000000001';
/** The storefront's public client (Shopify gives one per Headless/Hydrogen storefront). */
export const LOCAL_CLIENT_ID = 'shp_3f6c1d2e-8b4a-4c5f-9e7d-0a1b2c3d4e5f';
/** The version of the schema the local shop executes (@shopify/hydrogen's customer-account.schema.json). */
export const CUSTOMER_API_VERSION = '2026-04';

/** Scopes Hydrogen asks for (with SHOP_ID: the first three; without: the last one). */
export const SUPPORTED_SCOPES = new Set(['openid', 'email', 'customer-account-api:full', 'https://api.customers.com/auth/customer.graphql']);

export {LIMITS} from '../store/customer-accounts.ts';

/**
 * The origins a redirect URI, a post-logout URI or a token request's Origin may have: the
 * storefront's, and its https form when the storefront is served over plain http, because
 * Hydrogen always announces https (Shopify accepts no other). The browser is then sent
 * back to the origin the storefront really listens on.
 */
export function allowedOrigins(storefrontUrl: string): {origins: Set<string>; served: string} {
  const served = new URL(storefrontUrl).origin;
  const origins = new Set([served]);
  if (served.startsWith('http://')) origins.add(`https://${served.slice('http://'.length)}`);
  return {origins, served};
}

/** The URI the browser goes to: the announced one, on the origin the storefront listens on. */
export function servedUri(uri: string, storefrontUrl: string): string {
  const {served} = allowedOrigins(storefrontUrl);
  const url = new URL(uri);
  return `${served}${url.pathname}${url.search}`;
}

/** A redirect or post-logout URI is accepted when it is an absolute URL on an allowed origin, without fragment. */
export function uriAllowed(value: string | null, storefrontUrl: string): value is string {
  if (!value || value.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.hash === '' && url.username === '' && url.password === '' && allowedOrigins(storefrontUrl).origins.has(url.origin);
}
