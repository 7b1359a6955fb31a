// Issue 16, points 3 and 4, with the real catalogue: the order adds up to the cent in its
// record, in what the Storefront API answers for it (lines with their discounts,
// discount applications, subtotal, shipping, tax, total), on its status page and in the
// confirmation e-mail the local shop writes to its outbox (readable in /admin); the
// delivery is the method chosen; « dont TVA » is on the goods and the delivery, never
// lowered by a gift card.
//
// The issue's example: 20 springs at 9,90 € and 2 ball joints at 4,20 €. The
// storefront's confirmation showed the springs' line at 198,00 € (before its −15 %)
// beside a 176,70 € subtotal and no discount line.

import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {orderAmounts} from '../../app/lib/vat.ts';
import type {LocalShop} from '../../local-shop/server.ts';
import {createCart, deliveryStep, euros, pageText} from './checkout-helpers.ts';
import {TEST_ADDRESS, data, getPage, postForm, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop & {dataDir: string};
let spring: string;
let joint: string;

beforeAll(async () => {
  shop = await startTestShop({catalog: null});
  spring = await variantIdBySku(shop, 'verin-gaz-porte-relevable-meuble-haut', 'VGM-10-4-080-60');
  joint = await variantIdBySku(shop, 'rotule-acier-13-mm-m8', 'ACC-ROT-13-M8');
});

afterAll(async () => {
  await shop.close();
});

const ORDER = `query($id: ID!) { node(id: $id) { ... on Order {
  name totalPrice { amount } subtotalPrice { amount } currentSubtotalPrice { amount } totalShippingPrice { amount } totalTax { amount }
  customAttributes { key value }
  discountApplications(first: 10) { nodes { __typename targetType value { ... on PricingPercentageValue { percentage } } ... on DiscountCodeApplication { code } ... on AutomaticDiscountApplication { title } } }
  lineItems(first: 10) { nodes { title quantity originalTotalPrice { amount } discountedTotalPrice { amount }
    discountAllocations { allocatedAmount { amount } discountApplication { __typename ... on AutomaticDiscountApplication { title } ... on DiscountCodeApplication { code } } } } }
} } }`;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function place(fields: Record<string, string>, checkoutUrl: string, choices: Record<string, string>) {
  const placed = await postForm(checkoutUrl, {...fields, ...choices});
  expect(placed.status).toBe(303);
  const url = new URL(placed.location as string);
  const number = Number(url.searchParams.get('order'));
  const key = url.searchParams.get('key') as string;
  const {node} = await data(shop, ORDER, {id: `gid://shopify/Order/${number}?key=${key}`});
  return {number, key, order: node};
}

describe('the issue’s order: 20 springs and 2 ball joints, express', () => {
  let placed: Awaited<ReturnType<typeof place>>;
  const email = 'vingt-verins@exemple.fr';

  beforeAll(async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: spring, quantity: 20}, {merchandiseId: joint, quantity: 2}]});
    const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email, zip: '69002', city: 'Lyon'});
    // The hosted checkout's summary shows the line before and after its discount.
    const text = pageText(page.html);
    expect(text).toContain(`Remise quantité −15 % : −${euros(2970)}`);
    expect(text).toContain(`au lieu de ${euros(19800)} ${euros(16830)}`);
    expect(text).toContain(`Sous-total ${euros(17670)}`);
    placed = await place(page.fields, cart.checkoutUrl, {delivery: 'express', payment: 'bank-transfer'});
  });

  it('answers the Storefront API with lines, discounts, subtotal, shipping and total that add up', () => {
    const {order} = placed;
    const [springs, joints] = order.lineItems.nodes;
    expect(springs).toMatchObject({quantity: 20, originalTotalPrice: {amount: '198.0'}, discountedTotalPrice: {amount: '168.3'}});
    expect(JSON.parse(plain(JSON.stringify(springs.discountAllocations)))).toEqual([
      {allocatedAmount: {amount: '29.7'}, discountApplication: {__typename: 'AutomaticDiscountApplication', title: 'Remise quantité −15 %'}},
    ]);
    expect(joints).toMatchObject({quantity: 2, originalTotalPrice: {amount: '8.4'}, discountedTotalPrice: {amount: '8.4'}, discountAllocations: []});
    expect(JSON.parse(plain(JSON.stringify(order.discountApplications.nodes)))).toEqual([
      {__typename: 'AutomaticDiscountApplication', targetType: 'LINE_ITEM', value: {percentage: 15}, title: 'Remise quantité −15 %'},
    ]);
    // Each line's original total less its allocations is its discounted total; the lines make the subtotal.
    for (const line of order.lineItems.nodes) {
      const allocated = line.discountAllocations.reduce((sum: number, entry: {allocatedAmount: {amount: string}}) => sum + cents(entry.allocatedAmount.amount), 0);
      expect(cents(line.originalTotalPrice.amount) - allocated).toBe(cents(line.discountedTotalPrice.amount));
    }
    const lines = order.lineItems.nodes.reduce((sum: number, line: {discountedTotalPrice: {amount: string}}) => sum + cents(line.discountedTotalPrice.amount), 0);
    expect(lines).toBe(17670);
    expect(cents(order.subtotalPrice.amount)).toBe(17670);
    expect(cents(order.currentSubtotalPrice.amount)).toBe(17670);
    expect(cents(order.totalShippingPrice.amount)).toBe(1500);
    expect(cents(order.totalPrice.amount)).toBe(17670 + 1500);
    // 191,70 € TTC = 159,75 € HT + 31,95 € VAT.
    expect(order.totalTax.amount).toBe('31.95');
    const attributes = Object.fromEntries(order.customAttributes.map((entry: {key: string; value: string}) => [entry.key, entry.value]));
    expect(attributes).toMatchObject({Livraison: 'Livraison express', 'Délai de livraison': '24 à 48 h'});
  });

  it('writes a French confirmation e-mail to the outbox whose figures add up, with the delivery chosen', () => {
    const messages = shop.app.outbox.to(email);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message.kind).toBe('order-confirmation');
    expect(message.subject).toBe(`Confirmation de votre commande #${placed.number}`);
    expect(message.link).toBe(`${shop.url}/orders/${placed.number}?key=${placed.key}`);
    const body = plain(message.body);
    for (const line of [
      'Bonjour Marie Durand,',
      `Merci pour votre commande #${placed.number}`,
      '- Vérin à gaz pour porte relevable de meuble haut',
      `  20 × ${euros(990)} = ${euros(19800)}`,
      `  Remise quantité −15 % : −${euros(2970)}`,
      `  Total de l’article : ${euros(16830)}`,
      `  2 × ${euros(420)} = ${euros(840)}`,
      `Sous-total : ${euros(17670)}`,
      `Livraison (Livraison express) : ${euros(1500)}`,
      `Total TTC : ${euros(19170)}`,
      `  dont TVA (20 %) : ${euros(3195)}`,
      `  soit ${euros(15975)} HT`,
      `Paiement : virement bancaire de ${euros(19170)}.`,
      `  Référence à indiquer : #${placed.number}`,
      'Livraison : Livraison express (24 à 48 h).',
      'Adresse de livraison :',
      '  12 rue Oberkampf',
      '  69002 Lyon',
      '  France',
      `Suivre votre commande : ${message.link}`,
    ]) {
      expect(body).toContain(line);
    }
    expect(body).not.toContain('3 à 5 jours');
    expect(body).not.toContain('Reste à payer');
  });

  it('shows the same figures on the order status page', async () => {
    const page = await getPage(`${shop.url}/orders/${placed.number}?key=${placed.key}`);
    const text = pageText(page.html);
    expect(text).toContain(`Remise quantité −15 % : −${euros(2970)}`);
    expect(text).toContain(`au lieu de ${euros(19800)} ${euros(16830)}`);
    expect(text).toContain(`Sous-total ${euros(17670)}`);
    expect(text).toContain(`Total TTC ${euros(19170)}`);
    expect(text).toContain(`dont TVA (20 %) ${euros(3195)}`);
    expect(text).toContain('Livraison express (24 à 48 h)');
  });

  it('lets the merchant read the e-mail in /admin', async () => {
    const password = fs.readFileSync(path.join(shop.dataDir, 'admin-password'), 'utf8').trim();
    const response = await fetch(`${shop.url}/admin`, {headers: {Authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`}});
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<summary>Confirmation de votre commande #${placed.number}</summary>`);
    expect(plain(pageText(html))).toContain(`Total TTC : ${euros(19170)}`);
  });
});

