import {describe, expect, it} from 'vitest';
import {SHOP_CHANGES_PATH, acceptShopChange, isShopChangeSignal, signalAuthorized, subrequestCacheName} from '../../app/lib/platform/shop-changes.server.ts';
import {SHOP_CHANGES_PATH as LOCAL_SHOP_PATH} from '../../local-shop/storefront-signal.ts';

const SHOP = 'http://shop.test';

function signal(token?: string) {
  return new Request(`${SHOP}${SHOP_CHANGES_PATH}`, {method: 'POST', headers: token ? {Authorization: `Bearer ${token}`} : {}});
}

describe('the shop’s change signal', () => {
  it('is the path the local shop posts to, by POST only', () => {
    expect(LOCAL_SHOP_PATH).toBe(SHOP_CHANGES_PATH);
    expect(isShopChangeSignal(signal())).toBe(true);
    expect(isShopChangeSignal(new Request(`${SHOP}${SHOP_CHANGES_PATH}`))).toBe(false);
    expect(isShopChangeSignal(new Request(`${SHOP}/products`, {method: 'POST'}))).toBe(false);
  });

  it('takes only the forms token', async () => {
    expect(await signalAuthorized(signal('secret-token'), 'secret-token')).toBe(true);
    expect(await signalAuthorized(signal('other-token'), 'secret-token')).toBe(false);
    expect(await signalAuthorized(signal(), 'secret-token')).toBe(false);
    // No token configured: nobody may purge.
    expect(await signalAuthorized(signal('anything'), undefined)).toBe(false);
  });

  it('refuses a wrong token in French and changes nothing', async () => {
    let purges = 0;
    const before = subrequestCacheName();
    const refused = await acceptShopChange(signal('faux'), 'secret-token', () => (purges += 1), () => {});
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({error: 'Signal refusé : jeton absent ou invalide.'});
    expect(purges).toBe(0);
    expect(subrequestCacheName()).toBe(before);
  });

  it('forgets the pages and moves the next renders to a new sub-request cache', async () => {
    let purges = 0;
    const before = subrequestCacheName();
    const accepted = await acceptShopChange(signal('secret-token'), 'secret-token', () => (purges += 1), () => {});
    expect(accepted.status).toBe(204);
    expect(purges).toBe(1);
    expect(subrequestCacheName()).not.toBe(before);
    expect(subrequestCacheName()).toMatch(/^hydrogen-\d+$/);
  });
});
