import {describe, expect, it} from 'vitest';
import {LOW_STOCK_THRESHOLD} from '../../app/lib/constants.ts';
import {
  LOW_STOCK_BADGE,
  metadataStockLevel,
  stockBadgeLabel,
  stockLabel,
  stockLevel,
  stockStatus,
  stockTags,
} from '../../app/lib/stock.ts';
import {productBadges} from '../../app/lib/badges.ts';

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

describe('stockStatus: one message per variant (issue 25)', () => {
  it('lets a known quantity win over the limited-stock and few-left tags', () => {
    const tags = ['few-left', 'limited-stock'];
    expect(stockStatus({availableForSale: true, quantityAvailable: 40, tags})).toEqual({level: 'in', label: 'En stock', badge: null});
    expect(stockStatus({availableForSale: true, quantityAvailable: 3, tags})).toEqual({
      level: 'low',
      label: 'Plus que 3 en stock',
      badge: 'Stock faible',
    });
    expect(stockStatus({availableForSale: true, quantityAvailable: 0, tags}).label).toBe('Rupture de stock');
    expect(stockStatus({availableForSale: false, quantityAvailable: 40, tags}).level).toBe('out');
  });

  it('reads the tags when the shop does not give the quantity', () => {
    expect(stockStatus({availableForSale: true, quantityAvailable: null, tags: ['limited-stock']})).toEqual({
      level: 'low',
      label: 'Stock limité',
      badge: 'Stock limité',
    });
    // few-left says more than limited-stock: it wins when both are set.
    expect(stockStatus({availableForSale: true, tags: [' Few-Left ', 'limited-stock']}).label).toBe('Derniers exemplaires');
    expect(stockStatus({availableForSale: true, tags: ['new']})).toEqual({level: 'in', label: 'En stock', badge: null});
    expect(stockStatus({availableForSale: false, tags: ['few-left']}).label).toBe('Rupture de stock');
  });

  it('never puts a low-stock word beside « En stock » on the same card', () => {
    const tagSets = [[], ['few-left'], ['limited-stock'], ['few-left', 'limited-stock', 'best-seller']];
    const quantities = [null, -1, 0, 1, 5, 6, 120];
    for (const tags of tagSets) {
      for (const quantityAvailable of quantities) {
        for (const availableForSale of [true, false]) {
          const input = {availableForSale, quantityAvailable, tags};
          const status = stockStatus(input);
          const badges = productBadges({tags, price: '20.00', availableForSale, quantityAvailable}).map((badge) => badge.label);
          const stockWords = ['Stock limité', 'Derniers exemplaires', 'Stock faible', 'Rupture de stock'];
          const shownStockBadges = badges.filter((label) => stockWords.includes(label));
          // At most one stock badge, and the one the status gives.
          expect(shownStockBadges).toEqual(status.badge ? [status.badge] : []);
          if (status.label === 'En stock') expect(shownStockBadges).toEqual([]);
          expect(stockLabel(input)).toBe(status.label);
          expect(stockLevel(input)).toBe(status.level);
        }
      }
    }
  });

  it('keeps only the tags it reads for a small payload', () => {
    expect(stockTags(['Inox', 'few-left', 'marine', 'LIMITED-STOCK'])).toEqual(['few-left', 'limited-stock']);
    expect(stockTags(null)).toEqual([]);
    // A chat message read back from this tab's storage may carry anything.
    expect(stockTags('few-left' as unknown as string[])).toEqual([]);
    expect(stockStatus({availableForSale: true, tags: [3, 'few-left'] as unknown as string[]}).label).toBe('Derniers exemplaires');
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
