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

  test('closed after its file failed, it fetches it again at the next opening', async ({page}) => {
    let offline = true;
    await page.route(MEGA_MENU_FILE, (route) => (offline ? route.abort('failed') : route.continue()));
    await openHome(page);
    const trigger = page.getByTestId('mega-menu-trigger');
    const menu = page.getByTestId('mega-menu');
    await trigger.focus();
    await expect(menu).toContainText('Le menu n’a pas pu être chargé.');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    offline = false;
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('list', {name: 'Catégories'}).getByRole('button').first()).toBeFocused();
  });

  test('opened by the pointer, Escape closes it', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.getByTestId('mega-menu-trigger').hover();
    const menu = page.getByTestId('mega-menu');
    await expect(menu.getByRole('list', {name: 'Catégories'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('mega-menu-trigger')).toHaveAttribute('aria-expanded', 'false');
  });

  test('at 1024 × 600 px the panel stays inside the window, scrolling within itself', async ({page}) => {
    await page.setViewportSize({width: 1024, height: 600});
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.getByTestId('mega-menu-trigger').hover();
    const menu = page.getByTestId('mega-menu');
    await expect(menu.getByRole('list', {name: 'Catégories'})).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1024 && box.y + box.height <= 600).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
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

  test('while it loads it is modal too: the focus is in it, Tab stays there, the page does not scroll; Escape closes it', async ({page}) => {
    await holdFile(page, MOBILE_MENU_FILE);
    await openHome(page);
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    const loading = page.getByRole('status').filter({hasText: 'Chargement du menu…'});
    await expect(loading).toBeVisible();
    const dialog = page.getByRole('dialog', {name: 'Menu'});
    await expect(dialog).toBeFocused();
    await expect(button).toHaveAttribute('aria-controls', (await dialog.getAttribute('id')) ?? 'absent');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Tab');
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(loading).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('its file cannot be fetched: it says so, leads to the site map, keeps the keyboard in and closes', async ({page}) => {
    await page.route(MOBILE_MENU_FILE, (route) => route.abort('failed'));
    await openHome(page);
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    await expect(page.getByRole('alert').filter({hasText: 'Le menu n’a pas pu être chargé.'})).toBeVisible();
    const dialog = page.getByRole('dialog', {name: 'Menu'});
    await expect(dialog.getByRole('link', {name: 'Plan du site'})).toHaveAttribute('href', '/plan-du-site');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
    }
    await dialog.getByRole('button', {name: 'Fermer'}).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('closed after its file failed, it fetches it again at the next opening', async ({page}) => {
    let offline = true;
    await page.route(MOBILE_MENU_FILE, (route) => (offline ? route.abort('failed') : route.continue()));
    await openHome(page);
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    await expect(page.getByText('Le menu n’a pas pu être chargé.')).toBeVisible();
    await page.keyboard.press('Escape');
    offline = false;
    await button.click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
  });

  test('a window grown past the phone layout closes it and gives the page its scrolling back', async ({page}) => {
    await page.goto('/collections/verins-a-gaz', {waitUntil: 'networkidle'});
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.setViewportSize({width: 1280, height: 800});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.setViewportSize({width: 375, height: 812});
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });
});
