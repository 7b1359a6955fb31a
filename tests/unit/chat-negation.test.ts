// How a product request's negations, exclusions and superlatives are read (decision 072):
// a negation governs the phrase after it, up to a comma, « mais », « plutôt » or a figure;
// what it refuses leaves every suggestion; « le plus … » sorts the range.

import {describe, expect, it} from 'vitest';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {FORCE_RANGES} from '../../app/lib/spec-metafields.ts';
import {readExclusions, readSuperlative} from '../../app/lib/chat/preferences.ts';
import {rankProducts} from '../../app/lib/chat/ranking.ts';
import {filteredSearches} from '../../app/lib/chat/spec-filters.ts';
import {records, toCandidate} from './chat-memory-retrieval.ts';

const catalogue = records.map(toCandidate);

describe('a negation scoped to the phrase it governs', () => {
  it('refuses a function named after a few words: « sans système de blocage », « pas pour tirer »', () => {
    const noLock = extractEntities("Je veux un vérin qui pousse, c'est tout, sans système de blocage : 300 N");
    expect(noLock.excluded.features).toEqual(['blocable']);
    expect(noLock.locking).toBe(false);
    const noPull = extractEntities("C'est pour pousser, pas pour tirer : vérin de compression 15/6, 100 N");
    expect(noPull.excluded.features).toEqual(['traction']);
    expect(noPull.traction).toBe(false);
    expect(extractEntities('je ne veux pas un verin qui se bloque, 300N').excluded.features).toEqual(['blocable']);
    expect(extractEntities('evitez le blocage svp').excluded.features).toEqual(['blocable']);
  });

  it('refuses a family: « surtout pas un vérin à gaz »', () => {
    const entities = extractEntities('Un amortisseur hydraulique, surtout pas un vérin à gaz, course 150');
    expect(entities.excluded.kinds).toEqual(['gas']);
    expect(entities.kinds).toEqual(['damper']);
  });

  it('refuses the feature, not the family, in « pas un vérin à gaz blocable »', () => {
    const entities = extractEntities('je ne veux pas un vérin à gaz blocable, 200 N');
    expect(entities.excluded.features).toEqual(['blocable']);
    expect(entities.excluded.kinds).toEqual([]);
  });

  it('stops at a comma, « mais » or « plutôt »', () => {
    const butPull = extractEntities('sans blocage mais de traction, 200 N');
    expect(butPull.excluded.features).toEqual(['blocable']);
    expect(butPull.traction).toBe(true);
    const rather = extractEntities('pas de rotules, plutôt des oeillets');
    expect(rather.excluded.fittings).toEqual(['rotule']);
    expect(rather.fittings).toEqual(['oeillet']);
    expect(extractEntities('sans inox, vérin blocable 400 N').locking).toBe(true);
  });

  it('reads « ni » and « ou » after a refusal as refusals too', () => {
    expect(readExclusions('verin sans soufflet ni rotule').exclusions).toMatchObject({features: ['protection'], fittings: ['rotule']});
    expect(readExclusions('pas de rotule ou de chape, 300 n').exclusions.fittings).toEqual(['rotule', 'chape']);
  });

  it('reads the English refusals the glossary puts in French words', () => {
    expect(extractEntities('Gas spring 300 N, not a locking one').excluded.features).toEqual(['blocable']);
    expect(extractEntities('no ball joints please, 200 N gas spring').excluded.fittings).toEqual(['rotule']);
    expect(extractEntities('no locking or traction spring, 300 N').excluded.features).toEqual(['blocable', 'traction']);
  });

  it('does not read a refusal where there is none', () => {
    expect(extractEntities('un vérin blocable pas trop cher').locking).toBe(true);
    expect(extractEntities('vérin pas plus long que 400 mm, blocable').excluded.features).toEqual([]);
  });
});

