// Issue 16, point 5: card payment in the hosted checkout, as a payment provider's sandbox
// behaves: test cards that succeed, are declined, lack funds, fail on the network or ask
// for the bank's authentication (3-D Secure); failures go to the storefront's
// /commande-echouee with SPEC.md's error and the cart intact; French messages for bad
// input, what was typed kept except the security code; only brand and last four digits
// stored, never the number nor the code (read in the database files and the logs).

import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {LocalShop} from '../../local-shop/server.ts';
import {type TestCart, createCart, deliveryPage, deliveryStep, euros, pageText} from './checkout-helpers.ts';
import {STOREFRONT_URL, TEST_ADDRESS, data, getPage, postForm, postRefused, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop & {dataDir: string};
let am14: string;
const logged: string[] = [];
const CVC = '987';

beforeAll(async () => {
  // Everything the local shop writes to the console while these tests run.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
  shop = await startTestShop();
  am14 = await variantIdBySku(shop, 'amortisseur-industriel-m14', 'AM14');
  // Enough in stock for every order these tests place.
  shop.app.store.run('UPDATE variants SET stock = 1000 WHERE id = ?', Number(am14.split('/').pop()));
  shop.app.store.catalogueVersion++;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await shop.close();
});

const ORDER = `query($id: ID!) { node(id: $id) { ... on Order { financialStatus totalPrice { amount } customAttributes { key value } } } }`;

async function cartAtDelivery(email: string, extra: {giftCardCodes?: string[]} = {}): Promise<{cart: TestCart; fields: Record<string, string>; html: string}> {
  const cart = await createCart(shop, {lines: [{merchandiseId: am14, quantity: 1}], ...extra});
  const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email, zip: '69002', city: 'Lyon'});
  return {cart, ...page};
}

const card = (number: string, more: Record<string, string> = {}) => ({
  payment: 'card',
  delivery: 'standard',
  cardNumber: number,
  cardExpiry: '12/39',
  cardCvc: CVC,
  cardHolder: 'Marie Durand',
  ...more,
});

async function cartIsIntact(cart: TestCart) {
  const {cart: live} = await data(shop, 'query($id: ID!) { cart(id: $id) { totalQuantity lines(first: 5) { nodes { quantity } } } }', {id: cart.id});
  expect(live).toEqual({totalQuantity: 1, lines: {nodes: [{quantity: 1}]}});
}

const ordersOf = (email: string) => Number(shop.app.store.get('SELECT COUNT(*) AS n FROM orders WHERE email = ?', email)?.n);