describe('a gift card is a payment, not a discount', () => {
  it('keeps « dont TVA » on the whole order at checkout, in the order and in the e-mail', async () => {
    const email = 'carte-cadeau@exemple.fr';
    const cart = await createCart(shop, {lines: [{merchandiseId: spring, quantity: 10}], discountCodes: ['BIENVENUE10'], giftCardCodes: ['CADEAU-50-EUR']});
    const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email, zip: '69002', city: 'Lyon'});
    // 10 × 9,90 € = 99,00 € − 15 % = 84,15 €; BIENVENUE10 −8,42 € = 75,73 €; + 9,90 € = 85,63 €;
    // VAT 14,27 € on 85,63 € (not 5,94 € on the 35,63 € left after the 50 € card).
    const amounts = orderAmounts({goods: 75.73, delivery: 9.9, giftCardBalance: 50});
    expect(amounts).toEqual({totalTtc: 85.63, totalHt: 71.36, vat: 14.27, giftCards: 50, due: 35.63});
    const text = pageText(page.html);
    expect(text).toContain(`Code BIENVENUE10 −${euros(842)}`);
    expect(text).toContain(`Total TTC ${euros(8563)}`);
    expect(text).toContain(`dont TVA (20 %) ${euros(1427)}`);
    expect(text).toContain(`Reste à payer ${euros(3563)}`);

    const {number, order} = await place(page.fields, cart.checkoutUrl, {delivery: 'standard', payment: 'bank-transfer'});
    expect(order.totalPrice.amount).toBe('85.63');
    expect(order.totalTax.amount).toBe('14.27');
    expect(order.subtotalPrice.amount).toBe('75.73');
    expect(order.currentSubtotalPrice.amount).toBe('84.15');
    // The code's share is on the line; the line's discounted total is what the subtotal counts.
    const [line] = order.lineItems.nodes;
    expect(line.discountAllocations.map((entry: {allocatedAmount: {amount: string}}) => entry.allocatedAmount.amount)).toEqual(['14.85', '8.42']);
    expect(line.discountedTotalPrice.amount).toBe('75.73');
    const attributes = Object.fromEntries(order.customAttributes.map((entry: {key: string; value: string}) => [entry.key, entry.value]));
    expect(attributes).toMatchObject({'Carte cadeau •••• 0EUR': euros(5000).replace(' ', '\u00a0'), 'Reste à payer': euros(3563).replace(' ', '\u00a0')});

    const body = plain(shop.app.outbox.to(email)[0].body);
    for (const line of [
      `Sous-total : ${euros(8415)}`,
      `Code BIENVENUE10 : −${euros(842)}`,
      `Livraison (Livraison standard) : ${euros(990)}`,
      `Total TTC : ${euros(8563)}`,
      `  dont TVA (20 %) : ${euros(1427)}`,
      `Carte cadeau •••• 0EUR : −${euros(5000)}`,
      `Reste à payer : ${euros(3563)}`,
      `Paiement : virement bancaire de ${euros(3563)}.`,
      'Livraison : Livraison standard (3 à 5 jours ouvrés).',
    ]) {
      expect(body, line).toContain(line);
    }
    expect(number).toBeGreaterThan(1000);
  });
});
