import {expect, test} from '@playwright/test';

// The walking skeleton's promise: a shopper buys a gas spring end to end, offline.
test('a shopper buys two gas springs from home to order confirmation', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Vérins/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('link', {name: 'Acheter', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Vérins à gaz');

  // First product of the collection that can be bought.
  const card = page.getByTestId('product-card').filter({has: page.getByRole('button', {name: /Ajouter au panier/})}).first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);

  const unitText = await page.getByTestId('product-price').getByTestId('price').textContent();
  const unitPrice = parseEuro(unitText ?? '');
  expect(unitPrice).toBeGreaterThan(0);

  await page.getByLabel('Quantité', {exact: true}).fill('2');
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('toast')).toContainText('Produit ajouté au panier');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(title);
  await expect(line.getByTestId('line-quantity')).toHaveValue('2');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  const total = parseEuro((await page.getByTestId('cart-total').textContent()) ?? '');
  expect(total).toBeCloseTo(unitPrice * 2, 2);

  await page.getByTestId('checkout-button').click();

  // Our shipping step: invalid input is refused with SPEC.md's messages, then corrected.
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
  await expect(page.getByText("L'adresse email est obligatoire").first()).toBeVisible();
  await expect(page.getByText('Le code postal est obligatoire').first()).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('marie.durand@example.fr');
  await page.getByLabel('Prénom').fill('Marie');
  await page.getByLabel('Nom', {exact: true}).fill('Durand');
  await page.getByLabel('Adresse', {exact: true}).fill('8 rue de la République');
  await page.getByLabel('Code postal').fill('6900');
  await page.getByLabel('Ville').fill('Lyon');
  await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
  await expect(page.getByText('Code postal invalide (5 chiffres)').first()).toBeVisible();
  await expect(page.getByLabel('Ville')).toHaveValue('Lyon');
  await page.getByLabel('Code postal').fill('69002');
  await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();

  // Hosted checkout served by the local shop: the address was handed over with the cart,
  // so it opens at delivery and payment, the address shown and editable, not typed again.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Livraison et paiement');
  await expect(page.getByRole('region', {name: 'Livraison à'})).toContainText('8 rue de la République');
  await expect(page.getByRole('region', {name: 'Livraison à'})).toContainText('marie.durand@example.fr');
  await page.getByRole('link', {name: 'Modifier l’adresse ou le contact'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Vos informations');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('marie.durand@example.fr');
  await expect(page.getByLabel('Code postal')).toHaveValue('69002');
  await page.getByRole('button', {name: 'Continuer vers la livraison'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Livraison et paiement');
  await page.getByLabel(/Virement bancaire/).check();
  await page.getByRole('button', {name: 'Passer la commande'}).click();

  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('commande est confirmée');
  await expect(page.getByTestId('order-number')).toHaveText(/^#\d+$/);
  const orderLine = page.getByTestId('order-line');
  await expect(orderLine).toHaveCount(1);
  await expect(orderLine).toContainText(title);
  await expect(orderLine).toContainText('Quantité : 2');
  const orderTotal = parseEuro((await page.getByTestId('order-total').textContent()) ?? '');
  expect(orderTotal).toBeGreaterThanOrEqual(unitPrice * 2);

  // The cart was emptied by the order.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

function parseEuro(text: string): number {
  const cleaned = text.replace(/[^\d,-]/g, '').replace(',', '.');
  return Number(cleaned);
}
