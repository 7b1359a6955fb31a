// The hosted checkout end to end over HTTP: pages, validation, placing the order
// (stock, numbering, idempotency), reading it back through the Storefront API.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type LocalShop} from '../../local-shop/server.ts';
import {STOREFRONT_URL, data, gql, postRefused, quoteFieldOf, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop;
const ids: Record<string, string> = {};

beforeAll(async () => {
  shop = await startTestShop();
  for (const [handle, sku] of [
    ['verin-gaz-acier-8-18', 'VG818-100-50'],
    ['verin-gaz-acier-8-18', 'VG818-100-100'],
    ['embout-rotule-m8', 'ROT-M8'],
    ['verin-hydraulique-double-effet', 'VH4020-200'],
    ['verin-hydraulique-double-effet', 'VH4020-300'],
  ]) {
    ids[sku] = await variantIdBySku(shop, handle, sku);
  }
});

afterAll(async () => {
  await shop.close();
});

async function createCart(lines: {merchandiseId: string; quantity: number}[], buyerIdentity?: Record<string, string>) {
  const result = await data(
    shop,
    `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { message } } }`,
    {input: {lines, buyerIdentity}},
  );
  expect(result.cartCreate.userErrors).toEqual([]);
  return result.cartCreate.cart as {id: string; checkoutUrl: string};
}

async function getPage(url: string) {
  const response = await fetch(url, {redirect: 'manual'});
  return {status: response.status, headers: response.headers, html: await response.text()};
}

async function post(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields).toString(),
  });
  return {status: response.status, location: response.headers.get('location'), headers: response.headers, html: await response.text()};
}

function csrfOf(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('No CSRF token in the page');
  return match[1];
}

function valueOf(html: string, name: string): string | null {
  const match = new RegExp(`name="${name}" type="[a-z]+" value="([^"]*)"`).exec(html);
  return match ? match[1] : null;
}

const ADDRESS = {
  email: 'marie.durand@exemple.fr',
  phone: '06 12 34 56 78',
  firstName: 'Marie',
  lastName: 'Durand',
  company: 'Atelier Durand',
  address1: '12 rue Oberkampf',
  address2: '2e étage',
  zip: '75011',
  city: 'Paris',
  country: 'FR',
};

async function stockOf(variantId: string): Promise<number> {
  const result = await data(shop, 'query($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }', {id: variantId});
  return result.node.quantityAvailable;
}

const ORDER_QUERY = `query($id: ID!) { node(id: $id) { __typename ... on Order {
  id name orderNumber processedAt email phone financialStatus fulfillmentStatus currencyCode statusUrl canceledAt
  totalPrice { amount currencyCode } subtotalPrice { amount } totalTax { amount } totalShippingPrice { amount } totalRefunded { amount }
  customAttributes { key value }
  shippingAddress { firstName lastName name company address1 address2 city province zip country countryCodeV2 phone formatted(withName: true) }
  lineItems(first: 10) { nodes { title quantity originalTotalPrice { amount } discountedTotalPrice { amount }
    variant { id title sku price { amount } image { url } product { handle } } } }
} } }`;

