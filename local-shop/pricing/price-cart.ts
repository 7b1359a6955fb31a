// What a cart costs: the automatic volume discount per line, discount codes, the
// delivery options and the chosen one, gift cards. One pure function used by the cart
// API (without shipping, as Shopify's cart totals) and by the checkout and the order
// (with shipping), so that the three always agree. Money is integer cents, TTC.

import type {DiscountRule, GiftCardRecord} from '../store/discounts.ts';
import type {Cents} from '../money.ts';
import {checkoutTotals} from './checkout.ts';
import {type DeliveryOffer, deliveryOffers, volumeLineDiscount} from './rules.ts';

export interface PricingLine {
  key: string;
  quantity: number;
  unitPriceCents: Cents;
  productType: string;
  /** Numeric variant id (a quote's prices are per variant) */
  variantId?: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  /** Codes as entered, in the cart's order */
  codes: readonly string[];
  rule: (code: string) => DiscountRule | null;
  /** Whether this buyer already used a once-per-customer code */
  alreadyUsed: (rule: DiscountRule) => boolean;
  giftCards: readonly GiftCardRecord[];
  /** Where to deliver; null: no delivery quote (no address and no country) */
  destination: {countryCode: string | null; zip: string | null} | null;
  /** The delivery option chosen, if any (the first one offered otherwise) */
  deliveryHandle: string | null;
  /** Checkout and order: shipping is part of the total. Cart API: it is not (Shopify). */
  includeShipping: boolean;
  now?: Date;
}

export interface PricedLine {
  key: string;
  quantity: number;
  unitPriceCents: Cents;
  /** unit price × quantity */
  subtotalCents: Cents;
  volume: {percent: number; title: string; amountCents: Cents} | null;
  /** After the line's own (volume) discount */
  totalCents: Cents;
  /** Shares of the order-level code discounts, by code */
  codeAllocations: {code: string; amountCents: Cents}[];
}

/** Shopify's CartWarningCode for a code that does not apply. */
export type CodeRefusal =
  | 'DISCOUNT_NOT_FOUND'
  | 'DISCOUNT_CURRENTLY_INACTIVE'
  | 'DISCOUNT_PURCHASE_NOT_IN_RANGE'
  | 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED'
  | 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'
  | 'DISCOUNT_CODE_NOT_HONOURED';

export interface CodeStatus {
  code: string;
  rule: DiscountRule | null;
  applicable: boolean;
  refusal: CodeRefusal | null;
}

export interface AppliedCode {
  code: string;
  rule: DiscountRule;
  targetType: 'LINE_ITEM' | 'SHIPPING_LINE';
  amountCents: Cents;
}

export interface DeliveryQuote {
  offers: DeliveryOffer[];
  selected: DeliveryOffer | null;
}

export interface Priced {
  lines: PricedLine[];
  /** Sum of the lines after their volume discount, before code discounts */
  subtotalCents: Cents;
  codes: CodeStatus[];
  /** Order-level code discounts on the merchandise and on the shipping */
  applied: AppliedCode[];
  /** The merchandise after every discount */
  merchandiseCents: Cents;
  delivery: DeliveryQuote | null;
  /** Shipping charged (after a free-shipping code); 0 when shipping is not included */
  shippingCents: Cents;
  shippingDiscountCents: Cents;
  /** Merchandise + shipping: what the order is worth, VAT included */
  totalBeforeGiftCardsCents: Cents;
  taxCents: Cents;
  giftCards: {card: GiftCardRecord; amountUsedCents: Cents}[];
  giftCardCents: Cents;
  /** What is left to pay */
  totalCents: Cents;
}

/** Splits `amount` across `weights` in whole cents, the rounding cents going to the largest remainders. */
export function allocate(amount: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({index, fraction: value - Math.floor(value)})).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const {index} of order) {
    if (left <= 0) break;
    shares[index]++;
    left--;
  }
  return shares;
}

function activeNow(rule: DiscountRule, now: Date): boolean {
  if (!rule.active) return false;
  if (rule.startsAt && Date.parse(rule.startsAt) > now.getTime()) return false;
  if (rule.endsAt && Date.parse(rule.endsAt) <= now.getTime()) return false;
  return true;
}

/**
 * A quote's hold on one line: the difference between the line at today's price and the
 * same line at the quoted unit price (the volume discount applies to both, and the
 * discount codes the quote honoured, decision 060), never
 * negative (a lower price today is the buyer's). Null when the quote does not cover the
 * variant, or covers fewer pieces than the line has.
 */
function quotedLineDiscount(rule: DiscountRule, line: PricingLine, priced: PricedLine): Cents | null {
  const quoted = line.variantId === undefined ? undefined : rule.quotedLines?.get(line.variantId);
  if (!quoted || line.quantity > quoted.quantity) return null;
  // The codes the quote honoured, pro rata of the quantity taken again.
  const codes = Math.round(((quoted.codeDiscountCents ?? 0) * line.quantity) / quoted.quantity);
  const atQuotedPrice = quoted.unitPriceCents * line.quantity - (volumeLineDiscount(quoted.unitPriceCents, line.quantity)?.amountCents ?? 0) - codes;
  return Math.max(0, priced.totalCents - atQuotedPrice);
}

