// Issue 16, point 7: the address is typed once. The storefront's /checkout hands the
// contact and the address over with the cart (cartBuyerIdentityUpdate with the e-mail,
// cartDeliveryAddressesReplace with one selected address — or copyFromCustomerAddressId
// for a signed-in customer's saved address), and the hosted checkout opens at the
// delivery step, prefilled and editable.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LocalShop} from '../../local-shop/server.ts';
import {createCart, deliveryPage, pageText} from './checkout-helpers.ts';
import {csrfOf, data, getPage, postForm, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop;
let rotule: string;

beforeAll(async () => {
  shop = await startTestShop();
  rotule = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
});

afterAll(async () => {
  await shop.close();
});

const LYON = {firstName: 'Léa', lastName: 'Martin', address1: '4 place Bellecour', zip: '69002', city: 'Lyon', countryCode: 'FR', phone: '+33612345678'};

/** What the storefront's /checkout action sends (app/routes/checkout.tsx). */
async function handOver(cartId: string, email: string, address: Record<string, string>) {
  const identity = await data(shop, `mutation($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { userErrors { code } } }`, {
    id: cartId,
    b: {email, phone: address.phone, countryCode: 'FR'},
  });
  expect(identity.cartBuyerIdentityUpdate.userErrors).toEqual([]);
  const replaced = await data(
    shop,
    `mutation($id: ID!, $a: [CartSelectableAddressInput!]!) { cartDeliveryAddressesReplace(cartId: $id, addresses: $a) { userErrors { code } } }`,
    {id: cartId, a: [{selected: true, address: {deliveryAddress: address}}]},
  );
  expect(replaced.cartDeliveryAddressesReplace.userErrors).toEqual([]);
}

describe('the address handed over with the cart', () => {
  it('opens the hosted checkout at the delivery step, with the address handed over', async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}]});
    await handOver(cart.id, 'lea.martin@exemple.fr', LYON);
    const page = await getPage(cart.checkoutUrl);
    expect(page.status).toBe(200);
    const text = pageText(page.html);
    expect(text).toContain('Livraison et paiement');
    expect(text).toContain('Livraison à Léa Martin 4 place Bellecour 69002 Lyon France');
    expect(text).toContain('lea.martin@exemple.fr · +33612345678');
    expect(page.html).toMatch(/href="\/checkout\/cn\/[^"]+&#38;etape=informations">Modifier l’adresse ou le contact<\/a>/);

    // Placed from there, the order goes to that address.
    const {fields} = await deliveryPage(cart.checkoutUrl);
    const placed = await postForm(cart.checkoutUrl, {...fields, delivery: 'standard', payment: 'bank-transfer'});
    expect(placed.status).toBe(303);
    const url = new URL(placed.location as string);
    const {node} = await data(shop, `query($id: ID!) { node(id: $id) { ... on Order { email shippingAddress { name address1 zip city countryCodeV2 } } } }`, {
      id: `gid://shopify/Order/${url.searchParams.get('order')}?key=${url.searchParams.get('key')}`,
    });
    expect(node).toEqual({email: 'lea.martin@exemple.fr', shippingAddress: {name: 'Léa Martin', address1: '4 place Bellecour', zip: '69002', city: 'Lyon', countryCodeV2: 'FR'}});
  });

  it('lets the buyer change it there; an address the storefront hands over later wins', async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}]});
    await handOver(cart.id, 'lea.martin@exemple.fr', LYON);
    const edit = await getPage(`${cart.checkoutUrl}&etape=informations`);
    expect(pageText(edit.html)).toContain('Vos informations');
    expect(edit.html).toContain('value="4 place Bellecour"');
    expect(edit.html).toContain('value="lea.martin@exemple.fr"');
    const saved = await postForm(cart.checkoutUrl, {
      csrf: csrfOf(edit.html),
      step: 'informations',
      email: 'lea.martin@exemple.fr',
      phone: '',
      firstName: 'Léa',
      lastName: 'Martin',
      company: '',
      address1: '9 rue Mercière',
      address2: '',
      zip: '69002',
      city: 'Lyon',
      country: 'FR',
    });
    expect(saved.status).toBe(303);
    expect(pageText((await getPage(cart.checkoutUrl)).html)).toContain('Livraison à Léa Martin 9 rue Mercière');

    // Back on the storefront, the buyer gives another address: the checkout opens with it.
    await handOver(cart.id, 'lea.martin@exemple.fr', {...LYON, address1: '1 rue de la Part-Dieu', zip: '69003'});
    expect(pageText((await getPage(cart.checkoutUrl)).html)).toContain('Livraison à Léa Martin 1 rue de la Part-Dieu 69003 Lyon');
  });

  it('opens at the information step, prefilled, when what was handed over is not enough', async () => {
    const noAddress = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}], buyerIdentity: {email: 'seul@exemple.fr', countryCode: 'FR'}});
    const first = await getPage(noAddress.checkoutUrl);
    expect(pageText(first.html)).toContain('Vos informations');
    expect(first.html).toContain('value="seul@exemple.fr"');

    const badZip = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}]});
    await handOver(badZip.id, 'zip@exemple.fr', {...LYON, zip: '6900'});
    const page = await getPage(badZip.checkoutUrl);
    expect(pageText(page.html)).toContain('Vos informations');
    expect(page.html).toContain('value="6900"');
    expect(page.html).not.toContain('aria-invalid="true"');
    // The delivery step is not reachable around it.
    expect((await getPage(`${badZip.checkoutUrl}&etape=livraison`)).status).toBe(303);
  });
});

