import crypto from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {asciiJson, pkceMatches, sixDigitCode} from '../../local-shop/customer-account/secrets.ts';

describe('PKCE (RFC 7636, S256)', () => {
  it('matches the RFC’s example and nothing else', () => {
    // RFC 7636 appendix B.
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    expect(pkceMatches(verifier, challenge)).toBe(true);
    expect(pkceMatches(`${verifier.slice(0, -1)}l`, challenge)).toBe(false);
    // The plain method (verifier = challenge) is not accepted.
    expect(pkceMatches(challenge, challenge)).toBe(false);
    // Verifiers are 43 to 128 unreserved characters.
    expect(pkceMatches('court', crypto.createHash('sha256').update('court').digest('base64url'))).toBe(false);
    const long = 'a'.repeat(129);
    expect(pkceMatches(long, crypto.createHash('sha256').update(long).digest('base64url'))).toBe(false);
  });
});

describe('ID token segments', () => {
  it('are plain base64 too, so that atob (Hydrogen’s decoder) reads them, whatever the text', () => {
    const samples = ['Zoé Müller', '>>>???~~~', 'a>b?c~d', '😀 émoji', 'x'.repeat(7) + '>'];
    for (let i = 0; i < 200; i++) samples.push(crypto.randomBytes(24).toString('latin1'));
    for (const text of samples) {
      for (let pad = 0; pad < 3; pad++) {
        const json = asciiJson({pad: 'p'.repeat(pad), text, nonce: text});
        const segment = Buffer.from(json, 'ascii').toString('base64url');
        expect(segment).not.toMatch(/[-_]/);
        expect(JSON.parse(atob(segment))).toEqual({pad: 'p'.repeat(pad), text, nonce: text});
      }
    }
  });
});

describe('sign-in codes', () => {
  it('make six-digit codes', () => {
    const codes = Array.from({length: 500}, sixDigitCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });
});
