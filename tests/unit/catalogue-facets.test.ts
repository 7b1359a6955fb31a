import {describe, expect, it} from 'vitest';
import {readSearchQuery} from '../../app/lib/catalogue/query-reading.ts';
import {facetFilterInputs, facetGroups, parseFacetParams, productCountFromFilters, type ApiFilter} from '../../app/lib/catalogue/facets.ts';
import {cardChoice, type ChoiceVariant} from '../../app/lib/catalogue/matching-variants.ts';
import {filtersToSearch, parseFilters, productFilterInputs} from '../../app/lib/catalogue/filters.ts';
import {tagLabel} from '../../app/lib/catalogue/tag-labels.ts';
import {specRows} from '../../app/lib/specs.ts';
import {additionalProperties} from '../../app/lib/seo.ts';

const P = 'filter.v.m.specs.';

describe('the search box reads measures (one parser: the chat’s)', () => {
  it.each([
    ['22/10 600N', {[`${P}size`]: ['22/10'], [`${P}force_range`]: ['500 à 749 N']}, ''],
    ['15x6 course 100', {[`${P}size`]: ['15/6'], [`${P}stroke_mm`]: ['100']}, ''],
    ['22-10 600N', {[`${P}size`]: ['22/10'], [`${P}force_range`]: ['500 à 749 N']}, ''],
    ['22 - 10 600N', {[`${P}size`]: ['22/10'], [`${P}force_range`]: ['500 à 749 N']}, ''],
    ['22–10 600N', {[`${P}size`]: ['22/10'], [`${P}force_range`]: ['500 à 749 N']}, ''],
    ['un 22-10, 600N, course 100', {[`${P}size`]: ['22/10'], [`${P}force_range`]: ['500 à 749 N'], [`${P}stroke_mm`]: ['100']}, ''],
    ['entre 500 et 700 N', {[`${P}force_range`]: ['500 à 749 N']}, ''],
    ['1.200 N', {[`${P}force_range`]: ['1 000 à 1 499 N']}, ''],
    // Read as the measures are: English trade words, a typo, a catalogue's « C150 » leave no word to search.
    ['gas spring 22/10 600N', {[`${P}size`]: ['22/10'], [`${P}force_range`]: ['500 à 749 N']}, ''],
    ['gas strut 600 N stroke 100', {[`${P}force_range`]: ['500 à 749 N'], [`${P}stroke_mm`]: ['100']}, ''],
    ['verrin 22/10', {[`${P}size`]: ['22/10']}, ''],
    ['22-10 600N C150', {[`${P}size`]: ['22/10'], [`${P}force_range`]: ['500 à 749 N'], [`${P}stroke_mm`]: ['150']}, ''],
    ['vérin 15-6 course 100', {[`${P}size`]: ['15/6'], [`${P}stroke_mm`]: ['100']}, 'vérin'],
    ['400 N inox', {[`${P}force_range`]: ['400 à 499 N'], [`${P}material`]: ['Inox', 'Inox 304', 'Inox 316', 'Inox 316L']}, ''],
    ['M8', {[`${P}thread`]: ['M8']}, ''],
    ['25 daN', {[`${P}force_range`]: ['200 à 299 N']}, ''],
    ['40 kg', {[`${P}force_range`]: ['400 à 499 N']}, ''],
    ['lit coffre 400 N', {[`${P}force_range`]: ['400 à 499 N']}, 'lit coffre'],
    ['vérin à gaz 15 x 6 rotule', {[`${P}size`]: ['15/6'], [`${P}fitting_type`]: ['Rotule']}, 'vérin gaz'],
    // As written on a drawing: the sign goes with the measure (it looped on redirects when left in the words).
    ['course=100', {[`${P}stroke_mm`]: ['100']}, ''],
    ['L=300', {[`${P}length_range`]: ['300 à 399 mm']}, ''],
    ['vérin L = 300 œillet', {[`${P}length_range`]: ['300 à 399 mm'], [`${P}fitting_type`]: ['Œillet']}, 'vérin'],
    ['force: 600 N', {[`${P}force_range`]: ['500 à 749 N']}, ''],
  ])('« %s »', (q, facets, text) => {
    const reading = readSearchQuery(q);
    expect(reading.facets).toEqual(facets);
    expect(reading.text).toBe(text);
    // Read once: the words left hold no measure, so a page never reads them again (no redirect loop).
    expect(readSearchQuery(reading.text).facets).toEqual({});
  });

  it('leaves a query without measures as it is', () => {
    expect(readSearchQuery('hayon de camping-car')).toEqual({facets: {}, text: 'hayon de camping-car', forceN: null});
    // Words alone stay words: the buyer searches them.
    expect(readSearchQuery('inox')).toEqual({facets: {}, text: 'inox', forceN: null});
    expect(readSearchQuery('rotule')).toEqual({facets: {}, text: 'rotule', forceN: null});
    expect(readSearchQuery('')).toEqual({facets: {}, text: '', forceN: null});
  });

  it('keeps the force typed, in N, beside its band (« 600N », « 25 daN », « 40 kg »)', () => {
    expect(readSearchQuery('22/10 600N').forceN).toBe(600);
    expect(readSearchQuery('25 daN').forceN).toBe(250);
    expect(readSearchQuery('40 kg').forceN).toBe(400);
    expect(readSearchQuery('22/10').forceN).toBeNull();
  });

  it('never leaves a measure in the words it sends back to the search', () => {
    for (const q of ['course==100', 'course=100=', 'a=b=3', '=300', '300=L', 'x=5', 'L1=250', 'course : 150 inox', 'F=600N 22/10', '<script>L=1</script>']) {
      expect(readSearchQuery(readSearchQuery(q).text).facets, q).toEqual({});
    }
  });

  it('does not take a lid for a spring section', () => {
    expect(readSearchQuery('couvercle 60 x 40 cm').facets[`${P}size`]).toBeUndefined();
  });
});

