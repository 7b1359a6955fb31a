import {expect, type Page} from '@playwright/test';

/**
 * Our shipping step (/checkout): a Lyon address (the e-mail and names only when the
 * account does not prefill them). The storefront hands it over with the cart, so the
 * hosted checkout opens at its delivery and payment step.
 */
export async function shipToLyon(page: Page, shipping: {street: string; email?: string; firstName?: string; lastName?: string}) {
  if (shipping.email) await page.getByLabel('Adresse e-mail').fill(shipping.email);
  if (shipping.firstName) await page.getByLabel('Prénom').fill(shipping.firstName);
  if (shipping.lastName) await page.getByLabel('Nom', {exact: true}).fill(shipping.lastName);
  await page.getByLabel('Adresse', {exact: true}).fill(shipping.street);
  await page.getByLabel('Code postal').fill('69002');
  await page.getByLabel('Ville').fill('Lyon');
  await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Livraison et paiement');
  await expect(page.getByRole('region', {name: 'Livraison à'})).toContainText(shipping.street);
}

/** From our shipping step to the order confirmation, paid by bank transfer. */
export async function orderByTransfer(page: Page, shipping: {street: string; email?: string; firstName?: string; lastName?: string}) {
  await shipToLyon(page, shipping);
  await page.getByLabel(/Virement bancaire/).check();
  await page.getByRole('button', {name: 'Passer la commande'}).click();
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
}

/** On the hosted checkout's delivery and payment page: a card, valid until 2039, then « Passer la commande ». */
export async function payByCard(page: Page, number: string, {cvc = '123'}: {cvc?: string} = {}) {
  await page.getByLabel(/^Carte bancaire/).check();
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel('Date d’expiration (MM/AA)').fill('12/39');
  await page.getByLabel('Code de sécurité (CVC)').fill(cvc);
  await page.getByLabel('Titulaire de la carte').fill('Marie Durand');
  await page.getByRole('button', {name: 'Passer la commande'}).click();
}
