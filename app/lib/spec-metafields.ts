// The technical data of the catalogue as Shopify metafields (decision 024): one namespace,
// one definition (key, Shopify type, French label) per datum, the way a merchant declares
// metafield definitions in the Shopify admin. The local shop writes them from its seed;
// the storefront reads them (specification table, facets, replacement finder, calculator,
// chat, datasheet). Values are strings exactly as the Storefront API serialises each type.

export const SPEC_NAMESPACE = 'specs';

/** The Shopify metafield types this namespace uses. */
export type SpecType =
  | 'dimension'
  | 'number_integer'
  | 'number_decimal'
  | 'single_line_text_field'
  | 'boolean'
  | 'list.single_line_text_field'
  | 'list.product_reference'
  | 'json';

export type SpecGroup = 'identity' | 'geometry' | 'force' | 'ends' | 'material' | 'use' | 'cylinder' | 'accessory' | 'filter';

export interface SpecDefinition {
  key: string;
  type: SpecType;
  /** French label for a specification table */
  label: string;
  /** Unit shown after numbers ('mm', 'N', '°C'...); dimensions carry theirs in the value */
  unit?: string;
  group: SpecGroup;
}

/**
 * Every key of the namespace, in the order a specification table lists them. Keys of the
 * 'filter' group repeat a datum in a type Search & Discovery can filter on (dimension
 * metafields cannot be storefront filters): the shop writes both from one value.
 */
export const SPEC_DEFINITIONS: readonly SpecDefinition[] = [
  {key: 'kind', type: 'single_line_text_field', label: 'Type', group: 'identity'},
  {key: 'size', type: 'single_line_text_field', label: 'Corps / tige', group: 'identity'},
  {key: 'extended_length', type: 'dimension', label: 'Longueur déployée (entre axes)', group: 'geometry'},
  {key: 'compressed_length', type: 'dimension', label: 'Longueur comprimée (entre axes)', group: 'geometry'},
  {key: 'stroke', type: 'dimension', label: 'Course', group: 'geometry'},
  {key: 'body_diameter', type: 'dimension', label: 'Diamètre du corps', group: 'geometry'},
  {key: 'rod_diameter', type: 'dimension', label: 'Diamètre de la tige', group: 'geometry'},
  {key: 'bore_diameter', type: 'dimension', label: 'Alésage', group: 'cylinder'},
  {key: 'force_n', type: 'number_integer', label: 'Force F1', unit: 'N', group: 'force'},
  {key: 'force_f2_n', type: 'number_integer', label: 'Force F2 (fin de course)', unit: 'N', group: 'force'},
  {key: 'force_min_n', type: 'number_integer', label: 'Force minimale de réglage', unit: 'N', group: 'force'},
  {key: 'progression', type: 'number_decimal', label: 'Progression (F2/F1)', group: 'force'},
  {key: 'fitting', type: 'single_line_text_field', label: 'Embouts', group: 'ends'},
  {key: 'fitting_type', type: 'single_line_text_field', label: 'Type d’embout', group: 'ends'},
  {key: 'fitting_rod', type: 'single_line_text_field', label: 'Embout côté tige', group: 'ends'},
  {key: 'fitting_body', type: 'single_line_text_field', label: 'Embout côté corps', group: 'ends'},
  {key: 'thread', type: 'single_line_text_field', label: 'Filetage', group: 'ends'},
  {key: 'thread_rod', type: 'single_line_text_field', label: 'Filetage côté tige', group: 'ends'},
  {key: 'thread_body', type: 'single_line_text_field', label: 'Filetage côté corps', group: 'ends'},
  {key: 'material', type: 'single_line_text_field', label: 'Matériau', group: 'material'},
  {key: 'finish', type: 'single_line_text_field', label: 'Finition', group: 'material'},
  {key: 'temp_min_c', type: 'number_integer', label: 'Température minimale', unit: '°C', group: 'use'},
  {key: 'temp_max_c', type: 'number_integer', label: 'Température maximale', unit: '°C', group: 'use'},
  {key: 'lifetime_cycles', type: 'number_integer', label: 'Durée de vie', unit: 'cycles', group: 'use'},
  {key: 'locking', type: 'boolean', label: 'Blocable', group: 'use'},
  {key: 'traction', type: 'boolean', label: 'Traction', group: 'use'},
  {key: 'adjustable', type: 'boolean', label: 'Force réglable', group: 'use'},
  {key: 'damped', type: 'boolean', label: 'Fin de course freinée', group: 'use'},
  {key: 'mounting', type: 'single_line_text_field', label: 'Position de montage', group: 'use'},
  {key: 'pressure_bar', type: 'number_integer', label: 'Pression maximale', unit: 'bar', group: 'cylinder'},
  {key: 'acting', type: 'single_line_text_field', label: 'Effet', group: 'cylinder'},
  {key: 'port_thread', type: 'single_line_text_field', label: 'Orifices', group: 'cylinder'},
  {key: 'ball_diameter', type: 'dimension', label: 'Diamètre de la boule', group: 'accessory'},
  {key: 'pin_diameter', type: 'dimension', label: 'Diamètre de l’axe', group: 'accessory'},
  {key: 'fits', type: 'list.single_line_text_field', label: 'Convient aux', group: 'accessory'},
  {key: 'accessories', type: 'list.product_reference', label: 'Embouts et ferrures compatibles', group: 'accessory'},
  {key: 'extended_length_mm', type: 'number_integer', label: 'Longueur déployée', unit: 'mm', group: 'filter'},
  {key: 'compressed_length_mm', type: 'number_integer', label: 'Longueur comprimée', unit: 'mm', group: 'filter'},
  {key: 'stroke_mm', type: 'number_integer', label: 'Course', unit: 'mm', group: 'filter'},
  {key: 'body_diameter_mm', type: 'number_integer', label: 'Diamètre du corps', unit: 'mm', group: 'filter'},
  {key: 'rod_diameter_mm', type: 'number_integer', label: 'Diamètre de la tige', unit: 'mm', group: 'filter'},
  {key: 'force_range', type: 'single_line_text_field', label: 'Plage de force', group: 'filter'},
  {key: 'length_range', type: 'single_line_text_field', label: 'Plage de longueur déployée', group: 'filter'},
  {key: 'extra', type: 'json', label: 'Autres caractéristiques', group: 'use'},
];

