// PKCE (RFC 7636, S256 only), the e-mail codes, and the ID token: a JWT signed RS256 with
// the shop's key, published as a JWKS. Random secrets, digests and constant-time
// comparison are crypto.ts's.

import crypto from 'node:crypto';
import {safeEqual, sha256Hex as digest} from '../crypto.ts';
import type {Store} from '../store/db.ts';

/** A one-time code of six digits, each equally likely. */
export function sixDigitCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
export const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Whether BASE64URL(SHA256(verifier)) is the challenge sent to the authorize endpoint. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  return safeEqual(crypto.createHash('sha256').update(verifier).digest('base64url'), challenge);
}

/**
 * JSON that stays ASCII and avoids '>', '?' and '~': its base64url then equals its plain
 * base64, which Hydrogen needs, as it reads the ID token with atob (plain base64, one byte
 * per character): every other character is written as a \u escape.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff>?~]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function segment(value: unknown): string {
  return Buffer.from(asciiJson(value), 'ascii').toString('base64url');
}

export class SigningKey {
  readonly kid: string;
  readonly #privateKey: crypto.KeyObject;
  readonly #publicKey: crypto.KeyObject;

  /** The shop's RSA key, made on first use and kept in the database. */
  constructor(store: Store) {
    let pem = store.getMeta('customer_account_signing_key');
    if (!pem) {
      pem = crypto.generateKeyPairSync('rsa', {modulusLength: 2048}).privateKey.export({type: 'pkcs8', format: 'pem'}).toString();
      store.setMeta('customer_account_signing_key', pem);
    }
    this.#privateKey = crypto.createPrivateKey(pem);
    this.#publicKey = crypto.createPublicKey(this.#privateKey);
    this.kid = digest(String(this.#publicKey.export({format: 'jwk'}).n)).slice(0, 16);
  }

  sign(claims: Record<string, unknown>): string {
    const head = `${segment({alg: 'RS256', kid: this.kid, typ: 'JWT'})}.${segment(claims)}`;
    return `${head}.${crypto.sign('sha256', Buffer.from(head), this.#privateKey).toString('base64url')}`;
  }

  /** The claims of a token this key signed; null for anything else. Expiry is the caller's business. */
  verify(token: unknown): Record<string, unknown> | null {
    if (typeof token !== 'string' || token.length > 8000) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    try {
      const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as Record<string, unknown>;
      if (header.alg !== 'RS256' || header.kid !== this.kid) return null;
      const valid = crypto.verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), this.#publicKey, Buffer.from(parts[2], 'base64url'));
      if (!valid) return null;
      const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
      return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  jwks(): {keys: Record<string, unknown>[]} {
    return {keys: [{...this.#publicKey.export({format: 'jwk'}), kid: this.kid, use: 'sig', alg: 'RS256'}]};
  }
}
