// Technical facets of the product lists (issue 18, section 3; decision 041): the filters
// Search & Discovery exposes on the `specs` metafields (decision 024), kept in the URL
// under Shopify's own parameter names (`filter.v.m.specs.force_range=500 à 749 N`,
// `filter.v.availability=1`), sent back as Storefront `ProductFilter` inputs, and shown
// from the `filters` / `productFilters` the Storefront API answers, with their counts.
// Pure functions: the routes read the URL and the answer, the panel renders the groups.

import {SPEC_DEFINITION_BY_KEY, SPEC_NAMESPACE, bucketIndex, FORCE_RANGES, LENGTH_RANGES} from '../spec-metafields.ts';

/** Selected values per URL parameter (Shopify's filter id), in URL order. */
export type FacetSelection = Record<string, string[]>;

export const AVAILABILITY_PARAM = 'filter.v.availability';
const METAFIELD_PREFIX = `filter.v.m.${SPEC_NAMESPACE}.`;
const FILTERABLE_TYPES = new Set(['number_integer', 'number_decimal', 'single_line_text_field', 'boolean']);

/** The facets a buyer sees, in this order (labels from the metafield definitions, with the unit). */
export const FACET_PANEL: readonly {key: string; label: string}[] = [
  {key: 'kind', label: 'Type'},
  {key: 'force_range', label: 'Force'},
  {key: 'stroke_mm', label: 'Course'},
  {key: 'length_range', label: 'Longueur déployée'},
  {key: 'size', label: 'Ø corps / tige (mm)'},
  {key: 'fitting_type', label: 'Embout'},
  {key: 'thread', label: 'Filetage'},
  {key: 'material', label: 'Matériau'},
];

/** Bounds that keep a hostile URL from turning into a huge query. */
const MAX_VALUES_PER_FACET = 30;
const MAX_VALUES = 60;
const MAX_VALUE_LENGTH = 60;

/** The `specs` key of a facet parameter, or null when it is not one the shop filters on. */
export function specKeyOf(param: string): string | null {
  if (!param.startsWith(METAFIELD_PREFIX)) return null;
  const key = param.slice(METAFIELD_PREFIX.length);
  const definition = SPEC_DEFINITION_BY_KEY.get(key);
  return definition && FILTERABLE_TYPES.has(definition.type) ? key : null;
}

export function facetParam(key: string): string {
  return `${METAFIELD_PREFIX}${key}`;
}

/** The facets of a URL: known parameters only, each value once, trimmed and bounded. */
export function parseFacetParams(params: URLSearchParams): FacetSelection {
  const selection: FacetSelection = {};
  let total = 0;
  for (const [name, raw] of params) {
    if (total >= MAX_VALUES) break;
    const known = name === AVAILABILITY_PARAM ? (raw === '1' || raw === '0' ? name : null) : specKeyOf(name) ? name : null;
    if (!known) continue;
    const value = raw.trim().slice(0, MAX_VALUE_LENGTH);
    if (!value) continue;
    const list = (selection[name] ??= []);
    if (!list.includes(value) && list.length < MAX_VALUES_PER_FACET) {
      list.push(value);
      total += 1;
    }
  }
  return selection;
}

export function hasFacets(selection: FacetSelection): boolean {
  return Object.values(selection).some((values) => values.length > 0);
}

/** The selection as URL pairs (for links and hidden fields). */
export function facetEntries(selection: FacetSelection): Array<[string, string]> {
  return Object.entries(selection).flatMap(([name, values]) => values.map((value): [string, string] => [name, value]));
}

export function withFacetValue(selection: FacetSelection, param: string, value: string, on: boolean): FacetSelection {
  const current = selection[param] ?? [];
  const values = on ? (current.includes(value) ? current : [...current, value]) : current.filter((item) => item !== value);
  const next = {...selection};
  if (values.length > 0) next[param] = values;
  else delete next[param];
  return next;
}

export type FacetFilterInput = {available: boolean} | {variantMetafield: {namespace: string; key: string; value: string}};

/** The selection as Storefront `ProductFilter` inputs: values of one facet OR-ed, facets AND-ed. */
export function facetFilterInputs(selection: FacetSelection): FacetFilterInput[] {
  const inputs: FacetFilterInput[] = [];
  for (const [param, values] of Object.entries(selection)) {
    if (param === AVAILABILITY_PARAM) {
      for (const value of values) inputs.push({available: value === '1'});
      continue;
    }
    const key = specKeyOf(param);
    if (!key) continue;
    for (const value of values) inputs.push({variantMetafield: {namespace: SPEC_NAMESPACE, key, value}});
  }
  return inputs;
}

// ------------------------------------------------------------------ what the API answers

/** `Filter` as the Storefront API returns it (the fields the storefront asks for). */
export interface ApiFilter {
  id: string;
  label: string;
  type: string;
  values: {id: string; label: string; count: number; input: unknown}[];
}

