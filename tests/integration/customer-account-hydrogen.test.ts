// Hydrogen's real customerAccount client against the local shop, in Node, no browser:
// login → the local shop's sign-in page → the code from the outbox → the storefront's
// callback → authorize() → queries and mutations → an order placed with the customer's
// token on the cart → logout, which ends the session on both sides.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LOCAL_CLIENT_ID, LOCAL_SHOP_ID} from '../../local-shop/customer-account/config.ts';
import type {LocalShop} from '../../local-shop/server.ts';
import {Browser, Storefront, askForCode, codeFromOutbox, signIn, uniqueEmail} from './customer-account-helpers.ts';
import {STOREFRONT_URL, checkout, data, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

const CUSTOMER = `#graphql
  query CustomerDetails($language: LanguageCode) @inContext(language: $language) {
    customer {
      id firstName lastName displayName
      emailAddress { emailAddress }
      phoneNumber { phoneNumber }
      defaultAddress { id formatted territoryCode zip city }
      addresses(first: 6) { nodes { id formatted firstName lastName company address1 address2 territoryCode zoneCode city zip phoneNumber } }
    }
  }
`;

const ORDERS = `#graphql
  query CustomerOrders($first: Int) {
    customer {
      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {
        nodes { id name number confirmationNumber processedAt financialStatus fulfillmentStatus totalPrice { amount currencyCode } fulfillments(first: 1) { nodes { status } } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`;

const ORDER = `#graphql
  query Order($orderId: ID!) {
    order(id: $orderId) {
      id name statusPageUrl fulfillmentStatus financialStatus processedAt
      totalPrice { amount currencyCode } subtotal { amount } totalTax { amount } totalShipping { amount }
      shippingAddress { name formatted(withName: true) formattedArea territoryCode }
      discountApplications(first: 10) { nodes { value { __typename ... on PricingPercentageValue { percentage } } } }
      lineItems(first: 100) { nodes { id title quantity variantTitle sku price { amount } totalDiscount { amount } image { url altText width height } } }
    }
  }
`;

const UPDATE = `#graphql
  mutation customerUpdate($customer: CustomerUpdateInput!) {
    customerUpdate(input: $customer) { customer { firstName lastName displayName } userErrors { code field message } }
  }
`;

const CREATE_ADDRESS = `#graphql
  mutation customerAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) { customerAddress { id formatted } userErrors { code field message } }
  }
`;

describe('Hydrogen’s customerAccount client on the local shop', () => {
  it('signs a new shopper in by e-mail code, creating the account, then queries it', async () => {
    const storefront = new Storefront(shop.url);
    const browser = new Browser();
    const email = uniqueEmail('nouveau');

    // /account/login: the client sends the browser to the local shop's authorize page.
    const login = await storefront.request('/account/login?return_to=/compte');
    const redirect = await login.client.login();
    await storefront.commit(login.session);
    expect(redirect.status).toBe(302);
    const authorize = new URL(redirect.headers.get('Location') as string);
    expect(authorize.origin).toBe(shop.url);
    expect(authorize.pathname).toBe(`/authentication/${LOCAL_SHOP_ID}/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: LOCAL_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${STOREFRONT_URL.replace('http:', 'https:')}/account/authorize`,
      scope: 'openid email customer-account-api:full',
      code_challenge_method: 'S256',
    });

    // The French page, the code sent to the outbox, the code typed in.
    const {action, signInId} = await askForCode(browser, shop.url, authorize.toString(), email);
    const code = await codeFromOutbox(shop.url, email);
    const done = await browser.post(action, {demande: signInId, etape: 'code', code});
    expect(done.status).toBe(303);
    const callback = new URL(done.location as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${STOREFRONT_URL}/account/authorize`);
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));

    // /account/authorize: the code and the PKCE verifier for tokens, the nonce checked.
    const back = await storefront.request(callback.toString());
    const home = await back.client.authorize();
    await storefront.commit(back.session);
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/compte');

    const page = await storefront.request('/compte');
    expect(await page.client.isLoggedIn()).toBe(true);
    const {data: details, errors} = await page.client.query(CUSTOMER, {variables: {language: 'FR'}});
    expect(errors).toBeUndefined();
    expect(details.customer).toMatchObject({firstName: null, lastName: null, displayName: email, emailAddress: {emailAddress: email}, phoneNumber: null, defaultAddress: null});
    expect(details.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    expect((await page.client.getBuyer())?.customerAccessToken).toMatch(/^shcat_/);
  });

  it('reads and writes the profile and the address book, and sees an order placed with the customer’s token', async () => {
    const storefront = new Storefront(shop.url);
    const email = uniqueEmail('commande');
    await signIn(storefront, new Browser(), shop.url, email);
    const {client} = await storefront.request('/profil');

    const updated = await client.mutate(UPDATE, {variables: {customer: {firstName: 'Élodie', lastName: 'Marchand'}}});
    expect(updated.data.customerUpdate).toEqual({customer: {firstName: 'Élodie', lastName: 'Marchand', displayName: 'Élodie Marchand'}, userErrors: []});

    const created = await client.mutate(CREATE_ADDRESS, {
      variables: {
        address: {firstName: 'Élodie', lastName: 'Marchand', company: 'Atelier Marchand', address1: '8 rue des Forges', zip: '69003', city: 'Lyon', territoryCode: 'FR', phoneNumber: '04 72 00 00 00'},
        defaultAddress: true,
      },
    });
    expect(created.data.customerAddressCreate.userErrors).toEqual([]);
    expect(created.data.customerAddressCreate.customerAddress.formatted).toEqual(['Atelier Marchand', '8 rue des Forges', '69003 Lyon', 'France']);

    // The cart carries the buyer: Hydrogen's getBuyer() gives the Customer Account API token.
    const buyer = await client.getBuyer();
    const variant = await variantIdBySku(shop, 'verin-gaz-acier-8-18', 'VG818-100-50');
    const cart = await data(
      shop,
      `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl buyerIdentity { email customer { id } } } userErrors { code message } } }`,
      {input: {lines: [{merchandiseId: variant, quantity: 3}], buyerIdentity: {customerAccessToken: buyer?.customerAccessToken, countryCode: 'FR'}}},
    );
    expect(cart.cartCreate.userErrors).toEqual([]);
    expect(cart.cartCreate.cart.buyerIdentity.email).toBe(email);
    const placed = await checkout(cart.cartCreate.cart.checkoutUrl, {address: {email, firstName: 'Élodie', lastName: 'Marchand', address1: '8 rue des Forges', zip: '69003', city: 'Lyon', country: 'FR', phone: '0472000000'}});

    const orders = await client.query(ORDERS, {variables: {first: 10}});
    expect(orders.errors).toBeUndefined();
    expect(orders.data.customer.orders.nodes).toHaveLength(1);
    const [summary] = orders.data.customer.orders.nodes;
    expect(summary).toMatchObject({id: `gid://shopify/Order/${placed.number}`, name: `#${placed.number}`, number: placed.number, financialStatus: 'PENDING', fulfillmentStatus: 'UNFULFILLED', fulfillments: {nodes: []}});
    expect(summary.confirmationNumber).toMatch(/^[0-9A-Z]{9}$/);

    const detail = await client.query(ORDER, {variables: {orderId: summary.id}});
    expect(detail.errors).toBeUndefined();
    expect(detail.data.order.shippingAddress).toMatchObject({name: 'Élodie Marchand', territoryCode: 'FR', formattedArea: 'Lyon, France'});
    expect(detail.data.order.lineItems.nodes[0]).toMatchObject({quantity: 3, sku: 'VG818-100-50'});
    expect(detail.data.order.lineItems.nodes[0].image.url).toMatch(new RegExp(`^${shop.url}/images/products/`));
    expect(detail.data.order.discountApplications.nodes[0].value).toEqual({__typename: 'PricingPercentageValue', percentage: 5});
    expect(detail.data.order.statusPageUrl).toBe(`${shop.url}/orders/${placed.number}?key=${placed.key}`);
  });

  it('refreshes the access token before it expires, with the refresh token it was given', async () => {
    const storefront = new Storefront(shop.url);
    await signIn(storefront, new Browser(), shop.url, uniqueEmail('renouvellement'));
    const before = await storefront.request('/compte');
    const token = await before.client.getAccessToken();
    // Hydrogen keeps the expiry two minutes early; make it due now.
    before.session.set('customerAccount', {...before.session.get('customerAccount'), expiresAt: String(Date.now() - 1000)});
    await storefront.commit(before.session);

    const after = await storefront.request('/compte');
    expect(await after.client.isLoggedIn()).toBe(true);
    const renewed = await after.client.getAccessToken();
    expect(renewed).toMatch(/^shcat_/);
    expect(renewed).not.toBe(token);
    const {data: details} = await after.client.query(CUSTOMER);
    expect(details.customer.emailAddress.emailAddress).toMatch(/^renouvellement\./);
  });

  it('logs out on both sides: the shop ends the session and its tokens, the browser lands back on the storefront', async () => {
    const storefront = new Storefront(shop.url);
    const browser = new Browser();
    await signIn(storefront, browser, shop.url, uniqueEmail('depart'));
    const signedIn = await storefront.request('/compte');
    const token = (await signedIn.client.getAccessToken()) as string;
    const refreshToken = signedIn.session.get('customerAccount')?.refreshToken as string;

    const leaving = await storefront.request('/account/logout');
    const response = await leaving.client.logout({postLogoutRedirectUri: '/?au-revoir=1'});
    await storefront.commit(leaving.session, response);
    const logout = new URL(response.headers.get('Location') as string);
    expect(`${logout.origin}${logout.pathname}`).toBe(`${shop.url}/authentication/${LOCAL_SHOP_ID}/logout`);
    expect(logout.searchParams.get('id_token_hint')).toBeTruthy();

    const landed = await browser.get(logout.toString());
    expect(landed.status).toBe(302);
    expect(landed.location).toBe(`${STOREFRONT_URL}/?au-revoir=1`);
    expect(browser.jar.cookies.has('ca_session')).toBe(false);

    // The storefront's session is gone, and so are the shop's tokens.
    expect(await (await storefront.request('/compte')).client.isLoggedIn()).toBe(false);
    const api = await fetch(`${shop.url}/${LOCAL_SHOP_ID}/account/customer/api/2026-04/graphql`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Authorization: token},
      body: JSON.stringify({query: '{ customer { id } }'}),
    });
    expect(api.status).toBe(401);
    const refreshed = await fetch(`${shop.url}/authentication/${LOCAL_SHOP_ID}/oauth/token`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: STOREFRONT_URL},
      body: new URLSearchParams({grant_type: 'refresh_token', client_id: LOCAL_CLIENT_ID, refresh_token: refreshToken}),
    });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({error: 'invalid_grant'});

    // The next sign-in asks for the e-mail again: the shop-side session ended too.
    const again = await storefront.request('/account/login');
    const page = await browser.get((await again.client.login()).headers.get('Location') as string);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Connexion à votre compte');
  });

  it('signs a returning shopper straight back in while the shop-side session lives (single sign-on)', async () => {
    const storefront = new Storefront(shop.url);
    const browser = new Browser();
    const email = uniqueEmail('retour');
    await signIn(storefront, browser, shop.url, email);

    const otherTab = new Storefront(shop.url);
    const login = await otherTab.request('/account/login');
    const redirect = await login.client.login();
    await otherTab.commit(login.session);
    const answer = await browser.get(redirect.headers.get('Location') as string);
    expect(answer.status).toBe(303);
    const callback = await otherTab.request(answer.location as string);
    expect((await callback.client.authorize()).status).toBe(302);
    await otherTab.commit(callback.session);
    const {data: details} = await (await otherTab.request('/compte')).client.query(CUSTOMER);
    expect(details.customer.emailAddress.emailAddress).toBe(email);
  });
});
