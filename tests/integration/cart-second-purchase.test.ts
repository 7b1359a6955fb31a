// Issue 16, point 1: a second purchase in the same browser session. Once its checkout is
// completed, a cart is gone for the shop (Shopify's rule); the `cart` cookie still names
// it. The storefront's cart action (app/lib/cart/action.server.ts) must then start a new
// cart and set its id, as Hydrogen's handler does when it has no cart id — the buyer sees
// « Produit ajouté au panier », never « Impossible d'ajouter le produit au panier ».

import {CartForm, createCartHandler, createStorefrontClient} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CART_QUERY_FRAGMENT} from '../../app/lib/fragments.ts';
import {CART_CHANGES, makeCartChange} from '../../app/lib/cart/action.server.ts';
import type {LocalShop} from '../../local-shop/server.ts';
import {createCart} from './checkout-helpers.ts';
import {checkout, data, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop;
let rotule: string;

beforeAll(async () => {
  shop = await startTestShop();
  rotule = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
});

afterAll(async () => {
  await shop.close();
});

/** Hydrogen's cart handler as the storefront builds it, its cookie holding `cookieId`; the ids it sets. */
function storefrontCart(cookieId: string | undefined) {
  const {storefront} = createStorefrontClient({
    storeDomain: shop.url,
    publicStorefrontToken: 'public-token',
    privateStorefrontToken: 'private-token',
    storefrontApiVersion: '2026-04',
    i18n: {language: 'FR', country: 'FR'},
  });
  const set: string[] = [];
  const cart = createCartHandler({
    storefront,
    getCartId: () => cookieId,
    setCartId: (id) => {
      set.push(id);
      return new Headers();
    },
    cartQueryFragment: CART_QUERY_FRAGMENT,
  });
  return {cart, set};
}

function addForm(merchandiseId: string, quantity: number) {
  const form = new FormData();
  form.set(CartForm.INPUT_NAME, JSON.stringify({action: CartForm.ACTIONS.LinesAdd, inputs: {lines: [{merchandiseId, quantity}]}}));
  return form;
}

async function add(cookieId: string | undefined, quantity = 1) {
  const {cart, set} = storefrontCart(cookieId);
  const change = CART_CHANGES[CartForm.ACTIONS.LinesAdd];
  if (!change) throw new Error('no LinesAdd change');
  const form = addForm(rotule, quantity);
  const outcome = await makeCartChange(cart, change, {lines: [{merchandiseId: rotule, quantity}]}, form);
  if (!('result' in outcome)) throw new Error('refused before the shop');
  return {outcome, cart, set};
}

describe('the cart after a completed checkout', () => {
  it('starts a new cart when the cookie names a completed one, and the second order is placed', async () => {
    const first = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}]});
    const order1 = await checkout(first.checkoutUrl);

    const {outcome, cart} = await add(first.id, 2);
    expect(outcome.result.userErrors ?? []).toEqual([]);
    const newId = outcome.result.cart?.id;
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(first.id);
    // The handler works on the new cart from now on; the reply sets its id in the cookie.
    expect(cart.getCartId()).toBe(newId);
    const fresh = await cart.get();
    expect(fresh?.totalQuantity).toBe(2);

    const {cart: readBack} = await data(shop, `query($id: ID!) { cart(id: $id) { checkoutUrl totalQuantity } }`, {id: newId});
    expect(readBack.totalQuantity).toBe(2);
    const order2 = await checkout(readBack.checkoutUrl);
    expect(order2.number).toBeGreaterThan(order1.number);
  });

  it('starts a new cart when the shop does not know the id at all', async () => {
    const {outcome, set} = await add('gid://shopify/Cart/c1-inconnu?key=0123456789abcdef');
    expect(outcome.result.userErrors ?? []).toEqual([]);
    expect(outcome.result.cart?.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    // The handler's create sets nothing itself: the cart route's reply does (cartReply().outcome).
    expect(set).toEqual([]);
  });

  it('keeps the cart when it exists: no new cart for an ordinary add', async () => {
    const existing = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}]});
    const {outcome} = await add(existing.id);
    expect(outcome.result.cart?.id).toBe(existing.id);
  });

  it('does not invent a cart for a change that needs the old one (a line of a gone cart)', async () => {
    const first = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}]});
    await checkout(first.checkoutUrl);
    const {cart} = storefrontCart(first.id);
    const change = CART_CHANGES[CartForm.ACTIONS.LinesRemove];
    if (!change) throw new Error('no LinesRemove change');
    const outcome = await makeCartChange(cart, change, {lineIds: ['gid://shopify/CartLine/1']}, new FormData());
    expect('result' in outcome && outcome.result.cart).toBeFalsy();
    expect(cart.getCartId()).toBe(first.id);
  });
});
