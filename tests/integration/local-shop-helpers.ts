// Starts a local shop on a free port with a temporary data folder, and talks to it
// over real HTTP.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  });
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
