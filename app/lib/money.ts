// fr-FR money and number formatting (DESIGN.md section 6: '1 234,56 €').
// Intl's output is kept as is: a narrow no-break space (U+202F) groups thousands and a
// no-break space (U+00A0) precedes the currency sign, so a price never wraps mid-number.

import {CURRENCY, LOCALE} from './constants.ts';

const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string): Intl.NumberFormat {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormatters.set(currency, formatter);
  }
  return formatter;
}

const numberFormatter = new Intl.NumberFormat(LOCALE, {maximumFractionDigits: 2});
const percentFormatter = new Intl.NumberFormat(LOCALE, {style: 'percent', maximumFractionDigits: 0});

/**
 * Rounds to 2 decimals, half away from zero. Binary floats store 1.005 as
 * 1.00499999…, so the scaled value is first cut to 15 significant digits (the precision
 * a double actually carries) to drop that noise before rounding.
 */
export function roundMoney(n: number): number {
  if (!Number.isFinite(n)) return n;
  const scaled = Number((Math.abs(n) * 100).toPrecision(15));
  const rounded = Math.round(scaled) / 100;
  // `|| 0` turns -0 into 0 so that '-0,00 €' can never be shown.
  return (n < 0 ? -rounded : rounded) || 0;
}

/**
 * Reads an amount written either the provider's way ('24.90', '24.9') or the French
 * way ('1 234,56 €', '24,90'). Returns NaN when there is no number in it.
 */
export function parseAmount(s: string | number): number {
  if (typeof s === 'number') return s;
  // U+2212 is the typographic minus sign that French texts use.
  let text = s.replace(/\u2212/g, '-').replace(/[^\d.,-]/g, '');
  const negative = text.startsWith('-');
  text = text.replace(/-/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both present: the last one is the decimal separator, the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    text = text.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? ',' : '.';
    const parts = text.split(separator);
    // One separator is a decimal point; several ('1.234.567') can only be grouping.
    text = parts.length === 2 ? parts.join('.') : parts.join('');
  }
  if (!/\d/.test(text)) return Number.NaN;
  const value = Number(text);
  return negative ? -value : value;
}

/**
 * '1 234,56 €'. Strings from the provider are accepted as they come. An amount that is
 * not a number gives an empty string: showing no price beats showing 'NaN €'.
 */
export function formatMoney(amount: number | string, currency: string = CURRENCY): string {
  const value = typeof amount === 'number' ? amount : parseAmount(amount);
  if (!Number.isFinite(value)) return '';
  return moneyFormatter(currency).format(roundMoney(value));
}

/** '1 234' or '1 234,5': fr-FR grouping, at most 2 decimals. */
export function formatNumber(n: number): string {
  return numberFormatter.format(n);
}

/** 15 → '15 %' (whole percent, fr-FR spacing). */
export function formatPercent(percent: number): string {
  return percentFormatter.format(percent / 100);
}

/** '−15 %' with a real minus sign (U+2212), for discount badges and tier tables. */
export function formatDiscountPercent(percent: number): string {
  return `\u2212${formatPercent(percent)}`;
}

/** Replaces Intl's no-break spaces by plain spaces, for tests and plain-text output. */
export function normalizeSpaces(s: string): string {
  return s.replace(/[\u00A0\u202F\u2007\u2009]/g, ' ');
}
