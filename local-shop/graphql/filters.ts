// ProductFilter inputs (collection.products(filters:), search(productFilters:)) and the
// facets returned with them (Filter / FilterValue), as Shopify's Search & Discovery
// answers them (decision 024):
// - values of one filter are OR-ed, different filters AND-ed;
// - filters on variants (availability, price, variant option, variant metafield) must all
//   hold on one same variant: « 400 à 499 N » and « course 150 » find the product only when
//   one of its variants is both;
// - a facet's counts apply every other active filter, not its own;
// - metafield filters take the types Shopify filters on (number, single-line text, boolean
//   and their lists); numbers compare by value ('100' = '100.0'), text ignores case and accents.

import {FORCE_RANGES, LENGTH_RANGES, SPEC_NAMESPACE, bucketIndex} from '../shared-rules.ts';
import {euros} from '../money.ts';
import {type ProductRecord, type VariantRecord, maxPrice, variantSpecs} from '../store/catalogue.ts';
import {normalize} from './search-query.ts';
import {specMetafields} from './specs.ts';

export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  variantMetafield?: {namespace: string; key: string; value: string} | null;
  category?: unknown;
  taxonomyMetafield?: unknown;
}

// ------------------------------------------------------------------ facts

/** Metafield values as filters compare them: key → comparable values (list items apart). */
type Values = Map<string, string[]>;

interface VariantFacts {
  variant: VariantRecord;
  available: boolean;
  price: number;
  /** Normalised option name → normalised value */
  options: Map<string, string>;
  /** Raw option values by option name, for facet labels */
  rawOptions: Map<string, string>;
  meta: Values;
  rawMeta: Values;
}

interface ProductFacts {
  product: ProductRecord;
  /** Normalised product type, vendor and tags */
  type: string;
  vendor: string;
  tags: string[];
  meta: Values;
  variants: VariantFacts[];
}

const FILTERABLE = new Set(['number_integer', 'number_decimal', 'single_line_text_field', 'boolean', 'list.single_line_text_field', 'list.number_integer', 'list.number_decimal']);

function comparable(type: string, value: string): string {
  if (type.endsWith('number_integer') || type.endsWith('number_decimal')) {
    const n = Number(value);
    return Number.isFinite(n) ? String(n) : normalize(value).trim();
  }
  return normalize(value).trim();
}

function metaValues(specs: ProductRecord['specs']): {meta: Values; raw: Values} {
  const meta: Values = new Map();
  const raw: Values = new Map();
  for (const entry of specMetafields(specs)) {
    if (!FILTERABLE.has(entry.type)) continue;
    const items = entry.type.startsWith('list.') ? (JSON.parse(entry.value) as unknown[]).map(String) : [entry.value];
    raw.set(entry.key, items);
    meta.set(entry.key, items.map((item) => comparable(entry.type, item)));
  }
  return {meta, raw};
}

const factsCache = new WeakMap<ProductRecord, ProductFacts>();

function factsOf(product: ProductRecord): ProductFacts {
  let facts = factsCache.get(product);
  if (!facts) {
    facts = {
      product,
      type: normalize(product.productType).trim(),
      vendor: normalize(product.vendor).trim(),
      tags: product.tags.map((tag) => normalize(tag).trim()),
      meta: metaValues(product.specs).meta,
      variants: product.variants.map((variant) => {
        const {meta, raw} = metaValues(variantSpecs(product, variant));
        const options = new Map<string, string>();
        const rawOptions = new Map<string, string>();
        product.options.forEach((option, i) => {
          options.set(normalize(option.name), normalize(variant.optionValues[i] ?? '').trim());
          rawOptions.set(option.name, variant.optionValues[i] ?? '');
        });
        return {variant, available: variant.stock > 0, price: euros(variant.priceCents), options, rawOptions, meta, rawMeta: raw};
      }),
    };
    factsCache.set(product, facts);
  }
  return facts;
}

// ------------------------------------------------------------------ filters

type Level = 'product' | 'variant';

interface Compiled {
  group: string;
  level: Level;
  product?: (facts: ProductFacts) => boolean;
  variant?: (facts: VariantFacts) => boolean;
}

/** The forms a wanted value can match: its text, and its number when it is one ('100.0' → '100'). */
function targets(wanted: string): string[] {
  const text = normalize(wanted).trim();
  const n = Number(wanted);
  return wanted.trim() !== '' && Number.isFinite(n) ? [String(n), text] : [text];
}

function hasValue(values: Values, key: string, wanted: readonly string[]): boolean {
  const list = values.get(key);
  return list !== undefined && list.some((value) => wanted.includes(value));
}

