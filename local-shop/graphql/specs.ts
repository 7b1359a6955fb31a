// The technical specifications as metafields of namespace 'specs': camelCase seed keys
// become snake_case keys (forceN → force_n), numbers keep Shopify's number types.

import type {SeedSpecs} from '../catalog/types.ts';

type SpecKey = keyof SeedSpecs;

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

export interface MetafieldEntry {
  key: string;
  type: string;
  value: string;
}

/** The specs as metafields of namespace 'specs' (keys in snake_case, values as text). */
export function specMetafields(specs: SeedSpecs): MetafieldEntry[] {
  const entries: MetafieldEntry[] = [];
  for (const [name, value] of Object.entries(specs) as [SpecKey, unknown][]) {
    if (value === undefined || value === null) continue;
    const key = snakeCase(name);
    if (typeof value === 'number' && Number.isFinite(value)) {
      entries.push({key, type: Number.isInteger(value) ? 'number_integer' : 'number_decimal', value: String(value)});
    } else if (typeof value === 'string') {
      entries.push({key, type: 'single_line_text_field', value});
    } else if (typeof value === 'object') {
      entries.push({key, type: 'json', value: JSON.stringify(value)});
    }
  }
  return entries;
}

