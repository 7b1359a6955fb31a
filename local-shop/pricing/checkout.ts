// What the hosted checkout shows of a cart's price: the delivery options as they will be
// charged (a free-shipping code makes standard delivery free), the totals for a delivery
// price, and whether gift cards leave anything to pay.

import {type Cents, euros} from '../money.ts';
import {orderAmounts} from '../shared-rules.ts';
import type {Priced} from './price-cart.ts';
import type {DeliveryOffer} from './rules.ts';

/** The delivery options with an applicable free-shipping code taken into their price. */
export function checkoutOffers(priced: Priced): DeliveryOffer[] {
  const freeStandard = priced.codes.some((status) => status.applicable && status.rule?.kind === 'free_shipping');
  return (priced.delivery?.offers ?? []).map((offer) =>
    freeStandard && offer.handle === 'standard' && offer.priceCents > 0 ? {...offer, priceCents: 0, isFree: true} : offer,
  );
}

export interface CheckoutTotals {
  /** Merchandise + delivery, VAT included */
  totalCents: Cents;
  /** The VAT included in the total */
  vatCents: Cents;
  /** What the gift cards pay */
  giftCardCents: Cents;
  /** What is left to pay */
  dueCents: Cents;
}

const cents = (amount: number): Cents => Math.round(amount * 100);

/**
 * The totals for the merchandise (after every discount), a delivery price and the gift
 * cards' balance, by the shop's one rule (app/lib/vat.ts orderAmounts): VAT on the goods
 * and the delivery; gift cards pay, they do not lower the VAT.
 */
export function checkoutTotals(merchandiseCents: Cents, deliveryCents: Cents, giftCardBalanceCents: Cents): CheckoutTotals {
  const amounts = orderAmounts({goods: euros(merchandiseCents), delivery: euros(deliveryCents), giftCardBalance: euros(giftCardBalanceCents)});
  return {totalCents: cents(amounts.totalTtc), vatCents: cents(amounts.vat), giftCardCents: cents(amounts.giftCards), dueCents: cents(amounts.due)};
}

/** Nothing is left to pay once the gift cards cover the order with this delivery option. */
export function coveredByGiftCards(priced: Priced, deliveryHandle: string): boolean {
  return priced.totalCents === 0 && priced.giftCardCents > 0 && priced.delivery?.selected?.handle === deliveryHandle;
}
