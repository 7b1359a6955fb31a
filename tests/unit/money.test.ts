import {describe, expect, it} from 'vitest';
import {
  formatDiscountPercent,
  formatMoney,
  formatNumber,
  formatPercent,
  normalizeSpaces,
  parseAmount,
  roundMoney,
} from '../../app/lib/money.ts';

describe('formatMoney', () => {
  it('keeps Intl fr-FR spacing: U+202F between thousands, U+00A0 before €', () => {
    expect(formatMoney(1234.56)).toBe('1\u202F234,56\u00A0€');
    expect(normalizeSpaces(formatMoney(1234.56))).toBe('1 234,56 €');
  });

  it('always shows 2 decimals', () => {
    expect(normalizeSpaces(formatMoney(0))).toBe('0,00 €');
    expect(normalizeSpaces(formatMoney(9.9))).toBe('9,90 €');
    expect(normalizeSpaces(formatMoney(15))).toBe('15,00 €');
    expect(normalizeSpaces(formatMoney(1234567.8))).toBe('1 234 567,80 €');
  });

  it('accepts the provider decimal strings ("24.9", "24.90")', () => {
    expect(normalizeSpaces(formatMoney('24.9'))).toBe('24,90 €');
    expect(normalizeSpaces(formatMoney('24.90'))).toBe('24,90 €');
    expect(normalizeSpaces(formatMoney('0'))).toBe('0,00 €');
  });

  it('rounds half away from zero before formatting', () => {
    expect(normalizeSpaces(formatMoney(1.005))).toBe('1,01 €');
    expect(normalizeSpaces(formatMoney(0.1 + 0.2))).toBe('0,30 €');
  });

  it('never shows a negative zero', () => {
    expect(normalizeSpaces(formatMoney(-0))).toBe('0,00 €');
    expect(normalizeSpaces(formatMoney(-0.001))).toBe('0,00 €');
  });

  it('formats negative amounts and other currencies', () => {
    expect(normalizeSpaces(formatMoney(-12.5))).toBe('-12,50 €');
    expect(normalizeSpaces(formatMoney(10, 'USD'))).toBe('10,00 $US');
  });

  it('gives an empty string for what is not an amount', () => {
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('roundMoney', () => {
  it('rounds to 2 decimals, robust to float error', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(1.015)).toBe(1.02);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.255)).toBe(1.26);
    expect(roundMoney(24.9 / 1.2)).toBe(20.75);
    expect(roundMoney(87.5 * 1.4)).toBe(122.5);
    expect(roundMoney(10.004)).toBe(10);
    expect(roundMoney(1.004999)).toBe(1);
  });

  it('rounds halves away from zero on both sides', () => {
    expect(roundMoney(0.125)).toBe(0.13);
    expect(roundMoney(-0.125)).toBe(-0.13);
    expect(roundMoney(-1.005)).toBe(-1.01);
  });

  it('leaves whole and 2-decimal amounts alone', () => {
    expect(roundMoney(0)).toBe(0);
    expect(roundMoney(250)).toBe(250);
    expect(roundMoney(1234.56)).toBe(1234.56);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('passes non-finite values through', () => {
    expect(roundMoney(Number.NaN)).toBeNaN();
    expect(roundMoney(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('parseAmount', () => {
  it('reads the provider format', () => {
    expect(parseAmount('24.90')).toBe(24.9);
    expect(parseAmount('24.9')).toBe(24.9);
    expect(parseAmount('0.0')).toBe(0);
    expect(parseAmount('250')).toBe(250);
  });

  it('reads French amounts', () => {
    expect(parseAmount('24,90')).toBe(24.9);
    expect(parseAmount('1 234,56 €')).toBe(1234.56);
    expect(parseAmount('1\u202F234,56\u00A0€')).toBe(1234.56);
    expect(parseAmount(formatMoney(9876.54))).toBe(9876.54);
  });

  it('reads mixed separators: the last one is the decimal point', () => {
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1.234.567')).toBe(1234567);
  });

  it('reads negative amounts, with - or −', () => {
    expect(parseAmount('-5,50')).toBe(-5.5);
    expect(parseAmount('\u22125,50 €')).toBe(-5.5);
  });

  it('gives NaN when there is no number', () => {
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('gratuit')).toBeNaN();
    expect(parseAmount('-')).toBeNaN();
  });

  it('passes numbers through', () => {
    expect(parseAmount(12.3)).toBe(12.3);
  });
});

describe('numbers and percentages', () => {
  it('formats numbers fr-FR', () => {
    expect(normalizeSpaces(formatNumber(1234))).toBe('1 234');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(1.5)).toBe('1,5');
  });

  it('formats percentages with the French space', () => {
    expect(normalizeSpaces(formatPercent(15))).toBe('15 %');
    expect(normalizeSpaces(formatDiscountPercent(5))).toBe('\u22125 %');
  });

  it('normalizeSpaces only touches the special spaces', () => {
    expect(normalizeSpaces('a\u00A0b\u202Fc d')).toBe('a b c d');
  });
});