export function priceCart(input: PricingInput): Priced {
  const now = input.now ?? new Date();
  const lines: PricedLine[] = input.lines.map((line) => {
    const subtotalCents = line.unitPriceCents * line.quantity;
    const volume = volumeLineDiscount(line.unitPriceCents, line.quantity);
    return {
      key: line.key,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      subtotalCents,
      volume,
      totalCents: subtotalCents - (volume?.amountCents ?? 0),
      codeAllocations: [],
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);

  // Codes: at most one order discount on the merchandise (they do not combine with each
  // other), which combines with a free-shipping code and with the volume discount.
  const codes: CodeStatus[] = [];
  const applied: AppliedCode[] = [];
  let merchandiseDiscount: AppliedCode | null = null;
  let freeShipping: DiscountRule | null = null;
  /** A quote's discount per line: what brings each line back to its quoted price */
  let quoteShares: Cents[] | null = null;
  for (const code of input.codes) {
    const rule = input.rule(code);
    const refuse = (refusal: CodeRefusal) => codes.push({code, rule, applicable: false, refusal});
    if (!rule) refuse('DISCOUNT_NOT_FOUND');
    else if (!activeNow(rule, now)) refuse('DISCOUNT_CURRENTLY_INACTIVE');
    else if (lines.length === 0) refuse('DISCOUNT_NO_ENTITLED_LINE_ITEMS');
    else if (subtotalCents < rule.minSubtotalCents) refuse('DISCOUNT_PURCHASE_NOT_IN_RANGE');
    else if (rule.oncePerCustomer && input.alreadyUsed(rule)) refuse('DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED');
    else if (rule.kind === 'free_shipping') {
      if (freeShipping) refuse('DISCOUNT_CODE_NOT_HONOURED');
      else {
        freeShipping = rule;
        codes.push({code, rule, applicable: true, refusal: null});
      }
    } else if (merchandiseDiscount) refuse('DISCOUNT_CODE_NOT_HONOURED');
    else if (rule.kind === 'quote') {
      const shares = input.lines.map((line, index) => quotedLineDiscount(rule, line, lines[index]));
      if (shares.every((share) => share === null)) refuse('DISCOUNT_NO_ENTITLED_LINE_ITEMS');
      else {
        quoteShares = shares.map((share) => share ?? 0);
        merchandiseDiscount = {code: rule.code, rule, targetType: 'LINE_ITEM', amountCents: quoteShares.reduce((sum, share) => sum + share, 0)};
        applied.push(merchandiseDiscount);
        codes.push({code, rule, applicable: true, refusal: null});
      }
    } else {
      const amountCents = Math.min(
        subtotalCents,
        rule.kind === 'percentage' ? Math.round((subtotalCents * rule.value) / 100) : rule.value,
      );
      // Shown as the merchant defined it, whatever case the buyer typed (as Shopify).
      merchandiseDiscount = {code: rule.code, rule, targetType: 'LINE_ITEM', amountCents};
      applied.push(merchandiseDiscount);
      codes.push({code, rule, applicable: true, refusal: null});
    }
  }
  if (merchandiseDiscount) {
    const discount = merchandiseDiscount;
    (quoteShares ?? allocate(discount.amountCents, lines.map((line) => line.totalCents))).forEach((amountCents, index) => {
      if (amountCents > 0) lines[index].codeAllocations.push({code: discount.code, amountCents});
    });
  }
  const merchandiseCents = subtotalCents - (merchandiseDiscount?.amountCents ?? 0);

  let delivery: DeliveryQuote | null = null;
  let shippingDiscountCents = 0;
  if (input.destination && lines.length > 0) {
    const offers = deliveryOffers(
      input.lines.map((line) => ({productType: line.productType, quantity: line.quantity, unitPriceCents: line.unitPriceCents})),
      input.destination.countryCode,
      input.destination.zip,
      merchandiseCents,
    );
    const selected = offers.find((offer) => offer.handle === input.deliveryHandle) ?? offers[0] ?? null;
    delivery = {offers, selected};
    // The free-shipping code makes standard delivery free.
    if (freeShipping && selected?.handle === 'standard' && selected.priceCents > 0) {
      shippingDiscountCents = selected.priceCents;
      const rule: DiscountRule = freeShipping;
      applied.push({code: rule.code, rule, targetType: 'SHIPPING_LINE', amountCents: shippingDiscountCents});
    }
  }
  const shippingCents = input.includeShipping && delivery?.selected ? delivery.selected.priceCents - shippingDiscountCents : 0;
  const totalBeforeGiftCardsCents = merchandiseCents + shippingCents;

  let left = totalBeforeGiftCardsCents;
  const giftCards = input.giftCards.map((card) => {
    const amountUsedCents = Math.max(0, Math.min(card.balanceCents, left));
    left -= amountUsedCents;
    return {card, amountUsedCents};
  });
  const giftCardCents = totalBeforeGiftCardsCents - left;

  return {
    lines,
    subtotalCents,
    codes,
    applied,
    merchandiseCents,
    delivery,
    shippingCents,
    shippingDiscountCents,
    totalBeforeGiftCardsCents,
    // VAT on the goods and the delivery: gift cards pay, they do not lower it.
    taxCents: checkoutTotals(merchandiseCents, shippingCents, 0).vatCents,
    giftCards,
    giftCardCents,
    totalCents: left,
  };
}
