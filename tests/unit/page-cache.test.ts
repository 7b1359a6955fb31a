import {describe, expect, it} from 'vitest';
import {
  DEFAULT_FRESH_SECONDS,
  PAGE_CACHE_HEADER,
  PageCache,
  STALE_SECONDS,
  pageCacheKey,
  pageCacheSettings,
  flashMarker,
  sharedRequest,
  wantsFreshPage,
  type RenderedPage,
} from '../../app/lib/platform/page-cache.server.ts';

const SHOP = 'http://shop.test';

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${SHOP}${path}`, {headers});
}

/** A page as entry.server renders it: the nonce in the CSP header and in every script tag. */
function page(nonce: string, text: string, init: {status?: number; headers?: Record<string, string>} = {}): Response {
  const body = `<!DOCTYPE html><html><body><p>${text}</p><script nonce="${nonce}">window.a=1</script><script nonce="${nonce}" type="module"></script></body></html>`;
  return new Response(body, {
    status: init.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'self' 'nonce-${nonce}'; frame-ancestors 'none'`,
      ...init.headers,
    },
  });
}

/** A renderer counting its renders; each render gets its own nonce, as Hydrogen's does. */
function renderer(make: (count: number) => Response = (count) => page(`${'a'.repeat(31)}${count}`, `rendu ${count}`), healthy = () => true) {
  let renders = 0;
  const seen: Request[] = [];
  const render = async (request: Request): Promise<RenderedPage> => {
    renders += 1;
    seen.push(request);
    return {response: make(renders), healthy};
  };
  return {render, seen, get renders() {
    return renders;
  }};
}

/** waitUntil that the test can await, as the worker runtime does after the response. */
function background() {
  const pending: Promise<unknown>[] = [];
  return {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    settle: async () => {
      while (pending.length > 0) await pending.shift();
    },
  };
}

function clock(start = 1_000_000) {
  let now = start;
  return {now: () => now, advance: (ms: number) => (now += ms)};
}

const SETTINGS = pageCacheSettings(undefined)!;

/** A cache with its renderer and its background work; `visit` serves one request through all three. */
function setup(options: {settings?: typeof SETTINGS; now?: () => number; render?: ReturnType<typeof renderer>} = {}) {
  const cache = new PageCache(options.settings ?? SETTINGS, options.now);
  const render = options.render ?? renderer();
  const bg = background();
  return {cache, render, bg, visit: (request: Request) => serve(cache, request, render, bg)};
}

async function serve(cache: PageCache, request: Request, render: ReturnType<typeof renderer>, bg: ReturnType<typeof background>) {
  const response = await cache.serve(request, render.render, bg.waitUntil);
  const text = await response.text();
  await bg.settle();
  return {response, text, state: response.headers.get(PAGE_CACHE_HEADER)};
}

describe('pageCacheSettings', () => {
  it('is on by default, 10 s fresh and a minute stale', () => {
    expect(SETTINGS.freshMs).toBe(DEFAULT_FRESH_SECONDS * 1000);
    expect(SETTINGS.staleMs).toBe(STALE_SECONDS * 1000);
  });

  it('is off with PAGE_CACHE_SECONDS=0 and ignores nonsense', () => {
    expect(pageCacheSettings('0')).toBeNull();
    expect(pageCacheSettings('30')?.freshMs).toBe(30_000);
    expect(pageCacheSettings('beaucoup')?.freshMs).toBe(DEFAULT_FRESH_SECONDS * 1000);
    expect(pageCacheSettings('-5')?.freshMs).toBe(DEFAULT_FRESH_SECONDS * 1000);
  });
});

