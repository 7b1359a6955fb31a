// The hosted checkout's totals (local-shop/pricing/checkout.ts): what the server renders,
// what its page script recomputes when the shopper picks another delivery option, and
// the delivery prices a free-shipping code changes.

import {describe, expect, it} from 'vitest';
import {DELIVERY_SCRIPT} from '../../local-shop/checkout/view.ts';
import {formatEuros, vatFromTtcCents} from '../../local-shop/money.ts';
import {type Priced, checkoutOffers, checkoutTotals, coveredByGiftCards, priceCart} from '../../local-shop/pricing/index.ts';
import type {DiscountRule} from '../../local-shop/store/discounts.ts';
import {VAT_RATE} from '../../local-shop/shared-rules.ts';

const LIVRAISON: DiscountRule = {
  code: 'LIVRAISON',
  title: 'Livraison standard offerte',
  kind: 'free_shipping',
  value: 0,
  minSubtotalCents: 0,
  oncePerCustomer: false,
  startsAt: null,
  endsAt: null,
  active: true,
};

function price(unitPriceCents: number, options: {codes?: string[]; giftCardCents?: number; zip?: string; deliveryHandle?: string} = {}): Priced {
  return priceCart({
    lines: [{key: 'l1', quantity: 1, unitPriceCents, productType: 'Accessoire'}],
    codes: options.codes ?? [],
    rule: (code) => (code === 'LIVRAISON' ? LIVRAISON : null),
    alreadyUsed: () => false,
    giftCards: options.giftCardCents ? [{id: 1, code: 'TEST-CARD', initialCents: options.giftCardCents, balanceCents: options.giftCardCents, expiresAt: null}] : [],
    destination: {countryCode: 'FR', zip: options.zip ?? '69002'},
    deliveryHandle: options.deliveryHandle ?? null,
    includeShipping: true,
  });
}

/** Runs the delivery page's script against a minimal page and reads the totals it writes. */
function scriptTotals(merchandiseCents: number, giftCardBalanceCents: number, deliveryCents: number): Record<string, string> {
  const written: Record<string, string> = {};
  const output = (id: string) => ({
    set textContent(text: string) {
      written[id] = text;
    },
  });
  const form = {
    getAttribute: (name: string) => ({'data-subtotal': String(merchandiseCents), 'data-gift': String(giftCardBalanceCents)})[name] ?? null,
    querySelector: (selector: string) => (selector.startsWith('input[name=delivery]') ? {getAttribute: () => String(deliveryCents)} : null),
    addEventListener: () => {},
  };
  const ids = ['total-livraison', 'total-ttc', 'total-payer', 'total-tva', 'total-carte', 'total-reste'];
  const document = {getElementById: (id: string) => (id === 'paiement' ? form : ids.includes(id) ? output(id) : null)};
  const window = {addEventListener: () => {}};
  new Function('document', 'window', DELIVERY_SCRIPT)(document, window);
  return written;
}

describe('checkout totals', () => {
  it('adds the delivery to the merchandise, takes the VAT at the shop’s rate and what gift cards pay from it', () => {
    expect(checkoutTotals(12000, 990, 0)).toEqual({totalCents: 12990, vatCents: 2165, giftCardCents: 0, dueCents: 12990});
    expect(checkoutTotals(12000, 990, 5000)).toEqual({totalCents: 12990, vatCents: 2165, giftCardCents: 5000, dueCents: 7990});
    expect(checkoutTotals(3000, 0, 5000)).toEqual({totalCents: 3000, vatCents: 500, giftCardCents: 3000, dueCents: 0});
    expect(checkoutTotals(12000, 0, 0).vatCents).toBe(12000 - Math.round(12000 / (1 + VAT_RATE)));
  });

  it('are what the page script shows after a change of delivery option, cent for cent', () => {
    for (const merchandise of [1, 99, 1234, 4999, 12990, 25001, 123456, 9999999]) {
      for (const delivery of [0, 990, 1500, 2500]) {
        for (const gift of [0, 5000, 100000000]) {
          const server = checkoutTotals(merchandise, delivery, gift);
          const shown = scriptTotals(merchandise, gift, delivery);
          const label = `${merchandise} + ${delivery} − ${gift}`;
          expect(shown['total-ttc'], label).toBe(formatEuros(server.totalCents));
          expect(shown['total-tva'], label).toBe(formatEuros(server.vatCents));
          expect(shown['total-carte'], label).toBe(`−${formatEuros(server.giftCardCents)}`);
          expect(shown['total-payer'], label).toBe(formatEuros(server.dueCents));
          expect(shown['total-reste'], label).toBe(formatEuros(server.dueCents));
        }
      }
    }
  });
});

describe('checkout delivery prices and gift cards', () => {
  it('charges nothing for standard delivery with an applicable free-shipping code, and only for standard', () => {
    const plain = price(4000);
    const standard = plain.delivery?.offers.find((offer) => offer.handle === 'standard');
    expect(standard?.priceCents).toBeGreaterThan(0);
    expect(checkoutOffers(plain)).toEqual(plain.delivery?.offers);

    const free = price(4000, {codes: ['LIVRAISON'], zip: '75001'});
    const offers = checkoutOffers(free);
    expect(offers.find((offer) => offer.handle === 'standard')).toMatchObject({priceCents: 0, isFree: true, regularPriceCents: standard?.regularPriceCents});
    for (const offer of offers.filter((candidate) => candidate.handle !== 'standard')) {
      expect(offer).toEqual(free.delivery?.offers.find((candidate) => candidate.handle === offer.handle));
    }
    // A code that does not apply changes nothing.
    expect(checkoutOffers(price(4000, {codes: ['INCONNU']}))).toEqual(plain.delivery?.offers);
  });

  it('says whether gift cards pay for everything with the delivery option chosen', () => {
    expect(coveredByGiftCards(price(2000, {giftCardCents: 100000, deliveryHandle: 'standard'}), 'standard')).toBe(true);
    expect(coveredByGiftCards(price(2000, {giftCardCents: 100000, deliveryHandle: 'standard'}), 'express')).toBe(false);
    expect(coveredByGiftCards(price(200000, {giftCardCents: 5000, deliveryHandle: 'standard'}), 'standard')).toBe(false);
    expect(coveredByGiftCards(price(2000, {deliveryHandle: 'standard'}), 'standard')).toBe(false);
  });

  it('counts the order’s VAT on merchandise and delivery, before gift cards', () => {
    const priced = price(12000, {giftCardCents: 5000, deliveryHandle: 'express'});
    expect(priced.taxCents).toBe(vatFromTtcCents(priced.totalBeforeGiftCardsCents));
    expect(priced.totalBeforeGiftCardsCents).toBe(priced.merchandiseCents + priced.shippingCents);
  });
});
