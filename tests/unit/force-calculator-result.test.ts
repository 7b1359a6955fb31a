import {describe, expect, it} from 'vitest';
import {evaluateSpring, forceCurve, geometryNeeds, forceRange, type GasSpring, type LidInput} from '../../app/lib/tools/force/calculator.ts';
import {lidResult, IDEAL_KEY, CONFIGURED_KEY} from '../../app/lib/tools/force/result.ts';
import {lidExplanation, roundUpForce, verdictText} from '../../app/lib/tools/force/text.ts';
import {forceChart, lidDiagram, niceCeiling} from '../../app/lib/tools/force/diagram.ts';
import {normalizeSpaces} from '../../app/lib/money.ts';
import type {SpringCandidate} from '../../app/lib/tools/spring-match.ts';

// The worked example of force-calculator.test.ts.
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
const spring150: GasSpring = {forceN: 100, progression: 1.3, strokeMm: 150, extendedLengthMm: 360};
const plain = (texts: string[]) => texts.map(normalizeSpaces);

function candidate(overrides: Partial<SpringCandidate>): SpringCandidate {
  return {
    handle: 'verin-15-6-m8',
    title: 'Vérin à gaz 15/6 – rotules M8',
    variantTitle: '150 mm / 100 N',
    variantId: 'gid://shopify/ProductVariant/150-100',
    bodyDiameterMm: 15,
    size: '15/6',
    fittingRod: 'Rotule',
    fittingBody: 'Rotule',
    thread: 'M8',
    accessoryIds: [],
    options: [
      {name: 'Course', value: '150 mm'},
      {name: 'Force', value: '100 N'},
    ],
    ...spring150,
    rodDiameterMm: 6,
    fitting: 'Rotule M8',
    stainless: false,
    kind: 'compression',
    price: 18.9,
    available: true,
    ...overrides,
  };
}

describe('the explanation, in plain French', () => {
  it('walks through the worked example', () => {
    const needs = geometryNeeds(lid);
    const range = forceRange(lid, {progression: 1.3, strokeMm: needs.strokeMm, extendedLengthMm: needs.extendedLengthMm});
    const [weight, force, geometry, advice] = plain(lidExplanation(lid, needs, range, 1.3));
    expect(weight).toBe(
      'Fermé, votre couvercle de 10 kg (centre de gravité à 300 mm de la charnière) tire vers le bas avec un couple de 29,4 N·m ' +
        '(10 × 9,81 × 0,3 m). Ce couple diminue à mesure qu’il s’ouvre et s’annule couvercle vertical.',
    );
    expect(force).toContain('chacun des 2 vérins doit pousser avec 229 N, marge de 10 % comprise');
    expect(force).toContain('(71 mm fermé)');
    expect(geometry).toBe(
      'Entre vos deux points de fixation, le vérin mesure 212 mm couvercle fermé et 354 mm ouvert à 90° : ' +
        'il faut un vérin de 354 mm de longueur déployée et de 141 mm de course.',
    );
    expect(advice).toMatch(/^Force F1 conseillée \(vérin déployé\) : de 80 N à 160 N par vérin\./);
    expect(advice).toContain('F2 = F1 × 1,3');
    expect(advice).toContain('ouvert de 60° à 90°');
  });

  it('warns about a geometry no spring can fill, and about a dead centre', () => {
    const cramped = {...lid, frameMountXMm: 100, frameMountYMm: 100};
    const needs = geometryNeeds(cramped);
    const text = plain(lidExplanation(cramped, needs, forceRange(cramped, {...spring150}), 1.3)).join(' ');
    // Stroke 123.61: at least 163.61 mm compressed; the closed lid leaves 100 mm.
    expect(text).toContain('un vérin à gaz de cette course mesure au moins 164 mm comprimé, or vos fixations ne sont qu’à 100 mm');

    const behind = {...lid, frameMountXMm: -30, frameMountYMm: 160};
    const deadCentre = plain(lidExplanation(behind, geometryNeeds(behind), forceRange(behind, spring150), 1.3)).join(' ');
    expect(deadCentre).toContain('point mort');
    expect(deadCentre).toContain('Aucune force ne tient le couvercle ouvert avec ces points de fixation');
  });

  it('says one spring in the singular, and mentions the weight helping past 90°', () => {
    const single = {...lid, springs: 1, openingDeg: 100};
    const text = plain(lidExplanation(single, geometryNeeds(single), forceRange(single, spring150), 1.3)).join(' ');
    expect(text).toContain('le vérin doit pousser avec 458 N');
    expect(text).toContain('au-delà de 90°, le poids aide à l’ouvrir.');
  });

  it('gives the verdict of a spring', () => {
    const balanced = verdictText(lid, spring150, evaluateSpring(lid, spring150));
    expect(balanced.tone).toBe('good');
    expect(normalizeSpaces(balanced.title)).toBe('Le couvercle reste fermé, monte seul au-delà d’environ 37° et tient ouvert en haut.');
    expect(plain(balanced.details)).toEqual([
      'Rabaissé sous 37°, il se referme en douceur : fermé, le vérin porte encore 62 % de son poids.',
      'Pour l’ouvrir, soulevez le bord avant avec au plus 19 N (le poids de 1,9 kg).',
      expect.stringMatching(/^Pour le refermer, appuyez sur le bord avant avec au plus \d+ N/),
    ]);

    const strong = verdictText(lid, spring150, evaluateSpring(lid, {...spring150, forceN: 200}));
    expect(strong.tone).toBe('warning');
    expect(strong.title).toBe('Le couvercle est poussé vers le haut dès la position fermée : il s’ouvre seul.');

    const weak = verdictText(lid, spring150, evaluateSpring(lid, {...spring150, forceN: 50}));
    expect(weak.tone).toBe('bad');
    expect(weak.title).toMatch(/^Vérin trop faible/);

    const shortSpring = {forceN: 100, progression: 1.3, strokeMm: 100, extendedLengthMm: 260};
    const short = verdictText(lid, shortSpring, evaluateSpring(lid, shortSpring));
    expect(plain(short.details).join(' ')).toMatch(/Trop court : déployé, il arrête le couvercle à 3[01]° au lieu de 90°\./);

    // 94 mm cannot even span the 212.13 mm between the mounting points of the closed lid.
    const tiny = {forceN: 30, progression: 1.3, strokeMm: 20, extendedLengthMm: 94};
    const tooShort = evaluateSpring(lid, tiny);
    expect(tooShort.verdict).toBe('too-short');
    expect(tooShort.fits).toBe(false);
    const text = verdictText(lid, tiny, tooShort);
    expect(text.tone).toBe('bad');
    expect(normalizeSpaces(text.title)).toBe(
      'Vérin trop court pour ces fixations : déployé, il mesure 94 mm, or elles sont déjà à 212 mm l’une de l’autre couvercle fermé.',
    );
  });

  it('rounds the advised force up, never down', () => {
    expect(roundUpForce(78.72)).toBe(80);
    expect(roundUpForce(80)).toBe(80);
    expect(roundUpForce(80.01)).toBe(90);
  });
});