function compile(filter: ProductFilterInput): Compiled | null {
  if (filter.available !== undefined && filter.available !== null) {
    const wanted = filter.available;
    return {group: 'available', level: 'variant', variant: (v) => v.available === wanted};
  }
  if (filter.price) {
    const min = filter.price.min ?? 0;
    const max = filter.price.max ?? Number.POSITIVE_INFINITY;
    return {group: 'price', level: 'variant', variant: (v) => v.price >= min && v.price <= max};
  }
  if (typeof filter.productType === 'string') {
    const wanted = normalize(filter.productType).trim();
    return {group: 'productType', level: 'product', product: (p) => p.type === wanted};
  }
  if (typeof filter.productVendor === 'string') {
    const wanted = normalize(filter.productVendor).trim();
    return {group: 'productVendor', level: 'product', product: (p) => p.vendor === wanted};
  }
  if (typeof filter.tag === 'string') {
    const wanted = normalize(filter.tag).trim();
    return {group: 'tag', level: 'product', product: (p) => p.tags.includes(wanted)};
  }
  if (filter.variantOption) {
    const name = normalize(filter.variantOption.name);
    const value = normalize(filter.variantOption.value).trim();
    return {group: `variantOption:${name}`, level: 'variant', variant: (v) => v.options.get(name) === value};
  }
  if (filter.productMetafield) {
    const {namespace, key, value} = filter.productMetafield;
    const wanted = targets(value);
    const group = `productMetafield:${namespace}.${key}`;
    if (namespace !== SPEC_NAMESPACE) return {group, level: 'product', product: () => false};
    return {group, level: 'product', product: (p) => hasValue(p.meta, key, wanted)};
  }
  if (filter.variantMetafield) {
    const {namespace, key, value} = filter.variantMetafield;
    const wanted = targets(value);
    const group = `variantMetafield:${namespace}.${key}`;
    if (namespace !== SPEC_NAMESPACE) return {group, level: 'variant', variant: () => false};
    return {group, level: 'variant', variant: (v) => hasValue(v.meta, key, wanted)};
  }
  if (filter.category !== undefined || filter.taxonomyMetafield !== undefined) {
    // The local shop has no taxonomy: nothing belongs to a category.
    return {group: 'taxonomy', level: 'product', product: () => false};
  }
  return null;
}

interface Group {
  name: string;
  level: Level;
  /** This group's bit in the masks below */
  bit: number;
  tests: Compiled[];
}

function groupsOf(filters: readonly ProductFilterInput[]): Map<string, Group> {
  const map = new Map<string, Group>();
  for (const filter of filters) {
    const compiled = compile(filter);
    if (!compiled) continue;
    const group = map.get(compiled.group) ?? {name: compiled.group, level: compiled.level, bit: 2 ** map.size, tests: []};
    group.tests.push(compiled);
    map.set(compiled.group, group);
  }
  return map;
}

/**
 * Which groups each product and each variant satisfies, as bit masks: one pass over the
 * products, then any "all groups but one" question is a mask comparison (facet counts ask
 * it once per facet).
 */
interface Masks {
  all: number;
  product: Map<ProductFacts, number>;
  variant: Map<VariantFacts, number>;
  /** Bits of the product-level groups (a variant mask has them all set) */
  productBits: number;
  variantBits: number;
}

function masksOf(base: readonly ProductFacts[], groups: Map<string, Group>): Masks {
  let all = 0;
  let productBits = 0;
  for (const group of groups.values()) {
    all |= group.bit;
    if (group.level === 'product') productBits |= group.bit;
  }
  const variantBits = all & ~productBits;
  const productGroups = [...groups.values()].filter((group) => group.level === 'product');
  const variantGroups = [...groups.values()].filter((group) => group.level === 'variant');
  const product = new Map<ProductFacts, number>();
  const variant = new Map<VariantFacts, number>();
  for (const facts of base) {
    let mask = variantBits;
    for (const group of productGroups) if (group.tests.some((test) => test.product?.(facts))) mask |= group.bit;
    product.set(facts, mask);
    for (const variantFacts of facts.variants) {
      let bits = productBits;
      for (const group of variantGroups) if (group.tests.some((test) => test.variant?.(variantFacts))) bits |= group.bit;
      variant.set(variantFacts, bits);
    }
  }
  return {all, product, variant, productBits, variantBits};
}

/** Satisfies every group but the `except` bits. */
function passes(mask: number, masks: Masks, except = 0): boolean {
  return ((mask | except) & masks.all) === masks.all;
}

