// Customer accounts (Shopify's legacy e-mail + password accounts): scrypt password
// hashes, random access tokens kept as SHA-256 digests, one-time password-reset tokens,
// and the address book. Sign-in throttling is in memory (local-shop/limits.ts).

import crypto from 'node:crypto';
import {promisify} from 'node:util';
import type {Row, Store} from './db.ts';
import {isoNow} from './seed.ts';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, length: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** Access tokens live 30 days (customerAccessTokenRenew starts a new 30 days). */
export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/** A password-reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 3600 * 1000;

const SCRYPT = {N: 16384, r: 8, p: 1, keyLength: 32};

export interface CustomerRecord {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  passwordHash: string;
  defaultAddressId: number | null;
  createdAt: string;
  updatedAt: string;
}

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'zip', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Partial<Record<AddressField, string | null>> & {countryCode?: string | null};

export interface AddressRecord extends Record<AddressField, string | null> {
  id: number;
  customerId: number;
  countryCode: string | null;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS: Record<AddressField | 'countryCode', string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  province: 'province',
  zip: 'zip',
  country: 'country',
  phone: 'phone',
  countryCode: 'country_code',
};

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function toCustomer(row: Row): CustomerRecord {
  return {
    id: Number(row.id),
    email: String(row.email),
    firstName: text(row.first_name),
    lastName: text(row.last_name),
    phone: text(row.phone),
    acceptsMarketing: Number(row.accepts_marketing) === 1,
    passwordHash: String(row.password_hash),
    defaultAddressId: row.default_address_id === null ? null : Number(row.default_address_id),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

function toAddress(row: Row): AddressRecord {
  const address = {id: Number(row.id), customerId: Number(row.customer_id), createdAt: String(row.created_at), updatedAt: String(row.updated_at)} as AddressRecord;
  for (const [field, column] of Object.entries(COLUMNS)) (address as unknown as Record<string, string | null>)[field] = text(row[column]);
  return address;
}

export function digest(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password.normalize('NFC'), salt, SCRYPT.keyLength, {N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p});
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** A hash to check against when the e-mail is unknown, so that both cases take as long. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoy ??= hashPassword(crypto.randomBytes(12).toString('hex'));
  const [scheme, n, r, p, salt, hash] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {N: Number(n), r: Number(r), p: Number(p)});
  return stored !== null && crypto.timingSafeEqual(actual, expected);
}

function newToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

export class CustomerStore {
  readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  byId(id: number): CustomerRecord | null {
    const row = this.store.get('SELECT * FROM customers WHERE id = ?', id);
    return row ? toCustomer(row) : null;
  }

  byEmail(email: string): CustomerRecord | null {
    if (email.length > 320) return null;
    const row = this.store.get('SELECT * FROM customers WHERE email = ?', email.trim());
    return row ? toCustomer(row) : null;
  }

  byPhone(phone: string): CustomerRecord | null {
    const row = this.store.get('SELECT * FROM customers WHERE phone = ?', phone);
    return row ? toCustomer(row) : null;
  }

  create(values: {email: string; passwordHash: string; firstName: string | null; lastName: string | null; phone: string | null; acceptsMarketing: boolean}): CustomerRecord {
    const now = isoNow();
    const id = this.store.run(
      `INSERT INTO customers (email, password_hash, first_name, last_name, phone, accepts_marketing, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      values.email,
      values.passwordHash,
      values.firstName,
      values.lastName,
      values.phone,
      values.acceptsMarketing ? 1 : 0,
      now,
      now,
    ).lastInsertRowid;
    return this.byId(id) as CustomerRecord;
  }

  update(
    id: number,
    values: Partial<{email: string; passwordHash: string; firstName: string | null; lastName: string | null; phone: string | null; acceptsMarketing: boolean}>,
  ): CustomerRecord {
    const columns: Record<string, string> = {
      email: 'email',
      passwordHash: 'password_hash',
      firstName: 'first_name',
      lastName: 'last_name',
      phone: 'phone',
      acceptsMarketing: 'accepts_marketing',
    };
    const sets: string[] = [];
    const params: (string | number | null)[] = [];
    for (const [key, column] of Object.entries(columns)) {
      const value = values[key as keyof typeof values];
      if (value === undefined) continue;
      sets.push(`${column} = ?`);
      params.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
    }
    if (sets.length > 0) this.store.run(`UPDATE customers SET ${sets.join(', ')}, updated_at = ? WHERE id = ?`, ...params, isoNow(), id);
    return this.byId(id) as CustomerRecord;
  }

  // ------------------------------------------------------------ access tokens

  issueToken(customerId: number, now = Date.now()): {accessToken: string; expiresAt: string} {
    const accessToken = newToken();
    const expiresAt = isoNow(new Date(now + ACCESS_TOKEN_TTL_MS));
    this.store.run('DELETE FROM customer_tokens WHERE expires_at <= ?', isoNow(new Date(now)));
    this.store.run(
      'INSERT INTO customer_tokens (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      digest(accessToken),
      customerId,
      isoNow(new Date(now)),
      expiresAt,
    );
    return {accessToken, expiresAt};
  }

  /** The customer of a valid, unexpired token. */
  byToken(token: unknown, now = Date.now()): CustomerRecord | null {
    if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return null;
    const row = this.store.get(
      `SELECT c.* FROM customer_tokens t JOIN customers c ON c.id = t.customer_id WHERE t.token_hash = ? AND t.expires_at > ?`,
      digest(token),
      isoNow(new Date(now)),
    );
    return row ? toCustomer(row) : null;
  }

  /** A new expiry for a valid token (the token itself does not change). */
  renewToken(token: string, now = Date.now()): {accessToken: string; expiresAt: string} | null {
    if (!this.byToken(token, now)) return null;
    const expiresAt = isoNow(new Date(now + ACCESS_TOKEN_TTL_MS));
    this.store.run('UPDATE customer_tokens SET expires_at = ? WHERE token_hash = ?', expiresAt, digest(token));
    return {accessToken: token, expiresAt};
  }

  deleteToken(token: string): boolean {
    if (!/^[0-9a-f]{64}$/.test(token)) return false;
    return this.store.run('DELETE FROM customer_tokens WHERE token_hash = ?', digest(token)).changes === 1;
  }

  deleteTokens(customerId: number): void {
    this.store.run('DELETE FROM customer_tokens WHERE customer_id = ?', customerId);
  }

  /** Sets a new password in one transaction: every access token is revoked and one new token is issued. */
  changePassword(customer: CustomerRecord, passwordHash: string): {customer: CustomerRecord; token: {accessToken: string; expiresAt: string}} {
    return this.store.transaction(() => {
      const updated = this.update(customer.id, {passwordHash});
      this.deleteTokens(customer.id);
      return {customer: updated, token: this.issueToken(customer.id)};
    });
  }

  // ------------------------------------------------------------ password resets

  issueReset(customerId: number, now = Date.now()): string {
    const token = newToken();
    this.store.run('DELETE FROM password_resets WHERE expires_at <= ?', isoNow(new Date(now)));
    this.store.run(
      'INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      digest(token),
      customerId,
      isoNow(new Date(now)),
      isoNow(new Date(now + RESET_TOKEN_TTL_MS)),
    );
    return token;
  }

  /** How many reset links this customer was sent within the last hour. */
  recentResets(customerId: number): number {
    return Number(
      this.store.get(
        "SELECT COUNT(*) AS n FROM password_resets WHERE customer_id = ? AND created_at > strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-1 hour')",
        customerId,
      )?.n ?? 0,
    );
  }

  /** Marks a reset token used; true only for this customer's unused, unexpired token. */
  consumeReset(customerId: number, token: string, now = Date.now()): boolean {
    if (!/^[0-9a-f]{64}$/.test(token)) return false;
    const result = this.store.run(
      `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND customer_id = ? AND used_at IS NULL AND expires_at > ?`,
      isoNow(new Date(now)),
      digest(token),
      customerId,
      isoNow(new Date(now)),
    );
    return result.changes === 1;
  }

  /** Whether a reset token could be used (checked before the slow password hashing). */
  resetUsable(customerId: number, token: string, now = Date.now()): boolean {
    if (!/^[0-9a-f]{64}$/.test(token)) return false;
    return (
      this.store.get(
        'SELECT 1 AS ok FROM password_resets WHERE token_hash = ? AND customer_id = ? AND used_at IS NULL AND expires_at > ?',
        digest(token),
        customerId,
        isoNow(new Date(now)),
      ) !== undefined
    );
  }

  // ------------------------------------------------------------ addresses

  addresses(customerId: number): AddressRecord[] {
    return this.store.all('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id', customerId).map(toAddress);
  }

  address(customerId: number, id: number): AddressRecord | null {
    const row = this.store.get('SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?', id, customerId);
    return row ? toAddress(row) : null;
  }

  addAddress(customerId: number, values: AddressValues): AddressRecord {
    return this.store.transaction(() => {
      const now = isoNow();
      const fields = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];
      const id = this.store.run(
        `INSERT INTO customer_addresses (customer_id, ${fields.map((field) => COLUMNS[field]).join(', ')}, created_at, updated_at)
         VALUES (?, ${fields.map(() => '?').join(', ')}, ?, ?)`,
        customerId,
        ...fields.map((field) => values[field] ?? null),
        now,
        now,
      ).lastInsertRowid;
      // A first address becomes the default one, as on Shopify.
      this.store.run('UPDATE customers SET default_address_id = ? WHERE id = ? AND default_address_id IS NULL', id, customerId);
      return this.address(customerId, id) as AddressRecord;
    });
  }

  updateAddress(customerId: number, id: number, values: AddressValues): AddressRecord | null {
    const fields = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((field) => values[field] !== undefined);
    if (fields.length > 0) {
      this.store.run(
        `UPDATE customer_addresses SET ${fields.map((field) => `${COLUMNS[field]} = ?`).join(', ')}, updated_at = ? WHERE id = ? AND customer_id = ?`,
        ...fields.map((field) => values[field] ?? null),
        isoNow(),
        id,
        customerId,
      );
    }
    return this.address(customerId, id);
  }

  deleteAddress(customerId: number, id: number): boolean {
    return this.store.transaction(() => {
      const deleted = this.store.run('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?', id, customerId).changes === 1;
      if (deleted) {
        // The oldest remaining address becomes the default one, if the default went.
        const next = this.store.get('SELECT id FROM customer_addresses WHERE customer_id = ? ORDER BY id LIMIT 1', customerId);
        this.store.run(
          'UPDATE customers SET default_address_id = ? WHERE id = ? AND default_address_id = ?',
          next ? Number(next.id) : null,
          customerId,
          id,
        );
      }
      return deleted;
    });
  }

  setDefaultAddress(customerId: number, id: number): boolean {
    if (!this.address(customerId, id)) return false;
    this.store.run('UPDATE customers SET default_address_id = ?, updated_at = ? WHERE id = ?', id, isoNow(), customerId);
    return true;
  }
}
