// Conformance of the local shop with Shopify's Storefront API reference (2026-04) on
// what real clients rely on: tokenless access and its limits, the cost rules, the time
// budget and fair sharing, search syntax and search results, cart tax fields, nested
// cart lines, gift cards (docs/decisions/021-query-cost.md, 022-throttling.md).

import {getOperationAST, parse} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {MAX_WORK, TOKENLESS_MAX_COST, measureCost} from '../../local-shop/graphql/cost.ts';
import {Execution, ExecutionTimeout, Scheduler} from '../../local-shop/graphql/scheduler.ts';
import {ClientThrottle} from '../../local-shop/http/throttle.ts';
import {type LocalShop} from '../../local-shop/server.ts';
import {data, gql, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

async function tokenless(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, body: (await response.json()) as {data?: any; errors?: any[]}};
}

const bigCatalogue = {products: 2000, collections: 40, variantsPerProduct: 30, imagesPerProduct: 8, productsPerCollection: 500};

function cost(query: string, bounds = bigCatalogue, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  return measureCost(shop.app.schema, document, operation, variables, bounds);
}

describe('tokenless access', () => {
  it('answers the catalogue, search and the cart without a token', async () => {
    const variant = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
    const catalogue = await tokenless('{ products(first: 3) { nodes { title } } search(query: "vérin", first: 2) { totalCount } }');
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.errors).toBeUndefined();
    expect(catalogue.body.data.products.nodes.length).toBeGreaterThan(0);
    const cart = await tokenless('mutation($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v}]}) { cart { id totalQuantity } userErrors { code } } }', {v: variant});
    expect(cart.body.data.cartCreate).toMatchObject({cart: {totalQuantity: 1}, userErrors: []});
  });

  it('refuses product tags, metafields, menus and customers with ACCESS_DENIED, the rest of the answer intact', async () => {
    const result = await tokenless('{ shop { name } product(handle: "embout-rotule-m8") { title tags } menu(handle: "main-menu") { id } }');
    expect(result.status).toBe(200);
    expect(result.body.data.shop.name).toBe('Vérins Pro');
    expect(result.body.data.product).toBeNull();
    expect(result.body.data.menu).toBeNull();
    const denied = result.body.errors?.map((error) => [error.path.join('.'), error.extensions.code]);
    expect(denied).toEqual(
      expect.arrayContaining([
        ['product.tags', 'ACCESS_DENIED'],
        ['menu', 'ACCESS_DENIED'],
      ]),
    );
    // productTags is non-null: refused, it takes the whole answer with it, as on Shopify.
    const tags = await tokenless('{ productTags(first: 5) { nodes } }');
    expect(tags.body.data).toBeNull();
    expect(tags.body.errors?.[0].extensions.code).toBe('ACCESS_DENIED');
    expect(result.body.errors?.[0].message).toMatch(/^Access denied for \w+ field\. Required access: `unauthenticated_read_\w+` access scope\.$/);
    const customer = await tokenless('mutation { customerCreate(input: {email: "a@exemple.fr", password: "secret1"}) { customer { id } } }');
    expect(customer.body.errors?.[0].extensions.code).toBe('ACCESS_DENIED');
  });

  it(`limits tokenless documents to a cost of ${TOKENLESS_MAX_COST}, which a token lifts`, async () => {
    const query = '{ products(first: 100) { nodes { id variants(first: 250) { nodes { id } } } } }';
    const refused = await tokenless(query);
    expect(refused.body.errors?.[0].extensions).toMatchObject({code: 'MAX_COMPLEXITY_EXCEEDED', maxComplexity: TOKENLESS_MAX_COST});
    const answered = await gql(shop, query);
    expect(answered.body.errors).toBeUndefined();
  });

  it('still refuses a token that is not the one configured', async () => {
    const guarded = await startTestShop({storefrontToken: 'jeton-attendu'});
    try {
      const wrong = await gql(guarded, '{ shop { name } }', {}, {'X-Shopify-Storefront-Access-Token': 'autre'});
      expect(wrong.status).toBe(401);
    } finally {
      await guarded.close();
    }
  });
});

