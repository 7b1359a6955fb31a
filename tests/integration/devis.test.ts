// Devis from the cart on the local shop (issue 23): numbered and priced by the inbox from
// the catalogue, read back only with its key, listed in /admin, and its number, as a
// discount code, holds the quoted prices in a cart until it expires.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PAYLOAD, adminHeaders, data, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: Awaited<ReturnType<typeof startTestShop>>;
const ids: Record<string, string> = {};

type Json = Record<string, any>;

const BUYER = {company: 'Menuiserie Dupont SARL', siret: '732 829 320 00074', vatNumber: '', contact: 'Claire Dupont', email: 'achats@dupont.example', phone: ''};

beforeAll(async () => {
  shop = await startTestShop();
  ids['ROT-M8'] = await variantIdBySku(shop, 'embout-rotule-m8', 'ROT-M8');
  ids['AM14'] = await variantIdBySku(shop, 'amortisseur-industriel-m14', 'AM14');
});

afterAll(async () => {
  await shop?.close();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${shop.url}/forms/${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${shop.formsToken}`},
    body: JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as Json};
}

async function read(number: string, key: string) {
  const response = await fetch(`${shop.url}/forms/devis/${number}?key=${encodeURIComponent(key)}`, {headers: {Authorization: `Bearer ${shop.formsToken}`}});
  return {status: response.status, body: (await response.json()) as Json};
}

async function quote(lines: {variantId: string; quantity: number}[]) {
  const created = await post('devis', {...BUYER, lines});
  expect(created.status).toBe(201);
  return created.body.quote as Json;
}

async function cartWith(code: string, lines: {merchandiseId: string; quantity: number}[]) {
  const result = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`, {input: {lines, discountCodes: [code]}});
  return result.cartCreate.cart as Json;
}

describe('POST /forms/devis', () => {
  it('numbers the quote in its year and prices it from the catalogue, whatever prices are sent', async () => {
    const first = await quote([{variantId: ids['ROT-M8'], quantity: 12}]);
    const second = await quote([{variantId: ids['AM14'], quantity: 1}]);
    const year = new Date().getUTCFullYear();
    expect(first.number).toMatch(new RegExp(`^DEV-${year}-\\d{6}$`));
    expect(Number(second.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);
    // 12 × 3,90 € TTC = 46,80 €, −15 % = 39,78 € TTC; delivery 9,90 €; HT = TTC / 1,2.
    expect(first.lines[0]).toMatchObject({sku: 'ROT-M8', quantity: 12, unitPriceTtc: 3.9, unitPriceHt: 3.25, discountPercent: 15, totalTtc: 39.78, totalHt: 33.15});
    expect(first.totals).toMatchObject({goodsTtc: 39.78, goodsHt: 33.15, totalTtc: 49.68, totalHt: 41.4, vat: 8.28});
    expect(first.totals.delivery).toMatchObject({priceTtc: 9.9, priceHt: 8.25, free: false});
    expect(Date.parse(first.validUntil) - Date.parse(first.createdAt)).toBe(30 * 24 * 3600 * 1000);
    expect(first.buyer).toMatchObject({company: BUYER.company, siret: '73282932000074'});
  });

  it('refuses an empty cart, unknown variants and bad company details in French, storing nothing', async () => {
    const before = (await fetch(`${shop.url}/admin`, {headers: adminHeaders(shop)}).then((r) => r.text())).match(/Devis émis depuis le panier \((\d+)/)?.[1];
    const empty = await post('devis', {...BUYER, lines: []});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.lines).toBe('Votre panier est vide : ajoutez des articles avant de demander un devis.');
    const unknown = await post('devis', {...BUYER, lines: [{variantId: 'gid://shopify/ProductVariant/999999', quantity: 1}]});
    expect(unknown.status).toBe(400);
    const bad = await post('devis', {...BUYER, company: ' ', siret: '73282932000075', email: 'pas-un-email', lines: [{variantId: ids['AM14'], quantity: 1}]});
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      company: 'La raison sociale de l’entreprise est obligatoire',
      siret: 'Ce numéro SIRET n’existe pas : vérifiez les 14 chiffres',
      email: 'Adresse email invalide',
    });
    const after = (await fetch(`${shop.url}/admin`, {headers: adminHeaders(shop)}).then((r) => r.text())).match(/Devis émis depuis le panier \((\d+)/)?.[1];
    expect(after).toBe(before);
  });

  it('gives the quote back only with its key, and lists it in /admin', async () => {
    const made = await quote([{variantId: ids['AM14'], quantity: 2}]);
    expect((await read(made.number, made.key)).body.quote.number).toBe(made.number);
    expect((await read(made.number, 'x'.repeat(24))).status).toBe(404);
    expect((await read('DEV-1999-000001', made.key)).status).toBe(404);
    const admin = await fetch(`${shop.url}/admin`, {headers: adminHeaders(shop)}).then((r) => r.text());
    expect(admin).toContain(made.number);
    expect(admin).toContain('Menuiserie Dupont SARL');
    expect((await post(`devis/${made.number}/panier`, {key: made.key})).status).toBe(200);
    expect((await post(`devis/${made.number}/panier`, {key: 'faux'})).status).toBe(404);
  });
});

describe('a devis from a cart', () => {
  async function cartWithCodes(codes: string[], lines: {merchandiseId: string; quantity: number}[]) {
    const result = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`, {input: {lines, discountCodes: codes}});
    return result.cartCreate.cart as Json;
  }

  it('honours the cart’s discount codes that apply, and leaves out those that do not', async () => {
    const lines = [{merchandiseId: ids['ROT-M8'], quantity: 12}, {merchandiseId: ids['AM14'], quantity: 1}];
    // PRO50 needs 500 € of goods; LIVRAISON makes standard delivery free.
    const cart = await cartWithCodes(['BIENVENUE10', 'PRO50', 'LIVRAISON'], lines);
    expect(cart.discountCodes).toEqual([
      {code: 'BIENVENUE10', applicable: true},
      {code: 'PRO50', applicable: false},
      {code: 'LIVRAISON', applicable: true},
    ]);
    const created = await post('devis', {...BUYER, cartId: cart.id});
    expect(created.status).toBe(201);
    const made = created.body.quote as Json;
    expect(made.lines.map((line: Json) => [line.sku, line.quantity])).toEqual([['ROT-M8', 12], ['AM14', 1]]);
    expect(made.totals.codeDiscounts).toHaveLength(1);
    expect(made.totals.codeDiscounts[0]).toMatchObject({code: 'BIENVENUE10'});
    // The goods are what the cart charges, to the cent; delivery free by the code.
    expect(Math.round(made.totals.goodsTtc * 100)).toBe(Math.round(Number(cart.cost.totalAmount.amount) * 100));
    expect(made.totals.delivery).toMatchObject({priceTtc: 0, free: true});
    expect(made.totals.totalTtc).toBe(made.totals.goodsTtc);
    const linesHt = made.lines.reduce((sum: number, line: Json) => sum + Math.round(line.totalHt * 100), 0);
    expect(linesHt - Math.round(made.totals.codeDiscounts[0].amountHt * 100)).toBe(Math.round(made.totals.goodsHt * 100));
    expect(made.totals.shippingCodes).toEqual(['LIVRAISON']);

    // Back to a cart: the quote's number holds the prices with the code it honoured.
    const again = await cartWithCodes([made.number, ...made.totals.shippingCodes], lines);
    expect(again.discountCodes).toEqual([{code: made.number, applicable: true}, {code: 'LIVRAISON', applicable: true}]);
    expect(Math.round(Number(again.cost.totalAmount.amount) * 100)).toBe(Math.round(made.totals.goodsTtc * 100));
  });

  it('refuses an unknown cart as an empty one', async () => {
    const created = await post('devis', {...BUYER, cartId: 'gid://shopify/Cart/inconnu?key=x'});
    expect(created.status).toBe(400);
    expect(created.body.errors.lines).toBe('Votre panier est vide : ajoutez des articles avant de demander un devis.');
  });
});

describe('a quote’s number as a discount code', () => {
  it('holds the quoted prices after a price rise, and gives a price drop to the buyer', async () => {
    const made = await quote([{variantId: ids['ROT-M8'], quantity: 12}]);
    const variant = Number(ids['ROT-M8'].split('/').pop());
    try {
      shop.app.store.run('UPDATE variants SET price_cents = 450 WHERE id = ?', variant);
      shop.app.store.catalogueVersion++;
      const cart = await cartWith(made.number, [{merchandiseId: ids['ROT-M8'], quantity: 12}]);
      expect(cart.discountCodes).toEqual([{code: made.number, applicable: true}]);
      expect(Number(cart.cost.totalAmount.amount)).toBeCloseTo(made.totals.goodsTtc, 2);
      shop.app.store.run('UPDATE variants SET price_cents = 350 WHERE id = ?', variant);
      shop.app.store.catalogueVersion++;
      const cheaper = await cartWith(made.number, [{merchandiseId: ids['ROT-M8'], quantity: 12}]);
      // 12 × 3,50 € − 15 % = 35,70 €, below the quote: today's price.
      expect(Number(cheaper.cost.totalAmount.amount)).toBeCloseTo(35.7, 2);
    } finally {
      shop.app.store.run('UPDATE variants SET price_cents = 390 WHERE id = ?', variant);
      shop.app.store.catalogueVersion++;
    }
  });

  it('does not apply to articles or quantities the quote does not hold, nor after it expires', async () => {
    const made = await quote([{variantId: ids['ROT-M8'], quantity: 2}]);
    const other = await cartWith(made.number, [{merchandiseId: ids['AM14'], quantity: 1}]);
    expect(other.discountCodes).toEqual([{code: made.number, applicable: false}]);
    const expiredAt = new Date(Date.now() - 1000).toISOString();
    shop.app.store.run('UPDATE quotes SET valid_until = ? WHERE number = ?', expiredAt, made.number);
    const late = await cartWith(made.number, [{merchandiseId: ids['ROT-M8'], quantity: 2}]);
    expect(late.discountCodes).toEqual([{code: made.number, applicable: false}]);
  });
});
