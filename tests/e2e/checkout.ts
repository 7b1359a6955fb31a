import {expect, type Page} from '@playwright/test';

/**
 * From our shipping step to the order confirmation: a Lyon address (names only when the
 * account does not prefill them), then the hosted checkout, paid by bank transfer.
 */
export async function orderByTransfer(page: Page, shipping: {street: string; firstName?: string; lastName?: string}) {
  if (shipping.firstName) await page.getByLabel('Prénom').fill(shipping.firstName);
  if (shipping.lastName) await page.getByLabel('Nom', {exact: true}).fill(shipping.lastName);
  await page.getByLabel('Adresse', {exact: true}).fill(shipping.street);
  await page.getByLabel('Code postal').fill('69002');
  await page.getByLabel('Ville').fill('Lyon');
  await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
  await page.getByRole('button', {name: 'Continuer vers la livraison'}).click();
  await page.getByLabel(/Virement bancaire/).check();
  await page.getByRole('button', {name: 'Passer la commande'}).click();
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
}