describe('facets in the URL, under Shopify’s parameter names', () => {
  it('keeps the known filters only, each value once, and sends them as ProductFilter inputs', () => {
    const params = new URLSearchParams(
      `${P}stroke_mm=150&${P}stroke_mm=150&${P}force_range=500 à 749 N&${P}finish=x&${P}accessories=y&filter.v.m.other.k=1&filter.v.availability=1&filter.v.availability=maybe`,
    );
    const selection = parseFacetParams(params);
    expect(selection).toEqual({[`${P}stroke_mm`]: ['150'], [`${P}force_range`]: ['500 à 749 N'], [`${P}finish`]: ['x'], 'filter.v.availability': ['1']});
    expect(facetFilterInputs(selection)).toContainEqual({variantMetafield: {namespace: 'specs', key: 'stroke_mm', value: '150'}});
    expect(facetFilterInputs(selection)).toContainEqual({available: true});
  });

  it('bounds what a hostile URL can ask', () => {
    const params = new URLSearchParams();
    for (let i = 0; i < 40; i++) params.append(`${P}stroke_mm`, String(i));
    for (let i = 0; i < 40; i++) params.append(`${P}force_n`, String(i));
    params.append(`${P}thread`, 'x'.repeat(500));
    const selection = parseFacetParams(params);
    expect(selection[`${P}stroke_mm`]).toHaveLength(30);
    expect(Object.values(selection).flat()).toHaveLength(60);
  });

  it('round-trips through the list filters with price and tags', () => {
    const filters = parseFilters(new URLSearchParams(`tag=inox&min=50&max=150&${P}size=22/10`));
    expect(filtersToSearch(filters)).toBe(`?tag=inox&min=50&max=150&${encodeURIComponent(`${P}size`).replace(/%2E/g, '.')}=22%2F10`);
    expect(productFilterInputs(filters)).toEqual([
      {tag: 'inox'},
      {price: {min: 50, max: 150}},
      {variantMetafield: {namespace: 'specs', key: 'size', value: '22/10'}},
    ]);
  });
});