describe('card payment', () => {
  it('offers the card first, with its fields and the sandbox’s test numbers', async () => {
    const {html} = await cartAtDelivery('offre@exemple.fr');
    expect(html).toMatch(/id="champ-payment-0" name="payment" value="card"/);
    expect(html).toContain('<label for="champ-cardNumber">Numéro de carte <span class="optional">(obligatoire)</span></label>');
    expect(html).toMatch(/id="champ-cardNumber" name="cardNumber" type="text" value="" autocomplete="cc-number" inputmode="numeric"/);
    expect(html).toMatch(/name="cardExpiry"[^>]* autocomplete="cc-exp"/);
    expect(html).toMatch(/name="cardCvc"[^>]* autocomplete="cc-csc"/);
    expect(html).toMatch(/name="cardHolder"[^>]* autocomplete="cc-name"/);
    expect(pageText(html)).toContain('Carte acceptée : 4242 4242 4242 4242');
  });

  it('takes a payment with an accepted card: the order is PAID, only brand and last four digits kept', async () => {
    const {cart, fields} = await cartAtDelivery('visa@exemple.fr');
    const placed = await postForm(cart.checkoutUrl, {...fields, ...card('4242 4242 4242 4242')});
    expect(placed.status).toBe(303);
    const url = new URL(placed.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${STOREFRONT_URL}/commande-confirmee`);
    const {node} = await data(shop, ORDER, {id: `gid://shopify/Order/${url.searchParams.get('order')}?key=${url.searchParams.get('key')}`});
    expect(node.financialStatus).toBe('PAID');
    expect(node.totalPrice.amount).toBe('54.9');
    expect(node.customAttributes).toContainEqual({key: 'Paiement', value: 'Carte bancaire (Visa •••• 4242)'});
    expect(node.customAttributes.some((attribute: {key: string}) => attribute.key === 'IBAN')).toBe(false);
    const row = shop.app.store.get('SELECT payment_method, card_brand, card_last4 FROM orders WHERE email = ?', 'visa@exemple.fr');
    expect(row).toEqual({payment_method: 'card', card_brand: 'visa', card_last4: '4242'});
    const [message] = shop.app.outbox.to('visa@exemple.fr');
    expect(message.body.replace(/[\u00a0\u202f]/g, ' ')).toContain(`Paiement : carte bancaire Visa •••• 4242, ${euros(5490)} débités. Commande payée.`);
  });

  it('asks American Express for a 4-digit code, then accepts it', async () => {
    const {cart, fields} = await cartAtDelivery('amex@exemple.fr');
    const three = await postRefused(cart.checkoutUrl, {...fields, ...card('3782 822463 10005')});
    expect(pageText(three.html)).toContain('Le code de sécurité American Express comporte 4 chiffres, au recto de la carte');
    const four = await postForm(cart.checkoutUrl, {...fields, ...card('378282246310005', {cardCvc: '1234'})});
    expect(four.status).toBe(303);
    expect(shop.app.store.get('SELECT card_brand, card_last4 FROM orders WHERE email = ?', 'amex@exemple.fr')).toEqual({card_brand: 'amex', card_last4: '0005'});
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0119', 'network_error'],
    // Any other number: a sandbox refuses real cards.
    ['4111 1111 1111 1111', 'card_declined'],
  ])('sends a refused card (%s) to /commande-echouee?error=%s with the cart intact and nothing debited', async (number, error) => {
    const email = `refus-${error}-${number.slice(-4)}@exemple.fr`;
    // A gift card of its own pays 5 € of it: the card is asked for the rest, and refuses.
    const giftCard = `TEST${number.replace(/\D/g, '').slice(-4)}${error.length}`;
    shop.app.store.run("INSERT INTO gift_cards (code, initial_cents, balance_cents, created_at, updated_at) VALUES (?, 500, 500, '2026-01-01', '2026-01-01')", giftCard);
    const balance = () => Number(shop.app.store.get('SELECT balance_cents FROM gift_cards WHERE code = ?', giftCard)?.balance_cents);
    const {cart, fields} = await cartAtDelivery(email, {giftCardCodes: [giftCard]});
    const refused = await postForm(cart.checkoutUrl, {...fields, ...card(number)});
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(`${STOREFRONT_URL}/commande-echouee?error=${error}`);
    expect(ordersOf(email)).toBe(0);
    expect(balance()).toBe(500);
    await cartIsIntact(cart);
    // The retry: the checkout opens again where the buyer was, and an accepted card places the order.
    const again = await deliveryPage(cart.checkoutUrl);
    expect(again.html).toMatch(/name="payment" value="card" checked/);
    expect(again.html).toMatch(/id="champ-cardNumber" name="cardNumber" type="text" value=""/);
    expect((await postForm(cart.checkoutUrl, {...again.fields, ...card('4242424242424242')})).status).toBe(303);
    expect(ordersOf(email)).toBe(1);
    expect(balance()).toBe(0);
  });

  it('refuses bad input in French, keeps the payment chosen, never the card’s details', async () => {
    const {cart, fields} = await cartAtDelivery('saisie@exemple.fr');
    const empty = await postRefused(cart.checkoutUrl, {...fields, ...card('', {cardExpiry: '', cardCvc: '', cardHolder: ''})});
    const emptyText = pageText(empty.html);
    for (const message of [
      'Le numéro de carte est obligatoire',
      'La date d’expiration est obligatoire',
      'Le code de sécurité est obligatoire',
      'Le nom du titulaire de la carte est obligatoire',
    ]) {
      expect(emptyText).toContain(message);
    }
    const wrong = await postRefused(cart.checkoutUrl, {...fields, ...card('4242 4242 4242 4241', {cardExpiry: '01/20', cardCvc: '12', cardHolder: 'Marie <b>Durand</b>'})});
    const text = pageText(wrong.html);
    expect(text).toContain('Veuillez corriger les 3 erreurs suivantes');
    expect(text).toContain('Ce numéro de carte n’est pas valide : vérifiez-le');
    expect(text).toContain('Cette carte est expirée : utilisez une carte en cours de validité');
    expect(text).toContain('Le code de sécurité comporte 3 chiffres, au dos de la carte');
    // A card's details are never kept, not even for the page that says why: typed again.
    expect(wrong.html).toMatch(/id="champ-cardNumber" name="cardNumber" type="text" value=""[^>]* aria-invalid="true"/);
    expect(wrong.html).toMatch(/name="cardExpiry" type="text" value=""/);
    expect(wrong.html).toMatch(/name="cardHolder" type="text" value=""/);
    expect(wrong.html).toMatch(/name="cardCvc" type="text" value=""/);
    expect(wrong.html).not.toContain('4241');
    expect(text).toContain('Pour votre sécurité, les données de la carte ne sont jamais conservées : saisissez-les à nouveau.');
    expect(wrong.html).toMatch(/name="payment" value="card" checked/);
    for (const [number, message] of [
      ['4242 4242 42', 'Le numéro de carte comporte de 13 à 19 chiffres'],
      ['4242-abcd-4242', 'Le numéro de carte ne doit contenir que des chiffres'],
      ['6011 1111 1111 1117', 'Nous acceptons les cartes Visa, Mastercard et American Express'],
    ]) {
      expect(pageText((await postRefused(cart.checkoutUrl, {...fields, ...card(number)})).html)).toContain(message);
    }
    expect(pageText((await postRefused(cart.checkoutUrl, {...fields, ...card('4242424242424242', {cardExpiry: '13/30'})})).html)).toContain(
      'Indiquez la date d’expiration au format MM/AA',
    );
    expect(ordersOf('saisie@exemple.fr')).toBe(0);
  });
});

describe('3-D Secure', () => {
  async function toBank(email: string) {
    const {cart, fields} = await cartAtDelivery(email);
    const sent = await postForm(cart.checkoutUrl, {...fields, ...card('4000 0027 6000 3184')});
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`${new URL(cart.checkoutUrl).pathname}${new URL(cart.checkoutUrl).search}&etape=authentification`);
    const bank = await getPage(new URL(sent.location as string, shop.url).toString());
    expect(bank.status).toBe(200);
    const answer = (decision: string) =>
      postForm(cart.checkoutUrl, {
        csrf: /name="csrf" value="([^"]+)"/.exec(bank.html)?.[1] ?? '',
        step: 'authentification',
        authentication: /name="authentication" value="([^"]+)"/.exec(bank.html)?.[1] ?? '',
        decision,
      });
    return {cart, bank, answer};
  }

  it('asks the bank, then places the order once it is confirmed', async () => {
    const {bank, answer} = await toBank('3ds-oui@exemple.fr');
    const text = pageText(bank.html);
    expect(text).toContain('Authentification de votre banque');
    expect(text).toContain(`Montant ${euros(5490)}`);
    expect(text).toContain('Carte Visa •••• 3184');
    expect(ordersOf('3ds-oui@exemple.fr')).toBe(0);
    const confirmed = await answer('confirmer');
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toMatch(new RegExp(`^${STOREFRONT_URL}/commande-confirmee\\?order=\\d+&key=`));
    expect(shop.app.store.get('SELECT financial_status, card_last4 FROM orders WHERE email = ?', '3ds-oui@exemple.fr')).toEqual({financial_status: 'PAID', card_last4: '3184'});
    // The same answer again (a second tab, the back button): the same confirmation, no second order.
    const twice = await answer('confirmer');
    expect(twice.location).toBe(confirmed.location);
    expect(ordersOf('3ds-oui@exemple.fr')).toBe(1);
  });

  it('sends a refused authentication to /commande-echouee?error=payment_failed, the cart intact, the answer used once', async () => {
    const {cart, answer} = await toBank('3ds-non@exemple.fr');
    const refused = await answer('refuser');
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(`${STOREFRONT_URL}/commande-echouee?error=payment_failed`);
    expect(ordersOf('3ds-non@exemple.fr')).toBe(0);
    await cartIsIntact(cart);
    // Nothing waits any more: the bank's page and a late « confirmer » lead back to the payment page.
    const late = await answer('confirmer');
    expect(late.status).toBe(303);
    expect(late.location).toMatch(/&etape=livraison$/);
    expect((await getPage(`${cart.checkoutUrl}&etape=authentification`)).location).toMatch(/&etape=livraison$/);
    expect(ordersOf('3ds-non@exemple.fr')).toBe(0);
  });

  it('does not charge a total that changed while the bank was asked', async () => {
    const {answer} = await toBank('3ds-prix@exemple.fr');
    const variant = Number(am14.split('/').pop());
    shop.app.store.run('UPDATE variants SET price_cents = 4700 WHERE id = ?', variant);
    shop.app.store.catalogueVersion++;
    try {
      const answered = await answer('confirmer');
      expect(answered.status).toBe(303);
      expect(answered.location).toMatch(/&etape=livraison$/);
      const refused = await getPage(new URL(answered.location as string, shop.url).toString());
      expect(pageText(refused.html)).toContain(`Le prix de « Amortisseur industriel M14 » est passé de ${euros(4500)} à ${euros(4700)}.`);
      expect(ordersOf('3ds-prix@exemple.fr')).toBe(0);
    } finally {
      shop.app.store.run('UPDATE variants SET price_cents = 4500 WHERE id = ?', variant);
      shop.app.store.catalogueVersion++;
    }
  });
});

