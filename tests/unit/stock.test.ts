import {describe, expect, it} from 'vitest';
import {LOW_STOCK_THRESHOLD} from '../../app/lib/constants.ts';
import {
  LOW_STOCK_BADGE,
  metadataStockLevel,
  stockBadgeLabel,
  stockLabel,
  stockLevel,
} from '../../app/lib/stock.ts';

describe('stockLevel', () => {
  it('uses a threshold of 5', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
  });

  it.each([
    [0, 'out'],
    [-2, 'out'],
    [1, 'low'],
    [5, 'low'],
    [6, 'in'],
    [250, 'in'],
  ] as const)('available, quantity %d → %s', (quantityAvailable, level) => {
    expect(stockLevel({availableForSale: true, quantityAvailable})).toBe(level);
  });

  it('treats an unknown quantity (null) as in stock when available', () => {
    expect(stockLevel({availableForSale: true, quantityAvailable: null})).toBe('in');
    expect(stockLevel({availableForSale: true})).toBe('in');
  });

  it('is out whenever the variant is unavailable', () => {
    expect(stockLevel({availableForSale: false, quantityAvailable: null})).toBe('out');
    expect(stockLevel({availableForSale: false, quantityAvailable: 10})).toBe('out');
  });
});

describe('stock labels', () => {
  it('says it in French', () => {
    expect(stockLabel({availableForSale: true, quantityAvailable: 0})).toBe('Rupture de stock');
    expect(stockLabel({availableForSale: false, quantityAvailable: 8})).toBe('Rupture de stock');
    expect(stockLabel({availableForSale: true, quantityAvailable: 1})).toBe('Plus que 1 en stock');
    expect(stockLabel({availableForSale: true, quantityAvailable: 5})).toBe('Plus que 5 en stock');
    expect(stockLabel({availableForSale: true, quantityAvailable: 6})).toBe('En stock');
    expect(stockLabel({availableForSale: true, quantityAvailable: null})).toBe('En stock');
  });

  it('has a short badge form', () => {
    expect(LOW_STOCK_BADGE).toBe('Stock faible');
    expect(stockBadgeLabel({availableForSale: true, quantityAvailable: 3})).toBe('Stock faible');
    expect(stockBadgeLabel({availableForSale: true, quantityAvailable: 0})).toBe('Rupture de stock');
    expect(stockBadgeLabel({availableForSale: true, quantityAvailable: 6})).toBe('En stock');
  });
});

describe('metadataStockLevel', () => {
  it('is low when unavailable', () => {
    expect(metadataStockLevel(false, [])).toBe('low');
    expect(metadataStockLevel(false, ['limited-stock'])).toBe('low');
  });

  it('is medium with limited-stock or few-left', () => {
    expect(metadataStockLevel(true, ['limited-stock'])).toBe('medium');
    expect(metadataStockLevel(true, ['new', 'few-left'])).toBe('medium');
    expect(metadataStockLevel(true, [' Few-Left '])).toBe('medium');
  });

  it('is high otherwise', () => {
    expect(metadataStockLevel(true, ['new'])).toBe('high');
    expect(metadataStockLevel(true, [])).toBe('high');
    expect(metadataStockLevel(true, null)).toBe('high');
  });
});
