import {describe, expect, it} from 'vitest';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {bucketsBetween, filteredSearches, strokeValues} from '../../app/lib/chat/spec-filters.ts';
import type {SpecFilter} from '../../app/lib/chat/types.ts';
import {FORCE_RANGES, LENGTH_RANGES} from '../../app/lib/spec-metafields.ts';
import {memoryRetrieval} from './chat-memory-retrieval.ts';

// Retrieval by the datasheet (app/lib/chat/spec-filters.ts): Search & Discovery filters on
// the spec metafields, as the Storefront API takes them.
const values = (filters: SpecFilter[], key: string) =>
  filters.filter((filter) => filter.variantMetafield?.key === key).map((filter) => filter.variantMetafield?.value);
const types = (filters: SpecFilter[]) => filters.flatMap((filter) => (filter.productType ? [filter.productType] : []));

describe('filter values', () => {
  it('takes the force buckets that overlap a range', () => {
    expect(bucketsBetween(FORCE_RANGES, 480, 720)).toEqual(['400 à 499 N', '500 à 749 N']);
    expect(bucketsBetween(LENGTH_RANGES, 330, 370)).toEqual(['300 à 399 mm']);
  });

  it('takes the stroke asked, those within the exact tolerance and, loose, the round ones near it', () => {
    expect(strokeValues(120, false)).toEqual([118, 119, 120, 121, 122]);
    expect(strokeValues(120, true)).toEqual(expect.arrayContaining([110, 115, 120, 125, 130]));
    expect(strokeValues(120, true)).not.toContain(105);
  });
});

describe('filteredSearches', () => {
  it('goes from everything asked to force alone, on the shop’s filters only', () => {
    const searches = filteredSearches(extractEntities('vérin 18/8 course 120, 350 N, chapes, inox'));
    expect(searches.length).toBeGreaterThanOrEqual(3);
    expect(searches.every((search) => search.first === 20 && search.query === 'vérin')).toBe(true);
    const [strict] = searches;
    expect(types(strict.filters)).toEqual(['Vérin à gaz', 'Kit']);
    // 350 N within SPEC.md's 0.8–1.2 ×: 280 to 420 N.
    expect(values(strict.filters, 'force_range')).toEqual(['200 à 299 N', '300 à 399 N', '400 à 499 N']);
    expect(values(strict.filters, 'stroke_mm')).toContain('120');
    expect(values(strict.filters, 'size')).toEqual(['18/8']);
    expect(values(strict.filters, 'fitting_type')).toEqual(['Chape']);
    expect(values(strict.filters, 'material')).toEqual(['Inox', 'Inox 304', 'Inox 316', 'Inox 316L']);
    // force_n and extended_length_mm are no filters of the shop: their buckets are.
    const keys = new Set(searches.flatMap((search) => search.filters.map((filter) => filter.variantMetafield?.key)));
    expect(keys.has('force_n')).toBe(false);
    expect(keys.has('extended_length_mm')).toBe(false);
    // The loosest keeps the force, drops the geometry.
    expect(values(searches.at(-1)?.filters ?? [], 'stroke_mm')).toEqual([]);
  });

  it('filters the kind of spring for a locking or a tension one, and drops kits when refused', () => {
    const [locking] = filteredSearches(extractEntities('vérin blocable 500 N course 100, pas de kit'));
    expect(values(locking.filters, 'kind')).toEqual(['Vérin à gaz blocable']);
    expect(types(locking.filters)).toEqual(['Vérin à gaz']);
  });

  it('looks for a spare part by its fitting and thread', () => {
    const [search] = filteredSearches(extractEntities('une chape M10 seule'));
    expect(search.query).toBe('chape');
    expect(types(search.filters)).toEqual(['Accessoire']);
    expect(values(search.filters, 'thread')).toEqual(['M10']);
  });

  it('sends nothing when no spec is given', () => {
    expect(filteredSearches(extractEntities('un vérin pour mon lit coffre'))).toEqual([]);
  });
});

describe('the filtered search over the catalogue', () => {
  it('finds the variant that is force, stroke and fitting at once', async () => {
    const retrieval = memoryRetrieval();
    const searches = filteredSearches(extractEntities('vérin 23/10, course 400, 500 N, chapes'));
    const [strict] = await retrieval.filtered(searches.slice(0, 1));
    expect(strict.length).toBeGreaterThan(0);
    for (const product of strict) {
      expect(
        product.variants.some(
          (variant) => variant.specs.strokeMm === 400 && /chape/i.test(variant.specs.fitting ?? '') && (variant.specs.forceN ?? 0) >= 400 && (variant.specs.forceN ?? 0) < 750,
        ),
      ).toBe(true);
    }
  });
});
