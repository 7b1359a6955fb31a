// Customer accounts through the legacy Storefront customer API: sign-up rules, access
// tokens and their limits, profile, address book, password recovery through the
// outbox, and orders that belong to their customer.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ACCESS_TOKEN_TTL_MS} from '../../local-shop/store/customers.ts';
import {STOREFRONT_URL, adminHeaders, checkout, data, getPage, readOutbox, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: Awaited<ReturnType<typeof startTestShop>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  shop = await startTestShop();
  ids.spring = await variantIdBySku(shop, 'verin-gaz-acier-8-18', 'VG818-100-50');
  ids.rotule = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
});

afterAll(async () => {
  await shop.close();
});

const ERRORS = 'customerUserErrors { code field message } userErrors { field message }';
const CREATE = `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) {
  customer { id email firstName lastName displayName phone acceptsMarketing defaultAddress { id } } ${ERRORS} } }`;
const SIGN_IN = `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) {
  customerAccessToken { accessToken expiresAt } ${ERRORS} } }`;
const ME = `query($token: String!) { customer(customerAccessToken: $token) {
  id email firstName lastName phone numberOfOrders
  defaultAddress { id address1 zip city country countryCodeV2 formatted(withName: true) }
  addresses(first: 10) { nodes { id firstName address1 zip city country countryCodeV2 } }
} }`;

let counter = 0;
function uniqueEmail(name = 'client'): string {
  counter++;
  return `${name}.${counter}.${Date.now()}@exemple.fr`;
}

async function signUp(overrides: Record<string, unknown> = {}) {
  const input = {email: uniqueEmail(), password: 'motdepasse', firstName: 'Camille', lastName: 'Roux', acceptsMarketing: true, ...overrides};
  const result = await data(shop, CREATE, {input});
  expect(result.customerCreate.customerUserErrors).toEqual([]);
  return {...result.customerCreate.customer, password: input.password as string};
}

async function signIn(email: string, password: string): Promise<string> {
  const result = await data(shop, SIGN_IN, {input: {email, password}});
  expect(result.customerAccessTokenCreate.customerUserErrors).toEqual([]);
  return result.customerAccessTokenCreate.customerAccessToken.accessToken;
}

describe('Customer.metafield(s)', () => {
  it('reads the customer metafields the Customer Account API writes (a company’s details), and has no way to write them', async () => {
    const customer = await signUp();
    const token = await signIn(customer.email, customer.password);
    const id = Number(String(customer.id).split('/').pop());
    const now = new Date().toISOString();
    shop.app.store.run(
      'INSERT INTO customer_metafields (customer_id, namespace, key, type, value, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      id, 'custom', 'siret', 'single_line_text_field', '73282932000074', now, now,
    );
    const result = await data(
      shop,
      `query($token: String!) { customer(customerAccessToken: $token) {
        siret: metafield(namespace: "custom", key: "siret") { namespace key type value }
        metafields(identifiers: [{namespace: "custom", key: "siret"}, {namespace: "custom", key: "vat_number"}]) { key value }
      } }`,
      {token},
    );
    expect(result.customer.siret).toEqual({namespace: 'custom', key: 'siret', type: 'single_line_text_field', value: '73282932000074'});
    expect(result.customer.metafields).toEqual([{key: 'siret', value: '73282932000074'}, null]);
  });
});

