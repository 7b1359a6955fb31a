import {describe, expect, it} from 'vitest';
import {DEFAULT_SELECTION, type ConfiguratorSelection} from '../../app/lib/tools/configurator.ts';
import type {LidInput} from '../../app/lib/tools/force/calculator.ts';
import {normalizeSpaces} from '../../app/lib/money.ts';
import {
  candidatesFromProducts,
  candidateUrl,
  findForConfiguration,
  variantDescription,
  type CatalogueProduct,
  type SpringCandidate,
} from '../../app/lib/tools/spring-match.ts';
import {products as seed} from '../../local-shop/catalog/products.ts';
import {lidResult} from '../../app/lib/tools/force/result.ts';

/** The calculator's suggestions for a lid, as the page shows them. */
const suggest = (lid: LidInput, list: SpringCandidate[]) => lidResult(lid, list, '', null).suggestions;
import {specMetafields} from '../../local-shop/graphql/specs.ts';

const specs = (values: Record<string, string | number>) => Object.entries(values).map(([key, value]) => ({key, value: String(value)}));

function product(overrides: Partial<CatalogueProduct> & {variants?: CatalogueProduct['variants']}): CatalogueProduct {
  return {
    handle: 'verin-test',
    title: 'Vérin de test',
    tags: ['compression', 'acier'],
    metafields: specs({progression: 1.25, rod_diameter_mm: 6, fitting: 'Œillet métal Ø 6,1 mm'}),
    variants: {nodes: []},
    ...overrides,
  };
}

function variant(options: Record<string, string>, values: Record<string, string | number>, price = '19.90') {
  return {
    id: `gid://shopify/ProductVariant/${Object.values(options).join('-') || 'default'}`,
    title: Object.values(options).join(' / ') || 'Default Title',
    availableForSale: true,
    price: {amount: price},
    selectedOptions: Object.keys(options).length > 0 ? Object.entries(options).map(([name, value]) => ({name, value})) : [{name: 'Title', value: 'Default Title'}],
    metafields: specs(values),
  };
}

function candidate(overrides: Partial<SpringCandidate>): SpringCandidate {
  return {
    handle: 'h',
    title: 'Vérin',
    variantTitle: 'Default Title',
    variantId: 'gid://shopify/ProductVariant/1',
    options: [],
    bodyDiameterMm: 15,
    size: '15/6',
    fittingRod: 'Œillet',
    fittingBody: 'Œillet',
    thread: 'M6',
    accessoryIds: [],
    forceN: 100,
    progression: 1.3,
    strokeMm: 100,
    extendedLengthMm: 260,
    rodDiameterMm: 6,
    fitting: 'Œillet métal Ø 6,1 mm',
    stainless: false,
    kind: 'compression',
    price: 10,
    available: true,
    ...overrides,
  };
}

describe('catalogue springs from the Storefront API', () => {
  it('makes one candidate per variant, the variant’s specs overriding the product’s', () => {
    const list = candidatesFromProducts([
      product({
        variants: {
          nodes: [
            variant({Course: '150 mm', Force: '100 N'}, {force_n: 100, stroke_mm: 150, extended_length_mm: 360}),
            variant({Course: '150 mm', Force: '200 N'}, {force_n: 200, stroke_mm: 150, extended_length_mm: 360, progression: 1.4}, '20.90'),
            // No force: not a spring the tools can reason about.
            variant({Course: '40 mm', Force: '?'}, {stroke_mm: 40, extended_length_mm: 140}),
          ],
        },
      }),
    ]);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      handle: 'verin-test',
      variantTitle: '150 mm / 100 N',
      options: [
        {name: 'Course', value: '150 mm'},
        {name: 'Force', value: '100 N'},
      ],
      forceN: 100,
      progression: 1.25,
      strokeMm: 150,
      extendedLengthMm: 360,
      rodDiameterMm: 6,
      fitting: 'Œillet métal Ø 6,1 mm',
      stainless: false,
      kind: 'compression',
      price: 19.9,
    });
    expect(list[1].progression).toBe(1.4);
    expect(list[1].price).toBe(20.9);
  });

  it('reads the kind and the material from the tags, and defaults the progression to 1.3', () => {
    const [traction] = candidatesFromProducts([
      product({tags: ['traction', 'inox'], metafields: [], variants: {nodes: [variant({}, {force_n: 150, stroke_mm: 100, extended_length_mm: 280})]}}),
    ]);
    expect(traction).toMatchObject({kind: 'traction', stainless: true, progression: 1.3, options: [], rodDiameterMm: null, fitting: null});
    const [locking] = candidatesFromProducts([
      product({tags: ['blocable'], variants: {nodes: [variant({}, {force_n: 400, stroke_mm: 100, extended_length_mm: 310})]}}),
    ]);
    expect(locking.kind).toBe('blocable');
  });

  it('links to the product page with the variant selected', () => {
    expect(candidateUrl({handle: 'verin-test', options: [{name: 'Course', value: '150 mm'}, {name: 'Force', value: '100 N'}]})).toBe(
      '/products/verin-test?Course=150+mm&Force=100+N',
    );
    expect(candidateUrl({handle: 'verin-test', options: []})).toBe('/products/verin-test');
    expect(variantDescription({options: [{name: 'Course', value: '150 mm'}, {name: 'Force', value: '100 N'}]})).toBe('Course 150 mm, force 100 N');
  });
});

