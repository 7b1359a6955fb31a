// Issue 16, point 2: an order is placed at exactly the total the buyer saw on the last
// step, or not at all. Two carts of one e-mail with the once-per-customer BIENVENUE10, a
// gift card shared by two carts, a price changed by the merchant, a tampered page; then
// parallel submits of two carts sharing one code and one gift card, through two local
// shops on the same database (two SQLite connections, two event loops).

import {Worker} from 'node:worker_threads';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LocalShop} from '../../local-shop/server.ts';
import {createCart, deliveryPage, deliveryStep, euros, pageText} from './checkout-helpers.ts';
import {STOREFRONT_URL, TEST_ADDRESS, data, getPage, postForm, postRefused, removeTempDirs, startTestShop, tempDataDir, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop;
const ids: Record<string, string> = {};

beforeAll(async () => {
  shop = await startTestShop();
  for (const [handle, sku] of [
    ['amortisseur-industriel-m14', 'AM14'],
    ['embout-rotule-m8', 'ROT-M8'],
    ['verin-gaz-acier-8-18', 'VG818-200-100'],
  ]) {
    ids[sku] = await variantIdBySku(shop, handle, sku);
  }
});

afterAll(async () => {
  await shop.close();
  removeTempDirs();
});

const ORDER_TOTALS = `query($id: ID!) { node(id: $id) { ... on Order { totalPrice { amount } customAttributes { key value } discountApplications(first: 5) { nodes { ... on DiscountCodeApplication { code } } } } } }`;

function orderOf(location: string | null) {
  const url = new URL(location ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`${STOREFRONT_URL}/commande-confirmee`);
  return {number: Number(url.searchParams.get('order')), id: `gid://shopify/Order/${url.searchParams.get('order')}?key=${url.searchParams.get('key')}`};
}

const ordersOf = (email: string) => Number(shop.app.store.get('SELECT COUNT(*) AS n FROM orders WHERE email = ?', email)?.n);
const balanceOf = (code: string) => Number(shop.app.store.get('SELECT balance_cents FROM gift_cards WHERE code = ?', code)?.balance_cents);

describe('the price confirmed is the price charged', () => {
  it('refuses the second cart of an e-mail that already used BIENVENUE10, says why and asks again', async () => {
    const email = 'bienvenue@exemple.fr';
    const address = {...TEST_ADDRESS, email, zip: '69002', city: 'Lyon'};
    // 2 × 45,00 € − 10 % = 81,00 € + 9,90 € standard delivery = 90,90 €.
    const first = await createCart(shop, {lines: [{merchandiseId: ids.AM14, quantity: 2}], discountCodes: ['BIENVENUE10']});
    const second = await createCart(shop, {lines: [{merchandiseId: ids.AM14, quantity: 2}], discountCodes: ['bienvenue10']});
    const firstPage = await deliveryStep(first.checkoutUrl, address);
    const secondPage = await deliveryStep(second.checkoutUrl, address);
    for (const page of [firstPage, secondPage]) expect(pageText(page.html)).toContain(`Total à payer : ${euros(9090)}`);

    const placed = await postForm(first.checkoutUrl, {...firstPage.fields, delivery: 'standard', payment: 'bank-transfer'});
    expect(placed.status).toBe(303);
    expect((await data(shop, ORDER_TOTALS, {id: orderOf(placed.location).id})).node.totalPrice.amount).toBe('90.9');

    // The second cart still shows 90,90 €: its order is not placed at 99,90 € behind the buyer's back.
    const refused = await postRefused(second.checkoutUrl, {...secondPage.fields, delivery: 'standard', payment: 'bank-transfer'});
    const text = pageText(refused.html);
    expect(text).toContain('Le prix de votre commande a changé depuis l’affichage de cette page');
    expect(text).toContain(`Le code BIENVENUE10 a déjà servi pour une commande passée avec votre adresse e-mail (il ne s’utilise qu’une fois par client) : sa remise de ${euros(900)} ne s’applique plus.`);
    expect(text).toContain(`Le montant à payer est passé de ${euros(9090)} à ${euros(9990)}.`);
    expect(text).toContain('Aucune commande n’a été passée et rien n’a été débité');
    // The page that comes back shows the new total, and the choices made.
    expect(text).toContain(`Total à payer : ${euros(9990)}`);
    expect(refused.html).toMatch(/name="payment" value="bank-transfer" checked/);
    expect(ordersOf(email)).toBe(1);

    // Confirmed again, from the page that says 99,90 €: placed at 99,90 €.
    const again = await deliveryPage(second.checkoutUrl);
    const placedAgain = await postForm(second.checkoutUrl, {...again.fields, delivery: 'standard', payment: 'bank-transfer'});
    expect(placedAgain.status).toBe(303);
    const order = (await data(shop, ORDER_TOTALS, {id: orderOf(placedAgain.location).id})).node;
    expect(order.totalPrice.amount).toBe('99.9');
    expect(order.discountApplications.nodes).toEqual([]);
    expect(ordersOf(email)).toBe(2);
  });

  it('refuses a cart whose gift card was spent by another cart meanwhile', async () => {
    // Two buyers share CADEAU-100-EUR (100 €). Each cart: 90,90 € paid by the card entirely.
    const carts = [];
    for (const email of ['carte-a@exemple.fr', 'carte-b@exemple.fr']) {
      const cart = await createCart(shop, {lines: [{merchandiseId: ids.AM14, quantity: 2}], giftCardCodes: ['CADEAU-100-EUR']});
      carts.push({cart, page: await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email, zip: '69002', city: 'Lyon'})});
    }
    for (const {page} of carts) expect(pageText(page.html)).toContain(`Total à payer : ${euros(0)}`);
    const [a, b] = carts;
    expect((await postForm(a.cart.checkoutUrl, {...a.page.fields, delivery: 'standard'})).status).toBe(303);
    expect(balanceOf('CADEAU100EUR')).toBe(10000 - 9990);

    const refused = await postRefused(b.cart.checkoutUrl, {...b.page.fields, delivery: 'standard'});
    const text = pageText(refused.html);
    expect(text).toContain(`Le solde de la carte cadeau •••• 0EUR a changé entre-temps : elle paie ${euros(10)} au lieu de ${euros(9990)}.`);
    expect(text).toContain(`Le montant à payer est passé de ${euros(0)} à ${euros(9980)}.`);
    expect(ordersOf('carte-b@exemple.fr')).toBe(0);
    expect(balanceOf('CADEAU100EUR')).toBe(10);
  });

  it('refuses an order whose price the merchant changed after the page was shown', async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: ids['ROT-M8'], quantity: 1}]});
    const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email: 'prix@exemple.fr'});
    const variant = Number(ids['ROT-M8'].split('/').pop());
    shop.app.store.run('UPDATE variants SET price_cents = 450 WHERE id = ?', variant);
    shop.app.store.catalogueVersion++;
    try {
      const refused = await postRefused(cart.checkoutUrl, {...page.fields, delivery: 'standard', payment: 'bank-transfer'});
      expect(pageText(refused.html)).toContain(`Le prix de « Embout rotule M8 » est passé de ${euros(390)} à ${euros(450)}.`);
      expect(ordersOf('prix@exemple.fr')).toBe(0);
    } finally {
      shop.app.store.run('UPDATE variants SET price_cents = 390 WHERE id = ?', variant);
      shop.app.store.catalogueVersion++;
    }
  });

  it('refuses a page whose quote is missing or was altered, without ordering', async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: ids['ROT-M8'], quantity: 1}]});
    const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email: 'page@exemple.fr'});
    const [body, mac] = page.fields.quote.split('.');
    const quote = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {merchandise: number};
    quote.merchandise = 1;
    const forged = `${Buffer.from(JSON.stringify(quote)).toString('base64url')}.${mac}`;
    for (const fields of [{...page.fields, quote: forged}, {...page.fields, quote: ''}]) {
      const refused = await postRefused(cart.checkoutUrl, {...fields, delivery: 'standard', payment: 'bank-transfer'});
      expect(pageText(refused.html)).toContain('Cette page de paiement n’est plus à jour');
    }
    expect(ordersOf('page@exemple.fr')).toBe(0);
  });

  it('does not let the quote of one cart confirm another', async () => {
    const one = await createCart(shop, {lines: [{merchandiseId: ids['ROT-M8'], quantity: 1}]});
    const other = await createCart(shop, {lines: [{merchandiseId: ids['ROT-M8'], quantity: 1}]});
    const onePage = await deliveryStep(one.checkoutUrl, {...TEST_ADDRESS, email: 'autre@exemple.fr'});
    const otherPage = await deliveryStep(other.checkoutUrl, {...TEST_ADDRESS, email: 'autre@exemple.fr'});
    const refused = await postRefused(other.checkoutUrl, {...otherPage.fields, quote: onePage.fields.quote, delivery: 'standard', payment: 'bank-transfer'});
    expect(pageText(refused.html)).toContain('Cette page de paiement n’est plus à jour');
    expect(shop.app.store.get('SELECT COUNT(*) AS n FROM orders WHERE email = ?', 'autre@exemple.fr')?.n).toBe(0);
  });
});

