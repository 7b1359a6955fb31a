// Sign-ins in progress (table ca_sign_ins): what the storefront asked for at the authorize
// endpoint, the browser it belongs to, the e-mail and the digest of the code sent to it,
// the attempts; and the attempts that throttling counts per e-mail and per IP address
// (table ca_attempts). Times are given by the caller, so tests can move them.

import {randomSecret, safeEqual, sha256Hex as digest} from '../crypto.ts';
import {LIMITS, iso, text} from './customer-accounts.ts';
import type {Row, Store} from './db.ts';

export interface SignInRecord {
  id: string;
  browserHash: string;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string | null;
  codeChallenge: string;
  scope: string;
  email: string | null;
  codeHash: string | null;
  codeExpiresAt: string | null;
  codeAttempts: number;
  expiresAt: string;
}

export interface SignInRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string | null;
  codeChallenge: string;
  scope: string;
}

function toSignIn(row: Row): SignInRecord {
  return {
    id: String(row.id),
    browserHash: String(row.browser_hash),
    clientId: String(row.client_id),
    redirectUri: String(row.redirect_uri),
    state: String(row.state),
    nonce: text(row.nonce),
    codeChallenge: String(row.code_challenge),
    scope: String(row.scope),
    email: text(row.email),
    codeHash: text(row.code_hash),
    codeExpiresAt: text(row.code_expires_at),
    codeAttempts: Number(row.code_attempts),
    expiresAt: String(row.expires_at),
  };
}

/** The code's digest is bound to its sign-in, so equal codes of two sign-ins differ. */
const codeDigest = (signInId: string, code: string) => digest(`${signInId}:${code}`);

export class SignInStore {
  readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  startSignIn(request: SignInRequest, browser: string, now: number): SignInRecord {
    const id = randomSecret(24);
    this.store.run('DELETE FROM ca_sign_ins WHERE expires_at <= ?', iso(now));
    this.store.run(
      `INSERT INTO ca_sign_ins (id, browser_hash, client_id, redirect_uri, state, nonce, code_challenge, scope, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      digest(browser),
      request.clientId,
      request.redirectUri,
      request.state,
      request.nonce,
      request.codeChallenge,
      request.scope,
      iso(now),
      iso(now + LIMITS.signInTtlMs),
    );
    return this.signIn(id, browser, now) as SignInRecord;
  }

  /** A sign-in of this browser that has not expired. */
  signIn(id: string, browser: string, now: number): SignInRecord | null {
    if (!/^[A-Za-z0-9_-]{32}$/.test(id)) return null;
    const row = this.store.get('SELECT * FROM ca_sign_ins WHERE id = ? AND expires_at > ?', id, iso(now));
    if (!row) return null;
    const record = toSignIn(row);
    return safeEqual(digest(browser), record.browserHash) ? record : null;
  }

  /** A new code for this e-mail; the previous one stops working and the attempts start again. */
  setCode(signIn: SignInRecord, email: string, code: string, now: number): void {
    this.store.run(
      'UPDATE ca_sign_ins SET email = ?, code_hash = ?, code_expires_at = ?, code_attempts = 0 WHERE id = ?',
      email,
      codeDigest(signIn.id, code),
      iso(now + LIMITS.emailCodeTtlMs),
      signIn.id,
    );
  }

  /** Back to the e-mail step. */
  clearEmail(signIn: SignInRecord): void {
    this.store.run('UPDATE ca_sign_ins SET email = NULL, code_hash = NULL, code_expires_at = NULL, code_attempts = 0 WHERE id = ?', signIn.id);
  }

  /**
   * Checks a code: 'ok' consumes the sign-in; a wrong code counts one attempt, and the
   * last allowed attempt spends the code ('spent').
   */
  checkCode(signIn: SignInRecord, code: string, now: number): 'ok' | 'wrong' | 'spent' | 'expired' {
    if (!signIn.codeHash || !signIn.codeExpiresAt) return 'expired';
    if (signIn.codeExpiresAt <= iso(now)) return 'expired';
    if (signIn.codeAttempts >= LIMITS.emailCodeAttempts) return 'spent';
    if (/^\d{6}$/.test(code) && safeEqual(codeDigest(signIn.id, code), signIn.codeHash)) {
      // Of two submissions of the right code, one wins.
      return this.store.run('DELETE FROM ca_sign_ins WHERE id = ? AND code_hash = ?', signIn.id, signIn.codeHash).changes === 1 ? 'ok' : 'expired';
    }
    const attempts = signIn.codeAttempts + 1;
    this.store.run('UPDATE ca_sign_ins SET code_attempts = ? WHERE id = ?', attempts, signIn.id);
    return attempts >= LIMITS.emailCodeAttempts ? 'spent' : 'wrong';
  }

  // ------------------------------------------------------------ throttling

  countAttempts(kind: 'send' | 'failure', subject: string, windowMs: number, now: number): number {
    return Number(this.store.get('SELECT COUNT(*) AS n FROM ca_attempts WHERE kind = ? AND subject = ? AND at > ?', kind, subject, iso(now - windowMs))?.n ?? 0);
  }

  recordAttempt(kind: 'send' | 'failure', subjects: string[], now: number): void {
    this.store.run('DELETE FROM ca_attempts WHERE at <= ?', iso(now - Math.max(LIMITS.sendWindowMs, LIMITS.failureWindowMs)));
    for (const subject of subjects) this.store.run('INSERT INTO ca_attempts (kind, subject, at) VALUES (?, ?, ?)', kind, subject.slice(0, 400), iso(now));
  }
}
