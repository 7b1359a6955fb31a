// What the cart page knows besides the cart itself (docs/decisions/091):
// - the stock warnings of the last change, kept one display in the session, so that a
//   product page's add (post, redirect, get) still says on /cart what the shop did;
// - why the cart the `cart` cookie names is gone. Shopify answers `cart: null` for a cart
//   whose checkout was completed (and for an expired or unknown one): nothing in the API
//   tells the two apart. This browser's own confirmation page does: it notes the order of
//   the cart it closed, and the cart page then says the order was placed, with its link.

import type {HydrogenCart} from '@shopify/hydrogen';
import type {AppSession} from '~/lib/platform/session.server';
import {attempt} from '~/lib/platform/storefront-errors';
import {readStockWarnings, stockWarningsOf, type StockWarning} from '~/lib/cart/stock-notices';

const STOCK_FLASH = 'cartStockWarnings';
const CLOSED_CART = 'closedCart';

/** Why the cart page has no cart although the cookie names one. */
export type GoneCart = {ordered: true; orderPath: string} | {ordered: false};

/** Keeps a change's stock warnings for the next display of the cart. */
export function keepStockWarnings(session: AppSession, warnings: readonly {code: string; target: string}[] | null | undefined): void {
  const kept = stockWarningsOf(warnings);
  if (kept.length > 0) session.flash(STOCK_FLASH, kept);
}

/** The kept warnings (read once). */
export function takeStockWarnings(session: AppSession): StockWarning[] {
  return readStockWarnings(session.takeFlash(STOCK_FLASH));
}

/** The confirmation link of an order (the hosted checkout's return URL). */
export function orderPath(orderNumber: string, key: string): string {
  return `/commande-confirmee?${new URLSearchParams({order: orderNumber, key}).toString()}`;
}

/**
 * On the confirmation page of an order: when the cart the cookie names is gone (its
 * checkout completed), notes that this order closed it. A cart the shop still gives is a
 * new one (an old confirmation link opened later): nothing is noted.
 */
export async function noteOrderedCart(context: {cart: HydrogenCart; appSession: AppSession}, path: string): Promise<void> {
  const cartId = context.cart.getCartId();
  if (!cartId) return;
  const cart = await attempt(context.cart.get());
  if (cart.ok && cart.value === null) context.appSession.set(CLOSED_CART, {cartId, orderPath: path});
}

/** On the cart page, when the cookie names a cart the shop does not give: why, as far as known. */
export function goneCart(session: AppSession, cartId: string | undefined): GoneCart | null {
  if (!cartId) return null;
  const noted = session.get(CLOSED_CART) as {cartId?: unknown; orderPath?: unknown} | undefined;
  if (noted && noted.cartId === cartId && typeof noted.orderPath === 'string' && noted.orderPath.startsWith('/commande-confirmee?')) {
    return {ordered: true, orderPath: noted.orderPath};
  }
  return {ordered: false};
}
