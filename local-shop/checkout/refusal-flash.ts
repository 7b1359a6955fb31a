// A checkout form that is refused answers POST → 303 → GET, as Shopify's checkout does:
// the refusal (field errors, the problem above them, the values typed on the information
// step) is kept for the page the browser is sent to, which shows it once. Back and reload
// then never ask to send the form again (Chromium's ERR_CACHE_MISS). A card's details
// are never kept: they are typed again.
//
// Kept in this process's memory for a few minutes, never in the database: a message is
// not worth a write, and what the buyer chose is saved on the cart already.

import type {Html} from '../http/util.ts';
import {raw} from '../http/util.ts';
import type {CartRecord, CartStore} from '../store/carts.ts';

/** Long enough for the redirect to be followed on a slow connection; never shown much later. */
const KEPT_MS = 10 * 60_000;
/** At most this many refusals waiting per shop: the oldest go first. */
const MAX_KEPT = 1000;

export interface KeptRefusal {
  errors: Record<string, string>;
  problem: Html | null;
  /** What the buyer typed, when it was not saved (the information step's invalid values) */
  values: Record<string, string> | null;
}

interface Waiting extends KeptRefusal {
  step: string;
  expiresAt: number;
}

/** The refusals waiting, per shop (its cart store) and cart token. */
const waiting = new WeakMap<CartStore, Map<string, Waiting>>();

export function keepRefusal(carts: CartStore, cart: CartRecord, step: string, refusal: KeptRefusal, now = Date.now()): void {
  let kept = waiting.get(carts);
  if (!kept) waiting.set(carts, (kept = new Map()));
  kept.delete(cart.token);
  for (const [token, entry] of kept) {
    if (kept.size < MAX_KEPT && entry.expiresAt > now) break;
    kept.delete(token);
  }
  // The problem is HTML this checkout rendered (escaped then): kept as text, shown as it was.
  kept.set(cart.token, {...refusal, problem: refusal.problem ? raw(refusal.problem.text) : null, step, expiresAt: now + KEPT_MS});
}

/** The refusal kept for this step's page, once: taken by the delivery or information page, whichever is shown next. */
export function takeRefusal(carts: CartStore, cart: CartRecord, step: string, now = Date.now()): KeptRefusal | null {
  const kept = waiting.get(carts);
  const entry = kept?.get(cart.token);
  if (!kept || !entry) return null;
  kept.delete(cart.token);
  if (entry.step !== step || entry.expiresAt <= now) return null;
  return {errors: entry.errors, problem: entry.problem, values: entry.values};
}
