import {useEffect} from 'react';
import {useFetcher} from 'react-router';
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
 * gives them again (rendered for the visitor) and wins.
 */
export function useVisitor(root: RootPersonal): {signedIn: boolean; cart: CartSource} {
  const fetcher = useFetcher<VisitorData>({key: VISITOR_FETCHER_KEY});
  const {load} = fetcher;
  const ask = root.shared && fetcher.data === undefined && fetcher.state === 'idle';
  useEffect(() => {
    if (ask) void load(VISITOR_PATH);
  }, [ask, load]);
  const data = fetcher.data;
  // The cart itself, not a new promise: a promise made while rendering would suspend the
  // update that brought it, again and again.
  const cart = root.shared && data ? data.cart : root.cart;
  return {signedIn: root.shared ? (data?.signedIn ?? false) : root.signedIn, cart};
}

/** The visitor's data once it has arrived (shared pages only), else undefined. */
export function useVisitorData(): VisitorData | undefined {
  return useFetcher<VisitorData>({key: VISITOR_FETCHER_KEY}).data;
}