describe('query cost', () => {
  it('counts a connection as 2 plus its nodes, an object as 1, a scalar as 0 (Shopify’s calculation)', () => {
    expect(cost('{ products(first: 10) { nodes { id title } } }').requested).toBe(2 + 10 * 1);
    expect(cost('{ products(first: 10) { edges { node { id featuredImage { url } } } } }').requested).toBe(2 + 10 * 2);
    expect(cost('mutation { cartNoteUpdate(cartId: "x", note: "y") { cart { id } } }').requested).toBe(10 + 1 + 1);
  });

  it('counts every alias', () => {
    const one = cost('{ a: shop { name } }').work;
    const many = cost(`{ ${Array.from({length: 50}, (_, i) => `a${i}: shop { name }`).join(' ')} }`).work;
    expect(many).toBe(50 * one);
  });

  it('charges a search, a filter or a sort for every product it scans', () => {
    const small = cost('{ search(query: "v", first: 1) { nodes { __typename } } }', {...bigCatalogue, products: 10});
    const large = cost('{ search(query: "v", first: 1) { nodes { __typename } } }');
    expect(large.work - small.work).toBe(2000 - 10);
    const aliases = Array.from({length: 60}, (_, i) => `s${i}: search(query: "v", first: 1) { nodes { __typename } }`).join(' ');
    expect(cost(`{ ${aliases} }`).work).toBeGreaterThan(MAX_WORK);
  });

  it('counts introspection by the size of the real schema', () => {
    const one = cost('{ __schema { types { name fields { name args { name } } } } }').work;
    const types = Object.keys(shop.app.schema.getTypeMap()).length;
    expect(one).toBeGreaterThan(types * 2);
    expect(cost(`{ ${Array.from({length: 50}, (_, i) => `s${i}: __schema { types { name fields { name args { name } } } }`).join(' ')} }`).work).toBeGreaterThan(MAX_WORK);
  });

  it('counts the nodes the catalogue can give, not only what is asked', () => {
    const query = '{ products(first: 100) { nodes { variants(first: 250) { nodes { id } } } } }';
    expect(cost(query).requested).toBe(2 + 100 * (1 + 2 + 250));
    expect(cost(query).work).toBe(2 + 2000 + 100 * (1 + 2 + 30));
  });
});

describe('time budget and fair sharing', () => {
  it('lets a light request through while a heavy one runs, and finishes both', async () => {
    const heavy = `{ ${Array.from({length: 400}, (_, i) => `s${i}: search(query: "vérin", first: 5) { nodes { ... on Product { title } } }`).join(' ')} }`;
    const order: string[] = [];
    const heavyDone = gql(shop, heavy, {}, {'X-Shopify-Storefront-Access-Token': 'client-lourd'}).then((result) => {
      order.push('heavy');
      return result;
    });
    // Sent once the heavy document has started running.
    await new Promise((resolve) => setTimeout(resolve, 15));
    const light = await gql(shop, '{ shop { name } }');
    order.push('light');
    const heavyResult = await heavyDone;
    expect(light.body.data.shop.name).toBe('Vérins Pro');
    expect(heavyResult.body.errors).toBeUndefined();
    expect(Object.keys(heavyResult.body.data)).toHaveLength(400);
    expect(order).toEqual(['light', 'heavy']);
  });

  it('stops an execution that used its budget with TIMEOUT', () => {
    const execution = new Execution(new Scheduler(), 'test', 0);
    const start = performance.now();
    while (performance.now() - start < 8) {
      // a resolver that runs past its slice
    }
    expect(() => execution.proceed(true)).toThrow(ExecutionTimeout);
    expect(execution.timedOut).toBe(true);
  });

  it('gives waiting executions their turns client after client', async () => {
    const scheduler = new Scheduler();
    const turns: string[] = [];
    const waitFor = (execution: Execution, label: string) => {
      // Use up the slice so that the next field has to wait.
      const start = performance.now();
      while (performance.now() - start < 8) {
        // busy
      }
      expect(execution.proceed(true)).toBe(false);
      return execution.later(() => turns.push(label));
    };
    const a1 = new Execution(scheduler, 'a');
    const a2 = new Execution(scheduler, 'a');
    const b1 = new Execution(scheduler, 'b');
    await Promise.all([waitFor(a1, 'a1'), waitFor(a2, 'a2'), waitFor(b1, 'b1')]);
    expect(turns).toEqual(['a1', 'b1', 'a2']);
  });

  it('bounds the requests one client has under way, and refuses past its line', async () => {
    const throttle = new ClientThrottle();
    const limits = {running: 1, waiting: 1};
    const first = await throttle.acquire('c', limits);
    const second = throttle.acquire('c', limits);
    expect(second).not.toBeNull();
    expect(throttle.acquire('c', limits)).toBeNull();
    // Another client is not held up.
    expect(throttle.acquire('d', limits)).not.toBeNull();
    first?.();
    const release = await second;
    release?.();
    expect(throttle.acquire('c', limits)).not.toBeNull();
  });
});

