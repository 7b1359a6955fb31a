// Optimistic cart (DESIGN.md section 4: Hydrogen's cart handler, optimistic UI for
// changes). What the cart page and the header badge show while a change is on its way:
// the last cart the shop sent, with the quantities the shopper asked for and not yet
// confirmed ("overrides"). The shop's answer always replaces the estimate.
//
// Also the small protocol between the cart page and the cart action: the page's own
// submissions say that they show their errors themselves and carry an id that the
// action echoes, so that the page knows which answer belongs to which change.

import {formatDiscountPercent, roundMoney} from '../money.ts';
import {volumeDiscount} from '../volume-discount.ts';

/** Highest quantity a line may be given (typed or posted). */
export const MAX_LINE_QUANTITY = 10_000;

/** Form field: 'inline' when the submitter reports errors itself (no flash toast). */
export const CART_FEEDBACK_FIELD = 'feedback';
/** Form field echoed back by the cart action as `requestId`. */
export const CART_REQUEST_ID_FIELD = 'requestId';

/** What a cart change the shop could not answer says (SPEC.md section 8). */
export const SHOP_UNREACHABLE = 'Impossible de se connecter à la boutique';

export const INVALID_QUANTITY_MESSAGE = 'Saisissez une quantité entière entre 1 et 10 000.';

/** A typed or posted quantity: a whole number from 1 to 10 000, otherwise null. */
export function parseLineQuantity(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  return parseLineQuantity(Number(text));
}

/** Quantities asked for and not yet confirmed by the shop, by line id; 0 removes the line. */
export type QuantityOverrides = Readonly<Record<string, number>>;

interface MoneyLike {
  amount: string;
}

export interface OptimisticSourceLine {
  id: string;
  quantity: number;
  cost: {amountPerQuantity: MoneyLike; subtotalAmount: MoneyLike; totalAmount: MoneyLike};
}

export interface OptimisticSourceCart {
  totalQuantity: number;
  cost: {subtotalAmount: MoneyLike; totalAmount: MoneyLike};
  lines: {nodes: readonly OptimisticSourceLine[]};
  discountAllocations: readonly unknown[];
  appliedGiftCards: readonly unknown[];
}

/** The quantity to show for a line: the one asked for, else the shop's. */
export function displayedQuantity(line: {id: string; quantity: number}, overrides: QuantityOverrides): number {
  return overrides[line.id] ?? line.quantity;
}

/** True while the shopper asked for a quantity the shop has not confirmed. */
export function isLinePending(line: {id: string; quantity: number}, overrides: QuantityOverrides): boolean {
  return line.id in overrides && overrides[line.id] !== line.quantity;
}

export interface LineEstimate {
  quantity: number;
  /** unit price × quantity */
  subtotal: number;
  /** After the volume discount */
  total: number;
  /** 0 when no tier applies */
  volumePercent: number;
  volumeAmount: number;
}

/**
 * A line at a new quantity. The automatic volume discount comes from the one tier table
 * (DESIGN.md section 4: what the shopper is shown is what the cart charges); any other
 * discount is left to the shop's answer.
 */
export function estimateLine(unitPrice: number, quantity: number): LineEstimate {
  const result = volumeDiscount(unitPrice, quantity);
  return {
    quantity: result.quantity,
    subtotal: result.subtotal,
    total: result.total,
    volumePercent: result.percent,
    volumeAmount: result.discountAmount,
  };
}

/** 'Remise quantité −10 %', as the shop names its volume discount. */
export function volumeDiscountTitle(percent: number): string {
  return `Remise quantité ${formatDiscountPercent(percent)}`;
}

export interface CartEstimate {
  /** Estimates of the lines whose quantity is pending, by line id */
  lines: Record<string, LineEstimate>;
  totalQuantity: number;
  /** Sum of unit price × quantity, before any discount */
  beforeDiscounts: number;
  /** The cart's subtotal (after line discounts) moved by the pending lines */
  subtotal: number;
  /**
   * The cart's total moved by the pending lines, or null when order-level discounts or
   * gift cards make it impossible to know here (their share depends on the new total).
   */
  total: number | null;
  /** True when some line is pending: totals are estimates until the shop answers. */
  pending: boolean;
}

