// A cart whose stock drops after its lines were added (another buyer's order): the local
// shop answers as Shopify does. The cart query changes nothing and tells the stock by
// `quantityAvailable` (the Cart has no warnings field); line mutations cap to the stock
// with MERCHANDISE_NOT_ENOUGH_STOCK, and a sold-out line stays in the cart with a
// MERCHANDISE_OUT_OF_STOCK warning whose target is the line (Shopify's cart warnings).
// Its own shop: the orders here use up stock the other cart tests count on.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LocalShop} from '../../local-shop/server.ts';
import {CART_FIELDS, PAYLOAD, checkout, data, removeTempDirs, startTestShop, variantIdBySku} from './local-shop-helpers.ts';
import {createCart} from './checkout-helpers.ts';

let shop: LocalShop;
let spring: string;
let rotule: string;

const CREATE = `mutation($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`;
const ADD = `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const UPDATE = `mutation($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const GET = `query($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`;

beforeAll(async () => {
  shop = await startTestShop();
  // 3 in stock at the seed (the cart tests' « adds what the stock allows »).
  spring = await variantIdBySku(shop, 'verin-gaz-acier-8-18', 'VG818-100-100');
  rotule = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
});

afterAll(async () => {
  await shop.close();
  removeTempDirs();
});

/** Another buyer orders `quantity` springs: the stock goes down by as much. */
async function someoneElseBuys(quantity: number) {
  const other = await createCart(shop, {lines: [{merchandiseId: spring, quantity}]});
  await checkout(other.checkoutUrl);
}

const springLine = (cart: any) => cart.lines.nodes.find((line: any) => line.merchandise.id === spring);

describe('a cart whose stock dropped after the add', () => {
  it('keeps its quantity on reading, says the stock by quantityAvailable, and caps it on the next change', async () => {
    const created = await data(shop, CREATE, {input: {lines: [{merchandiseId: spring, quantity: 3}]}});
    const cartId = created.cartCreate.cart.id;
    expect(springLine(created.cartCreate.cart)).toMatchObject({quantity: 3, merchandise: {quantityAvailable: 3}});

    await someoneElseBuys(2);

    // Reading changes nothing: the line holds 3, the variant has 1 left.
    const read = await data(shop, GET, {id: cartId});
    expect(springLine(read.cart)).toMatchObject({quantity: 3, merchandise: {quantityAvailable: 1}});

    // The next change of the line brings it down to what is left, with the warning.
    const line = springLine(read.cart);
    const updated = await data(shop, UPDATE, {cartId, lines: [{id: line.id, quantity: 3}]});
    expect(updated.cartLinesUpdate.userErrors).toEqual([]);
    expect(springLine(updated.cartLinesUpdate.cart).quantity).toBe(1);
    expect(updated.cartLinesUpdate.warnings).toMatchObject([{code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: line.id}]);
  });

  it('keeps a sold-out line, reporting it on the line at every line change', async () => {
    const created = await data(shop, CREATE, {input: {lines: [{merchandiseId: spring, quantity: 1}]}});
    const cartId = created.cartCreate.cart.id;
    const line = springLine(created.cartCreate.cart);

    // Whatever stock is left goes to another buyer.
    await someoneElseBuys(springLine(created.cartCreate.cart).merchandise.quantityAvailable);

    // Adding something else: the sold-out line stays, and is reported by its id.
    const added = await data(shop, ADD, {cartId, lines: [{merchandiseId: rotule, quantity: 1}]});
    expect(added.cartLinesAdd.userErrors).toEqual([]);
    expect(added.cartLinesAdd.cart.lines.nodes).toHaveLength(2);
    expect(springLine(added.cartLinesAdd.cart)).toMatchObject({quantity: 1, merchandise: {quantityAvailable: 0}});
    expect(added.cartLinesAdd.warnings).toEqual([
      {code: 'MERCHANDISE_OUT_OF_STOCK', target: line.id, message: 'Le produit « Vérin à gaz acier 8/18 (100 N / 100 mm) » est en rupture de stock.'},
    ]);

    // Changing the sold-out line itself: nothing changes, the same warning.
    const updated = await data(shop, UPDATE, {cartId, lines: [{id: line.id, quantity: 2}]});
    expect(springLine(updated.cartLinesUpdate.cart).quantity).toBe(1);
    expect(updated.cartLinesUpdate.warnings).toMatchObject([{code: 'MERCHANDISE_OUT_OF_STOCK', target: line.id}]);

    // The buyer removes it (the target of the warning), and the rest of the cart goes on.
    const rotuleLine = added.cartLinesAdd.cart.lines.nodes.find((entry: any) => entry.merchandise.id === rotule);
    const raised = await data(shop, UPDATE, {cartId, lines: [{id: rotuleLine.id, quantity: 2}, {id: line.id, quantity: 0}]});
    expect(raised.cartLinesUpdate.warnings).toEqual([]);
    expect(raised.cartLinesUpdate.cart.lines.nodes).toMatchObject([{quantity: 2, merchandise: {id: rotule}}]);
  });
});