describe('parallel submits: two carts sharing one single-use code and one gift card, on two local shops', () => {
  let own: LocalShop;
  let worker: Worker;
  let otherUrl: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    own = await startTestShop({dataDir});
    worker = new Worker(new URL('./support/shop-worker.ts', import.meta.url), {workerData: {dataDir, storefrontUrl: STOREFRONT_URL}});
    otherUrl = await new Promise<string>((resolve, reject) => {
      worker.once('message', (message: {url: string}) => resolve(message.url));
      worker.once('error', reject);
    });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.postMessage('close');
    });
    await worker.terminate();
    await own.close();
  });

  it('places one order at its confirmed total, uses the code once, never overdraws the card', async () => {
    const email = 'parallele@exemple.fr';
    const am14 = await variantIdBySku(own, 'amortisseur-industriel-m14', 'AM14');
    const carts = [];
    for (let i = 0; i < 2; i++) {
      const cart = await createCart(own, {lines: [{merchandiseId: am14, quantity: 2}], discountCodes: ['BIENVENUE10'], giftCardCodes: ['CADEAU-50-EUR']});
      const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email, zip: '69002', city: 'Lyon'});
      // 2 × 45,00 € − 10 % + 9,90 € = 90,90 €, of which the card pays 50,00 €: 40,90 € to pay.
      expect(pageText(page.html)).toContain(`Total à payer : ${euros(4090)}`);
      carts.push({cart, page});
    }
    const attempts = carts.flatMap(({cart, page}, c) =>
      Array.from({length: 8}, (_, i) => {
        // Every other request through the shop in the worker thread.
        const url = i % 2 === 0 ? cart.checkoutUrl : cart.checkoutUrl.replace(own.url, otherUrl);
        return postForm(url, {...page.fields, delivery: 'standard', payment: 'bank-transfer'}).then((result) => ({cart: c, url, ...result}));
      }),
    );
    const results = await Promise.all(attempts);

    const orders = own.app.store.all('SELECT id, cart_id, total_cents, gift_card_cents, discount_codes FROM orders WHERE email = ?', email);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    // At exactly the confirmed total.
    expect(Number(order.total_cents)).toBe(9090);
    expect(Number(order.gift_card_cents)).toBe(5000);
    expect(JSON.parse(String(order.discount_codes))).toEqual(['BIENVENUE10']);
    expect(Number(own.app.store.get("SELECT balance_cents FROM gift_cards WHERE code = 'CADEAU50EUR'")?.balance_cents)).toBe(0);

    const winner = results.find((result) => result.location?.startsWith(`${STOREFRONT_URL}/commande-confirmee`))?.cart;
    for (const result of results) {
      expect(result.status).toBe(303);
      if (result.cart === winner) {
        // Every submit of the cart that won lands on its one confirmation.
        expect(orderOf(result.location).number).toBe(Number(own.app.store.get('SELECT number FROM orders WHERE id = ?', Number(order.id))?.number));
      } else {
        // The other's: back to its payment page, which says why (once, on the shop that refused it).
        expect(result.location).toMatch(/&etape=livraison$/);
      }
    }
    for (const shopUrl of [own.url, otherUrl]) {
      const refused = results.find((result) => result.cart !== winner && result.url.startsWith(shopUrl));
      const page = await getPage(new URL(refused?.location as string, shopUrl).toString());
      expect(pageText(page.html)).toContain('Le prix de votre commande a changé');
    }

    // The other cart, confirmed again at its new price: 99,90 €, nothing from the code or the spent card.
    const loser = carts[winner === 0 ? 1 : 0];
    const again = await deliveryPage(loser.cart.checkoutUrl);
    expect(pageText(again.html)).toContain(`Total à payer : ${euros(9990)}`);
    const placed = await postForm(loser.cart.checkoutUrl, {...again.fields, delivery: 'standard', payment: 'bank-transfer'});
    expect(placed.status).toBe(303);
    const second = own.app.store.get('SELECT total_cents, gift_card_cents, discount_codes FROM orders WHERE cart_id != ? AND email = ?', Number(order.cart_id), email);
    expect(second).toMatchObject({total_cents: 9990, gift_card_cents: 0, discount_codes: '[]'});
    expect(Number(own.app.store.get('SELECT MIN(balance_cents) AS low FROM gift_cards')?.low)).toBeGreaterThanOrEqual(0);
  });
});
