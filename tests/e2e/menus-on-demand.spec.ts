import {expect, test, type Page} from '@playwright/test';

// The header's 'Vérins' panel and the 375 px menu load their code when first opened (or once the
// page is idle), not with the page: opened before their file came, they say they are loading and
// then work as usual, the keyboard included; when the file cannot be fetched, they say so and
// give a way on, and the page stays as it was.

const MEGA_MENU_FILE = /\/assets\/MegaMenuColumns-[\w-]+\.js$/;
const MOBILE_MENU_FILE = /\/assets\/MobileMenuDrawer-[\w-]+\.js$/;

/** Holds the requests for a file until `release()` is called. */
async function holdFile(page: Page, file: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The home page, once its code runs: the visitor's parts are asked for after hydration. */
async function openHome(page: Page) {
  const visitor = page.waitForResponse((response) => response.url().includes('/api/visiteur'));
  await page.goto('/');
  await visitor;
}

test('neither menu is in the page’s own scripts', async ({request}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('mega-menu-trigger');
  expect(html).toContain('mobile-menu-button');
  expect(html).not.toMatch(/MegaMenuColumns|MobileMenuDrawer/);
});

test.describe('the « Vérins » panel', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('opened by the keyboard before its file came: it says it is loading, then Down goes into its categories', async ({page}) => {
    const release = await holdFile(page, MEGA_MENU_FILE);
    await openHome(page);
    const trigger = page.getByTestId('mega-menu-trigger');
    const menu = page.getByTestId('mega-menu');
    await trigger.focus();
    await expect(menu).toBeVisible();
    await expect(menu).toContainText('Chargement du menu…');
    await page.keyboard.press('ArrowDown');
    release();
    const categories = menu.getByRole('list', {name: 'Catégories'}).getByRole('button');
    await expect(categories.first()).toBeFocused();
    await expect(categories.first()).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('its file cannot be fetched: it says so and leads to the range; the page is untouched', async ({page}) => {
    await page.route(MEGA_MENU_FILE, (route) => route.abort('failed'));
    await openHome(page);
    await page.getByTestId('mega-menu-trigger').hover();
    const menu = page.getByTestId('mega-menu');
    await expect(menu).toContainText('Le menu n’a pas pu être chargé.');
    await expect(menu.getByRole('link', {name: 'Voir tous les vérins'})).toHaveAttribute('href', '/verins');
    await expect(page.locator('h1').first()).not.toContainText(/erreur/i);
    await menu.getByRole('link', {name: 'Voir tous les vérins'}).click();
    await expect(page).toHaveURL(/\/verins$/);
  });
});

test.describe('the 375 px menu', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('opened before its file came: it says it is loading, then takes the focus and locks scrolling; Escape gives the focus back', async ({page}) => {
    const release = await holdFile(page, MOBILE_MENU_FILE);
    await openHome(page);
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'Chargement du menu…'})).toBeVisible();
    release();
    const panel = page.getByTestId('mobile-menu');
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('Escape closes it while it loads, and the focus is back on its button', async ({page}) => {
    await holdFile(page, MOBILE_MENU_FILE);
    await openHome(page);
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    const loading = page.getByRole('status').filter({hasText: 'Chargement du menu…'});
    await expect(loading).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loading).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('its file cannot be fetched: it says so, leads to the site map and closes', async ({page}) => {
    await page.route(MOBILE_MENU_FILE, (route) => route.abort('failed'));
    await openHome(page);
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    const alert = page.getByRole('alert').filter({hasText: 'Le menu n’a pas pu être chargé.'});
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', {name: 'Plan du site'})).toHaveAttribute('href', '/plan-du-site');
    await alert.getByRole('button', {name: 'Fermer'}).click();
    await expect(alert).toBeHidden();
    await expect(button).toBeFocused();
  });
});
