import {expect, test} from '@playwright/test';

// The product page draws what a shopper sees first; what is below the fold or behind a click comes
// after or when opened (docs/decisions/081-lighter-product-page.md): the related products from their
// own route, the lightbox when opened, the review form when asked for. Each keeps a path without
// JavaScript.

const PRODUCT = '/products/verin-gaz-compression-15-6-course-100-oeillet';
const RELATED_ROUTE = `${PRODUCT}/associes`;

test('the related products arrive after the page, in the space kept for them, priced as the cart is', async ({page, request}) => {
  // Not in the page's HTML: a link to their route instead.
  const html = await (await request.get(PRODUCT)).text();
  expect(html).toContain(`href="${RELATED_ROUTE}"`);
  expect(html).not.toContain('data-testid="product-card"');
  expect(html).not.toContain('data-testid="gallery-dialog"');
  // The specs, price and description stay in the first HTML, for search engines too.
  expect(html).toContain('data-testid="specs"');
  expect(html).toContain('data-testid="product-price"');
  expect(html).toContain('Vérin à gaz de compression 15/6');

  // Hold the cards' request to see the space kept for them at 1,440 px (one row of four).
  await page.setViewportSize({width: 1440, height: 900});
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/associes\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PRODUCT);
  const section = page.getByTestId('related-products');
  const placeholder = section.getByTestId('related-placeholder');
  await expect(placeholder).toBeVisible();
  await expect(placeholder.getByRole('link', {name: 'Voir les produits associés'})).toHaveAttribute('href', RELATED_ROUTE);
  const kept = (await placeholder.boundingBox())!.height;
  release();

  const cards = section.getByTestId('product-card');
  await expect(cards).toHaveCount(4);
  await expect(placeholder).toHaveCount(0);
  const grid = (await section.getByTestId('product-grid').boundingBox())!.height;
  // The row of cards takes the space that was kept (the cards' text may add a line).
  expect(Math.abs(grid - kept)).toBeLessThan(60);
  await expect(cards.first().locator('[data-price-mode="TTC"]').first()).toBeVisible();

  // HT mode: the cards are asked for again and show the cart's HT prices.
  await page.getByTestId('price-toggle-HT').click();
  await expect(page.getByTestId('product-price').locator('[data-price-mode="HT"]')).toBeVisible();
  await expect(section.locator('[data-price-mode="TTC"]')).toHaveCount(0);
  await expect(cards.first().locator('[data-price-mode="HT"]').first()).toBeVisible();
  // The footer's VAT line follows the mode (it said « TVA incluse » under HT prices).
  await expect(page.locator('footer')).toContainText('Prix en euros hors taxes, TVA 20 % en sus.');
  await page.getByTestId('price-toggle-TTC').click();
  await expect(page.locator('[data-price-mode="HT"]')).toHaveCount(0);
  await expect(page.locator('footer')).toContainText('Prix en euros, TVA 20 % incluse.');
});

test('a shop that fails for the related products leaves the page whole and offers to try again', async ({page}) => {
  let fail = true;
  await page.route(/\/associes\.data/, (route) => (fail ? route.abort() : route.continue()));
  await page.goto(PRODUCT);
  const section = page.getByTestId('related-products');
  await expect(section.getByTestId('related-failed')).toContainText('Les produits associés n’ont pas pu être chargés.');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  fail = false;
  await section.getByRole('button', {name: 'Réessayer'}).click();
  await expect(section.getByTestId('product-card')).toHaveCount(4);
  // The keyboard is on the section that came, not back at the top of the page.
  await expect(section).toBeFocused();
});

