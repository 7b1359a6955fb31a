// Issue 16 follow-up, point 1: a code the cart carries but the checkout cannot apply
// (BIENVENUE10 already used by this e-mail, PRO50 under its minimum) is never dropped
// silently by the hosted checkout. As soon as the e-mail is known, the page says why, in
// French, before any payment button, with the new total when it differs from the one the
// buyer was shown before (the cart before the e-mail was known); a code the cart refused
// already (unknown, under its minimum) changes no total and none is announced. The order
// is placed at the page's total (its signed quote), never at another.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LocalShop} from '../../local-shop/server.ts';
import {createCart, deliveryStep, euros, pageText} from './checkout-helpers.ts';
import {STOREFRONT_URL, TEST_ADDRESS, data, getPage, postForm, removeTempDirs, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop;
let am14: string;

beforeAll(async () => {
  shop = await startTestShop();
  am14 = await variantIdBySku(shop, 'amortisseur-industriel-m14', 'AM14');
});

afterAll(async () => {
  await shop.close();
  removeTempDirs();
});

const ORDER_TOTAL = `query($id: ID!) { node(id: $id) { ... on Order { totalPrice { amount } } } }`;

function orderId(location: string | null): string {
  const url = new URL(location ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`${STOREFRONT_URL}/commande-confirmee`);
  return `gid://shopify/Order/${url.searchParams.get('order')}?key=${url.searchParams.get('key')}`;
}

/** Where `needle` first appears in the page's text, failing when it does not. */
function positionOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  expect(at, needle).toBeGreaterThanOrEqual(0);
  return at;
}

