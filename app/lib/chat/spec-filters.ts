// Retrieval by the datasheet: the Storefront API's `search(productFilters:)` narrowed by the
// spec metafields a merchant exposes as Search & Discovery filters (decision 024): product
// type, `specs.kind`, `specs.force_range`, `specs.stroke_mm`, `specs.length_range`,
// `specs.size` / `specs.body_diameter_mm`, `specs.fitting_type`, `specs.thread` and
// `specs.material`. Variant filters hold on one same variant, so « 600 N, course 200,
// œillets » reaches the variant that is all three among 2,000, where a keyword search of
// ten products would not. Only the filters the shop enables are used (`force_n` and
// `extended_length_mm` are not filters: their buckets are), so the same searches work on a
// real Shopify store set up the same way. From the strictest to the loosest: everything
// asked; force and geometry; geometry alone; force alone.

import {FORCE_RANGES, LENGTH_RANGES, SPEC_NAMESPACE, type Bucket} from '../spec-metafields.ts';
import {CHAT_FILTERED_SEARCH_SIZE, FORCE_RANGE, SIZE_RANGE} from './constants.ts';
import type {ChatEntities, Fitting, ProductKind} from './entities.ts';
import {exactSizeTolerance} from './fit.ts';
import {wantsAccessory} from './ranking.ts';
import type {FilteredSearch, SpecFilter} from './types.ts';

/** Product types of each family, as the catalogue types them (the « Type de produit » filter). */
const PRODUCT_TYPES: Record<ProductKind, readonly string[]> = {
  gas: ['Vérin à gaz', 'Kit'],
  hydraulic: ['Vérin hydraulique'],
  pneumatic: ['Vérin pneumatique'],
  damper: ['Amortisseur'],
  'lifting-support': ['Support de levage'],
  accessory: ['Accessoire'],
  kit: ['Kit'],
};

/** A search needs a term: the family's own word, found in every product of it. */
export const FAMILY_TERMS: Record<ProductKind, string> = {
  gas: 'vérin',
  hydraulic: 'hydraulique',
  pneumatic: 'pneumatique',
  damper: 'amortisseur',
  'lifting-support': 'levage',
  accessory: 'accessoire',
  kit: 'kit',
};

/** `specs.fitting_type` values (the « Embout » filter). */
export const FITTING_TYPES: Record<Fitting, string> = {oeillet: 'Œillet', rotule: 'Rotule', chape: 'Chape'};
const FITTING_TERMS: Record<Fitting, string> = {oeillet: 'œillet', rotule: 'rotule', chape: 'chape'};

/** `specs.material` values (the « Matériau » filter) for each grade a buyer asks. */
export const MATERIALS: Record<NonNullable<ChatEntities['material']>, readonly string[]> = {
  inox: ['Inox', 'Inox 304', 'Inox 316', 'Inox 316L'],
  'inox-316': ['Inox 316', 'Inox 316L'],
  'inox-304': ['Inox 304'],
  acier: ['Acier'],
  aluminium: ['Aluminium'],
};

/** `specs.kind` of the springs that do another job than pushing. */
export const LOCKING_KIND = 'Vérin à gaz blocable';
export const TRACTION_KIND = 'Vérin à gaz de traction';

function spec(key: string, value: string): SpecFilter {
  return {variantMetafield: {namespace: SPEC_NAMESPACE, key, value}};
}

/** The buckets of a facet that overlap [low, high]. */
export function bucketsBetween(list: readonly Bucket[], low: number, high: number): string[] {
  return list.filter((bucket) => bucket.min <= high && (bucket.max === null || bucket.max > low)).map((bucket) => bucket.label);
}

/** Stroke values to accept: the one asked, those within the exact tolerance, and round ones nearby. */
export function strokeValues(strokeMm: number, loose: boolean): number[] {
  const values = new Set<number>([Math.round(strokeMm)]);
  const tolerance = exactSizeTolerance(strokeMm);
  for (let mm = Math.ceil(strokeMm - tolerance); mm <= Math.floor(strokeMm + tolerance); mm++) values.add(mm);
  if (loose) {
    for (let mm = Math.ceil((strokeMm * SIZE_RANGE.min) / 5) * 5; mm <= strokeMm * SIZE_RANGE.max; mm += 5) values.add(mm);
  }
  return [...values].sort((a, b) => a - b);
}

function forceFilters(entities: ChatEntities): SpecFilter[] {
  let low: number | undefined;
  let high: number | undefined;
  if (entities.forceN !== undefined) {
    low = entities.forceN * FORCE_RANGE.min;
    high = entities.forceN * FORCE_RANGE.max;
  }
  const bound = entities.bounds.forceN;
  if (bound) {
    low = Math.max(low ?? 0, bound.min ?? 0);
    high = Math.min(high ?? Number.POSITIVE_INFINITY, bound.max ?? Number.POSITIVE_INFINITY);
  }
  if (low === undefined || high === undefined || low > high) return [];
  return bucketsBetween(FORCE_RANGES, low, high).map((label) => spec('force_range', label));
}

function lengthFilters(entities: ChatEntities): SpecFilter[] {
  const length = entities.extendedLengthMm;
  const bound = entities.bounds.extendedLengthMm;
  if (length === undefined && !bound) return [];
  const low = Math.max(length !== undefined ? length * SIZE_RANGE.min : 0, bound?.min ?? 0);
  const high = Math.min(length !== undefined ? length * SIZE_RANGE.max : Number.POSITIVE_INFINITY, bound?.max ?? Number.POSITIVE_INFINITY);
  return low <= high ? bucketsBetween(LENGTH_RANGES, low, high).map((label) => spec('length_range', label)) : [];
}

