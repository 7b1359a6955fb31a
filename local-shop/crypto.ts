// Secrets compared in constant time, random secrets and their digests, and tokens
// derived from the server's secret.

import crypto from 'node:crypto';

/** Whether two strings are equal, in a time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * A CSRF token for one purpose ('checkout:<cart>…', 'admin:<password>'): an HMAC of the
 * server's secret, so nothing is stored and it changes when what it names changes.
 */
export function csrfToken(secret: Buffer, purpose: string): string {
  return crypto.createHmac('sha256', secret).update(purpose).digest('base64url');
}

export function csrfValid(secret: Buffer, purpose: string, given: string | null): boolean {
  return given !== null && given !== '' && safeEqual(csrfToken(secret, purpose), given);
}

/** A random secret of `bytes` bytes, base64url. */
export function randomSecret(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** SHA-256 in hex: how a secret is kept in the database (a copy of it gives no usable secret). */
export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
