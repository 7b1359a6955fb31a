// The storefront's business rules (app/lib) that the local shop must apply the same
// way: free delivery, delivery options, form messages, money formatting. Imported in
// this one place so that a change of their signatures is a one-file fix here.

import {isCylinderProductType} from '../app/lib/constants.ts';
import {availableDeliveryOptions, freeDeliveryStatus} from '../app/lib/delivery.ts';
import {formatDiscountPercent, formatMoney} from '../app/lib/money.ts';
import {MAX_LENGTHS, MESSAGES, isEmail, isPhone, tooLongMessage} from '../app/lib/validation.ts';
import {volumeDiscount} from '../app/lib/volume-discount.ts';
import type {Cents} from './money.ts';

export {MAX_LENGTHS, MESSAGES, isEmail, isPhone, tooLongMessage};

/** '1 234,56 €' from cents. */
export function formatEuros(cents: Cents): string {
  return formatMoney(cents / 100);
}

export interface DeliveryOffer {
  handle: string;
  title: string;
  description: string;
  priceCents: Cents;
  regularPriceCents: Cents;
  isFree: boolean;
}

export interface DeliveryLine {
  productType: string;
  quantity: number;
  unitPriceCents: Cents;
}

/**
 * Delivery options for these lines and this destination, with their TTC prices. The
 * free-delivery threshold applies to `subtotalCents` when given (the merchandise after
 * discounts), else to the lines' price × quantity.
 */
export function deliveryOffers(
  lines: readonly DeliveryLine[],
  countryCode: string | null,
  postalCode: string | null,
  subtotalCents?: Cents,
): DeliveryOffer[] {
  const subtotal = subtotalCents ?? lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const cylinders = lines.filter((line) => isCylinderProductType(line.productType)).reduce((sum, line) => sum + line.quantity, 0);
  const {free} = freeDeliveryStatus({subtotalTtc: subtotal / 100, cylinderCount: cylinders});
  return availableDeliveryOptions({free, countryCode, postalCode}).map((offer) => ({
    handle: offer.handle,
    title: offer.title,
    description: offer.description,
    priceCents: Math.round(offer.price * 100),
    regularPriceCents: Math.round(offer.regularPrice * 100),
    isFree: offer.isFree,
  }));
}

export interface VolumeLineDiscount {
  percent: number;
  amountCents: Cents;
  /** 'Remise quantité −10 %', as the product page names it */
  title: string;
}

/** The automatic volume discount of one cart line (DESIGN.md section 4's tier table), or null. */
export function volumeLineDiscount(unitPriceCents: Cents, quantity: number): VolumeLineDiscount | null {
  const result = volumeDiscount(unitPriceCents / 100, quantity);
  if (result.percent === 0 || result.discountAmount <= 0) return null;
  return {
    percent: result.percent,
    amountCents: Math.round(result.discountAmount * 100),
    title: `Remise quantité ${formatDiscountPercent(result.percent)}`,
  };
}
