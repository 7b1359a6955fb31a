// How many product cards a list (a collection, /recherche, /verins, /products) sends at once
// (decision 077). The first page is the HTML
// every visitor waits for: six cards, two full rows beside the filters on a desktop (three
// columns), three rows on a tablet (two), the first screens at 375 px (one), and a page near
// Hydrogen's skeleton's in weight (it shows eight cards). « Charger plus » then brings twelve at
// a time, as loader data under the cards already shown, the URL following: whole rows again.
export const PRODUCT_LIST_FIRST_PAGE = 6;
export const PRODUCT_LIST_NEXT_PAGES = 12;

/**
 * `?shown=N` (decision 083): the first page of a list with the N cards a shopper had on screen
 * (six, then twelve per « Charger plus »), asked for when the price mode changes after
 * « Charger plus ». N is one of the sizes the list can reach (6, 18, 30…), at most
 * PRODUCT_LIST_MOST_SHOWN (the Storefront API answers at most 250 a page): any other value is
 * the ordinary first page, so the page cache holds a few addresses per list, not one per number.
 */
export const SHOWN_PARAM = 'shown';
export const PRODUCT_LIST_MOST_SHOWN = PRODUCT_LIST_FIRST_PAGE + 20 * PRODUCT_LIST_NEXT_PAGES;

const PAGING_PARAMS = ['cursor', 'direction', SHOWN_PARAM];

/** The cards a list may show at once on its first page: 6, 18, 30… up to PRODUCT_LIST_MOST_SHOWN; null for anything else. */
export function shownCount(value: string | null): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const count = Number(value);
  if (count <= PRODUCT_LIST_FIRST_PAGE || count > PRODUCT_LIST_MOST_SHOWN) return null;
  return (count - PRODUCT_LIST_FIRST_PAGE) % PRODUCT_LIST_NEXT_PAGES === 0 ? count : null;
}

/**
 * Cards to ask for: the first page's count without a cursor (or the `shown` count the address
 * carries), the next pages' with one (either direction).
 */
export function productListPageBy(url: URL): number {
  if (url.searchParams.get('cursor')) return PRODUCT_LIST_NEXT_PAGES;
  return shownCount(url.searchParams.get(SHOWN_PARAM)) ?? PRODUCT_LIST_FIRST_PAGE;
}

/**
 * A list's query string without its paging parameters (`cursor`, `direction`, `shown`): what the
 * filter panel is asked for, the same on every page of one list. Keeps the leading `?`, or ''.
 */
export function withoutPaging(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PAGING_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The four product lists (decision 077): the pages whose cards `shown` brings back. */
const PRODUCT_LISTS = /^\/(?:collections\/[^/]+|verins|products|recherche)\/?$/;

type ListLocation = {pathname: string; search: string; state?: unknown};
type PagerState = {pagination?: Record<string, {nodes?: unknown[]; pageInfo?: {hasPreviousPage?: boolean}} | undefined>};

/**
 * Where the price switch (/prix, a redirect to the page it was pressed on) sends the shopper
 * (decision 083). After « Charger plus », the cards shown before the last batch live in the
 * history entry (Hydrogen's `Pagination` state), which a redirect does not carry: the address
 * alone would show the last batch. When the cards shown start at the list's beginning, the
 * address becomes the list's first page with as many cards (`shown`), read again in the new
 * price mode: every card stays, each price is the one the cart will use. Anything else (no
 * « Charger plus » yet, a list entered in its middle, more cards than one page may hold): the
 * address as it is.
 */
export function priceSwitchTarget({pathname, search, state}: ListLocation): string {
  const here = pathname + search;
  const params = new URLSearchParams(search);
  if (!PRODUCT_LISTS.test(pathname) || !params.get('cursor') || params.get('direction') === 'previous') return here;
  const before = (state as PagerState | null | undefined)?.pagination?.[''];
  if (!before?.nodes?.length || before.pageInfo?.hasPreviousPage !== false) return here;
  // The cards before the last batch, and the batch (at most twelve: asking for a whole batch is safe at a list's end),
  // rounded up to a size the list can reach.
  const batches = Math.ceil((before.nodes.length + PRODUCT_LIST_NEXT_PAGES - PRODUCT_LIST_FIRST_PAGE) / PRODUCT_LIST_NEXT_PAGES);
  const shown = shownCount(String(PRODUCT_LIST_FIRST_PAGE + Math.max(1, batches) * PRODUCT_LIST_NEXT_PAGES));
  if (shown === null) return here;
  for (const name of PAGING_PARAMS) params.delete(name);
  params.set(SHOWN_PARAM, String(shown));
  return `${pathname}?${params.toString()}`;
}
