// The product page's « Caractéristiques techniques » and its JSON-LD `additionalProperty`
// (issue 18, section 1), read from the `specs` metafields as their definitions type them
// (spec-metafields.ts, decision 024): a dimension shows in millimetres, a number with its
// unit, a boolean as Oui / Non, a list joined, the `extra` JSON as rows of its own. The
// keys that only exist for filtering (`stroke_mm`, `force_range`…) and the accessory
// references are not rows: the table shows each datum once.

import {SPEC_DEFINITIONS, SPEC_NAMESPACE, metafieldList, parseDimensionMm, type SpecDefinition} from './spec-metafields.ts';

/** The definitions a specification table shows, in their order. */
export const TABLE_DEFINITIONS: readonly SpecDefinition[] = /* @__PURE__ */ SPEC_DEFINITIONS.filter(
  (definition) => definition.group !== 'filter' && definition.type !== 'list.product_reference',
);

/** What the product query asks for, product and variants alike. */
export const SPEC_IDENTIFIERS = /* @__PURE__ */ TABLE_DEFINITIONS.map(({key}) => ({namespace: SPEC_NAMESPACE, key}));

/** UN/CEFACT codes of schema.org's `unitCode` for the units of the namespace. */
const UNIT_CODES: Readonly<Record<string, string>> = {mm: 'MMT', N: 'NEW', '°C': 'CEL', bar: 'BAR'};

export interface SpecRow {
  key: string;
  label: string;
  /** As the table shows it: « 260 mm », « 1 200 N », « Oui » */
  value: string;
  /** The number, for JSON-LD, with its unit code */
  number?: number;
  unitCode?: string;
}

type Metafield = {key: string; value: string} | null | undefined;

// One formatter for every row of every page: `toLocaleString` built one per call (0.45 ms a page).
const FRENCH_NUMBER = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', {maximumFractionDigits: 3});

function french(n: number): string {
  return FRENCH_NUMBER.format(n).replace(/\u202f/g, '\u00a0');
}

function row(definition: SpecDefinition, raw: string): SpecRow[] {
  const {key, label, type, unit} = definition;
  switch (type) {
    case 'dimension': {
      const mm = parseDimensionMm(raw);
      return mm === null ? [] : [{key, label, value: `${french(mm)} mm`, number: mm, unitCode: UNIT_CODES.mm}];
    }
    case 'number_integer':
    case 'number_decimal': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) return [];
      return [{key, label, value: unit ? `${french(n)} ${unit}` : french(n), number: n, ...(unit && UNIT_CODES[unit] ? {unitCode: UNIT_CODES[unit]} : {})}];
    }
    case 'boolean':
      return [{key, label, value: raw === 'true' ? 'Oui' : 'Non'}];
    case 'list.single_line_text_field': {
      const items = metafieldList(raw);
      return items.length > 0 ? [{key, label, value: items.join(', ')}] : [];
    }
    case 'json': {
      try {
        const entries = Object.entries(JSON.parse(raw) as Record<string, unknown>);
        return entries.map(([name, value]) => ({key: `${key}.${name}`, label: name, value: String(value)}));
      } catch {
        return [];
      }
    }
    default:
      return raw.trim() ? [{key, label, value: raw}] : [];
  }
}

/** A key whose value repeats another row's: each end's fitting or thread when both ends are alike. */
const SAME_AS: Readonly<Record<string, string>> = {
  fitting_rod: 'fitting',
  fitting_body: 'fitting',
  thread_rod: 'thread',
  thread_body: 'thread',
};
/** Keys that only repeat another row in other words (the facet's generic fitting kind). */
const REPEATS = new Set(['fitting_type']);

/**
 * Rows for the specifications table; the variant's values (its whole datasheet) override
 * the product's. Each datum once: an end's fitting or thread only when the ends differ, a
 * yes/no only when it is yes (« Blocable : Oui »), the temperatures as one range.
 */
export function specRows(productFields: readonly Metafield[], variantFields: readonly Metafield[] = []): SpecRow[] {
  const values = new Map<string, string>();
  for (const field of [...productFields, ...variantFields]) {
    if (field?.value) values.set(field.key, field.value);
  }
  const low = values.get('temp_min_c');
  const high = values.get('temp_max_c');
  return TABLE_DEFINITIONS.flatMap((definition): SpecRow[] => {
    const {key} = definition;
    const raw = values.get(key);
    if (raw === undefined || REPEATS.has(key)) return [];
    if (SAME_AS[key] && values.get(SAME_AS[key]) === raw) return [];
    if (definition.type === 'boolean' && raw !== 'true') return [];
    if (key === 'temp_min_c' && high !== undefined) return [{key: 'temperature', label: 'Température d’utilisation', value: `${french(Number(raw))} à ${french(Number(high))} °C`}];
    if (key === 'temp_max_c' && low !== undefined) return [];
    return row(definition, raw);
  });
}

