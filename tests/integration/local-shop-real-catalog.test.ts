// The local shop with the real seed catalogue (local-shop/catalog): everything seeds,
// every product answers a query with the variant fields Hydrogen's option helpers read,
// every drawing is served.

import {decodeEncodedVariant, getProductOptions} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {isCylinderProductType} from '../../app/lib/constants.ts';
import {collections as seedCollections} from '../../local-shop/catalog/collections.ts';
import {products as seedProducts} from '../../local-shop/catalog/products.ts';
import {hasPhoto} from '../../local-shop/media/photos.ts';
import {type LocalShop} from '../../local-shop/server.ts';
import {OPTIONS_PRODUCT_QUERY, SMALL_COLLECTION_QUERY} from './fixtures/variant-queries.ts';
import {data, startTestShop} from './local-shop-helpers.ts';

let shop: LocalShop;

beforeAll(async () => {
  shop = await startTestShop({catalog: null});
});

afterAll(async () => {
  await shop.close();
});

/** Every node of a products connection, in pages of 250 (the Storefront API's maximum). */
async function allPages(query: string, path: (result: any) => any, variables: Record<string, unknown> = {}): Promise<any[]> {
  const nodes: any[] = [];
  let after: string | null = null;
  do {
    const connection: any = path(await data(shop, query, {...variables, after}));
    nodes.push(...connection.nodes);
    after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
  } while (after);
  return nodes;
}

describe('the real catalogue', () => {
  it('seeds every product, variant and collection', async () => {
    const products = await allPages(
      'query($after: String) { products(first: 250, after: $after) { nodes { handle variantsCount { count } } pageInfo { hasNextPage endCursor } } }',
      (result) => result.products,
    );
    expect(products.map((node: any) => node.handle)).toEqual(seedProducts.map((product) => product.handle));
    for (const product of seedProducts) {
      const node = products.find((candidate: any) => candidate.handle === product.handle);
      expect(node.variantsCount.count, product.handle).toBe(product.variants.length);
    }
    const result = await data(shop, '{ collections(first: 250) { nodes { handle } } }');
    const handles = result.collections.nodes.map((node: any) => node.handle);
    for (const collection of seedCollections) expect(handles).toContain(collection.handle);
    expect(handles).toContain('verins');
  });

  it('answers a product query with Hydrogen’s variant fields for every product, usable by getProductOptions', async () => {
    for (const seed of seedProducts) {
      const {product} = await data(shop, OPTIONS_PRODUCT_QUERY, {handle: seed.handle, selectedOptions: [], country: 'FR', language: 'FR'});
      expect(product.title).toBe(seed.title);
      const options = getProductOptions(product);
      expect(options.length, seed.handle).toBe(Math.max(1, seed.options.length));
      expect(decodeEncodedVariant(product.encodedVariantExistence)).toHaveLength(seed.variants.length);
      const inStock = seed.variants.filter((variant) => variant.stock > 0).length;
      expect(decodeEncodedVariant(product.encodedVariantAvailability)).toHaveLength(inStock);
      expect(product.selectedOrFirstAvailableVariant.availableForSale).toBe(inStock > 0);
    }
  });

  it('puts every cylinder in the vérins collection, and pages every collection', async () => {
    const verins = await allPages(
      'query($after: String) { collection(handle: "verins") { products(first: 250, after: $after) { nodes { handle productType } pageInfo { hasNextPage endCursor } } } }',
      (result) => result.collection.products,
    );
    const cylinders = seedProducts.filter((product) => isCylinderProductType(product.productType)).map((product) => product.handle);
    expect(verins.map((node: any) => node.handle).sort()).toEqual(expect.arrayContaining(cylinders.sort()));
    for (const collection of seedCollections) {
      const result = await data(shop, SMALL_COLLECTION_QUERY, {handle: collection.handle, first: 8});
      expect(result.collection.title, collection.handle).toBe(collection.title);
      expect(result.collection.products.nodes.length, collection.handle).toBeGreaterThan(0);
    }
  });

  // Every picture of every product, and the first and last variant's own drawing of each
  // (catalog.test.ts renders every variant's drawing; here the server serves them).
  it('serves every product drawing and variant drawings as SVG', async () => {
    const urls = new Set<string>();
    let after: string | null = null;
    do {
      // Pages of 50 keep the query under the complexity limit.
      const result: any = await data(
        shop,
        'query($after: String) { products(first: 50, after: $after) { nodes { handle images(first: 20) { nodes { url } } variants(first: 250) { nodes { image { url } } } } pageInfo { hasNextPage endCursor } } }',
        {after},
      );
      for (const product of result.products.nodes) {
        expect(product.images.nodes.length, product.handle).toBeGreaterThan(0);
        // A photographed product's photo comes first (served and transformed in
        // local-shop-images.test.ts); its drawings follow.
        const photographed = hasPhoto(seedProducts.find((seed) => seed.handle === product.handle)!);
        expect(product.images.nodes[0].url.includes('-0.jpg?v='), product.handle).toBe(photographed);
        for (const image of product.images.nodes.slice(photographed ? 1 : 0)) urls.add(image.url);
        const variants = product.variants.nodes;
        for (const variant of [variants[0], variants[variants.length - 1]]) urls.add(variant.image.url);
      }
      after = result.products.pageInfo.hasNextPage ? result.products.pageInfo.endCursor : null;
    } while (after);
    expect(urls.size).toBeGreaterThan(seedProducts.length);
    const responses = await Promise.all(
      [...urls].map(async (url) => {
        const response = await fetch(url);
        return {url, status: response.status, type: response.headers.get('content-type'), body: await response.text()};
      }),
    );
    for (const response of responses) {
      expect(response.status, response.url).toBe(200);
      expect(response.type, response.url).toMatch(/^image\/svg\+xml/);
      expect(response.body, response.url).toMatch(/<svg[\s>]/);
    }
    // Hundreds of drawings: a few seconds on a quiet machine, far more on a busy one.
  }, 90_000);

  it('finds cylinders by accent-free search and filters by price', async () => {
    const result = await data(shop, '{ products(first: 250, query: "verin variants.price:<50") { nodes { priceRange { minVariantPrice { amount } } title } } }');
    expect(result.products.nodes.length).toBeGreaterThan(0);
    for (const node of result.products.nodes) expect(Number(node.priceRange.minVariantPrice.amount)).toBeLessThan(50);
  });
});
