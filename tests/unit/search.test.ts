import {describe, expect, it, vi} from 'vitest';
import {parseSearchParams, searchProductFilters, SEARCH_DEFAULT_TERM, withRetries} from '../../app/lib/catalogue/search.ts';
import {FAMILY_TERMS} from '../../app/lib/chat/spec-filters.ts';

describe('search filters', () => {
  it('keeps only known categories and price bands, once each', () => {
    const params = parseSearchParams(new URLSearchParams('q=  verin &categorie=gaz&categorie=gaz&categorie=inconnue&prix=100%2B&prix=5-6'));
    expect(params).toEqual({q: 'verin', categories: ['gaz'], prices: ['100+'], force: null});
  });

  it('keeps a force asked for when it is a whole number of newtons within reach, else none', () => {
    expect(parseSearchParams(new URLSearchParams('force=600')).force).toBe(600);
    for (const bad of ['0', '-5', '600.5', '1e3', 'abc', '9999999', '']) expect(parseSearchParams(new URLSearchParams(`force=${bad}`)).force, bad).toBeNull();
  });

  it('maps them to Storefront productFilters', () => {
    const params = parseSearchParams(new URLSearchParams('categorie=gaz&categorie=supports&prix=0-50&prix=100%2B'));
    expect(searchProductFilters(params)).toEqual([
      {productType: 'Vérin à gaz'},
      {productType: 'Support de levage'},
      {price: {min: 0, max: 50}},
      {price: {min: 100}},
    ]);
    expect(searchProductFilters(parseSearchParams(new URLSearchParams('')))).toEqual([]);
  });
});

describe('the term searched when the box held only measures', () => {
  it('names every family of the range, each once, in Shopify’s OR syntax', () => {
    const terms = SEARCH_DEFAULT_TERM.split(' OR ');
    expect(new Set(terms)).toEqual(new Set(Object.values(FAMILY_TERMS)));
    expect(terms).toHaveLength(new Set(terms).size);
  });
});

describe('withRetries', () => {
  it('tries three times in all before failing', async () => {
    const run = vi.fn().mockRejectedValue(new Error('panne'));
    await expect(withRetries(run)).rejects.toThrow('panne');
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('returns as soon as one attempt succeeds', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('panne')).mockResolvedValue('ok');
    await expect(withRetries(run)).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stops at the first failure that is not worth retrying', async () => {
    const run = vi.fn().mockRejectedValue(new Error('délai dépassé'));
    await expect(withRetries(run, 2, () => false)).rejects.toThrow('délai dépassé');
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('the force typed goes with its band', () => {
  it('kept while its band is ticked, dropped once it is not', async () => {
    const {askedForce, searchHref} = await import('../../app/lib/catalogue/search-url.ts');
    const params = parseSearchParams(new URLSearchParams('force=600'));
    const band = {'filter.v.m.specs.force_range': ['500 à 749 N']};
    const other = {'filter.v.m.specs.force_range': ['750 à 999 N']};
    expect(askedForce(params, band)).toBe(600);
    expect(searchHref(params, band)).toContain('force=600');
    expect(askedForce(params, other)).toBeNull();
    expect(searchHref(params, other)).not.toContain('force=');
    expect(searchHref(params, {})).not.toContain('force=');
  });
});

describe('the search page’s title', () => {
  it('names the words and the measures read from them', async () => {
    const {searchTitle} = await import('../../app/lib/catalogue/search-url.ts');
    const size = {'filter.v.m.specs.size': ['22/10'], 'filter.v.m.specs.force_range': ['500 à 749 N']};
    const title = searchTitle('', size, 'Boutique');
    expect(title).toMatch(/^Recherche .*22\/10.*500 à 749 N \| Boutique$/);
    expect(searchTitle('vérin', size, 'Boutique')).toMatch(/^Recherche « vérin » \(.*22\/10.*\) \| Boutique$/);
    expect(searchTitle('rotule', {}, 'Boutique')).toBe('Recherche « rotule » | Boutique');
    expect(searchTitle('', {}, 'Boutique')).toBe('Recherche | Boutique');
  });
});
