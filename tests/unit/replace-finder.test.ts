import {describe, expect, it} from 'vitest';
import {normalizeSpaces} from '../../app/lib/money.ts';
import {parseReplaceValues, REPLACE_DEFAULTS, REPLACE_MESSAGES, replaceSubmitted, replaceValuesFrom} from '../../app/lib/tools/replace/form.ts';
import {findReplacements, signedDifference} from '../../app/lib/tools/replace/match.ts';
import {RANGE_ACCESSORIES, RANGE_SPRINGS} from './tool-range-fixture.ts';

const values = (overrides: Partial<typeof REPLACE_DEFAULTS>) => ({...REPLACE_DEFAULTS, ...overrides});
const query = (overrides: Partial<typeof REPLACE_DEFAULTS>) => {
  const parsed = parseReplaceValues(values(overrides));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
};

describe('the worn spring’s measurements', () => {
  it('takes the stroke, or works it out from the two lengths', () => {
    expect(query({force: '400', longueur: '260', course: '100'}).strokeMm).toBe(100);
    expect(query({force: '400', longueur: '260', comprimee: '160'}).strokeMm).toBe(100);
    // '1,5' and typographic spaces are numbers too.
    expect(query({force: '1 200', longueur: '512,5', course: '200'}).forceN).toBe(1200);
  });

  it('reads units as buyers type them: N, daN, kg → N; mm, cm → mm', () => {
    expect(query({force: '40 daN', longueur: '500 mm', course: '200mm'})).toMatchObject({forceN: 400, extendedLengthMm: 500, strokeMm: 200});
    expect(query({force: '420 N', longueur: '50 cm', comprimee: '30,5 cm'})).toMatchObject({forceN: 420, extendedLengthMm: 500, strokeMm: 195});
    expect(query({force: '40 kg', longueur: '512,5', course: '20 cm', corps: '22 mm'})).toMatchObject({forceN: 400, strokeMm: 200, bodyDiameterMm: 22});
    expect(parseReplaceValues(values({force: '40 daN par', longueur: '500 pouces', course: '10 N'}))).toEqual({
      ok: false,
      errors: {force: REPLACE_MESSAGES.notAForce, longueur: REPLACE_MESSAGES.notALength, course: REPLACE_MESSAGES.notALength},
    });
    expect(REPLACE_MESSAGES.notAForce).toMatch(/^Indiquez une force/);
  });

  it('says in French what is wrong, field by field, and what is missing', () => {
    expect(parseReplaceValues(values({force: 'abc', longueur: '', course: ''}))).toEqual({
      ok: false,
      errors: {force: REPLACE_MESSAGES.notAForce, longueur: 'Ce champ est obligatoire', course: REPLACE_MESSAGES.strokeOrCompressed},
    });
    expect(parseReplaceValues(values({force: '400', longueur: '260', course: '100', comprimee: '150'}))).toEqual({
      ok: false,
      errors: {course: REPLACE_MESSAGES.inconsistent},
    });
    expect(parseReplaceValues(values({force: '400', longueur: '260', comprimee: '300'}))).toEqual({
      ok: false,
      errors: {comprimee: REPLACE_MESSAGES.compressedTooLong},
    });
    expect(parseReplaceValues(values({force: '400', longueur: '260', course: '200'}))).toEqual({ok: false, errors: {course: REPLACE_MESSAGES.strokeTooLong}});
    const hostile = parseReplaceValues(values({force: '4', longueur: '260', course: '100', embout_tige: '<script>'}));
    expect(hostile.ok).toBe(false);
    const errors = hostile.ok ? {} : hostile.errors;
    expect(normalizeSpaces(errors.force ?? '')).toBe('Entre 5 et 10 000 N');
    expect(errors.embout_tige).toBe(REPLACE_MESSAGES.unknownFitting);
  });

  it('a maker’s part number alone is not enough: it asks for the printed force and the lengths', () => {
    const parsed = parseReplaceValues(values({reference: 'SX-083-0400N'}));
    expect(parsed).toEqual({ok: false, errors: {form: REPLACE_MESSAGES.referenceAlone}});
    expect(REPLACE_MESSAGES.referenceAlone).toMatch(/force imprimée/);
    expect(REPLACE_MESSAGES.referenceAlone).toMatch(/longueur/);
  });

  it('keeps what was typed, cut to a sane length, and knows a first visit', () => {
    const params = new URLSearchParams({force: '400 N', reference: 'x'.repeat(100)});
    expect(replaceValuesFrom(params).force).toBe('400 N');
    expect(replaceValuesFrom(params).reference).toHaveLength(60);
    expect(replaceSubmitted(new URLSearchParams())).toBe(false);
    expect(replaceSubmitted(params)).toBe(true);
  });
});