describe('what is kept of a card', () => {
  it('is never the number nor the security code: not in the database files, not in the logs', () => {
    const numbers = ['4242424242424242', '378282246310005', '4000000000000002', '4000000000009995', '4000000000000119', '4111111111111111', '4000002760003184'];
    const files = fs.readdirSync(shop.dataDir).filter((name) => name.startsWith('shop.sqlite'));
    expect(files).toContain('shop.sqlite');
    for (const name of files) {
      const bytes = fs.readFileSync(path.join(shop.dataDir, name)).toString('latin1');
      for (const number of numbers) {
        expect(bytes.includes(number), `${number} in ${name}`).toBe(false);
        expect(bytes.includes(number.replace(/(\d{4})(?=\d)/g, '$1 ')), `${number} (spaced) in ${name}`).toBe(false);
      }
      expect(bytes.includes('cardNumber'), name).toBe(false);
      expect(bytes.includes('cardCvc'), name).toBe(false);
    }
    for (const row of shop.app.store.all('SELECT checkout FROM carts')) {
      expect(String(row.checkout)).not.toMatch(/cvc|cardNumber|cardExpiry/i);
    }
    const logs = logged.join('\n');
    for (const number of numbers) expect(logs).not.toContain(number);
    expect(logs).not.toMatch(new RegExp(`\\b${CVC}\\b`));
  });
});
