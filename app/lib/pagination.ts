import {redirect} from 'react-router';

/**
 * When a paged query fails and the URL carries a cursor (stale, or typed by hand: the
 * shop answers 'Invalid cursor'), the first page of the same list, filters kept. Null
 * without a cursor: then the failure is the page's to show.
 */
export function firstPageRedirect(url: URL): Response | null {
  if (!url.searchParams.has('cursor') && !url.searchParams.has('direction')) return null;
  const first = new URL(url);
  first.searchParams.delete('cursor');
  first.searchParams.delete('direction');
  return redirect(`${first.pathname}${first.search}`);
}
