// Next.js Commerce (github.com/vercel/commerce, lib/shopify), a storefront written for
// real Shopify stores, against the local shop with the real seed catalogue: every
// document it sends must answer like a real store (no error, plausible data), the
// largest ones included (100 products × variants(first: 250), carts of 100 lines).
// The operations below are Next.js Commerce's GraphQL operations, reproduced as test
// fixtures (MIT licence, © Vercel, Inc.); its fragments are written out once here.
// Hydrogen's skeleton documents (shipped with @shopify/cli) must pass the same rules.

import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {getOperationAST, parse, print} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {MAX_WORK, measureCost} from '../../local-shop/graphql/cost.ts';
import {type LocalShop} from '../../local-shop/server.ts';
import {appDocuments, runnableOperations} from './contract-documents.ts';
import {gql, startTestShop} from './local-shop-helpers.ts';

const IMAGE = `fragment image on Image { url altText width height }`;
const SEO = `fragment seo on SEO { description title }`;
const PRODUCT = `fragment product on Product {
  id handle availableForSale title description descriptionHtml
  options { id name values }
  priceRange { maxVariantPrice { amount currencyCode } minVariantPrice { amount currencyCode } }
  variants(first: 250) { edges { node { id title availableForSale selectedOptions { name value } price { amount currencyCode } } } }
  featuredImage { ...image }
  images(first: 20) { edges { node { ...image } } }
  seo { ...seo }
  tags updatedAt
} ${IMAGE} ${SEO}`;
const CART = `fragment cart on Cart {
  id checkoutUrl
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } totalTaxAmount { amount currencyCode } }
  lines(first: 100) { edges { node {
    id quantity
    cost { totalAmount { amount currencyCode } }
    merchandise { ... on ProductVariant { id title selectedOptions { name value } product { ...product } } }
  } } }
  totalQuantity
} ${PRODUCT}`;
const COLLECTION = `fragment collection on Collection { handle title description seo { ...seo } updatedAt } ${SEO}`;
const PAGE = `fragment page on Page { ... on Page { id title handle body bodySummary seo { ...seo } createdAt updatedAt } } ${SEO}`;

const DOCUMENTS = {
  getProducts: `query getProducts($sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
    products(sortKey: $sortKey, reverse: $reverse, query: $query, first: 100) { edges { node { ...product } } } } ${PRODUCT}`,
  getProduct: `query getProduct($handle: String!) { product(handle: $handle) { ...product } } ${PRODUCT}`,
  getProductRecommendations: `query getProductRecommendations($productId: ID!) { productRecommendations(productId: $productId) { ...product } } ${PRODUCT}`,
  getCollection: `query getCollection($handle: String!) { collection(handle: $handle) { ...collection } } ${COLLECTION}`,
  getCollections: `query getCollections { collections(first: 100, sortKey: TITLE) { edges { node { ...collection } } } } ${COLLECTION}`,
  getCollectionProducts: `query getCollectionProducts($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
    collection(handle: $handle) { products(sortKey: $sortKey, reverse: $reverse, first: 100) { edges { node { ...product } } } } } ${PRODUCT}`,
  getMenu: `query getMenu($handle: String!) { menu(handle: $handle) { items { title url } } }`,
  getPage: `query getPage($handle: String!) { pageByHandle(handle: $handle) { ...page } } ${PAGE}`,
  getPages: `query getPages { pages(first: 100) { edges { node { ...page } } } } ${PAGE}`,
  getCart: `query getCart($cartId: ID!) { cart(id: $cartId) { ...cart } } ${CART}`,
  createCart: `mutation createCart($lineItems: [CartLineInput!]) { cartCreate(input: { lines: $lineItems }) { cart { ...cart } } } ${CART}`,
  addToCart: `mutation addToCart($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...cart } } } ${CART}`,
  editCartItems: `mutation editCartItems($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ...cart } } } ${CART}`,
  removeFromCart: `mutation removeFromCart($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ...cart } } } ${CART}`,
};

let shop: LocalShop;

beforeAll(async () => {
  // The real seed catalogue: products with many variants and images.
  shop = await startTestShop({catalog: null});
});

afterAll(async () => {
  await shop.close();
});

/** Runs a document the way Next.js Commerce's shopifyFetch does (public token header); fails on any error. */
async function run<T = any>(name: keyof typeof DOCUMENTS, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await gql<T>(shop, DOCUMENTS[name], variables, {'X-Shopify-Storefront-Access-Token': 'nextjs-commerce-public-token'});
  expect(result.status, name).toBe(200);
  expect(result.body.errors, `${name}: ${JSON.stringify(result.body.errors)}`).toBeUndefined();
  return result.body.data as T;
}

