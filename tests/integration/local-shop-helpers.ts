// Starts a local shop on a free port with a temporary data folder, and talks to it
// over real HTTP.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect} from 'vitest';
import {PASSWORD_FILE} from '../../local-shop/forms/password.ts';
import {type LocalShop, startLocalShop} from '../../local-shop/server.ts';
import type {CatalogSource} from '../../local-shop/store/seed.ts';
import {fixtureCatalog} from './fixtures/catalog.ts';

export const STOREFRONT_URL = 'http://storefront.test';

const tempDirs: string[] = [];

/** Removes the folders made by tempDataDir (call it in afterAll). */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
}

/** A fresh data folder; removeTempDirs() deletes it. */
export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-shop-test-'));
  tempDirs.push(dir);
  return dir;
}

export async function startTestShop(
  options: {dataDir?: string; catalog?: CatalogSource | null; storefrontToken?: string | null} = {},
): Promise<LocalShop & {dataDir: string}> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? tempDataDir();
  const shop = await startLocalShop({
    port: 0,
    dataDir,
    storefrontUrl: STOREFRONT_URL,
    // null: the real seed modules in local-shop/catalog
    catalog: options.catalog === null ? undefined : (options.catalog ?? fixtureCatalog),
    storefrontToken: options.storefrontToken ?? null,
    // Every test signs in from one address: short waits keep them quick (the real
    // ones are unit-tested in tests/unit/throttle.test.ts).
    throttle: {firstDelayMs: 10, maxDelayMs: 20},
  });
  dataDirs.set(shop.url, dataDir);
  return {
    ...shop,
    dataDir,
    // A folder made for this shop goes with it; a folder passed in is the test's to reuse.
    close: async () => {
      await shop.close();
      if (ownDir) fs.rmSync(dataDir, {recursive: true, force: true});
    },
  };
}

/** Data folders of the shops startTestShop started, by URL. */
const dataDirs = new Map<string, string>();

