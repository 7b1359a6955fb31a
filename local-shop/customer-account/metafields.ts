// Customer metafields as the Customer Account API shows them (Customer.metafield(s)) and
// the types metafieldsSet accepts, with how each value is checked and read as JSON;
// compareDigest. Stored by store/customer-metafields.ts. Company details of professional
// buyers (company name, SIRET, VAT number) are kept this way.

import {sha256Hex} from '../crypto.ts';
import type {MetafieldRecord} from '../store/customer-metafields.ts';

/** The types a metafield may have here, with how a value is checked and read as JSON. */
const TYPES: Record<string, {valid: (value: string) => boolean; json: (value: string) => unknown; max: number}> = {
  single_line_text_field: {valid: (value) => !/[\r\n]/.test(value), json: String, max: 255},
  multi_line_text_field: {valid: () => true, json: String, max: 65_535},
  number_integer: {valid: (value) => /^-?\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value)), json: Number, max: 20},
  number_decimal: {valid: (value) => /^-?\d{1,18}(?:\.\d{1,9})?$/.test(value), json: String, max: 30},
  boolean: {valid: (value) => value === 'true' || value === 'false', json: (value) => value === 'true', max: 5},
  json: {valid: (value) => parses(value), json: (value) => JSON.parse(value) as unknown, max: 65_535},
  date: {valid: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), json: String, max: 10},
  date_time: {valid: (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value)), json: String, max: 40},
  url: {valid: (value) => /^(https?:\/\/|mailto:|tel:|sms:)\S+$/i.test(value), json: String, max: 2048},
  color: {valid: (value) => /^#[0-9a-fA-F]{6}$/.test(value), json: String, max: 7},
};

function parses(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

export const METAFIELD_TYPES = Object.keys(TYPES);

export function typeRule(type: string): (typeof TYPES)[string] | null {
  return Object.hasOwn(TYPES, type) ? TYPES[type] : null;
}

/** Opaque, and changes with the value: what compareDigest is compared with. */
export function metafieldDigest(record: {type: string; value: string}): string {
  return sha256Hex(`${record.type}\n${record.value}`);
}

export function metafieldGid(id: number): string {
  return `gid://shopify/Metafield/${id}`;
}

export function metafieldView(record: MetafieldRecord): Record<string, unknown> {
  const rule = typeRule(record.type);
  return {
    __typename: 'Metafield',
    id: metafieldGid(record.id),
    namespace: record.namespace,
    key: record.key,
    type: record.type,
    value: record.value,
    jsonValue: rule ? rule.json(record.value) : record.value,
    compareDigest: metafieldDigest(record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    description: null,
    reference: null,
    references: null,
  };
}
