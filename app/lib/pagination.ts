import {redirect} from 'react-router';
import {classifyStorefrontFailure, failureFromThrown, isStorefrontError} from './platform/storefront-errors.ts';

/**
 * The shop answered and refused the query (a GraphQL error such as 'Invalid cursor'), as opposed
 * to not answering at all (no connection, no answer in time, a 5xx): only the first is the URL's fault.
 */
export function isStorefrontRefusal(error: unknown): boolean {
  const kind = isStorefrontError(error) ? error.kind : classifyStorefrontFailure(failureFromThrown(error));
  return kind === 'graphql';
}

/**
 * When a paged query fails and the URL carries a cursor (stale, or typed by hand: the
 * shop answers 'Invalid cursor'), the first page of the same list, filters kept. Null
 * without a cursor: then the failure is the page's to show. With the error, null too when
 * the shop did not answer (down, too slow): « Charger plus » must then say it failed, not
 * quietly go back to the first page.
 */
export function firstPageRedirect(url: URL, error?: unknown): Response | null {
  if (!url.searchParams.has('cursor') && !url.searchParams.has('direction')) return null;
  if (error !== undefined && !isStorefrontRefusal(error)) return null;
  const first = new URL(url);
  first.searchParams.delete('cursor');
  first.searchParams.delete('direction');
  return redirect(`${first.pathname}${first.search}`);
}
