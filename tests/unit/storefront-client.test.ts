import {describe, expect, it, vi} from 'vitest';
import {
  DEFAULT_STOREFRONT_TIMEOUT_MS,
  fetchStorefrontApi,
  guardStorefront,
  isStorefrontApiCall,
  storefrontTimeout,
} from '../../app/lib/platform/storefront-client.server.ts';
import {STOREFRONT_MESSAGES, StorefrontError, StorefrontTransportError} from '../../app/lib/platform/storefront-errors.ts';

const API = 'https://verins.myshopify.com/api/2026-04/graphql.json';

describe('storefrontTimeout', () => {
  it('reads STOREFRONT_TIMEOUT_MS within bounds, else 8 s', () => {
    expect(DEFAULT_STOREFRONT_TIMEOUT_MS).toBe(8000);
    expect(storefrontTimeout(undefined)).toBe(8000);
    expect(storefrontTimeout('1500')).toBe(1500);
    expect(storefrontTimeout('10')).toBe(8000);
    expect(storefrontTimeout('abc')).toBe(8000);
    expect(storefrontTimeout('600000')).toBe(8000);
  });
});

describe('isStorefrontApiCall', () => {
  it('matches Storefront API URLs only', () => {
    expect(isStorefrontApiCall(API)).toBe(true);
    expect(isStorefrontApiCall('http://127.0.0.1:4000/api/graphql.json')).toBe(true);
    expect(isStorefrontApiCall(new URL(API))).toBe(true);
    expect(isStorefrontApiCall(new Request(API, {method: 'POST'}))).toBe(true);
    expect(isStorefrontApiCall('http://127.0.0.1:4000/forms/contact')).toBe(false);
    expect(isStorefrontApiCall('https://api.example.com/v1/chat/completions')).toBe(false);
    expect(isStorefrontApiCall('not a url')).toBe(false);
  });
});

describe('fetchStorefrontApi', () => {
  const call = (fetcher: typeof fetch, timeoutMs = 1000) => fetchStorefrontApi(fetcher, API, {method: 'POST', body: '{}'}, timeoutMs);

  it('passes a JSON answer through, readable once more', async () => {
    const fetcher = vi.fn(async () => new Response('{"data":{"shop":{"name":"Vérins"}}}', {headers: {'Content-Encoding': 'gzip', 'X-Request-Id': 'r1'}}));
    const response = await call(fetcher as unknown as typeof fetch);
    expect(await response.json()).toEqual({data: {shop: {name: 'Vérins'}}});
    expect(response.headers.get('X-Request-Id')).toBe('r1');
    // The body is already decoded: it must not claim to be gzip any more.
    expect(response.headers.get('Content-Encoding')).toBeNull();
    const init = (fetcher.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('throws the HTTP status and the parsed body of an error answer', async () => {
    const fetcher = async () => new Response('{"errors":"[API] Invalid API key or access token"}', {status: 401, statusText: 'Unauthorized'});
    const error = await call(fetcher as typeof fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontTransportError);
    expect((error as StorefrontTransportError).failure).toEqual({
      status: 401,
      statusText: 'Unauthorized',
      detail: '[API] Invalid API key or access token',
    });
  });

  it('refuses a 200 that is not JSON', async () => {
    const fetcher = async () => new Response('<html>proxy error</html>', {status: 200});
    const error = (await call(fetcher as typeof fetch).catch((e: unknown) => e)) as StorefrontTransportError;
    expect(error.failure).toEqual({status: 200, transport: 'invalid-response'});
  });

  it('gives up on a store that does not answer in time', async () => {
    const hung = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const error = (await call(hung as typeof fetch, 50).catch((e: unknown) => e)) as StorefrontTransportError;
    expect(error.failure).toEqual({transport: 'timeout', timeoutMs: 50});
  });

  it('names a connection that fails', async () => {
    const fetcher = async () => {
      throw new TypeError('fetch failed');
    };
    const error = (await call(fetcher as typeof fetch).catch((e: unknown) => e)) as StorefrontTransportError;
    expect(error.failure).toEqual({transport: 'network', detail: 'fetch failed'});
  });
});

describe('guardStorefront', () => {
  type Call = (document: string, options?: unknown) => Promise<unknown>;
  function fakeStorefront(result: unknown): {query: Call; mutate: Call} {
    return {
      query: vi.fn(async () => result),
      mutate: vi.fn(async () => result),
    };
  }
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('returns a good answer untouched, with the caller’s arguments', async () => {
    const storefront = fakeStorefront({shop: {name: 'Vérins'}});
    const query = storefront.query;
    guardStorefront(storefront as never, 'GET /');
    const options = {variables: {a: 1}};
    await expect(storefront.query('query Shop { shop { name } }', options)).resolves.toEqual({shop: {name: 'Vérins'}});
    expect(query).toHaveBeenCalledWith('query Shop { shop { name } }', options);
  });

  it('tells the render of every failed call (such a page is never cached), and of none when all succeed', async () => {
    const spy = quiet();
    let failures = 0;
    const good = guardStorefront(fakeStorefront({shop: {name: 'Vérins'}}) as never, 'GET /', () => (failures += 1)) as unknown as {query: (q: string) => Promise<unknown>};
    await good.query('query Shop { shop { name } }');
    expect(failures).toBe(0);
    const bad = guardStorefront(fakeStorefront({data: null, errors: [{message: 'Boom'}]}) as never, 'GET /', () => (failures += 1)) as unknown as {
      query: (q: string) => Promise<unknown>;
      mutate: (q: string) => Promise<unknown>;
    };
    await bad.query('query Shop { shop { name } }').catch(() => undefined);
    await bad.mutate('mutation CartCreate { cartCreate { cart { id } } }').catch(() => undefined);
    expect(failures).toBe(2);
    spy.mockRestore();
  });

  it('raises GraphQL errors that Hydrogen returns beside the data', async () => {
    const spy = quiet();
    const storefront = guardStorefront(
      fakeStorefront({products: null, errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]}) as never,
      'GET /products',
    ) as unknown as {query: (q: string) => Promise<unknown>};
    const error = (await storefront.query('query CatalogueProducts { products { id } }').catch((e: unknown) => e)) as StorefrontError;
    expect(error).toBeInstanceOf(StorefrontError);
    expect(error.message).toBe(STOREFRONT_MESSAGES.rateLimited);
    expect(spy).toHaveBeenCalledWith(`${STOREFRONT_MESSAGES.rateLimited} [la requête CatalogueProducts, GET /products]`);
    spy.mockRestore();
  });

  it('raises an answer without any data', async () => {
    const spy = quiet();
    const storefront = guardStorefront(fakeStorefront({}) as never, 'GET /') as unknown as {mutate: (q: string) => Promise<unknown>};
    await expect(storefront.mutate('mutation CartCreate { cartCreate { cart { id } } }')).rejects.toThrow(
      'Erreur lors de la mutation CartCreate: réponse illisible (ce n’est pas du JSON)',
    );
    spy.mockRestore();
  });

  it('uses the displayName a caller gives as the action', async () => {
    const spy = quiet();
    const storefront: {query: Call; mutate: Call} = {
      query: vi.fn(async () => {
        throw new StorefrontTransportError({status: 500});
      }),
      mutate: vi.fn(async () => null),
    };
    guardStorefront(storefront as never, 'GET /');
    await expect(storefront.query('query X { a }', {displayName: 'la lecture du menu'})).rejects.toThrow(
      'Erreur lors de la lecture du menu: HTTP 500',
    );
    spy.mockRestore();
  });
});