describe('trade words for a function', () => {
  it('reads auto-bloquant as locking', () => {
    for (const text of ['vérin auto-bloquant 400 N', 'verin autobloquant 400N', 'un Bloc-O-Lift de 400 N']) {
      expect(extractEntities(text).locking, text).toBe(true);
    }
  });

  it('reads a purge screw or a valve as an adjustable force, whose « maxi » is the force it delivers', () => {
    const entities = extractEntities('Un vérin dont on baisse la force avec une valve ? Environ 500 N maxi, course 150');
    expect(entities.subjects.map((subject) => subject.id)).toContain('force-reglable');
    expect(entities.forceN).toBe(500);
    expect(entities.bounds.forceN).toBeUndefined();
    expect(extractEntities('vis de purge pour baisser la force').subjects.map((subject) => subject.id)).toContain('force-reglable');
    expect(extractEntities('pas besoin de vérin réglable').excluded.features).toEqual(['reglable']);
  });
});

describe('superlatives', () => {
  it('reads the strongest, the weakest, the shortest and the longest', () => {
    expect(readSuperlative('votre verin le plus costaud')).toEqual({by: 'force', most: true});
    expect(readSuperlative('la plus puissante')).toEqual({by: 'force', most: true});
    expect(readSuperlative('the strongest gas spring')).toEqual({by: 'force', most: true});
    expect(readSuperlative('le plus leger')).toEqual({by: 'force', most: false});
    expect(readSuperlative('le plus court possible')).toEqual({by: 'length', most: false});
    expect(readSuperlative('le plus petit verin')).toEqual({by: 'length', most: false});
    expect(readSuperlative('la plus longue')).toEqual({by: 'length', most: true});
    expect(readSuperlative('pas plus de 300 mm')).toBeUndefined();
  });

  it('searches the end of the range the superlative asks', () => {
    const searches = filteredSearches(extractEntities('Quel est votre vérin à gaz le plus costaud ?'));
    const labels = searches.flatMap((search) => search.filters.map((filter) => filter.variantMetafield?.value).filter(Boolean));
    expect(labels).toContain(FORCE_RANGES[FORCE_RANGES.length - 1].label);
  });
});

describe('exclusions and superlatives in the ranking', () => {
  it('leaves a refused function out of every suggestion, even one made for the use named', () => {
    const ranked = rankProducts(catalogue, extractEntities('pour un lit médicalisé, sans système de blocage, 300 N')).ranked;
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.some((row) => row.product.tags.includes('blocable'))).toBe(false);
  });

  it('leaves a refused fitting out of every suggestion, even when another is asked', () => {
    const ranked = rankProducts(catalogue, extractEntities('surtout pas de rotules, plutôt des oeillets : vérin 300 N course 100')).ranked;
    expect(ranked.slice(0, 3).every((row) => !/rotule/i.test(`${row.variant.specs.fitting ?? ''} ${row.variant.title}`))).toBe(true);
  });

  it('puts the strongest gas spring first for « le plus costaud », the shortest for « le plus court »', () => {
    const strongest = rankProducts(catalogue, extractEntities('votre vérin à gaz le plus costaud')).ranked[0];
    const maxForce = Math.max(...catalogue.filter((p) => p.productType === 'Vérin à gaz').flatMap((p) => p.variants.map((v) => v.specs.forceN ?? 0)));
    expect(strongest.variant.specs.forceN).toBe(maxForce);
    const shortest = rankProducts(catalogue, extractEntities('le vérin le plus court de 300 N')).ranked[0];
    expect(shortest.variant.specs.forceN).toBeGreaterThanOrEqual(240);
    const lengths = catalogue
      .filter((p) => p.productType === 'Vérin à gaz')
      .flatMap((p) => p.variants.filter((v) => v.specs.forceN === 300).map((v) => v.specs.extendedLengthMm ?? Infinity));
    expect(shortest.variant.specs.extendedLengthMm).toBeLessThanOrEqual(Math.min(...lengths));
  });
});
