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
}

export interface DevisDelivery {
  title: string;
  description: string;
  priceTtc: number;
  priceHt: number;
  free: boolean;
}

export interface DevisTotals {
  /** The lines after their volume discounts */
  goodsHt: number;
  goodsTtc: number;
  /** The volume discounts, HT */
  discountsHt: number;
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

/**
 * The quote's lines and totals by the shop's one HT rule (vat.ts htColumn, decision 057):
 * each line quantity × unit HT less its volume discount, the delivery converted once,
 * the total HT their sum and the VAT what the total TTC holds on top, so that every line
 * and the column add up to the cent on paper.
 */
export function devisFigures(items: readonly DevisItem[]): DevisFigures {
  const priced = items.map((item) => ({item, volume: volumeDiscount(item.unitPriceTtc, item.quantity)}));
  const goodsTtc = roundMoney(priced.reduce((sum, {volume}) => sum + volume.total, 0));
  const cylinders = items.reduce((count, item) => count + (isCylinderProductType(item.productType) ? item.quantity : 0), 0);
  const {free} = freeDeliveryStatus({subtotalTtc: goodsTtc, cylinderCount: cylinders});
  const standard = DELIVERY_OPTIONS.find((option) => option.handle === 'standard') ?? DELIVERY_OPTIONS[0];
  const deliveryTtc = deliveryOptionPrice(standard, {free}) ?? standard.price;
  const column = htColumn({lines: priced.map(({volume}) => ({unitTtc: volume.unitPrice, quantity: volume.quantity, totalTtc: volume.total})), deliveryTtc});
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
    };
  });
  return {
    lines,
    totals: {
      goodsHt: roundMoney(column.totalHt - column.deliveryHt),
      goodsTtc,
      discountsHt: roundMoney(lines.reduce((sum, line) => sum + line.discountHt, 0)),
      delivery: {title: standard.title, description: standard.description, priceTtc: deliveryTtc, priceHt: column.deliveryHt, free: deliveryTtc === 0},
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
