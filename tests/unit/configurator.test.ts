import {describe, expect, it} from 'vitest';
import {
  ALLOWED_FORCES_BY_STROKE,
  ALLOWED_LENGTHS_BY_DIAMETER,
  CLEVIS_OPTIONS,
  type ConfiguratorSelection,
  DEFAULT_SELECTION,
  DIAMETERS,
  FORCES,
  forceOptions,
  isForceAllowed,
  isLengthAllowed,
  isSelectionValid,
  LENGTHS,
  lengthOptions,
  MATERIAL_OPTIONS,
  nearestValue,
  normalizeSelection,
  priceEstimate,
  referenceCode,
  STROKES,
} from '../../app/lib/tools/configurator.ts';

const select = (overrides: Partial<ConfiguratorSelection>): ConfiguratorSelection => ({...DEFAULT_SELECTION, ...overrides});

describe('options (SPEC.md section 9)', () => {
  it('offers the SPEC.md values', () => {
    expect(MATERIAL_OPTIONS.map((o) => [o.value, o.code])).toEqual([
      ['steel', 'VGA'],
      ['stainless', 'VGI'],
    ]);
    expect(CLEVIS_OPTIONS.map((o) => [o.value, o.code])).toEqual([
      ['welded', 'S'],
      ['threaded', 'F'],
    ]);
    expect(DIAMETERS).toEqual([6, 8, 10, 12, 14]);
    expect(LENGTHS).toEqual([94, 120, 150, 200, 250]);
    expect(STROKES).toEqual([20, 30, 50, 80, 100]);
    expect(FORCES).toEqual([30, 60, 100, 200, 300]);
  });

  it('defaults to steel, welded, 6 / 94 / 20 / 30', () => {
    expect(DEFAULT_SELECTION).toEqual({type: 'steel', chape: 'welded', diametre: 6, longueur: 94, course: 20, force: 30});
    expect(isSelectionValid(DEFAULT_SELECTION)).toBe(true);
  });
});

describe('compatibility (SPEC.md section 5)', () => {
  it('allows lengths per diameter', () => {
    expect(ALLOWED_LENGTHS_BY_DIAMETER).toEqual({
      6: [94, 120, 150],
      8: [94, 120, 150, 200],
      10: [120, 150, 200, 250],
      12: [150, 200, 250],
      14: [200, 250],
    });
    expect(isLengthAllowed(6, 94)).toBe(true);
    expect(isLengthAllowed(6, 200)).toBe(false);
    expect(isLengthAllowed(8, 200)).toBe(true);
    expect(isLengthAllowed(10, 94)).toBe(false);
    expect(isLengthAllowed(12, 120)).toBe(false);
    expect(isLengthAllowed(14, 150)).toBe(false);
    expect(isLengthAllowed(14, 250)).toBe(true);
    expect(isLengthAllowed(7, 94)).toBe(false);
  });

  it('allows forces per stroke', () => {
    expect(ALLOWED_FORCES_BY_STROKE).toEqual({
      20: [30, 60, 100],
      30: [30, 60, 100, 200],
      50: [60, 100, 200, 300],
      80: [100, 200, 300],
      100: [200, 300],
    });
    expect(isForceAllowed(20, 100)).toBe(true);
    expect(isForceAllowed(20, 200)).toBe(false);
    expect(isForceAllowed(30, 200)).toBe(true);
    expect(isForceAllowed(50, 30)).toBe(false);
    expect(isForceAllowed(80, 60)).toBe(false);
    expect(isForceAllowed(100, 100)).toBe(false);
    expect(isForceAllowed(100, 300)).toBe(true);
  });

  it('flags the options that are not compatible', () => {
    expect(lengthOptions(12)).toEqual([
      {value: 94, label: '94 mm', allowed: false},
      {value: 120, label: '120 mm', allowed: false},
      {value: 150, label: '150 mm', allowed: true},
      {value: 200, label: '200 mm', allowed: true},
      {value: 250, label: '250 mm', allowed: true},
    ]);
    expect(forceOptions(100).map((o) => o.allowed)).toEqual([false, false, false, true, true]);
  });
});

