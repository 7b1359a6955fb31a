// The seed's technical data (SeedSpecs, millimetres and newtons) as the metafields of
// namespace 'specs' defined in app/lib/spec-metafields.ts (decision 024): one typed entry
// per key, its value serialised as Shopify serialises that type. Values that only repeat
// another one for filtering (stroke_mm beside stroke, force_range...) are derived here,
// from the same number, so they can never disagree.

import {
  FORCE_RANGES,
  LENGTH_RANGES,
  SPEC_DEFINITIONS,
  SPEC_DEFINITION_BY_KEY,
  bucketOf,
  dimensionValue,
} from '../shared-rules.ts';
import type {SeedSpecs} from '../catalog/types.ts';

export interface MetafieldEntry {
  key: string;
  type: string;
  value: string;
}

/** Position of each key in the definitions (metafield ids are built from it). */
export const SPEC_KEY_INDEX: ReadonlyMap<string, number> = new Map(SPEC_DEFINITIONS.map((definition, index) => [definition.key, index]));

/** Generic kind of an end fitting from its description (the 'Type d’embout' facet). */
export function fittingType(fitting: string): string {
  const text = fitting.toLowerCase();
  if (/plastique|clipser/.test(text)) return 'Embout plastique';
  if (/poussoir/.test(text)) return 'Tige filetée à poussoir';
  if (/cône/.test(text)) return 'Cône';
  if (/œillet|oeillet/.test(text)) return 'Œillet';
  if (/rotule|boule/.test(text)) return 'Rotule';
  if (/chape/.test(text)) return 'Chape';
  if (/filet/.test(text)) return 'Filetage';
  if (/tête|butée|tampon/.test(text)) return 'Tête de tige';
  return 'Autre';
}

/**
 * '15/6' from the body and rod diameters: the trade's designation of a gas spring or an
 * eye-to-eye damper (a cylinder is named by its bore instead).
 */
function sizeOf(specs: SeedSpecs): string | undefined {
  if (specs.boreDiameterMm !== undefined || specs.bodyDiameterMm === undefined || specs.rodDiameterMm === undefined) return undefined;
  if (specs.kind !== undefined && !/^(vérin à gaz|amortisseur hydraulique)/i.test(specs.kind)) return undefined;
  return `${specs.bodyDiameterMm}/${specs.rodDiameterMm}`;
}

function compressedOf(specs: SeedSpecs): number | undefined {
  if (specs.compressedLengthMm !== undefined) return specs.compressedLengthMm;
  if (specs.extendedLengthMm === undefined || specs.strokeMm === undefined) return undefined;
  return specs.extendedLengthMm - specs.strokeMm;
}

/** Every key's raw value for these specs; undefined where the part has none. */
function rawValues(specs: SeedSpecs): Record<string, unknown> {
  const compressed = compressedOf(specs);
  const fitting = specs.fitting ?? specs.fittingRod;
  return {
    kind: specs.kind,
    size: sizeOf(specs),
    extended_length: specs.extendedLengthMm,
    compressed_length: compressed,
    stroke: specs.strokeMm,
    body_diameter: specs.bodyDiameterMm,
    rod_diameter: specs.rodDiameterMm,
    bore_diameter: specs.boreDiameterMm,
    force_n: specs.forceN,
    force_f2_n:
      specs.forceN !== undefined && specs.progression !== undefined && !specs.boreDiameterMm
        ? Math.round(specs.forceN * specs.progression)
        : undefined,
    force_min_n: specs.forceMinN,
    progression: specs.progression,
    fitting: specs.fitting,
    fitting_type: fitting ? fittingType(fitting) : undefined,
    fitting_rod: specs.fittingRod,
    fitting_body: specs.fittingBody,
    thread: specs.thread,
    thread_rod: specs.threadRod,
    thread_body: specs.threadBody,
    material: specs.material,
    finish: specs.finish,
    temp_min_c: specs.tempMinC,
    temp_max_c: specs.tempMaxC,
    lifetime_cycles: specs.lifetimeCycles,
    locking: specs.locking,
    traction: specs.traction,
    adjustable: specs.adjustable,
    damped: specs.damped,
    mounting: specs.mounting,
    pressure_bar: specs.pressureBar,
    acting: specs.acting,
    port_thread: specs.portThread,
    ball_diameter: specs.ballDiameterMm,
    pin_diameter: specs.pinDiameterMm,
    fits: specs.fits && specs.fits.length > 0 ? specs.fits : undefined,
    accessories: specs.accessories && specs.accessories.length > 0 ? specs.accessories : undefined,
    extended_length_mm: specs.extendedLengthMm,
    compressed_length_mm: compressed,
    stroke_mm: specs.strokeMm,
    body_diameter_mm: specs.bodyDiameterMm,
    rod_diameter_mm: specs.rodDiameterMm,
    force_range: specs.forceN !== undefined ? bucketOf(FORCE_RANGES, specs.forceN).label : undefined,
    length_range: specs.extendedLengthMm !== undefined ? bucketOf(LENGTH_RANGES, specs.extendedLengthMm).label : undefined,
    extra: specs.extra && Object.keys(specs.extra).length > 0 ? specs.extra : undefined,
  };
}

function serialise(type: string, raw: unknown, productGid: (handle: string) => string | null): string | null {
  switch (type) {
    case 'dimension':
      return typeof raw === 'number' && Number.isFinite(raw) ? dimensionValue(raw) : null;
    case 'number_integer':
      // A definition's type is fixed: a fractional value rounds rather than changing type.
      return typeof raw === 'number' && Number.isFinite(raw) ? String(Math.round(raw)) : null;
    case 'number_decimal':
      return typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : null;
    case 'boolean':
      return typeof raw === 'boolean' ? String(raw) : null;
    case 'single_line_text_field':
      return typeof raw === 'string' && raw.trim() !== '' ? raw : null;
    case 'list.single_line_text_field':
      return Array.isArray(raw) ? JSON.stringify(raw.map(String)) : null;
    case 'list.product_reference': {
      if (!Array.isArray(raw)) return null;
      const ids = raw.map((handle) => productGid(String(handle))).filter((id): id is string => id !== null);
      return ids.length > 0 ? JSON.stringify(ids) : null;
    }
    case 'json':
      return raw === undefined ? null : JSON.stringify(raw);
    default:
      return null;
  }
}

/**
 * The specs as metafields of namespace 'specs', in definition order. `productGid` turns
 * an accessory handle into a product id (unknown handles are left out); without it the
 * product references are left out.
 */
export function specMetafields(specs: SeedSpecs, productGid: (handle: string) => string | null = () => null): MetafieldEntry[] {
  const raw = rawValues(specs);
  const entries: MetafieldEntry[] = [];
  for (const definition of SPEC_DEFINITIONS) {
    const value = serialise(definition.type, raw[definition.key], productGid);
    if (value !== null) entries.push({key: definition.key, type: definition.type, value});
  }
  return entries;
}

/** The definition of a key of the namespace, or undefined. */
export function specDefinition(key: string) {
  return SPEC_DEFINITION_BY_KEY.get(key);
}
