import {describe, expect, it} from 'vitest';
import {
  DEFAULT_LID_VALUES,
  LID_MESSAGES,
  lidParams,
  lidValuesFrom,
  parseDecimal,
  parseLidValues,
  rangeMessage,
  LID_FIELDS,
} from '../../app/lib/tools/force/form.ts';
import {normalizeSpaces} from '../../app/lib/money.ts';

const field = (name: string) => LID_FIELDS.find((f) => f.name === name)!;

describe('force calculator fields', () => {
  it('starts from the worked example', () => {
    expect(DEFAULT_LID_VALUES).toEqual({
      masse: '10',
      profondeur: '600',
      cdg: '',
      verins: '2',
      inclinaison: '0',
      couvercle: '100',
      couvercle_decalage: '0',
      cadre_x: '250',
      cadre_y: '150',
      angle: '90',
      frottement: '0',
      marge: '10',
    });
    const parsed = parseLidValues(DEFAULT_LID_VALUES);
    expect(parsed).toEqual({
      ok: true,
      input: {
        massKg: 10,
        lidDepthMm: 600,
        // Left empty: the middle of the lid.
        cgMm: 300,
        springs: 2,
        lidMountMm: 100,
        lidMountOffsetMm: 0,
        frameMountXMm: 250,
        frameMountYMm: 150,
        closedAngleDeg: 0,
        hingeFrictionNm: 0,
        openingDeg: 90,
        marginPercent: 10,
      },
    });
  });

  it('reads the URL, keeping the defaults for what it does not name', () => {
    const values = lidValuesFrom(new URLSearchParams('masse=12,5&cdg=280&cadre_x=-20'));
    expect(values).toEqual({...DEFAULT_LID_VALUES, masse: '12,5', cdg: '280', cadre_x: '-20'});
    const parsed = parseLidValues(values);
    expect(parsed.ok && parsed.input).toMatchObject({massKg: 12.5, cgMm: 280, frameMountXMm: -20});
    expect(lidParams(values)).toContainEqual(['masse', '12,5']);
  });

  it('says what is wrong, field by field', () => {
    const parsed = parseLidValues({
      ...DEFAULT_LID_VALUES,
      masse: '',
      profondeur: 'grand',
      verins: '1,5',
      angle: '200',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        masse: 'Ce champ est obligatoire',
        profondeur: LID_MESSAGES.notANumber,
        verins: LID_MESSAGES.notAnInteger,
        angle: 'Entre 10 et 150°',
      },
    });
    expect(normalizeSpaces(rangeMessage(field('masse')))).toBe('Entre 0,1 et 500 kg');
    expect(normalizeSpaces(rangeMessage(field('marge')))).toBe('Entre 0 et 100 %');
  });

  it('keeps the centre of gravity and the lid mount on the lid, and the frame mount off the hinge', () => {
    expect(parseLidValues({...DEFAULT_LID_VALUES, cdg: '700', couvercle: '650'})).toEqual({
      ok: false,
      errors: {cdg: LID_MESSAGES.cgOffLid, couvercle: LID_MESSAGES.mountOffLid},
    });
    expect(parseLidValues({...DEFAULT_LID_VALUES, cadre_x: '0', cadre_y: '0'})).toEqual({
      ok: false,
      errors: {cadre_y: LID_MESSAGES.frameOnHinge},
    });
  });

  it('reads French and English decimals, nothing else', () => {
    expect(parseDecimal('1,5')).toBe(1.5);
    expect(parseDecimal(' 1.5 ')).toBe(1.5);
    expect(parseDecimal('-20')).toBe(-20);
    expect(parseDecimal('1 200')).toBe(1200);
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('12 kg')).toBeNull();
  });
});
