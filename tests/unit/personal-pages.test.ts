import {describe, expect, it} from 'vitest';
import {isPersonalPath, markPersonal} from '../../app/lib/platform/personal-pages';

describe('personal pages', () => {
  it('knows the account, order, cart and checkout pages and their data requests', () => {
    for (const path of ['/compte', '/mes-commandes', '/profil', '/profil.data', '/checkout', '/cart', '/commande-confirmee', '/devis/DEV-2026-000001', '/account/authorize', '/compte/'])
      expect(isPersonalPath(path), path).toBe(true);
  });

  it('leaves catalogue pages to the page cache', () => {
    for (const path of ['/', '/verins', '/products/verin', '/collections/accessoires', '/recherche', '/comptez', '/cartes'])
      expect(isPersonalPath(path), path).toBe(false);
  });

  it('sets no-store unless the route chose its own caching', () => {
    const plain = new Headers();
    markPersonal('/mes-commandes', plain);
    expect(plain.get('Cache-Control')).toBe('private, no-store');
    const chosen = new Headers({'Cache-Control': 'private, max-age=0'});
    markPersonal('/devis/DEV-2026-000001', chosen);
    expect(chosen.get('Cache-Control')).toBe('private, max-age=0');
    const catalogue = new Headers();
    markPersonal('/verins', catalogue);
    expect(catalogue.has('Cache-Control')).toBe(false);
  });
});

describe('signing out forgets the cart', () => {
  it('expires the cart cookie on the same path and keeps the response', async () => {
    const {forgetCartCookie, withCartForgotten} = await import('../../app/lib/cart/forget.server');
    expect(forgetCartCookie()).toMatch(/^cart=; Path=\/; Max-Age=0;/);
    const redirect = Response.redirect('https://shop.example/', 302);
    const forgotten = withCartForgotten(redirect);
    expect(forgotten.status).toBe(302);
    expect(forgotten.headers.get('Location')).toBe('https://shop.example/');
    expect(forgotten.headers.getSetCookie()).toContain(forgetCartCookie());
  });
});