export const SPEC_DEFINITION_BY_KEY: ReadonlyMap<string, SpecDefinition> = new Map(SPEC_DEFINITIONS.map((definition) => [definition.key, definition]));

/** Every key, as `metafields(identifiers:)` takes them. */
export const ALL_SPEC_IDENTIFIERS = SPEC_DEFINITIONS.map(({key}) => ({namespace: SPEC_NAMESPACE, key}));

// ------------------------------------------------------------------ values

/** French number with its unit: 1 200 N, 6,1 mm (plain spaces, as in option values). */
function frenchNumber(n: number): string {
  const [whole, decimals] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return decimals ? `${grouped},${decimals}` : grouped;
}

/** A `dimension` value as Shopify serialises it: {"value":100.0,"unit":"mm"}. */
export function dimensionValue(mm: number): string {
  const value = Number.isInteger(mm) ? `${mm}.0` : String(mm);
  return `{"value":${value},"unit":"mm"}`;
}

const TO_MM: Record<string, number> = {mm: 1, cm: 10, m: 1000, in: 25.4, ft: 304.8, yd: 914.4};

/** Millimetres from a `dimension` value in any of Shopify's length units; null when unreadable. */
export function parseDimensionMm(value: string): number | null {
  try {
    const parsed = JSON.parse(value) as {value?: unknown; unit?: unknown};
    const factor = typeof parsed.unit === 'string' ? TO_MM[parsed.unit.toLowerCase()] : undefined;
    const amount = typeof parsed.value === 'number' ? parsed.value : Number(parsed.value);
    if (factor === undefined || !Number.isFinite(amount)) return null;
    return Math.round(amount * factor * 1000) / 1000;
  } catch {
    return null;
  }
}

/** The number a metafield holds (millimetres for a dimension); null for other types. */
export function metafieldNumber(type: string, value: string): number | null {
  if (type === 'dimension') return parseDimensionMm(value);
  if (type !== 'number_integer' && type !== 'number_decimal') return null;
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
}

/** The items of a `list.*` metafield value; [] when it is not a JSON array. */
export function metafieldList(value: string): string[] {
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

// ------------------------------------------------------------------ facet buckets

export interface Bucket {
  /** Inclusive */
  min: number;
  /** Exclusive; null for the last bucket */
  max: number | null;
  label: string;
}

function buckets(bounds: readonly number[], unit: string): Bucket[] {
  const list: Bucket[] = [{min: 0, max: bounds[0], label: `Moins de ${frenchNumber(bounds[0])} ${unit}`}];
  for (let i = 0; i < bounds.length - 1; i++) {
    list.push({min: bounds[i], max: bounds[i + 1], label: `${frenchNumber(bounds[i])} à ${frenchNumber(bounds[i + 1] - 1)} ${unit}`});
  }
  const last = bounds[bounds.length - 1];
  list.push({min: last, max: null, label: `${frenchNumber(last)} ${unit} et plus`});
  return list;
}

/** Force ranges (F1) of the 'force_range' facet, in the steps buyers think in. */
export const FORCE_RANGES: readonly Bucket[] = buckets([50, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2500], 'N');

/** Extended-length ranges of the 'length_range' facet. */
export const LENGTH_RANGES: readonly Bucket[] = buckets([150, 200, 250, 300, 400, 500, 600, 800, 1000], 'mm');

export function bucketOf(list: readonly Bucket[], n: number): Bucket {
  return list.find((bucket) => n >= bucket.min && (bucket.max === null || n < bucket.max)) ?? list[list.length - 1];
}

/** Position of a bucket label in its list (facet order); -1 when it is not one. */
export function bucketIndex(list: readonly Bucket[], label: string): number {
  return list.findIndex((bucket) => bucket.label === label);
}
