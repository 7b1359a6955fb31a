import {describe, expect, it} from 'vitest';
import {
  DEFAULT_PRICE_MODE,
  htFromTtc,
  orderAmounts,
  parsePriceMode,
  PRICE_MODE_COOKIE,
  priceModeFromCookieHeader,
  priceResult,
  serializePriceModeCookie,
  togglePriceMode,
  vatFromTtc,
} from '../../app/lib/vat.ts';

describe('htFromTtc and vatFromTtc (HT = TTC / 1.2, 2 decimals)', () => {
  // [TTC, HT, VAT], worked by hand: HT = TTC / 1.2 rounded, VAT = TTC - HT.
  const cases: [number, number, number][] = [
    [24.9, 20.75, 4.15], // 24.90 / 1.2 = 20.75 exactly
    [100, 83.33, 16.67], // 83.333… → 83.33
    [9.9, 8.25, 1.65], // standard delivery
    [15, 12.5, 2.5], // express delivery
    [25, 20.83, 4.17], // same-day delivery: 20.8333… → 20.83
    [54.5, 45.42, 9.08], // default configurator price: 45.41666… → 45.42
    [300, 250, 50], // the free-delivery threshold in TTC
    [299.99, 249.99, 50], // 249.991666… → 249.99
    [1234.56, 1028.8, 205.76],
    [0.01, 0.01, 0], // 0.00833… → 0.01
    [0, 0, 0],
  ];

  it.each(cases)('%d TTC → %d HT, %d VAT', (ttc, ht, vat) => {
    expect(htFromTtc(ttc)).toBe(ht);
    expect(vatFromTtc(ttc)).toBe(vat);
    expect(htFromTtc(String(ttc))).toBe(ht);
  });

  it('HT + VAT always gives back the TTC', () => {
    for (let cents = 0; cents <= 100_000; cents += 7) {
      const ttc = cents / 100;
      expect(Math.round((htFromTtc(ttc) + vatFromTtc(ttc)) * 100)).toBe(cents);
    }
  });

  it('reads a non-amount as 0', () => {
    expect(htFromTtc('abc')).toBe(0);
  });
});

describe('priceResult', () => {
  it('gives the SPEC.md price result in TTC mode', () => {
    expect(priceResult(24.9, 'TTC')).toEqual({
      priceHT: 20.75,
      priceTTC: 24.9,
      vatAmount: 4.15,
      displayPrice: 24.9,
      mode: 'TTC',
    });
  });

  it('shows the HT price in HT mode', () => {
    expect(priceResult('24.90', 'HT')).toEqual({
      priceHT: 20.75,
      priceTTC: 24.9,
      vatAmount: 4.15,
      displayPrice: 20.75,
      mode: 'HT',
    });
  });

  it('defaults to TTC', () => {
    expect(priceResult(100).displayPrice).toBe(100);
    expect(DEFAULT_PRICE_MODE).toBe('TTC');
  });

  it('rounds the TTC itself to the cent first', () => {
    expect(priceResult(24.904, 'HT')).toMatchObject({priceTTC: 24.9, priceHT: 20.75, vatAmount: 4.15});
  });
});

