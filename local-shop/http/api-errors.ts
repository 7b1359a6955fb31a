// What the Storefront API's addresses answer when no endpoint does: JSON errors in
// Shopify's shape, never an HTML page.

import type {RouteContext} from './router.ts';
import {sendJson} from './util.ts';

/** Any other /api/… address: 404 pointing at the endpoint. */
export function apiNotFound({response, url}: RouteContext): void {
  sendJson(response, 404, {errors: [{message: `Not found: ${url.pathname} (the Storefront API is at /api/<version>/graphql.json).`, extensions: {code: 'NOT_FOUND'}}]});
}

/** An unexpected error, as Shopify words it. */
export function apiFailed({response}: RouteContext): void {
  sendJson(response, 500, {errors: [{message: 'Internal error. Looks like something went wrong on our end.', extensions: {code: 'INTERNAL_SERVER_ERROR'}}]});
}
