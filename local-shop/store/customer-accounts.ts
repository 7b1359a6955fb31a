// What the Customer Account API keeps in SQLite (migration 3 of store/db.ts) once a
// shopper has signed in: shop-side sessions, grants (one per authorization code) with
// their access and refresh tokens. Every secret is stored as a digest; every time is given
// by the caller, so tests can move it. Sign-ins in progress: sign-ins.ts. The endpoints:
// customer-account/.

import {randomSecret, sha256Hex as digest} from '../crypto.ts';
import type {Row, Store} from './db.ts';
import {isoNow} from './seed.ts';
import type {SignInRequest} from './sign-ins.ts';

/** The Customer Account API's lifetimes and limits (docs/decisions/029-local-customer-account-api.md). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /** A sign-in page left open this long starts over. */
  signInTtlMs: 30 * MINUTE,
  /** The 6-digit code sent by e-mail. */
  emailCodeTtlMs: 10 * MINUTE,
  emailCodeAttempts: 5,
  /** Codes sent per e-mail address and per IP address within sendWindowMs. */
  sendsPerEmail: 5,
  sendsPerIp: 60,
  sendWindowMs: HOUR,
  /** Wrong codes per e-mail address and per IP address within failureWindowMs. */
  failuresPerEmail: 10,
  failuresPerIp: 60,
  failureWindowMs: 15 * MINUTE,
  /** The authorization code handed to the storefront's callback. */
  authorizationCodeTtlMs: 5 * MINUTE,
  accessTokenTtlMs: HOUR,
  /** The shop-side session (single sign-on), which also bounds every refresh token. */
  sessionTtlMs: 30 * DAY,
  /**
   * A refresh token presented again this soon after its rotation gets a new pair instead
   * of ending the grant: two requests of one browser may refresh at the same moment.
   */
  refreshReuseGraceMs: MINUTE,
} as const;

export const iso = (ms: number) => isoNow(new Date(ms));
export const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export interface SessionRecord {
  id: number;
  sid: string;
  customerId: number;
}

export interface GrantRecord {
  id: number;
  sessionId: number;
  customerId: number;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  scope: string;
  codeExpiresAt: string;
  codeUsedAt: string | null;
  revokedAt: string | null;
  sid: string;
}

export interface TokenRecord {
  kind: 'access' | 'refresh';
  grantId: number;
  customerId: number;
  expiresAt: string;
  rotatedAt: string | null;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
}

function toGrant(row: Row): GrantRecord {
  return {
    id: Number(row.id),
    sessionId: Number(row.session_id),
    customerId: Number(row.customer_id),
    clientId: String(row.client_id),
    redirectUri: String(row.redirect_uri),
    codeChallenge: String(row.code_challenge),
    nonce: text(row.nonce),
    scope: String(row.scope),
    codeExpiresAt: String(row.code_expires_at),
    codeUsedAt: text(row.code_used_at),
    revokedAt: text(row.revoked_at),
    sid: String(row.sid),
  };
}

export class AccountStore {
  readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  // ------------------------------------------------------------ shop-side sessions

  startSession(customerId: number, now: number): {session: SessionRecord; secret: string} {
    // Sessions over and done go, with their grants and tokens (ON DELETE CASCADE).
    this.store.run('DELETE FROM ca_sessions WHERE expires_at <= ? OR ended_at <= ?', iso(now), iso(now - LIMITS.sessionTtlMs));
    const secret = randomSecret();
    const sid = randomSecret(16);
    const id = this.store.run(
      'INSERT INTO ca_sessions (sid, secret_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      sid,
      digest(secret),
      customerId,
      iso(now),
      iso(now + LIMITS.sessionTtlMs),
    ).lastInsertRowid;
    return {session: {id, sid, customerId}, secret};
  }

  /** The live session whose cookie holds this secret. */
  sessionBySecret(secret: string, now: number): SessionRecord | null {
    if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
    const row = this.store.get('SELECT * FROM ca_sessions WHERE secret_hash = ? AND ended_at IS NULL AND expires_at > ?', digest(secret), iso(now));
    return row ? {id: Number(row.id), sid: String(row.sid), customerId: Number(row.customer_id)} : null;
  }

  /** Ends a session and every grant made in it: its tokens stop working. */
  endSession(where: {sid: string} | {secret: string}, now: number): boolean {
    const row =
      'sid' in where
        ? this.store.get('SELECT id FROM ca_sessions WHERE sid = ? AND ended_at IS NULL', where.sid)
        : this.store.get('SELECT id FROM ca_sessions WHERE secret_hash = ? AND ended_at IS NULL', digest(where.secret));
    if (!row) return false;
    this.store.transaction(() => {
      this.store.run('UPDATE ca_sessions SET ended_at = ? WHERE id = ?', iso(now), Number(row.id));
      this.store.run('UPDATE ca_grants SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL', iso(now), Number(row.id));
    });
    return true;
  }

