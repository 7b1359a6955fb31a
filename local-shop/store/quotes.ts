// Devis (quotes) made from a cart (issue 23): one row each, numbered DEV-<year>-<6 digits>
// in the order they are made, with an unguessable key for the buyer's link, and the
// prices they hold until their validity ends. The table belongs to this module, created
// here like the inbox's (forms.ts).

import {type DevisBuyer, type DevisFigures, type DevisLine, devisNumber, isDevisNumber} from '../shared-rules.ts';
import type {Row, Store} from './db.ts';

export interface QuoteRecord {
  number: string;
  /** Access key of the buyer's link (hex) */
  key: string;
  createdAt: string;
  validUntil: string;
  buyer: DevisBuyer;
  lines: DevisLine[];
  totals: DevisFigures['totals'];
  /** When the buyer last turned it back into a cart, if ever */
  lastCartAt: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS quotes (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  year INTEGER NOT NULL,
  sequence INTEGER NOT NULL,
  access_key TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  last_cart_at TEXT,
  UNIQUE (year, sequence)
) STRICT;
`;

const ready = new WeakSet<Store>();

function ensureTable(store: Store): void {
  if (ready.has(store)) return;
  store.db.exec(SCHEMA);
  ready.add(store);
}

function toQuote(row: Row): QuoteRecord {
  const data = JSON.parse(String(row.data)) as Pick<QuoteRecord, 'buyer' | 'lines' | 'totals'>;
  return {
    number: String(row.number),
    key: String(row.access_key),
    createdAt: String(row.created_at),
    validUntil: String(row.valid_until),
    buyer: data.buyer,
    lines: data.lines,
    totals: data.totals,
    lastCartAt: row.last_cart_at === null ? null : String(row.last_cart_at),
  };
}

export class QuoteStore {
  readonly store: Store;

  constructor(store: Store) {
    this.store = store;
    ensureTable(store);
  }

  /** Numbers and stores a quote (the next number of its year, under the write lock). */
  add(quote: Omit<QuoteRecord, 'number' | 'lastCartAt'>): QuoteRecord {
    const year = Number(quote.createdAt.slice(0, 4));
    return this.store.transaction(() => {
      const last = this.store.get('SELECT MAX(sequence) AS last FROM quotes WHERE year = ?', year);
      const sequence = Number(last?.last ?? 0) + 1;
      const number = devisNumber(year, sequence);
      this.store.run(
        'INSERT INTO quotes (number, year, sequence, access_key, email, company, data, created_at, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        number,
        year,
        sequence,
        quote.key,
        quote.buyer.email,
        quote.buyer.company,
        JSON.stringify({buyer: quote.buyer, lines: quote.lines, totals: quote.totals}),
        quote.createdAt,
        quote.validUntil,
      );
      return {...quote, number, lastCartAt: null};
    });
  }

  get(number: string): QuoteRecord | null {
    if (!isDevisNumber(number)) return null;
    const row = this.store.get('SELECT * FROM quotes WHERE number = ?', number);
    return row ? toQuote(row) : null;
  }

  /** Newest first, for the merchant's inbox. */
  list(limit = 100): QuoteRecord[] {
    return this.store.all('SELECT * FROM quotes ORDER BY created_at DESC, id DESC LIMIT ?', limit).map(toQuote);
  }

  count(): number {
    return Number(this.store.get('SELECT COUNT(*) AS n FROM quotes')?.n ?? 0);
  }

  markCart(number: string, at: string): void {
    this.store.run('UPDATE quotes SET last_cart_at = ? WHERE number = ?', at, number);
  }
}

/** A quote by its number as a discount code reads it, or null (no such quote). */
export function quoteByCode(store: Store, code: string): QuoteRecord | null {
  const number = code.trim().toUpperCase();
  if (!isDevisNumber(number)) return null;
  ensureTable(store);
  const row = store.get('SELECT * FROM quotes WHERE number = ?', number);
  return row ? toQuote(row) : null;
}
