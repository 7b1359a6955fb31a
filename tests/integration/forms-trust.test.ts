// Issue 17, item 4: the merchant inbox decides what its callers cannot be trusted with.
// 'Achat vérifié' is the shop's own finding (an order of the product by that e-mail,
// vouched for by the storefront's server), and « Utile » counts once per visitor.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_ADDRESS, checkout, data, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

const PASSWORD = 'secret-de-test';
const AUTH = {Authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`};

type Shop = Awaited<ReturnType<typeof startTestShop>>;
type Json = Record<string, any>;
let shop: Shop;
let productId: string;
let variantId: string;
const savedPassword = process.env.LOCAL_SHOP_ADMIN_PASSWORD;

beforeAll(async () => {
  process.env.LOCAL_SHOP_ADMIN_PASSWORD = PASSWORD;
  shop = await startTestShop();
  variantId = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
  const {node} = await data(shop, `query($id: ID!) { node(id: $id) { ... on ProductVariant { product { id } } } }`, {id: variantId});
  productId = node.product.id;
});

afterAll(async () => {
  await shop?.close();
  if (savedPassword === undefined) delete process.env.LOCAL_SHOP_ADMIN_PASSWORD;
  else process.env.LOCAL_SHOP_ADMIN_PASSWORD = savedPassword;
});

async function post(path: string, body: unknown, token: string | null = shop.formsToken) {
  const response = await fetch(`${shop.url}/forms/${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(token ? {Authorization: `Bearer ${token}`} : {})},
    body: JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as Json};
}

async function storedReview(id: number): Promise<Json> {
  const response = await fetch(`${shop.url}/admin/api/submissions?kind=review`, {headers: AUTH});
  const {submissions} = (await response.json()) as {submissions: Json[]};
  return submissions.find((item) => item.id === id) as Json;
}

/** An order of the product by this e-mail, through the hosted checkout. */
async function order(email: string) {
  const created = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`, {
    input: {lines: [{merchandiseId: variantId, quantity: 1}], buyerIdentity: {email, countryCode: 'FR'}},
  });
  await checkout(created.cartCreate.cart.checkoutUrl, {address: {...TEST_ADDRESS, email}});
}

const review = (email: string, extra: Json = {}) => ({
  productId,
  customerName: 'Paul',
  customerEmail: email,
  rating: 5,
  title: 'Solide',
  comment: 'Tient bien.',
  ...extra,
});

describe('« Achat vérifié »', () => {
  it('is refused to a caller without the token', async () => {
    const forged = await post('review', review(`faussaire.${Date.now()}@exemple.fr`, {verified: true}), null);
    expect(forged.status).toBe(401);
  });

  it('is not granted on the caller’s word: the shop must have the order', async () => {
    const claimed = await post('review', review(`sans-commande.${Date.now()}@exemple.fr`, {verified: true}));
    expect(claimed.status).toBe(201);
    expect((await storedReview(claimed.body.id)).data.verified).toBe(false);
  });

  it('is granted to a signed-in buyer of the product, and only to them', async () => {
    const buyer = `acheteur.${Date.now()}@exemple.fr`;
    await order(buyer);
    const vouched = await post('review', review(buyer, {verified: true}));
    expect((await storedReview(vouched.body.id)).data.verified).toBe(true);
    // A buyer's e-mail typed by a visitor the storefront did not sign in as that customer.
    const other = `autre.${Date.now()}@exemple.fr`;
    await order(other);
    const unvouched = await post('review', review(other));
    expect((await storedReview(unvouched.body.id)).data.verified).toBe(false);
  });
});

describe('« Utile »', () => {
  it('counts once per visitor', async () => {
    const created = await post('review', review(`utile.${Date.now()}@exemple.fr`));
    const moderated = await fetch(`${shop.url}/admin/avis/${created.body.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {...AUTH, 'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({csrf: await adminCsrf(), decision: 'approve'}),
    });
    expect(moderated.status).toBe(303);
    const vote = (voter: string | null) => post(`reviews/${created.body.id}/helpful`, voter === null ? {} : {voter});
    expect((await vote('visiteur-a-0123456789')).body).toEqual({ok: true, id: created.body.id, helpful: 1});
    expect((await vote('visiteur-a-0123456789')).body).toEqual({ok: true, id: created.body.id, helpful: 1});
    expect((await vote('visiteur-b-0123456789')).body.helpful).toBe(2);
    expect((await vote(null)).status).toBe(400);
    expect((await vote('x')).status).toBe(400);
  });
});

async function adminCsrf(): Promise<string> {
  const html = await (await fetch(`${shop.url}/admin`, {headers: AUTH})).text();
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
}
