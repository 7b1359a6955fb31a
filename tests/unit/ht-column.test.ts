// Issue 16 follow-up, point 3: in HT mode every figure of a recap is HT and the column
// adds up to the cent, by one rule (app/lib/vat.ts htLine / htColumn, decision 057),
// on worked examples.

import {describe, expect, it} from 'vitest';
import {devisFigures} from '~/lib/devis/figures';
import {htColumn, htLine} from '~/lib/vat';
import {volumeBreakdown} from '~/lib/volume-discount';

const cents = (amount: number) => Math.round(amount * 100);

/** The column read as the buyer reads it: subtotal − every discount + delivery = total HT; total HT + VAT = total TTC. */
function expectAddsUp(column: ReturnType<typeof htColumn>) {
  const discounts = column.lines.reduce((sum, line) => sum + cents(line.discountHt), 0) + column.discountsHt.reduce((sum, amount) => sum + cents(amount), 0);
  expect(cents(column.subtotalHt) - discounts + cents(column.deliveryHt)).toBe(cents(column.totalHt));
  expect(cents(column.totalHt) + cents(column.vat)).toBe(cents(column.totalTtc));
  for (const line of column.lines) expect(cents(line.subtotalHt) - cents(line.discountHt)).toBe(cents(line.totalHt));
}

describe('htLine', () => {
  it('2 × 49,90 € TTC is 2 × 41,58 € = 83,16 € HT, never 83,17 €', () => {
    expect(htLine({unitTtc: 49.9, quantity: 2, totalTtc: 99.8})).toEqual({unitHt: 41.58, subtotalHt: 83.16, discountHt: 0, totalHt: 83.16});
  });

  it('a volume discount is the difference between the multiple and the total converted, as on the product page', () => {
    // 5 × 27,90 € = 139,50 € − 10 % = 125,55 € TTC; 5 × 23,25 € = 116,25 € HT, total 104,63 € HT.
    expect(htLine({unitTtc: 27.9, quantity: 5, totalTtc: 125.55})).toEqual({unitHt: 23.25, subtotalHt: 116.25, discountHt: 11.62, totalHt: 104.63});
    const page = volumeBreakdown(27.9, 5, 'HT');
    expect({unitHt: page.unitPrice, subtotalHt: page.subtotal, discountHt: page.discountAmount, totalHt: page.total}).toEqual(htLine({unitTtc: 27.9, quantity: 5, totalTtc: 125.55}));
  });
});

describe('htColumn', () => {
  it('lines, a code discount TTC converted once, delivery: every figure HT and the column adds up', () => {
    // 2 × 49,90 € = 99,80 € TTC; BIENVENUE10 −9,98 € TTC; standard delivery 9,90 € TTC.
    const column = htColumn({lines: [{unitTtc: 49.9, quantity: 2, totalTtc: 99.8}], discountsTtc: [9.98], deliveryTtc: 9.9});
    expect(column).toEqual({
      lines: [{unitHt: 41.58, subtotalHt: 83.16, discountHt: 0, totalHt: 83.16}],
      subtotalHt: 83.16,
      discountsHt: [8.32],
      deliveryHt: 8.25,
      // 83,16 − 8,32 + 8,25
      totalHt: 83.09,
      // 99,80 − 9,98 + 9,90
      totalTtc: 99.72,
      vat: 16.63,
    });
    expectAddsUp(column);
  });

  it('adds up on a cart of several lines with volume discounts, two codes and no delivery yet', () => {
    const column = htColumn({
      lines: [
        {unitTtc: 27.9, quantity: 5, totalTtc: 125.55},
        {unitTtc: 9.9, quantity: 20, totalTtc: 168.3},
        {unitTtc: 3.9, quantity: 3, totalTtc: 11.7},
        {unitTtc: 0.99, quantity: 7, totalTtc: 6.93},
      ],
      discountsTtc: [31.25, 0.01],
    });
    expect(column.deliveryHt).toBe(0);
    expect(column.totalTtc).toBe(281.22);
    expectAddsUp(column);
  });

  it('adds up on many random carts', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({length: 1 + Math.floor(next() * 4)}, () => {
        const unitTtc = Math.round(next() * 20000) / 100 + 0.01;
        const quantity = 1 + Math.floor(next() * 30);
        const totalTtc = Math.round(unitTtc * quantity * (next() < 0.5 ? 100 : 90)) / 100;
        return {unitTtc, quantity, totalTtc};
      });
      expectAddsUp(htColumn({lines, discountsTtc: next() < 0.5 ? [Math.round(next() * 1000) / 100] : [], deliveryTtc: next() < 0.5 ? 9.9 : null}));
    }
  });
});

describe('the devis follows the same rule', () => {
  it('2 × 49,90 € on a devis: 2 × 41,58 € = 83,16 € HT, and its column adds up', () => {
    const {lines, totals} = devisFigures([{variantId: 'gid://shopify/ProductVariant/1', sku: 'A', title: 'Vérin', variantTitle: '', productType: 'Accessoire', unitPriceTtc: 49.9, quantity: 2}]);
    expect(lines[0]).toMatchObject({unitPriceHt: 41.58, discountHt: 0, totalHt: 83.16, totalTtc: 99.8});
    expect(cents(totals.goodsHt) + cents(totals.delivery.priceHt)).toBe(cents(totals.totalHt));
    expect(cents(totals.totalHt) + cents(totals.vat)).toBe(cents(totals.totalTtc));
  });
});
