import {describe, expect, it} from 'vitest';
import {customerToken, sessionExpiry, signIn, signOut, SESSION_LIFETIME_MS} from '../../app/lib/account/customer.server.ts';
import type {AppSession} from '../../app/lib/platform/session.server.ts';

function fakeSession() {
  const values = new Map<string, unknown>();
  return {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => values.set(key, value),
    unset: (key: string) => values.delete(key),
    values,
  } as unknown as AppSession & {values: Map<string, unknown>};
}

describe('customer session', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('lasts 24 h, or less when the token expires sooner', () => {
    expect(sessionExpiry('2027-01-01T00:00:00Z', now)).toBe(now + SESSION_LIFETIME_MS);
    expect(sessionExpiry('2026-11-22T12:00:00Z', now)).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(sessionExpiry('pas une date', now)).toBe(now + SESSION_LIFETIME_MS);
  });

  it('returns the token while valid and drops it once expired', () => {
    const session = fakeSession();
    signIn(session, {accessToken: 'abc', expiresAt: '2027-01-01T00:00:00Z'}, now);
    expect(customerToken(session, now + 1000)).toBe('abc');
    expect(customerToken(session, now + SESSION_LIFETIME_MS + 1)).toBeNull();
    expect(session.values.size).toBe(0);
  });

  it('signs out', () => {
    const session = fakeSession();
    signIn(session, {accessToken: 'abc', expiresAt: '2027-01-01T00:00:00Z'}, now);
    signOut(session);
    expect(customerToken(session, now)).toBeNull();
  });
});
