import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';

function euros(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

async function addFromProductPage(page: Page, handle: string, quantity = 1) {
  await page.goto(`/products/${handle}`);
  await page.getByLabel('Quantité', {exact: true}).fill(String(quantity));
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
}

test('cart: two products, quantities, two-click removal, codes, free delivery', async ({page}) => {
  await addFromProductPage(page, 'verin-gaz-compression-15-6-course-50-oeillet');
  await addFromProductPage(page, 'rotule-acier-13-mm-m8');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Quantity stepper: + then −, stops at 1.
  const first = lines.first();
  await first.getByRole('button', {name: 'Augmenter la quantité'}).click();
  await expect(first.getByTestId('line-quantity')).toHaveValue('2');
  await first.getByRole('button', {name: 'Diminuer la quantité'}).click();
  await expect(first.getByTestId('line-quantity')).toHaveValue('1');
  await expect(first.getByRole('button', {name: 'Diminuer la quantité'})).toBeDisabled();

  // Removal needs two clicks; a single click disarms after 3 s.
  const remove = lines.nth(1).getByTestId('remove-line');
  await remove.click();
  await expect(remove).toHaveAttribute('data-armed', 'true');
  await expect(remove).toHaveText('Confirmer le retrait');
  await expect(remove).toHaveAttribute('data-armed', 'false', {timeout: 6000});
  await expect(lines).toHaveCount(2);
  await remove.click();
  await remove.click();
  await expect(lines).toHaveCount(1);

  // Codes: an unknown one is refused, a real one lowers the total.
  const total = page.getByTestId('cart-total');
  const before = euros(await total.textContent());
  await page.getByLabel('Code promo').fill('FAUXCODE');
  await page.getByRole('button', {name: 'Appliquer'}).click();
  await expect(page.getByTestId('discount-error')).toContainText('Code invalide');
  expect(euros(await total.textContent())).toBe(before);
  await page.getByLabel('Code promo').fill('BIENVENUE10');
  await page.getByRole('button', {name: 'Appliquer'}).click();
  await expect(page.getByTestId('discount-codes')).toContainText('BIENVENUE10 — appliqué');
  await expect.poll(async () => euros(await total.textContent())).toBeLessThan(before);

  // Free delivery: not yet, then reached with enough units (250 € HT).
  await expect(page.getByTestId('free-delivery')).toContainText('pour la livraison offerte');
  await addFromProductPage(page, 'verin-gaz-compression-15-6-course-50-oeillet', 25);
  await expect(page.getByTestId('free-delivery')).toContainText('Livraison standard offerte');
  await expect(page.getByTestId('line-discount').first()).toContainText('%');
});

test('a free-delivery code: the cart says delivery is offered, never « Plus que … » beside it', async ({page}) => {
  await addFromProductPage(page, 'rotule-acier-13-mm-m8');
  await expect(page.getByTestId('free-delivery')).toContainText('pour la livraison offerte');
  await page.getByLabel('Code promo').fill('livraison');
  await page.getByRole('button', {name: 'Appliquer'}).click();
  await expect(page.getByTestId('discount-codes')).toContainText('appliqué');
  await expect(page.getByTestId('free-delivery')).toHaveText('Livraison standard offerte (code LIVRAISON)');
  await expect(page.getByRole('progressbar', {name: 'Progression vers la livraison offerte'})).toHaveAttribute('aria-valuenow', '100');
});

test('the product page’s quantity: emptied and typed again, it holds what was typed; out of bounds, it says so', async ({page}) => {
  await page.goto('/products/verin-gaz-compression-15-6-course-50-oeillet', {waitUntil: 'networkidle'});
  const field = page.getByLabel('Quantité', {exact: true});
  const add = page.getByRole('button', {name: 'Ajouter au panier', exact: true});
  // As a buyer corrects it: click, erase, type (the field used to snap back to 1 and make « 15 »).
  await field.click();
  await field.press('Backspace');
  await expect(field).toHaveValue('');
  await field.pressSequentially('5');
  await expect(field).toHaveValue('5');
  await field.fill('99999');
  await expect(page.getByRole('alert').filter({hasText: 'Saisissez une quantité entière entre 1 et 10 000.'})).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(add).toBeDisabled();
  await field.fill('');
  await field.blur();
  await expect(field).toHaveValue('1');
  await field.click();
  await field.press('Backspace');
  await field.pressSequentially('5');
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line').getByTestId('line-quantity')).toHaveValue('5');
});

test('a quantity out of bounds posted to the cart is refused in French, nothing added', async ({page}) => {
  await page.goto('/products/rotule-acier-13-mm-m8', {waitUntil: 'networkidle'});
  // What a hand-made form would post: the field's limits and the page's checks out of the way.
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('#quantity');
    if (!input) return;
    const copy = input.cloneNode() as HTMLInputElement;
    copy.value = '99999';
    copy.type = 'hidden';
    input.replaceWith(copy);
    const button = document.querySelector<HTMLButtonElement>('form button[type=submit]');
    if (button) button.disabled = false;
  });
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page.getByText('Saisissez une quantité entière entre 1 et 10 000.').first()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('the cart has a fixed bottom bar with count, total, Continuer and Commander', async ({page}) => {
    await addFromProductPage(page, 'rotule-acier-13-mm-m8', 3);
    const bar = page.getByTestId('mobile-cart-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('3 articles');
    await expect(bar.getByRole('link', {name: 'Continuer'})).toBeVisible();
    await expect(bar.getByRole('link', {name: 'Commander'})).toBeVisible();
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(812);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the whole cart flow works with plain forms', async ({page}) => {
    await page.goto('/products/rotule-acier-13-mm-m8');
    await page.getByLabel('Quantité', {exact: true}).fill('2');
    await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('toast')).toContainText('Produit ajouté au panier');
    const line = page.getByTestId('cart-line');
    await expect(line.getByTestId('line-quantity')).toHaveValue('2');
    await line.getByRole('button', {name: 'Augmenter la quantité'}).click();
    await expect(line.getByTestId('line-quantity')).toHaveValue('3');
    // A typed quantity posts with Enter; the action redirects back to the cart (no re-post on reload).
    await line.getByTestId('line-quantity').fill('5');
    await line.getByTestId('line-quantity').press('Enter');
    await expect(line.getByTestId('line-quantity')).toHaveValue('5');
    await expect(page).toHaveURL(/\/cart$/);
    await page.reload();
    await expect(line.getByTestId('line-quantity')).toHaveValue('5');
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
    await expect(page.getByText("L'adresse email est obligatoire").first()).toBeVisible();
    await page.goto('/cart');
    await line.getByTestId('remove-line').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
});

test('order failed maps the error parameter to SPEC.md messages', async ({page}) => {
  await page.goto('/commande-echouee');
  await expect(page.getByTestId('payment-error')).toHaveText("Le paiement n'a pas pu être traité");
  await page.goto('/commande-echouee?error=card_declined');
  await expect(page.getByTestId('payment-error')).toHaveText('Votre carte bancaire a été refusée');
  await page.goto('/commande-echouee?error=nimportequoi');
  await expect(page.getByTestId('payment-error')).toHaveText("Une erreur inattendue s'est produite");
  await expectNoAxeViolations(page);
});