export function filterProducts(products: readonly ProductRecord[], filters: readonly ProductFilterInput[]): ProductRecord[] {
  if (filters.length === 0) return [...products];
  const groups = groupsOf(filters);
  if (groups.size === 0) return [...products];
  const base = products.map(factsOf);
  const masks = masksOf(base, groups);
  return base
    .filter((facts) => passes(masks.product.get(facts) ?? 0, masks) && (masks.variantBits === 0 || facts.variants.some((v) => passes(masks.variant.get(v) ?? 0, masks))))
    .map((facts) => facts.product);
}

// ------------------------------------------------------------------ facets

type Order = 'alpha' | 'numeric' | 'force' | 'length' | 'given';

interface FacetDefinition {
  id: string;
  label: string;
  group: string;
  level: Level;
  order: Order;
  /** Values of a product (product level) or of a variant (variant level), as shown */
  values: (product: ProductFacts, variant?: VariantFacts) => string[];
  input: (value: string) => ProductFilterInput;
}

function metafieldFacet(key: string, label: string, order: Order): FacetDefinition {
  return {
    id: `filter.v.m.${SPEC_NAMESPACE}.${key}`,
    label,
    group: `variantMetafield:${SPEC_NAMESPACE}.${key}`,
    level: 'variant',
    order,
    values: (_product, variant) => variant?.rawMeta.get(key) ?? [],
    input: (value) => ({variantMetafield: {namespace: SPEC_NAMESPACE, key, value}}),
  };
}

function optionFacet(name: string): FacetDefinition {
  const key = normalize(name);
  return {
    id: `filter.v.option.${handleize(name)}`,
    label: name,
    group: `variantOption:${key}`,
    level: 'variant',
    order: 'numeric',
    values: (_product, variant) => {
      const value = variant?.rawOptions.get(name);
      return value === undefined ? [] : [value];
    },
    input: (value) => ({variantOption: {name, value}}),
  };
}

/**
 * The shop's filters, in the order its Search & Discovery settings list them. The spec
 * facets read variant metafields: every variant carries its whole datasheet.
 */
const FACETS: readonly FacetDefinition[] = [
  {
    id: 'filter.p.product_type',
    label: 'Type de produit',
    group: 'productType',
    level: 'product',
    order: 'alpha',
    values: (product) => [product.product.productType],
    input: (value) => ({productType: value}),
  },
  metafieldFacet('kind', 'Type', 'alpha'),
  metafieldFacet('force_range', 'Plage de force', 'force'),
  metafieldFacet('stroke_mm', 'Course (mm)', 'numeric'),
  metafieldFacet('length_range', 'Longueur déployée', 'length'),
  metafieldFacet('size', 'Corps / tige', 'numeric'),
  metafieldFacet('body_diameter_mm', 'Ø du corps (mm)', 'numeric'),
  metafieldFacet('rod_diameter_mm', 'Ø de la tige (mm)', 'numeric'),
  metafieldFacet('fitting_type', 'Embout', 'alpha'),
  metafieldFacet('thread', 'Filetage', 'alpha'),
  metafieldFacet('material', 'Matériau', 'alpha'),
  {
    id: 'filter.p.vendor',
    label: 'Marque',
    group: 'productVendor',
    level: 'product',
    order: 'alpha',
    values: (product) => [product.product.vendor],
    input: (value) => ({productVendor: value}),
  },
  {
    id: 'filter.p.tag',
    label: 'Étiquettes',
    group: 'tag',
    level: 'product',
    order: 'alpha',
    values: (product) => product.product.tags,
    input: (value) => ({tag: value}),
  },
  optionFacet('Force'),
  optionFacet('Course'),
];

