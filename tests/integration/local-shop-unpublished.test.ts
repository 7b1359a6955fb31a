// A product the merchant unpublishes while buyers hold it (outside tester, 2026-11-25): its
// variants leave the catalogue with it, as in Shopify. The carts that hold it still load
// (the line drops out), it cannot be added again, the hosted checkout does not sell it, and
// an order placed before keeps its lines, titles and totals.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LocalShop} from '../../local-shop/server.ts';
import {createCart, deliveryStep, pageText} from './checkout-helpers.ts';
import {TEST_ADDRESS, data, getPage, postForm, removeTempDirs, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop & {dataDir: string};
let spring: string;
let joint: string;
let productId: number;

beforeAll(async () => {
  shop = await startTestShop();
  spring = await variantIdBySku(shop, 'verin-gaz-acier-8-18', 'VG818-100-50');
  joint = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
  productId = Number(shop.app.store.get('SELECT product_id FROM variants WHERE id = ?', Number(spring.split('/').pop()))!.product_id);
});

afterAll(async () => {
  await shop.close();
  removeTempDirs();
});

function setPublished(published: boolean) {
  shop.app.store.run('UPDATE products SET published = ? WHERE id = ?', published ? 1 : 0, productId);
  shop.app.store.catalogueVersion++;
}

const CART = `query($id: ID!) { cart(id: $id) { totalQuantity lines(first: 10) { nodes { quantity merchandise { ... on ProductVariant { sku product { title } } } } } cost { subtotalAmount { amount } } } }`;
const ADD = `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { totalQuantity } userErrors { code field message } } }`;
const VARIANT = `query($id: ID!) { node(id: $id) { ... on ProductVariant { sku } } }`;
const ORDER = `query($id: ID!) { node(id: $id) { ... on Order { totalPrice { amount } lineItems(first: 10) { nodes { title quantity variant { sku } } } } } }`;

describe('a product unpublished while it is in carts', () => {
  it('leaves the cart readable: the line drops out, the other lines and the totals stay', async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: spring, quantity: 2}, {merchandiseId: joint, quantity: 1}]});
    setPublished(false);
    try {
      const {cart: read} = await data(shop, CART, {id: cart.id});
      expect(read.lines.nodes.map((line: {merchandise: {sku: string}}) => line.merchandise.sku)).toEqual(['ROT-M8']);
      expect(read.totalQuantity).toBe(1);
      expect(Number(read.cost.subtotalAmount.amount)).toBeGreaterThan(0);
    } finally {
      setPublished(true);
    }
    // Published again: the line is back, as Shopify keeps a line whose merchandise returns.
    const {cart: again} = await data(shop, CART, {id: cart.id});
    expect(again.totalQuantity).toBe(3);
  });

  it('cannot be added, nor read as a variant, while unpublished', async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: joint, quantity: 1}]});
    setPublished(false);
    try {
      const added = await data(shop, ADD, {cartId: cart.id, lines: [{merchandiseId: spring, quantity: 1}]});
      expect(added.cartLinesAdd.userErrors.length).toBeGreaterThan(0);
      expect(added.cartLinesAdd.cart?.totalQuantity ?? 1).toBe(1);
      const {node} = await data(shop, VARIANT, {id: spring});
      expect(node).toBeNull();
    } finally {
      setPublished(true);
    }
  });

  it('is not sold by the hosted checkout: the summary and the order leave it out', async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: spring, quantity: 2}, {merchandiseId: joint, quantity: 1}]});
    setPublished(false);
    try {
      const page = await getPage(cart.checkoutUrl);
      expect(page.status).toBe(200);
      expect(pageText(page.html)).not.toContain('VG818');
      const step = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email: 'retire@exemple.fr'});
      const placed = await postForm(cart.checkoutUrl, {...step.fields, delivery: 'standard', payment: 'bank-transfer'});
      expect(placed.status).toBe(303);
      const url = new URL(placed.location as string);
      const {node} = await data(shop, ORDER, {id: `gid://shopify/Order/${url.searchParams.get('order')}?key=${url.searchParams.get('key')}`});
      expect(node.lineItems.nodes.map((line: {variant: {sku: string} | null}) => line.variant?.sku)).toEqual(['ROT-M8']);
    } finally {
      setPublished(true);
    }
  });

  it('keeps an order placed before it was unpublished viewable, with its lines’ titles', async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: spring, quantity: 2}]});
    const step = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email: 'avant@exemple.fr'});
    const placed = await postForm(cart.checkoutUrl, {...step.fields, delivery: 'standard', payment: 'bank-transfer'});
    expect(placed.status).toBe(303);
    const url = new URL(placed.location as string);
    const id = `gid://shopify/Order/${url.searchParams.get('order')}?key=${url.searchParams.get('key')}`;
    const before = (await data(shop, ORDER, {id})).node;
    setPublished(false);
    try {
      const after = (await data(shop, ORDER, {id})).node;
      expect(after.totalPrice).toEqual(before.totalPrice);
      expect(after.lineItems.nodes).toEqual([{title: before.lineItems.nodes[0].title, quantity: 2, variant: null}]);
      expect(after.lineItems.nodes[0].title).not.toBe('');
    } finally {
      setPublished(true);
    }
  });
});
