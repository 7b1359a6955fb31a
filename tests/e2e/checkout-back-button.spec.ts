import {expect, test, type Page} from '@playwright/test';
import {payByCard, shipToLyon} from './checkout';

// The hosted checkout's refused forms answer POST → 303 → GET: the browser's Back button
// and reload show pages, never Chromium's « Confirmer le nouvel envoi du formulaire »
// (ERR_CACHE_MISS) nor a second submission.

const PRODUCT = '/products/rotule-acier-13-mm-m8';

async function toHostedCheckout(page: Page, email: string) {
  await page.goto(PRODUCT);
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await shipToLyon(page, {email, firstName: 'Marie', lastName: 'Durand', street: '8 rue de la République'});
}

/** The page is one of ours: a heading, no browser error page. */
async function expectNormalPage(page: Page, heading: string) {
  expect(page.url()).not.toMatch(/^chrome-error:/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
}

test('a mistyped card, then a refused one: Back shows the payment page again, never a resubmission prompt', async ({page}) => {
  await toHostedCheckout(page, 'retour-carte@example.fr');
  // A mistyped number first: the page says why (a GET page, after a redirect).
  await payByCard(page, '4242 4242 4242 4241');
  await expectNormalPage(page, 'Livraison et paiement');
  await expect(page.getByRole('alert')).toContainText('Ce numéro de carte n’est pas valide : vérifiez-le');
  await expect(page).toHaveURL(/&etape=livraison$/);
  // Reload: the same page, no form sent again; the choice of the card kept, not its details.
  await page.reload();
  await expectNormalPage(page, 'Livraison et paiement');
  await expect(page.getByLabel(/^Carte bancaire/)).toBeChecked();
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('');

  // Then a card the bank refuses (README's test cards): the storefront's failure page.
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/commande-echouee\?error=card_declined$/);
  await expect(page.getByTestId('payment-error')).toHaveText('Votre carte bancaire a été refusée');

  // Back: the hosted payment page, as a page (before: ERR_CACHE_MISS on the refused form's entry).
  const back = await page.goBack();
  expect(back?.ok()).toBe(true);
  await expectNormalPage(page, 'Livraison et paiement');
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('');
  // And back once more: still pages.
  await page.goBack();
  await expectNormalPage(page, 'Livraison et paiement');
});

test('a refused form on the information step: Back from the next page is a page too', async ({page}) => {
  await toHostedCheckout(page, 'retour-infos@example.fr');
  await page.getByRole('link', {name: 'Modifier l’adresse ou le contact'}).click();
  await expectNormalPage(page, 'Vos informations');
  await page.getByLabel('Code postal').fill('6900');
  await page.getByRole('button', {name: 'Continuer vers la livraison'}).click();
  await expectNormalPage(page, 'Vos informations');
  await expect(page.getByRole('alert')).toContainText('Code postal');
  // What was typed is kept.
  await expect(page.getByLabel('Code postal')).toHaveValue('6900');
  await page.getByLabel('Code postal').fill('69002');
  await page.getByRole('button', {name: 'Continuer vers la livraison'}).click();
  await expectNormalPage(page, 'Livraison et paiement');
  await page.goBack();
  await expectNormalPage(page, 'Vos informations');
});