describe("configurator 'Trouver'", () => {
  const select = (overrides: Partial<ConfiguratorSelection>): ConfiguratorSelection => ({...DEFAULT_SELECTION, ...overrides});

  it('ranks the closest first, one variant per product, and says why', () => {
    const matches = findForConfiguration(select({}), [
      candidate({handle: 'far', forceN: 300, strokeMm: 100, extendedLengthMm: 250}),
      candidate({handle: 'close', forceN: 20, strokeMm: 20, extendedLengthMm: 85, rodDiameterMm: 4}),
      candidate({handle: 'close', forceN: 50, strokeMm: 20, extendedLengthMm: 85, rodDiameterMm: 4}),
    ]);
    expect(matches.map((m) => [m.candidate.handle, m.candidate.forceN])).toEqual([
      ['close', 20],
      ['far', 300],
    ]);
    // |20 − 30| / 30 × 3 + 0 + |85 − 94| / 94 × 2 + |4 − 6| / 6 × 1 + 0.2 (other fitting) = 1 + 0.1915 + 0.3333 + 0.2
    expect(matches[0].score).toBeCloseTo(1.7248, 3);
    expect(matches[0].reasons.map(normalizeSpaces)).toEqual([
      'Force 20 N (−10 N)',
      'Course 20 mm : identique',
      'Longueur 85 mm (−9 mm)',
      'Tige Ø 4 mm (−2 mm)',
      'Embout différent : Œillet métal Ø 6,1 mm',
    ]);
    expect(matches[0].exact).toBe(false);
  });

  it('recognises an exact match, clevis included', () => {
    const [match] = findForConfiguration(select({diametre: 8, longueur: 120, course: 30, force: 60}), [
      candidate({forceN: 60, strokeMm: 30, extendedLengthMm: 120, rodDiameterMm: 8, fitting: 'Chape M8 avec axe et clip'}),
    ]);
    expect(match.exact).toBe(true);
    expect(match.score).toBe(0);
    expect(match.reasons).toContain('Embout : Chape M8 avec axe et clip');
  });

  it('keeps stainless configurations to stainless springs and leaves traction and locking springs out', () => {
    const list = [
      candidate({handle: 'steel'}),
      candidate({handle: 'inox', stainless: true}),
      candidate({handle: 'pull', kind: 'traction', stainless: true}),
      candidate({handle: 'lock', kind: 'blocable'}),
    ];
    expect(findForConfiguration(select({type: 'stainless'}), list).map((m) => m.candidate.handle)).toEqual(['inox']);
    const steel = findForConfiguration(select({}), list);
    expect(steel.map((m) => m.candidate.handle)).toEqual(['steel', 'inox']);
    expect(steel[1].reasons).toContain('Inox (plus résistant à la corrosion que l’acier demandé)');
  });

  it('prefers a threaded end for a threaded clevis, the clevis being an accessory', () => {
    const matches = findForConfiguration(select({chape: 'threaded'}), [
      candidate({handle: 'eye', fitting: 'Œillet métal Ø 6,1 mm'}),
      candidate({handle: 'ball', fitting: 'Rotule M8 (axe à boule Ø 13 mm)'}),
    ]);
    expect(matches.map((m) => m.candidate.handle)).toEqual(['ball', 'eye']);
    expect(matches[0].reasons.at(-1)).toBe('Embout : Rotule M8 (axe à boule Ø 13 mm) (se combine avec une chape filetée vendue en accessoire)');
  });

  it('returns at most six products', () => {
    const many = Array.from({length: 10}, (_, i) => candidate({handle: `p${i}`, forceN: 30 + i}));
    expect(findForConfiguration(select({}), many)).toHaveLength(6);
  });
});

