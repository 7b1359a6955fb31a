// Issue 17, item 9, on the local shop: control characters (NUL, BEL…) and direction
// overrides (U+202E…) are taken out of every text a client sends, in one input layer:
// Storefront API arguments (variables and literals alike), the forms endpoint, the
// hosted checkout's form. Line breaks and tabs stay.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {hasUnwantedCharacters} from '../../app/lib/platform/control-characters.ts';
import {data, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

const PASSWORD = 'secret-de-test';
type Shop = Awaited<ReturnType<typeof startTestShop>>;
let shop: Shop;
let variant: string;
const savedPassword = process.env.LOCAL_SHOP_ADMIN_PASSWORD;

beforeAll(async () => {
  process.env.LOCAL_SHOP_ADMIN_PASSWORD = PASSWORD;
  shop = await startTestShop();
  variant = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
});

afterAll(async () => {
  await shop?.close();
  if (savedPassword === undefined) delete process.env.LOCAL_SHOP_ADMIN_PASSWORD;
  else process.env.LOCAL_SHOP_ADMIN_PASSWORD = savedPassword;
});

const HOSTILE = 'a\u0000b\u0007c\u202Ed\u2066e\u2069f\u200Fg\u009Bh\r\n\ti';
const CLEAN = 'abcdefgh\r\n\ti';

describe('Storefront API', () => {
  it('takes them out of variables and of literals in the document', async () => {
    const viaVariables = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { cart { note attributes { key value } } } }`, {
      input: {note: HOSTILE, attributes: [{key: 'ref\u202E', value: HOSTILE}]},
    });
    expect(viaVariables.cartCreate.cart).toEqual({note: CLEAN, attributes: [{key: 'ref', value: CLEAN}]});
    const viaLiteral = await data(shop, `mutation { cartCreate(input: {note: "x\\u202Ey\\u0000z", lines: [{merchandiseId: "${variant}"}]}) { cart { note } } }`);
    expect(viaLiteral.cartCreate.cart.note).toBe('xyz');
  });

  it('cleans a customer’s name before it is checked and stored', async () => {
    const email = `bidi.${Date.now()}@exemple.fr`;
    const created = await data(shop, `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { firstName lastName email } customerUserErrors { code } } }`, {
      input: {email: `${email}\u200E`, password: 'secret1', firstName: 'Jean\u202E', lastName: '\u0000Dupont'},
    });
    expect(created.customerCreate).toEqual({customer: {firstName: 'Jean', lastName: 'Dupont', email}, customerUserErrors: []});
  });
});

describe('forms endpoint', () => {
  it('stores a contact message without them', async () => {
    const subject = `Facture \u202Efdp.exe ${Date.now()}`;
    const response = await fetch(`${shop.url}/forms/contact`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Authorization: `Bearer ${shop.formsToken}`},
      body: JSON.stringify({name: 'Jean\u0000 Dupont', email: 'jean@exemple.fr', subject, message: HOSTILE}),
    });
    expect(response.status).toBe(201);
    const listed = await fetch(`${shop.url}/admin/api/submissions?kind=contact`, {
      headers: {Authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`},
    });
    const {submissions} = (await listed.json()) as {submissions: {data: Record<string, string>}[]};
    expect(submissions[0].data).toMatchObject({name: 'Jean Dupont', subject: subject.replace('\u202E', ''), message: CLEAN});
  });
});

describe('hosted checkout', () => {
  it('keeps the shipping address free of them', async () => {
    const created = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`, {
      input: {lines: [{merchandiseId: variant, quantity: 1}]},
    });
    const checkoutUrl: string = created.cartCreate.cart.checkoutUrl;
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await fetch(checkoutUrl)).text())?.[1] ?? '';
    const info = await fetch(checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({
        csrf,
        step: 'informations',
        email: 'marie@exemple.fr',
        phone: '06 12 34 56 78',
        firstName: 'Marie\u202E',
        lastName: 'Du\u0000rand',
        address1: '12 rue \u2066Oberkampf',
        zip: '75011',
        city: 'Paris',
        country: 'FR',
      }),
    });
    expect(info.status).toBe(303);
    const page = await (await fetch(new URL(info.headers.get('location') as string, shop.url))).text();
    expect(page).toContain('Marie Durand');
    expect(page).toContain('12 rue Oberkampf');
    expect(hasUnwantedCharacters(page)).toBe(false);
  });
});
