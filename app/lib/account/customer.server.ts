import type {AppSession} from '~/lib/platform/session.server';

// The customer access token lives only in the encrypted, httpOnly session cookie
// (DESIGN.md section 4), for 24 h or the token's own expiry, whichever comes first.
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const TOKEN_KEY = 'customerAccessToken';
const EXPIRY_KEY = 'customerAccessTokenExpiresAt';

export function sessionExpiry(tokenExpiresAt: string, now = Date.now()): number {
  const tokenExpiry = Date.parse(tokenExpiresAt);
  const sessionEnd = now + SESSION_LIFETIME_MS;
  return Number.isFinite(tokenExpiry) ? Math.min(tokenExpiry, sessionEnd) : sessionEnd;
}

export function signIn(session: AppSession, token: {accessToken: string; expiresAt: string}, now = Date.now()) {
  session.set(TOKEN_KEY, token.accessToken);
  session.set(EXPIRY_KEY, sessionExpiry(token.expiresAt, now));
}

export function signOut(session: AppSession) {
  session.unset(TOKEN_KEY);
  session.unset(EXPIRY_KEY);
}

/** The token when it is still valid; an expired one is dropped silently. */
export function customerToken(session: AppSession, now = Date.now()): string | null {
  const token = session.get(TOKEN_KEY) as string | undefined;
  const expiry = Number(session.get(EXPIRY_KEY));
  if (!token) return null;
  if (!Number.isFinite(expiry) || expiry <= now) {
    signOut(session);
    return null;
  }
  return token;
}

/** First customerUserErrors message, as SPEC.md shows it, else the screen's own message. */
export function firstUserError(errors: {message: string}[] | null | undefined, fallback: string): string | null {
  if (!errors || errors.length === 0) return null;
  return errors[0].message || fallback;
}
