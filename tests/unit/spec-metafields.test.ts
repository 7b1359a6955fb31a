// The technical data model (decision 024): Shopify's value formats, the facet buckets,
// and the local shop's projection of a part's specs into typed metafields.

import {describe, expect, it} from 'vitest';
import {
  FORCE_RANGES,
  LENGTH_RANGES,
  SPEC_DEFINITIONS,
  bucketIndex,
  bucketOf,
  dimensionValue,
  metafieldList,
  metafieldNumber,
  parseDimensionMm,
} from '../../app/lib/spec-metafields.ts';
import {fittingType, specMetafields} from '../../local-shop/graphql/specs.ts';

describe('Shopify value formats', () => {
  it('writes a dimension as Shopify serialises it, and reads any length unit back in mm', () => {
    expect(dimensionValue(260)).toBe('{"value":260.0,"unit":"mm"}');
    expect(dimensionValue(6.1)).toBe('{"value":6.1,"unit":"mm"}');
    expect(parseDimensionMm('{"value":260.0,"unit":"mm"}')).toBe(260);
    expect(parseDimensionMm('{"value":26,"unit":"cm"}')).toBe(260);
    expect(parseDimensionMm('{"value":"1.5","unit":"in"}')).toBe(38.1);
    expect(parseDimensionMm('{"value":3,"unit":"parsec"}')).toBeNull();
    expect(parseDimensionMm('260 mm')).toBeNull();
  });

  it('reads numbers from number and dimension metafields only', () => {
    expect(metafieldNumber('number_integer', '400')).toBe(400);
    expect(metafieldNumber('number_decimal', '1.35')).toBe(1.35);
    expect(metafieldNumber('dimension', '{"value":150.0,"unit":"mm"}')).toBe(150);
    expect(metafieldNumber('single_line_text_field', '400')).toBeNull();
    expect(metafieldNumber('number_integer', '')).toBeNull();
    expect(metafieldList('["15/6","M6"]')).toEqual(['15/6', 'M6']);
    expect(metafieldList('M6')).toEqual([]);
  });

  it('declares each key once, with a Shopify type', () => {
    const keys = SPEC_DEFINITIONS.map((definition) => definition.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const definition of SPEC_DEFINITIONS) expect(definition.label.length, definition.key).toBeGreaterThan(3);
    // Search & Discovery filters on numbers, single-line text and booleans: the facet keys are of those types.
    for (const key of ['force_range', 'length_range', 'stroke_mm', 'extended_length_mm', 'body_diameter_mm', 'rod_diameter_mm', 'size', 'fitting_type', 'material', 'kind', 'thread']) {
      expect(['number_integer', 'number_decimal', 'single_line_text_field', 'boolean'], key).toContain(SPEC_DEFINITIONS.find((definition) => definition.key === key)?.type);
    }
  });
});

describe('facet buckets', () => {
  it('puts every force and length in exactly one bucket, with French labels', () => {
    expect(bucketOf(FORCE_RANGES, 10).label).toBe('Moins de 50 N');
    expect(bucketOf(FORCE_RANGES, 100).label).toBe('100 à 149 N');
    expect(bucketOf(FORCE_RANGES, 499).label).toBe('400 à 499 N');
    expect(bucketOf(FORCE_RANGES, 1200).label).toBe('1 000 à 1 499 N');
    expect(bucketOf(FORCE_RANGES, 5000).label).toBe('2 500 N et plus');
    expect(bucketOf(LENGTH_RANGES, 260).label).toBe('250 à 299 mm');
    expect(bucketOf(LENGTH_RANGES, 1740).label).toBe('1 000 mm et plus');
    for (const list of [FORCE_RANGES, LENGTH_RANGES]) {
      for (let i = 1; i < list.length; i++) expect(list[i].min).toBe(list[i - 1].max);
      expect(bucketIndex(list, list[2].label)).toBe(2);
    }
  });
});

