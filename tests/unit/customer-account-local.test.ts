import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {CustomerAccount} from '@shopify/hydrogen';
import {SHOPIFY_ACCOUNTS_ORIGIN, localAccountsMapping, localCustomerAccount, toLocalShop} from '../../app/lib/platform/customer-account-local.server.ts';

const mapping = {origin: 'http://127.0.0.1:4000', shopId: '90000000001'};

describe('the mapping of shopify.com’s Customer Account addresses', () => {
  it('is on only with a local shop origin and a numeric SHOP_ID (never in production)', () => {
    expect(localAccountsMapping({})).toBeNull();
    expect(localAccountsMapping({SHOP_ID: '90000000001'})).toBeNull();
    expect(localAccountsMapping({LOCAL_SHOP_ORIGIN: 'http://127.0.0.1:4000'})).toBeNull();
    expect(localAccountsMapping({LOCAL_SHOP_ORIGIN: 'ftp://127.0.0.1', SHOP_ID: '1'})).toBeNull();
    expect(localAccountsMapping({LOCAL_SHOP_ORIGIN: 'pas une url', SHOP_ID: '1'})).toBeNull();
    expect(localAccountsMapping({LOCAL_SHOP_ORIGIN: 'http://127.0.0.1:4000/', SHOP_ID: '90000000001'})).toEqual(mapping);
    expect(localCustomerAccount({})).toBeNull();
  });

  it('moves this shop’s authentication and API addresses, and nothing else', () => {
    expect(toLocalShop(`${SHOPIFY_ACCOUNTS_ORIGIN}/authentication/90000000001/oauth/authorize?client_id=x`, mapping)).toBe(
      'http://127.0.0.1:4000/authentication/90000000001/oauth/authorize?client_id=x',
    );
    expect(toLocalShop(`${SHOPIFY_ACCOUNTS_ORIGIN}/90000000001/account/customer/api/2026-04/graphql`, mapping)).toBe(
      'http://127.0.0.1:4000/90000000001/account/customer/api/2026-04/graphql',
    );
    expect(toLocalShop(`${SHOPIFY_ACCOUNTS_ORIGIN}/authentication/123/oauth/token`, mapping)).toBeNull();
    expect(toLocalShop('https://shopify.com.evil.example/authentication/90000000001/oauth/token', mapping)).toBeNull();
    expect(toLocalShop('http://shopify.com/authentication/90000000001/oauth/token', mapping)).toBeNull();
    expect(toLocalShop('https://verins.myshopify.com/api/2026-04/graphql.json', mapping)).toBeNull();
  });
});

describe('the client’s redirects and calls', () => {
  const original = globalThis.fetch;
  const seen: string[] = [];

  beforeEach(() => {
    seen.length = 0;
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return new Response('{}');
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = original;
  });

  it('send the browser and the server-side calls to the local shop, keeping cookies and the rest', async () => {
    const local = localCustomerAccount({LOCAL_SHOP_ORIGIN: mapping.origin, SHOP_ID: mapping.shopId});
    expect(local?.clientOptions).toEqual({useCustomAuthDomain: true});
    const client = {
      login: async () => new Response(null, {status: 302, headers: {Location: `${SHOPIFY_ACCOUNTS_ORIGIN}/authentication/90000000001/oauth/authorize?state=s`}}),
      logout: async () =>
        new Response(null, {status: 302, headers: [['Location', `${SHOPIFY_ACCOUNTS_ORIGIN}/authentication/90000000001/logout?id_token_hint=t`], ['Set-Cookie', 'session=; Max-Age=0']]}),
    } as unknown as CustomerAccount;
    local?.attach(client);
    const login = await client.login();
    expect(login.status).toBe(302);
    expect(login.headers.get('Location')).toBe('http://127.0.0.1:4000/authentication/90000000001/oauth/authorize?state=s');
    const logout = await client.logout();
    expect(logout.headers.get('Location')).toBe('http://127.0.0.1:4000/authentication/90000000001/logout?id_token_hint=t');
    expect(logout.headers.get('Set-Cookie')).toBe('session=; Max-Age=0');

    await fetch(`${SHOPIFY_ACCOUNTS_ORIGIN}/authentication/90000000001/oauth/token`, {method: 'POST'});
    await fetch('https://api.example.fr/chat');
    expect(seen).toEqual(['http://127.0.0.1:4000/authentication/90000000001/oauth/token', 'https://api.example.fr/chat']);
  });
});
