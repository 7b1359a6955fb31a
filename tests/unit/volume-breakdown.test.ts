import {describe, expect, it} from 'vitest';
import {VOLUME_TIERS} from '../../app/lib/constants.ts';
import {htFromTtc} from '../../app/lib/vat.ts';
import {volumeBreakdown, volumeDiscount} from '../../app/lib/volume-discount.ts';

// Issue 25, point 11: the product page's HT breakdown showed 116,25 − 11,63 = 104,63
// (5 × 27,90 € TTC, −10 %): each HT figure was rounded on its own.

const cents = (amount: number) => Math.round(amount * 100);

describe('volumeBreakdown', () => {
  it('adds up in HT on the issue’s example: 5 × 23,25 = 116,25; 116,25 − 11,62 = 104,63', () => {
    expect(volumeBreakdown(27.9, 5, 'HT')).toEqual({unitPrice: 23.25, subtotal: 116.25, discountAmount: 11.62, total: 104.63});
    // The total is the line's total TTC in HT, as the cart shows it.
    expect(htFromTtc(volumeDiscount(27.9, 5).total)).toBe(104.63);
  });

  it('is the charged breakdown in TTC', () => {
    expect(volumeBreakdown(27.9, 5, 'TTC')).toEqual({unitPrice: 27.9, subtotal: 139.5, discountAmount: 13.95, total: 125.55});
  });

  it('adds up to the cent for every price and quantity, in both modes', () => {
    for (let priceCents = 99; priceCents <= 30000; priceCents += 137) {
      for (const quantity of [2, 3, 4, 5, 7, 9, 10, 13, 20, 99]) {
        for (const mode of ['HT', 'TTC'] as const) {
          const shown = volumeBreakdown(priceCents / 100, quantity, mode, VOLUME_TIERS);
          expect(cents(shown.unitPrice) * quantity, `${priceCents} × ${quantity} ${mode}`).toBe(cents(shown.subtotal));
          expect(cents(shown.subtotal) - cents(shown.discountAmount), `${priceCents} × ${quantity} ${mode}`).toBe(cents(shown.total));
          expect(shown.discountAmount).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});
