// Issue 23 for professional buyers: a company buyer builds a cart, gets a numbered devis
// (its PDF parsed: number, lines, totals to the cent), turns it back into a cart a day
// later at the quoted prices; an expired devis is refused; a product's datasheet PDF
// opens from its page with the figures of its specification table.

import {join} from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {expect, test, type Page} from '@playwright/test';
import {extractText, getDocumentProxy} from 'unpdf';
import {expectNoAxeViolations} from './axe';

const SPRING = 'verin-gaz-compression-15-6-course-50-oeillet';
const BALL_JOINT = 'rotule-acier-13-mm-m8';

function euros(text: string): number {
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

/** Cents, so that sums compare exactly. */
const cents = (amount: number) => Math.round(amount * 100);

async function addFromProductPage(page: Page, handle: string, quantity: number) {
  await page.goto(`/products/${handle}`);
  await page.getByLabel('Quantité', {exact: true}).fill(String(quantity));
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
}

async function pdfText(page: Page, href: string): Promise<string> {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
  // Tagged: the document has a structure tree (MarkInfo Marked) and French as its language.
  expect((await pdf.getMarkInfo())?.Marked).toBe(true);
  const {text} = await extractText(pdf, {mergePages: true});
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** Moves a stored devis in time (its dates in the local shop's database), as if made earlier. */
function ageDevis(number: string, days: number) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new DatabaseSync(join(dataDir, 'shop.sqlite'));
  try {
    const shift = (iso: string) => new Date(Date.parse(iso) - days * 86_400_000).toISOString();
    const row = db.prepare('SELECT created_at, valid_until FROM quotes WHERE number = ?').get(number) as {created_at: string; valid_until: string};
    db.prepare('UPDATE quotes SET created_at = ?, valid_until = ? WHERE number = ?').run(shift(row.created_at), shift(row.valid_until), number);
  } finally {
    db.close();
  }
}

test('a company buyer gets a devis from the cart, as PDF and page, and orders at its prices a day later', async ({page}) => {
  await addFromProductPage(page, SPRING, 12);
  await addFromProductPage(page, BALL_JOINT, 2);

  // Missing company details: French messages, nothing typed is lost.
  const form = page.getByTestId('devis-request');
  await form.locator('summary').click();
  await form.getByLabel('Nom du contact').fill('Claire Dupont');
  await form.getByRole('button', {name: 'Établir le devis'}).click();
  await expect(form.getByText('La raison sociale de l’entreprise est obligatoire')).toBeVisible();
  await expect(form.getByText('Le numéro SIRET est obligatoire pour établir un devis')).toBeVisible();
  await expect(form.getByLabel('Nom du contact')).toHaveValue('Claire Dupont');
  await form.getByLabel('Raison sociale').fill('Menuiserie Dupont SARL');
  await form.getByLabel('SIRET (14 chiffres)').fill('732 829 320 00075');
  await form.getByLabel('E-mail').fill('achats@dupont.example');
  await form.getByRole('button', {name: 'Établir le devis'}).click();
  await expect(form.getByText('Ce numéro SIRET n’existe pas : vérifiez les 14 chiffres')).toBeVisible();
  await form.getByLabel('SIRET (14 chiffres)').fill('732 829 320 00074');
  await form.getByRole('button', {name: 'Établir le devis'}).click();

  await expect(page).toHaveURL(/\/devis\/DEV-\d{4}-\d{6}\?cle=/);
  const number = /DEV-\d{4}-\d{6}/.exec(page.url())?.[0] ?? '';
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Devis ${number}`);
  await expect(page.getByTestId('devis-lines').locator('tbody tr')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The PDF: number, both lines with their references, totals adding up to the cent.
  const text = await pdfText(page, (await page.getByRole('link', {name: 'Télécharger le PDF'}).getAttribute('href')) ?? '');
  expect(text).toContain(`Devis ${number}`);
  expect(text).toContain('Menuiserie Dupont SARL');
  expect(text).toContain('SIRET 732 829 320 00074');
  expect(text).toContain('Bon pour accord');
  expect(text).toContain('SIRET 912 345 675 00017');
  const rows = await page.getByTestId('devis-lines').locator('tbody tr').all();
  let goods = 0;
  for (const row of rows) {
    const cells = (await row.locator('td').allTextContents()).map((cell) => cell.replace(/[\u00a0\u202f]/g, ' '));
    const [sku, , quantity, , unitTtc, discount, , totalTtc] = cells;
    // A long reference may wrap in its column: compared without the line breaks.
    expect(text.replace(/\s+/g, '')).toContain(sku);
    const percent = discount.includes('%') ? Number(discount.replace(/\D/g, '')) : 0;
    // unit price TTC × quantity, less the volume discount on that amount.
    const gross = cents(euros(unitTtc)) * Number(quantity);
    expect(cents(euros(totalTtc))).toBe(gross - Math.round((gross * percent) / 100));
    expect(text).toContain(totalTtc);
    goods += cents(euros(totalTtc));
  }
  expect(rows.length).toBe(2);
  const totalCells = await page.getByTestId('devis-totals').locator('td').allTextContents();
  const [goodsHt, deliveryHt, totalHt, vat, totalTtc] = totalCells.map((cell) => cell.replace(/[\u00a0\u202f]/g, ' '));
  const delivery = deliveryHt === 'Offerte' ? 0 : 990;
  expect(cents(euros(totalTtc))).toBe(goods + delivery);
  expect(cents(euros(totalHt))).toBe(Math.round((goods + delivery) / 1.2));
  expect(cents(euros(vat))).toBe(cents(euros(totalTtc)) - cents(euros(totalHt)));
  expect(cents(euros(goodsHt)) + (deliveryHt === 'Offerte' ? 0 : cents(euros(deliveryHt)))).toBe(cents(euros(totalHt)));
  for (const amount of [goodsHt, totalHt, vat, totalTtc]) expect(text).toContain(amount);

  // A day later, the devis comes back as a cart at its prices.
  ageDevis(number, 1);
  await page.reload();
  await page.getByRole('button', {name: 'Commander aux prix de ce devis'}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('discount-codes')).toContainText(`${number} — appliqué`);
  await expect.poll(async () => cents(euros((await page.getByTestId('cart-total').textContent()) ?? ''))).toBe(goods);
});

test('an expired devis says so and is not turned into a cart', async ({page}) => {
  await addFromProductPage(page, BALL_JOINT, 3);
  const form = page.getByTestId('devis-request');
  await form.locator('summary').click();
  await form.getByLabel('Raison sociale').fill('Atelier Martin');
  await form.getByLabel('SIRET (14 chiffres)').fill('73282932000074');
  await form.getByLabel('Nom du contact').fill('Paul Martin');
  await form.getByLabel('E-mail').fill('paul@martin.example');
  await form.getByRole('button', {name: 'Établir le devis'}).click();
  await expect(page).toHaveURL(/\/devis\/DEV-/);
  const number = /DEV-\d{4}-\d{6}/.exec(page.url())?.[0] ?? '';
  ageDevis(number, 31);
  await page.reload();
  await expect(page.getByText(/Ce devis a expiré le/)).toBeVisible();
  await expect(page.getByRole('button', {name: 'Commander aux prix de ce devis'})).toHaveCount(0);
  // A wrong key shows nothing of the devis.
  await page.goto(`/devis/${number}?cle=faux`);
  await expect(page.getByRole('alert')).toContainText('Ce devis est introuvable');
});

test('an empty cart gets a French message instead of a devis', async ({page}) => {
  await page.goto('/devis');
  await expect(page.getByText('Votre panier est vide : ajoutez des articles avant de demander un devis.').first()).toBeVisible();
  await page.getByLabel('Raison sociale').fill('Atelier Martin');
  await page.getByLabel('SIRET (14 chiffres)').fill('73282932000074');
  await page.getByLabel('Nom du contact').fill('Paul Martin');
  await page.getByLabel('E-mail').fill('paul@martin.example');
  await page.getByRole('button', {name: 'Établir le devis'}).click();
  await expect(page.getByRole('alert')).toContainText('Votre panier est vide');
  await expect(page).toHaveURL(/\/devis$/);
});

test('a datasheet PDF opens from a product page with the figures of its specification table', async ({page}) => {
  await page.goto(`/products/${SPRING}`);
  const specs = Object.fromEntries(
    await page.getByTestId('specs').locator('tr').evaluateAll((rows) => rows.map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? ''])),
  );
  await page.getByTestId('datasheet-link').click();
  await expect(page).toHaveURL(/\/fiche-technique\//);
  await expect(page.getByRole('heading', {name: 'Dessin coté'})).toBeVisible();
  await expectNoAxeViolations(page);
  const text = await pdfText(page, (await page.getByRole('link', {name: 'Télécharger la fiche technique (PDF)'}).getAttribute('href')) ?? '');
  const figure = (label: string) => (specs[label] ?? '').replace(/[\u00a0\u202f]/g, ' ');
  expect(figure('Course')).toMatch(/\d+ mm/);
  expect(text).toContain(`Course ${figure('Course')}`);
  expect(text).toContain(`Longueur déployée ${figure('Longueur déployée')}`);
  expect(text).toContain(figure('Force (F1)'));
  expect(text).toContain(figure('Matériau'));
  expect(text).toContain('Conseils de montage');
  // A negative temperature with the en dash the font has (U+2212 is not in WinAnsi), never a hyphen.
  expect(text).toMatch(/Plage de température\s+–?\d+ °C à \+\d+ °C/);
});