describe('specs as metafields', () => {
  const spring = {
    kind: 'Vérin à gaz de compression',
    bodyDiameterMm: 15,
    rodDiameterMm: 6,
    strokeMm: 100,
    extendedLengthMm: 260,
    forceN: 400,
    progression: 1.3,
    fitting: 'Œillet métal Ø 6,1 mm',
    thread: 'M6',
    material: 'Acier',
    locking: false,
    pinDiameterMm: 6.1,
    fits: ['15/6'],
    accessories: ['rotule-acier-10-mm-m5-m6', 'inconnue'],
  };

  it('gives each datum its type and Shopify’s string, in definition order, and derives the facet keys', () => {
    const entries = specMetafields(spring, (handle) => (handle === 'inconnue' ? null : 'gid://shopify/Product/7'));
    const byKey = Object.fromEntries(entries.map((entry) => [entry.key, entry]));
    expect(byKey.extended_length).toEqual({key: 'extended_length', type: 'dimension', value: '{"value":260.0,"unit":"mm"}'});
    expect(byKey.compressed_length.value).toBe('{"value":160.0,"unit":"mm"}');
    expect(byKey.compressed_length_mm).toEqual({key: 'compressed_length_mm', type: 'number_integer', value: '160'});
    expect(byKey.stroke_mm.value).toBe('100');
    expect(byKey.force_n).toEqual({key: 'force_n', type: 'number_integer', value: '400'});
    expect(byKey.force_f2_n.value).toBe('520');
    expect(byKey.progression).toEqual({key: 'progression', type: 'number_decimal', value: '1.3'});
    expect(byKey.size.value).toBe('15/6');
    expect(byKey.force_range.value).toBe('400 à 499 N');
    expect(byKey.length_range.value).toBe('250 à 299 mm');
    expect(byKey.fitting_type.value).toBe('Œillet');
    expect(byKey.locking).toEqual({key: 'locking', type: 'boolean', value: 'false'});
    expect(byKey.pin_diameter.value).toBe('{"value":6.1,"unit":"mm"}');
    expect(byKey.fits).toEqual({key: 'fits', type: 'list.single_line_text_field', value: '["15/6"]'});
    // Unknown handles are left out of a product reference list.
    expect(byKey.accessories).toEqual({key: 'accessories', type: 'list.product_reference', value: '["gid://shopify/Product/7"]'});
    const order = SPEC_DEFINITIONS.map((definition) => definition.key);
    expect(entries.map((entry) => order.indexOf(entry.key))).toEqual([...entries.map((entry) => order.indexOf(entry.key))].sort((a, b) => a - b));
  });

  it('leaves out what a part does not have, and names a cylinder by its bore, not a size', () => {
    expect(specMetafields({material: 'Acier'}).map((entry) => entry.key)).toEqual(['material']);
    const cylinder = specMetafields({kind: 'Vérin hydraulique', boreDiameterMm: 40, bodyDiameterMm: 50, rodDiameterMm: 25, forceN: 25100, progression: 1.3});
    const keys = cylinder.map((entry) => entry.key);
    expect(keys).toContain('bore_diameter');
    expect(keys).not.toContain('size');
    expect(keys).not.toContain('force_f2_n');
    // Without a resolver, product references are left out.
    expect(specMetafields({accessories: ['x']})).toEqual([]);
  });

  it('names the kind of an end fitting from its description', () => {
    expect(fittingType('Rotule M8 pour axe à boule Ø 13 mm')).toBe('Rotule');
    expect(fittingType('Chape M14×1,5 avec axe Ø 14 mm et clip')).toBe('Chape');
    expect(fittingType('Œillet inox Ø 8,1 mm')).toBe('Œillet');
    expect(fittingType('Tige filetée M10×1 avec poussoir de déblocage')).toBe('Tige filetée à poussoir');
    expect(fittingType('Embout plastique à clipser')).toBe('Embout plastique');
    expect(fittingType('Tige filetée M10×1,25 avec écrou')).toBe('Filetage');
  });
});
