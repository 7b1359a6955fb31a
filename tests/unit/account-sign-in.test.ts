import {describe, expect, it} from 'vitest';
import {returnPath} from '../../app/lib/account/sign-in.server.ts';

const request = (url: string, referer?: string) => new Request(url, {headers: referer ? {Referer: referer} : {}});

describe('where a sign-in ends (customer accounts)', () => {
  it('is the return_to path when it is one of ours', () => {
    expect(returnPath(request('https://shop.test/login?return_to=/mes-commandes'))).toBe('/mes-commandes');
    expect(returnPath(request('https://shop.test/login?redirect=/profil%3Fx%3D1'))).toBe('/profil?x=1');
  });
  it('never another site, whatever the parameter or the Referer says', () => {
    expect(returnPath(request('https://shop.test/login?return_to=https://evil.test/'))).toBe('/compte');
    expect(returnPath(request('https://shop.test/login?return_to=//evil.test/'))).toBe('/compte');
    expect(returnPath(request('https://shop.test/login', 'https://evil.test/page'))).toBe('/compte');
  });
  it('is the page the shopper came from on this site, else /compte', () => {
    expect(returnPath(request('https://shop.test/login', 'https://shop.test/products/verin?x=1'))).toBe('/products/verin?x=1');
    expect(returnPath(request('https://shop.test/login', 'https://shop.test/register'))).toBe('/compte');
    expect(returnPath(request('https://shop.test/login'))).toBe('/compte');
  });
});
