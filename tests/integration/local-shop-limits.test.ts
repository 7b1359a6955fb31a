// Issue 17, item 3: what a client can make the local shop store. Shopify's input limits
// with its userError codes (NOTE_TOO_LONG, CART_TOO_LARGE, MAX_INPUT_SIZE_EXCEEDED),
// carts that expire when abandoned (Shopify keeps one about ten days), and a bound on the
// carts one client creates per minute (THROTTLED beyond).

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CART_CREATES_PER_MINUTE, CART_EXPIRY_DAYS, MAX_CART_TEXT_BYTES} from '../../local-shop/store/carts.ts';
import {data, gql, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

type Shop = Awaited<ReturnType<typeof startTestShop>>;
let shop: Shop;
let variant: string;
let clients = 0;

beforeAll(async () => {
  shop = await startTestShop();
  variant = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
});

afterAll(async () => {
  await shop?.close();
});

/** A client address of its own: cart creations are counted per client. */
const client = () => ({'Shopify-Storefront-Buyer-IP': `192.0.2.${++clients}`});

const CREATE = `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id note attributes { key } } userErrors { code field message } } }`;
const carts = () => Number(shop.app.store.get('SELECT COUNT(*) AS n FROM carts')?.n);
const databaseBytes = () => Number(shop.app.store.get('SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()')?.n);

describe('Shopify’s input limits', () => {
  it('refuses a megabyte of attributes with CART_TOO_LARGE, and stores nothing', async () => {
    const before = carts();
    const attributes = Array.from({length: 250}, (_, i) => ({key: `champ-${i}`, value: 'x'.repeat(4000)}));
    const result = await gql(shop, CREATE, {input: {attributes}}, client());
    expect(result.body.data.cartCreate).toEqual({
      cart: null,
      userErrors: [{code: 'CART_TOO_LARGE', field: ['input'], message: expect.stringContaining('trop volumineux')}],
    });
    expect(carts()).toBe(before);
  });

  it('keeps what fits, and refuses to grow a cart past the limit later', async () => {
    const created = await gql(shop, CREATE, {input: {attributes: [{key: 'commande', value: 'BC-2291'}], note: 'Livrer au quai 3'}}, client());
    expect(created.body.data.cartCreate.userErrors).toEqual([]);
    const cartId = created.body.data.cartCreate.cart.id;
    // Each attribute is within Shopify's own limits; together they are too much.
    const many = Array.from({length: Math.ceil(MAX_CART_TEXT_BYTES / 4000) + 1}, (_, i) => ({key: `champ-${i}`, value: 'y'.repeat(4000)}));
    const update = await data(shop, `mutation($id: ID!, $a: [AttributeInput!]!) { cartAttributesUpdate(cartId: $id, attributes: $a) { cart { id } userErrors { code field } } }`, {
      id: cartId,
      a: many,
    });
    expect(update.cartAttributesUpdate.userErrors).toEqual([{code: 'CART_TOO_LARGE', field: ['attributes']}]);
    const lines = await data(shop, `mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { userErrors { code field } } }`, {
      id: cartId,
      lines: Array.from({length: 20}, (_, i) => ({merchandiseId: variant, quantity: 1, attributes: [{key: `gravure-${i}`, value: 'z'.repeat(4000)}]})),
    });
    expect(lines.cartLinesAdd.userErrors).toEqual([{code: 'CART_TOO_LARGE', field: ['lines']}]);
    const {cart} = await data(shop, `query($id: ID!) { cart(id: $id) { note attributes { key value } lines(first: 5) { nodes { id } } } }`, {id: cartId});
    expect(cart).toEqual({note: 'Livrer au quai 3', attributes: [{key: 'commande', value: 'BC-2291'}], lines: {nodes: []}});
  });

  it('answers a long note with NOTE_TOO_LONG and a long list with MAX_INPUT_SIZE_EXCEEDED', async () => {
    const note = await gql(shop, CREATE, {input: {note: 'n'.repeat(5001)}}, client());
    expect(note.body.data.cartCreate.userErrors).toEqual([{code: 'NOTE_TOO_LONG', field: ['input', 'note'], message: expect.any(String)}]);
    const lines = await gql(shop, CREATE, {input: {lines: Array.from({length: 251}, () => ({merchandiseId: variant, quantity: 1}))}}, client());
    expect(lines.body.errors[0].extensions).toMatchObject({code: 'MAX_INPUT_SIZE_EXCEEDED'});
  });
});

describe('one client’s carts', () => {
  it(`are bounded to ${CART_CREATES_PER_MINUTE} a minute; other clients are not affected`, async () => {
    const greedy = client();
    for (let i = 0; i < CART_CREATES_PER_MINUTE; i++) {
      const result = await gql(shop, CREATE, {input: {note: `panier ${i}`}}, greedy);
      expect(result.body.errors, `cart ${i}`).toBeUndefined();
    }
    const over = await gql(shop, CREATE, {input: {note: 'un de trop'}}, greedy);
    expect(over.status).toBe(200);
    expect(over.body.data.cartCreate).toBeNull();
    expect(over.body.errors).toEqual([expect.objectContaining({extensions: expect.objectContaining({code: 'THROTTLED'}), path: ['cartCreate']})]);
    const other = await gql(shop, CREATE, {input: {note: 'un autre client'}}, client());
    expect(other.body.data.cartCreate.userErrors).toEqual([]);
  });

  it('keep the database small under the issue’s attack (40 creations of a megabyte each)', async () => {
    const before = databaseBytes();
    const attributes = Array.from({length: 250}, (_, i) => ({key: `k${i}`, value: 'v'.repeat(4000)}));
    const attacker = client();
    await Promise.all(Array.from({length: 40}, () => gql(shop, CREATE, {input: {attributes}}, attacker)));
    expect(databaseBytes() - before).toBeLessThan(1024 * 1024);
  });
});

describe('abandoned carts', () => {
  async function cartAged(days: number): Promise<string> {
    const result = await gql(shop, CREATE, {input: {lines: [{merchandiseId: variant, quantity: 1}]}}, client());
    const id: string = result.body.data.cartCreate.cart.id;
    const token = /Cart\/([^?]+)/.exec(id)?.[1];
    const then = new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    shop.app.store.run('UPDATE carts SET created_at = ?, updated_at = ? WHERE token = ?', then, then, token as string);
    return id;
  }

  it(`expire ${CART_EXPIRY_DAYS} days after their last change, and are deleted`, async () => {
    const old = await cartAged(CART_EXPIRY_DAYS + 1);
    const recent = await cartAged(CART_EXPIRY_DAYS - 1);
    const read = `query($id: ID!) { cart(id: $id) { id } }`;
    expect((await data(shop, read, {id: old})).cart).toBeNull();
    const add = await data(shop, `mutation($id: ID!, $v: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: $v}]) { cart { id } userErrors { code field } } }`, {id: old, v: variant});
    expect(add.cartLinesAdd).toEqual({cart: null, userErrors: [{code: 'INVALID', field: ['cartId']}]});
    expect((await data(shop, read, {id: recent})).cart).toEqual({id: recent});

    const before = carts();
    expect(shop.app.carts.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(carts()).toBeLessThan(before);
    expect((await data(shop, read, {id: recent})).cart).toEqual({id: recent});
  });
});
