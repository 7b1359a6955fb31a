import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {ORDER_SUMMARY_FRAGMENT} from '~/lib/fragments';
import type {OrderSummaryFragment} from 'storefrontapi.generated';
import {attempt} from '~/lib/platform/storefront-errors';

/**
 * What the shop says of the order a confirmation link names: 'found' (with the order),
 * 'not-found' (no such order, or not with this key: the key is what makes an order the
 * buyer's, so a wrong key looks exactly like an unknown number and leaks nothing), or
 * 'unavailable' (the shop could not be asked; nothing is confirmed either).
 */
export type OrderLookup =
  | {state: 'found'; orderNumber: string; order: OrderSummaryFragment}
  | {state: 'not-found' | 'unavailable'; orderNumber: string | null; order: null};

/** The order number as written in a link: digits only, else null. */
export function orderNumberOf(params: URLSearchParams): string | null {
  const raw = (params.get('order') ?? '').trim();
  return /^[0-9]{1,12}$/.test(raw) ? raw : null;
}

/**
 * The order named by `?order=1001&key=…` (the hosted checkout's return URL), shown only
 * when the shop finds it with that key (issue 16: an unknown number is never confirmed).
 */
export async function lookUpOrder(storefront: HydrogenRouterContextProvider['storefront'], params: URLSearchParams): Promise<OrderLookup> {
  const orderNumber = orderNumberOf(params);
  const key = params.get('key') ?? '';
  if (!orderNumber || !/^[A-Za-z0-9_-]{1,128}$/.test(key)) return {state: 'not-found', orderNumber, order: null};
  const answer = await attempt(
    storefront.query(ORDER_LOOKUP_QUERY, {variables: {id: `gid://shopify/Order/${orderNumber}?key=${key}`}, cache: storefront.CacheNone()}),
  );
  // `attempt` has logged the failure.
  if (!answer.ok) return {state: 'unavailable', orderNumber, order: null};
  const node = answer.value.node;
  return node?.__typename === 'Order' ? {state: 'found', orderNumber, order: node} : {state: 'not-found', orderNumber, order: null};
}

const ORDER_LOOKUP_QUERY = `#graphql
  query OrderLookup($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    node(id: $id) {
      __typename
      ...OrderSummary
    }
  }
  ${ORDER_SUMMARY_FRAGMENT}
` as const;