const api: ApiFilter[] = [
  {id: 'filter.v.availability', label: 'Disponibilité', type: 'LIST', values: [{id: 'a1', label: 'En stock', count: 40, input: '{"available":true}'}]},
  {
    id: 'filter.p.product_type',
    label: 'Type de produit',
    type: 'LIST',
    values: [
      {id: 't1', label: 'Vérin à gaz', count: 30, input: '{"productType":"Vérin à gaz"}'},
      {id: 't2', label: 'Accessoire', count: 12, input: '{"productType":"Accessoire"}'},
    ],
  },
  {
    id: `${P}force_range`,
    label: 'Plage de force',
    type: 'LIST',
    values: [
      {id: 'f2', label: '500 à 749 N', count: 7, input: '{"variantMetafield":{"namespace":"specs","key":"force_range","value":"500 à 749 N"}}'},
      {id: 'f1', label: 'Moins de 50 N', count: 0, input: '{"variantMetafield":{"namespace":"specs","key":"force_range","value":"Moins de 50 N"}}'},
      {id: 'f0', label: '100 à 149 N', count: 3, input: '{"variantMetafield":{"namespace":"specs","key":"force_range","value":"100 à 149 N"}}'},
    ],
  },
  {
    id: `${P}stroke_mm`,
    label: 'Course (mm)',
    type: 'LIST',
    values: [{id: 's1', label: '150', count: 0, input: '{"variantMetafield":{"namespace":"specs","key":"stroke_mm","value":"150"}}'}],
  },
];

describe('facet groups from the API’s filters', () => {
  it('labels values with their unit, orders force buckets, hides empty values unless selected', () => {
    const groups = facetGroups(api, {[`${P}stroke_mm`]: ['150.0']});
    const force = groups.find((group) => group.param === `${P}force_range`);
    expect(force?.values.map((value) => value.label)).toEqual(['100 à 149 N', '500 à 749 N']);
    const stroke = groups.find((group) => group.param === `${P}stroke_mm`);
    expect(stroke?.values).toEqual([{value: '150', label: '150 mm', count: 0, selected: true}]);
    expect(groups.at(-1)?.values[0]).toMatchObject({label: 'En stock', count: 40});
  });

  it('counts the whole list from the product types, or the selected ones', () => {
    expect(productCountFromFilters(api)).toBe(42);
    expect(productCountFromFilters(api, ['Accessoire'])).toBe(12);
    expect(productCountFromFilters([])).toBeNull();
  });
});

const variant = (id: string, price: string, force: string, stroke: string, available = true): ChoiceVariant => ({
  id,
  availableForSale: available,
  price: {amount: price},
  selectedOptions: [{name: 'Force', value: force}],
  specs: [
    {key: 'force_range', value: parseInt(force) >= 500 && parseInt(force) < 750 ? '500 à 749 N' : '200 à 299 N'},
    {key: 'force_n', value: String(parseInt(force))},
    {key: 'stroke_mm', value: stroke},
  ],
});