describe('search', () => {
  it('reads single-quoted values as the search syntax allows, and apostrophes inside words as letters', async () => {
    const quoted = await data(shop, `{ products(first: 10, query: "product_type:'Vérin à gaz'") { nodes { productType } } }`);
    const unquoted = await data(shop, '{ products(first: 10, query: "product_type:\\"Vérin à gaz\\"") { nodes { productType } } }');
    expect(quoted.products.nodes).toEqual(unquoted.products.nodes);
    const apostrophe = await gql(shop, `{ search(query: "l'embout", first: 5) { totalCount } }`);
    expect(apostrophe.body.errors).toBeUndefined();
  });

  it('gives search results Shopify’s tracking parameters, position first', async () => {
    const result = await data(shop, '{ search(query: "vérin", first: 3, types: [PRODUCT]) { nodes { ... on Product { trackingParameters } } } }');
    result.search.nodes.forEach((node: {trackingParameters: string}, index: number) => {
      const params = new URLSearchParams(node.trackingParameters);
      expect(params.get('_pos')).toBe(String(index + 1));
      expect(params.get('_ss')).toBe('r');
      expect(params.get('_sid')).toMatch(/^[0-9a-f]{9}$/);
    });
    const outside = await data(shop, '{ products(first: 1) { nodes { trackingParameters } } }');
    expect(outside.products.nodes[0].trackingParameters).toBeNull();
  });

  it('gives predictive results and suggestions tracking parameters with the query typed', async () => {
    const result = await data(shop, '{ predictiveSearch(query: "vér", limit: 5) { products { trackingParameters } queries { text styledText trackingParameters } } }');
    const first = new URLSearchParams(result.predictiveSearch.products[0].trackingParameters);
    expect(Object.fromEntries(first)).toEqual({_pos: '1', _psq: 'vér', _ss: 'e', _v: '1.0'});
    for (const suggestion of result.predictiveSearch.queries) {
      expect(new URLSearchParams(suggestion.trackingParameters).get('_psq')).toBe('vér');
      // The part that matches what was typed is in <mark>, the rest as it is.
      expect(suggestion.styledText).toMatch(/<mark>V[ée]r<\/mark>|<mark>v[ée]r<\/mark>/);
      expect(suggestion.styledText.replace(/<\/?mark>/g, '')).toBe(suggestion.text.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    }
    const texts = result.predictiveSearch.queries.map((suggestion: {text: string}) => suggestion.text.toLocaleLowerCase('fr'));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('cart', () => {
  let variant: string;
  let other: string;

  beforeAll(async () => {
    variant = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
    other = await variantIdBySku(shop, 'verin-hydraulique-double-effet', 'VH4020-200');
  });

  it('answers no tax or duty amount, as Shopify does since 2025-01', async () => {
    const result = await data(
      shop,
      `mutation($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v, quantity: 2}]}) { cart {
        cost { totalAmount { amount } totalTaxAmount { amount } totalDutyAmount { amount } totalTaxAmountEstimated }
        estimatedCost { totalTaxAmount { amount } totalDutyAmount { amount } } } } }`,
      {v: variant},
    );
    expect(result.cartCreate.cart.cost).toMatchObject({totalTaxAmount: null, totalDutyAmount: null, totalTaxAmountEstimated: false});
    expect(result.cartCreate.cart.estimatedCost).toEqual({totalTaxAmount: null, totalDutyAmount: null});
  });

  it('refuses nested lines (CartLineInput.parent) with Shopify’s PARENT_LINE codes and changes nothing', async () => {
    const created = await data(shop, `mutation($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v}]}) { cart { id lines(first: 5) { nodes { id } } } } }`, {v: variant});
    const cart = created.cartCreate.cart;
    const add = (parent: string) =>
      data(shop, `mutation($c: ID!, $o: ID!) { cartLinesAdd(cartId: $c, lines: [{merchandiseId: $o, parent: ${parent}}]) { cart { totalQuantity } userErrors { code field } } }`, {
        c: cart.id,
        o: other,
      });
    const blocked = await add(`{lineId: "${cart.lines.nodes[0].id}"}`);
    expect(blocked.cartLinesAdd.userErrors).toEqual([{code: 'PARENT_LINE_OPERATION_BLOCKED', field: ['lines', '0', 'parent']}]);
    expect(blocked.cartLinesAdd.cart.totalQuantity).toBe(1);
    const missing = await add('{merchandiseId: "gid://shopify/ProductVariant/999999"}');
    expect(missing.cartLinesAdd.userErrors[0].code).toBe('PARENT_LINE_NOT_FOUND');
    const both = await add(`{lineId: "${cart.lines.nodes[0].id}", merchandiseId: "${variant}"}`);
    expect(both.cartLinesAdd.userErrors[0].code).toBe('PARENT_LINE_INVALID_REFERENCE');
    const onCreate = await data(shop, `mutation($v: ID!, $o: ID!) { cartCreate(input: {lines: [{merchandiseId: $v}, {merchandiseId: $o, parent: {merchandiseId: $v}}]}) { cart { id } userErrors { code field } } }`, {v: variant, o: other});
    expect(onCreate.cartCreate).toEqual({cart: null, userErrors: [{code: 'PARENT_LINE_OPERATION_BLOCKED', field: ['input', 'lines', '1', 'parent']}]});
  });

  it('answers lines with no parent relationship', async () => {
    const result = await data(shop, `mutation($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v}]}) { cart { lines(first: 1) { nodes { ... on CartLine { parentRelationship { parent { id } } } } } } } }`, {v: variant});
    expect(result.cartCreate.cart.lines.nodes[0].parentRelationship).toBeNull();
  });
});

describe('gift cards', () => {
  it('gives the last four characters of the code as Shopify keeps it, and takes two cards, the small one first spent', async () => {
    const variant = await variantIdBySku(shop, 'verin-hydraulique-double-effet', 'VH4020-200');
    const result = await data(
      shop,
      `mutation($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v, quantity: 10}], giftCardCodes: ["cadeau 5 eur", "CADEAU-100-EUR"]}) {
        cart { cost { totalAmount { amount } } appliedGiftCards { lastCharacters amountUsed { amount } balance { amount } } } userErrors { code } } }`,
      {v: variant},
    );
    expect(result.cartCreate.userErrors).toEqual([]);
    const cards = result.cartCreate.cart.appliedGiftCards;
    expect(cards.map((card: {lastCharacters: string}) => card.lastCharacters).sort()).toEqual(['0EUR', '5EUR']);
    const small = cards.find((card: {lastCharacters: string}) => card.lastCharacters === '5EUR');
    expect(small.balance.amount).toBe('5.0');
    expect(Number(small.amountUsed.amount)).toBeLessThanOrEqual(5);
  });
});
