import {expect, test, type Page} from '@playwright/test';
import {payByCard, shipToLyon} from './checkout';
import {readOutbox} from './inbox';
import {signInHosted} from './sign-in';

// Issue 16's journey, as a buyer makes it, in one browser session: an account, a first
// purchase by card with the bank's 3-D Secure step, then the same product added again
// (the cart cookie still names the completed cart: a new cart must start), a second
// purchase declined then retried with a card typed wrong first; every figure on
// /commande-confirmee, in the order e-mail and in /mes-commandes to the cent; /merci's
// stars reach the review form.

// 5 ball joints (M6 at 3,90 €, −10 % from 5 pieces: 19,50 − 1,95 = 17,55 €), their price read on the page.
const PRODUCT = '/products/rotule-acier-13-mm-m8';
const TITLE = 'Rotule acier Ø 13 mm pour vérin à gaz';
const QUANTITY = 5;

/** '1 234,56 €' with Intl's no-break spaces, as the pages show amounts. */
const euros = (cents: number) => new Intl.NumberFormat('fr-FR', {style: 'currency', currency: 'EUR'}).format(cents / 100);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

/** What an order of QUANTITY joints at `unit` comes to, with `delivery` (cents), by the shop's rules. */
function expected(unit: number, delivery: number) {
  const original = unit * QUANTITY;
  const discount = Math.round(original * 0.1);
  const line = original - discount;
  const total = line + delivery;
  const ht = Math.round(total / 1.2);
  return {original, discount, line, delivery, total, vat: total - ht, ht};
}

type Figures = ReturnType<typeof expected>;

/** A first sign-in by e-mail code makes the account (customer accounts, `npm start`'s default). */
async function signUp(page: Page, email: string) {
  await page.goto('/login');
  await signInHosted(page, email);
  await expect(page).toHaveURL(/\/compte$/);
}

/** The product page, QUANTITY added: the cart holds that one line. Returns the unit price in cents. */
async function addJoints(page: Page): Promise<number> {
  await page.goto(PRODUCT);
  const unit = cents((await page.getByTestId('product-price').getByTestId('price').textContent()) ?? '');
  expect(unit).toBeGreaterThan(0);
  await page.getByLabel('Quantité', {exact: true}).fill(String(QUANTITY));
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('toast')).toContainText('Produit ajouté au panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByTestId('line-quantity')).toHaveValue(String(QUANTITY));
  return unit;
}

/** /checkout (the account prefills the e-mail), handed over to the hosted checkout's delivery step. */
async function shipToNantes(page: Page) {
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-promises')).toContainText('Livraison standard : entre le');
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', {exact: true}).fill('Lefèvre');
  await page.getByLabel('Adresse', {exact: true}).fill('5 quai de la Fosse');
  await page.getByLabel('Code postal').fill('44000');
  await page.getByLabel('Ville').fill('Nantes');
  await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
  // The address was handed over with the cart: the hosted checkout opens at delivery.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Livraison et paiement');
  await expect(page.getByRole('region', {name: 'Livraison à'})).toContainText('5 quai de la Fosse');
}

