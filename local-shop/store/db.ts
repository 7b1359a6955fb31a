// The SQLite store: one file in the data folder, WAL mode, schema versioned with the
// user_version pragma. node:sqlite is synchronous and the server runs on one thread,
// so a transaction never interleaves with another request's; transactions still
// guarantee that an exception leaves nothing half-written.

import fs from 'node:fs';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {DATABASE_FILE} from '../config.ts';

/** Each entry moves the schema one version up; never edit a shipped entry, append. */
const MIGRATIONS: readonly string[] = [
  // 1: catalogue, carts, orders
  `
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;

  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    handle TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    description_html TEXT NOT NULL,
    product_type TEXT NOT NULL,
    vendor TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    specs TEXT NOT NULL DEFAULT '{}',
    drawing TEXT NOT NULL,
    seo_title TEXT,
    seo_description TEXT,
    sold INTEGER NOT NULL DEFAULT 0,
    position INTEGER NOT NULL,
    published INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    published_at TEXT NOT NULL,
    seed_hash TEXT NOT NULL DEFAULT ''
  ) STRICT;

  CREATE TABLE product_options (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    UNIQUE (product_id, position)
  ) STRICT;

  CREATE TABLE product_option_values (
    id INTEGER PRIMARY KEY,
    option_id INTEGER NOT NULL REFERENCES product_options(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    UNIQUE (option_id, position)
  ) STRICT;

  CREATE TABLE variants (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    sku TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    option_values TEXT NOT NULL DEFAULT '[]',
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    compare_at_cents INTEGER CHECK (compare_at_cents IS NULL OR compare_at_cents >= 0),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    seed_stock INTEGER NOT NULL DEFAULT 0,
    weight_grams INTEGER NOT NULL DEFAULT 0,
    specs TEXT NOT NULL DEFAULT '{}',
    published INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX variants_product ON variants(product_id, position);

  CREATE TABLE product_images (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    variant_id INTEGER REFERENCES variants(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    alt_text TEXT
  ) STRICT;
  CREATE UNIQUE INDEX product_images_unique ON product_images(product_id, IFNULL(variant_id, 0), position);

  CREATE TABLE collections (
    id INTEGER PRIMARY KEY,
    handle TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    image_product_handle TEXT,
    seo_title TEXT,
    seo_description TEXT,
    rule TEXT,
    position INTEGER NOT NULL,
    published INTEGER NOT NULL DEFAULT 1,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE collection_products (
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (collection_id, product_id)
  ) STRICT;

  CREATE TABLE carts (
    id INTEGER PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    secret TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    attributes TEXT NOT NULL DEFAULT '[]',
    buyer_identity TEXT NOT NULL DEFAULT '{}',
    discount_codes TEXT NOT NULL DEFAULT '[]',
    delivery_addresses TEXT NOT NULL DEFAULT '[]',
    metafields TEXT NOT NULL DEFAULT '[]',
    checkout TEXT NOT NULL DEFAULT '{}',
    line_seq INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    completed_at TEXT,
    order_id INTEGER
  ) STRICT;

  CREATE TABLE cart_lines (
    id TEXT PRIMARY KEY,
    cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    variant_id INTEGER NOT NULL REFERENCES variants(id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    attributes TEXT NOT NULL DEFAULT '[]',
    seq INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX cart_lines_cart ON cart_lines(cart_id, seq);

  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    number INTEGER NOT NULL UNIQUE,
    key TEXT NOT NULL,
    cart_id INTEGER UNIQUE REFERENCES carts(id),
    email TEXT NOT NULL,
    phone TEXT,
    shipping_address TEXT NOT NULL,
    delivery_handle TEXT NOT NULL,
    delivery_title TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    company TEXT,
    siret TEXT,
    subtotal_cents INTEGER NOT NULL,
    shipping_cents INTEGER NOT NULL,
    tax_cents INTEGER NOT NULL,
    total_cents INTEGER NOT NULL,
    currency TEXT NOT NULL DEFAULT 'EUR',
    financial_status TEXT NOT NULL,
    fulfillment_status TEXT NOT NULL,
    attributes TEXT NOT NULL DEFAULT '[]',
    processed_at TEXT NOT NULL,
    canceled_at TEXT
  ) STRICT;

  CREATE TABLE order_lines (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    variant_title TEXT NOT NULL,
    sku TEXT,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    unit_price_cents INTEGER NOT NULL,
    image_path TEXT,
    variant_id INTEGER,
    product_id INTEGER,
    product_handle TEXT
  ) STRICT;
  CREATE INDEX order_lines_order ON order_lines(order_id, position);
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export type Row = Record<string, unknown>;

/** A database connection plus a transaction helper that nests with savepoints. */
export class Store {
  readonly db: DatabaseSync;
  readonly file: string;
  #depth = 0;
  /** Bumped on every write to catalogue data (stock, sales) made through this store. */
  catalogueVersion = 0;

  constructor(file: string) {
    this.file = file;
    this.db = new DatabaseSync(file);
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA foreign_keys = ON;
      PRAGMA busy_timeout = 5000;
    `);
    migrate(this.db);
  }

  /** Runs fn in a transaction (a savepoint when nested); rolls back if it throws. */
  transaction<T>(fn: () => T): T {
    const outer = this.#depth === 0;
    const savepoint = `sp_${this.#depth}`;
    this.db.exec(outer ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${savepoint}`);
    this.#depth++;
    try {
      const result = fn();
      this.#depth--;
      this.db.exec(outer ? 'COMMIT' : `RELEASE ${savepoint}`);
      return result;
    } catch (error) {
      this.#depth--;
      this.db.exec(outer ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
      throw error;
    }
  }

  all(sql: string, ...params: SqlParam[]): Row[] {
    return this.db.prepare(sql).all(...params) as Row[];
  }

  get(sql: string, ...params: SqlParam[]): Row | undefined {
    return this.db.prepare(sql).get(...params) as Row | undefined;
  }

  run(sql: string, ...params: SqlParam[]): {changes: number; lastInsertRowid: number} {
    const result = this.db.prepare(sql).run(...params);
    return {changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid)};
  }

  getMeta(key: string): string | null {
    const row = this.get('SELECT value FROM meta WHERE key = ?', key);
    return row ? String(row.value) : null;
  }

  setMeta(key: string, value: string): void {
    this.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, value);
  }

  /** Changes when another connection (another process) commits to the file. */
  dataVersion(): number {
    return Number((this.db.prepare('PRAGMA data_version').get() as Row).data_version);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

export type SqlParam = string | number | bigint | null | Uint8Array;

function migrate(db: DatabaseSync): void {
  const current = Number((db.prepare('PRAGMA user_version').get() as Row).user_version);
  if (current > MIGRATIONS.length) {
    throw new Error(
      `La base ${DATABASE_FILE} est en version ${current}, plus récente que ce code (${MIGRATIONS.length}). ` +
        'Mettez le projet à jour ou lancez npm run local-shop:reset.',
    );
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(MIGRATIONS[version]);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

export function openStore(dataDir: string): Store {
  fs.mkdirSync(dataDir, {recursive: true});
  return new Store(path.join(dataDir, DATABASE_FILE));
}
