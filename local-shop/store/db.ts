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
  // 2: customers, discounts, gift cards, delivery choice, outbox
  `
  CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    first_name TEXT,
    last_name TEXT,
    phone TEXT UNIQUE,
    accepts_marketing INTEGER NOT NULL DEFAULT 0,
    password_hash TEXT NOT NULL,
    default_address_id INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE customer_addresses (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    first_name TEXT,
    last_name TEXT,
    company TEXT,
    address1 TEXT,
    address2 TEXT,
    city TEXT,
    province TEXT,
    zip TEXT,
    country TEXT,
    country_code TEXT,
    phone TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX customer_addresses_customer ON customer_addresses(customer_id, id);

  -- Tokens are kept as SHA-256 digests: a copy of the database gives no usable token.
  CREATE TABLE customer_tokens (
    token_hash TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX customer_tokens_customer ON customer_tokens(customer_id);

  CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  ) STRICT;

  CREATE TABLE sign_in_failures (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX sign_in_failures_email ON sign_in_failures(email, at);

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    to_email TEXT NOT NULL COLLATE NOCASE,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX outbox_to ON outbox(to_email, id);

  CREATE TABLE discount_codes (
    code TEXT PRIMARY KEY COLLATE NOCASE,
    title TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('percentage', 'fixed_amount', 'free_shipping')),
    value INTEGER NOT NULL CHECK (value >= 0),
    min_subtotal_cents INTEGER NOT NULL DEFAULT 0,
    once_per_customer INTEGER NOT NULL DEFAULT 0,
    starts_at TEXT,
    ends_at TEXT,
    active INTEGER NOT NULL DEFAULT 1
  ) STRICT;

  CREATE TABLE gift_cards (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    initial_cents INTEGER NOT NULL CHECK (initial_cents >= 0),
    balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
    expires_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  ALTER TABLE carts ADD COLUMN gift_cards TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE carts ADD COLUMN delivery_option TEXT;
  ALTER TABLE carts ADD COLUMN customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL;

  ALTER TABLE orders ADD COLUMN customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL;
  ALTER TABLE orders ADD COLUMN discount_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN shipping_discount_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN gift_card_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN discount_codes TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE orders ADD COLUMN discount_applications TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE orders ADD COLUMN gift_cards TEXT NOT NULL DEFAULT '[]';
  CREATE INDEX orders_customer ON orders(customer_id, processed_at);
  CREATE INDEX orders_email ON orders(email COLLATE NOCASE);

  ALTER TABLE order_lines ADD COLUMN discount_allocations TEXT NOT NULL DEFAULT '[]';
  `,
  // 3: Customer Account API (customer-account/): sign-in by e-mail code, shop-side
  // sessions, OAuth grants and tokens, throttling, customer metafields. Secrets are
  // kept as SHA-256 digests only.
  `
  CREATE TABLE ca_sign_ins (
    id TEXT PRIMARY KEY,
    browser_hash TEXT NOT NULL,
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    state TEXT NOT NULL,
    nonce TEXT,
    code_challenge TEXT NOT NULL,
    scope TEXT NOT NULL,
    email TEXT COLLATE NOCASE,
    code_hash TEXT,
    code_expires_at TEXT,
    code_attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE ca_sessions (
    id INTEGER PRIMARY KEY,
    sid TEXT NOT NULL UNIQUE,
    secret_hash TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    ended_at TEXT
  ) STRICT;

  CREATE TABLE ca_grants (
    id INTEGER PRIMARY KEY,
    code_hash TEXT NOT NULL UNIQUE,
    session_id INTEGER NOT NULL REFERENCES ca_sessions(id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    nonce TEXT,
    scope TEXT NOT NULL,
    code_expires_at TEXT NOT NULL,
    code_used_at TEXT,
    revoked_at TEXT,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX ca_grants_session ON ca_grants(session_id);

  CREATE TABLE ca_tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
    grant_id INTEGER NOT NULL REFERENCES ca_grants(id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    rotated_at TEXT
  ) STRICT;
  CREATE INDEX ca_tokens_grant ON ca_tokens(grant_id);

  CREATE TABLE ca_attempts (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('send', 'failure')),
    subject TEXT NOT NULL COLLATE NOCASE,
    at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX ca_attempts_subject ON ca_attempts(kind, subject, at);

  CREATE TABLE customer_metafields (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    type TEXT NOT NULL,
    value TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (customer_id, namespace, key)
  ) STRICT;
  `,
  // 4: card payments (brand and last four digits only, never the number), the buyer's
  // intra-EU VAT number for an invoice, the delivery promise the buyer was shown
  `
  ALTER TABLE orders ADD COLUMN card_brand TEXT;
  ALTER TABLE orders ADD COLUMN card_last4 TEXT CHECK (card_last4 IS NULL OR length(card_last4) = 4);
  ALTER TABLE orders ADD COLUMN vat_number TEXT;
  ALTER TABLE orders ADD COLUMN delivery_description TEXT NOT NULL DEFAULT '';
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

/**
 * The database holds password hashes and the server's secret: the folder is its owner's
 * only (0700), and so are the file and its journal (0600; SQLite gives the journal files
 * the database file's mode). Files an older version left readable are closed up.
 */
export function openStore(dataDir: string): Store {
  fs.mkdirSync(dataDir, {recursive: true, mode: 0o700});
  fs.chmodSync(dataDir, 0o700);
  const file = path.join(dataDir, DATABASE_FILE);
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(name)) fs.chmodSync(name, 0o600);
  }
  return new Store(file);
}
