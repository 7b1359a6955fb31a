// The hosted checkout's forms follow POST → 303 → GET: a refused form, « Recalculer le
// total » without JavaScript, all redirect to their step's page, which shows a refusal
// once. Back and reload then never send a form again (Chromium's ERR_CACHE_MISS after a
// page answered to a POST); a card's details never come back.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LocalShop} from '../../local-shop/server.ts';
import {createCart, deliveryStep, euros, pageText} from './checkout-helpers.ts';
import {TEST_ADDRESS, csrfOf, getPage, postForm, postRefused, removeTempDirs, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

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

const cartOfOne = () => createCart(shop, {lines: [{merchandiseId: am14, quantity: 1}]});

describe('refused checkout forms', () => {
  it('information step: the page after the redirect says why with what was typed; reloaded, it says it no more', async () => {
    const cart = await cartOfOne();
    const first = await getPage(`${cart.checkoutUrl}&etape=informations`);
    const refused = await postRefused(cart.checkoutUrl, {csrf: csrfOf(first.html), step: 'informations', ...TEST_ADDRESS, zip: '7501', city: 'Villeneuve-d’Ascq'}, 'informations');
    const text = pageText(refused.html);
    expect(text).toContain('Veuillez corriger l’erreur suivante');
    expect(refused.html).toMatch(/name="zip" type="text" value="7501"/);
    expect(refused.html).toMatch(/name="city" type="text" value="Villeneuve-d’Ascq"/);
    // Reload: the page as it is, no error (and no form sent again).
    const again = await getPage(`${cart.checkoutUrl}&etape=informations`);
    expect(again.status).toBe(200);
    expect(again.html).not.toContain('Veuillez corriger');
  });

  it('delivery step: a refused card comes back with why, the card chosen, its details never (not in the page, not in the address)', async () => {
    const cart = await cartOfOne();
    const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email: 'redirection@exemple.fr'});
    const posted = await postForm(cart.checkoutUrl, {
      ...page.fields,
      delivery: 'express',
      payment: 'card',
      cardNumber: '4242 4242 4242 4241',
      cardExpiry: '12/39',
      cardCvc: '123',
      cardHolder: 'Jeanne Titulaire',
    });
    expect(posted.status).toBe(303);
    expect(posted.location).not.toMatch(/4241|Titulaire|12%2F39/);
    const refused = await getPage(new URL(posted.location as string, cart.checkoutUrl).toString());
    expect(refused.status).toBe(200);
    expect(pageText(refused.html)).toContain('Ce numéro de carte n’est pas valide : vérifiez-le');
    expect(refused.html).toMatch(/name="payment" value="card" checked/);
    expect(refused.html).toMatch(/name="delivery" value="express" data-price="\d+" checked/);
    expect(refused.html).not.toMatch(/4241|Jeanne Titulaire|value="12\/39"/);
    expect((await getPage(`${cart.checkoutUrl}&etape=livraison`)).html).not.toContain('Ce numéro de carte');
  });

  it('« Recalculer le total » without JavaScript: a redirect to the page with the option chosen and its total', async () => {
    const cart = await cartOfOne();
    const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email: 'recalcul@exemple.fr'});
    const posted = await postForm(cart.checkoutUrl, {...page.fields, action: 'recalculer', delivery: 'express', payment: 'bank-transfer'});
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(/&etape=livraison$/);
    const shown = await getPage(new URL(posted.location as string, cart.checkoutUrl).toString());
    expect(shown.html).toMatch(/name="delivery" value="express" data-price="1500" checked/);
    expect(shown.html).toMatch(/name="payment" value="bank-transfer" checked/);
    // 45,00 € + 15,00 € express.
    expect(pageText(shown.html)).toContain(`Total à payer : ${euros(6000)} TTC`);
  });
});
