// The Storefront API endpoint of the local shop: authentication, request checks,
// Shopify-style errors and limits, shop-level queries.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type LocalShop} from '../../local-shop/server.ts';
import {data, gql, startTestShop} from './local-shop-helpers.ts';

let shop: LocalShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

const endpoint = () => `${shop.url}/api/2026-04/graphql.json`;
const TOKEN = {'X-Shopify-Storefront-Access-Token': 'test-token'};

describe('authentication and request checks', () => {
  it('answers a request without a token as Shopify’s tokenless access', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).data.shop.name).toBe('Vérins Pro');
  });

  it('accepts the private token header too', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'Shopify-Storefront-Private-Token': 'secret'},
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).data.shop.name).toBe('Vérins Pro');
  });

  it('requires the configured token when LOCAL_SHOP_STOREFRONT_TOKEN is set', async () => {
    const guarded = await startTestShop({storefrontToken: 'le-bon-jeton'});
    try {
      const wrong = await gql(guarded, '{ shop { name } }', {}, {'X-Shopify-Storefront-Access-Token': 'mauvais'});
      expect(wrong.status).toBe(401);
      const right = await gql(guarded, '{ shop { name } }', {}, {'X-Shopify-Storefront-Access-Token': 'le-bon-jeton'});
      expect(right.status).toBe(200);
      expect(right.body.data.shop.name).toBe('Vérins Pro');
    } finally {
      await guarded.close();
    }
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await fetch(endpoint(), {method: 'POST', headers: {'Content-Type': 'application/json', ...TOKEN}, body: '{"query": '});
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as any).errors[0].message).toMatch(/Invalid JSON/);
  });

  it('answers a body without a query string with a 400', async () => {
    const response = await fetch(endpoint(), {method: 'POST', headers: {'Content-Type': 'application/json', ...TOKEN}, body: '{"variables": {}}'});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({errors: {query: 'Required parameter missing or invalid'}});
  });

  it('refuses another content type with a 400', async () => {
    const response = await fetch(endpoint(), {method: 'POST', headers: {'Content-Type': 'text/plain', ...TOKEN}, body: '{ shop { name } }'});
    expect(response.status).toBe(400);
  });

  it('accepts application/graphql bodies', async () => {
    const response = await fetch(endpoint(), {method: 'POST', headers: {'Content-Type': 'application/graphql', ...TOKEN}, body: '{ shop { name } }'});
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).data.shop.name).toBe('Vérins Pro');
  });

  it('refuses a body over 1 MB with a 413', async () => {
    const query = `{ shop { name } } # ${'x'.repeat(1024 * 1024)}`;
    const response = await fetch(endpoint(), {method: 'POST', headers: {'Content-Type': 'application/json', ...TOKEN}, body: JSON.stringify({query})});
    expect(response.status).toBe(413);
  });

  it('answers GET with a 405', async () => {
    const response = await fetch(`${endpoint()}?query={shop{name}}`, {headers: TOKEN});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
  });

  it('accepts any YYYY-MM version and the unversioned path', async () => {
    for (const path of ['/api/2025-01/graphql.json', '/api/graphql.json']) {
      const response = await fetch(`${shop.url}${path}`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', ...TOKEN},
        body: JSON.stringify({query: '{ shop { name } }'}),
      });
      expect(response.status).toBe(200);
    }
    const unknown = await fetch(`${shop.url}/api/latest/graphql.json`, {method: 'POST', headers: TOKEN});
    expect(unknown.status).toBe(404);
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(endpoint(), {method: 'OPTIONS'});
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('X-Shopify-Storefront-Access-Token');
  });

  it('serves /health', async () => {
    const response = await fetch(`${shop.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({status: 'ok', products: 6});
  });
});

describe('GraphQL errors like Shopify', () => {
  it('reports an unknown field with HTTP 200, Shopify’s wording and a code', async () => {
    const result = await gql(shop, '{ product(handle: "embout-rotule-m8") { foo } }');
    expect(result.status).toBe(200);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toEqual([
      {
        message: "Field 'foo' doesn't exist on type 'Product'",
        locations: [{line: 1, column: 41}],
        extensions: {code: 'undefinedField', typeName: 'Product', fieldName: 'foo'},
      },
    ]);
  });

  it('reports a syntax error', async () => {
    const result = await gql(shop, '{ shop { name }');
    expect(result.status).toBe(200);
    expect(result.body.errors[0].extensions.code).toBe('PARSE_ERROR');
    expect(result.body.errors[0].locations).toBeDefined();
  });

  it('reports a missing required variable', async () => {
    const result = await gql(shop, 'query($id: ID!) { product(id: $id) { title } }');
    expect(result.body.errors[0]).toMatchObject({message: 'Variable $id of type ID! was provided invalid value', extensions: {code: 'INVALID_VARIABLE'}});
  });

  it('requires first or last on connections', async () => {
    const result = await gql(shop, '{ products { nodes { id } } }');
    expect(result.body.errors[0]).toMatchObject({message: 'you must provide one of first or last', path: ['products']});
    expect(result.body.data).toBeNull();
  });

  it('refuses pages over 250', async () => {
    const result = await gql(shop, '{ products(first: 251) { nodes { id } } }');
    expect(result.body.errors[0].extensions.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
    expect(result.body.errors[0].path).toEqual(['products']);
    const negative = await gql(shop, '{ products(last: -1) { nodes { id } } }');
    expect(negative.body.errors[0].extensions.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
  });

  it('limits the query depth', async () => {
    let selection = 'id';
    for (let i = 0; i < 12; i++) selection = `product { variants(first: 1) { nodes { ${selection} } } }`;
    const result = await gql(shop, `{ node(id: "gid://shopify/ProductVariant/1") { ... on ProductVariant { ${selection} } } }`);
    expect(result.body.errors[0].extensions.code).toBe('MAX_DEPTH_EXCEEDED');
    expect(result.body.errors[0].message).toMatch(/^Query has depth of \d+, which exceeds max depth of 20$/);
  });

  it('limits the query complexity, introspection included', async () => {
    const schemas = Array.from({length: 50}, (_, i) => `s${i}: __schema { types { fields { args { name } } } }`).join(' ');
    const result = await gql(shop, `{ ${schemas} }`);
    expect(result.body.errors[0].extensions).toMatchObject({code: 'MAX_COMPLEXITY_EXCEEDED', maxComplexity: 100_000});
    expect(result.body.errors[0].message).toMatch(/^Query has complexity of \d+, which exceeds max complexity of 100000$/);
    expect(result.body.data).toBeUndefined();
  });

  it('accepts the @inContext directive Hydrogen adds to every query', async () => {
    const result = await data(
      shop,
      `query Q($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
        localization { country { isoCode name currency { isoCode } } language { isoCode } availableCountries { isoCode } }
      }`,
      {country: 'BE', language: 'FR'},
    );
    expect(result.localization.country).toEqual({isoCode: 'BE', name: 'Belgique', currency: {isoCode: 'EUR'}});
    expect(result.localization.language.isoCode).toBe('FR');
    expect(result.localization.availableCountries.map((c: {isoCode: string}) => c.isoCode)).toContain('FR');
  });

  it('answers hostile input without crashing', async () => {
    const hostile = [
      '{ product(id: "gid://shopify/Product/99999999999999999999") { id } }',
      '{ product(id: "not a gid") { id } }',
      '{ node(id: "gid://shopify/Order/1001?key=\'; DROP TABLE orders; --") { id } }',
      `{ products(first: 5, query: "${'('.repeat(500)}vérin${')'.repeat(3)} OR -") { nodes { id } } }`,
      '{ products(first: 1, after: "%%%notbase64") { nodes { id } } }',
      '{ cart(id: "gid://shopify/Cart/abc?key=../../etc/passwd") { id } }',
    ];
    for (const query of hostile) {
      const result = await gql(shop, query);
      expect(result.status).toBe(200);
      // Refused or answered, never a bug.
      for (const error of result.body.errors ?? []) expect(error.extensions.code, query).not.toBe('INTERNAL_SERVER_ERROR');
    }
    const after = await data(shop, '{ shop { name } }');
    expect(after.shop.name).toBe('Vérins Pro');
  });

  it('reports unsupported mutations explicitly instead of pretending', async () => {
    const result = await gql(shop, 'mutation { cartClone(cartId: "gid://shopify/Cart/x?key=y") { cart { id } } }');
    expect(result.body.errors[0].extensions.code).toBe('NOT_IMPLEMENTED');
  });
});

describe('shop', () => {
  it('describes the shop', async () => {
    const result = await data(
      shop,
      `{ shop { name description moneyFormat brand { slogan } primaryDomain { url host }
          paymentSettings { currencyCode countryCode acceptedCardBrands enabledPresentmentCurrencies }
          privacyPolicy { title } termsOfService { title } refundPolicy { title } shippingPolicy { title } } }`,
    );
    expect(result.shop).toMatchObject({
      name: 'Vérins Pro',
      brand: null,
      primaryDomain: {url: 'http://storefront.test', host: 'storefront.test'},
      paymentSettings: {currencyCode: 'EUR', countryCode: 'FR', acceptedCardBrands: [], enabledPresentmentCurrencies: ['EUR']},
    });
    expect(result.shop.description).toMatch(/Vérins/);
  });
});
