import {describe, expect, it} from 'vitest';
import {
  DEFAULT_PRICE_MODE,
  htFromTtc,
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
