import {describe, expect, it} from 'vitest';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {fallbackScan, keywordSearches} from '../../app/lib/chat/queries.ts';
import {rankProducts} from '../../app/lib/chat/ranking.ts';
import {records, toCandidate} from './chat-memory-retrieval.ts';

const catalogue = records.map(toCandidate);
const byHandle = (handle: string) => {
  const product = catalogue.find((candidate) => candidate.handle === handle);
  if (!product) throw new Error(handle);
  return product;
};

describe('keywordSearches', () => {
  it('reads 10 products per search, the family last, at most four searches', () => {
    const searches = keywordSearches(extractEntities('vérin à gaz inox 150 N pour trappe de bateau, course 150, rotules'));
    expect(searches.length).toBeLessThanOrEqual(4);
    expect(searches.every((search) => search.first === 10 && search.sortKey === 'RELEVANCE')).toBe(true);
    expect(searches[0].query).toBe('trappe (product_type:"Vérin à gaz" OR product_type:"Kit") tag:inox');
    expect(searches.at(-1)?.query).toBe('(product_type:"Vérin à gaz" OR product_type:"Kit") tag:inox');
  });

  it('searches the application tags and the diameters', () => {
    const queries = keywordSearches(extractEntities('vérin hydraulique 40/25 pour tracteur')).map((search) => search.query);
    expect(queries).toContain('tag:agricole product_type:"Vérin hydraulique"');
    expect(queries).toContain('"40/25" product_type:"Vérin hydraulique"');
  });

  it('falls back to any cylinder when nothing says which family', () => {
    expect(keywordSearches(extractEntities('300 N')).at(-1)?.query).toBe('verin');
  });
});

describe('fallbackScan', () => {
  it('reads 50 best sellers of the family', () => {
    expect(fallbackScan(extractEntities('vérin pneumatique'))).toEqual({
      query: 'product_type:"Vérin pneumatique"',
      first: 50,
      sortKey: 'BEST_SELLING',
    });
    expect(fallbackScan(extractEntities('300 N')).query).toBe('');
  });
});

describe('rankProducts', () => {
  it('orders by the fit first, then by SPEC.md score among equal fits', () => {
    const entities = extractEntities('vérin à gaz 200 N course 100 mm');
    const {ranked} = rankProducts(catalogue, entities);
    expect(ranked[0].score).toBe(100 + 75 + 60);
    for (let i = 1; i < ranked.length; i++) {
      const [before, after] = [ranked[i - 1], ranked[i]];
      expect(before.missed.length).toBeLessThanOrEqual(after.missed.length);
      if (before.missed.length === after.missed.length && before.inexact.length === after.inexact.length) {
        expect(before.score).toBeGreaterThanOrEqual(after.score);
      }
    }
  });

  it('puts an exact fit out of stock before a wrong stroke in stock: the fit decides, the stock is reported', () => {
    const exact = {...byHandle('verin-gaz-compression-15-6-course-100-oeillet')};
    exact.variants = exact.variants.map((variant) => ({...variant, availableForSale: false, quantityAvailable: 0}));
    const longer = byHandle('verin-gaz-compression-15-6-course-150-oeillet');
    const {ranked} = rankProducts([longer, exact], extractEntities('vérin 15/6 course 100 mm, 200 N, œillets'));
    expect(ranked[0].product.handle).toBe(exact.handle);
    expect(ranked[0].variant.availableForSale).toBe(false);
    expect(ranked[0].missed).toEqual([]);
    expect(ranked[1].missed).toContain('size');
  });

  it('keeps only stainless products when stainless is asked', () => {
    const {ranked, relaxed} = rankProducts(catalogue, extractEntities('vérin inox 300 N'));
    expect(relaxed).toEqual([]);
    expect(ranked.every((row) => `${row.product.specs.material} ${row.product.tags}`.toLowerCase().includes('inox'))).toBe(true);
  });

  it('drops a requirement nothing meets, and says so', () => {
    const products = [byHandle('verin-gaz-compression-15-6-course-100-oeillet')];
    const {ranked, relaxed} = rankProducts(products, extractEntities('vérin inox 200 N'));
    expect(ranked).toHaveLength(1);
    expect(relaxed).toEqual(['material']);
  });

  it('leaves traction and locking springs out unless asked', () => {
    const {ranked} = rankProducts(catalogue, extractEntities('vérin à gaz 300 N'));
    expect(ranked.some((row) => row.product.tags.includes('traction') || row.product.tags.includes('blocable'))).toBe(false);
    const traction = rankProducts(catalogue, extractEntities('vérin de traction 300 N')).ranked;
    expect(traction[0].product.tags).toContain('traction');
  });

  it('picks the variant that fits: force, then stock', () => {
    const {ranked} = rankProducts([byHandle('verin-gaz-compression-15-6-course-100-oeillet')], extractEntities('vérin 15/6 course 100 250 N'));
    expect(ranked[0].variant.specs.forceN).toBe(250);
    expect(ranked[0].match).toMatchObject({available: true, application: false, force: true, size: true});
    expect(ranked[0].missed).toEqual([]);
  });

  it('picks the variant with the thread asked even when out of stock', () => {
    const {ranked} = rankProducts([byHandle('chape-acier-avec-axe-filetee')], extractEntities('une chape M14'));
    expect(ranked[0].variant.title).toBe('M14×1,5');
    expect(ranked[0].variant.availableForSale).toBe(false);
    expect(ranked[0].score).toBe(10);
  });

  it('prefers an available product to an unavailable one that fits as well', () => {
    const entities = extractEntities('vérin à gaz inox 304 pour plancha');
    const {ranked} = rankProducts(catalogue, entities);
    expect(ranked[0].product.availableForSale).toBe(true);
    // The plancha spring is out of stock: the same-size stainless spring comes first.
    expect(ranked[0].product.handle).toBe('verin-gaz-inox-304-15-6-course-100-oeillet');
  });
});