describe('priceEstimate (TTC): 25 + 2×d + 1.5×⌊L/10⌋ + 2×⌊C/10⌋ + 5×⌊F/50⌋, ×1.4 stainless, then +8 threaded', () => {
  it.each<[string, Partial<ConfiguratorSelection>, number, string]>([
    // Defaults: 25 + 2×6 + 1.5×9 + 2×2 + 5×0 = 25 + 12 + 13.5 + 4 + 0 = 54.50
    ['defaults', {}, 54.5, 'VGA-S-6x94x20-30N'],
    // Stainless: 54.50 × 1.4 = 76.30
    ['stainless, welded', {type: 'stainless'}, 76.3, 'VGI-S-6x94x20-30N'],
    // Threaded: 54.50 + 8 = 62.50
    ['steel, threaded', {chape: 'threaded'}, 62.5, 'VGA-F-6x94x20-30N'],
    // 25 + 2×8 + 1.5×12 + 2×3 + 5×1 = 25 + 16 + 18 + 6 + 5 = 70.00
    ['steel, welded, 8/120/30/60', {diametre: 8, longueur: 120, course: 30, force: 60}, 70, 'VGA-S-8x120x30-60N'],
    // 25 + 2×10 + 1.5×15 + 2×5 + 5×2 = 25 + 20 + 22.5 + 10 + 10 = 87.50; × 1.4 = 122.50; + 8 = 130.50
    [
      'stainless, threaded, 10/150/50/100',
      {type: 'stainless', chape: 'threaded', diametre: 10, longueur: 150, course: 50, force: 100},
      130.5,
      'VGI-F-10x150x50-100N',
    ],
    // 25 + 2×14 + 1.5×25 + 2×10 + 5×6 = 25 + 28 + 37.5 + 20 + 30 = 140.50
    ['steel, welded, 14/250/100/300', {diametre: 14, longueur: 250, course: 100, force: 300}, 140.5, 'VGA-S-14x250x100-300N'],
    // 140.50 × 1.4 = 196.70; + 8 = 204.70
    [
      'stainless, threaded, 14/250/100/300',
      {type: 'stainless', chape: 'threaded', diametre: 14, longueur: 250, course: 100, force: 300},
      204.7,
      'VGI-F-14x250x100-300N',
    ],
    // 25 + 2×12 + 1.5×20 + 2×8 + 5×4 = 25 + 24 + 30 + 16 + 20 = 115; × 1.4 = 161.00
    [
      'stainless, welded, 12/200/80/200',
      {type: 'stainless', diametre: 12, longueur: 200, course: 80, force: 200},
      161,
      'VGI-S-12x200x80-200N',
    ],
    // 25 + 2×8 + 1.5×20 + 2×8 + 5×2 = 25 + 16 + 30 + 16 + 10 = 97; + 8 = 105.00
    [
      'steel, threaded, 8/200/80/100',
      {chape: 'threaded', diametre: 8, longueur: 200, course: 80, force: 100},
      105,
      'VGA-F-8x200x80-100N',
    ],
  ])('%s', (_name, overrides, price, code) => {
    const selection = select(overrides);
    expect(isSelectionValid(selection)).toBe(true);
    expect(priceEstimate(selection)).toBe(price);
    expect(referenceCode(selection)).toBe(code);
  });

  it('applies ×1.4 before +8, not after', () => {
    // (54.50 × 1.4) + 8 = 84.30, whereas (54.50 + 8) × 1.4 would be 87.50.
    expect(priceEstimate(select({type: 'stainless', chape: 'threaded'}))).toBe(84.3);
  });

  it('counts only full steps of 10 mm and 50 N', () => {
    // 94 mm → 9 steps, 99 N → 1 step (if ever given): 54.50 + 5 = 59.50
    expect(priceEstimate(select({force: 99}))).toBe(59.5);
    expect(priceEstimate(select({longueur: 99}))).toBe(54.5);
  });
});

describe('nearestValue', () => {
  it('takes the closest, the smaller on a tie', () => {
    expect(nearestValue(94, [150, 200, 250])).toBe(150);
    expect(nearestValue(135, [94, 120, 150, 200])).toBe(120);
    expect(nearestValue(45, [30, 60, 100, 200])).toBe(30);
    expect(nearestValue(300, [200, 100, 60])).toBe(200);
  });
});