test('without JavaScript: the related products open as a page, the review form from its link', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(PRODUCT);
  await page.getByRole('link', {name: 'Voir les produits associés'}).click();
  await expect(page).toHaveURL(RELATED_ROUTE);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Produits associés : Vérin à gaz 15/6 – course 100 mm – œillets');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(4);
  // A card leads to its product.
  const href = await cards.first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/products\/[a-z0-9-]+/);
  await page.getByRole('link', {name: 'Retour au produit'}).click();
  await expect(page).toHaveURL(PRODUCT);

  // The review form is not in the page until asked for: its link opens it, drawn by the server.
  const reviews = page.locator('#avis');
  await expect(reviews.getByLabel('Titre de votre avis')).toHaveCount(0);
  await reviews.getByRole('link', {name: 'Donner mon avis'}).click();
  await expect(page).toHaveURL(`${PRODUCT}?note=5#avis`);
  await expect(reviews.getByLabel('Titre de votre avis')).toBeVisible();
  await expect(reviews.getByRole('radio', {name: '5 étoiles sur 5'})).toBeChecked();
  await reviews.getByRole('link', {name: 'Fermer le formulaire'}).click();
  await expect(reviews.getByLabel('Titre de votre avis')).toHaveCount(0);
  await context.close();
});

test('with JavaScript the review form opens and closes in place, named for screen readers', async ({page}) => {
  await page.goto(PRODUCT, {waitUntil: 'networkidle'});
  const reviews = page.locator('#avis');
  // A disclosure button once the page's code runs (a link in the server's HTML).
  const opener = reviews.getByRole('button', {name: 'Donner mon avis'});
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(PRODUCT);
  const closer = reviews.getByRole('button', {name: 'Fermer le formulaire'});
  await expect(closer).toHaveAttribute('aria-expanded', 'true');
  await expect(closer).toHaveAttribute('aria-controls', 'avis-formulaire');
  await expect(page.getByRole('form', {name: /^Votre avis sur /})).toHaveAttribute('id', 'avis-formulaire');
  // The form follows its opener: the next Tab is in it.
  await page.keyboard.press('Tab');
  expect(await page.locator('#avis-formulaire').evaluate((form) => form.contains(document.activeElement))).toBe(true);
  await closer.click();
  await expect(reviews.getByLabel('Titre de votre avis')).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Space opens and closes it as Enter does, as a button's would.
  await page.keyboard.press('Space');
  await expect(reviews.getByLabel('Titre de votre avis')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(reviews.getByLabel('Titre de votre avis')).toHaveCount(0);
  await expect(page).toHaveURL(PRODUCT);
});

test('the lightbox is drawn when opened and leaves with Escape, the focus back on the picture', async ({page}) => {
  await page.goto(PRODUCT, {waitUntil: 'networkidle'});
  const dialog = page.getByTestId('gallery-dialog');
  await expect(dialog).toHaveCount(0);
  const zoom = page.getByTestId('gallery-zoom');
  await zoom.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', {name: /^Image agrandie : /})).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('2 / ');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(zoom).toBeFocused();
  await expect(page.getByTestId('gallery-counter')).toHaveText(/^2 \//);
});

test('the lightbox changes picture with its buttons too (a mouse, a finger), at 375 px', async ({page}) => {
  await page.setViewportSize({width: 375, height: 812});
  await page.goto(PRODUCT, {waitUntil: 'networkidle'});
  const count = Number((await page.getByTestId('gallery-counter').textContent())!.split('/')[1].trim());
  await page.getByTestId('gallery-zoom').click();
  const dialog = page.getByRole('dialog', {name: /^Image agrandie : /});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: 'Image suivante'}).click();
  await expect(dialog).toContainText(`2 / ${count}`);
  await dialog.getByRole('button', {name: 'Image précédente'}).click();
  await dialog.getByRole('button', {name: 'Image précédente'}).click();
  await expect(dialog).toContainText(`${count} / ${count}`);
  // Both buttons and « Fermer » stay inside the screen.
  for (const name of ['Image précédente', 'Image suivante', 'Fermer']) {
    const box = (await dialog.getByRole('button', {name}).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await dialog.getByRole('button', {name: 'Fermer'}).click();
  await expect(page.getByTestId('gallery-counter')).toHaveText(new RegExp(`^${count} /`));
});
