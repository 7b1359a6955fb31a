// How many product cards a list (a collection, /recherche, /verins, /products) sends at once
// (decision 077). The first page is the HTML
// every visitor waits for: six cards, two full rows beside the filters on a desktop (three
// columns), three rows on a tablet (two), the first screens at 375 px (one), and a page near
// Hydrogen's skeleton's in weight (it shows eight cards). « Charger plus » then brings twelve at
// a time, as loader data under the cards already shown, the URL following: whole rows again.
export const PRODUCT_LIST_FIRST_PAGE = 6;
export const PRODUCT_LIST_NEXT_PAGES = 12;

const PAGING_PARAMS = ['cursor', 'direction'];

/** Cards to ask for: the first page's count without a cursor, the next pages' with one (either direction). */
export function productListPageBy(url: URL): number {
  return url.searchParams.get('cursor') ? PRODUCT_LIST_NEXT_PAGES : PRODUCT_LIST_FIRST_PAGE;
}

/**
 * A list's query string without Hydrogen's paging parameters (`cursor`, `direction`): what the
 * filter panel is asked for, the same on every page of one list. Keeps the leading `?`, or ''.
 */
export function withoutPaging(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PAGING_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
