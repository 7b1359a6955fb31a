import {describe, expect, it} from 'vitest';
import {VOLUME_TIERS, VOLUME_TIERS_UNITS_PRESET} from '../../app/lib/constants.ts';
import {normalizeSpaces} from '../../app/lib/money.ts';
import {
  nextVolumeTier,
  nextVolumeTierHint,
  volumeDiscount,
  volumeTierFor,
  volumeTierRangeLabel,
} from '../../app/lib/volume-discount.ts';

describe('volumeTierFor (3-4: 5 %, 5-9: 10 %, 10+: 15 %)', () => {
  it.each([
    [0, null],
    [1, null],
    [2, null],
    [3, 5],
    [4, 5],
    [5, 10],
    [9, 10],
    [10, 15],
    [100, 15],
  ])('quantity %d → %s %', (quantity, percent) => {
    expect(volumeTierFor(quantity)?.percent ?? null).toBe(percent);
  });

  it('uses the one table of constants.ts', () => {
    expect(volumeTierFor(3)).toBe(VOLUME_TIERS[0]);
  });

  it('reads the other SPEC.md table (5 / 10 / 20 units) when given', () => {
    expect(volumeTierFor(4, VOLUME_TIERS_UNITS_PRESET)).toBeNull();
    expect(volumeTierFor(5, VOLUME_TIERS_UNITS_PRESET)?.percent).toBe(5);
    expect(volumeTierFor(10, VOLUME_TIERS_UNITS_PRESET)?.percent).toBe(10);
    expect(volumeTierFor(19, VOLUME_TIERS_UNITS_PRESET)?.percent).toBe(10);
    expect(volumeTierFor(20, VOLUME_TIERS_UNITS_PRESET)?.percent).toBe(15);
  });

  it('never discounts a single piece, whatever the table', () => {
    expect(volumeTierFor(1, [{minQuantity: 1, maxQuantity: null, percent: 50}])).toBeNull();
    expect(volumeTierFor(2, [{minQuantity: 1, maxQuantity: null, percent: 50}])?.percent).toBe(50);
  });

  it('treats odd quantities as whole pieces', () => {
    expect(volumeTierFor(4.9)?.percent).toBe(5);
    expect(volumeTierFor(-3)).toBeNull();
    expect(volumeTierFor(Number.NaN)).toBeNull();
  });
});

describe('volumeDiscount on price × quantity', () => {
  // Unit price 24.90 TTC; subtotal = 24.90 × q; discount = subtotal × percent, rounded.
  it.each([
    // q, percent, subtotal, discount, total
    [1, 0, 24.9, 0, 24.9],
    [2, 0, 49.8, 0, 49.8],
    [3, 5, 74.7, 3.74, 70.96], // 74.70 × 5 % = 3.735 → 3.74 (half away from zero)
    [4, 5, 99.6, 4.98, 94.62],
    [5, 10, 124.5, 12.45, 112.05],
    [9, 10, 224.1, 22.41, 201.69],
    [10, 15, 249, 37.35, 211.65],
    [100, 15, 2490, 373.5, 2116.5],
  ])('quantity %d → %d %', (quantity, percent, subtotal, discountAmount, total) => {
    expect(volumeDiscount(24.9, quantity)).toMatchObject({percent, unitPrice: 24.9, subtotal, discountAmount, total});
  });

  it('gives the discounted unit price for information', () => {
    expect(volumeDiscount(24.9, 10).discountedUnitPrice).toBe(21.17); // 24.90 × 0.85 = 21.165 → 21.17
    expect(volumeDiscount(24.9, 1).discountedUnitPrice).toBe(24.9);
  });

  it('returns the tier and the whole quantity', () => {
    expect(volumeDiscount(10, 5)).toMatchObject({tier: VOLUME_TIERS[1], quantity: 5});
    expect(volumeDiscount(10, 0)).toMatchObject({tier: null, quantity: 0, subtotal: 0, total: 0});
  });

  it('follows a given table', () => {
    expect(volumeDiscount(10, 20, VOLUME_TIERS_UNITS_PRESET)).toMatchObject({percent: 15, subtotal: 200, discountAmount: 30, total: 170});
  });
});

describe('nextVolumeTier and its hint', () => {
  it.each([
    [0, 5, 3],
    [1, 5, 2],
    [2, 5, 1],
    [3, 10, 2],
    [4, 10, 1],
    [5, 15, 5],
    [9, 15, 1],
  ])('at quantity %d the next tier is %d % in %d pieces', (quantity, percent, missing) => {
    expect(nextVolumeTier(quantity)).toMatchObject({percent, missing});
  });

  it('has nothing above the top tier', () => {
    expect(nextVolumeTier(10)).toBeNull();
    expect(nextVolumeTier(100)).toBeNull();
    expect(nextVolumeTierHint(10)).toBeNull();
  });

  it('says it in French, with French plurals', () => {
    expect(normalizeSpaces(nextVolumeTierHint(1) ?? '')).toBe('Plus que 2 pièces pour \u22125 %');
    expect(normalizeSpaces(nextVolumeTierHint(4) ?? '')).toBe('Plus que 1 pièce pour \u221210 %');
  });

  it('labels the table rows', () => {
    expect(VOLUME_TIERS.map(volumeTierRangeLabel)).toEqual(['3 à 4 pièces', '5 à 9 pièces', '10 pièces et plus']);
  });
});
