// HT / TTC (SPEC.md section 9): catalogue prices are TTC; HT = TTC / 1.2, rounded to
// 2 decimals, and the VAT is what is left, so HT + VAT always adds up to the TTC shown.
// The Storefront API no longer exposes tax amounts (DESIGN.md section 7), hence our own.

import {VAT_RATE} from './constants.ts';
import {parseAmount, roundMoney} from './money.ts';

export type PriceMode = 'HT' | 'TTC';

/** Cookie rather than local storage so that server-rendered prices match (DESIGN.md 4). */
export const PRICE_MODE_COOKIE = 'price_mode';
export const DEFAULT_PRICE_MODE: PriceMode = 'TTC';
/** One year: the choice is a display preference, not personal data. */
export const PRICE_MODE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** SPEC.md 'Price result'. */
export interface PriceResult {
  priceHT: number;
  priceTTC: number;
  vatAmount: number;
  /** The amount to show in the chosen mode (priceHT or priceTTC). */
  displayPrice: number;
  mode: PriceMode;
}

function toAmount(value: number | string): number {
  const n = typeof value === 'number' ? value : parseAmount(value);
  return Number.isFinite(n) ? n : 0;
}

export function htFromTtc(ttc: number | string): number {
  return roundMoney(toAmount(ttc) / (1 + VAT_RATE));
}

export function vatFromTtc(ttc: number | string): number {
  const rounded = roundMoney(toAmount(ttc));
  return roundMoney(rounded - htFromTtc(rounded));
}

export function priceResult(ttc: number | string, mode: PriceMode = DEFAULT_PRICE_MODE): PriceResult {
  const priceTTC = roundMoney(toAmount(ttc));
  const priceHT = htFromTtc(priceTTC);
  return {
    priceHT,
    priceTTC,
    vatAmount: roundMoney(priceTTC - priceHT),
    displayPrice: mode === 'HT' ? priceHT : priceTTC,
    mode,
  };
}

/** What an order (or a cart at checkout) is made of, in euros TTC. */
export interface OrderAmountsInput {
  /** The goods after every discount (volume, codes), VAT included */
  goods: number;
  /** Delivery charged, after a free-delivery code; 0 when not known yet */
  delivery?: number;
  /** What the applied gift cards can pay (their balances); they pay at most the total */
  giftCardBalance?: number;
}

export interface OrderAmounts {
  /** Goods + delivery, VAT included: what the order is worth */
  totalTtc: number;
  totalHt: number;
  /** « dont TVA »: the VAT included in the total */
  vat: number;
  /** What the gift cards pay */
  giftCards: number;
  /** What is left to pay by another means */
  due: number;
}

/**
 * The totals of an order (issue 16): VAT is included in the goods after discounts and in
 * the delivery, and is computed on their sum, HT + VAT = TTC to the cent. A gift card is
 * a means of payment, not a discount: it pays part of the total and leaves the VAT as it
 * is (a multi-purpose voucher bears no VAT when sold; the VAT is due on the goods it pays
 * for, in full).
 */
export function orderAmounts({goods, delivery = 0, giftCardBalance = 0}: OrderAmountsInput): OrderAmounts {
  const totalTtc = roundMoney(Math.max(0, toAmount(goods)) + Math.max(0, toAmount(delivery)));
  const totalHt = htFromTtc(totalTtc);
  const giftCards = roundMoney(Math.min(Math.max(0, toAmount(giftCardBalance)), totalTtc));
  return {totalTtc, totalHt, vat: roundMoney(totalTtc - totalHt), giftCards, due: roundMoney(totalTtc - giftCards)};
}

/** The cookie's value; anything but 'HT' (case-insensitive) means TTC, the default. */
export function parsePriceMode(cookieValue: string | null | undefined): PriceMode {
  return cookieValue?.trim().toUpperCase() === 'HT' ? 'HT' : DEFAULT_PRICE_MODE;
}

