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
