import type {AppSession} from '~/lib/platform/session.server';

// Password-reset links already spent in this browser (issue 25.9, legacy accounts): a link
// that reset the password, or that the shop refused as used or expired, is remembered in
// the encrypted session (a digest, never the token), so opening it again says so at once
// instead of showing the form. The Storefront API cannot check a reset token without
// using it: a link spent elsewhere is told after the new password is typed, as before.

const KEY = 'spentResetLinks';
const KEPT = 10;

/** A digest of the link's customer and token (SHA-256, hex). */
export async function resetLinkDigest(link: {id: string; token: string}): Promise<string> {
  const bytes = new TextEncoder().encode(`${link.id}\n${link.token}`);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function spent(session: Pick<AppSession, 'get'>): string[] {
  const value: unknown = session.get(KEY);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

export function isSpentResetLink(session: Pick<AppSession, 'get'>, digest: string): boolean {
  return spent(session).includes(digest);
}

/** Remembers a spent link; the newest few only, so the cookie stays small. */
export function rememberSpentResetLink(session: Pick<AppSession, 'get' | 'set'>, digest: string): void {
  session.set(KEY, [digest, ...spent(session).filter((entry) => entry !== digest)].slice(0, KEPT));
}
