// The catalogue's scripts come after its first paint (decision 086): what a shopper does before
// they are there is kept. The page's JavaScript is held back here until the test lets it go.
import {expect, test, type Page} from '@playwright/test';

const PRODUCT = '/products/verin-gaz-compression-15-6-course-100-oeillet';

/** Opens `path` with its JavaScript held back; the returned function lets it come. */
async function openWithoutCode(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  // Not until `load`: the scripts may be asked for before it, and they are held.
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  return release;
}

test('the page is sent with its scripts waiting for the first paint; other pages get theirs at once', async ({request}) => {
  const product = await (await request.get(PRODUCT)).text();
  expect(product).not.toContain('<link rel="modulepreload"');
  expect(product).toContain('<link data-after-paint="modulepreload" fetchpriority="low"');
  expect(product).toContain('type="text/plain" data-after-paint="module"');
  const configurator = await (await request.get('/configurateur-verin')).text();
  expect(configurator).toContain('<link rel="modulepreload" fetchpriority="low"');
  expect(configurator).not.toContain('data-after-paint');
});

test('a button clicked before the page’s code came does its work once the code is there, once', async ({page}) => {
  const release = await openWithoutCode(page, PRODUCT);
  await page.getByTestId('chat-launcher').click();
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByRole('dialog', {name: 'Assistant Vérins Pro'})).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', {name: 'Assistant Vérins Pro'})).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a quantity typed before the page’s code came is the one React knows, and the one added to the cart', async ({page}) => {
  const release = await openWithoutCode(page, PRODUCT);
  const quantity = page.getByLabel('Quantité', {exact: true});
  await quantity.fill('3');
  // The page says when React has hydrated it (usePageCodeReady): listened to before the code comes.
  await page.evaluate(() => {
    const page = window as unknown as {hydrated: Promise<void>};
    page.hydrated = new Promise<void>((resolve) => addEventListener('verins:page-code', () => resolve(), {once: true}));
  });
  release();
  await page.evaluate(() => (window as unknown as {hydrated: Promise<void>}).hydrated);
  await expect(quantity).toHaveValue('3');
  // « + » works from what was typed: React's state took it.
  await page.getByRole('button', {name: 'Augmenter la quantité'}).click();
  await expect(quantity).toHaveValue('4');
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('4');
});