describe('a card in a list narrowed by a typed force opens the variant nearest to it', () => {
  const band = {[`${P}force_range`]: ['500 à 749 N']};
  const variants = [variant('v500', '40.00', '500 N', '100'), variant('v600', '42.00', '600 N', '100'), variant('v700', '44.00', '700 N', '100')];

  it('600 N asked: the 600 N variant, not the band’s first', () => {
    expect(cardChoice(variants, {bands: [], facets: band, nearForceN: 600})).toMatchObject({variantId: 'v600', count: 3, search: '?Force=600+N'});
  });

  it('650 N asked where 600 and 700 N exist: the nearer, 600 N; 700 N asked: 700 N', () => {
    expect(cardChoice(variants, {bands: [], facets: band, nearForceN: 640})?.variantId).toBe('v600');
    expect(cardChoice(variants, {bands: [], facets: band, nearForceN: 700})?.variantId).toBe('v700');
  });

  it('between two as near, the stronger: 600 N asked where only 500 and 700 N exist opens 700 N', () => {
    const apart = [variant('v500', '40.00', '500 N', '100'), variant('v700', '44.00', '700 N', '100')];
    expect(cardChoice(apart, {bands: [], facets: band, nearForceN: 600})?.variantId).toBe('v700');
  });

  it('the nearest even when out of stock (the card says so), as the buyer asked for that force', () => {
    const sold = [variant('v500', '40.00', '500 N', '100'), variant('v600', '42.00', '600 N', '100', false)];
    expect(cardChoice(sold, {bands: [], facets: band, nearForceN: 600})).toMatchObject({variantId: 'v600', available: false});
  });

  it('no force asked: the first in stock, as before', () => {
    expect(cardChoice(variants, {bands: [], facets: band})?.variantId).toBe('v500');
  });
});

describe('a card in a narrowed list shows the variants it was found by', () => {
  const variants = [variant('v1', '39.90', '200 N', '150'), variant('v2', '52.90', '600 N', '150', false), variant('v3', '89.90', '600 N', '150')];

  it('never a price outside the band: the matching range', () => {
    expect(cardChoice(variants, {bands: [{min: 50, max: 100}], facets: {}})).toMatchObject({count: 2, min: 52.9, max: 89.9, variantId: 'v3'});
  });

  it('the one variant the facets found, opened on the product page', () => {
    const choice = cardChoice(variants, {bands: [{min: 80, max: 100}], facets: {[`${P}force_range`]: ['500 à 749 N']}});
    expect(choice).toMatchObject({count: 1, min: 89.9, max: 89.9, variantId: 'v3', search: '?Force=600+N'});
  });

  it('nothing to choose when nothing narrows', () => {
    expect(cardChoice(variants, {bands: [], facets: {}})).toBeNull();
  });
});

describe('French labels for tags', () => {
  it.each([
    ['batiment', 'Bâtiment'],
    ['best-seller', 'Meilleures ventes'],
    ['few-left', 'Derniers exemplaires'],
    ['medical', 'Médical'],
    ['tout-neuf', 'Tout neuf'],
  ])('%s → %s', (tag, label) => expect(tagLabel(tag)).toBe(label));
});

describe('the specification table from the metafield definitions', () => {
  const rows = specRows(
    [
      {key: 'extended_length', value: '{"value":260.0,"unit":"mm"}'},
      {key: 'stroke_mm', value: '100'},
      {key: 'locking', value: 'false'},
      {key: 'thread', value: 'M8'},
      {key: 'thread_rod', value: 'M8'},
      {key: 'thread_body', value: 'M10'},
    ],
    [
      {key: 'force_n', value: '1200'},
      {key: 'damped', value: 'true'},
      {key: 'temp_min_c', value: '-20'},
      {key: 'temp_max_c', value: '80'},
      {key: 'fits', value: '["18/8","M8"]'},
      {key: 'extra', value: '{"Blocage":"Élastique"}'},
    ],
  );

  it('shows each datum once, in the reader’s units', () => {
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Longueur déployée (entre axes)', '260 mm'],
      ['Force F1', '1\u00a0200 N'],
      ['Filetage', 'M8'],
      ['Filetage côté corps', 'M10'],
      ['Température d’utilisation', '-20 à 80 °C'],
      ['Fin de course freinée', 'Oui'],
      ['Convient aux', '18/8, M8'],
      ['Blocage', 'Élastique'],
    ]);
  });

  it('gives JSON-LD numbers with their UN/CEFACT unit', () => {
    expect(additionalProperties(rows)[1]).toEqual({'@type': 'PropertyValue', name: 'Force F1', value: 1200, unitCode: 'NEW'});
  });
});
