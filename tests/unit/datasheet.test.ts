import {describe, expect, it} from 'vitest';
import {datasheetOf, formatSpec} from '~/lib/datasheet/datasheet';
import {drawingShapes} from '~/lib/datasheet/drawing';
import {mountingAdvice} from '~/lib/datasheet/mounting';
import {LIFETIME_CYCLES} from '~/lib/constants';
import {formatNumber, normalizeSpaces} from '~/lib/money';

const f = (key: string, type: string, value: string) => ({key, type, value});
const dim = (mm: number) => `{"value":${mm}.0,"unit":"mm"}`;

function sheet(fields: ReturnType<typeof f>[]) {
  return datasheetOf({title: 'Vérin à gaz 15/6', handle: 'v', vendor: 'V', productType: 'Vérin à gaz', variant: {id: 'gid://shopify/ProductVariant/1', title: '200 N', sku: 'VG-200'}, fields});
}

describe('datasheetOf', () => {
  const gasSpring = [
    f('kind', 'single_line_text_field', 'Vérin à gaz de compression'),
    f('extended_length', 'dimension', dim(260)),
    f('stroke', 'dimension', dim(100)),
    f('body_diameter', 'dimension', dim(15)),
    f('rod_diameter', 'dimension', dim(6)),
    f('force_n', 'number_integer', '1200'),
    f('fitting', 'single_line_text_field', 'Œillet Ø 8,1 mm'),
    f('material', 'single_line_text_field', 'Inox 316L'),
    f('temp_min_c', 'number_integer', '-30'),
    f('temp_max_c', 'number_integer', '80'),
  ];

  it('derives the compressed length from the extended length and the stroke for the drawing', () => {
    const result = sheet(gasSpring);
    expect(result.drawing).toEqual({extendedMm: 260, compressedMm: 160, strokeMm: 100, bodyDiameterMm: 15, rodDiameterMm: 6});
    expect(normalizeSpaces(result.drawingText ?? '')).toContain('longueur déployée 260 mm, longueur comprimée 160 mm, course 100 mm');
  });

  it('prints force, fittings, material, temperature range and the usual lifetime of a gas spring', () => {
    const rows = Object.fromEntries(sheet(gasSpring).sections.flatMap((section) => section.rows).map((row) => [row.label, normalizeSpaces(row.value)]));
    expect(rows['Force F1']).toBe('1 200 N');
    expect(rows['Embouts']).toBe('Œillet Ø 8,1 mm');
    expect(rows['Matériau']).toBe('Inox 316L');
    expect(rows['Plage de température']).toBe('−30 °C à +80 °C');
    expect(rows['Durée de vie (indicative)']).toBe(normalizeSpaces(`${formatNumber(LIFETIME_CYCLES.min)} à ${formatNumber(LIFETIME_CYCLES.max)} cycles`));
  });

  it('has no drawing without lengths, and its own lifetime when the data gives one', () => {
    const result = sheet([f('kind', 'single_line_text_field', 'Embout'), f('lifetime_cycles', 'number_integer', '200000')]);
    expect(result.drawing).toBeNull();
    expect(result.sections.flatMap((section) => section.rows)).toContainEqual({label: 'Durée de vie', value: `${formatNumber(200000)} cycles`});
  });

  it('formats each metafield type', () => {
    expect(formatSpec(f('locking', 'boolean', 'true'))).toBe('Oui');
    expect(formatSpec(f('fits', 'list.single_line_text_field', '["18/8","M8"]'))).toBe('18/8, M8');
    expect(normalizeSpaces(formatSpec(f('stroke', 'dimension', '{"value":1.5,"unit":"cm"}')))).toBe('15 mm');
  });
});

describe('drawingShapes', () => {
  it('draws the three dimension lines to scale inside the width', () => {
    const shapes = drawingShapes({extendedMm: 260, compressedMm: 160, strokeMm: 100, bodyDiameterMm: 15, rodDiameterMm: 6}, 500);
    const dims = shapes.flatMap((shape) => (shape.kind === 'dimension' ? [shape] : []));
    expect(dims.map((d) => normalizeSpaces(d.label))).toEqual(['Course 100 mm', 'Longueur déployée 260 mm', 'Longueur comprimée 160 mm']);
    const [stroke, extended, compressed] = dims.map((d) => d.x2 - d.x1);
    expect(stroke / extended).toBeCloseTo(100 / 260, 5);
    expect(compressed / extended).toBeCloseTo(160 / 260, 5);
    expect(Math.max(...dims.map((d) => d.x2))).toBeLessThanOrEqual(500);
  });
});

describe('mountingAdvice', () => {
  it('follows the kind of part and its own position', () => {
    expect(mountingAdvice({kind: 'Vérin à gaz de compression', mounting: null, locking: false, traction: false})[0]).toContain('tige vers le bas');
    expect(mountingAdvice({kind: 'Vérin à gaz de traction', mounting: null, locking: false, traction: true})[0]).toContain('traction');
    expect(mountingAdvice({kind: 'Vérin à gaz blocable', mounting: 'Toutes positions', locking: true, traction: false}).join(' ')).toContain('poussoir');
    expect(mountingAdvice({kind: 'Amortisseur hydraulique', mounting: null, locking: false, traction: false}).join(' ')).toContain('butée');
  });
});

describe('pdfText', async () => {
  const {pdfText} = await import('~/lib/pdf/tagged-pdf.server');
  it('keeps French text and turns what WinAnsi lacks into its nearest character', () => {
    expect(pdfText('1\u202f234,50\u00a0€ − 15 % « Œillet » Ø ×')).toBe('1\u00a0234,50\u00a0€ \u2013 15 % « Œillet » Ø ×');
    expect(pdfText('Remise \u22125 %')).toBe('Remise \u20135 %');
  });

  it('drops emoji cleanly and shows other missing characters as « ? »', () => {
    expect(pdfText('Atelier 🔧 Dupont')).toBe('Atelier Dupont');
    expect(pdfText('Menuiserie Dupont 👍🏽')).toBe('Menuiserie Dupont');
    expect(pdfText('🇫🇷 Dupont & fils')).toBe('Dupont & fils');
    expect(pdfText('≥ 2 → ok')).toBe('? 2 ? ok');
    expect(pdfText('Łódź')).toBe('?ódź'.replace('ź', '?'));
  });
});
