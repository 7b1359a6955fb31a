// Issue 23, company accounts (decision 060), with customer accounts as `npm start` runs
// them: a buyer gives their company in /profil (checked, French messages, what was typed
// kept), sees prices HT from then on, builds a cart with discount codes, gets a devis
// whose PDF says what the cart says to the cent (a code that does not apply left out),
// turns it back into a cart, and orders by 30-day invoice with the fields prefilled.

import {expect, test, type Page} from '@playwright/test';
import {extractText, getDocumentProxy} from 'unpdf';
import {expectNoAxeViolations} from './axe';
import {shipToLyon} from './checkout';
import {signInHosted} from './sign-in';

const SPRING = 'verin-gaz-compression-15-6-course-50-oeillet';
const BALL_JOINT = 'rotule-acier-13-mm-m8';
const COMPANY = {name: 'Menuiserie Dupont SARL', siret: '73282932000074', vat: 'FR44732829320'};

const cents = (text: string) => Math.round(Number(text.replace(/[^\d,–−-]/g, '').replace(/[–−]/, '-').replace(',', '.')) * 100);
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

async function addFromProductPage(page: Page, handle: string, quantity: number) {
  await page.goto(`/products/${handle}`);
  await page.getByLabel('Quantité', {exact: true}).fill(String(quantity));
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
}

async function applyCode(page: Page, code: string, state: string) {
  await page.getByLabel('Code promo').fill(code);
  await page.getByRole('button', {name: 'Appliquer'}).click();
  await expect(page.getByTestId('discount-codes')).toContainText(`${code} — ${state}`);
}