export function estimateCart(cart: OptimisticSourceCart, overrides: QuantityOverrides): CartEstimate {
  const lines: Record<string, LineEstimate> = {};
  let quantityDelta = 0;
  let beforeDiscounts = 0;
  let totalDelta = 0;
  for (const line of cart.lines.nodes) {
    if (!isLinePending(line, overrides)) {
      beforeDiscounts += Number(line.cost.subtotalAmount.amount);
      continue;
    }
    const estimate = estimateLine(Number(line.cost.amountPerQuantity.amount), overrides[line.id]);
    lines[line.id] = estimate;
    quantityDelta += estimate.quantity - line.quantity;
    beforeDiscounts += estimate.subtotal;
    totalDelta += estimate.total - Number(line.cost.totalAmount.amount);
  }
  const pending = Object.keys(lines).length > 0;
  const knowable = cart.discountAllocations.length === 0 && cart.appliedGiftCards.length === 0;
  const serverTotal = Number(cart.cost.totalAmount.amount);
  return {
    lines,
    totalQuantity: Math.max(0, cart.totalQuantity + quantityDelta),
    beforeDiscounts: roundMoney(beforeDiscounts),
    subtotal: Math.max(0, roundMoney(Number(cart.cost.subtotalAmount.amount) + totalDelta)),
    total: !pending ? serverTotal : knowable ? Math.max(0, roundMoney(serverTotal + totalDelta)) : null,
    pending,
  };
}

/** The header badge's count: the cart's quantity with the pending lines. */
export function optimisticTotalQuantity(cart: Pick<OptimisticSourceCart, 'totalQuantity' | 'lines'>, overrides: QuantityOverrides): number {
  let delta = 0;
  for (const line of cart.lines.nodes) {
    if (isLinePending(line, overrides)) delta += overrides[line.id] - line.quantity;
  }
  return Math.max(0, cart.totalQuantity + delta);
}

/**
 * Pieces a pending add will put in the cart, read as the cart action reads it: the
 * form's `quantity` field, when there is one, replaces each line's quantity. An invalid
 * quantity adds nothing (the action refuses it).
 */
export function addedQuantity(lines: readonly {quantity?: number | null}[] | undefined, quantityField: unknown): number {
  if (!lines || lines.length === 0) return 0;
  if (quantityField !== null && quantityField !== undefined && quantityField !== '') {
    const quantity = parseLineQuantity(quantityField);
    return quantity === null ? 0 : quantity * lines.length;
  }
  return lines.reduce((sum, line) => sum + (parseLineQuantity(line.quantity ?? 1) ?? 0), 0);
}

export interface LineChangePlan {
  /** Lines to remove (asked for 0) */
  removals: string[];
  /** Lines to set to a new quantity */
  updates: {id: string; quantity: number}[];
  /** Overrides with nothing left to do: the shop already has that quantity, or the line is gone */
  settled: string[];
}

/** What to send for the overrides, given the shop's quantities by line id. */
export function planLineChanges(overrides: QuantityOverrides, shopQuantities: Readonly<Record<string, number>>): LineChangePlan {
  const plan: LineChangePlan = {removals: [], updates: [], settled: []};
  for (const [id, quantity] of Object.entries(overrides)) {
    if (!(id in shopQuantities) || shopQuantities[id] === quantity) plan.settled.push(id);
    else if (quantity === 0) plan.removals.push(id);
    else plan.updates.push({id, quantity});
  }
  return plan;
}

/**
 * Overrides once the shop answered a change that sent `sent`. Success: a line whose
 * override is still what was sent is settled (the reloaded cart shows it); a line the
 * shopper changed again meanwhile keeps its new override, to be sent next. Failure:
 * every line of the change returns to the shop's quantity.
 */
export function settleLineChanges(overrides: QuantityOverrides, sent: Readonly<Record<string, number>>, ok: boolean): QuantityOverrides {
  const next: Record<string, number> = {...overrides};
  for (const [id, quantity] of Object.entries(sent)) {
    if (!ok || next[id] === quantity) delete next[id];
  }
  return next;
}

/** Roll back: the overrides without these lines. */
export function withoutLines(overrides: QuantityOverrides, ids: readonly string[]): QuantityOverrides {
  if (!ids.some((id) => id in overrides)) return overrides;
  const next: Record<string, number> = {...overrides};
  for (const id of ids) delete next[id];
  return next;
}

/** What the cart action answers a script (fetcher) with; a form without JavaScript is redirected. */
export interface CartActionResult {
  /** False when the change was not made */
  ok: boolean;
  /** SPEC.md section 8's message when it was not */
  error: string | null;
  description: string | null;
  /** The submission's `requestId`, echoed */
  requestId: string | null;
  errors: {code?: string | null; field?: string[] | null; message: string}[];
  warnings: {code?: string | null; message: string}[];
}
