import {expect, test} from '@playwright/test';

// The home page and the part of every page that the header and the root loader make
// (docs/decisions/082-lighter-home-and-shared-parts.md): what is sent is what is shown,
// the menus still open from the mouse, the keyboard and, at 375 px, the mobile menu.

const PRODUCT_ID = /gid:\/\/shopify\/Product\/\d+/g;

test('the home page shows four best sellers and sends no other product', async ({page}) => {
  await page.goto('/');
  const featured = page.getByRole('region', {name: 'Produits phares'}).getByTestId('product-card');
  await expect(featured).toHaveCount(4);
  const html = await (await page.request.get('/')).text();
  expect(new Set(html.match(PRODUCT_ID)).size).toBe(4);
  // The lists keep their content: engagements, ranges, articles.
  await expect(page.getByRole('region', {name: 'Nos engagements'}).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('link', {name: 'Découvrir : Vérins à gaz'})).toHaveAttribute('href', '/collections/verins-a-gaz');
  await expect(page.getByTestId('home-blog').getByRole('heading', {level: 3})).toHaveCount(3);
});

test('every page’s root data names its menu entries by their links, without the store’s ids', async ({page}) => {
  for (const path of ['/', '/collections/verins-a-gaz', '/recherche?q=verin']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('"/collections/verins-a-gaz"');
    expect(html, path).not.toContain('gid://shopify/MenuItem');
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a best seller’s « Ajouter au panier » on the home page puts it in the cart', async ({page}) => {
    await page.goto('/');
    const card = page.getByRole('region', {name: 'Produits phares'}).getByTestId('product-card').first();
    const title = (await card.getByRole('heading', {level: 3}).textContent())?.trim() ?? '';
    await card.getByRole('button', {name: `Ajouter au panier : ${title}`}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText(title);
  });
});

test('the Collections menu is drawn when it opens, lists the collections and marks the current page', async ({page}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', {name: 'Navigation principale'});
  const home = nav.getByRole('link', {name: 'Accueil', exact: true});
  await expect(home).toHaveAttribute('aria-current', 'page');
  expect(await home.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');

  const trigger = nav.getByRole('link', {name: 'Collections', exact: true});
  const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await expect(list.getByRole('link')).toHaveCount(0);

  await trigger.hover();
  await expect(list).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(await list.getByRole('link').count()).toBeGreaterThanOrEqual(10);
  await list.getByRole('link', {name: 'Vérins à gaz', exact: true}).click();
  await expect(page).toHaveURL(/\/collections\/verins-a-gaz$/);
  await expect(list).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-current', 'page');
  expect(await trigger.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
  await expect(home).not.toHaveAttribute('aria-current', 'page');
  expect(await home.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('none');

  // The keyboard opens it from its link; Escape closes it and leaves the focus there.
  await page.mouse.move(5, 700);
  await trigger.focus();
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe('at 375 px', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('the mobile menu lists the collections under « Collections »', async ({page}) => {
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    const panel = page.getByTestId('mobile-menu');
    await panel.getByText('Collections', {exact: true}).click();
    await panel.getByRole('link', {name: 'Vérins hydrauliques', exact: true}).click();
    await expect(page).toHaveURL(/\/collections\/verins-hydrauliques$/);
    await expect(panel).toBeHidden();
  });
});
