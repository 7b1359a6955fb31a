import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {payByCard, shipToLyon} from './checkout';

// Card payment in the local shop's hosted checkout (issue 16, point 5): the sandbox's test
// cards, the bank's 3-D Secure page, failures on /commande-echouee with the cart kept for
// a retry; and the hosted checkout's two-column layout (issue 25, point 13).

const PRODUCT = '/products/rotule-acier-13-mm-m8';
const DESKTOP = {width: 1280, height: 900};
const PHONE = {width: 375, height: 812};

/** One ball joint (3,90 €) in the cart, then our shipping step, then the hosted checkout. */
async function toHostedCheckout(page: Page, email: string) {
  await page.goto(PRODUCT);
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await shipToLyon(page, {email, firstName: 'Marie', lastName: 'Durand', street: '8 rue de la République'});
  // 3,90 € + 9,90 € standard delivery.
  await expect(page.locator('#total-payer')).toHaveText(/^13,80\s€$/);
}

async function expectAccessibleAtBothWidths(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(DESKTOP);
}

async function adminPage(page: Page): Promise<string> {
  const port = process.env.E2E_LOCAL_SHOP_PORT ?? 4100;
  const response = await page.request.get(`http://127.0.0.1:${port}/admin`, {
    headers: {Authorization: `Basic ${Buffer.from('admin:e2e-admin').toString('base64')}`},
  });
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/[\u00a0\u202f]/g, ' ');
}

test('pays by card: the confirmation, and the e-mail in the merchant’s outbox, add up', async ({page}) => {
  await toHostedCheckout(page, 'carte-ok@example.fr');
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^#\d+$/);
  await expect(page.getByTestId('order-total')).toHaveText(/^13,80\s€$/);
  await expect(page.getByTestId('order-details')).toContainText('Carte bancaire (Visa •••• 4242)');

  const admin = await adminPage(page);
  expect(admin).toContain(`Confirmation de votre commande ${number}`);
  expect(admin).toContain('Paiement : carte bancaire Visa •••• 4242, 13,80 € débités. Commande payée.');
  expect(admin).toContain('Total TTC : 13,80 €');
  expect(admin).toContain('dont TVA (20 %) : 2,30 €');
});

test('Enter in the card form places the order, as the button does (the first submit button is the form’s default)', async ({page}) => {
  await toHostedCheckout(page, 'carte-entree@example.fr');
  await page.getByLabel(/^Carte bancaire/).check();
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Date d’expiration (MM/AA)').fill('12/39');
  await page.getByLabel('Code de sécurité (CVC)').fill('123');
  await page.getByLabel('Titulaire de la carte').fill('Marie Durand');
  await page.getByLabel('Titulaire de la carte').press('Enter');
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
  await expect(page.getByTestId('order-total')).toHaveText(/^13,80\s€$/);
});

test('3-D Secure: the bank’s page, confirmed, places the order', async ({page}) => {
  await toHostedCheckout(page, 'carte-3ds@example.fr');
  await payByCard(page, '4000 0027 6000 3184');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Authentification de votre banque');
  await expect(page.getByText('Visa •••• 3184')).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('button', {name: 'Confirmer le paiement'}).click();
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
  await expect(page.getByTestId('order-total')).toHaveText(/^13,80\s€$/);
  // Back to the bank's page: the order is already placed, nothing is charged twice.
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Commande déjà passée');
});

test('3-D Secure refused: /commande-echouee says so, the cart is kept', async ({page}) => {
  await toHostedCheckout(page, 'carte-3ds-refus@example.fr');
  await payByCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', {name: 'Refuser le paiement'}).click();
  await expect(page).toHaveURL(/\/commande-echouee\?error=payment_failed$/);
  await expect(page.getByTestId('payment-error')).toHaveText("Le paiement n'a pas pu être traité");
  await page.getByRole('link', {name: 'Modifier le panier'}).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a declined card, then a retry with the cart intact', async ({page}) => {
  await toHostedCheckout(page, 'carte-refusee@example.fr');
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/commande-echouee\?error=card_declined$/);
  await expect(page.getByTestId('payment-error')).toHaveText('Votre carte bancaire a été refusée');

  await page.getByRole('link', {name: 'Réessayer le paiement'}).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('carte-refusee@example.fr');
  await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Livraison et paiement');
  await expect(page.locator('#total-payer')).toHaveText(/^13,80\s€$/);
  await expect(page.getByLabel(/^Carte bancaire/)).toBeChecked();
  await payByCard(page, '5555 5555 5555 4444');
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
});

test('bad card input: French messages, the card typed again, never kept; the layout at 375 and 1280 px', async ({page}) => {
  await toHostedCheckout(page, 'carte-saisie@example.fr');
  // Two columns at 1280 px: the summary beside the form, its titles on a few lines, not one word each.
  const summary = page.locator('#recap-contenu');
  const form = page.locator('#paiement');
  const [summaryBox, formBox] = [await summary.boundingBox(), await form.boundingBox()];
  expect(summaryBox && formBox && summaryBox.x > formBox.x + formBox.width).toBe(true);
  expect(summaryBox?.width ?? 0).toBeGreaterThanOrEqual(380);
  const title = summary.locator('.line .name').first();
  const lineHeight = parseFloat(await title.evaluate((element) => getComputedStyle(element).lineHeight));
  expect(((await title.boundingBox())?.height ?? 0) / lineHeight).toBeLessThanOrEqual(3);

  await payByCard(page, '4242 4242 4242 4241', {cvc: '12'});
  const errors = page.getByRole('alert');
  await expect(errors).toContainText('Ce numéro de carte n’est pas valide : vérifiez-le');
  await expect(errors).toContainText('Le code de sécurité comporte 3 chiffres, au dos de la carte');
  // The card stays chosen; its details are never kept (the page says so): typed again.
  await expect(page.getByLabel(/^Carte bancaire/)).toBeChecked();
  await expect(page.getByText('Pour votre sécurité, les données de la carte ne sont jamais conservées : saisissez-les à nouveau.')).toBeVisible();
  for (const label of ['Numéro de carte', 'Date d’expiration (MM/AA)', 'Titulaire de la carte', 'Code de sécurité (CVC)']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expectAccessibleAtBothWidths(page);

  // At 375 px the summary folds above the form, the amount to pay in view.
  await page.setViewportSize(PHONE);
  const toggle = page.getByRole('button', {name: /Afficher le récapitulatif/});
  await expect(toggle).toContainText('13,80');
  await expect(summary).toBeHidden();
  await toggle.click();
  await expect(summary).toBeVisible();
  await expect(page.getByRole('button', {name: /Masquer le récapitulatif/})).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
