import {describe, expect, it} from 'vitest';
import {discountPercent, isFrenchMade, productBadges, warrantyYears} from '../../app/lib/badges.ts';
import {normalizeSpaces} from '../../app/lib/money.ts';

const labels = (input: Parameters<typeof productBadges>[0]) =>
  productBadges(input).map((badge) => normalizeSpaces(badge.label));

describe('productBadges', () => {
  it('shows nothing for a plain available product', () => {
    expect(productBadges({tags: [], price: '24.90', availableForSale: true, quantityAvailable: 20})).toEqual([]);
  });

  it('orders every badge', () => {
    const badges = productBadges({
      tags: ['best-seller', 'few-left', 'limited-stock', 'sale', 'made-in-france', 'new'],
      compareAtPrice: '100.00',
      price: '75.00',
      availableForSale: false,
    });
    expect(badges.map((badge) => badge.kind)).toEqual(['new', 'french', 'sale', 'best-seller', 'out-of-stock']);
    expect(badges.map((badge) => normalizeSpaces(badge.label))).toEqual([
      'Nouveau',
      'Fabriqué en France',
      '\u221225 %',
      'Meilleure vente',
      'Rupture de stock',
    ]);
  });

  it.each(['french', 'france', 'made-in-france', 'fabrication-francaise', 'France'])(
    'tag %s means Fabriqué en France',
    (tag) => {
      expect(labels({tags: [tag], availableForSale: true})).toEqual(['Fabriqué en France']);
    },
  );

  it('shows Promo for the sale tag without a compare-at price', () => {
    expect(labels({tags: ['sale'], price: '20.00', availableForSale: true})).toEqual(['Promo']);
    expect(labels({tags: ['sale'], price: '20.00', compareAtPrice: null, availableForSale: true})).toEqual(['Promo']);
  });

  it('shows the rounded percentage when the compare-at price is higher', () => {
    expect(labels({tags: [], compareAtPrice: '29.90', price: '24.90', availableForSale: true})).toEqual(['\u221217 %']); // 16.72 %
    expect(labels({tags: [], compareAtPrice: {amount: '30.0'}, price: {amount: '20.0'}, availableForSale: true})).toEqual([
      '\u221233 %',
    ]);
    expect(labels({tags: ['sale'], compareAtPrice: 100, price: 50, availableForSale: true})).toEqual(['\u221250 %']);
  });

  it('shows Promo when the saving rounds to 0 %', () => {
    expect(labels({tags: [], compareAtPrice: '1000.00', price: '999.00', availableForSale: true})).toEqual(['Promo']);
  });

  it('ignores a compare-at price that is not higher', () => {
    expect(labels({tags: [], compareAtPrice: '24.90', price: '24.90', availableForSale: true})).toEqual([]);
    expect(labels({tags: [], compareAtPrice: '10.00', price: '24.90', availableForSale: true})).toEqual([]);
    expect(labels({tags: [], compareAtPrice: '0.00', price: '24.90', availableForSale: true})).toEqual([]);
  });

  it('says Rupture de stock when unavailable or at quantity 0', () => {
    expect(labels({tags: [], availableForSale: false})).toEqual(['Rupture de stock']);
    expect(labels({tags: [], availableForSale: true, quantityAvailable: 0})).toEqual(['Rupture de stock']);
    expect(labels({tags: [], availableForSale: true, quantityAvailable: null})).toEqual([]);
  });

  it('gives one stock badge, from the same rule as the stock line', () => {
    // A count above the threshold: the stock tags say nothing (the line reads « En stock »).
    expect(labels({tags: ['few-left', 'limited-stock'], availableForSale: true, quantityAvailable: 40})).toEqual([]);
    expect(labels({tags: ['few-left'], availableForSale: true, quantityAvailable: 2})).toEqual(['Stock faible']);
    // No count from the shop: the tag speaks, once.
    expect(labels({tags: ['few-left', 'limited-stock'], availableForSale: true, quantityAvailable: null})).toEqual(['Derniers exemplaires']);
    expect(labels({tags: ['limited-stock'], availableForSale: true})).toEqual(['Stock limité']);
    expect(productBadges({tags: ['limited-stock'], availableForSale: true}).map((badge) => badge.kind)).toEqual(['low-stock']);
  });

  it('reads tags case-insensitively', () => {
    expect(labels({tags: ['NEW', ' Best-Seller '], availableForSale: true})).toEqual(['Nouveau', 'Meilleure vente']);
  });
});

describe('discountPercent', () => {
  it('computes the whole percent saved', () => {
    expect(discountPercent('100', '80')).toBe(20);
    expect(discountPercent(29.9, 24.9)).toBe(17);
    expect(discountPercent(null, 10)).toBeNull();
    expect(discountPercent(10, 10)).toBeNull();
  });
});

describe('warranty', () => {
  it('is 3 years for French-made products, else 2', () => {
    expect(isFrenchMade(['fabrication-francaise'])).toBe(true);
    expect(isFrenchMade(['francais'])).toBe(false);
    expect(isFrenchMade(null)).toBe(false);
    expect(warrantyYears(['made-in-france'])).toBe(3);
    expect(warrantyYears(['france'])).toBe(3);
    expect(warrantyYears(['new'])).toBe(2);
    expect(warrantyYears([])).toBe(2);
  });
});