describe('pageCacheKey', () => {
  it('keys catalogue and content pages by URL and price mode', () => {
    expect(pageCacheKey(get('/'))).toBe(`TTC ${SHOP}/`);
    expect(pageCacheKey(get('/products/verin-a?variant=2'))).toBe(`TTC ${SHOP}/products/verin-a?variant=2`);
    expect(pageCacheKey(get('/recherche?q=verin', {Cookie: 'price_mode=HT'}))).toBe(`HT ${SHOP}/recherche?q=verin`);
    for (const path of ['/products', '/collections', '/collections/verins-a-gaz', '/verins', '/blog', '/blog/conseils/choisir', '/livraison', '/contact']) {
      expect(pageCacheKey(get(path)), path).not.toBeNull();
    }
  });

  it('never keys personal pages, data requests or mutations', () => {
    for (const path of ['/cart', '/compte', '/profil', '/mes-commandes', '/favoris', '/checkout', '/merci', '/login', '/api/chat', '/products/verin-a.data', '/robots.txt']) {
      expect(pageCacheKey(get(path)), path).toBeNull();
    }
    expect(pageCacheKey(new Request(`${SHOP}/contact`, {method: 'POST', body: 'a=1'}))).toBeNull();
    expect(pageCacheKey(get(`/recherche?q=${'v'.repeat(2000)}`))).toBeNull();
  });

  it('keys a visitor with a cart or a session like anyone in their price mode, but not one with a message waiting or credentials', () => {
    expect(pageCacheKey(get('/products', {Cookie: 'cart=gid%3A%2F%2Fshopify%2FCart%2F1'}))).toBe(`TTC ${SHOP}/products`);
    expect(pageCacheKey(get('/products', {Cookie: 'price_mode=HT; session=abc'}))).toBe(`HT ${SHOP}/products`);
    expect(pageCacheKey(get('/products', {Cookie: 'session=abc; flash=1'}))).toBeNull();
    expect(pageCacheKey(get('/products', {Authorization: 'Bearer x'}))).toBeNull();
    expect(pageCacheKey(get('/products', {Cookie: 'cookie_consent=1'}))).toBe(`TTC ${SHOP}/products`);
  });

  it('renders a shared page from the request without the visitor’s cookies but the price mode', () => {
    const shared = sharedRequest(
      get('/products?page=2', {Cookie: 'cart=c1; price_mode=HT; session=s.sig', Authorization: 'Bearer x', 'Accept-Language': 'fr'}),
    );
    expect(shared.url).toBe(`${SHOP}/products?page=2`);
    expect(shared.headers.get('Cookie')).toBe('price_mode=HT');
    expect(shared.headers.has('Authorization')).toBe(false);
    expect(shared.headers.get('Accept-Language')).toBe('fr');
    expect(sharedRequest(get('/', {Cookie: 'cart=c1'})).headers.has('Cookie')).toBe(false);
  });

  it('marks a session holding a message until a page has shown it', () => {
    expect(flashMarker(get('/login'), true, true)).toBe('flash=1; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(flashMarker(get('/', {Cookie: 'flash=1'}), false, false)).toBe('flash=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(flashMarker(get('/', {Cookie: 'flash=1'}), true, false)).toBeNull();
    expect(flashMarker(get('/'), false, false)).toBeNull();
  });

  it('sees a reload and a hard reload', () => {
    expect(wantsFreshPage(get('/', {'Cache-Control': 'max-age=0'}))).toBe(true);
    expect(wantsFreshPage(get('/', {'Cache-Control': 'no-cache'}))).toBe(true);
    expect(wantsFreshPage(get('/', {Pragma: 'no-cache'}))).toBe(true);
    expect(wantsFreshPage(get('/'))).toBe(false);
    expect(wantsFreshPage(get('/', {'Cache-Control': 'max-age=600'}))).toBe(false);
  });
});

describe('PageCache', () => {
  it('renders once and serves the copy, with a new nonce in the header and the body each time', async () => {
    const {render, visit} = setup();
    const first = await visit(get('/products'));
    expect(first.state).toBe('MISS');
    const second = await visit(get('/products'));
    const third = await visit(get('/products'));
    expect(render.renders).toBe(1);
    expect([second.state, third.state]).toEqual(['HIT', 'HIT']);
    expect(second.text).toContain('rendu 1');

    const nonces = [first, second, third].map(({response, text}) => {
      const header = response.headers.get('Content-Security-Policy')!.match(/'nonce-([0-9a-f]+)'/)![1];
      const inBody = [...text.matchAll(/nonce="([0-9a-f]+)"/g)].map((match) => match[1]);
      expect(inBody).toEqual([header, header]);
      return header;
    });
    expect(new Set(nonces).size).toBe(3);
    expect(second.text).not.toContain(nonces[0]);
  });

  it('keeps HT and TTC apart', async () => {
    const {render, visit} = setup();
    await visit(get('/products'));
    const ht = await visit(get('/products', {Cookie: 'price_mode=HT'}));
    expect(ht.state).toBe('MISS');
    expect(render.renders).toBe(2);
  });

  it('serves the copy to a visitor with a cart; one with a message waiting gets the page rendered, and the copy stays', async () => {
    const {visit} = setup();
    await visit(get('/products'));
    const withCart = await visit(get('/products', {Cookie: 'cart=c1; session=s'}));
    expect(withCart.state).toBe('HIT');
    expect(withCart.text).toContain('rendu 1');
    const withMessage = await visit(get('/products', {Cookie: 'session=s; flash=1'}));
    expect(withMessage.text).toContain('rendu 2');
    expect(withMessage.state).toBeNull();
    expect((await visit(get('/products'))).text).toContain('rendu 1');
  });

  it('forgets every copy on a purge, and does not keep a page whose render began before it', async () => {
    const {visit, cache, render} = setup();
    await visit(get('/'));
    await visit(get('/products'));
    expect(cache.size).toBe(2);
    cache.purge();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect((await visit(get('/'))).state).toBe('MISS');
    expect(render.renders).toBe(3);

    // A render under way when the shop changes: its page is shown, not kept.
    let finish: (response: Response) => void = () => {};
    const slow = new PageCache(pageCacheSettings('10')!);
    const bg = background();
    const pending = slow.serve(get('/'), () => new Promise((resolve) => (finish = (response) => resolve({response, healthy: () => true}))), bg.waitUntil);
    slow.purge();
    finish(page('c'.repeat(32), 'avant le changement'));
    await (await pending).text();
    await bg.settle();
    expect(slow.size).toBe(0);
    // The next render is kept as usual.
    await slow.serve(get('/'), async () => ({response: page('d'.repeat(32), 'après'), healthy: () => true}), bg.waitUntil).then((response) => response.text());
    await bg.settle();
    expect(slow.size).toBe(1);
  });

  it('serves a stale copy while one request renders it again, then the new one', async () => {
    const time = clock();
    const {cache, render, bg, visit} = setup({now: time.now});
    await visit(get('/products'));
    time.advance(SETTINGS.freshMs + 1000);

    // Two visitors at once: both get the stale page at once, one render between them.
    const [a, b] = await Promise.all([cache.serve(get('/products'), render.render, bg.waitUntil), cache.serve(get('/products'), render.render, bg.waitUntil)]);
    expect([a.headers.get(PAGE_CACHE_HEADER), b.headers.get(PAGE_CACHE_HEADER)]).toEqual(['STALE', 'STALE']);
    expect(a.headers.get('Age')).toBe(String((SETTINGS.freshMs + 1000) / 1000));
    expect(await a.text()).toContain('rendu 1');
    await bg.settle();
    expect(render.renders).toBe(2);
    // The background render goes without the visitor's abort signal, with their price mode.
    expect(render.seen[1].signal.aborted).toBe(false);

    const after = await visit(get('/products'));
    expect(after.state).toBe('HIT');
    expect(after.text).toContain('rendu 2');
  });

  it('renders again after the stale minute', async () => {
    const time = clock();
    const {visit} = setup({now: time.now});
    await visit(get('/'));
    time.advance(SETTINGS.freshMs + SETTINGS.staleMs);
    const late = await visit(get('/'));
    expect(late.state).toBe('MISS');
    expect(late.text).toContain('rendu 2');
  });

  it('renders again on a hard reload and keeps that copy', async () => {
    const {visit} = setup();
    await visit(get('/'));
    const reload = await visit(get('/', {'Cache-Control': 'no-cache'}));
    expect(reload.text).toContain('rendu 2');
    expect((await visit(get('/'))).text).toContain('rendu 2');
  });

  it('never keeps a page rendered from a failed call, an error, or one that sets a cookie', async () => {
    const cases: [string, ReturnType<typeof renderer>][] = [
      ['degraded', renderer(undefined, () => false)],
      ['500', renderer((count) => page('b'.repeat(32), `panne ${count}`, {status: 500}))],
      ['404', renderer((count) => page('b'.repeat(32), `absent ${count}`, {status: 404}))],
      ['cookie', renderer((count) => page('b'.repeat(32), `cookie ${count}`, {headers: {'Set-Cookie': 'session=x'}}))],
      ['no-store', renderer((count) => page('b'.repeat(32), `privé ${count}`, {headers: {'Cache-Control': 'no-store'}}))],
      ['json', renderer(() => Response.json({a: 1}))],
    ];
    for (const [name, render] of cases) {
      const {cache, visit} = setup({render});
      await visit(get('/'));
      await visit(get('/'));
      expect(render.renders, name).toBe(2);
      expect(cache.size, name).toBe(0);
    }
  });

  it('drops the oldest pages beyond its bounds', async () => {
    const {cache, visit} = setup({settings: {...SETTINGS, maxEntries: 2}});
    for (const path of ['/products/a', '/products/b', '/products/a', '/products/c']) await visit(get(path));
    expect(cache.size).toBe(2);
    // /products/a was read last before /products/c came: /products/b went.
    expect((await visit(get('/products/a'))).state).toBe('HIT');
    expect((await visit(get('/products/b'))).state).toBe('MISS');

    const small = setup({settings: {...SETTINGS, maxBytes: 100}});
    await small.visit(get('/'));
    expect(small.cache.size).toBe(0);
    expect(small.cache.bytes).toBe(0);
  });
});
