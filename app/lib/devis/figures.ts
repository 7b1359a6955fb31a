// The figures of a devis (quote) from the cart: each line at its unit price HT with the
// volume discount of the one tier table, standard delivery with the free-delivery rule,
// and the totals by the shop's one HT rule (vat.ts htColumn). Pure: the local shop prices a quote with it from its catalogue, the
// storefront only shows what was stored. Imported with `.ts` extensions for Node.

import {DELIVERY_OPTIONS, QUOTE_VALIDITY_DAYS, VAT_RATE, isCylinderProductType} from '../constants.ts';
import {deliveryOptionPrice, freeDeliveryStatus} from '../delivery.ts';
import {roundMoney} from '../money.ts';
import {htColumn} from '../vat.ts';
import {volumeDiscount} from '../volume-discount.ts';

/** One article as the cart holds it, priced from the catalogue (TTC, as every shop price). */
export interface DevisItem {
  /** ProductVariant GID */
  variantId: string;
  sku: string;
  title: string;
  /** 'Default Title' for a product without options is left out by the caller */
  variantTitle: string;
  productType: string;
  unitPriceTtc: number;
  quantity: number;
}

export interface DevisLine {
  variantId: string;
  sku: string;
  title: string;
  variantTitle: string;
  quantity: number;
  unitPriceTtc: number;
  unitPriceHt: number;
  /** Volume discount of the tier table, 0 when none */
  discountPercent: number;
  /** The discount in euros HT */
  discountHt: number;
  /** After the volume discount */
  totalHt: number;
  totalTtc: number;
  /** The cart's discount codes' share of this line, TTC (0 or absent when none): the quote's number brings it back */
  codeDiscountTtc?: number;
}

export interface DevisDelivery {
  title: string;
  description: string;
  priceTtc: number;
  priceHt: number;
  free: boolean;
}

/** A discount code of the cart, as it applies to the quote's lines. */
export interface DevisCodeDiscount {
  code: string;
  /** What the cart calls it ('Bienvenue : −10 %') */
  title: string;
  amountTtc: number;
  /** Its share of the lines' HT, so that lines − codes = goods, to the cent */
  amountHt: number;
}

export interface DevisTotals {
  /** The goods after every discount (volume and codes) */
  goodsHt: number;
  goodsTtc: number;
  /** The volume discounts, HT */
  discountsHt: number;
  /** The cart's discount codes that apply, in its order (absent on quotes made before they were honoured) */
  codeDiscounts?: DevisCodeDiscount[];
  /** The cart's free-delivery codes that apply: given back to the cart made from the quote */
  shippingCodes?: string[];
  delivery: DevisDelivery;
  totalHt: number;
  vatRate: number;
  vat: number;
  totalTtc: number;
}

export interface DevisFigures {
  lines: DevisLine[];
  totals: DevisTotals;
}

const cents = (euros: number) => Math.round(euros * 100);

/** What the cart adds to its lines: the codes that apply, and the delivery it shows. */
export interface DevisAdjustments {
  /** Each applicable code with its amount TTC on each item (same order as the items) */
  codes?: readonly {code: string; title: string; perItemTtc: readonly number[]}[];
  /** The cart's delivery as charged (after a free-shipping code); standard by the free-delivery rule when absent */
  delivery?: {title: string; description: string; priceTtc: number};
  /** The free-delivery codes that apply */
  shippingCodes?: readonly string[];
}

/**
 * The quote's lines and totals by the shop's one HT rule (vat.ts htColumn, decision 057):
 * each line quantity × unit HT less its volume discount, each code and the delivery
 * converted once, the total HT their sum and the VAT what the total TTC holds on top, so
 * that every line and the column add up to the cent on paper.
 */
export function devisFigures(items: readonly DevisItem[], adjustments: DevisAdjustments = {}): DevisFigures {
  const priced = items.map((item) => ({item, volume: volumeDiscount(item.unitPriceTtc, item.quantity)}));
  const linesTtcCents = priced.reduce((sum, {volume}) => sum + cents(volume.total), 0);
  const codes = (adjustments.codes ?? [])
    .map((code) => ({code: code.code, title: code.title, amountCents: code.perItemTtc.reduce((sum, share) => sum + cents(share), 0)}))
    .filter((code) => code.amountCents > 0);
  const goodsTtc = (linesTtcCents - codes.reduce((sum, code) => sum + code.amountCents, 0)) / 100;
  const cylinders = items.reduce((count, item) => count + (isCylinderProductType(item.productType) ? item.quantity : 0), 0);
  const {free} = freeDeliveryStatus({subtotalTtc: goodsTtc, cylinderCount: cylinders});
  const standard = DELIVERY_OPTIONS.find((option) => option.handle === 'standard') ?? DELIVERY_OPTIONS[0];
  const delivery = adjustments.delivery ?? {title: standard.title, description: standard.description, priceTtc: deliveryOptionPrice(standard, {free}) ?? standard.price};
  const deliveryTtc = delivery.priceTtc;
  const column = htColumn({
    lines: priced.map(({volume}) => ({unitTtc: volume.unitPrice, quantity: volume.quantity, totalTtc: volume.total})),
    discountsTtc: codes.map((code) => code.amountCents / 100),
    deliveryTtc,
  });
  const lines = priced.map(({item, volume}, index): DevisLine => {
    const ht = column.lines[index];
    return {
      variantId: item.variantId,
      sku: item.sku,
      title: item.title,
      variantTitle: item.variantTitle,
      quantity: volume.quantity,
      unitPriceTtc: volume.unitPrice,
      unitPriceHt: ht.unitHt,
      discountPercent: volume.percent,
      discountHt: ht.discountHt,
      totalHt: ht.totalHt,
      totalTtc: volume.total,
      codeDiscountTtc: codes.length > 0 ? (adjustments.codes ?? []).reduce((sum, code) => sum + cents(code.perItemTtc[index] ?? 0), 0) / 100 : 0,
    };
  });
  return {
    lines,
    totals: {
      goodsHt: roundMoney(column.totalHt - column.deliveryHt),
      goodsTtc,
      discountsHt: roundMoney(lines.reduce((sum, line) => sum + line.discountHt, 0)),
      shippingCodes: [...(adjustments.shippingCodes ?? [])],
      codeDiscounts: codes.map((code, index) => ({code: code.code, title: code.title, amountTtc: code.amountCents / 100, amountHt: column.discountsHt[index]})),
      delivery: {title: delivery.title, description: delivery.description, priceTtc: deliveryTtc, priceHt: column.deliveryHt, free: deliveryTtc === 0},
      totalHt: column.totalHt,
      vatRate: VAT_RATE,
      vat: column.vat,
      totalTtc: column.totalTtc,
    },
  };
}

/** The last moment a quote made at `created` holds its prices. */
export function devisValidUntil(created: Date): Date {
  return new Date(created.getTime() + QUOTE_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
}

export function isDevisValid(validUntil: string | Date, now: Date): boolean {
  const until = typeof validUntil === 'string' ? Date.parse(validUntil) : validUntil.getTime();
  return Number.isFinite(until) && now.getTime() < until;
}

/** DEV-2026-000123: the year of the quote and its number in that year. */
export function devisNumber(year: number, sequence: number): string {
  return `DEV-${year}-${String(sequence).padStart(6, '0')}`;
}

export const DEVIS_NUMBER_PATTERN = /^DEV-(\d{4})-(\d{6})$/;

export function isDevisNumber(value: string): boolean {
  return DEVIS_NUMBER_PATTERN.test(value);
}
