// Customer metafields (table customer_metafields): read through Customer.metafield(s),
// written through the Customer Account API's metafieldsSet and metafieldsDelete, with
// Shopify's rules for namespaces, keys, types, values and compareDigest. Company details
// of professional buyers (company name, SIRET, VAT number) are kept this way.

import crypto from 'node:crypto';
import type {Row, Store} from '../store/db.ts';
import {isoNow} from '../store/seed.ts';

export interface MetafieldRecord {
  id: number;
  customerId: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

export interface MetafieldWrite {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

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
  return crypto.createHash('sha256').update(`${record.type}\n${record.value}`).digest('hex');
}

export function metafieldGid(id: number): string {
  return `gid://shopify/Metafield/${id}`;
}

function toRecord(row: Row): MetafieldRecord {
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    namespace: String(row.namespace),
    key: String(row.key),
    type: String(row.type),
    value: String(row.value),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
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

export class MetafieldStore {
  readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  get(customerId: number, namespace: string, key: string): MetafieldRecord | null {
    const row = this.store.get('SELECT * FROM customer_metafields WHERE customer_id = ? AND namespace = ? AND key = ?', customerId, namespace, key);
    return row ? toRecord(row) : null;
  }

  /** Writes all or nothing. */
  set(customerId: number, writes: MetafieldWrite[]): MetafieldRecord[] {
    return this.store.transaction(() =>
      writes.map((write) => {
        const now = isoNow();
        this.store.run(
          `INSERT INTO customer_metafields (customer_id, namespace, key, type, value, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (customer_id, namespace, key) DO UPDATE SET type = excluded.type, value = excluded.value, updated_at = excluded.updated_at`,
          customerId,
          write.namespace,
          write.key,
          write.type,
          write.value,
          now,
          now,
        );
        return this.get(customerId, write.namespace, write.key) as MetafieldRecord;
      }),
    );
  }

  delete(customerId: number, namespace: string, key: string): boolean {
    return this.store.run('DELETE FROM customer_metafields WHERE customer_id = ? AND namespace = ? AND key = ?', customerId, namespace, key).changes === 1;
  }
}
