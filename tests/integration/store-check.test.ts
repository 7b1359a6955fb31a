// The start-up check of `npm start` against a real store: one query, SPEC.md's message.
import {createServer, type Server} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkStore, reportStoreCheck, storefrontApiUrl} from '../../scripts/store-check.ts';
import {STOREFRONT_MESSAGES} from '../../app/lib/platform/storefront-errors.ts';
import {startFakeStorefrontApi, type FakeStorefrontApi} from '../backend-failures/fake-storefront-api.ts';

let api: FakeStorefrontApi;
let good: Server;
let goodUrl = '';
const seen: {path?: string; headers?: Record<string, unknown>; body?: string} = {};

beforeAll(async () => {
  api = await startFakeStorefrontApi(0);
  good = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      Object.assign(seen, {path: req.url, headers: req.headers, body});
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end(JSON.stringify({data: {shop: {name: 'Vérins Pro'}}}));
    });
  });
  await new Promise<void>((resolve) => good.listen(0, '127.0.0.1', resolve));
  const address = good.address();
  goodUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await api.close();
  await new Promise((resolve) => good.close(resolve));
});

const settings = (domain: string, token = 'token') => ({PUBLIC_STORE_DOMAIN: domain, PUBLIC_STOREFRONT_API_TOKEN: token});

describe('checkStore', () => {
  it('builds the API URL from a bare domain or an origin', () => {
    expect(storefrontApiUrl('verins.myshopify.com')).toBe('https://verins.myshopify.com/api/2026-04/graphql.json');
    expect(storefrontApiUrl('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000/api/2026-04/graphql.json');
  });

  it('reads the shop’s name from a good store, with the token Hydrogen sends', async () => {
    await expect(checkStore(settings(goodUrl, 'public-token'))).resolves.toEqual({ok: true, shopName: 'Vérins Pro'});
    expect(seen.path).toBe('/api/2026-04/graphql.json');
    expect(seen.headers?.['x-shopify-storefront-access-token']).toBe('public-token');
    expect((JSON.parse(seen.body ?? '{}') as {query: string}).query).toContain('shop');
    await checkStore({...settings(goodUrl, 'public-token'), PRIVATE_STOREFRONT_API_TOKEN: 'private-token'});
    expect(seen.headers?.['shopify-storefront-private-token']).toBe('private-token');
  });

  it('says a wrong token with the 401 message', async () => {
    api.setMode('unauthorized');
    await expect(checkStore(settings(api.url))).resolves.toEqual({ok: false, message: STOREFRONT_MESSAGES.auth});
  });

  it('says an unknown shop with the 404 message, whether the domain answers 404 or does not resolve', async () => {
    api.setMode('shop-not-found');
    await expect(checkStore(settings(api.url))).resolves.toEqual({ok: false, message: STOREFRONT_MESSAGES.shopNotFound});
    const unresolved = async () => {
      throw new TypeError('fetch failed', {cause: {code: 'ENOTFOUND'}});
    };
    await expect(checkStore(settings('no-such-shop.myshopify.com'), {fetcher: unresolved as typeof fetch})).resolves.toEqual({
      ok: false,
      message: STOREFRONT_MESSAGES.shopNotFound,
    });
  });

  it('says missing settings with the same messages', async () => {
    await expect(checkStore({})).resolves.toEqual({ok: false, message: STOREFRONT_MESSAGES.shopNotFound});
    await expect(checkStore({PUBLIC_STORE_DOMAIN: api.url})).resolves.toEqual({ok: false, message: STOREFRONT_MESSAGES.auth});
  });

  it('says the other failures in SPEC.md’s words, without hanging', async () => {
    api.setMode('throttled');
    await expect(checkStore(settings(api.url))).resolves.toEqual({ok: false, message: STOREFRONT_MESSAGES.rateLimited});
    api.setMode('graphql-error');
    await expect(checkStore(settings(api.url))).resolves.toEqual({
      ok: false,
      message: 'Shopify API Error: Internal error. Looks like something went wrong on our end.',
    });
    api.setMode('garbage');
    await expect(checkStore(settings(api.url))).resolves.toEqual({
      ok: false,
      message: 'Erreur lors de la vérification de la boutique: réponse illisible (ce n’est pas du JSON)',
    });
    api.setMode('hang');
    await expect(checkStore(settings(api.url), {timeoutMs: 300})).resolves.toEqual({
      ok: false,
      message: 'Erreur lors de la vérification de la boutique: pas de réponse en 0,3 s',
    });
  });
});

describe('reportStoreCheck', () => {
  it('prints the message for the merchant and does not throw', async () => {
    api.setMode('unauthorized');
    const lines: string[] = [];
    const log = {log: (line: string) => lines.push(line), error: (line: string) => lines.push(line)};
    const result = await reportStoreCheck(settings(api.url), log as unknown as Console);
    expect(result.ok).toBe(false);
    expect(lines.join('\n')).toContain(STOREFRONT_MESSAGES.auth);
    expect(lines.join('\n')).toContain('La vitrine démarre quand même');
  });
});