describe('checkout: the happy path', () => {
  let cart: {id: string; checkoutUrl: string};
  let confirmation: URL;
  let placeFields: Record<string, string>;

  it('shows the information step in French, prefilled from the cart', async () => {
    cart = await createCart(
      [
        {merchandiseId: ids['VG818-100-50'], quantity: 2},
        {merchandiseId: ids['ROT-M8'], quantity: 3},
      ],
      {email: 'marie.durand@exemple.fr', phone: '0612345678', countryCode: 'FR'},
    );
    expect(cart.checkoutUrl.startsWith(`${shop.url}/checkout/cn/`)).toBe(true);
    const page = await getPage(cart.checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.html).toContain(`<style nonce="${nonce}">`);
    expect(page.html).not.toMatch(/ style="/);
    expect(page.html).toContain('<html lang="fr">');
    expect(page.html).toContain('<legend>Adresse de livraison</legend>');
    expect(page.html).toContain('<label for="champ-firstName">Prénom</label>');
    expect(valueOf(page.html, 'email')).toBe('marie.durand@exemple.fr');
    expect(valueOf(page.html, 'phone')).toBe('0612345678');
    expect(page.html).toContain('Vérin à gaz acier 8/18');
    // 2 × 24,90 + 3 × 3,90 − 5 % volume discount on the 3 rotules (0,59) = 60,91.
    expect(page.html).toContain('60,91');
    expect(page.html).toContain('Remise quantité −5');
    expect(page.html).toContain(`href="${STOREFRONT_URL}/cart"`);
  });

  it('validates on the server in French and keeps what was typed', async () => {
    const page = await getPage(cart.checkoutUrl);
    const result = await postRefused(
      cart.checkoutUrl,
      {
        csrf: csrfOf(page.html),
        step: 'informations',
      ...ADDRESS,
      email: 'marie.durand@',
      firstName: '',
      zip: '7501',
        address1: '<script>alert(1)</script>',
      },
      'informations',
    );
    expect(result.html).toContain('Veuillez corriger les 3 erreurs suivantes');
    expect(result.html).toContain('Adresse email invalide');
    expect(result.html).toContain('Le prénom est obligatoire');
    expect(result.html).toContain('Code postal invalide (5 chiffres)');
    expect(result.html).toContain('href="#champ-firstName"');
    expect(result.html).toMatch(/id="champ-firstName"[^>]*aria-invalid="true"/);
    expect(valueOf(result.html, 'lastName')).toBe('Durand');
    expect(valueOf(result.html, 'zip')).toBe('7501');
    // Typed markup comes back escaped, never as markup.
    expect(result.html).not.toContain('<script>alert(1)</script>');
    expect(valueOf(result.html, 'address1')).toBe('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('moves on to delivery and payment with the right options', async () => {
    const page = await getPage(cart.checkoutUrl);
    const result = await post(cart.checkoutUrl, {csrf: csrfOf(page.html), step: 'informations', ...ADDRESS});
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${new URL(cart.checkoutUrl).pathname}${new URL(cart.checkoutUrl).search}&etape=livraison`);
    const delivery = await getPage(new URL(result.location as string, shop.url).toString());
    expect(delivery.status).toBe(200);
    expect(delivery.html).toContain('Livraison standard');
    expect(delivery.html).toContain('9,90');
    expect(delivery.html).toContain('Livraison express');
    // Paris postcode: same-day delivery is offered.
    expect(delivery.html).toContain('Livraison urgente le jour même (Paris)');
    expect(delivery.html).toContain('Virement bancaire');
    expect(delivery.html).toContain('Paiement à 30 jours sur facture (professionnels)');
    // Standard is preselected: 60,91 + 9,90 = 70,81 TTC, of which VAT 11,80.
    expect(delivery.html).toContain('70,81');
    expect(delivery.html).toContain('11,80');
    placeFields = {csrf: csrfOf(delivery.html), step: 'livraison', action: 'commander', quote: quoteFieldOf(delivery.html)};
  });

  it('requires a payment method, and company and SIRET for an invoice', async () => {
    const missing = await postRefused(cart.checkoutUrl, {...placeFields, delivery: 'express'});
    expect(missing.html).toContain('Choisissez un moyen de paiement');
    const invoice = await postRefused(cart.checkoutUrl, {...placeFields, delivery: 'express', payment: 'invoice-30-days', invoiceCompany: '', siret: '123'});
    expect(invoice.html).toContain('Le numéro SIRET doit comporter 14 chiffres');
    // 14 digits that fail the SIRET's key (Luhn), and a French VAT number whose key does not match.
    const checksum = await postRefused(cart.checkoutUrl, {...placeFields, delivery: 'express', payment: 'invoice-30-days', siret: '123 456 789 00012', vatNumber: 'FR34442819363'});
    expect(checksum.html).toContain('Ce numéro SIRET n’existe pas : vérifiez les 14 chiffres');
    expect(checksum.html).toContain('Ce numéro de TVA français ne correspond pas à son SIREN');
    expect(valueOf(checksum.html, 'siret')).toBe('123 456 789 00012');
    expect(valueOf(checksum.html, 'vatNumber')).toBe('FR34442819363');
    // The company typed at the first step is used for the invoice.
    expect(invoice.html).not.toContain('La raison sociale est obligatoire');
    expect(invoice.html).toMatch(/name="delivery" value="express"[^>]* checked/);
  });

  it('places the order and redirects to the storefront', async () => {
    const before = {spring: await stockOf(ids['VG818-100-50']), rotule: await stockOf(ids['ROT-M8'])};
    const result = await post(cart.checkoutUrl, {...placeFields, delivery: 'express', payment: 'bank-transfer'});
    expect(result.status).toBe(303);
    confirmation = new URL(result.location as string);
    expect(`${confirmation.origin}${confirmation.pathname}`).toBe(`${STOREFRONT_URL}/commande-confirmee`);
    expect(confirmation.searchParams.get('order')).toBe('1001');
    expect(confirmation.searchParams.get('key')).toMatch(/^[a-f0-9]{32}$/);
    expect(await stockOf(ids['VG818-100-50'])).toBe(before.spring - 2);
    expect(await stockOf(ids['ROT-M8'])).toBe(before.rotule - 3);
    // A checked-out cart is gone for the API.
    expect((await data(shop, 'query($id: ID!) { cart(id: $id) { id } }', {id: cart.id})).cart).toBeNull();
    const added = await data(shop, `mutation($id: ID!, $v: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: $v}]) { cart { id } userErrors { field code } } }`, {
      id: cart.id,
      v: ids['ROT-M8'],
    });
    expect(added.cartLinesAdd).toEqual({cart: null, userErrors: [{field: ['cartId'], code: 'INVALID'}]});
  });

  it('lets the storefront read the order with its key, and nobody without it', async () => {
    const key = confirmation.searchParams.get('key');
    const {node: order} = await data(shop, ORDER_QUERY, {id: `gid://shopify/Order/1001?key=${key}`});
    expect(order).toMatchObject({
      __typename: 'Order',
      id: `gid://shopify/Order/1001?key=${key}`,
      name: '#1001',
      orderNumber: 1001,
      email: 'marie.durand@exemple.fr',
      phone: '06 12 34 56 78',
      financialStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      currencyCode: 'EUR',
      canceledAt: null,
      // 60,91 + 15,00 express = 75,91 TTC; VAT 75,91 − 63,26 = 12,65.
      subtotalPrice: {amount: '60.91'},
      totalShippingPrice: {amount: '15.0'},
      totalPrice: {amount: '75.91', currencyCode: 'EUR'},
      totalTax: {amount: '12.65'},
      totalRefunded: {amount: '0.0'},
      statusUrl: `${shop.url}/orders/1001?key=${key}`,
      shippingAddress: {
        firstName: 'Marie',
        lastName: 'Durand',
        name: 'Marie Durand',
        company: 'Atelier Durand',
        address1: '12 rue Oberkampf',
        address2: '2e étage',
        city: 'Paris',
        province: null,
        zip: '75011',
        country: 'France',
        countryCodeV2: 'FR',
        formatted: ['Marie Durand', 'Atelier Durand', '12 rue Oberkampf', '2e étage', '75011 Paris', 'France'],
      },
    });
    expect(order.lineItems.nodes).toMatchObject([
      {title: 'Vérin à gaz acier 8/18', quantity: 2, originalTotalPrice: {amount: '49.8'}, variant: {title: '100 N / 50 mm', sku: 'VG818-100-50', product: {handle: 'verin-gaz-acier-8-18'}}},
      {title: 'Embout rotule M8', quantity: 3, originalTotalPrice: {amount: '11.7'}, discountedTotalPrice: {amount: '11.11'}, variant: {sku: 'ROT-M8'}},
    ]);
    const attributes = Object.fromEntries(order.customAttributes.map((attribute: {key: string; value: string}) => [attribute.key, attribute.value]));
    expect(attributes).toMatchObject({Livraison: 'Livraison express', Paiement: 'Virement bancaire', 'Référence du virement': '#1001'});
    expect(attributes.IBAN).toMatch(/^FR76/);
    expect(attributes.BIC).toBeTruthy();

    for (const id of ['gid://shopify/Order/1001', 'gid://shopify/Order/1001?key=00000000000000000000000000000000', 'gid://shopify/Order/1002?key=' + key]) {
      expect((await data(shop, ORDER_QUERY, {id})).node).toBeNull();
    }
  });

  it('creates no second order when the form is sent again', async () => {
    const again = await post(cart.checkoutUrl, {...placeFields, delivery: 'express', payment: 'bank-transfer'});
    expect(again.status).toBe(303);
    expect(again.location).toBe(confirmation.toString());
    const count = shop.app.store.get('SELECT COUNT(*) AS n FROM orders WHERE cart_id IS NOT NULL');
    expect(count?.n).toBe(1);
    const page = await getPage(cart.checkoutUrl);
    expect(page.html).toContain('Commande déjà passée');
    expect(page.html).toContain('#1001');
  });

  it('serves the order status page to the key holder only', async () => {
    const key = confirmation.searchParams.get('key');
    const page = await getPage(`${shop.url}/orders/1001?key=${key}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Commande #1001');
    expect(page.html).toContain('IBAN');
    expect(page.html).toContain('75,91');
    expect((await getPage(`${shop.url}/orders/1001?key=faux`)).status).toBe(404);
  });
});

describe('checkout: rules and refusals', () => {
  async function throughInformation(checkoutUrl: string, address: Record<string, string> = ADDRESS) {
    const page = await getPage(checkoutUrl);
    const info = await post(checkoutUrl, {csrf: csrfOf(page.html), step: 'informations', ...address});
    expect(info.status).toBe(303);
    const delivery = await getPage(new URL(info.location as string, shop.url).toString());
    return {html: delivery.html, fields: {csrf: csrfOf(delivery.html), step: 'livraison', action: 'commander', quote: quoteFieldOf(delivery.html)}};
  }

  it('offers free standard delivery from 250 € HT, and same-day only in Paris', async () => {
    const cart = await createCart([
      {merchandiseId: ids['VH4020-200'], quantity: 1},
      {merchandiseId: ids['VH4020-300'], quantity: 1},
    ]);
    const {html, fields} = await throughInformation(cart.checkoutUrl, {...ADDRESS, zip: '69002', city: 'Lyon'});
    expect(html).toContain('Gratuite');
    expect(html).not.toContain('Livraison urgente le jour même (Paris)</span>');
    const sameDay = await postRefused(cart.checkoutUrl, {...fields, delivery: 'same-day-paris', payment: 'bank-transfer'});
    expect(sameDay.html).toContain('La livraison le jour même est réservée aux adresses de Paris');
    const placed = await post(cart.checkoutUrl, {...fields, delivery: 'standard', payment: 'invoice-30-days', siret: '442 819 363 00015', vatNumber: 'FR 33 442 819 363'});
    expect(placed.status).toBe(303);
    const url = new URL(placed.location as string);
    expect(url.searchParams.get('order')).toBe('1002');
    const {node} = await data(shop, ORDER_QUERY, {id: `gid://shopify/Order/1002?key=${url.searchParams.get('key')}`});
    expect(node.totalShippingPrice.amount).toBe('0.0');
    expect(node.totalPrice.amount).toBe('408.0');
    const attributes = Object.fromEntries(node.customAttributes.map((attribute: {key: string; value: string}) => [attribute.key, attribute.value]));
    expect(attributes).toMatchObject({
      Paiement: 'Paiement à 30 jours sur facture (professionnels)',
      SIRET: '44281936300015',
      'N° de TVA intracommunautaire': 'FR33442819363',
      'Raison sociale': 'Atelier Durand',
    });
    expect(node.financialStatus).toBe('PENDING');
  });

  it('refuses an order the stock cannot cover, and changes nothing', async () => {
    const stock = await stockOf(ids['VG818-100-100']);
    expect(stock).toBe(3);
    const slow = await createCart([{merchandiseId: ids['VG818-100-100'], quantity: 3}]);
    const fast = await createCart([{merchandiseId: ids['VG818-100-100'], quantity: 2}]);
    const slowStep = await throughInformation(slow.checkoutUrl);
    const fastStep = await throughInformation(fast.checkoutUrl);
    expect((await post(fast.checkoutUrl, {...fastStep.fields, delivery: 'standard', payment: 'bank-transfer'})).status).toBe(303);
    const orders = shop.app.store.get('SELECT COUNT(*) AS n FROM orders')?.n;
    const refused = await postRefused(slow.checkoutUrl, {...slowStep.fields, delivery: 'standard', payment: 'bank-transfer'});
    expect(refused.html).toContain("Le stock a changé depuis l’ajout au panier");
    expect(refused.html).toContain('Vérin à gaz acier 8/18 (100 N / 100 mm) : 3 demandés, 1 disponible');
    expect(await stockOf(ids['VG818-100-100'])).toBe(1);
    expect(shop.app.store.get('SELECT COUNT(*) AS n FROM orders')?.n).toBe(orders);
    expect((await data(shop, 'query($id: ID!) { cart(id: $id) { totalQuantity } }', {id: slow.id})).cart.totalQuantity).toBe(3);
  });

  it('refuses a form without a valid CSRF token', async () => {
    const cart = await createCart([{merchandiseId: ids['ROT-M8'], quantity: 1}]);
    const result = await post(cart.checkoutUrl, {csrf: 'faux', step: 'informations', ...ADDRESS});
    expect(result.status).toBe(403);
    expect(result.html).toContain('Session expirée');
    const other = await createCart([{merchandiseId: ids['ROT-M8'], quantity: 1}]);
    const otherToken = csrfOf((await getPage(other.checkoutUrl)).html);
    expect((await post(cart.checkoutUrl, {csrf: otherToken, step: 'informations', ...ADDRESS})).status).toBe(403);
  });

  it('sends an empty cart back to the storefront', async () => {
    const cart = await createCart([]);
    const page = await getPage(cart.checkoutUrl);
    expect(page.html).toContain('Votre panier est vide');
    expect(page.html).toContain(`href="${STOREFRONT_URL}/cart"`);
  });

  it('answers an unknown cart or a wrong key with a French 404', async () => {
    const cart = await createCart([{merchandiseId: ids['ROT-M8'], quantity: 1}]);
    const wrong = cart.checkoutUrl.replace(/key=[a-f0-9]+/, 'key=0123');
    for (const url of [wrong, `${shop.url}/checkout/cn/inconnu?key=abc`, `${shop.url}/checkout/cn/inconnu`]) {
      const page = await getPage(url);
      expect(page.status).toBe(404);
      expect(page.html).toContain('Panier introuvable');
      expect(page.html).toContain(`href="${STOREFRONT_URL}/cart"`);
    }
  });

  it('goes back to the first step when delivery is asked for too early', async () => {
    const cart = await createCart([{merchandiseId: ids['ROT-M8'], quantity: 1}]);
    const result = await getPage(`${cart.checkoutUrl}&etape=livraison`);
    expect(result.status).toBe(303);
  });

  it('keeps working when the API is hit during checkout', async () => {
    const result = await gql(shop, '{ shop { name } }');
    expect(result.status).toBe(200);
  });
});