async function expectConfirmation(page: Page, email: string, figures: Figures, delivery: string): Promise<string> {
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(number).toMatch(/^#\d+$/);
  await expect(page.getByText(`Un récapitulatif a été envoyé à ${email}.`)).toBeVisible();
  const line = page.getByTestId('order-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(TITLE);
  await expect(line.getByTestId('order-line-quantity')).toHaveText(`Quantité : ${QUANTITY} × ${euros(figures.original / QUANTITY)} = ${euros(figures.original)}`);
  await expect(line.getByTestId('order-line-discount')).toHaveText(`Remise quantité −10 % : −${euros(figures.discount)}`);
  await expect(line.getByTestId('order-line-total')).toHaveText(`Prix initial : ${euros(figures.original)}${euros(figures.line)}`);
  await expect(page.getByTestId('order-subtotal')).toHaveText(euros(figures.line));
  await expect(page.getByTestId('order-delivery')).toHaveText(euros(figures.delivery));
  await expect(page.getByTestId('order-totals')).toContainText(delivery);
  await expect(page.getByTestId('order-total')).toHaveText(euros(figures.total));
  await expect(page.getByTestId('order-vat')).toHaveText(euros(figures.vat));
  await expect(page.getByTestId('order-ht')).toHaveText(euros(figures.ht));
  await expect(page.getByTestId('delivery-promise')).toContainText(/prévue (le|entre le) /);
  return number;
}

/** The order's confirmation e-mail in the local shop's outbox (read as the merchant). */
async function expectEmail(email: string, number: string, figures: Figures, delivery: string) {
  const messages = await readOutbox(email);
  const message = messages.find((entry) => entry.subject === `Confirmation de votre commande ${number}`);
  expect(message, `e-mail of ${number}`).toBeTruthy();
  const body = plain(message?.body ?? '');
  for (const text of [
    `${QUANTITY} × ${euros(figures.original / QUANTITY)} = ${euros(figures.original)}`,
    `Remise quantité −10 % : −${euros(figures.discount)}`,
    `Sous-total : ${euros(figures.line)}`,
    `Livraison (${delivery}) : ${euros(figures.delivery)}`,
    `Total TTC : ${euros(figures.total)}`,
    `dont TVA (20 %) : ${euros(figures.vat)}`,
  ]) {
    expect(body, text).toContain(plain(text));
  }
}

test('two purchases in one session: 3-D Secure, then declined and retried; every figure adds up', async ({page}) => {
  const email = `deux-achats-${Date.now()}@example.fr`;
  await signUp(page, email);

  // Purchase 1: express, by a card that asks for the bank's confirmation.
  const unit = await addJoints(page);
  const first = expected(unit, 1500);
  await shipToNantes(page);
  await page.getByLabel(/Livraison express/).check();
  await payByCard(page, '4000 0027 6000 3184');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Authentification de votre banque');
  await expect(page.getByText(euros(first.total)).first()).toBeVisible();
  await page.getByRole('button', {name: 'Confirmer le paiement'}).click();
  const number1 = await expectConfirmation(page, email, first, 'Livraison express, 24 à 48 h');
  await expectEmail(email, number1, first, 'Livraison express');
  // Without the order's key the page cannot read the order: it confirms nothing.
  const confirmation = page.url();
  const keyless = await page.goto(`/commande-confirmee?order=${number1.slice(1)}`);
  expect(keyless?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Commande introuvable');
  await expect(page.getByText(/récapitulatif|confirmée/)).toHaveCount(0);
  await page.goto(confirmation);

  // /merci: the rating chosen reaches the review form.
  await page.getByRole('link', {name: 'Donner mon avis'}).click();
  await expect(page).toHaveURL(/\/merci\?order=/);
  // The star the buyer clicks (its label; the radio itself is visually hidden).
  await page.locator('label').filter({has: page.getByRole('radio', {name: '4 étoiles', exact: true})}).click();
  await expect(page.getByRole('radio', {name: '4 étoiles', exact: true})).toBeChecked();
  await page.getByTestId('leave-review').first().click();
  await expect(page).toHaveURL(/\?note=4#avis$/);
  await expect(page.getByRole('radio', {name: '4 étoiles sur 5'})).toBeChecked();

  // Purchase 2: the same product again — the completed cart is gone, a new one starts.
  await addJoints(page);
  const second = expected(unit, 990);
  await shipToNantes(page);
  await page.getByLabel(/Livraison standard/).check();
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/commande-echouee\?error=card_declined$/);
  await expect(page.getByTestId('payment-error')).toHaveText('Votre carte bancaire a été refusée');
  await page.getByRole('link', {name: 'Réessayer le paiement'}).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Livraison et paiement');

  // Typed wrong: French messages, the card still chosen, its details typed again (never kept).
  await payByCard(page, '4242 4242 4242 4241', {cvc: '12'});
  const errors = page.getByRole('alert');
  await expect(errors).toContainText('Ce numéro de carte n’est pas valide : vérifiez-le');
  await expect(errors).toContainText('Le code de sécurité comporte 3 chiffres, au dos de la carte');
  await expect(page.getByLabel(/^Carte bancaire/)).toBeChecked();
  for (const label of ['Numéro de carte', 'Date d’expiration (MM/AA)', 'Titulaire de la carte', 'Code de sécurité (CVC)']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await page.getByLabel(/Livraison standard/).check();
  await payByCard(page, '5555 5555 5555 4444');
  const number2 = await expectConfirmation(page, email, second, 'Livraison standard, 3 à 5 jours ouvrés');
  expect(number2).not.toBe(number1);
  await expectEmail(email, number2, second, 'Livraison standard');

  // The cart is empty again, and both orders are in the account, adding up.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.goto('/mes-commandes');
  const orders = page.getByTestId('order');
  await expect(orders).toHaveCount(2);
  for (const [number, figures] of [
    [number2, second],
    [number1, first],
  ] as const) {
    const order = orders.filter({hasText: `Commande ${number}`});
    await expect(order).toHaveCount(1);
    await expect(order.getByTestId('order-line-total')).toHaveText(`Prix initial : ${euros(figures.original)}${euros(figures.line)}`);
    await expect(order.getByTestId('order-subtotal')).toHaveText(euros(figures.line));
    await expect(order.getByTestId('order-delivery')).toHaveText(euros(figures.delivery));
    await expect(order.getByTestId('order-total')).toHaveText(euros(figures.total));
    await expect(order.getByTestId('order-vat')).toHaveText(euros(figures.vat));
  }
});

test('a code used up since the page was shown: the new total and the reason in French, asked again, never charged silently', async ({browser, baseURL}) => {
  // Two browser sessions of one buyer (two carts, one e-mail) with the once-per-customer BIENVENUE10.
  const email = `code-unique-${Date.now()}@example.fr`;
  const contexts = await Promise.all([browser.newContext({baseURL}), browser.newContext({baseURL})]);
  const [late, early] = await Promise.all(contexts.map((context) => context.newPage()));
  const totals: number[] = [];
  for (const page of [late, early]) {
    await page.goto(PRODUCT);
    await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByLabel('Code promo').fill('BIENVENUE10');
    await page.getByRole('button', {name: 'Appliquer'}).click();
    await expect(page.getByTestId('discount-codes')).toContainText('BIENVENUE10 — appliqué');
    await page.getByTestId('checkout-button').click();
    await shipToLyon(page, {email, firstName: 'Paul', lastName: 'Girard', street: '2 rue Mercière'});
    totals.push(cents((await page.locator('#total-payer').textContent()) ?? ''));
  }
  expect(totals[0]).toBe(totals[1]);

  // The other session orders first: the code is used.
  await early.getByLabel(/Virement bancaire/).check();
  await early.getByRole('button', {name: 'Passer la commande'}).click();
  await expect(early).toHaveURL(/\/commande-confirmee\?order=\d+/);

  // This page still shows the discounted total: placing the order is refused, with the reason and the new total.
  await late.getByLabel(/Virement bancaire/).check();
  await late.getByRole('button', {name: 'Passer la commande'}).click();
  await expect(late.getByText('Le prix de votre commande a changé depuis l’affichage de cette page')).toBeVisible();
  await expect(late.getByText(/Le code BIENVENUE10 a déjà servi pour une commande passée avec votre adresse e-mail/)).toBeVisible();
  await expect(late.getByText('Aucune commande n’a été passée et rien n’a été débité', {exact: false})).toBeVisible();
  const newTotal = cents((await late.locator('#total-payer').textContent()) ?? '');
  expect(newTotal).toBeGreaterThan(totals[0]);

  // Confirmed again, at the new total shown: that is what the order is.
  await late.getByLabel(/Virement bancaire/).check();
  await late.getByRole('button', {name: 'Passer la commande'}).click();
  await expect(late).toHaveURL(/\/commande-confirmee\?order=\d+/);
  await expect(late.getByTestId('order-total')).toHaveText(euros(newTotal));
  await expect(late.getByTestId('order-discount')).toHaveCount(0);
  await Promise.all(contexts.map((context) => context.close()));
});