describe('Next.js Commerce’s documents', () => {
  it('lists products, sorted and searched, each with all its variants and images', async () => {
    const all = await run('getProducts', {sortKey: 'RELEVANCE', reverse: false});
    expect(all.products.edges.length).toBeGreaterThan(50);
    const product = all.products.edges[0].node;
    expect(product.variants.edges.length).toBeGreaterThan(0);
    expect(product.priceRange.minVariantPrice.currencyCode).toBe('EUR');
    expect(product.featuredImage.url).toMatch(/^http/);
    const byPrice = await run('getProducts', {sortKey: 'PRICE', reverse: true});
    const prices = byPrice.products.edges.map((edge: any) => Number(edge.node.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const searched = await run('getProducts', {query: 'vérin gaz', sortKey: 'RELEVANCE'});
    expect(searched.products.edges.length).toBeGreaterThan(0);
  });

  it('reads a product and its recommendations', async () => {
    const {products} = await run('getProducts', {sortKey: 'BEST_SELLING'});
    const handle = products.edges[0].node.handle;
    const {product} = await run('getProduct', {handle});
    expect(product.handle).toBe(handle);
    expect(product.options[0].values.length).toBeGreaterThan(0);
    const {productRecommendations} = await run('getProductRecommendations', {productId: product.id});
    expect(productRecommendations.length).toBeGreaterThan(0);
  });

  it('reads collections and a collection’s products', async () => {
    const {collections} = await run('getCollections');
    expect(collections.edges.length).toBeGreaterThan(2);
    const handle = collections.edges[0].node.handle;
    const {collection} = await run('getCollection', {handle});
    expect(collection.title).toBe(collections.edges[0].node.title);
    const products = await run('getCollectionProducts', {handle: 'verins-a-gaz', sortKey: 'PRICE', reverse: false});
    expect(products.collection.products.edges.length).toBeGreaterThan(0);
  });

  it('reads menus and pages as a store without that menu does', async () => {
    const {menu} = await run('getMenu', {handle: 'next-js-frontend-footer-menu'});
    expect(menu).toBeNull();
    const {pages} = await run('getPages');
    expect(pages.edges.length).toBeGreaterThan(0);
    const {pageByHandle} = await run('getPage', {handle: pages.edges[0].node.handle});
    expect(pageByHandle.body).toContain('<');
  });

  it('creates a cart of 100 lines, reads it, changes and removes lines', async () => {
    const {products} = await run('getProducts', {sortKey: 'TITLE'});
    const variants: string[] = products.edges.flatMap((edge: any) =>
      edge.node.variants.edges.filter((variant: any) => variant.node.availableForSale).map((variant: any) => variant.node.id),
    );
    expect(variants.length).toBeGreaterThanOrEqual(100);
    const created = await run('createCart', {lineItems: variants.slice(0, 60).map((merchandiseId) => ({merchandiseId, quantity: 1}))});
    const cartId = created.cartCreate.cart.id;
    const added = await run('addToCart', {cartId, lines: variants.slice(60, 100).map((merchandiseId) => ({merchandiseId, quantity: 1}))});
    expect(added.cartLinesAdd.cart.lines.edges).toHaveLength(100);
    const {cart} = await run('getCart', {cartId});
    expect(cart.totalQuantity).toBe(100);
    expect(cart.cost.totalTaxAmount).toBeNull();
    expect(cart.lines.edges[0].node.merchandise.product.variants.edges.length).toBeGreaterThan(0);
    const line = cart.lines.edges[0].node;
    const edited = await run('editCartItems', {cartId, lines: [{id: line.id, merchandiseId: line.merchandise.id, quantity: 3}]});
    expect(edited.cartLinesUpdate.cart.totalQuantity).toBe(102);
    const removed = await run('removeFromCart', {cartId, lineIds: [line.id]});
    expect(removed.cartLinesRemove.cart.lines.edges).toHaveLength(99);
  });
});

describe('Hydrogen’s skeleton documents', () => {
  const starter = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/@shopify/cli/dist/assets/hydrogen/starter');
  const operations = runnableOperations(appDocuments(starter)).filter((operation) => operation.kind !== 'fragment');

  it('are found', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it('are within the local shop’s cost and depth rules', () => {
    const bounds = {products: 2000, collections: 50, variantsPerProduct: 100, imagesPerProduct: 20, productsPerCollection: 2000};
    for (const operation of operations) {
      const document = parse(print(operation.document));
      const cost = measureCost(shop.app.schema, document, getOperationAST(document) as never, {first: 250, last: 250}, bounds);
      expect(cost.work, operation.label).toBeLessThanOrEqual(MAX_WORK);
      expect(cost.depth, operation.label).toBeLessThanOrEqual(20);
    }
  });
});