function handleize(text: string): string {
  return normalize(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const collator = new Intl.Collator('fr', {numeric: true, sensitivity: 'base'});

function joinThousands(text: string): string {
  return text.replace(/(\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '$1');
}

function sortValues(values: string[], order: Order): string[] {
  switch (order) {
    case 'numeric':
      // '1 000 N' after '950 N': thousands separators do not split a number.
      return values.sort((a, b) => collator.compare(joinThousands(a), joinThousands(b)));
    case 'force':
      return values.sort((a, b) => bucketIndex(FORCE_RANGES, a) - bucketIndex(FORCE_RANGES, b));
    case 'length':
      return values.sort((a, b) => bucketIndex(LENGTH_RANGES, a) - bucketIndex(LENGTH_RANGES, b));
    case 'given':
      return values;
    default:
      return values.sort(collator.compare);
  }
}

interface FilterView {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: 'TEXT' | null;
  values: {id: string; label: string; count: number; input: string; image: null; swatch: null}[];
}

function valueView(filterId: string, label: string, count: number, input: ProductFilterInput, id = `${filterId}.${handleize(label) || '0'}`) {
  return {id, label, count, input: JSON.stringify(input), image: null, swatch: null};
}

/** A facet's values on one product: per variant, and their union (each computed once per snapshot). */
interface FacetValues {
  union: string[];
  perVariant: string[][];
}

const facetValuesCache = new WeakMap<ProductFacts, Map<string, FacetValues>>();

function facetValues(definition: FacetDefinition, facts: ProductFacts): FacetValues {
  let byFacet = facetValuesCache.get(facts);
  if (!byFacet) {
    byFacet = new Map();
    facetValuesCache.set(facts, byFacet);
  }
  let values = byFacet.get(definition.id);
  if (!values) {
    const perVariant = definition.level === 'variant' ? facts.variants.map((variant) => definition.values(facts, variant)) : facts.variants.map(() => definition.values(facts));
    values = {union: [...new Set(perVariant.flat())], perVariant};
    byFacet.set(definition.id, values);
  }
  return values;
}

/** Counts of each value of one facet over `base`, the other active filters applied. */
function countFacet(definition: FacetDefinition, base: readonly ProductFacts[], groups: Map<string, Group>, masks: Masks): Map<string, number> {
  const counts = new Map<string, number>();
  const except = groups.get(definition.group)?.bit ?? 0;
  // With no other variant filter, every variant of a passing product counts: its union will do.
  const variantsFree = (masks.variantBits & ~except) === 0;
  for (const facts of base) {
    if (!passes(masks.product.get(facts) ?? 0, masks, except)) continue;
    const values = facetValues(definition, facts);
    let found: Iterable<string>;
    if (variantsFree) {
      found = values.union;
    } else {
      const passing = facts.variants.map((variant) => passes(masks.variant.get(variant) ?? 0, masks, except));
      if (definition.level === 'variant') {
        const seen = new Set<string>();
        passing.forEach((ok, i) => {
          if (ok) for (const value of values.perVariant[i]) seen.add(value);
        });
        found = seen;
      } else {
        found = passing.includes(true) ? values.union : [];
      }
    }
    for (const value of found) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** Values of each facet over a set of products, kept while the set is (a collection's members). */
const allValuesCache = new WeakMap<readonly ProductRecord[], Map<string, string[]>>();

/** Every value a facet has over the products, before filtering (Shopify lists them all, counts may be 0). */
function allValues(definition: FacetDefinition, products: readonly ProductRecord[], base: readonly ProductFacts[]): string[] {
  let byFacet = allValuesCache.get(products);
  if (!byFacet) {
    byFacet = new Map();
    allValuesCache.set(products, byFacet);
  }
  let values = byFacet.get(definition.id);
  if (!values) {
    const set = new Set<string>();
    for (const facts of base) for (const value of facetValues(definition, facts).union) set.add(value);
    values = sortValues([...set], definition.order);
    byFacet.set(definition.id, values);
  }
  return values;
}

const AVAILABILITY: FacetDefinition = {
  id: 'filter.v.availability',
  label: 'Disponibilité',
  group: 'available',
  level: 'variant',
  order: 'given',
  values: (_product, variant) => [variant?.available ? '1' : '0'],
  input: (value) => ({available: value === '1'}),
};

/** Facets for a set of products (a collection, or search results before filtering). */
export function collectionFacets(products: readonly ProductRecord[], filters: readonly ProductFilterInput[]): FilterView[] {
  const groups = groupsOf(filters);
  const base = products.map(factsOf);
  const masks = masksOf(base, groups);
  const result: FilterView[] = [];

  const availability = countFacet(AVAILABILITY, base, groups, masks);
  result.push({
    id: 'filter.v.availability',
    label: 'Disponibilité',
    type: 'LIST',
    presentation: 'TEXT',
    values: [
      valueView('filter.v.availability', 'En stock', availability.get('1') ?? 0, {available: true}, 'filter.v.availability.1'),
      valueView('filter.v.availability', 'Rupture de stock', availability.get('0') ?? 0, {available: false}, 'filter.v.availability.0'),
    ],
  });

  const highest = products.length > 0 ? Math.max(...products.map(maxPrice)) : 0;
  result.push({
    id: 'filter.v.price',
    label: 'Prix',
    type: 'PRICE_RANGE',
    presentation: null,
    values: [valueView('filter.v.price', 'Prix', 0, {price: {min: 0, max: Math.ceil(euros(highest))}}, 'filter.v.price')],
  });

  for (const definition of FACETS) {
    const values = allValues(definition, products, base);
    if (values.length === 0) continue;
    const counts = countFacet(definition, base, groups, masks);
    result.push({
      id: definition.id,
      label: definition.label,
      type: 'LIST',
      presentation: 'TEXT',
      values: values.map((value) => valueView(definition.id, value, counts.get(value) ?? 0, definition.input(value))),
    });
  }
  return result;
}
