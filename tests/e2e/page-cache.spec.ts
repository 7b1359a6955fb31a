// The worker's page cache (app/lib/platform/page-cache.server.ts, docs/decisions/012-page-cache.md), in
// the real worker: a new visitor gets a copy with its own nonce that hydrates and works;
// a visitor with a cart gets the same copy, their badge afterwards (shared-pages.spec.ts).
import {expect, test, type APIRequestContext, type APIResponse} from '@playwright/test';

const PRODUCT = '/products/verin-gaz-compression-15-6-course-100-oeillet';

/** The next copy served from the cache (the rendered page is kept once its last byte is sent). */
async function cachedCopy(visitor: APIRequestContext): Promise<APIResponse> {
  let copy: APIResponse | undefined;
  await expect
    .poll(async () => {
      copy = await visitor.get(PRODUCT);
      return copy.headers()['x-page-cache'];
    })
    .toBe('HIT');
  return copy!;
}

async function nonces(response: APIResponse) {
  const header = response.headers()['content-security-policy']?.match(/'nonce-([0-9a-f]+)'/)?.[1];
  const body = await response.text();
  const inBody = new Set([...body.matchAll(/nonce="([0-9a-f]+)"/g)].map((match) => match[1]));
  return {header, inBody, body};
}

test('a new visitor gets a cached copy with a fresh nonce; a hard reload renders it again', async ({playwright, baseURL}) => {
  const visitor = await playwright.request.newContext({baseURL});
  // A hard reload renders the page whatever earlier tests left in the cache, and keeps it.
  const first = await visitor.get(PRODUCT, {headers: {'Cache-Control': 'no-cache'}});
  expect(first.status()).toBe(200);
  expect(first.headers()['x-page-cache']).toBe('MISS');
  const second = await cachedCopy(visitor);

  const a = await nonces(first);
  const b = await nonces(second);
  expect(b.header).toMatch(/^[0-9a-f]{32}$/);
  expect(b.header).not.toBe(a.header);
  // Every script of the copy carries the copy's own nonce, none the first one's.
  expect([...b.inBody]).toEqual([b.header]);
  expect(b.body).not.toContain(a.header!);

  const reload = await visitor.get(PRODUCT, {headers: {'Cache-Control': 'no-cache'}});
  expect(reload.headers()['x-page-cache']).toBe('MISS');
  // HT and TTC are separate copies.
  const ht = await visitor.get(PRODUCT, {headers: {Cookie: 'price_mode=HT'}});
  expect(await ht.text()).toContain('data-price-mode="HT"');
  await visitor.dispose();
});

test('a cached page hydrates and works; once the visitor has a cart, they still get the copy, their badge after it', async ({page, playwright, baseURL}) => {
  // A fresh copy, warmed by another visitor.
  const other = await playwright.request.newContext({baseURL});
  await other.get(PRODUCT, {headers: {'Cache-Control': 'no-cache'}});
  await cachedCopy(other);
  await other.dispose();

  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });
  const response = await page.goto(PRODUCT);
  expect(response?.headers()['x-page-cache']).toMatch(/HIT|STALE/);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // Hydrated: the add-to-cart form runs through React (the drawer-less redirect to /cart).
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // Now with a cart cookie: the same copy, and the badge from /api/visiteur.
  const again = await page.goto(PRODUCT);
  expect(again?.headers()['x-page-cache']).toMatch(/HIT|STALE/);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(blocked).toEqual([]);
});
