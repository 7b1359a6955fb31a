// The Customer Account API's GraphQL endpoint on the local shop: authentication, the
// official schema (unknown fields refused, unanswered root fields said so), the profile,
// the address book with the schema's error codes, orders that belong to the customer only,
// customer metafields (company details of professional buyers), and the Storefront API's
// cart taking the Customer Account API token as its buyer.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LIMITS, LOCAL_SHOP_ID} from '../../local-shop/customer-account/config.ts';
import {customerAccountFor} from '../../local-shop/customer-account/index.ts';
import type {LocalShop} from '../../local-shop/server.ts';
import {accountApi, tokensFor, uniqueEmail} from './customer-account-helpers.ts';
import {checkout, data, gql, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop;
let offset = 0;

beforeAll(async () => {
  shop = await startTestShop();
  customerAccountFor(shop.app).now = () => Date.now() + offset;
});

afterAll(async () => {
  await shop.close();
});

async function signedIn(name: string) {
  const email = uniqueEmail(name);
  const tokens = await tokensFor(shop.url, email);
  const api = async (query: string, variables: Record<string, unknown> = {}) => {
    const result = await accountApi(shop.url, tokens.access_token, query, variables);
    expect(result.status).toBe(200);
    return result.body;
  };
  const me = (await api('{ customer { id } }')).data.customer.id as string;
  return {email, tokens, api, id: me};
}

const ADDRESS_FIELDS = 'id formatted firstName lastName company address1 address2 territoryCode zoneCode city zip phoneNumber country formattedArea';
const CREATE = `mutation($address: CustomerAddressInput!, $defaultAddress: Boolean) {
  customerAddressCreate(address: $address, defaultAddress: $defaultAddress) { customerAddress { ${ADDRESS_FIELDS} } userErrors { code field message } } }`;
const UPDATE = `mutation($address: CustomerAddressInput, $addressId: ID!, $defaultAddress: Boolean) {
  customerAddressUpdate(address: $address, addressId: $addressId, defaultAddress: $defaultAddress) { customerAddress { ${ADDRESS_FIELDS} } userErrors { code field message } } }`;
const DELETE = `mutation($addressId: ID!) { customerAddressDelete(addressId: $addressId) { deletedAddressId userErrors { code field message } } }`;
const BOOK = `{ customer { defaultAddress { id } addresses(first: 10) { nodes { id address1 } } } }`;

const LYON = {firstName: 'Paul', lastName: 'Girard', address1: '3 quai Perrache', zip: '69002', city: 'Lyon', territoryCode: 'FR'};

describe('the endpoint', () => {
  it('wants a valid access token: none, unknown or expired gets 401', async () => {
    const {tokens} = await signedIn('jeton');
    expect((await accountApi(shop.url, null, '{ customer { id } }')).status).toBe(401);
    expect((await accountApi(shop.url, 'shcat_inconnu', '{ customer { id } }')).status).toBe(401);
    expect((await accountApi(shop.url, `Bearer ${tokens.access_token}`, '{ customer { id } }')).status).toBe(200);
    offset = LIMITS.accessTokenTtlMs + 1000;
    try {
      expect((await accountApi(shop.url, tokens.access_token, '{ customer { id } }')).status).toBe(401);
    } finally {
      offset = 0;
    }
  });

  it('executes against the official schema: unknown fields refused, unanswered root fields said so', async () => {
    const {api} = await signedIn('schema');
    const unknown = await api('{ customer { id email } }');
    expect(unknown.errors?.[0]).toMatchObject({message: "Field 'email' doesn't exist on type 'Customer'", extensions: {code: 'undefinedField'}});
    const unanswered = await api('{ draftOrder(id: "gid://shopify/DraftOrder/1") { id } }');
    expect(unanswered.errors?.[0].extensions).toMatchObject({code: 'NOT_IMPLEMENTED'});
    const shopInfo = await api('{ shop { name email url } }');
    expect(shopInfo.data.shop).toMatchObject({name: 'Vérins Pro'});
  });

  it('answers only on its shop id and version paths', async () => {
    const {tokens} = await signedIn('chemin');
    const wrongShop = await fetch(`${shop.url}/123/account/customer/api/2026-04/graphql`, {method: 'POST', headers: {Authorization: tokens.access_token}});
    expect(wrongShop.status).toBe(404);
    const get = await fetch(`${shop.url}/${LOCAL_SHOP_ID}/account/customer/api/2026-04/graphql`, {headers: {Authorization: tokens.access_token}});
    expect(get.status).toBe(405);
  });
});

describe('profile', () => {
  it('updates names, refuses HTML, URLs and an empty input with the schema’s codes', async () => {
    const {api} = await signedIn('profil');
    const UPDATE_ME = `mutation($input: CustomerUpdateInput!) { customerUpdate(input: $input) { customer { firstName lastName displayName } userErrors { code field message } } }`;
    const ok = await api(UPDATE_ME, {input: {firstName: ' Zoé ', lastName: "N'Diaye"}});
    expect(ok.data.customerUpdate).toEqual({customer: {firstName: 'Zoé', lastName: "N'Diaye", displayName: "Zoé N'Diaye"}, userErrors: []});
    const html = await api(UPDATE_ME, {input: {firstName: '<b>Zoé</b>'}});
    expect(html.data.customerUpdate.userErrors[0]).toMatchObject({code: 'CONTAINS_HTML_TAGS', field: ['input', 'firstName']});
    const url = await api(UPDATE_ME, {input: {lastName: 'www.exemple.com'}});
    expect(url.data.customerUpdate.userErrors[0]).toMatchObject({code: 'CONTAINS_URL', field: ['input', 'lastName']});
    const empty = await api(UPDATE_ME, {input: {}});
    expect(empty.data.customerUpdate.userErrors).toEqual([{code: 'CUSTOMER_INPUT_ARGUMENT_EMPTY', field: ['input'], message: 'Indiquez au moins une information à modifier.'}]);
    expect((await api('{ customer { firstName } }')).data.customer.firstName).toBe('Zoé');
  });

  it('subscribes and unsubscribes the e-mail to marketing', async () => {
    const {api} = await signedIn('lettre');
    expect((await api('mutation { customerEmailMarketingSubscribe { emailAddress { marketingState } userErrors { message } } }')).data.customerEmailMarketingSubscribe.emailAddress.marketingState).toBe('SUBSCRIBED');
    expect((await api('{ customer { emailAddress { marketingState } } }')).data.customer.emailAddress.marketingState).toBe('SUBSCRIBED');
    await api('mutation { customerEmailMarketingUnsubscribe { userErrors { message } } }');
    expect((await api('{ customer { emailAddress { marketingState } } }')).data.customer.emailAddress.marketingState).toBe('NOT_SUBSCRIBED');
  });
});

describe('address book', () => {
  it('creates, edits, sets the default and deletes, the way the schema says', async () => {
    const {api} = await signedIn('carnet');
    const first = (await api(CREATE, {address: {...LYON, company: 'Girard SARL', phoneNumber: '06 11 22 33 44'}})).data.customerAddressCreate;
    expect(first.userErrors).toEqual([]);
    expect(first.customerAddress).toMatchObject({
      territoryCode: 'FR',
      country: 'France',
      phoneNumber: '+33611223344',
      formatted: ['Girard SARL', '3 quai Perrache', '69002 Lyon', 'France'],
      formattedArea: 'Lyon, France',
    });
    expect(first.customerAddress.id).toMatch(/^gid:\/\/shopify\/CustomerAddress\/\d+$/);
    // The first address is the default one.
    expect((await api(BOOK)).data.customer.defaultAddress.id).toBe(first.customerAddress.id);

    const second = (await api(CREATE, {address: {...LYON, address1: '10 rue de Brest', zip: '1000', city: 'Bruxelles', territoryCode: 'BE'}, defaultAddress: true})).data.customerAddressCreate;
    expect(second.userErrors).toEqual([]);
    expect((await api(BOOK)).data.customer.defaultAddress.id).toBe(second.customerAddress.id);

    const moved = (await api(UPDATE, {addressId: first.customerAddress.id, address: {address2: 'Bâtiment B'}})).data.customerAddressUpdate;
    expect(moved.customerAddress.formatted).toEqual(['Girard SARL', '3 quai Perrache', 'Bâtiment B', '69002 Lyon', 'France']);

    const demote = (await api(UPDATE, {addressId: second.customerAddress.id, defaultAddress: false})).data.customerAddressUpdate;
    expect(demote.userErrors[0].code).toBe('DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED');
    const keepDefault = (await api(DELETE, {addressId: second.customerAddress.id})).data.customerAddressDelete;
    expect(keepDefault).toMatchObject({deletedAddressId: null, userErrors: [{code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED', field: ['addressId']}]});

    await api(UPDATE, {addressId: first.customerAddress.id, defaultAddress: true});
    expect((await api(DELETE, {addressId: second.customerAddress.id})).data.customerAddressDelete).toEqual({deletedAddressId: second.customerAddress.id, userErrors: []});
    // The last address may go.
    expect((await api(DELETE, {addressId: first.customerAddress.id})).data.customerAddressDelete.userErrors).toEqual([]);
    expect((await api(BOOK)).data.customer).toEqual({defaultAddress: null, addresses: {nodes: []}});
  });

  it('refuses bad addresses with the schema’s codes and French messages', async () => {
    const {api} = await signedIn('refus');
    const errors = async (address: Record<string, unknown>) => (await api(CREATE, {address})).data.customerAddressCreate.userErrors;
    expect(await errors({})).toEqual([{code: 'ADDRESS_ARGUMENT_EMPTY', field: ['address'], message: "L’adresse est vide."}]);
    expect(await errors({...LYON, territoryCode: null})).toEqual([{code: 'TERRITORY_CODE_MISSING', field: ['address', 'territoryCode'], message: 'Le pays est obligatoire'}]);
    expect((await errors({...LYON, territoryCode: 'XX'}))[0]).toMatchObject({code: 'INVALID_TERRITORY_CODE', field: ['address', 'territoryCode']});
    expect(await errors({...LYON, address1: ' '})).toEqual([{code: 'ADDRESS1_MISSING', field: ['address', 'address1'], message: "L'adresse est obligatoire"}]);
    expect((await errors({...LYON, zip: '6900'}))[0]).toMatchObject({code: 'INVALID_FOR_COUNTRY', field: ['address', 'zip']});
    expect((await errors({...LYON, city: '<script>x</script>'}))[0]).toMatchObject({code: 'CONTAINS_HTML_TAGS', field: ['address', 'city']});
    expect((await errors({...LYON, company: 'x'.repeat(256)}))[0]).toMatchObject({code: 'TOO_LONG', field: ['address', 'company']});
    expect((await errors({...LYON, phoneNumber: 'abc'}))[0]).toMatchObject({code: 'PHONE_NUMBER_NOT_VALID', field: ['address', 'phoneNumber']});
    expect(await errors(LYON)).toEqual([]);
    expect((await errors({...LYON, city: 'LYON '}))[0]).toMatchObject({code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS'});
    expect((await api(BOOK)).data.customer.addresses.nodes).toHaveLength(1);
  });

  it('touches only the customer’s own addresses', async () => {
    const owner = await signedIn('proprio');
    const other = await signedIn('voisin');
    const created = (await owner.api(CREATE, {address: LYON})).data.customerAddressCreate.customerAddress.id;
    const missing = {code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: "Cette adresse n’existe pas."};
    expect((await other.api(UPDATE, {addressId: created, address: {city: 'Lille'}})).data.customerAddressUpdate.userErrors).toEqual([missing]);
    expect((await other.api(DELETE, {addressId: created})).data.customerAddressDelete.userErrors).toEqual([missing]);
    expect((await other.api(DELETE, {addressId: 'gid://shopify/MailingAddress/1'})).data.customerAddressDelete.userErrors).toEqual([missing]);
    expect((await owner.api(BOOK)).data.customer.addresses.nodes).toHaveLength(1);
  });
});

describe('orders', () => {
  it('belong to the customer whose token the cart carried; others cannot read them', async () => {
    const buyer = await signedIn('acheteur');
    const other = await signedIn('curieux');
    const variant = await variantIdBySku(shop, 'verin-gaz-acier-8-18', 'VG818-100-50');
    const created = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } } }`, {input: {lines: [{merchandiseId: variant, quantity: 1}]}});
    const identified = await data(
      shop,
      `mutation($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { buyerIdentity { email customer { id } } } userErrors { code field message } } }`,
      {cartId: created.cartCreate.cart.id, buyerIdentity: {customerAccessToken: buyer.tokens.access_token}},
    );
    expect(identified.cartBuyerIdentityUpdate.userErrors).toEqual([]);
    expect(identified.cartBuyerIdentityUpdate.cart.buyerIdentity.email).toBe(buyer.email);
    const placed = await checkout(created.cartCreate.cart.checkoutUrl, {address: {email: buyer.email, firstName: 'Jean', lastName: 'Morel', address1: '1 rue Neuve', zip: '59000', city: 'Lille', country: 'FR', phone: ''}});

    const ORDER = `query($id: ID!) { order(id: $id) { name totalPrice { amount } lineItems(first: 5) { nodes { title quantity } } customer { emailAddress { emailAddress } } } }`;
    const mine = await buyer.api(ORDER, {id: `gid://shopify/Order/${placed.number}`});
    expect(mine.data.order).toMatchObject({name: `#${placed.number}`, customer: {emailAddress: {emailAddress: buyer.email}}});
    expect((await other.api(ORDER, {id: `gid://shopify/Order/${placed.number}`})).data.order).toBeNull();
    expect((await other.api('{ customer { orders(first: 5) { nodes { id } } } }')).data.customer.orders.nodes).toEqual([]);
  });

  it('the cart refuses an expired Customer Account API token, as any invalid token', async () => {
    const {tokens} = await signedIn('perime');
    offset = LIMITS.accessTokenTtlMs + 1000;
    try {
      const result = await gql(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { code field } } }`, {
        input: {buyerIdentity: {customerAccessToken: tokens.access_token}},
      });
      expect(result.body.data.cartCreate.userErrors).toEqual([{code: 'INVALID', field: ['input', 'buyerIdentity', 'customerAccessToken']}]);
    } finally {
      offset = 0;
    }
  });
});

describe('customer metafields', () => {
  const SET = `mutation($metafields: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $metafields) {
    metafields { id namespace key type value jsonValue compareDigest } userErrors { code elementIndex field message } } }`;
  const READ = `query($identifiers: [HasMetafieldsIdentifier!]!) { customer {
    siret: metafield(namespace: "pro", key: "siret") { value type }
    metafields(identifiers: $identifiers) { key value } } }`;

  it('stores company details and reads them back, all or nothing', async () => {
    const {api, id} = await signedIn('pro');
    const company = [
      {ownerId: id, namespace: 'pro', key: 'company_name', type: 'single_line_text_field', value: 'Ateliers Girard'},
      {ownerId: id, namespace: 'pro', key: 'siret', type: 'single_line_text_field', value: '73282932000074'},
      {ownerId: id, namespace: 'pro', key: 'vat_number', type: 'single_line_text_field', value: 'FR44732829320'},
    ];
    const set = await api(SET, {metafields: company});
    expect(set.data.metafieldsSet.userErrors).toEqual([]);
    expect(set.data.metafieldsSet.metafields.map((field: {key: string}) => field.key)).toEqual(['company_name', 'siret', 'vat_number']);
    const read = await api(READ, {identifiers: [{namespace: 'pro', key: 'vat_number'}, {namespace: 'pro', key: 'absent'}]});
    expect(read.data.customer).toEqual({siret: {value: '73282932000074', type: 'single_line_text_field'}, metafields: [{key: 'vat_number', value: 'FR44732829320'}, null]});

    // One bad entry: nothing written.
    const mixed = await api(SET, {metafields: [{...company[0], value: 'Autre nom'}, {ownerId: id, namespace: 'pro', key: 'employees', type: 'number_integer', value: 'douze'}]});
    expect(mixed.data.metafieldsSet).toMatchObject({metafields: null, userErrors: [{code: 'INVALID_VALUE', elementIndex: 1, field: ['metafields', '1', 'value']}]});
    expect((await api(`{ customer { metafield(namespace: "pro", key: "company_name") { value } } }`)).data.customer.metafield.value).toBe('Ateliers Girard');
  });

  it('guards the owner, the names, the type and concurrent changes', async () => {
    const {api, id} = await signedIn('garde');
    const other = await signedIn('autre');
    const base = {ownerId: id, namespace: 'pro', key: 'siret', type: 'single_line_text_field', value: '73282932000074'};
    const codeOf = async (entry: Record<string, unknown>) => (await api(SET, {metafields: [entry]})).data.metafieldsSet.userErrors[0]?.code ?? null;
    expect(await codeOf({...base, ownerId: other.id})).toBe('INVALID');
    expect(await codeOf({...base, ownerId: 'gid://shopify/Product/1'})).toBe('DISALLOWED_OWNER_TYPE');
    expect(await codeOf({...base, namespace: 'ab'})).toBe('TOO_SHORT');
    expect(await codeOf({...base, namespace: 'shopify_x'})).toBe('INVALID');
    expect(await codeOf({...base, key: 'k'})).toBe('TOO_SHORT');
    expect(await codeOf({...base, type: 'money'})).toBe('INVALID_TYPE');
    expect(await codeOf({...base, type: undefined})).toBe('BLANK');
    expect(await codeOf({...base, value: 'x'.repeat(256)})).toBe('TOO_LONG');
    expect(await codeOf({...base, compareDigest: null})).toBeNull();
    // It exists now: null no longer matches, and neither does an old digest.
    expect(await codeOf({...base, compareDigest: null})).toBe('STALE_OBJECT');
    const current = (await api(`{ customer { metafield(namespace: "pro", key: "siret") { compareDigest } } }`)).data.customer.metafield.compareDigest;
    expect(await codeOf({...base, value: '55210055400013', compareDigest: current})).toBeNull();
    expect(await codeOf({...base, value: '11111111111111', compareDigest: current})).toBe('STALE_OBJECT');
    expect(await codeOf({...base, type: 'number_integer', value: '5'})).toBe('INVALID_TYPE');
    const many = Array.from({length: 26}, (_, index) => ({...base, key: `k${index}`}));
    expect((await api(SET, {metafields: many})).data.metafieldsSet.userErrors[0].code).toBe('LESS_THAN_OR_EQUAL_TO');
  });

  it('deletes metafields, reporting the ones that were not there', async () => {
    const {api, id} = await signedIn('efface');
    await api(SET, {metafields: [{ownerId: id, namespace: 'pro', key: 'siret', type: 'single_line_text_field', value: '73282932000074'}]});
    const DELETE_FIELDS = `mutation($metafields: [MetafieldIdentifierInput!]!) { metafieldsDelete(metafields: $metafields) { deletedMetafields { key namespace ownerId } userErrors { code } } }`;
    const deleted = await api(DELETE_FIELDS, {metafields: [{ownerId: id, namespace: 'pro', key: 'siret'}, {ownerId: id, namespace: 'pro', key: 'absent'}]});
    expect(deleted.data.metafieldsDelete).toEqual({deletedMetafields: [{key: 'siret', namespace: 'pro', ownerId: id}, null], userErrors: []});
    expect((await api(`{ customer { metafield(namespace: "pro", key: "siret") { value } } }`)).data.customer.metafield).toBeNull();
  });
});
