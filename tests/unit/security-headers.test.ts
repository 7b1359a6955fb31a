import {describe, expect, it} from 'vitest';
import {FALLBACK_CSP, HSTS, applySecurityHeaders} from '../../app/lib/platform/security.ts';
import {AppSession} from '../../app/lib/platform/session.server.ts';

describe('applySecurityHeaders', () => {
  it('sets the headers every response needs, HSTS only over HTTPS', () => {
    const plain = applySecurityHeaders(new Request('http://127.0.0.1:3000/'), new Response('ok'));
    expect(plain.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(plain.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('X-Frame-Options')).toBe('DENY');
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();

    const secure = applySecurityHeaders(new Request('https://verins.example.fr/'), new Response('ok'));
    expect(secure.headers.get('Strict-Transport-Security')).toBe(HSTS);
  });

  it('keeps a page’s own CSP and gives every other response one that allows nothing', () => {
    const page = new Response('<html></html>', {headers: {'Content-Security-Policy': "default-src 'self' 'nonce-abc'"}});
    expect(applySecurityHeaders(new Request('http://x/'), page).headers.get('Content-Security-Policy')).toBe("default-src 'self' 'nonce-abc'");
    const json = applySecurityHeaders(new Request('http://x/api/chat'), Response.json({}));
    expect(json.headers.get('Content-Security-Policy')).toBe(FALLBACK_CSP);
    expect(FALLBACK_CSP).toContain("frame-ancestors 'none'");
  });

  it('copies a response whose headers cannot change (a redirect)', () => {
    const response = applySecurityHeaders(new Request('https://x/'), Response.redirect('https://x/cart', 303));
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('https://x/cart');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Strict-Transport-Security')).toBe(HSTS);
  });
});

describe('session cookie', () => {
  async function cookieFor(url: string) {
    const session = await AppSession.init(new Request(url), ['secret-de-test']);
    session.set('cartId', 'gid://shopify/Cart/1');
    return session.commit();
  }

  it('is httpOnly, SameSite=Lax, one day, and Secure in production (HTTPS)', async () => {
    const production = await cookieFor('https://verins.example.fr/cart');
    expect(production).toMatch(/^session=/);
    expect(production).toContain('HttpOnly');
    expect(production).toContain('SameSite=Lax');
    expect(production).toContain('Secure');
    expect(production).toContain('Max-Age=86400');
  });

  it('is not Secure on the plain-HTTP local preview, where the browser would drop it', async () => {
    const local = await cookieFor('http://127.0.0.1:3000/cart');
    expect(local).toContain('HttpOnly');
    expect(local).not.toContain('Secure');
  });

  it('ignores a forged cookie instead of failing', async () => {
    const session = await AppSession.init(new Request('http://x/', {headers: {Cookie: 'session=<script>alert(1)</script>'}}), ['secret-de-test']);
    expect(session.get('cartId')).toBeUndefined();
  });
});
