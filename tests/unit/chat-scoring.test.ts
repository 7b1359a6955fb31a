import {describe, expect, it} from 'vitest';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {
  confidenceFor,
  matchVariant,
  scoreMatch,
  titleDiameters,
  withinRange,
  type MatchResult,
} from '../../app/lib/chat/scoring.ts';
import type {CandidateProduct} from '../../app/lib/chat/types.ts';

const none: MatchResult = {available: false, application: false, force: false, size: false, forceExact: false, sizeExact: false};

describe('scoreMatch (SPEC.md section 9)', () => {
  it('gives 100 for an available product and 10 for an unavailable one', () => {
    expect(scoreMatch({...none, available: true}, false)).toBe(100);
    expect(scoreMatch(none, false)).toBe(10);
  });

  it('adds 50 for the application, 75 for the force, 60 for the size', () => {
    expect(scoreMatch({...none, available: true, application: true}, false)).toBe(150);
    expect(scoreMatch({...none, available: true, force: true}, false)).toBe(175);
    expect(scoreMatch({...none, available: true, size: true}, false)).toBe(160);
    expect(scoreMatch({...none, available: true, application: true, force: true, size: true}, false)).toBe(285);
  });

  it('adds 30 when urgent, only for an available product', () => {
    expect(scoreMatch({...none, available: true}, true)).toBe(130);
    expect(scoreMatch(none, true)).toBe(10);
    expect(scoreMatch({...none, available: true, application: true, force: true, size: true}, true)).toBe(315);
  });
});

describe('ranges', () => {
  it('takes a force within 0.8 to 1.2 times the one asked', () => {
    expect(withinRange(240, 300, {min: 0.8, max: 1.2})).toBe(true);
    expect(withinRange(360, 300, {min: 0.8, max: 1.2})).toBe(true);
    expect(withinRange(239, 300, {min: 0.8, max: 1.2})).toBe(false);
    expect(withinRange(361, 300, {min: 0.8, max: 1.2})).toBe(false);
    expect(withinRange(undefined, 300, {min: 0.8, max: 1.2})).toBe(false);
  });
});

describe('confidenceFor', () => {
  const asked = extractEntities('vérin pour bateau, 300 N, course 100 mm');

  it('says how well the product fits, never whether it is in stock', () => {
    const fits = {application: true, force: true, size: true};
    expect(confidenceFor({...none, ...fits, available: false}, asked)).toBe(confidenceFor({...none, ...fits, available: true}, asked));
    expect(confidenceFor({...none, available: true}, asked)).toBe(confidenceFor(none, asked));
  });

  it('gives Excellent (0.9 and more) only when everything asked is met, force and size included', () => {
    expect(confidenceFor({...none, application: true, force: true, forceExact: true, size: true, sizeExact: true}, asked)).toBe(1);
    expect(confidenceFor({...none, force: true, forceExact: true, size: true, sizeExact: true}, extractEntities('vérin 300 N course 100'))).toBe(0.95);
  });

  it('gives Bon choix, not Excellent, when the force or the size is only near the one asked', () => {
    const asked = extractEntities('vérin 300 N course 130');
    expect(confidenceFor({...none, force: true, forceExact: true, size: true, sizeExact: false}, asked)).toBe(0.75);
    expect(confidenceFor({...none, force: true, forceExact: false, size: true, sizeExact: true}, asked)).toBe(0.75);
  });

  it('gives Choix possible (below 0.7) when the force or the size is missed', () => {
    expect(confidenceFor({...none, available: true, application: true, force: true}, asked)).toBeLessThan(0.7);
    expect(confidenceFor({...none, available: true, application: true, size: true}, asked)).toBeLessThan(0.7);
  });

  it('stays at Bon choix when the force or the size was not given', () => {
    expect(confidenceFor({...none, application: true}, extractEntities('vérin pour bateau'))).toBe(0.7);
    expect(confidenceFor({...none, force: true, forceExact: true}, extractEntities('vérin de 300 N'))).toBe(0.8);
    // A spare part is chosen by its fitting, not by a force.
    expect(confidenceFor({...none, fitting: true}, extractEntities('rotule M8'), false)).toBe(0.95);
  });
});

describe('matchVariant', () => {
  const product: CandidateProduct = {
    id: 'gid://shopify/Product/1',
    handle: 'verin-gaz-inox-316l-18-8-course-150-marine',
    title: 'Vérin à gaz inox 316L 18/8 – course 150 mm – marine',
    description: '',
    productType: 'Vérin à gaz',
    tags: ['inox', 'marine'],
    availableForSale: true,
    image: null,
    specs: {},
    variants: [
      {
        id: 'v1',
        title: '300 N',
        availableForSale: true,
        quantityAvailable: 12,
        price: '49.90',
        compareAtPrice: null,
        selectedOptions: [{name: 'Force', value: '300 N'}],
        specs: {forceN: 300, strokeMm: 150, extendedLengthMm: 370, bodyDiameterMm: 18, rodDiameterMm: 8},
      },
    ],
  };

  it('checks the application by tag, the force and every size given', () => {
    const match = matchVariant(product, product.variants[0], extractEntities('vérin pour bateau 280 N course 150 mm 18/8'));
    expect(match).toMatchObject({available: true, application: true, force: true, size: true});
  });

  it('misses the size when one dimension is off', () => {
    const match = matchVariant(product, product.variants[0], extractEntities('vérin 300 N course 150 mm, 500 mm entre axes'));
    expect(match.size).toBe(false);
    expect(match.force).toBe(true);
  });
});

describe('titleDiameters', () => {
  it('reads the diameters buyers quote', () => {
    expect(titleDiameters('Vérin à gaz 15/6 – course 100 mm')).toEqual({body: 15, rod: 6});
    expect(titleDiameters('Vérin pneumatique ISO 15552 Ø 32 mm – double effet')).toEqual({body: 32});
    expect(titleDiameters('Vérin hydraulique à tirants ISO 6020-2 – 50/28')).toEqual({body: 50, rod: 28});
    expect(titleDiameters('Kit de raccords pneumatiques G 1/8')).toBeNull();
  });
});