describe('customerCreate', () => {
  it('creates an account, the phone kept in E.164', async () => {
    const email = uniqueEmail('camille');
    const result = await data(shop, CREATE, {
      input: {email, password: 'secret1', firstName: ' Camille ', lastName: 'Roux', phone: '06 12 34 56 78', acceptsMarketing: true},
    });
    expect(result.customerCreate).toMatchObject({
      customer: {email, firstName: 'Camille', lastName: 'Roux', displayName: 'Camille Roux', phone: '+33612345678', acceptsMarketing: true, defaultAddress: null},
      customerUserErrors: [],
      userErrors: [],
    });
    expect(result.customerCreate.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
  });

  it('refuses an e-mail already taken (whatever its case) with TAKEN', async () => {
    const existing = await signUp();
    const result = await data(shop, CREATE, {input: {email: existing.email.toUpperCase(), password: 'secret1'}});
    expect(result.customerCreate.customer).toBeNull();
    expect(result.customerCreate.customerUserErrors).toEqual([{code: 'TAKEN', field: ['input', 'email'], message: 'Cette adresse e-mail est déjà utilisée.'}]);
    expect(result.customerCreate.userErrors).toEqual([{field: ['input', 'email'], message: 'Cette adresse e-mail est déjà utilisée.'}]);
  });

  it('applies Shopify’s password rules with their codes', async () => {
    const cases: [string, string][] = [
      ['', 'BLANK'],
      ['1234', 'TOO_SHORT'],
      ['x'.repeat(41), 'TOO_LONG'],
      [' secret1', 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'],
    ];
    for (const [password, code] of cases) {
      const result = await data(shop, CREATE, {input: {email: uniqueEmail(), password}});
      expect(result.customerCreate.customer, code).toBeNull();
      expect(result.customerCreate.customerUserErrors, code).toMatchObject([{code, field: ['input', 'password']}]);
    }
    const short = await data(shop, CREATE, {input: {email: uniqueEmail(), password: '1234'}});
    expect(short.customerCreate.customerUserErrors[0].message).toBe('Le mot de passe doit contenir au moins 5 caractères.');
    // Five characters is Shopify's minimum (the storefront asks for 6 on its side).
    expect((await data(shop, CREATE, {input: {email: uniqueEmail(), password: '12345'}})).customerCreate.customerUserErrors).toEqual([]);
  });

  it('refuses a bad e-mail, markup or links in names and a bad phone, all at once', async () => {
    const result = await data(shop, CREATE, {
      input: {email: 'pas-un-email', password: 'secret1', firstName: '<b>Jo</b>', lastName: 'Visitez www.spam.example', phone: '12'},
    });
    expect(result.customerCreate.customerUserErrors.map((error: any) => [error.code, error.field.join('.')])).toEqual([
      ['INVALID', 'input.email'],
      ['CONTAINS_HTML_TAGS', 'input.firstName'],
      ['CONTAINS_URL', 'input.lastName'],
      ['INVALID', 'input.phone'],
    ]);
    expect(shop.app.store.get("SELECT COUNT(*) AS n FROM customers WHERE email = 'pas-un-email'")?.n).toBe(0);
  });

  it('refuses a phone already taken', async () => {
    await signUp({phone: '+33 6 99 88 77 66'});
    const result = await data(shop, CREATE, {input: {email: uniqueEmail(), password: 'secret1', phone: '0699887766'}});
    expect(result.customerCreate.customerUserErrors).toMatchObject([{code: 'TAKEN', field: ['input', 'phone']}]);
  });
});

describe('access tokens', () => {
  it('signs in with a random token that lives 30 days', async () => {
    const customer = await signUp();
    const before = Date.now();
    const result = await data(shop, SIGN_IN, {input: {email: customer.email, password: customer.password}});
    const token = result.customerAccessTokenCreate.customerAccessToken;
    expect(token.accessToken).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = Date.parse(token.expiresAt) - before;
    expect(Math.abs(lifetime - ACCESS_TOKEN_TTL_MS)).toBeLessThan(60_000);
    // Kept as a digest only.
    expect(shop.app.store.get('SELECT COUNT(*) AS n FROM customer_tokens WHERE token_hash = ?', token.accessToken)?.n).toBe(0);
    const me = await data(shop, ME, {token: token.accessToken});
    expect(me.customer).toMatchObject({id: customer.id, email: customer.email, numberOfOrders: '0', defaultAddress: null, addresses: {nodes: []}});
  });

  it('answers bad credentials with UNIDENTIFIED_CUSTOMER, unknown e-mail or wrong password alike', async () => {
    const customer = await signUp();
    for (const input of [
      {email: customer.email, password: 'mauvais'},
      {email: uniqueEmail('inconnu'), password: 'motdepasse'},
    ]) {
      const result = await data(shop, SIGN_IN, {input});
      expect(result.customerAccessTokenCreate).toEqual({
        customerAccessToken: null,
        customerUserErrors: [{code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Identifiants incorrects.'}],
        userErrors: [{field: null, message: 'Identifiants incorrects.'}],
      });
    }
  });

  it('keeps letting the owner in after failed sign-ins: guesses slow the account down, never lock it', async () => {
    const customer = await signUp();
    for (let i = 0; i < 5; i++) {
      const failed = await data(shop, SIGN_IN, {input: {email: customer.email, password: `faux-${i}`}});
      expect(failed.customerAccessTokenCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    }
    await signIn(customer.email, customer.password);
  });

  it('renews and deletes tokens; an expired or deleted token opens nothing', async () => {
    const customer = await signUp();
    const token = await signIn(customer.email, customer.password);
    shop.app.store.run("UPDATE customer_tokens SET expires_at = '2030-01-01T00:00:00Z'");
    const renewed = await data(shop, `mutation($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken expiresAt } userErrors { field message } } }`, {t: token});
    expect(renewed.customerAccessTokenRenew.customerAccessToken.accessToken).toBe(token);
    expect(Date.parse(renewed.customerAccessTokenRenew.customerAccessToken.expiresAt)).toBeGreaterThan(Date.now() + ACCESS_TOKEN_TTL_MS - 60_000);

    const DELETE = `mutation($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }`;
    const deleted = await data(shop, DELETE, {t: token});
    expect(deleted.customerAccessTokenDelete).toMatchObject({deletedAccessToken: token, userErrors: []});
    expect((await data(shop, ME, {token})).customer).toBeNull();
    const again = await data(shop, DELETE, {t: token});
    expect(again.customerAccessTokenDelete).toEqual({
      deletedAccessToken: null,
      deletedCustomerAccessTokenId: null,
      userErrors: [{field: ['customerAccessToken'], message: "Ce jeton d’accès n’existe pas ou a expiré."}],
    });
    const notRenewed = await data(shop, `mutation($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken } userErrors { field message } } }`, {t: token});
    expect(notRenewed.customerAccessTokenRenew).toMatchObject({customerAccessToken: null, userErrors: [{field: ['customerAccessToken']}]});

    const expiring = await signIn(customer.email, customer.password);
    shop.app.store.run("UPDATE customer_tokens SET expires_at = '2001-01-01T00:00:00Z'");
    expect((await data(shop, ME, {token: expiring})).customer).toBeNull();
    for (const bad of ['', 'abc', 'f'.repeat(64), `${'0'.repeat(63)}' OR 1=1 --`]) {
      expect((await data(shop, ME, {token: bad})).customer).toBeNull();
    }
  });
});

describe('customerUpdate', () => {
  const UPDATE = `mutation($t: String!, $c: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $c) {
    customer { email firstName lastName phone acceptsMarketing } customerAccessToken { accessToken } ${ERRORS} } }`;

  it('changes the profile, and a new password replaces every token', async () => {
    const customer = await signUp();
    const token = await signIn(customer.email, customer.password);
    const email = uniqueEmail('nouvelle');
    const profile = await data(shop, UPDATE, {t: token, c: {firstName: 'Léa', lastName: 'Martin', phone: '+33 7 11 22 33 44', acceptsMarketing: false, email}});
    expect(profile.customerUpdate).toMatchObject({
      customer: {email, firstName: 'Léa', lastName: 'Martin', phone: '+33711223344', acceptsMarketing: false},
      customerAccessToken: null,
      customerUserErrors: [],
    });
    const other = await signIn(email, customer.password);
    const changed = await data(shop, UPDATE, {t: token, c: {password: 'nouveau-secret'}});
    const fresh = changed.customerUpdate.customerAccessToken.accessToken;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(token);
    expect((await data(shop, ME, {token})).customer).toBeNull();
    expect((await data(shop, ME, {token: other})).customer).toBeNull();
    expect((await data(shop, ME, {token: fresh})).customer.email).toBe(email);
    await signIn(email, 'nouveau-secret');
  });

  it('refuses a taken e-mail, a short password and an unknown token', async () => {
    const taken = await signUp();
    const customer = await signUp();
    const token = await signIn(customer.email, customer.password);
    const result = await data(shop, UPDATE, {t: token, c: {email: taken.email, password: 'abc'}});
    expect(result.customerUpdate.customerUserErrors).toMatchObject([
      {code: 'TAKEN', field: ['customer', 'email']},
      {code: 'TOO_SHORT', field: ['customer', 'password']},
    ]);
    expect((await data(shop, ME, {token})).customer.email).toBe(customer.email);
    const unknown = await data(shop, UPDATE, {t: 'f'.repeat(64), c: {firstName: 'X'}});
    expect(unknown.customerUpdate).toMatchObject({customer: null, customerUserErrors: [{code: 'TOKEN_INVALID', field: ['customerAccessToken']}]});
  });
});

describe('address book', () => {
  const ADDRESS_FIELDS = 'id firstName lastName company address1 address2 zip city province country countryCodeV2 phone formatted(withName: true)';
  const CREATE_ADDRESS = `mutation($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) {
    customerAddress { ${ADDRESS_FIELDS} } ${ERRORS} } }`;
  const UPDATE_ADDRESS = `mutation($t: String!, $id: ID!, $a: MailingAddressInput!) { customerAddressUpdate(customerAccessToken: $t, id: $id, address: $a) {
    customerAddress { ${ADDRESS_FIELDS} } ${ERRORS} } }`;
  const DELETE_ADDRESS = `mutation($t: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $t, id: $id) { deletedCustomerAddressId ${ERRORS} } }`;
  const DEFAULT = `mutation($t: String!, $id: ID!) { customerDefaultAddressUpdate(customerAccessToken: $t, addressId: $id) {
    customer { defaultAddress { id } } ${ERRORS} } }`;

  it('creates, updates, chooses the default and deletes addresses', async () => {
    const customer = await signUp();
    const token = await signIn(customer.email, customer.password);
    const home = await data(shop, CREATE_ADDRESS, {
      t: token,
      a: {firstName: 'Camille', lastName: 'Roux', address1: '3 rue Mercière', zip: '69002', city: 'Lyon', country: 'France', phone: '04 78 00 00 00'},
    });
    expect(home.customerAddressCreate.customerUserErrors).toEqual([]);
    expect(home.customerAddressCreate.customerAddress).toMatchObject({
      address1: '3 rue Mercière',
      country: 'France',
      countryCodeV2: 'FR',
      formatted: ['Camille Roux', '3 rue Mercière', '69002 Lyon', 'France'],
    });
    const homeId = home.customerAddressCreate.customerAddress.id;
    expect(homeId).toMatch(/^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress$/);
    const work = await data(shop, CREATE_ADDRESS, {t: token, a: {address1: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'Allemagne', company: 'Werk GmbH'}});
    const workId = work.customerAddressCreate.customerAddress.id;
    expect(work.customerAddressCreate.customerAddress).toMatchObject({country: 'Allemagne', countryCodeV2: 'DE'});

    // The first address became the default one.
    let me = await data(shop, ME, {token});
    expect(me.customer.defaultAddress.id).toBe(homeId);
    expect(me.customer.addresses.nodes.map((node: any) => node.id)).toEqual([homeId, workId]);

    const updated = await data(shop, UPDATE_ADDRESS, {t: token, id: workId, a: {address2: 'Bâtiment B'}});
    expect(updated.customerAddressUpdate.customerAddress).toMatchObject({address1: 'Hauptstraße 5', address2: 'Bâtiment B', zip: '10115'});
    const badZip = await data(shop, UPDATE_ADDRESS, {t: token, id: homeId, a: {zip: '6900'}});
    expect(badZip.customerAddressUpdate.customerUserErrors).toMatchObject([{code: 'INVALID', field: ['address', 'zip']}]);
    const badCountry = await data(shop, CREATE_ADDRESS, {t: token, a: {address1: 'x', country: 'Narnia'}});
    expect(badCountry.customerAddressCreate.customerUserErrors).toEqual([{code: 'INVALID', field: ['address', 'country'], message: "Ce pays n’est pas reconnu."}]);

    const chosen = await data(shop, DEFAULT, {t: token, id: workId});
    expect(chosen.customerDefaultAddressUpdate.customer.defaultAddress.id).toBe(workId);
    const deleted = await data(shop, DELETE_ADDRESS, {t: token, id: workId});
    expect(deleted.customerAddressDelete).toMatchObject({deletedCustomerAddressId: workId, customerUserErrors: []});
    me = await data(shop, ME, {token});
    expect(me.customer.defaultAddress.id).toBe(homeId);
    expect(me.customer.addresses.nodes).toHaveLength(1);
  });

  it('keeps each customer’s addresses to themselves', async () => {
    const owner = await signUp();
    const ownerToken = await signIn(owner.email, owner.password);
    const created = await data(shop, CREATE_ADDRESS, {t: ownerToken, a: {address1: '1 place Bellecour', zip: '69002', city: 'Lyon', country: 'FR'}});
    const id = created.customerAddressCreate.customerAddress.id;
    const intruder = await signUp();
    const token = await signIn(intruder.email, intruder.password);
    for (const [query, variables, name] of [
      [UPDATE_ADDRESS, {t: token, id, a: {city: 'Pirate'}}, 'customerAddressUpdate'],
      [DELETE_ADDRESS, {t: token, id}, 'customerAddressDelete'],
      [DEFAULT, {t: token, id}, 'customerDefaultAddressUpdate'],
    ] as const) {
      const result = await data(shop, query, variables);
      expect(result[name].customerUserErrors, name).toMatchObject([{code: 'NOT_FOUND'}]);
    }
    expect((await data(shop, ME, {token: ownerToken})).customer.addresses.nodes[0].city).toBe('Lyon');
    const noToken = await data(shop, CREATE_ADDRESS, {t: 'x', a: {address1: 'y'}});
    expect(noToken.customerAddressCreate.customerUserErrors).toMatchObject([{code: 'TOKEN_INVALID'}]);
  });
});

describe('password recovery', () => {
  const RECOVER = `mutation($email: String!) { customerRecover(email: $email) { ${ERRORS} } }`;
  const RESET = `mutation($id: ID!, $input: CustomerResetInput!) { customerReset(id: $id, input: $input) {
    customer { email } customerAccessToken { accessToken } ${ERRORS} } }`;
  const RESET_BY_URL = `mutation($url: URL!, $password: String!) { customerResetByUrl(resetUrl: $url, password: $password) {
    customer { email } customerAccessToken { accessToken } ${ERRORS} } }`;

  const outbox = (email: string) => readOutbox(shop, email);

  async function recover(email: string): Promise<URL> {
    const result = await data(shop, RECOVER, {email});
    expect(result.customerRecover.customerUserErrors).toEqual([]);
    return new URL((await outbox(email))[0].link);
  }

  it('puts a French reset message with the storefront’s link in the outbox', async () => {
    const customer = await signUp();
    const link = await recover(customer.email);
    const [message] = await outbox(customer.email);
    expect(message).toMatchObject({kind: 'password-reset', to: customer.email, subject: 'Réinitialisation de votre mot de passe'});
    expect(message.body).toContain('Bonjour Camille,');
    expect(message.body).toContain(message.link);
    expect(message.body).toContain('valable une heure');
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT_URL}/reinitialiser-mot-de-passe`);
    expect(`gid://shopify/Customer/${link.searchParams.get('id')}`).toBe(customer.id);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an unknown e-mail with UNIDENTIFIED_CUSTOMER, and the outbox needs an address', async () => {
    const result = await data(shop, RECOVER, {email: uniqueEmail('personne')});
    expect(result.customerRecover.customerUserErrors).toEqual([{code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: "Aucun compte n’est associé à cette adresse e-mail."}]);
    expect((await fetch(`${shop.url}/outbox.json`, {headers: adminHeaders(shop)})).status).toBe(400);
    expect((await fetch(`${shop.url}/outbox.json?to=x`, {method: 'POST', headers: adminHeaders(shop)})).status).toBe(405);
  });

  it('resets the password once with the token, then never again', async () => {
    const customer = await signUp();
    const oldToken = await signIn(customer.email, customer.password);
    const link = await recover(customer.email);
    const token = link.searchParams.get('token') as string;
    const short = await data(shop, RESET, {id: customer.id, input: {resetToken: token, password: 'abc'}});
    expect(short.customerReset.customerUserErrors).toMatchObject([{code: 'TOO_SHORT', field: ['input', 'password']}]);
    const done = await data(shop, RESET, {id: customer.id, input: {resetToken: token, password: 'tout-neuf'}});
    expect(done.customerReset).toMatchObject({customer: {email: customer.email}, customerUserErrors: []});
    expect((await data(shop, ME, {token: done.customerReset.customerAccessToken.accessToken})).customer.email).toBe(customer.email);
    // Old sessions end with the old password.
    expect((await data(shop, ME, {token: oldToken})).customer).toBeNull();
    await signIn(customer.email, 'tout-neuf');
    const reused = await data(shop, RESET, {id: customer.id, input: {resetToken: token, password: 'encore-autre'}});
    expect(reused.customerReset).toMatchObject({
      customer: null,
      customerAccessToken: null,
      customerUserErrors: [{code: 'TOKEN_INVALID', field: ['input', 'resetToken'], message: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.'}],
    });
    const other = await signUp();
    const wrongCustomer = await data(shop, RESET, {id: other.id, input: {resetToken: (await recover(customer.email)).searchParams.get('token'), password: 'piratage'}});
    expect(wrongCustomer.customerReset.customerUserErrors).toMatchObject([{code: 'TOKEN_INVALID'}]);
  });

  it('resets by URL, and refuses an expired link or a foreign URL', async () => {
    const customer = await signUp();
    const expired = await recover(customer.email);
    shop.app.store.run("UPDATE password_resets SET expires_at = '2001-01-01T00:00:00Z'");
    const late = await data(shop, RESET_BY_URL, {url: expired.toString(), password: 'tout-neuf'});
    expect(late.customerResetByUrl.customerUserErrors).toMatchObject([{code: 'TOKEN_INVALID', field: ['resetUrl']}]);
    const link = await recover(customer.email);
    const done = await data(shop, RESET_BY_URL, {url: link.toString(), password: 'par-le-lien'});
    expect(done.customerResetByUrl.customerUserErrors).toEqual([]);
    expect(done.customerResetByUrl.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{64}$/);
    await signIn(customer.email, 'par-le-lien');
    const foreign = await data(shop, RESET_BY_URL, {url: 'https://exemple.fr/nimporte-quoi', password: 'par-le-lien'});
    expect(foreign.customerResetByUrl.customerUserErrors).toEqual([{code: 'INVALID', field: ['resetUrl'], message: "Ce lien de réinitialisation n’est pas valide."}]);
  });
});

describe('orders of a customer', () => {
  const ORDERS = `query($token: String!, $first: Int, $after: String, $sortKey: OrderSortKeys, $reverse: Boolean) {
    customer(customerAccessToken: $token) {
      numberOfOrders
      orders(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { id name orderNumber processedAt financialStatus fulfillmentStatus statusUrl email
          totalPrice { amount } successfulFulfillments { trackingCompany }
          shippingAddress { name city zip }
          lineItems(first: 10) { nodes { title quantity variant { title price { amount } image { url } } } } }
      }
    } }`;

  it('gives a signed-in cart the customer, prefills the checkout and files the order under the account', async () => {
    const customer = await signUp({firstName: 'Hugo', lastName: 'Bernard'});
    const token = await signIn(customer.email, customer.password);
    await data(
      shop,
      `mutation($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }`,
      {t: token, a: {firstName: 'Hugo', lastName: 'Bernard', address1: '8 quai de Bondy', zip: '69005', city: 'Lyon', country: 'FR'}},
    );
    const created = await data(
      shop,
      `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl buyerIdentity { email customer { id email } } } userErrors { field code } } }`,
      {input: {lines: [{merchandiseId: ids.spring, quantity: 1}], buyerIdentity: {customerAccessToken: token, countryCode: 'FR'}}},
    );
    const cart = created.cartCreate.cart;
    expect(cart.buyerIdentity).toEqual({email: customer.email, customer: {id: customer.id, email: customer.email}});
    const page = await getPage(cart.checkoutUrl);
    expect(page.html).toContain(`value="${customer.email}"`);
    expect(page.html).toContain('value="8 quai de Bondy"');
    const first = await checkout(cart.checkoutUrl, {address: null});

    // A guest order with the same e-mail belongs to the account too.
    const guest = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`, {
      input: {lines: [{merchandiseId: ids.rotule, quantity: 2}]},
    });
    const second = await checkout(guest.cartCreate.cart.checkoutUrl, {address: {...TEST_ADDRESS_FOR(customer.email)}, delivery: 'express'});

    const all = await data(shop, ORDERS, {token, first: 10, sortKey: 'PROCESSED_AT', reverse: true});
    expect(all.customer.numberOfOrders).toBe('2');
    expect(all.customer.orders.totalCount).toBe('2');
    expect(all.customer.orders.nodes.map((order: any) => order.orderNumber)).toEqual([second.number, first.number]);
    const [latest, earliest] = all.customer.orders.nodes;
    expect(earliest).toMatchObject({
      id: first.id,
      name: `#${first.number}`,
      financialStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      email: customer.email,
      successfulFulfillments: [],
      statusUrl: `${shop.url}/orders/${first.number}?key=${first.key}`,
      shippingAddress: {name: 'Hugo Bernard', city: 'Lyon', zip: '69005'},
      lineItems: {nodes: [{title: 'Vérin à gaz acier 8/18', quantity: 1, variant: {title: '100 N / 50 mm', price: {amount: '24.9'}}}]},
    });
    expect(earliest.lineItems.nodes[0].variant.image.url).toMatch(/\.svg$/);
    expect(latest.lineItems.nodes[0]).toMatchObject({title: 'Embout rotule M8', quantity: 2});

    // Paging and the other sort keys.
    const page1 = await data(shop, ORDERS, {token, first: 1, sortKey: 'TOTAL_PRICE'});
    expect(page1.customer.orders.nodes.map((order: any) => order.orderNumber)).toEqual([second.number]);
    expect(page1.customer.orders.pageInfo.hasNextPage).toBe(true);
    const page2 = await data(shop, ORDERS, {token, first: 1, sortKey: 'TOTAL_PRICE', after: page1.customer.orders.pageInfo.endCursor});
    expect(page2.customer.orders.nodes.map((order: any) => order.orderNumber)).toEqual([first.number]);
    expect(page2.customer.orders.pageInfo.hasNextPage).toBe(false);
    const byId = await data(shop, ORDERS, {token, first: 5, sortKey: 'ID'});
    expect(byId.customer.orders.nodes.map((order: any) => order.orderNumber)).toEqual([first.number, second.number]);

    // The status page is French.
    const status = await getPage(earliest.statusUrl);
    expect(status.status).toBe(200);
    expect(status.html).toContain(`<h1>Commande #${first.number}</h1>`);
    expect(status.html).toContain('En attente de paiement');

    // Someone else's token sees none of it.
    const stranger = await signUp();
    const strangerToken = await signIn(stranger.email, stranger.password);
    expect((await data(shop, ORDERS, {token: strangerToken, first: 10})).customer.orders.nodes).toEqual([]);
  });

  it('refuses an unknown customer token on a cart with CartErrorCode INVALID', async () => {
    const created = await data(shop, `mutation { cartCreate { cart { id } } }`);
    const result = await data(
      shop,
      `mutation($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { cart { buyerIdentity { customer { id } } } userErrors { field code message } } }`,
      {id: created.cartCreate.cart.id, b: {customerAccessToken: 'f'.repeat(64)}},
    );
    expect(result.cartBuyerIdentityUpdate.userErrors).toEqual([
      {field: ['buyerIdentity', 'customerAccessToken'], code: 'INVALID', message: "Le jeton d’accès client est invalide ou a expiré."},
    ]);
    expect(result.cartBuyerIdentityUpdate.cart.buyerIdentity.customer).toBeNull();
  });
});

function TEST_ADDRESS_FOR(email: string): Record<string, string> {
  return {email, phone: '', firstName: 'Hugo', lastName: 'Bernard', company: '', address1: '8 quai de Bondy', address2: '', zip: '69005', city: 'Lyon', country: 'FR'};
}
