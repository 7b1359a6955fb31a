// A card payment waiting for the buyer's bank (3-D Secure): what the authentication page
// and its answer need, kept on the cart's checkout draft between the two requests —
// brand and last four digits, the quote confirmed, the delivery option — never the card
// number nor its code. One at a time, for 15 minutes, used once.

import crypto from 'node:crypto';
import type {CardSummary} from '../payments/card.ts';
import type {CartRecord, CartStore} from '../store/carts.ts';

export const AUTHENTICATION_MINUTES = 15;
/** The authentication page's `?etape=` */
export const AUTHENTICATION_STEP = 'authentification';
const DRAFT_KEY = 'cardAuthentication';

export interface PendingAuthentication {
  id: string;
  card: CardSummary;
  /** The signed quote the buyer confirmed on the delivery page */
  quote: string;
  delivery: string;
  /** What the card is asked to pay */
  amountCents: number;
  expiresAt: string;
}

export function startAuthentication(carts: CartStore, cart: CartRecord, pending: Omit<PendingAuthentication, 'id' | 'expiresAt'>, now = new Date()): PendingAuthentication {
  const record: PendingAuthentication = {
    ...pending,
    id: crypto.randomBytes(16).toString('base64url'),
    expiresAt: new Date(now.getTime() + AUTHENTICATION_MINUTES * 60_000).toISOString(),
  };
  carts.saveCheckoutDraft(cart, {...carts.reload(cart).checkout, [DRAFT_KEY]: JSON.stringify(record)});
  return record;
}

/** The payment waiting for authentication on this cart, if any and not expired. */
export function pendingAuthentication(cart: CartRecord, now = new Date()): PendingAuthentication | null {
  const text = cart.checkout[DRAFT_KEY];
  if (!text) return null;
  try {
    const pending = JSON.parse(text) as PendingAuthentication;
    return Date.parse(pending.expiresAt) > now.getTime() ? pending : null;
  } catch {
    return null;
  }
}

/** Ends the wait (answered, or replaced by another attempt): the same answer cannot be given twice. */
export function endAuthentication(carts: CartStore, cart: CartRecord): void {
  const draft = {...carts.reload(cart).checkout};
  delete draft[DRAFT_KEY];
  carts.saveCheckoutDraft(cart, draft);
}