describe('equivalents in the range', () => {
  it('spells differences with their sign', () => {
    expect(signedDifference(5, 'mm')).toBe('+5\u00A0mm');
    expect(signedDifference(-20, 'N')).toBe('\u221220\u00A0N');
    expect(signedDifference(0.01, 'N')).toBe('identique');
  });

  it('a worn 15/6 with eyes, 260 mm, stroke 100, 200 N: the same spring first', () => {
    // The range makes 15/6 course 100 with eyes (60 + 2 × 100 = 260 mm) at 200 N.
    const answer = findReplacements(
      query({force: '200', longueur: '260', course: '100', corps: '15', embout_tige: 'Œillet', embout_corps: 'Œillet', filetage: 'M6'}),
      RANGE_SPRINGS,
      RANGE_ACCESSORIES,
    );
    expect(answer.exact.length).toBeGreaterThan(0);
    const [first] = answer.exact;
    expect(first.candidate).toMatchObject({forceN: 200, extendedLengthMm: 260, strokeMm: 100, bodyDiameterMm: 15, fittingRod: 'Œillet'});
    expect(first.candidate.stainless).toBe(false);
    expect(first.lines.map(normalizeSpaces)).toContain('Force 200 N : identique');
    expect(first.adapters).toEqual([]);
  });

  it('no exact match: the closest, with each difference, and the adapter for other ends', () => {
    // 265 mm and 210 N exist nowhere: the 260 mm 200 N spring is 5 mm shorter and 10 N weaker.
    // The worn one had ball sockets M6; with eyes, two M6 ball sockets adapt it.
    const answer = findReplacements(
      query({force: '210', longueur: '265', course: '100', embout_tige: 'Rotule', embout_corps: 'Rotule', filetage: 'M6'}),
      RANGE_SPRINGS,
      RANGE_ACCESSORIES,
    );
    expect(answer.exact).toEqual([]);
    expect(answer.closest.length).toBeGreaterThan(2);
    const lines = answer.closest.flatMap((m) => m.lines.map(normalizeSpaces));
    // The 260 mm spring with eyes measures 268 mm once fitted with ball sockets, like the range's ball-socket variant.
    expect(lines).toContain('Longueur déployée 268 mm avec les adaptateurs : +3 mm');
    expect(lines).toContain('Force 200 N : −10 N');
    const withEyes = answer.closest.find((m) => m.candidate.fittingRod === 'Œillet' && m.candidate.thread === 'M6');
    expect(withEyes).toBeDefined();
    expect(withEyes!.adapters).toHaveLength(1);
    expect(withEyes!.adapters[0].perSpring).toBe(2);
    expect(withEyes!.adapters[0].accessory).toMatchObject({kind: 'Embout', thread: 'M6'});
    // The 15/6 ball sockets clip on Ø 10 mm balls: the adapter keeps the buyer's ball studs.
    expect(withEyes!.adapters[0].accessory.fitting).toMatch(/Ø 10 mm/);
    expect(withEyes!.lines.map(normalizeSpaces)).toContain('Côté tige : œillet au lieu d’une rotule — ajoutez une rotule M6 (adaptateur)');
    // Every proposal is within a few percent of the worn spring's length.
    for (const match of answer.closest) expect(Math.abs(match.candidate.extendedLengthMm - 265)).toBeLessThanOrEqual(20);
  });

  it('measures lengths with the adapters fitted, and puts the part needing none first when lengths are equal', () => {
    const answer = findReplacements(
      query({force: '200', longueur: '268', course: '100', embout_tige: 'Rotule', embout_corps: 'Rotule', filetage: 'M6'}),
      RANGE_SPRINGS,
      RANGE_ACCESSORIES,
    );
    const all = [...answer.exact, ...answer.closest];
    const withEyes = all.find((m) => m.candidate.fittingRod === 'Œillet' && m.candidate.thread === 'M6' && m.candidate.strokeMm === 100);
    expect(withEyes).toBeDefined();
    // 260 mm with its eyes; the same spring with ball sockets is 268 mm: each socket adds 4 mm.
    expect(withEyes!.candidate.extendedLengthMm).toBe(260);
    expect(withEyes!.lengthDifferenceMm).toBeCloseTo(0, 5);
    expect(withEyes!.lines.map(normalizeSpaces)).toContain('Longueur déployée 268 mm avec les adaptateurs : identique');
    // Equal lengths: every part with ball sockets of its own comes before the one needing adapters.
    const index = all.indexOf(withEyes!);
    const direct = all.filter((m) => m.adapters.length === 0 && Math.abs(m.lengthDifferenceMm) < 0.5);
    expect(direct.length).toBeGreaterThan(0);
    for (const match of direct) expect(all.indexOf(match)).toBeLessThan(index);
    expect(all[0].adapters).toEqual([]);
  });
});