describe('normalizeSelection', () => {
  it('keeps a valid selection without a word', () => {
    expect(normalizeSelection(DEFAULT_SELECTION)).toEqual({selection: DEFAULT_SELECTION, adjustments: []});
    expect(normalizeSelection({})).toEqual({selection: DEFAULT_SELECTION, adjustments: []});
  });

  it('replaces an incompatible length by the nearest allowed one and says so', () => {
    expect(normalizeSelection(select({diametre: 12}))).toEqual({
      selection: select({diametre: 12, longueur: 150}),
      adjustments: ["La longueur 94 mm n'est pas compatible avec un diamètre de 12 mm : 150 mm retenue."],
    });
    expect(normalizeSelection(select({diametre: 14})).selection.longueur).toBe(200);
    expect(normalizeSelection(select({diametre: 10})).selection.longueur).toBe(120);
    expect(normalizeSelection(select({diametre: 6, longueur: 250})).adjustments).toEqual([
      "La longueur 250 mm n'est pas compatible avec un diamètre de 6 mm : 150 mm retenue.",
    ]);
    expect(normalizeSelection(select({diametre: 6, longueur: 200})).selection.longueur).toBe(150);
  });

  it('replaces an incompatible force by the nearest allowed one and says so', () => {
    expect(normalizeSelection(select({course: 50}))).toEqual({
      selection: select({course: 50, force: 60}),
      adjustments: ["La force 30 N n'est pas compatible avec une course de 50 mm : 60 N retenue."],
    });
    expect(normalizeSelection(select({course: 100})).selection.force).toBe(200);
    expect(normalizeSelection(select({course: 20, force: 300})).adjustments).toEqual([
      "La force 300 N n'est pas compatible avec une course de 20 mm : 100 N retenue.",
    ]);
    expect(normalizeSelection(select({course: 80, force: 60})).selection.force).toBe(100);
  });

  it('fixes length and force together', () => {
    const {selection, adjustments} = normalizeSelection(select({diametre: 14, course: 100}));
    expect(selection).toEqual(select({diametre: 14, longueur: 200, course: 100, force: 200}));
    expect(adjustments).toHaveLength(2);
    expect(referenceCode(selection)).toBe('VGA-S-14x200x100-200N');
  });

  it('replaces values that are not offered, ties going to the smaller', () => {
    expect(normalizeSelection({...DEFAULT_SELECTION, diametre: 7, course: 25})).toEqual({
      selection: DEFAULT_SELECTION,
      adjustments: [
        "Le diamètre 7 mm n'est pas proposé : 6 mm retenu.",
        "La course 25 mm n'est pas proposée : 20 mm retenue.",
      ],
    });
    expect(normalizeSelection(select({diametre: 8, longueur: 135}))).toEqual({
      selection: select({diametre: 8, longueur: 120}),
      adjustments: ["La longueur 135 mm n'est pas proposée : 120 mm retenue."],
    });
    expect(normalizeSelection(select({course: 30, force: 45}))).toEqual({
      selection: select({course: 30, force: 30}),
      adjustments: ["La force 45 N n'est pas proposée : 30 N retenue."],
    });
  });

  it('reads URL parameters', () => {
    const params = new URLSearchParams('type=stainless&chape=threaded&diametre=10&longueur=150&course=50&force=100');
    expect(normalizeSelection(params)).toEqual({
      selection: {type: 'stainless', chape: 'threaded', diametre: 10, longueur: 150, course: 50, force: 100},
      adjustments: [],
    });
  });

  it('falls back to the defaults for unknown or garbled values', () => {
    expect(normalizeSelection({type: 'titane', chape: 'collée', diametre: 'abc', longueur: null, course: '', force: undefined})).toEqual({
      selection: DEFAULT_SELECTION,
      adjustments: [],
    });
  });

  it('always ends on a valid, offered selection', () => {
    for (const diametre of [...DIAMETERS, 1, 9, 100]) {
      for (const longueur of [...LENGTHS, 0, 175, 1000]) {
        for (const course of STROKES) {
          for (const force of [...FORCES, 0, 150, 999]) {
            const {selection} = normalizeSelection({type: 'steel', chape: 'welded', diametre, longueur, course, force});
            expect(isSelectionValid(selection)).toBe(true);
          }
        }
      }
    }
  });
});
