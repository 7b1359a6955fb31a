// Customer metafields (table customer_metafields), one value per customer, namespace and
// key; written all or nothing. Their rules and views: customer-account/metafields.ts.

import type {Row, Store} from './db.ts';
import {isoNow} from './seed.ts';

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
