import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {ORDER_SUMMARY_FRAGMENT} from '~/lib/fragments';
import type {OrderSummaryFragment} from 'storefrontapi.generated';
import {withFallback} from '~/lib/platform/storefront-errors';

/**
 * The order named by `?order=1001&key=…` (the hosted checkout's return URL). Without
 * the key, or against a store that does not expose it, the pages show a generic text.
 */
export async function lookUpOrder(
  storefront: HydrogenRouterContextProvider['storefront'],
  params: URLSearchParams,
): Promise<{orderNumber: string | null; order: OrderSummaryFragment | null}> {
  const orderNumber = (params.get('order') ?? '').replace(/[^0-9]/g, '').slice(0, 12) || null;
  const key = (params.get('key') ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 128);
  if (!orderNumber || !key) return {orderNumber, order: null};
  const {node} = await withFallback(
    storefront.query(ORDER_LOOKUP_QUERY, {variables: {id: `gid://shopify/Order/${orderNumber}?key=${key}`}, cache: storefront.CacheNone()}),
    {node: null},
  );
  return {orderNumber, order: node?.__typename === 'Order' ? node : null};
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
