// Issue 23, company accounts with legacy customer accounts (decision 060): the Storefront
// API reads customer metafields but cannot write them, so the company the merchant set
// in the admin is shown read-only in /profil; signing in makes prices HT by default, and
// the checkout's invoice fields start from it. Runs with playwright.legacy-accounts.config.ts.

import {join} from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {expect, test} from '@playwright/test';
import {shipToLyon} from './checkout';

const COMPANY = {company_name: 'Ébénisterie Roux', siret: '73282932000074', vat_number: 'FR44732829320'};

/** What the merchant does in the Shopify admin: the customer's company metafields. */
function setCompanyInAdmin(email: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the Playwright config');
  const db = new DatabaseSync(join(dataDir, 'shop.sqlite'));
  try {
    const {id} = db.prepare('SELECT id FROM customers WHERE email = ?').get(email) as {id: number};
    const now = new Date().toISOString();
    for (const [key, value] of Object.entries(COMPANY)) {
      db.prepare('INSERT INTO customer_metafields (customer_id, namespace, key, type, value, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(id, 'custom', key, 'single_line_text_field', value, now, now);
    }
  } finally {
    db.close();
  }
}

test('with legacy accounts the company set by the merchant is shown, makes prices HT and prefills the invoice', async ({page}) => {
  const email = `roux.${Date.now()}@example.fr`;
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Lucie');
  await page.getByLabel('Nom', {exact: true}).fill('Roux');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe (6 caractères minimum)').fill('roux-2026');
  await page.getByLabel('Confirmation du mot de passe').fill('roux-2026');
  await page.getByRole('button', {name: 'Créer mon compte'}).click();
  await expect(page).toHaveURL(/\/compte$/);

  // Not storable from the site: no form, the reason in French.
  await page.goto('/profil');
  await expect(page.getByTestId('company-form')).toHaveCount(0);
  await expect(page.locator('#entreprise')).toContainText('ne peuvent pas être modifiées depuis le site');

  setCompanyInAdmin(email);
  await page.goto('/compte');
  await page.getByTestId('logout').click();
  // Signed out for good before the next page: otherwise the sign-out's redirect can land after it.
  await expect(page.getByTestId('toast')).toContainText('Vous êtes déconnecté');
  await page.context().clearCookies({name: 'price_mode'});
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('roux-2026');
  await page.getByRole('button', {name: 'Se connecter'}).click();
  await expect(page).toHaveURL(/\/compte$/);
  await expect(page.getByTestId('price-toggle-HT')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profil');
  const details = page.getByTestId('company-details');
  await expect(details).toContainText('Ébénisterie Roux');
  await expect(details).toContainText('732 829 320 00074');
  await expect(details).toContainText('FR44732829320');

  await page.goto('/products/verin-gaz-compression-15-6-course-50-oeillet');
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByTestId('checkout-button').click();
  await shipToLyon(page, {street: '12 rue Mercière'});
  await page.getByLabel(/Paiement à 30 jours sur facture/).check();
  await expect(page.getByLabel(/Raison sociale/)).toHaveValue('Ébénisterie Roux');
  await expect(page.getByLabel(/Numéro SIRET/)).toHaveValue(COMPANY.siret);
  await expect(page.getByLabel(/Numéro de TVA intracommunautaire/)).toHaveValue(COMPANY.vat_number);
  await page.getByRole('button', {name: 'Passer la commande'}).click();
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
});