describe('force calculator suggestions', () => {
  // The worked example of force-calculator.test.ts: needs 353.55 mm extended, 141.42 mm stroke.
  const lid: LidInput = {
    massKg: 10,
    lidDepthMm: 600,
    cgMm: 300,
    springs: 2,
    lidMountMm: 100,
    frameMountXMm: 250,
    frameMountYMm: 150,
    openingDeg: 90,
    marginPercent: 10,
  };

  it('puts the springs that fit first, with the smallest force that holds the lid', () => {
    const list = [
      candidate({handle: 'short', forceN: 100, strokeMm: 100, extendedLengthMm: 260}),
      candidate({handle: 'm8', variantTitle: '150 mm / 200 N', forceN: 200, strokeMm: 150, extendedLengthMm: 360}),
      candidate({handle: 'm8', variantTitle: '150 mm / 100 N', forceN: 100, strokeMm: 150, extendedLengthMm: 360}),
      candidate({handle: 'pull', kind: 'traction', forceN: 100, strokeMm: 150, extendedLengthMm: 360}),
    ];
    const suggestions = suggest(lid, list);
    expect(suggestions.map((s) => [s.candidate.handle, s.candidate.forceN, s.evaluation.fits])).toEqual([
      ['m8', 100, true],
      ['short', 100, false],
    ]);
    expect(suggestions[0].reasons.map(normalizeSpaces)).toEqual([
      'Force 100 N : tient le couvercle ouvert et le laisse fermé',
      'Longueur 360 mm pour 353,6 mm nécessaires : convient',
      'Course 150 mm pour 141,4 mm nécessaires : convient',
    ]);
    // 260 mm: the spring is fully extended where the mounting points are 260 mm apart, near 31°.
    const [, length, stroke] = suggestions[1].reasons.map(normalizeSpaces);
    expect(length).toMatch(/^Longueur 260 mm pour 353,6 mm nécessaires : trop court, le couvercle s’arrête à 3[01]°$/);
    expect(stroke).toBe('Course 100 mm pour 141,4 mm nécessaires : trop courte pour toute l’ouverture');
  });

  it('says when a spring cannot compress enough for the lid to close', () => {
    // 360 mm with a 100 mm stroke is 260 mm compressed: the closed lid leaves 212.1 mm.
    const [stiff] = suggest(lid, [candidate({forceN: 100, strokeMm: 100, extendedLengthMm: 360})]);
    expect(stiff.evaluation.strokeFits).toBe(false);
    expect(normalizeSpaces(stiff.reasons[2])).toBe(
      'Course 100 mm pour 141,4 mm nécessaires : comprimé, le vérin mesure 260 mm, il faut au plus 212,1 mm pour fermer',
    );
  });

  it('flags a spring much stronger than needed', () => {
    // The smallest force that holds this lid is 78.7 N with this spring's shape: 200 N is oversized.
    const [strong] = suggest({...lid, massKg: 20}, [candidate({forceN: 200, strokeMm: 150, extendedLengthMm: 360})]);
    expect(strong.oversized).toBe(false);
    const [oversized] = suggest({...lid, massKg: 4}, [candidate({forceN: 200, strokeMm: 150, extendedLengthMm: 360})]);
    expect(oversized.oversized).toBe(true);
    expect(oversized.evaluation.verdict).toBe('opens-by-itself');
  });

  it('finds fitting springs in the seed catalogue for the worked example', () => {
    const catalogue: CatalogueProduct[] = seed
      .filter((p) => p.productType === 'Vérin à gaz')
      .map((p) => ({
        handle: p.handle,
        title: p.title,
        tags: p.tags,
        metafields: specMetafields(p.specs),
        variants: {
          nodes: p.variants.map((v) => ({
            id: `gid://shopify/ProductVariant/${v.sku}`,
            title: Object.values(v.options).join(' / '),
            availableForSale: v.stock > 0,
            price: {amount: v.price},
            selectedOptions: Object.entries(v.options).map(([name, value]) => ({name, value})),
            metafields: specMetafields(v.specs ?? {}),
          })),
        },
      }));
    const suggestions = suggest(lid, candidatesFromProducts(catalogue));
    expect(suggestions.length).toBe(6);
    const fitting = suggestions.filter((s) => s.evaluation.fits);
    expect(fitting.length).toBeGreaterThan(0);
    for (const s of fitting) {
      // As measured, or with the frame mount moved (and the suggestion says where).
      const fitsAsGiven = s.candidate.extendedLengthMm >= 353 && s.candidate.extendedLengthMm - s.candidate.strokeMm <= 212.13;
      if (!fitsAsGiven) expect(s.reasons[0]).toMatch(/^Fixation sur le cadre à déplacer/);
    }
    expect(fitting[0].candidate.extendedLengthMm).toBeGreaterThanOrEqual(353);
    expect(fitting[0].candidate.extendedLengthMm - fitting[0].candidate.strokeMm).toBeLessThanOrEqual(212.13);
  });
});
