// From the cart's pricing to what the order records: its discount applications (the
// volume discount, codes), each line's allocations, totals and gift card payments.

import type {Catalogue} from '../store/catalogue.ts';
import type {CartRecord} from '../store/carts.ts';
import {lastCharacters} from '../store/discounts.ts';
import type {AllocationRecord, DiscountApplicationRecord, OrderPricing} from '../store/orders.ts';
import type {Cents} from '../money.ts';
import type {CodeStatus, Priced} from './price-cart.ts';
import {type Quote, quoteOf} from './quote.ts';
import {type Destination, type PricingStores, priceStoredCart} from './stored-cart.ts';

export interface OrderChoices {
  destination: Destination;
  /** The delivery option the shopper chose */
  deliveryHandle: string;
  email: string;
}

/** The order priced inside its transaction, with what the checkout page would show for it now. */
export interface OrderPrice {
  /** Null when the chosen delivery option is no longer offered */
  pricing: OrderPricing | null;
  /** To compare with the quote the buyer confirmed (quote.ts) */
  quote: Quote;
  codes: CodeStatus[];
}

/**
 * What the order costs, priced again inside the order transaction with the cart, its
 * lines, the unit prices, the codes' eligibility and the gift cards' balances as they are
 * at that moment.
 */
export function priceOrder(app: PricingStores, catalogue: Catalogue, cart: CartRecord, choices: OrderChoices, prices: ReadonlyMap<number, Cents>): OrderPrice {
  const {lines, priced} = priceStoredCart(app, catalogue, app.carts.reload(cart), {
    includeShipping: true,
    destination: choices.destination,
    deliveryHandle: choices.deliveryHandle,
    email: choices.email,
    prices,
  });
  const offer = priced.delivery?.selected;
  const offered = offer && offer.handle === choices.deliveryHandle;
  return {
    pricing: offered ? orderPricing(priced, {handle: offer.handle, title: offer.title, description: offer.description}) : null,
    quote: quoteOf(lines, priced),
    codes: priced.codes,
  };
}

export function orderPricing(priced: Priced, delivery: OrderPricing['delivery']): OrderPricing {
  const applications: DiscountApplicationRecord[] = [];
  const indexes = new Map<string, number>();
  const indexOf = (key: string, make: () => DiscountApplicationRecord) => {
    let index = indexes.get(key);
    if (index === undefined) {
      index = applications.push(make()) - 1;
      indexes.set(key, index);
    }
    return index;
  };
  const codeApplication = (code: string, targetType: 'LINE_ITEM' | 'SHIPPING_LINE') => {
    const applied = priced.applied.find((candidate) => candidate.code === code && candidate.targetType === targetType);
    const rule = applied?.rule;
    return indexOf(`code:${targetType}:${code}`, () => ({
      type: 'code',
      code,
      title: rule?.title ?? code,
      targetType,
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      value:
        rule?.kind === 'fixed_amount' ? {amountCents: rule.value} : rule?.kind === 'quote' ? {amountCents: applied?.amountCents ?? 0} : {percentage: rule?.kind === 'percentage' ? rule.value : 100},
    }));
  };

  const lineAllocations = new Map<string, AllocationRecord[]>();
  for (const line of priced.lines) {
    const allocations: AllocationRecord[] = [];
    if (line.volume) {
      const {title, percent, amountCents} = line.volume;
      const application = indexOf(`auto:${title}`, () => ({
        type: 'automatic',
        code: null,
        title,
        targetType: 'LINE_ITEM',
        allocationMethod: 'EACH',
        targetSelection: 'ENTITLED',
        value: {percentage: percent},
      }));
      allocations.push({application, amountCents});
    }
    for (const share of line.codeAllocations) allocations.push({application: codeApplication(share.code, 'LINE_ITEM'), amountCents: share.amountCents});
    lineAllocations.set(line.key, allocations);
  }
  for (const applied of priced.applied) {
    if (applied.targetType === 'SHIPPING_LINE' && applied.amountCents > 0) codeApplication(applied.code, 'SHIPPING_LINE');
  }

  return {
    delivery,
    applications,
    lineAllocations,
    subtotalCents: priced.merchandiseCents,
    shippingCents: priced.shippingCents,
    shippingDiscountCents: priced.shippingDiscountCents,
    discountCents: priced.applied.filter((applied) => applied.targetType === 'LINE_ITEM').reduce((sum, applied) => sum + applied.amountCents, 0),
    taxCents: priced.taxCents,
    totalCents: priced.totalBeforeGiftCardsCents,
    giftCards: priced.giftCards
      .filter((entry) => entry.amountUsedCents > 0)
      .map(({card, amountUsedCents}) => ({id: card.id, lastCharacters: lastCharacters(card.code), amountCents: amountUsedCents})),
    discountCodes: priced.codes.filter((status) => status.applicable).map((status) => status.rule?.code ?? status.code),
  };
}