/** The merchant's Basic credentials for a test shop (or its URL): LOCAL_SHOP_ADMIN_PASSWORD, or the one it generated. */
export function adminHeaders(shop: {dataDir: string} | string): Record<string, string> {
  const dataDir = typeof shop === 'string' ? dataDirs.get(shop) : shop.dataDir;
  const password = process.env.LOCAL_SHOP_ADMIN_PASSWORD || (dataDir ? fs.readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim() : '');
  return {Authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`};
}

export interface OutboxMessage {
  kind: string;
  to: string;
  subject: string;
  body: string;
  link: string;
}

/** What the shop "sent" to an address, newest first, read as the merchant reads it. */
export async function readOutbox(shop: {url: string; dataDir: string} | string, email: string): Promise<OutboxMessage[]> {
  const url = typeof shop === 'string' ? shop : shop.url;
  const response = await fetch(`${url}/outbox.json?to=${encodeURIComponent(email)}`, {headers: adminHeaders(shop)});
  if (response.status !== 200) throw new Error(`Outbox answered ${response.status}`);
  return ((await response.json()) as {messages: OutboxMessage[]}).messages;
}

export interface GqlResult<T = any> {
  status: number;
  body: {data?: T; errors?: any};
}

export async function gql<T = any>(
  shop: {url: string},
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GqlResult<T>> {
  const response = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test-token', ...headers},
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, body: (await response.json()) as GqlResult<T>['body']};
}

/** Data of a query that must succeed: fails loudly on any GraphQL error. */
export async function data<T = any>(shop: {url: string}, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await gql<T>(shop, query, variables);
  if (result.status !== 200 || result.body.errors) {
    throw new Error(`GraphQL failed (${result.status}): ${JSON.stringify(result.body.errors)}`);
  }
  return result.body.data as T;
}

export const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;

/** The id of a fixture variant by SKU (ids follow the seed order). */
export async function variantIdBySku(shop: {url: string}, handle: string, sku: string): Promise<string> {
  const result = await data(shop, `query($handle: String!) { product(handle: $handle) { variants(first: 50) { nodes { id sku } } } }`, {handle});
  const variant = result.product.variants.nodes.find((node: {sku: string}) => node.sku === sku);
  if (!variant) throw new Error(`No variant ${sku}`);
  return variant.id;
}

export const CART_FIELDS = `
  id checkoutUrl totalQuantity createdAt updatedAt note
  attributes { key value }
  buyerIdentity { email phone countryCode customer { id } }
  lines(first: 100) {
    nodes {
      id quantity attributes { key value }
      merchandise { ... on ProductVariant { id sku title quantityAvailable product { handle title } } }
      cost {
        amountPerQuantity { amount currencyCode }
        compareAtAmountPerQuantity { amount currencyCode }
        subtotalAmount { amount currencyCode }
        totalAmount { amount currencyCode }
      }
    }
  }
  cost {
    subtotalAmount { amount currencyCode }
    totalAmount { amount currencyCode }
    checkoutChargeAmount { amount currencyCode }
    totalTaxAmount { amount currencyCode }
    totalDutyAmount { amount currencyCode }
  }
  discountCodes { code applicable }
`;

export const PAYLOAD = `cart { ${CART_FIELDS} } userErrors { field message code } warnings { code message target }`;

// ---------------------------------------------------------------- hosted checkout

export const TEST_ADDRESS = {
  email: 'marie.durand@exemple.fr',
  phone: '06 12 34 56 78',
  firstName: 'Marie',
  lastName: 'Durand',
  company: 'Atelier Durand',
  address1: '12 rue Oberkampf',
  address2: '2e étage',
  zip: '75011',
  city: 'Paris',
  country: 'FR',
};

export function csrfOf(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('No CSRF token in the page');
  return match[1];
}

/** The signed quote the delivery page carries: what the buyer confirms by placing the order. */
export function quoteFieldOf(html: string): string {
  const match = /name="quote" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('No quote in the page');
  return match[1];
}

export async function getPage(url: string) {
  const response = await fetch(url, {redirect: 'manual'});
  return {status: response.status, headers: response.headers, location: response.headers.get('location'), html: await response.text()};
}

export async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields).toString(),
  });
  return {status: response.status, location: response.headers.get('location'), headers: response.headers, html: await response.text()};
}

/**
 * A checkout form the checkout refuses: answered 303 back to the step's page (POST →
 * redirect → GET, so that Back and reload never send the form again), which then shows
 * why, once. Returns that page.
 */
export async function postRefused(url: string, fields: Record<string, string>, step = 'livraison') {
  const posted = await postForm(url, fields);
  expect(posted.status).toBe(303);
  expect(posted.location).toMatch(new RegExp(`^/checkout/cn/[^?]+\\?key=[^&]+&etape=${step}$`));
  const page = await getPage(new URL(posted.location as string, url).toString());
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<title>Erreur – /);
  return page;
}

/**
 * Goes through both checkout steps. `address: null` keeps what the checkout prefilled
 * (or the address the cart handed over, when the checkout opens at the delivery step).
 * Returns the order's number and key from the redirect to the storefront.
 */
export async function checkout(
  checkoutUrl: string,
  options: {address?: Record<string, string> | null; delivery?: string; payment?: string; extra?: Record<string, string>} = {},
): Promise<{number: number; key: string; id: string; deliveryHtml: string}> {
  const first = await getPage(checkoutUrl);
  if (first.status !== 200) throw new Error(`Checkout page: ${first.status}`);
  let delivery = first;
  const address = options.address === undefined ? TEST_ADDRESS : options.address;
  if (address || !first.html.includes('name="quote"')) {
    const infoPage = first.html.includes('value="informations"') ? first : await getPage(`${checkoutUrl}&etape=informations`);
    const prefilled = Object.fromEntries(
      [...infoPage.html.matchAll(/name="([a-zA-Z0-9]+)" type="[a-z]+" value="([^"]*)"/g)].map((match) => [match[1], decodeHtml(match[2])]),
    );
    const country = /<option value="([A-Z]{2})" selected>/.exec(infoPage.html)?.[1] ?? 'FR';
    const info = await postForm(checkoutUrl, {csrf: csrfOf(infoPage.html), step: 'informations', ...(address ?? {...prefilled, country})});
    if (info.status !== 303) throw new Error(`Information step: ${info.status}\n${info.html.slice(0, 2000)}`);
    delivery = await getPage(new URL(info.location as string, checkoutUrl).toString());
  }
  const placed = await postForm(checkoutUrl, {
    csrf: csrfOf(delivery.html),
    step: 'livraison',
    action: 'commander',
    quote: quoteFieldOf(delivery.html),
    delivery: options.delivery ?? 'standard',
    payment: options.payment ?? 'bank-transfer',
    ...options.extra,
  });
  if (placed.status !== 303) throw new Error(`Order step: ${placed.status}\n${placed.html.slice(0, 3000)}`);
  const url = new URL(placed.location as string);
  const number = Number(url.searchParams.get('order'));
  const key = url.searchParams.get('key') as string;
  return {number, key, id: `gid://shopify/Order/${number}?key=${key}`, deliveryHtml: delivery.html};
}

function decodeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
}