test('a company buyer saves their company, gets a devis honouring the cart’s codes, and orders by invoice', async ({page}) => {
  const email = `achats.${Date.now()}@dupont.example`;
  await page.goto('/profil');
  await page.getByTestId('login-prompt').click();
  await signInHosted(page, email);
  await page.goto('/profil');

  // Bad identifiers: French messages, and what was typed is still there.
  const form = page.getByTestId('company-form');
  await form.getByLabel('Raison sociale').fill(COMPANY.name);
  await form.getByLabel('Numéro SIRET').fill('732 829 320 00075');
  await form.getByLabel(/N° de TVA intracommunautaire/).fill('FR45 732829320');
  await form.getByRole('button', {name: 'Enregistrer mon entreprise'}).click();
  await expect(form.getByText('Ce numéro SIRET n’existe pas : vérifiez les 14 chiffres')).toBeVisible();
  await expect(form.getByText(/Ce numéro de TVA français ne correspond pas à son SIREN/)).toBeVisible();
  await expect(form.getByLabel('Raison sociale')).toHaveValue(COMPANY.name);
  await expect(form.getByLabel('Numéro SIRET')).toHaveValue('732 829 320 00075');
  await expect(page.getByTestId('price-toggle-TTC')).toHaveAttribute('aria-pressed', 'true');

  await form.getByLabel('Numéro SIRET').fill('732 829 320 00074');
  await form.getByLabel(/N° de TVA intracommunautaire/).fill('FR44 732829320');
  await form.getByRole('button', {name: 'Enregistrer mon entreprise'}).click();
  await expect(page.getByText('Entreprise enregistrée')).toBeVisible();
  // A company buyer sees prices HT from now on (no mode chosen before).
  await expect(page.getByTestId('price-toggle-HT')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(form.getByLabel('Numéro SIRET')).toHaveValue('732 829 320 00074');
  await expect(form.getByLabel(/N° de TVA intracommunautaire/)).toHaveValue(COMPANY.vat);
  await expectNoAxeViolations(page);

  // The cart: volume discounts, a code that applies, one that does not (PRO50 needs 500 €), free delivery by code.
  await addFromProductPage(page, SPRING, 12);
  await addFromProductPage(page, BALL_JOINT, 2);
  await applyCode(page, 'BIENVENUE10', 'appliqué');
  await applyCode(page, 'PRO50', 'non appliqué : à partir de');
  await applyCode(page, 'LIVRAISON', 'appliqué');
  const cart = {
    ttc: cents(plain(await page.getByTestId('cart-total').textContent())),
    ht: cents(plain(await page.getByTestId('cart-total-ht').textContent())),
    vat: cents(plain(await page.getByTestId('cart-vat').textContent())),
  };

  // The devis form starts from the company account.
  const devisForm = page.getByTestId('devis-request');
  await devisForm.locator('summary').click();
  await expect(devisForm.getByLabel('Raison sociale')).toHaveValue(COMPANY.name);
  await expect(devisForm.getByLabel('SIRET (14 chiffres)')).toHaveValue(COMPANY.siret);
  await expect(devisForm.getByLabel('E-mail')).toHaveValue(email);
  await devisForm.getByLabel('Nom du contact').fill('Claire Dupont');
  await devisForm.getByLabel('Téléphone').fill('0123456789');
  await devisForm.getByRole('button', {name: 'Établir le devis'}).click();
  await expect(page).toHaveURL(/\/devis\/DEV-\d{4}-\d{6}\?cle=/);
  const number = /DEV-\d{4}-\d{6}/.exec(page.url())?.[0] ?? '';

  // The page's totals are the cart's, to the cent.
  const totals = page.getByTestId('devis-totals');
  const row = async (label: string | RegExp) => plain(await totals.getByRole('row', {name: label}).locator('td').textContent());
  expect(cents(await row('Total TTC'))).toBe(cart.ttc);
  expect(cents(await row('Total HT'))).toBe(cart.ht);
  expect(cents(await row(/^TVA/))).toBe(cart.vat);
  await expect(totals).toContainText('BIENVENUE10');
  await expect(totals).not.toContainText('PRO50');

  // The PDF: number, lines, the code, totals to the cent, phone in French form, a real minus.
  const href = (await page.getByRole('link', {name: 'Télécharger le PDF'}).getAttribute('href')) ?? '';
  const response = await page.request.get(href);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const {text: raw} = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), {mergePages: true});
  const text = plain(raw);
  expect(text).toContain(`Devis ${number}`);
  expect(text).toContain(COMPANY.name);
  expect(text).toContain('SIRET 732 829 320 00074');
  expect(text).toContain(`TVA intracommunautaire ${COMPANY.vat}`);
  expect(text).toContain('Tél. 01 23 45 67 89');
  expect(text).toContain('Code BIENVENUE10');
  expect(text).not.toContain('PRO50');
  expect(text).toContain('–15 %');
  expect(text).not.toMatch(/-15 %/);
  for (const label of ['Total TTC', 'Total HT', /^TVA/]) expect(text).toContain(await row(label));
  const lines = await page.getByTestId('devis-lines').locator('tbody tr').all();
  expect(lines).toHaveLength(2);
  for (const line of lines) {
    const cells = (await line.locator('td').allTextContents()).map(plain);
    expect(text.replace(/\s+/g, '')).toContain(cells[0]);
    expect(text).toContain(cells[7]);
  }

  // Back to a cart: the same total, the codes honoured through the devis's number.
  await page.getByRole('button', {name: 'Commander aux prix de ce devis'}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('discount-codes')).toContainText(`${number} — appliqué`);
  await expect.poll(async () => cents(plain(await page.getByTestId('cart-total').textContent()))).toBe(cart.ttc);

  // Ordered by 30-day invoice, the invoice fields prefilled from the company account.
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await shipToLyon(page, {firstName: 'Claire', lastName: 'Dupont', street: '8 rue de la Charité'});
  await page.getByLabel(/Paiement à 30 jours sur facture/).check();
  await expect(page.getByLabel(/Raison sociale/)).toHaveValue(COMPANY.name);
  await expect(page.getByLabel(/Numéro SIRET/)).toHaveValue(COMPANY.siret);
  await expect(page.getByLabel(/Numéro de TVA intracommunautaire/)).toHaveValue(COMPANY.vat);
  await page.getByRole('button', {name: 'Passer la commande'}).click();
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
  await expect(page.getByText(/Paiement à 30 jours sur facture/)).toBeVisible();
});

test('a buyer who chose TTC keeps it when saving a company', async ({page}) => {
  const email = `choix.${Date.now()}@atelier.example`;
  await page.goto('/profil');
  await page.getByTestId('login-prompt').click();
  await signInHosted(page, email);
  await page.goto('/profil');
  // An explicit choice: TTC (the toggle sets the cookie).
  // Each click waits for the one before to take effect (either button toggles, SPEC.md).
  await page.getByTestId('price-toggle-HT').click();
  await expect(page.getByTestId('price-toggle-HT')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('price-toggle-TTC').click();
  await expect(page.getByTestId('price-toggle-TTC')).toHaveAttribute('aria-pressed', 'true');
  const form = page.getByTestId('company-form');
  await form.getByLabel('Raison sociale').fill('Atelier Martin');
  await form.getByLabel('Numéro SIRET').fill('73282932000074');
  await form.getByRole('button', {name: 'Enregistrer mon entreprise'}).click();
  await expect(page.getByText('Entreprise enregistrée')).toBeVisible();
  await expect(page.getByTestId('price-toggle-TTC')).toHaveAttribute('aria-pressed', 'true');
});