/** Reads the mode from a whole Cookie request header. */
export function priceModeFromCookieHeader(cookieHeader: string | null | undefined): PriceMode {
  if (!cookieHeader) return DEFAULT_PRICE_MODE;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === PRICE_MODE_COOKIE) {
      // The value is only ever 'HT' or 'TTC': no decoding needed, and none to throw.
      return parsePriceMode(part.slice(eq + 1));
    }
  }
  return DEFAULT_PRICE_MODE;
}

/** Set-Cookie value; not httpOnly because the toggle may also be read in the browser. */
export function serializePriceModeCookie(mode: PriceMode): string {
  return `${PRICE_MODE_COOKIE}=${mode}; Path=/; Max-Age=${PRICE_MODE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

export function togglePriceMode(mode: PriceMode): PriceMode {
  return mode === 'HT' ? 'TTC' : 'HT';
}

/** One line of an HT column: its unit price TTC, quantity and total TTC after its own (volume) discount. */
export interface HtLineInput {
  unitTtc: number;
  quantity: number;
  totalTtc: number;
}

export interface HtLine {
  unitHt: number;
  /** quantity × unit HT: the multiplication shown adds up */
  subtotalHt: number;
  /** The line's own (volume) discount in HT: subtotal − total */
  discountHt: number;
  totalHt: number;
}

/**
 * A line in HT (docs/decisions/057-one-ht-column.md; the product page's volumeBreakdown
 * follows the same rule): the unit price converted once, the subtotal its multiple, the
 * total the line's total TTC converted (never above the subtotal), the discount the
 * difference. So « 2 × 41,58 € » is 83,16 €, never 83,17 €.
 */
export function htLine({unitTtc, quantity, totalTtc}: HtLineInput): HtLine {
  const unitHt = htFromTtc(unitTtc);
  const subtotalHt = roundMoney(unitHt * Math.max(0, quantity));
  const totalHt = Math.min(htFromTtc(totalTtc), subtotalHt);
  return {unitHt, subtotalHt, discountHt: roundMoney(subtotalHt - totalHt), totalHt};
}

export interface HtColumnInput {
  lines: readonly HtLineInput[];
  /** Order-level discounts (codes), TTC, each shown on its own row */
  discountsTtc?: readonly number[];
  /** Delivery charged, TTC; null or absent when not chosen yet */
  deliveryTtc?: number | null;
}

export interface HtColumn {
  lines: HtLine[];
  /** Sum of the lines' subtotals, before any discount */
  subtotalHt: number;
  discountsHt: number[];
  deliveryHt: number;
  /** The column's sum: subtotal − every discount + delivery */
  totalHt: number;
  totalTtc: number;
  /** What the TTC total holds on top of the HT column */
  vat: number;
}

/**
 * An order's recap in HT mode: every figure HT, and the column adds up to the cent.
 * Each amount the shop gives (a unit price, a discount, the delivery) is converted once
 * with htFromTtc; everything else is arithmetic on the figures shown (a line's multiple,
 * sums, differences), and the VAT is what the TTC total holds over the HT total.
 */
export function htColumn({lines, discountsTtc = [], deliveryTtc = null}: HtColumnInput): HtColumn {
  const htLines = lines.map(htLine);
  const discountsHt = discountsTtc.map((amount) => htFromTtc(Math.max(0, toAmount(amount))));
  const delivery = deliveryTtc === null ? 0 : Math.max(0, toAmount(deliveryTtc));
  const deliveryHt = htFromTtc(delivery);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const goodsHt = sum(htLines.map((line) => line.totalHt)) - sum(discountsHt);
  const goodsTtc = sum(lines.map((line) => toAmount(line.totalTtc))) - sum(discountsTtc.map((amount) => Math.max(0, toAmount(amount))));
  const totalHt = roundMoney(Math.max(0, goodsHt) + deliveryHt);
  const totalTtc = roundMoney(Math.max(0, goodsTtc) + delivery);
  return {
    lines: htLines,
    subtotalHt: roundMoney(sum(htLines.map((line) => line.subtotalHt))),
    discountsHt,
    deliveryHt,
    totalHt,
    totalTtc,
    vat: roundMoney(totalTtc - totalHt),
  };
}