  // ------------------------------------------------------------ grants and tokens

  /** An authorization code for the storefront's callback. Returns the code. */
  createGrant(session: SessionRecord, request: SignInRequest, now: number): string {
    const code = randomSecret();
    this.store.run(
      `INSERT INTO ca_grants (code_hash, session_id, customer_id, client_id, redirect_uri, code_challenge, nonce, scope, code_expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      digest(code),
      session.id,
      session.customerId,
      request.clientId,
      request.redirectUri,
      request.codeChallenge,
      request.nonce,
      request.scope,
      iso(now + LIMITS.authorizationCodeTtlMs),
      iso(now),
    );
    return code;
  }

  grantByCode(code: string): GrantRecord | null {
    if (code.length === 0 || code.length > 200) return null;
    const row = this.store.get('SELECT g.*, s.sid FROM ca_grants g JOIN ca_sessions s ON s.id = g.session_id WHERE g.code_hash = ?', digest(code));
    return row ? toGrant(row) : null;
  }

  grant(id: number): GrantRecord | null {
    const row = this.store.get('SELECT g.*, s.sid FROM ca_grants g JOIN ca_sessions s ON s.id = g.session_id WHERE g.id = ?', id);
    return row ? toGrant(row) : null;
  }

  /** Marks the code used; false when another request used it first. */
  useCode(grant: GrantRecord, now: number): boolean {
    return this.store.run('UPDATE ca_grants SET code_used_at = ? WHERE id = ? AND code_used_at IS NULL', iso(now), grant.id).changes === 1;
  }

  revokeGrant(grantId: number, now: number): void {
    this.store.run('UPDATE ca_grants SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', iso(now), grantId);
  }

  /** Whether the grant still stands: not revoked, its session neither ended nor expired. */
  grantLive(grantId: number, now: number): boolean {
    const row = this.store.get(
      `SELECT 1 AS ok FROM ca_grants g JOIN ca_sessions s ON s.id = g.session_id
       WHERE g.id = ? AND g.revoked_at IS NULL AND s.ended_at IS NULL AND s.expires_at > ?`,
      grantId,
      iso(now),
    );
    return row !== undefined;
  }

  /** A new access token and refresh token; the refresh token cannot outlive the session. */
  issueTokens(grant: GrantRecord, now: number): IssuedTokens {
    const accessToken = `shcat_${randomSecret()}`;
    const refreshToken = `shcrt_${randomSecret()}`;
    const session = this.store.get('SELECT expires_at FROM ca_sessions WHERE id = ?', grant.sessionId);
    const refreshExpiry = String(session?.expires_at ?? iso(now));
    this.store.transaction(() => {
      this.store.run('DELETE FROM ca_tokens WHERE expires_at <= ?', iso(now));
      const insert = 'INSERT INTO ca_tokens (token_hash, kind, grant_id, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)';
      this.store.run(insert, digest(accessToken), 'access', grant.id, grant.customerId, iso(now), iso(now + LIMITS.accessTokenTtlMs));
      this.store.run(insert, digest(refreshToken), 'refresh', grant.id, grant.customerId, iso(now), refreshExpiry);
    });
    return {accessToken, refreshToken, expiresInSeconds: LIMITS.accessTokenTtlMs / 1000};
  }

  token(value: string, kind: 'access' | 'refresh'): TokenRecord | null {
    const prefix = kind === 'access' ? 'shcat_' : 'shcrt_';
    if (!value.startsWith(prefix) || value.length > 200) return null;
    const row = this.store.get('SELECT * FROM ca_tokens WHERE token_hash = ? AND kind = ?', digest(value), kind);
    if (!row) return null;
    return {kind, grantId: Number(row.grant_id), customerId: Number(row.customer_id), expiresAt: String(row.expires_at), rotatedAt: text(row.rotated_at)};
  }

  /** The customer of a valid access token: unexpired, its grant live. */
  customerIdByAccessToken(value: unknown, now: number): number | null {
    if (typeof value !== 'string') return null;
    const token = this.token(value, 'access');
    if (!token || token.expiresAt <= iso(now) || !this.grantLive(token.grantId, now)) return null;
    return token.customerId;
  }

  /** Marks a refresh token rotated; false when another request rotated it first. */
  rotate(value: string, now: number): boolean {
    return this.store.run('UPDATE ca_tokens SET rotated_at = ? WHERE token_hash = ? AND rotated_at IS NULL', iso(now), digest(value)).changes === 1;
  }
}
