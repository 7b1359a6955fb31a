// The local shop tells the storefront when what its pages show changes (docs/decisions/
// 052-shop-changes.md): a review approved or rejected, a vote 'Utile', a catalogue edited
// by another process. A small HTTP server stands in for the storefront and records it.
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {DatabaseSync} from 'node:sqlite';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startLocalShop, type LocalShop} from '../../local-shop/server.ts';
import {SHOP_CHANGES_PATH} from '../../local-shop/storefront-signal.ts';
import {DATABASE_FILE} from '../../local-shop/config.ts';
import {fixtureCatalog} from './fixtures/catalog.ts';
import {data, removeTempDirs, tempDataDir} from './local-shop-helpers.ts';

const PASSWORD = 'secret-du-signal';
const AUTH = {Authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`};

let shop: LocalShop;
let storefront: http.Server;
let dataDir: string;
const signals: {method?: string; path?: string; authorization?: string}[] = [];
let savedPassword: string | undefined;

beforeAll(async () => {
  savedPassword = process.env.LOCAL_SHOP_ADMIN_PASSWORD;
  process.env.LOCAL_SHOP_ADMIN_PASSWORD = PASSWORD;
  storefront = http.createServer((request, response) => {
    signals.push({method: request.method, path: request.url, authorization: request.headers.authorization});
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  dataDir = tempDataDir();
  shop = await startLocalShop({
    port: 0,
    dataDir,
    storefrontUrl: `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`,
    signalStorefront: true,
    catalog: fixtureCatalog,
    storefrontToken: null,
  });
});

afterAll(async () => {
  await shop?.close();
  await new Promise((resolve) => storefront?.close(resolve));
  removeTempDirs();
  if (savedPassword === undefined) delete process.env.LOCAL_SHOP_ADMIN_PASSWORD;
  else process.env.LOCAL_SHOP_ADMIN_PASSWORD = savedPassword;
});

async function postForm(kind: string, body: unknown) {
  const response = await fetch(`${shop.url}/forms/${kind}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${shop.formsToken}`},
    body: JSON.stringify(body),
  });
  return (await response.json()) as {id: number; helpful?: number};
}

it('tells the storefront, with the forms token, before answering a moderation or a vote', async () => {
  const {products} = await data<{products: {nodes: {id: string}[]}}>(shop, '{ products(first: 1) { nodes { id } } }');
  const review = await postForm('review', {
    productId: products.nodes[0].id,
    rating: 4,
    title: 'Solide',
    comment: 'Tient bien le capot.',
    customerName: 'Lina',
    customerEmail: 'lina.signal@example.fr',
  });
  // A pending review shows to its author only: nothing to tell.
  expect(signals).toEqual([]);

  const page = await fetch(`${shop.url}/admin`, {headers: AUTH}).then((r) => r.text());
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const moderated = await fetch(`${shop.url}/admin/avis/${review.id}`, {
    method: 'POST',
    headers: {...AUTH, 'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({csrf, decision: 'approve'}),
    redirect: 'manual',
  });
  expect(moderated.status).toBe(303);
  expect(signals).toEqual([{method: 'POST', path: SHOP_CHANGES_PATH, authorization: `Bearer ${shop.formsToken}`}]);

  expect((await postForm(`reviews/${review.id}/helpful`, {voter: 'visiteur-signal-0123456789'})).helpful).toBe(1);
  expect(signals).toHaveLength(2);
});

it('tells the storefront when another process edits the catalogue', async () => {
  const before = signals.length;
  const other = new DatabaseSync(path.join(dataDir, DATABASE_FILE));
  try {
    other.exec('UPDATE products SET title = title || \' (modifié)\' WHERE id = (SELECT MIN(id) FROM products)');
  } finally {
    other.close();
  }
  await expect.poll(() => signals.length, {timeout: 5_000}).toBe(before + 1);
});