function strokeFilters(entities: ChatEntities, loose: boolean): SpecFilter[] {
  if (entities.strokeMm === undefined) return [];
  return strokeValues(entities.strokeMm, loose).map((mm) => spec('stroke_mm', String(mm)));
}

function sizeFilters(entities: ChatEntities): SpecFilter[] {
  if (entities.bodyDiameterMm === undefined) return [];
  if (entities.rodDiameterMm !== undefined) return [spec('size', `${entities.bodyDiameterMm}/${entities.rodDiameterMm}`)];
  return [spec('body_diameter_mm', String(entities.bodyDiameterMm))];
}

function fittingFilters(entities: ChatEntities): SpecFilter[] {
  return entities.fittings.map((fitting) => spec('fitting_type', FITTING_TYPES[fitting]));
}

function materialFilters(entities: ChatEntities): SpecFilter[] {
  return entities.material ? MATERIALS[entities.material].map((value) => spec('material', value)) : [];
}

function threadFilters(entities: ChatEntities): SpecFilter[] {
  return entities.thread ? [spec('thread', entities.thread)] : [];
}

/** The family's product types and the function (locking, traction) asked. */
function familyFilters(entities: ChatEntities, kinds: readonly ProductKind[]): SpecFilter[] {
  const excludedKit = entities.excluded.features.includes('kit');
  const types = [...new Set(kinds.flatMap((kind) => PRODUCT_TYPES[kind]))].filter((type) => !(excludedKit && type === 'Kit'));
  const filters: SpecFilter[] = types.map((productType) => ({productType}));
  if (entities.locking) filters.push(spec('kind', LOCKING_KIND));
  else if (entities.traction) filters.push(spec('kind', TRACTION_KIND));
  return filters;
}

/** The three facet buckets at the end of the range a superlative asks, the extreme first. */
function superlativeBuckets(entities: ChatEntities): SpecFilter[] {
  const superlative = entities.superlative;
  if (!superlative) return [];
  const list = superlative.by === 'force' ? FORCE_RANGES : LENGTH_RANGES;
  const ends = superlative.most ? [...list].reverse() : [...list];
  return ends.slice(0, 3).map((bucket) => spec(superlative.by === 'force' ? 'force_range' : 'length_range', bucket.label));
}

/** The cylinder families a request can be answered from. */
function cylinderKinds(entities: ChatEntities): ProductKind[] {
  const kinds = entities.kinds.filter((kind) => kind !== 'accessory');
  if (kinds.length > 0) return kinds;
  return entities.excluded.kinds.includes('gas') ? [] : ['gas'];
}

/** Filtered searches for a request, strictest first, without duplicates; none without a spec. */
export function filteredSearches(entities: ChatEntities, first: number = CHAT_FILTERED_SEARCH_SIZE): FilteredSearch[] {
  if (wantsAccessory(entities)) return accessorySearches(entities, first);
  const kinds = cylinderKinds(entities);
  if (kinds.length === 0) return [];
  const family = familyFilters(entities, kinds);
  const force = forceFilters(entities);
  const length = lengthFilters(entities);
  const material = materialFilters(entities);
  const fitting = fittingFilters(entities);
  const candidates: SpecFilter[][] = [
    [...family, ...force, ...strokeFilters(entities, false), ...length, ...sizeFilters(entities), ...fitting, ...material, ...threadFilters(entities)],
    [...family, ...force, ...strokeFilters(entities, true), ...length, ...material],
    [...family, ...strokeFilters(entities, true), ...length, ...fitting, ...material],
    [...family, ...force, ...fitting, ...material],
  ];
  // « le plus costaud », « le plus court »: the buckets at that end of the range, within the rest.
  for (const bucket of superlativeBuckets(entities)) {
    const others = bucket.variantMetafield?.key === 'force_range' ? [...strokeFilters(entities, true), ...length] : force;
    candidates.push([...family, bucket, ...others, ...fitting, ...material]);
  }
  const term = kinds.length === 1 ? FAMILY_TERMS[kinds[0]] : FAMILY_TERMS.gas;
  return unique(candidates, family.length, term, first);
}

/** A spare part: its kind of end fitting, its thread, its material. */
function accessorySearches(entities: ChatEntities, first: number): FilteredSearch[] {
  const family = PRODUCT_TYPES.accessory.map((productType) => ({productType}));
  const fitting = fittingFilters(entities).slice(0, 1);
  const term = entities.fittings.length > 0 ? FITTING_TERMS[entities.fittings[0]] : FAMILY_TERMS.accessory;
  const candidates: SpecFilter[][] = [
    [...family, ...fitting, ...threadFilters(entities), ...materialFilters(entities)],
    [...family, ...fitting, ...threadFilters(entities)],
  ];
  return unique(candidates, family.length, term, first);
}

function unique(candidates: SpecFilter[][], familySize: number, query: string, first: number): FilteredSearch[] {
  const seen = new Set<string>();
  const searches: FilteredSearch[] = [];
  for (const filters of candidates) {
    if (filters.length <= familySize) continue;
    const key = JSON.stringify(filters);
    if (seen.has(key)) continue;
    seen.add(key);
    searches.push({query, filters, first});
  }
  return searches;
}
