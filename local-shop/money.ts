// Money inside the local shop is integer cents: no float drift in sums. Shopify's
// Decimal serialisation is kept on the API: '24.9', '24.0', '1234.56'. VAT comes from
// the shop's one rate (app/lib, through shared-rules.ts).

import {VAT_RATE, formatMoney, formatPercent} from './shared-rules.ts';

export type Cents = number;

/** '24.90' / '24.9' / '24' / 24.9 → 2490. Throws on anything that is not an amount. */
export function toCents(value: string | number): Cents {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Montant invalide : ${JSON.stringify(value)}`);
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  // Round half up on the third decimal, on the digits themselves rather than a float.
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return text.startsWith('-') ? -cents : cents;
}

/** 2490 → '24.9', 2400 → '24.0', 2495 → '24.95' (how Shopify writes Decimal). */
export function decimalString(cents: Cents): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  let text: string;
  if (fraction === 0) text = `${whole}.0`;
  else if (fraction % 10 === 0) text = `${whole}.${fraction / 10}`;
  else text = `${whole}.${String(fraction).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

export function moneyV2(cents: Cents, currencyCode = 'EUR'): {amount: string; currencyCode: string} {
  return {amount: decimalString(cents), currencyCode};
}

/** The VAT rate as pages print it: '20 %'. */
export const VAT_PERCENT = formatPercent(VAT_RATE * 100);

/** What a TTC amount is divided by to give its HT amount: 1 + the VAT rate. */
export const TTC_PER_HT = 1 + VAT_RATE;

/** HT from TTC, rounded to the cent (prices include VAT). */
export function htFromTtcCents(ttc: Cents): Cents {
  return Math.round(ttc / TTC_PER_HT);
}

/** The VAT included in a TTC amount: TTC − TTC / (1 + rate), so HT + VAT = TTC exactly. */
export function vatFromTtcCents(ttc: Cents): Cents {
  return ttc - htFromTtcCents(ttc);
}

/** Euros (float) from cents, for the shared app rules that work in euros. */
export function euros(cents: Cents): number {
  return cents / 100;
}

/** '1 234,56 €' from cents. */
export function formatEuros(cents: Cents): string {
  return formatMoney(cents / 100);
}
