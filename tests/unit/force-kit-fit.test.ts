import {describe, expect, it} from 'vitest';
import {lidValuesFrom, parseLidValues} from '../../app/lib/tools/force/form.ts';
import {springLength, angles, type LidInput} from '../../app/lib/tools/force/calculator.ts';
import {bracketForEnd, kitFor, missingBracketText, recommendForLid, withFrameShift} from '../../app/lib/tools/force/recommend.ts';
import {recommendationText} from '../../app/lib/tools/force/recommend-text.ts';
import {millimetres} from '../../app/lib/tools/force/text.ts';
import {RANGE_ACCESSORIES, RANGE_SPRINGS} from './tool-range-fixture.ts';

// The kit the calculator offers must fit the lid it computed (defects found by an outside tester).

function lidFrom(query: string): LidInput {
  const parsed = parseLidValues(lidValuesFrom(new URLSearchParams(query)));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

/** Shortest and longest eye-to-eye distance over the whole opening. */
function travel(input: LidInput) {
  const lengths = [...angles(input.openingDeg, 1)].map((a) => springLength(input, a));
  return {shortest: Math.min(...lengths), longest: Math.max(...lengths)};
}

const SHORT_LID =
  'masse=5&profondeur=400&verins=2&inclinaison=-90&couvercle=300&couvercle_decalage=20&cadre_x=100&cadre_y=150&angle=100&frottement=0&marge=10';
const TAILGATE =
  'masse=20&profondeur=1000&verins=2&inclinaison=-60&couvercle=300&couvercle_decalage=0&cadre_x=50&cadre_y=150&angle=80&frottement=0&marge=10';

describe('the kit fits the computed geometry', () => {
  it('offers no kit when no spring of the range can close with this lid, and says so in the headline', () => {
    const input = lidFrom(SHORT_LID);
    const rec = recommendForLid(input, RANGE_SPRINGS, RANGE_ACCESSORIES);
    for (const line of rec.kit.filter((l) => l.role === 'spring')) {
      // Whatever is offered must close and open on the lid as it will be built.
      const spring = RANGE_SPRINGS.find((s) => s.variantId === line.merchandiseId)!;
      const lid = rec.kitFrameShift ? withFrameShift(input, rec.kitFrameShift) : input;
      const {shortest} = travel(lid);
      expect(spring.extendedLengthMm - spring.strokeMm).toBeLessThanOrEqual(shortest + 0.5);
    }
    const text = recommendationText(rec, input.springs);
    if (rec.kit.length === 0) {
      expect(text.headline).toMatch(/^Aucun vérin de notre gamme ne convient/);
      expect(rec.customRequestUrl).toMatch(/^\/verin-sur-mesure\?cylinderType=gas&stroke=\d+/);
    } else {
      const spring = rec.choice!.candidate;
      expect(text.headline).toContain(`course ${millimetres(spring.strokeMm)}`);
    }
  });

  it('every kit offered on a sweep of lids fits them, and the headline names the kit spring', () => {
    let offered = 0;
    for (const cadreY of [60, 100, 150, 200]) {
      for (const couvercle of [150, 250, 300, 400]) {
        const input = lidFrom(`masse=8&profondeur=600&verins=2&couvercle=${couvercle}&cadre_x=150&cadre_y=${cadreY}&angle=90&marge=10`);
        const rec = recommendForLid(input, RANGE_SPRINGS, RANGE_ACCESSORIES);
        const springLine = rec.kit.find((l) => l.role === 'spring');
        if (!springLine) continue;
        offered++;
        const spring = RANGE_SPRINGS.find((s) => s.variantId === springLine.merchandiseId)!;
        const lid = rec.kitFrameShift ? withFrameShift(input, rec.kitFrameShift) : input;
        const {shortest, longest} = travel(lid);
        expect(spring.extendedLengthMm - spring.strokeMm, `${couvercle}/${cadreY}`).toBeLessThanOrEqual(shortest + 0.5);
        expect(spring.extendedLengthMm, `${couvercle}/${cadreY}`).toBeLessThanOrEqual(longest + Math.max(10, 0.05 * longest));
        const headline = recommendationText(rec, input.springs).headline;
        expect(headline).toContain(`${millimetres(spring.extendedLengthMm)} entre axes, course ${millimetres(spring.strokeMm)}`);
      }
    }
    expect(offered).toBeGreaterThan(0);
  });
});

describe('no kit when the lid will not hold open', () => {
  it('the tailgate needing far more than any spring gets advice and the made-to-measure link, no kit', () => {
    const input = lidFrom(TAILGATE);
    const rec = recommendForLid(input, RANGE_SPRINGS, RANGE_ACCESSORIES);
    const springLine = rec.kit.find((l) => l.role === 'spring');
    if (springLine) {
      const spring = RANGE_SPRINGS.find((s) => s.variantId === springLine.merchandiseId)!;
      expect(spring.forceN).toBeGreaterThanOrEqual(rec.neededForceN);
    }
    expect(rec.neededForceN).toBeGreaterThan(900);
    expect(rec.kit).toEqual([]);
    expect(rec.customRequestUrl).toContain('/verin-sur-mesure?');
    expect(new URLSearchParams(rec.customRequestUrl.split('?')[1]).get('force')).toBe(String(Math.ceil(rec.neededForceN / 10) * 10));
  });
});

describe('brackets match the spring’s end fittings', () => {
  const clevis = RANGE_SPRINGS.find((s) => s.fittingRod === 'Chape' && s.fittingBody === 'Chape' && s.size);
  const eye = RANGE_SPRINGS.find((s) => s.fittingRod === 'Œillet' && s.fittingBody === 'Œillet' && s.size);
  const ball = RANGE_SPRINGS.find((s) => s.fittingRod === 'Rotule' && s.fittingBody === 'Rotule' && s.size);

  it('a clevis spring gets no bracket made for eyes, and is told which fitting to look for', () => {
    expect(clevis).toBeDefined();
    expect(bracketForEnd('Chape', clevis!, RANGE_ACCESSORIES)).toBeNull();
    const kit = kitFor(clevis!, 2, RANGE_ACCESSORIES);
    expect(kit.filter((l) => l.role === 'bracket')).toEqual([]);
    expect(missingBracketText(clevis!, RANGE_ACCESSORIES)).toMatch(/patte plate/);
  });

  it('an eye spring gets the clevis bracket made for eyes, two per spring', () => {
    expect(eye).toBeDefined();
    const brackets = kitFor(eye!, 2, RANGE_ACCESSORIES).filter((l) => l.role === 'bracket');
    expect(brackets).toHaveLength(1);
    expect(brackets[0].title).toMatch(/pour vérin à œillet/);
    expect(brackets[0].quantity).toBe(4);
    expect(missingBracketText(eye!, RANGE_ACCESSORIES)).toBeNull();
  });

  it('a ball-socket spring gets a ball-stud bracket', () => {
    expect(ball).toBeDefined();
    const brackets = kitFor(ball!, 2, RANGE_ACCESSORIES).filter((l) => l.role === 'bracket');
    expect(brackets).toHaveLength(1);
    expect(brackets[0].title).toMatch(/boule/);
    expect(brackets[0].title).not.toMatch(/œillet/);
  });
});
