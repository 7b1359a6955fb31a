// Carts in the local shop: Shopify's semantics (merging, quantity 0, userErrors,
// stock warnings, totals), concurrency, persistence, and Hydrogen's own cart handler.

import {createCartHandler, createStorefrontClient} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CART_QUERY_FRAGMENT as APP_CART_FRAGMENT} from '../../app/lib/fragments.ts';
import {type LocalShop} from '../../local-shop/server.ts';
import {CART_FIELDS, PAYLOAD, data, gql, removeTempDirs, startTestShop, tempDataDir, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop & {dataDir: string};
const ids: Record<string, string> = {};

beforeAll(async () => {
  shop = await startTestShop();
  for (const [handle, sku] of [
    ['verin-gaz-acier-8-18', 'VG818-100-50'],
    ['verin-gaz-acier-8-18', 'VG818-100-100'],
    ['verin-gaz-acier-8-18', 'VG818-200-50'],
    ['embout-rotule-m8', 'ROT-M8'],
    ['verin-hydraulique-double-effet', 'VH4020-200'],
  ]) {
    ids[sku] = await variantIdBySku(shop, handle, sku);
  }
});

afterAll(async () => {
  await shop.close();
  removeTempDirs();
});

const CREATE = `mutation($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`;
const ADD = `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const UPDATE = `mutation($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const REMOVE = `mutation($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } }`;
const GET = `query($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`;

async function newCart(lines: {merchandiseId: string; quantity?: number; attributes?: {key: string; value: string}[]}[] = []) {
  const result = await data(shop, CREATE, {input: {lines}});
  expect(result.cartCreate.userErrors).toEqual([]);
  return result.cartCreate.cart;
}

describe('cartCreate', () => {
  it('creates a cart with lines, note, attributes and buyer identity', async () => {
    const result = await data(shop, CREATE, {
      input: {
        lines: [{merchandiseId: ids['VG818-100-50'], quantity: 2}, {merchandiseId: ids['ROT-M8']}],
        note: 'Livrer le matin',
        attributes: [{key: 'Référence chantier', value: 'B-12'}],
        buyerIdentity: {email: 'atelier@exemple.fr', phone: '+33 6 12 34 56 78', countryCode: 'FR'},
      },
    });
    const {cart, userErrors, warnings} = result.cartCreate;
    expect(userErrors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[a-f0-9]{32}$/);
    const [token, key] = cart.id.replace('gid://shopify/Cart/', '').split('?key=');
    expect(cart.checkoutUrl).toBe(`${shop.url}/checkout/cn/${token}?key=${key}`);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.note).toBe('Livrer le matin');
    expect(cart.attributes).toEqual([{key: 'Référence chantier', value: 'B-12'}]);
    expect(cart.buyerIdentity).toEqual({email: 'atelier@exemple.fr', phone: '+33 6 12 34 56 78', countryCode: 'FR', customer: null});
    expect(cart.lines.nodes[0].id).toMatch(new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`));
    expect(cart.lines.nodes.map((line: any) => [line.merchandise.sku, line.quantity])).toEqual([
      ['VG818-100-50', 2],
      ['ROT-M8', 1],
    ]);
    // 2 × 24,90 + 3,90 = 53,70 TTC, of which VAT 53,70 − 53,70 / 1,2 = 8,95.
    expect(cart.lines.nodes[0].cost).toEqual({
      amountPerQuantity: {amount: '24.9', currencyCode: 'EUR'},
      compareAtAmountPerQuantity: null,
      subtotalAmount: {amount: '49.8', currencyCode: 'EUR'},
      totalAmount: {amount: '49.8', currencyCode: 'EUR'},
    });
    expect(cart.cost).toEqual({
      subtotalAmount: {amount: '53.7', currencyCode: 'EUR'},
      totalAmount: {amount: '53.7', currencyCode: 'EUR'},
      checkoutChargeAmount: {amount: '53.7', currencyCode: 'EUR'},
      totalTaxAmount: null,
      totalDutyAmount: null,
    });
  });

  it('creates an empty cart', async () => {
    const cart = await newCart();
    expect(cart.totalQuantity).toBe(0);
    expect(cart.lines.nodes).toEqual([]);
    expect(cart.cost.totalAmount).toEqual({amount: '0.0', currencyCode: 'EUR'});
    expect(cart.note).toBeNull();
  });

  it('creates no cart from an unknown variant', async () => {
    const result = await data(shop, CREATE, {input: {lines: [{merchandiseId: ids['ROT-M8']}, {merchandiseId: 'gid://shopify/ProductVariant/999999'}]}});
    expect(result.cartCreate.cart).toBeNull();
    expect(result.cartCreate.userErrors).toEqual([
      {
        field: ['input', 'lines', '1', 'merchandiseId'],
        code: 'INVALID',
        message: "La marchandise avec l’identifiant gid://shopify/ProductVariant/999999 n’existe pas.",
      },
    ]);
  });

  it('answers in English outside French', async () => {
    const result = await gql(
      shop,
      `mutation($input: CartInput!) @inContext(language: EN) { cartCreate(input: $input) { cart { id } userErrors { field message code } } }`,
      {input: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/999999'}]}},
    );
    expect(result.body.data.cartCreate.userErrors[0].message).toBe('The merchandise with id gid://shopify/ProductVariant/999999 does not exist.');
  });
});

describe('cartLinesAdd', () => {
  it('merges the same variant with the same attributes, and keeps other attributes apart', async () => {
    const cart = await newCart([{merchandiseId: ids['ROT-M8'], quantity: 2}]);
    const merged = await data(shop, ADD, {cartId: cart.id, lines: [{merchandiseId: ids['ROT-M8'], quantity: 3}]});
    expect(merged.cartLinesAdd.cart.lines.nodes.map((line: any) => line.quantity)).toEqual([5]);
    const apart = await data(shop, ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: ids['ROT-M8'], quantity: 1, attributes: [{key: 'Gravure', value: 'A'}]}],
    });
    expect(apart.cartLinesAdd.cart.lines.nodes.map((line: any) => [line.quantity, line.attributes])).toEqual([
      [5, []],
      [1, [{key: 'Gravure', value: 'A'}]],
    ]);
    expect(apart.cartLinesAdd.cart.totalQuantity).toBe(6);
  });

  it('reports an unknown variant and changes nothing', async () => {
    const cart = await newCart([{merchandiseId: ids['ROT-M8']}]);
    const result = await data(shop, ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: ids['ROT-M8']}, {merchandiseId: 'gid://shopify/ProductVariant/424242'}],
    });
    expect(result.cartLinesAdd.userErrors).toMatchObject([{field: ['lines', '1', 'merchandiseId'], code: 'INVALID'}]);
    expect(result.cartLinesAdd.cart.totalQuantity).toBe(1);
  });

  it('refuses a negative quantity', async () => {
    const cart = await newCart();
    const result = await data(shop, ADD, {cartId: cart.id, lines: [{merchandiseId: ids['ROT-M8'], quantity: -2}]});
    expect(result.cartLinesAdd.userErrors).toMatchObject([{field: ['lines', '0', 'quantity'], code: 'INVALID'}]);
  });

  it('adds what the stock allows, with Shopify’s warnings', async () => {
    const cart = await newCart();
    const partial = await data(shop, ADD, {cartId: cart.id, lines: [{merchandiseId: ids['VG818-100-100'], quantity: 5}]});
    const line = partial.cartLinesAdd.cart.lines.nodes[0];
    expect(line.quantity).toBe(3);
    expect(partial.cartLinesAdd.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        target: line.id,
        message: 'Seulement 3 articles « Vérin à gaz acier 8/18 (100 N / 100 mm) » ont pu être ajoutés au panier en raison du stock disponible.',
      },
    ]);
    const again = await data(shop, ADD, {cartId: cart.id, lines: [{merchandiseId: ids['VG818-100-100'], quantity: 1}]});
    expect(again.cartLinesAdd.cart.lines.nodes[0].quantity).toBe(3);
    expect(again.cartLinesAdd.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');

    const soldOut = await data(shop, ADD, {cartId: cart.id, lines: [{merchandiseId: ids['VG818-200-50'], quantity: 1}]});
    expect(soldOut.cartLinesAdd.cart.lines.nodes).toHaveLength(1);
    expect(soldOut.cartLinesAdd.userErrors).toEqual([]);
    expect(soldOut.cartLinesAdd.warnings).toEqual([
      {code: 'MERCHANDISE_OUT_OF_STOCK', target: ids['VG818-200-50'], message: 'Le produit « Vérin à gaz acier 8/18 (200 N / 50 mm) » est en rupture de stock.'},
    ]);
  });

  it('answers an unknown cart, or a wrong key, with a cartId error', async () => {
    const cart = await newCart();
    const wrongKey = cart.id.replace(/key=.*/, 'key=00000000000000000000000000000000');
    for (const cartId of [wrongKey, 'gid://shopify/Cart/inconnu?key=abc', 'nimporte']) {
      const result = await data(shop, ADD, {cartId, lines: [{merchandiseId: ids['ROT-M8']}]});
      expect(result.cartLinesAdd).toEqual({
        cart: null,
        userErrors: [{field: ['cartId'], code: 'INVALID', message: "Le panier indiqué n’existe pas."}],
        warnings: [],
      });
      expect((await data(shop, GET, {id: cartId})).cart).toBeNull();
    }
  });

  it('counts every one of 20 concurrent additions', async () => {
    const cart = await newCart();
    const results = await Promise.all(
      Array.from({length: 20}, () => gql(shop, ADD, {cartId: cart.id, lines: [{merchandiseId: ids['ROT-M8'], quantity: 1}]})),
    );
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data.cartLinesAdd.userErrors).toEqual([]);
    }
    const final = await data(shop, GET, {id: cart.id});
    expect(final.cart.lines.nodes).toHaveLength(1);
    expect(final.cart.lines.nodes[0].quantity).toBe(20);
    expect(final.cart.totalQuantity).toBe(20);
  });
});

describe('cartLinesUpdate and cartLinesRemove', () => {
  it('updates quantities, removes a line at 0, and caps to the stock', async () => {
    const cart = await newCart([{merchandiseId: ids['ROT-M8'], quantity: 1}, {merchandiseId: ids['VG818-100-100'], quantity: 1}]);
    const [rotule, spring] = cart.lines.nodes;
    const updated = await data(shop, UPDATE, {cartId: cart.id, lines: [{id: rotule.id, quantity: 4}]});
    expect(updated.cartLinesUpdate.cart.lines.nodes.map((line: any) => line.quantity)).toEqual([4, 1]);
    // 4 rotules reach the 3-4 pieces tier: 15,60 − 5 % (0,78) = 14,82, plus 26,90.
    expect(updated.cartLinesUpdate.cart.cost.subtotalAmount.amount).toBe('41.72');

    const capped = await data(shop, UPDATE, {cartId: cart.id, lines: [{id: spring.id, quantity: 10}]});
    expect(capped.cartLinesUpdate.cart.lines.nodes[1].quantity).toBe(3);
    expect(capped.cartLinesUpdate.warnings).toMatchObject([{code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: spring.id}]);

    const removed = await data(shop, UPDATE, {cartId: cart.id, lines: [{id: rotule.id, quantity: 0}]});
    expect(removed.cartLinesUpdate.cart.lines.nodes.map((line: any) => line.merchandise.sku)).toEqual(['VG818-100-100']);
    expect(removed.cartLinesUpdate.userErrors).toEqual([]);
  });

  it('changes the merchandise of a line', async () => {
    const cart = await newCart([{merchandiseId: ids['VG818-100-50'], quantity: 2}]);
    const result = await data(shop, UPDATE, {cartId: cart.id, lines: [{id: cart.lines.nodes[0].id, merchandiseId: ids['ROT-M8']}]});
    expect(result.cartLinesUpdate.cart.lines.nodes).toMatchObject([{quantity: 2, merchandise: {sku: 'ROT-M8'}}]);
  });

  it('reports unknown lines and bad quantities without changing anything', async () => {
    const cart = await newCart([{merchandiseId: ids['ROT-M8'], quantity: 2}]);
    const line = cart.lines.nodes[0];
    const unknown = await data(shop, UPDATE, {
      cartId: cart.id,
      lines: [{id: line.id, quantity: 5}, {id: 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000', quantity: 1}],
    });
    expect(unknown.cartLinesUpdate.userErrors).toMatchObject([{field: ['lines', '1', 'id'], code: 'INVALID_MERCHANDISE_LINE'}]);
    expect(unknown.cartLinesUpdate.cart.lines.nodes[0].quantity).toBe(2);
    const negative = await data(shop, UPDATE, {cartId: cart.id, lines: [{id: line.id, quantity: -1}]});
    expect(negative.cartLinesUpdate.userErrors).toMatchObject([{field: ['lines', '0', 'quantity'], code: 'INVALID'}]);
    // A line of another cart is not a line of this one.
    const other = await newCart([{merchandiseId: ids['ROT-M8']}]);
    const foreign = await data(shop, UPDATE, {cartId: cart.id, lines: [{id: other.lines.nodes[0].id, quantity: 3}]});
    expect(foreign.cartLinesUpdate.userErrors[0].code).toBe('INVALID_MERCHANDISE_LINE');
  });

  it('removes lines, all or nothing', async () => {
    const cart = await newCart([{merchandiseId: ids['ROT-M8']}, {merchandiseId: ids['VG818-100-50']}]);
    const [first, second] = cart.lines.nodes.map((line: any) => line.id);
    const bad = await data(shop, REMOVE, {cartId: cart.id, lineIds: [first, 'gid://shopify/CartLine/nope']});
    expect(bad.cartLinesRemove.userErrors).toMatchObject([{field: ['lineIds', '1'], code: 'INVALID_MERCHANDISE_LINE'}]);
    expect(bad.cartLinesRemove.cart.lines.nodes).toHaveLength(2);
    const good = await data(shop, REMOVE, {cartId: cart.id, lineIds: [first]});
    expect(good.cartLinesRemove.cart.lines.nodes.map((line: any) => line.id)).toEqual([second]);
    expect(good.cartLinesRemove.cart.totalQuantity).toBe(1);
  });
});

describe('other cart mutations', () => {
  it('updates note, attributes, buyer identity and discount codes', async () => {
    const cart = await newCart();
    const note = await data(shop, `mutation($id: ID!) { cartNoteUpdate(cartId: $id, note: "Merci") { cart { note } userErrors { code } } }`, {id: cart.id});
    expect(note.cartNoteUpdate.cart.note).toBe('Merci');
    const attributes = await data(
      shop,
      `mutation($id: ID!) { cartAttributesUpdate(cartId: $id, attributes: [{key: "a", value: "1"}]) { cart { attributes { key value } attribute(key: "a") { value } } } }`,
      {id: cart.id},
    );
    expect(attributes.cartAttributesUpdate.cart).toEqual({attributes: [{key: 'a', value: '1'}], attribute: {value: '1'}});
    const badEmail = await data(
      shop,
      `mutation($id: ID!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: {email: "pas-un-email"}) { cart { buyerIdentity { email } } userErrors { field code } } }`,
      {id: cart.id},
    );
    expect(badEmail.cartBuyerIdentityUpdate.userErrors).toEqual([{field: ['buyerIdentity', 'email'], code: 'INVALID'}]);
    const discount = await data(
      shop,
      `mutation($id: ID!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: ["PROMO10"]) { cart { discountCodes { code applicable } } warnings { code } } }`,
      {id: cart.id},
    );
    // The local shop has no discount codes: kept but not applicable, like an unknown code on Shopify.
    expect(discount.cartDiscountCodesUpdate.cart.discountCodes).toEqual([{code: 'PROMO10', applicable: false}]);
    expect(discount.cartDiscountCodesUpdate.warnings).toEqual([{code: 'DISCOUNT_NOT_FOUND'}]);
  });

  it('keeps delivery addresses for the checkout', async () => {
    const cart = await newCart();
    const result = await data(
      shop,
      `mutation($id: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesAdd(cartId: $id, addresses: $addresses) {
        cart { delivery { addresses { id selected address { ... on CartDeliveryAddress { firstName city zip countryCode formatted(withName: true) } } } } }
        userErrors { field code } } }`,
      {id: cart.id, addresses: [{selected: true, address: {deliveryAddress: {firstName: 'Anne', lastName: 'Martin', address1: '3 rue Vaugirard', zip: '75006', city: 'Paris', countryCode: 'FR'}}}]},
    );
    expect(result.cartDeliveryAddressesAdd.userErrors).toEqual([]);
    expect(result.cartDeliveryAddressesAdd.cart.delivery.addresses).toMatchObject([
      {selected: true, address: {firstName: 'Anne', city: 'Paris', zip: '75006', countryCode: 'FR', formatted: ['Anne Martin', '3 rue Vaugirard', '75006 Paris', 'FR']}},
    ]);
  });
});

describe('persistence', () => {
  it('keeps carts across a restart and seeds only once', async () => {
    const dataDir = tempDataDir();
    const own = await startTestShop({dataDir});
    let cartId: string;
    try {
      expect(own.seed.changed).toBe(true);
      const created = await data(own, CREATE, {input: {lines: [{merchandiseId: ids['ROT-M8'], quantity: 7}]}});
      cartId = created.cartCreate.cart.id;
    } finally {
      await own.close();
    }
    const again = await startTestShop({dataDir});
    try {
      expect(again.seed.changed).toBe(false);
      const cart = await data(again, GET, {id: cartId});
      expect(cart.cart.lines.nodes).toMatchObject([{quantity: 7, merchandise: {sku: 'ROT-M8'}}]);
      const products = await data(again, '{ products(first: 250) { nodes { id } } collections(first: 250) { nodes { id } } }');
      expect(products.products.nodes).toHaveLength(6);
      expect(products.collections.nodes).toHaveLength(5);
      const rows = again.app.store.get('SELECT (SELECT COUNT(*) FROM products) AS p, (SELECT COUNT(*) FROM variants) AS v, (SELECT COUNT(*) FROM product_images) AS i');
      // 23 drawings (products and variants) and the photos of the 4 photographed products.
      expect(rows).toEqual({p: 6, v: 13, i: 27});
    } finally {
      await again.close();
    }
  });
});

describe('Hydrogen’s cart handler', () => {
  function handler(cartQueryFragment: string | undefined) {
    const {storefront} = createStorefrontClient({
      storeDomain: shop.url,
      publicStorefrontToken: 'public-token',
      privateStorefrontToken: 'private-token',
      storefrontApiVersion: '2026-04',
      i18n: {language: 'FR', country: 'FR'},
    });
    return createCartHandler({storefront, getCartId: () => undefined, setCartId: () => new Headers(), cartQueryFragment});
  }

  async function runAllCartMethods(cartQueryFragment?: string) {
    const results: Record<string, any> = {};
    // Without a cart, addLines creates one.
    results.addLinesWithoutCart = await handler(cartQueryFragment).addLines([{merchandiseId: ids['ROT-M8'], quantity: 2}]);
    const cart = handler(cartQueryFragment);
    results.create = await cart.create({lines: [{merchandiseId: ids['VG818-100-50'], quantity: 2}]});
    const cartId: string = results.create.cart.id;
    const addresses = async () => (await data(shop, `query($id: ID!) { cart(id: $id) { delivery { addresses { id } } } }`, {id: cartId})).cart.delivery.addresses;
    results.addLines = await cart.addLines([{merchandiseId: ids['ROT-M8'], quantity: 1}]);
    results.get = await cart.get();
    const lineId = results.get.lines.nodes?.[0]?.id ?? results.get.lines.edges[0].node.id;
    results.updateLines = await cart.updateLines([{id: lineId, quantity: 1}]);
    results.updateNote = await cart.updateNote('Note de test');
    results.updateAttributes = await cart.updateAttributes([{key: 'source', value: 'test'}]);
    results.updateBuyerIdentity = await cart.updateBuyerIdentity({email: 'client@exemple.fr', countryCode: 'FR'});
    results.updateDiscountCodes = await cart.updateDiscountCodes(['BIENVENUE']);
    results.updateGiftCardCodes = await cart.updateGiftCardCodes([]);
    results.addGiftCardCodes = await cart.addGiftCardCodes(['CARTE-123']);
    results.removeGiftCardCodes = await cart.removeGiftCardCodes(['gid://shopify/AppliedGiftCard/1']);
    results.updateSelectedDeliveryOption = await cart.updateSelectedDeliveryOption([
      {deliveryGroupId: 'gid://shopify/CartDeliveryGroup/1', deliveryOptionHandle: 'standard'},
    ]);
    results.addDeliveryAddresses = await cart.addDeliveryAddresses([
      {address: {deliveryAddress: {address1: '1 rue de la Paix', city: 'Lyon', zip: '69002', countryCode: 'FR'}}, selected: true},
    ]);
    results.updateDeliveryAddresses = await cart.updateDeliveryAddresses([
      {id: (await addresses())[0].id, address: {deliveryAddress: {city: 'Lyon 2e', countryCode: 'FR'}}},
    ]);
    results.replaceDeliveryAddresses = await cart.replaceDeliveryAddresses([
      {address: {deliveryAddress: {address1: '2 rue de la Paix', city: 'Lyon', zip: '69002', countryCode: 'FR'}}},
    ]);
    results.removeDeliveryAddresses = await cart.removeDeliveryAddresses([(await addresses())[0].id]);
    results.setMetafields = await cart.setMetafields([{key: 'gift-message', type: 'single_line_text_field', value: 'Bon anniversaire'}]);
    results.deleteMetafield = await cart.deleteMetafield('gift-message');
    results.removeLines = await cart.removeLines([lineId]);
    results.finalGet = await cart.get();
    results.addresses = await addresses();
    return results;
  }

  for (const [name, fragment] of [
    ['its default fragments', undefined],
    ['the storefront’s cart fragment (app/lib/fragments.ts)', APP_CART_FRAGMENT],
  ] as const) {
    it(`runs every cart method without a GraphQL error, with ${name}`, async () => {
      const results = await runAllCartMethods(fragment);
      for (const [method, result] of Object.entries(results)) {
        if (method === 'addresses') continue;
        expect(result, method).toBeTruthy();
        expect(result.errors, method).toBeUndefined();
      }
      expect(results.addLinesWithoutCart.cart.totalQuantity).toBe(2);
      expect(results.addLines.userErrors).toEqual([]);
      expect(results.updateLines.userErrors).toEqual([]);
      expect(results.updateLines.cart.totalQuantity).toBe(2);
      expect(results.updateDeliveryAddresses.userErrors).toEqual([]);
      expect(results.removeDeliveryAddresses.userErrors).toEqual([]);
      expect(results.addresses).toEqual([]);
      expect(results.updateNote.userErrors).toEqual([]);
      expect(results.addGiftCardCodes.userErrors[0].code).toBe('INVALID');
      expect(results.updateSelectedDeliveryOption.userErrors[0].code).toBe('INVALID_DELIVERY_GROUP');
      expect(results.setMetafields.userErrors).toEqual([]);
      expect(results.deleteMetafield.userErrors).toEqual([]);
      expect(results.finalGet.totalQuantity).toBe(1);
      expect(results.finalGet.note).toBe('Note de test');
      expect(results.finalGet.buyerIdentity.email).toBe('client@exemple.fr');
    });
  }
});