describe('copyFromCustomerAddressId', () => {
  const ADD = `mutation($id: ID!, $a: [CartSelectableAddressInput!]!) { cartDeliveryAddressesAdd(cartId: $id, addresses: $a) {
    cart { delivery { addresses { selected address { ... on CartDeliveryAddress { firstName lastName address1 zip city countryCode } } } } }
    userErrors { field code }
  } }`;

  async function customer(email: string) {
    await data(shop, `mutation($i: CustomerCreateInput!) { customerCreate(input: $i) { customerUserErrors { code } } }`, {
      i: {email, password: 'motdepasse-solide', firstName: 'Paul', lastName: 'Renard'},
    });
    const signedIn = await data(shop, `mutation($i: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $i) { customerAccessToken { accessToken } } }`, {
      i: {email, password: 'motdepasse-solide'},
    });
    const token = signedIn.customerAccessTokenCreate.customerAccessToken.accessToken as string;
    const created = await data(shop, `mutation($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }`, {
      t: token,
      a: {firstName: 'Paul', lastName: 'Renard', address1: '3 cours Mirabeau', zip: '13100', city: 'Aix-en-Provence', country: 'France'},
    });
    return {token, addressId: created.customerAddressCreate.customerAddress.id as string};
  }

  it('copies the signed-in customer’s saved address onto the cart, and the checkout opens with it', async () => {
    const paul = await customer('paul.renard@exemple.fr');
    const cart = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}], buyerIdentity: {customerAccessToken: paul.token}});
    const added = await data(shop, ADD, {id: cart.id, a: [{selected: true, address: {copyFromCustomerAddressId: paul.addressId}}]});
    expect(added.cartDeliveryAddressesAdd.userErrors).toEqual([]);
    expect(added.cartDeliveryAddressesAdd.cart.delivery.addresses).toEqual([
      {selected: true, address: {firstName: 'Paul', lastName: 'Renard', address1: '3 cours Mirabeau', zip: '13100', city: 'Aix-en-Provence', countryCode: 'FR'}},
    ]);
    expect(pageText((await getPage(cart.checkoutUrl)).html)).toContain('Livraison à Paul Renard 3 cours Mirabeau 13100 Aix-en-Provence France');
  });

  it('answers Shopify’s errors: no customer on the cart, another customer’s address, two kinds at once', async () => {
    const paul = await customer('paul.deux@exemple.fr');
    const other = await customer('autre.client@exemple.fr');
    const guest = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}]});
    const anonymous = await data(shop, ADD, {id: guest.id, a: [{address: {copyFromCustomerAddressId: paul.addressId}}]});
    expect(anonymous.cartDeliveryAddressesAdd.userErrors).toEqual([{field: ['addresses', '0', 'address', 'copyFromCustomerAddressId'], code: 'MISSING_CUSTOMER_ACCESS_TOKEN'}]);

    const cart = await createCart(shop, {lines: [{merchandiseId: rotule, quantity: 1}], buyerIdentity: {customerAccessToken: paul.token}});
    const foreign = await data(shop, ADD, {id: cart.id, a: [{address: {copyFromCustomerAddressId: other.addressId}}]});
    expect(foreign.cartDeliveryAddressesAdd.userErrors).toEqual([{field: ['addresses', '0', 'address', 'copyFromCustomerAddressId'], code: 'INVALID_DELIVERY_ADDRESS_ID'}]);
    const both = await data(shop, ADD, {id: cart.id, a: [{address: {copyFromCustomerAddressId: paul.addressId, deliveryAddress: {countryCode: 'FR'}}}]});
    expect(both.cartDeliveryAddressesAdd.userErrors).toEqual([{field: ['addresses', '0', 'address'], code: 'INVALID'}]);
    const after = await data(shop, `query($id: ID!) { cart(id: $id) { delivery { addresses { id } } } }`, {id: cart.id});
    expect(after.cart.delivery.addresses).toEqual([]);
  });
});