describe('price mode cookie', () => {
  it('is named price_mode', () => {
    expect(PRICE_MODE_COOKIE).toBe('price_mode');
  });

  it('parses the value, TTC by default', () => {
    expect(parsePriceMode('HT')).toBe('HT');
    expect(parsePriceMode(' ht ')).toBe('HT');
    expect(parsePriceMode('TTC')).toBe('TTC');
    expect(parsePriceMode('')).toBe('TTC');
    expect(parsePriceMode(null)).toBe('TTC');
    expect(parsePriceMode(undefined)).toBe('TTC');
    expect(parsePriceMode('n’importe quoi')).toBe('TTC');
  });

  it('reads the mode from a Cookie header', () => {
    expect(priceModeFromCookieHeader('session=abc; price_mode=HT; other=1')).toBe('HT');
    expect(priceModeFromCookieHeader('price_mode=TTC')).toBe('TTC');
    expect(priceModeFromCookieHeader('xprice_mode=HT')).toBe('TTC');
    expect(priceModeFromCookieHeader('session=abc')).toBe('TTC');
    expect(priceModeFromCookieHeader(null)).toBe('TTC');
  });

  it('serializes a cookie the parser reads back', () => {
    const cookie = serializePriceModeCookie('HT');
    expect(cookie).toMatch(/^price_mode=HT; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(priceModeFromCookieHeader(cookie.split(';')[0])).toBe('HT');
  });

  it('toggles', () => {
    expect(togglePriceMode('HT')).toBe('TTC');
    expect(togglePriceMode('TTC')).toBe('HT');
  });
});

describe('orderAmounts: VAT on the goods after discounts and the delivery, gift cards as a payment', () => {
  it('computes the VAT on the whole total, never on what is left after a gift card (worked examples)', () => {
    // Issue 16's order: 20 springs at 9,90 € (−15 % volume: 168,30 €) and 2 ball joints at
    // 4,20 € = 176,70 €, express 15 €: 191,70 € TTC = 159,75 € HT + 31,95 € VAT.
    expect(orderAmounts({goods: 176.7, delivery: 15, giftCardBalance: 50})).toEqual({
      totalTtc: 191.7,
      totalHt: 159.75,
      vat: 31.95,
      giftCards: 50,
      due: 141.7,
    });
    // 120 € of goods + 9,90 € standard delivery, a 50 € card: VAT 21,65 € on 129,90 €,
    // not the 13,32 € of the 79,90 € left to pay.
    const paid = orderAmounts({goods: 120, delivery: 9.9, giftCardBalance: 50});
    expect(paid).toEqual({totalTtc: 129.9, totalHt: 108.25, vat: 21.65, giftCards: 50, due: 79.9});
    expect(paid.vat).toBe(orderAmounts({goods: 120, delivery: 9.9}).vat);
    expect(paid.vat).not.toBe(vatFromTtc(paid.due));
  });

  it('lets a gift card pay at most the total, and leaves the VAT untouched when it pays everything', () => {
    expect(orderAmounts({goods: 30, giftCardBalance: 100})).toEqual({totalTtc: 30, totalHt: 25, vat: 5, giftCards: 30, due: 0});
    expect(orderAmounts({goods: 0, delivery: 0, giftCardBalance: 5})).toEqual({totalTtc: 0, totalHt: 0, vat: 0, giftCards: 0, due: 0});
  });

  it('adds the delivery into the base of the VAT', () => {
    // 24,90 € + 15 € express = 39,90 € TTC = 33,25 € HT + 6,65 € VAT.
    expect(orderAmounts({goods: 24.9, delivery: 15})).toMatchObject({totalTtc: 39.9, totalHt: 33.25, vat: 6.65, giftCards: 0, due: 39.9});
  });

  it('always adds up to the cent: HT + VAT = TTC and gift cards + due = TTC', () => {
    for (let cents = 0; cents <= 50_000; cents += 13) {
      const amounts = orderAmounts({goods: cents / 100, delivery: 9.9, giftCardBalance: 25});
      expect(Math.round(amounts.totalHt * 100) + Math.round(amounts.vat * 100)).toBe(cents + 990);
      expect(Math.round(amounts.giftCards * 100) + Math.round(amounts.due * 100)).toBe(cents + 990);
      expect(amounts.vat).toBe(vatFromTtc(amounts.totalTtc));
    }
  });

  it('reads negative or missing amounts as nothing', () => {
    expect(orderAmounts({goods: -5, delivery: -1, giftCardBalance: -3})).toEqual({totalTtc: 0, totalHt: 0, vat: 0, giftCards: 0, due: 0});
  });
});
