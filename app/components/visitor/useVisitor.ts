import {useEffect, useRef} from 'react';
import {useFetcher, useLocation} from 'react-router';
import {isPanelFailure, type PANEL_FAILED} from '~/lib/catalogue/filter-panel';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {VISITOR_FETCHER_KEY, VISITOR_PATH, type VisitorData} from '~/lib/visitor/visitor';

/** The header's cart: streamed by the root loader, or already there (from /api/visiteur). */
export type CartSource = Promise<CartApiQueryFragment | null> | CartApiQueryFragment | null;

/** The personal parts the root loader gives: real on a page rendered for the visitor, empty on a shared one. */
export interface RootPersonal {
  shared: boolean;
  signedIn: boolean;
  cart: CartSource;
}

/**
 * The header's personal parts. On a shared page (the same HTML for everyone) they are
 * asked once the page has hydrated (/api/visiteur); the badge and the account icon keep
 * their size meanwhile, so nothing moves when they arrive. After a form, the root loader
 * gives them again (rendered for the visitor) and wins. When they cannot be read (offline,
 * a failing worker), the page stays as it is, without them, and they are asked again at the
 * next page, when the connection comes back or when the window is shown again.
 */
export function useVisitor(root: RootPersonal): {signedIn: boolean; cart: CartSource} {
  const fetcher = useFetcher<VisitorData | typeof PANEL_FAILED>({key: VISITOR_FETCHER_KEY});
  const {load} = fetcher;
  const ask = root.shared && fetcher.data === undefined && fetcher.state === 'idle';
  useEffect(() => {
    if (ask) void load(VISITOR_PATH);
  }, [ask, load]);

  const failed = root.shared && isPanelFailure(fetcher.data) && fetcher.state === 'idle';
  const {pathname} = useLocation();
  const failedOn = useRef<string | null>(null);
  useEffect(() => {
    if (!failed) {
      failedOn.current = null;
      return;
    }
    const again = () => void load(VISITOR_PATH);
    // Another page than the one it failed on: once per page, never in a loop.
    if (failedOn.current !== null && failedOn.current !== pathname) again();
    else failedOn.current = pathname;
    window.addEventListener('online', again);
    window.addEventListener('focus', again);
    return () => {
      window.removeEventListener('online', again);
      window.removeEventListener('focus', again);
    };
  }, [failed, load, pathname]);

  const data = visitorData(fetcher.data);
  // The cart itself, not a new promise: a promise made while rendering would suspend the
  // update that brought it, again and again.
  const cart = root.shared && data ? data.cart : root.cart;
  return {signedIn: root.shared ? (data?.signedIn ?? false) : root.signedIn, cart};
}

/** What /api/visiteur answered, when it could be read. */
export function visitorData(answer: VisitorData | typeof PANEL_FAILED | undefined): VisitorData | undefined {
  return answer && !isPanelFailure(answer) ? answer : undefined;
}

/** The visitor's data once it has arrived (shared pages only), else undefined. */
export function useVisitorData(): VisitorData | undefined {
  return visitorData(useFetcher<VisitorData | typeof PANEL_FAILED>({key: VISITOR_FETCHER_KEY}).data);
}
