import {describe, expect, it} from 'vitest';
import {filtersToSearch, isFilterActive, parseFilters, productSearchQuery} from '../../app/lib/catalogue/filters.ts';

describe('product list filters', () => {
  it('parses defaults from an empty URL', () => {
    const filters = parseFilters(new URLSearchParams(''));
    expect(filters).toEqual({q: '', tags: [], min: 0, max: 500, sort: 'featured', view: 'grid', facets: {}});
    expect(isFilterActive(filters)).toBe(false);
    expect(productSearchQuery(filters)).toBeNull();
    expect(filtersToSearch(filters)).toBe('');
  });

  it('clamps prices to 0-500, snaps them to steps of 5 and orders them', () => {
    const filters = parseFilters(new URLSearchParams('min=612&max=-3'));
    expect(filters.min).toBe(0);
    expect(filters.max).toBe(500);
    expect(parseFilters(new URLSearchParams('min=52&max=148'))).toMatchObject({min: 50, max: 150});
    expect(parseFilters(new URLSearchParams('min=300&max=50'))).toMatchObject({min: 50, max: 300});
  });

  it('is active when a tag is selected or the range is narrower than 0-500', () => {
    expect(isFilterActive({tags: ['inox'], min: 0, max: 500})).toBe(true);
    expect(isFilterActive({tags: [], min: 5, max: 500})).toBe(true);
    expect(isFilterActive({tags: [], min: 0, max: 495})).toBe(true);
    expect(isFilterActive({tags: [], min: 0, max: 500})).toBe(false);
  });

  it('builds the Storefront search query, converting HT bounds to TTC', () => {
    const filters = parseFilters(new URLSearchParams('q=vérin&tag=inox&tag=marine&min=50&max=150'));
    expect(productSearchQuery(filters)).toBe('vérin AND (tag:"inox" OR tag:"marine") AND variants.price:>=50 AND variants.price:<=150');
    expect(productSearchQuery(filters, 1.2)).toContain('variants.price:>=60 AND variants.price:<=180');
  });

  it('round-trips through the URL', () => {
    const search = '?q=ressort&tag=inox&min=50&max=150&sort=priceAsc&view=list';
    const filters = parseFilters(new URLSearchParams(search));
    expect(filtersToSearch(filters)).toBe(search);
    expect(filtersToSearch(filters, {tags: []})).toBe('?q=ressort&min=50&max=150&sort=priceAsc&view=list');
  });
});

describe('collection filter inputs', () => {
  it('maps tags and a narrowed price range to ProductFilter inputs', async () => {
    const {productFilterInputs} = await import('../../app/lib/catalogue/filters.ts');
    expect(productFilterInputs(parseFilters(new URLSearchParams('')))).toEqual([]);
    expect(productFilterInputs(parseFilters(new URLSearchParams('tag=inox&min=50')), 1.2)).toEqual([
      {tag: 'inox'},
      {price: {min: 60, max: 600}},
    ]);
  });
});