describe('the drawings', () => {
  it('draws the lid, the hinge and the spring where they are', () => {
    const diagram = lidDiagram(lid, geometryNeeds(lid));
    const hinge = diagram.circles.find((c) => c.kind === 'hinge')!;
    const line = (kind: string) => diagram.lines.find((l) => l.kind === kind)!;
    // Both lid positions start at the hinge; the open lid (90°) is vertical and 600 long.
    expect([line('lid-open').x1, line('lid-open').y1]).toEqual([hinge.cx, hinge.cy]);
    expect(line('lid-open').x2).toBeCloseTo(hinge.cx, 6);
    expect(hinge.cy - line('lid-open').y2).toBeCloseTo(600, 0);
    expect(line('lid-closed').x2 - hinge.cx).toBeCloseTo(600, 0);
    // The spring: frame point 250 forward and 150 below; open lid point 100 above the hinge.
    const body = line('spring-body');
    expect(body.x1 - hinge.cx).toBeCloseTo(250, 0);
    expect(body.y1 - hinge.cy).toBeCloseTo(150, 0);
    expect(line('spring-rod').x2).toBeCloseTo(hinge.cx, 0);
    expect(hinge.cy - line('spring-rod').y2).toBeCloseTo(100, 0);
    // Closed, it reaches the lid 100 mm from the hinge.
    expect(line('spring-closed').x2 - hinge.cx).toBeCloseTo(100, 0);
    expect(line('spring-closed').y2).toBeCloseTo(hinge.cy, 0);
    // Everything fits in the drawing.
    for (const l of diagram.lines) {
      for (const x of [l.x1, l.x2]) expect(x).toBeGreaterThanOrEqual(0);
      for (const x of [l.x1, l.x2]) expect(x).toBeLessThanOrEqual(diagram.width);
      for (const y of [l.y1, l.y2]) expect(y).toBeGreaterThanOrEqual(0);
      for (const y of [l.y1, l.y2]) expect(y).toBeLessThanOrEqual(diagram.height);
    }
    expect(diagram.texts.map((t) => t.text)).toEqual(['Charnière', 'Fixation cadre', 'Fixation couvercle', 'Poids', '90°']);
    expect(normalizeSpaces(diagram.description)).toContain('à 250 mm le long du couvercle fermé et 150 mm sous lui');
  });

  it('scales the force chart to nice round values', () => {
    expect(niceCeiling(240.4)).toBe(250);
    expect(niceCeiling(0.3)).toBe(0.5);
    expect(niceCeiling(1200)).toBe(2000);
    const chart = forceChart(forceCurve(lid, spring150, 2), true);
    // Required 228.9 N closed, × 1.05 → 250 N at the top.
    expect(chart.yTicks.map((t) => t.label)).toEqual(['0', '62,5', '125', '187,5', '250']);
    expect(chart.xTicks.map((t) => t.label)).toEqual(['0°', '15°', '30°', '45°', '60°', '75°', '90°']);
    expect(chart.required.split(' ')).toHaveLength(46);
    expect(chart.spring?.split(' ')).toHaveLength(46);
    expect(chart.clipped).toBe(false);
    // The 260 mm spring spans the mounting points only up to about 31°: 16 points, 0° to 30°.
    const short = forceChart(forceCurve(lid, {...spring150, extendedLengthMm: 260, strokeMm: 100}, 2), true);
    expect(short.spring?.split(' ')).toHaveLength(16);
    // Past a dead centre the requirement is infinite: drawn along the top, and said.
    const behind = forceChart(forceCurve({...lid, frameMountXMm: -30, frameMountYMm: 160}, spring150, 2), true);
    expect(behind.clipped).toBe(true);
  });
});