export interface FacetValueView {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FacetGroup {
  param: string;
  label: string;
  values: FacetValueView[];
}

/** The value a `FilterValue.input` carries back (the metafield value, or '1'/'0' for availability). */
function inputValue(input: unknown): string | null {
  try {
    const parsed = (typeof input === 'string' ? JSON.parse(input) : input) as {
      available?: boolean;
      variantMetafield?: {value?: string};
    };
    if (typeof parsed.available === 'boolean') return parsed.available ? '1' : '0';
    return typeof parsed.variantMetafield?.value === 'string' ? parsed.variantMetafield.value : null;
  } catch {
    return null;
  }
}

/** '150' → '150 mm', 'true' → 'Oui': a metafield value as a buyer reads it. */
export function facetValueLabel(key: string, value: string): string {
  const definition = SPEC_DEFINITION_BY_KEY.get(key);
  if (definition?.type === 'boolean') return value === 'true' ? 'Oui' : 'Non';
  const n = Number(value);
  if (definition?.unit && value.trim() !== '' && Number.isFinite(n)) return `${n.toLocaleString('fr-FR')} ${definition.unit}`;
  return value;
}

function sameValue(a: string, b: string): boolean {
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na === nb;
  return a.localeCompare(b, 'fr', {sensitivity: 'base'}) === 0;
}

/** Values in the order a buyer scans them: buckets in their order, numbers by value. */
function ordered(key: string, values: FacetValueView[]): FacetValueView[] {
  if (key === 'force_range') return [...values].sort((a, b) => bucketIndex(FORCE_RANGES, a.value) - bucketIndex(FORCE_RANGES, b.value));
  if (key === 'length_range') return [...values].sort((a, b) => bucketIndex(LENGTH_RANGES, a.value) - bucketIndex(LENGTH_RANGES, b.value));
  return values;
}

/**
 * The panel's groups from the API's filters: counts as the API gives them (each facet
 * counted with the other facets applied), values that would find nothing left out unless
 * selected, groups with nothing to choose left out.
 */
export function facetGroups(filters: readonly ApiFilter[], selection: FacetSelection): FacetGroup[] {
  const groups: FacetGroup[] = [];
  const availability = filters.find((filter) => filter.id === AVAILABILITY_PARAM);
  for (const {key, label} of FACET_PANEL) {
    const param = facetParam(key);
    const filter = filters.find((candidate) => candidate.id === param);
    if (!filter) continue;
    const selected = selection[param] ?? [];
    const values = filter.values.flatMap((apiValue): FacetValueView[] => {
      const value = inputValue(apiValue.input) ?? apiValue.label;
      const isSelected = selected.some((item) => sameValue(item, value));
      if (apiValue.count === 0 && !isSelected) return [];
      return [{value, label: facetValueLabel(key, value), count: apiValue.count, selected: isSelected}];
    });
    if (values.length === 0) continue;
    groups.push({param, label, values: ordered(key, values)});
  }
  if (availability) {
    const selected = selection[AVAILABILITY_PARAM] ?? [];
    const inStock = availability.values.find((value) => inputValue(value.input) === '1');
    if (inStock && (inStock.count > 0 || selected.includes('1'))) {
      groups.push({
        param: AVAILABILITY_PARAM,
        label: 'Disponibilité',
        values: [{value: '1', label: 'En stock', count: inStock.count, selected: selected.includes('1')}],
      });
    }
  }
  return groups;
}

/** The label of a selected value for an « active filters » chip: « Course : 150 mm ». */
export function facetChipLabel(param: string, value: string): string {
  if (param === AVAILABILITY_PARAM) return value === '1' ? 'En stock' : 'Rupture de stock';
  const key = specKeyOf(param) ?? '';
  const group = FACET_PANEL.find((facet) => facet.key === key);
  const label = group?.label ?? SPEC_DEFINITION_BY_KEY.get(key)?.label ?? key;
  return `${label} : ${facetValueLabel(key, value)}`;
}

/**
 * How many products a filtered list holds, from its facets: every product has one product
 * type, so the `filter.p.product_type` counts add up to the list (the selected types' when
 * that filter is active, its own filter being left out of its counts). Null without it.
 */
export function productCountFromFilters(filters: readonly ApiFilter[], selectedTypes: readonly string[] = []): number | null {
  const types = filters.find((filter) => filter.id === 'filter.p.product_type');
  if (!types) return null;
  const counted = selectedTypes.length > 0 ? types.values.filter((value) => selectedTypes.some((type) => sameValue(type, value.label))) : types.values;
  return counted.reduce((sum, value) => sum + value.count, 0);
}

/** The `filter.p.tag` values with their counts (the tag checkboxes of the filter panel). */
export function tagCounts(filters: readonly ApiFilter[]): Map<string, number> {
  const tags = filters.find((filter) => filter.id === 'filter.p.tag');
  return new Map((tags?.values ?? []).map((value) => [value.label, value.count]));
}