describe('a code the hosted checkout cannot apply', () => {
  it('says, once the e-mail is known, that BIENVENUE10 was already used with it, with the new total before the payment button, and charges that total', async () => {
    const email = 'deja-utilise@exemple.fr';
    const address = {...TEST_ADDRESS, email, zip: '69002', city: 'Lyon'};
    // First order: 2 × 45,00 € − 10 % = 81,00 € + 9,90 € standard delivery = 90,90 €.
    const first = await createCart(shop, {
      lines: [{merchandiseId: am14, quantity: 2}],
      discountCodes: ['BIENVENUE10'],
    });
    const firstPage = await deliveryStep(first.checkoutUrl, address);
    expect(pageText(firstPage.html)).not.toContain('non appliqué');
    expect(
      (
        await postForm(first.checkoutUrl, {
          ...firstPage.fields,
          delivery: 'standard',
          payment: 'bank-transfer',
        })
      ).status,
    ).toBe(303);

    // Second cart, same e-mail, same code: the information step does not know the e-mail yet.
    const second = await createCart(shop, {
      lines: [{merchandiseId: am14, quantity: 2}],
      discountCodes: ['BIENVENUE10'],
    });
    const page = await deliveryStep(second.checkoutUrl, address);
    const text = pageText(page.html);
    const reason = `Le code BIENVENUE10 a déjà été utilisé avec l’adresse e-mail ${email} : il ne sert qu’une fois par client et ne s’applique pas à cette commande.`;
    // 2 × 45,00 € + 9,90 € = 99,90 €, said before the payment choices and the button.
    const said = positionOf(text, reason);
    expect(positionOf(text, `Nouveau total à payer : ${euros(9990)} TTC`)).toBeGreaterThan(said);
    expect(positionOf(text, 'Moyen de paiement')).toBeGreaterThan(said);
    expect(positionOf(text, 'Passer la commande')).toBeGreaterThan(said);
    // The summary lists the code as not applied, with the total that will be charged.
    expect(text).toContain('Code BIENVENUE10 non appliqué');
    expect(text).toContain(`Total à payer : ${euros(9990)}`);

    // Placed from this page: exactly the total it showed.
    const placed = await postForm(second.checkoutUrl, {
      ...page.fields,
      delivery: 'standard',
      payment: 'bank-transfer',
    });
    expect(placed.status).toBe(303);
    expect((await data(shop, ORDER_TOTAL, {id: orderId(placed.location)})).node.totalPrice.amount).toBe('99.9');
  });

  it('says it on the information step already when the storefront handed the e-mail over', async () => {
    const email = 'remis-par-la-vitrine@exemple.fr';
    const first = await createCart(shop, {
      lines: [{merchandiseId: am14, quantity: 1}],
      discountCodes: ['BIENVENUE10'],
    });
    const firstPage = await deliveryStep(first.checkoutUrl, {
      ...TEST_ADDRESS,
      email,
    });
    expect(
      (
        await postForm(first.checkoutUrl, {
          ...firstPage.fields,
          delivery: 'standard',
          payment: 'bank-transfer',
        })
      ).status,
    ).toBe(303);

    const second = await createCart(shop, {
      lines: [{merchandiseId: am14, quantity: 1}],
      discountCodes: ['BIENVENUE10'],
      buyerIdentity: {email, countryCode: 'FR'},
    });
    const info = await getPage(`${second.checkoutUrl}&etape=informations`);
    expect(info.status).toBe(200);
    const text = pageText(info.html);
    const said = positionOf(text, `Le code BIENVENUE10 a déjà été utilisé avec l’adresse e-mail ${email}`);
    expect(positionOf(text, `Total de vos articles sans ce code, livraison en plus : ${euros(4500)} TTC`)).toBeGreaterThan(said);
    expect(positionOf(text, 'Continuer vers la livraison')).toBeGreaterThan(said);
  });

  it('gives the minimum of PRO50 from the code’s own rule', async () => {
    const cart = await createCart(shop, {
      lines: [{merchandiseId: am14, quantity: 1}],
      discountCodes: ['PRO50'],
    });
    const page = await deliveryStep(cart.checkoutUrl, {
      ...TEST_ADDRESS,
      email: 'pro@exemple.fr',
    });
    const rule = shop.app.discounts.rule('PRO50');
    expect(pageText(page.html)).toContain(
      `Le code PRO50 s’applique à partir de ${euros(rule?.minSubtotalCents ?? NaN)} d’achats : il ne s’applique pas à cette commande.`,
    );
  });

  it('announces no new total when the refused codes leave the total the buyer saw unchanged (the cart refused them too)', async () => {
    const cart = await createCart(shop, {
      lines: [{merchandiseId: am14, quantity: 1}],
      discountCodes: ['PRO50', 'CODE-INCONNU'],
    });
    // What the cart showed: both refused, 45,00 € of merchandise.
    const shown = await data(shop, `query($id: ID!) { cart(id: $id) { discountCodes { applicable } cost { subtotalAmount { amount } } } }`, {id: cart.id});
    expect(shown.cart.discountCodes).toEqual([{applicable: false}, {applicable: false}]);
    expect(shown.cart.cost.subtotalAmount.amount).toBe('45.0');

    const info = pageText((await getPage(`${cart.checkoutUrl}&etape=informations`)).html);
    expect(info).toContain('Codes de réduction non appliqués');
    expect(info).toContain('Le code CODE-INCONNU n’existe pas : il ne s’applique pas à cette commande.');
    expect(info).not.toContain('Total de vos articles sans ce code');

    const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email: 'inchange@exemple.fr'});
    const text = pageText(page.html);
    positionOf(text, 'Le code PRO50 s’applique à partir de');
    positionOf(text, 'Le code CODE-INCONNU n’existe pas');
    expect(text).not.toContain('Nouveau total à payer');
    expect(page.html).not.toContain('id="total-avis"');
    // The total is still said once, where it always is: 45,00 € + 9,90 €.
    expect(text).toContain(`Total à payer : ${euros(5490)} TTC`);
  });

  it('shows no notice when every code applies', async () => {
    const cart = await createCart(shop, {
      lines: [{merchandiseId: am14, quantity: 1}],
      discountCodes: ['LIVRAISON'],
    });
    const page = await deliveryStep(cart.checkoutUrl, {
      ...TEST_ADDRESS,
      email: 'livraison@exemple.fr',
    });
    expect(page.html).not.toContain('data-testid="codes-refuses"');
  });
});