describe('lidResult', () => {
  it('compares the best fitting suggestion by default', () => {
    const result = lidResult(lid, [candidate({}), candidate({handle: 'autre', variantTitle: 'Default Title', options: [], forceN: 200})], '', null);
    expect(result.compared.key).toBe('verin-15-6-m8|150 mm / 100 N');
    expect(result.compared.url).toBe('/products/verin-15-6-m8?Course=150+mm&Force=100+N');
    expect(normalizeSpaces(result.compared.label)).toBe('Vérin à gaz 15/6 – rotules M8 — course 150 mm, force 100 N');
    expect(result.evaluation.verdict).toBe('balanced');
    expect(result.table.map((p) => p.angleDeg)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(result.idealForceN).toBe(80);
    expect(result.options.map((o) => o.key)).toEqual(['verin-15-6-m8|150 mm / 100 N', 'autre|Default Title', IDEAL_KEY]);
  });

  it('compares the ideal spring, or the configured one, on request', () => {
    const ideal = lidResult(lid, [], IDEAL_KEY, null);
    expect(normalizeSpaces(ideal.compared.label)).toBe('Vérin idéal : F1 80 N, 354 mm, course 141 mm');
    expect(ideal.compared.spring).toMatchObject({forceN: 80, progression: 1.3});
    expect(ideal.verdict.tone).toBe('good');

    const configured = {label: 'Votre configuration VGA-S-6x94x20-30N', spring: {forceN: 30, progression: 1.3, strokeMm: 20, extendedLengthMm: 94}};
    const result = lidResult(lid, [], CONFIGURED_KEY, configured);
    expect(result.compared.label).toBe('Votre configuration VGA-S-6x94x20-30N');
    expect(result.evaluation.fits).toBe(false);
    expect(result.verdict.tone).toBe('bad');
  });

  it('finds a catalogue spring named by a shared link even when it is not suggested', () => {
    const pull = candidate({handle: 'traction', kind: 'traction'});
    const result = lidResult(lid, [pull], 'traction|150 mm / 100 N', null);
    expect(result.suggestions).toHaveLength(0);
    expect(result.compared.key).toBe('traction|150 mm / 100 N');
    expect(result.options[0].key).toBe('traction|150 mm / 100 N');
  });

  it('falls back to the ideal spring when nothing fits', () => {
    expect(lidResult(lid, [], '', null).compared.key).toBe(IDEAL_KEY);
  });
});

describe('the explanation of a lid closed at an angle', () => {
  it('a hanging flap: no torque closed, the largest at the horizontal, and a latch rather than « no force »', () => {
    const flap = {
      massKg: 6, lidDepthMm: 400, cgMm: 200, springs: 2, closedAngleDeg: -90, lidMountMm: 100, lidMountOffsetMm: 20,
      frameMountXMm: 300, frameMountYMm: 100, openingDeg: 100, marginPercent: 10,
    };
    const result = lidResult(flap, [], '', null);
    const text = normalizeSpaces(result.explanation.join(' '));
    // 6 × 9.81 × 0.2 = 11.8 N·m at the horizontal; cos(−90°) = 0 closed; cos 10° × 11.77 = 11.6 N·m open.
    expect(text).toContain('est incliné de -90° : son poids le retient avec un couple de 0 N·m, qui grandit jusqu’à 11,8 N·m à l’horizontale');
    expect(text).toContain('ouvert de 100°, ce couple vaut 11,6 N·m');
    expect(text).toContain('il faut un loqueteau');
    expect(text).not.toContain('Aucune force');
  });
});
