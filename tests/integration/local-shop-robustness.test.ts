// Shopify's limits and hostile input on the new API areas: page sizes on every
// connection, input list sizes, huge strings, wrong variable types, broken requests.
// Every refusal is a clean error in Shopify's shape, with nothing half-written.

import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type LocalShop} from '../../local-shop/server.ts';
import {data, gql, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop;
let variant: string;

beforeAll(async () => {
  shop = await startTestShop();
  variant = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
});

afterAll(async () => {
  await shop.close();
});

async function newCart(): Promise<string> {
  const result = await data(shop, `mutation($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v, quantity: 1}], buyerIdentity: {countryCode: FR}}) { cart { id } } }`, {v: variant});
  return result.cartCreate.cart.id;
}

const count = (table: string) => Number(shop.app.store.get(`SELECT COUNT(*) AS n FROM ${table}`)?.n);

describe('page sizes on every connection', () => {
  it('requires first or last, between 0 and 250, with Shopify’s error codes', async () => {
    const cartId = await newCart();
    const connections = [
      'articles(%) { nodes { id } }',
      'blog(handle: "news") { articles(%) { nodes { id } } }',
      'pages(%) { nodes { id } }',
      'blogs(%) { nodes { id } }',
      'search(query: "verin", %) { nodes { __typename } }',
      'urlRedirects(%) { nodes { id } }',
      'productTags(%) { nodes }',
      `cart(id: "${cartId}") { deliveryGroups(%) { nodes { id } } }`,
    ];
    for (const connection of connections) {
      const missing = await gql(shop, `{ ${connection.replace('(%)', '').replace('%', '')} }`);
      if (!connection.startsWith('productTags')) {
        expect(missing.body.errors?.[0]?.message, connection).toBe('you must provide one of first or last');
      }
      const over = await gql(shop, `{ ${connection.replace('%', 'first: 251')} }`);
      expect(over.body.errors[0].extensions.code, connection).toBe('MAX_PAGE_SIZE_EXCEEDED');
      const negative = await gql(shop, `{ ${connection.replace('%', connection.startsWith('productTags') ? 'first: -1' : 'last: -1')} }`);
      expect(negative.body.errors[0].extensions.code, connection).toBe('MAX_PAGE_SIZE_EXCEEDED');
      const zero = await gql(shop, `{ ${connection.replace('%', 'first: 0')} }`);
      expect(zero.body.errors, connection).toBeUndefined();
    }
  });

  it('bounds the customer’s orders and addresses the same way', async () => {
    const email = `limites.${Date.now()}@exemple.fr`;
    await data(shop, `mutation { customerCreate(input: {email: "${email}", password: "secret1"}) { customer { id } } }`);
    const signIn = await data(shop, `mutation { customerAccessTokenCreate(input: {email: "${email}", password: "secret1"}) { customerAccessToken { accessToken } } }`);
    const token = signIn.customerAccessTokenCreate.customerAccessToken.accessToken;
    for (const field of ['orders', 'addresses']) {
      const over = await gql(shop, `query($t: String!) { customer(customerAccessToken: $t) { ${field}(first: 300) { nodes { id } } } }`, {t: token});
      expect(over.body.errors[0].extensions.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
      const missing = await gql(shop, `query($t: String!) { customer(customerAccessToken: $t) { ${field} { nodes { id } } } }`, {t: token});
      expect(missing.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    }
  });
});

describe('input sizes and hostile values', () => {
  it('refuses more than 250 items in an input list and changes nothing', async () => {
    const cartId = await newCart();
    const tooMany = Array.from({length: 251}, () => 'CODE');
    for (const [mutation, args] of [
      ['cartDiscountCodesUpdate', `discountCodes: ${JSON.stringify(tooMany)}`],
      ['cartGiftCardCodesUpdate', `giftCardCodes: ${JSON.stringify(tooMany)}`],
      ['cartLinesAdd', `lines: [${Array.from({length: 251}, () => `{merchandiseId: "${variant}"}`).join(',')}]`],
    ]) {
      const result = await gql(shop, `mutation { ${mutation}(cartId: "${cartId}", ${args}) { cart { id } } }`);
      expect(result.status).toBe(200);
      expect(result.body.errors[0].extensions, mutation).toMatchObject({code: 'MAX_INPUT_SIZE_EXCEEDED'});
    }
    const cart = await data(shop, `query($id: ID!) { cart(id: $id) { totalQuantity discountCodes { code } appliedGiftCards { id } } }`, {id: cartId});
    expect(cart.cart).toEqual({totalQuantity: 1, discountCodes: [], appliedGiftCards: []});
  });

  it('answers huge strings with user errors and writes nothing', async () => {
    const huge = 'é'.repeat(300_000);
    const customersBefore = count('customers');
    const created = await data(shop, `mutation($n: String!) { customerCreate(input: {email: "enorme@exemple.fr", password: "secret1", firstName: $n}) { customer { id } customerUserErrors { code field } } }`, {n: huge});
    expect(created.customerCreate).toEqual({customer: null, customerUserErrors: [{code: 'TOO_LONG', field: ['input', 'firstName']}]});
    expect(count('customers')).toBe(customersBefore);

    const password = await data(shop, `mutation($p: String!) { customerAccessTokenCreate(input: {email: "enorme@exemple.fr", password: $p}) { customerAccessToken { accessToken } customerUserErrors { code } } }`, {p: huge});
    expect(password.customerAccessTokenCreate.customerUserErrors).toEqual([{code: 'UNIDENTIFIED_CUSTOMER'}]);

    const cartId = await newCart();
    const code = await data(shop, `mutation($id: ID!, $c: String!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: [$c]) { cart { discountCodes { applicable } } warnings { code } } }`, {id: cartId, c: huge});
    expect(code.cartDiscountCodesUpdate.cart.discountCodes).toEqual([{applicable: false}]);
    const card = await data(shop, `mutation($id: ID!, $c: String!) { cartGiftCardCodesUpdate(cartId: $id, giftCardCodes: [$c]) { cart { appliedGiftCards { id } } userErrors { code } } }`, {id: cartId, c: huge});
    expect(card.cartGiftCardCodesUpdate).toEqual({cart: {appliedGiftCards: []}, userErrors: [{code: 'INVALID'}]});
    const address = await data(
      shop,
      `mutation($id: ID!, $a: String!) { cartDeliveryAddressesAdd(cartId: $id, addresses: [{address: {deliveryAddress: {address1: "ok", countryCode: FR}}}, {address: {deliveryAddress: {address1: $a, countryCode: FR}}}]) { cart { delivery { addresses { id } } } userErrors { code } } }`,
      {id: cartId, a: huge},
    );
    expect(address.cartDeliveryAddressesAdd).toEqual({cart: {delivery: {addresses: []}}, userErrors: [{code: 'ADDRESS_FIELD_IS_TOO_LONG'}]});
    const search = await gql(shop, `query($q: String!) { search(query: $q, first: 5) { totalCount } predictiveSearch(query: $q) { products { id } } articles(first: 5, query: $q) { nodes { id } } }`, {q: `${'('.repeat(2000)}${huge}`});
    expect(search.body.errors).toBeUndefined();
    expect(search.body.data.search.totalCount).toBe(0);
  });

  it('reports variables of the wrong type in Shopify’s shape', async () => {
    const result = await gql(shop, `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {input: {email: ['a'], password: 12}});
    expect(result.status).toBe(200);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors[0]).toMatchObject({extensions: {code: 'INVALID_VARIABLE'}});
    const enumValue = await gql(shop, `query($t: SitemapType!) { sitemap(type: $t) { pagesCount { count } } }`, {t: 'NOPE'});
    expect(enumValue.body.errors[0].extensions.code).toBe('INVALID_VARIABLE');
  });

  it('survives an aborted request and a deeply nested body', async () => {
    const {port} = new URL(shop.url);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/2026-04/graphql.json HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Shopify-Storefront-Access-Token: t\r\nContent-Length: 1000\r\n\r\n{"query":');
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', () => resolve());
    });
    const nested = `{"query":"{ shop { name } }","variables":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 't'},
      body: nested,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({errors: {query: 'Required parameter missing or invalid'}});
    expect((await data(shop, '{ shop { name } }')).shop.name).toBe('Vérins Pro');
  });
});
