// The storefront's price rules (app/lib: delivery options and free delivery, the volume
// discount tier table) in the local shop's integer cents.

import {availableDeliveryOptions, formatDiscountPercent, freeDeliveryStatus, isCylinderProductType, volumeDiscount} from '../shared-rules.ts';
import type {Cents} from '../money.ts';

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
