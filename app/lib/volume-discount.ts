// Volume discounts from the one tier table (DESIGN.md section 4): the product list,
// the product page, the cart and the local shop's automatic discount all call these,
// so what a shopper is shown is what the cart charges.

import {VOLUME_TIERS} from './constants.ts';
import {formatDiscountPercent, roundMoney} from './money.ts';
import {plural} from './plural.ts';
import {htFromTtc, type PriceMode} from './vat.ts';

export interface VolumeTier {
  minQuantity: number;
  maxQuantity: number | null;
  percent: number;
}

export type VolumeTiers = readonly VolumeTier[];

export interface VolumeDiscountResult {
  /** 0 when no tier applies. */
  percent: number;
  tier: VolumeTier | null;
  quantity: number;
  /** Unit price before the discount (TTC when given TTC). */
  unitPrice: number;
  /** Unit price after the discount, for information: the discount is computed on the subtotal. */
  discountedUnitPrice: number;
  /** unitPrice × quantity */
  subtotal: number;
  discountAmount: number;
  /** subtotal − discountAmount */
  total: number;
}

export interface NextVolumeTier {
  tier: VolumeTier;
  percent: number;
  /** Pieces still to add to reach the tier. */
  missing: number;
}

function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
}

/**
 * The highest tier reached (SPEC.md 9), or null. A single piece never gets a discount
 * (SPEC.md: shown only when quantity is above 1), whatever the table says.
 */
export function volumeTierFor(quantity: number, tiers: VolumeTiers = VOLUME_TIERS): VolumeTier | null {
  const q = wholeQuantity(quantity);
  if (q <= 1) return null;
  let best: VolumeTier | null = null;
  for (const tier of tiers) {
    if (q >= tier.minQuantity && (best === null || tier.minQuantity > best.minQuantity)) {
      best = tier;
    }
  }
  return best;
}

export function volumeDiscount(
  unitPriceTtc: number,
  quantity: number,
  tiers: VolumeTiers = VOLUME_TIERS,
): VolumeDiscountResult {
  const q = wholeQuantity(quantity);
  const unitPrice = roundMoney(Number.isFinite(unitPriceTtc) ? unitPriceTtc : 0);
  const tier = volumeTierFor(q, tiers);
  const percent = tier?.percent ?? 0;
  const subtotal = roundMoney(unitPrice * q);
  // SPEC.md: the percentage applies to price × quantity, not to each unit.
  const discountAmount = roundMoney((subtotal * percent) / 100);
  return {
    percent,
    tier,
    quantity: q,
    unitPrice,
    discountedUnitPrice: roundMoney((unitPrice * (100 - percent)) / 100),
    subtotal,
    discountAmount,
    total: roundMoney(subtotal - discountAmount),
  };
}

/** The next tier above the current quantity, for 'plus que N pièces pour −X %' hints. */
export function nextVolumeTier(quantity: number, tiers: VolumeTiers = VOLUME_TIERS): NextVolumeTier | null {
  const q = wholeQuantity(quantity);
  const currentPercent = volumeTierFor(q, tiers)?.percent ?? 0;
  let next: VolumeTier | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity > q && tier.percent > currentPercent && (next === null || tier.minQuantity < next.minQuantity)) {
      next = tier;
    }
  }
  if (next === null) return null;
  // The tier starts at minQuantity, but a single piece never gets a discount.
  const target = Math.max(next.minQuantity, 2);
  return {tier: next, percent: next.percent, missing: target - q};
}

/** 'Plus que 2 pièces pour −5 %', or null at the top tier. */
export function nextVolumeTierHint(quantity: number, tiers: VolumeTiers = VOLUME_TIERS): string | null {
  const next = nextVolumeTier(quantity, tiers);
  if (!next) return null;
  return `Plus que ${next.missing} ${plural(next.missing, 'pièce')} pour ${formatDiscountPercent(next.percent)}`;
}

/** '3 à 4 pièces', '10 pièces et plus': the tier table's rows. */
export function volumeTierRangeLabel(tier: VolumeTier): string {
  if (tier.maxQuantity === null) return `${tier.minQuantity} pièces et plus`;
  if (tier.maxQuantity === tier.minQuantity) return `${tier.minQuantity} ${plural(tier.minQuantity, 'pièce')}`;
  return `${tier.minQuantity} à ${tier.maxQuantity} pièces`;
}

/** The product page's breakdown in the shopper's mode: quantity × unit = subtotal, − discount = total. */
export interface VolumeBreakdown {
  unitPrice: number;
  subtotal: number;
  discountAmount: number;
  total: number;
}

/**
 * The breakdown as shown (issue 25, point 11): TTC as charged; HT rounded once per figure
 * that is not a difference — the unit price, and the total (the line's total TTC in HT,
 * as the cart shows it) — the subtotal derived from the unit (quantity × unit) and the
 * discount from the two (subtotal − total), so every multiplication and subtraction shown
 * adds up to the cent (never 116,25 − 11,63 = 104,63).
 */
export function volumeBreakdown(unitPriceTtc: number, quantity: number, mode: PriceMode, tiers: VolumeTiers = VOLUME_TIERS): VolumeBreakdown {
  const result = volumeDiscount(unitPriceTtc, quantity, tiers);
  if (mode === 'TTC') return {unitPrice: result.unitPrice, subtotal: result.subtotal, discountAmount: result.discountAmount, total: result.total};
  const unitPrice = htFromTtc(result.unitPrice);
  const subtotal = roundMoney(unitPrice * result.quantity);
  const total = result.percent > 0 ? Math.min(htFromTtc(result.total), subtotal) : subtotal;
  return {unitPrice, subtotal, discountAmount: roundMoney(subtotal - total), total};
}
