// Shared pages (docs/decisions/050-shared-pages.md): a catalogue page is the same HTML for
// every visitor in a price mode, served from the page cache to shoppers with a cart or an
// account too; their own parts (cart badge, account, name on the review form) arrive
// from /api/visiteur after hydration and never reach another visitor. And a change in the
// shop (052) shows to the next visitor without a reload.
import {expect, test, type Browser, type Page, type Response} from '@playwright/test';

const LOCAL_SHOP = `http://127.0.0.1:${process.env.E2E_LOCAL_SHOP_PORT ?? 4100}`;
const ADMIN = {username: 'admin', password: 'e2e-admin'};
const PRODUCT = '/products/verin-gaz-compression-15-6-course-50-oeillet';

/** Renders the page afresh (a hard reload) so that the next visitors get this copy. */
async function warm(browser: Browser, path: string) {
  const context = await browser.newContext();
  const response = await context.request.get(path, {headers: {'Cache-Control': 'no-cache'}});
  expect(response.status()).toBe(200);
  // Kept once its last byte is sent: the next request answers from the copy.
  await expect.poll(async () => (await context.request.get(path)).headers()['x-page-cache']).toBe('HIT');
  await context.close();
}

/** Opens `path` and waits for the visitor's own parts to arrive. */
async function visit(page: Page, path: string): Promise<{response: Response; html: string}> {
  const personal = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/visiteur'));
  const response = (await page.goto(path))!;
  const html = await response.text();
  expect((await personal).ok()).toBe(true);
  return {response, html};
}

test('a shopper with a cart gets the cached page; the count arrives after it and reaches nobody else', async ({page, browser}) => {
  await page.goto(PRODUCT);
  await page.getByLabel('Quantité', {exact: true}).fill('3');
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await warm(browser, PRODUCT);
  const mine = await visit(page, PRODUCT);
  expect(mine.response.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
  // The HTML is everybody's: no badge, no cart in it; the badge comes afterwards.
  expect(mine.html).not.toContain('data-testid="cart-badge"');
  expect(mine.html).not.toMatch(/gid:\/\/shopify\/Cart\//);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page.getByTestId('cart-link')).toHaveAttribute('aria-label', 'Panier, 3 articles');
  const withBadge = await page.getByTestId('cart-link').boundingBox();

  // Another visitor gets the same copy, and no badge.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  const theirs = await visit(stranger, PRODUCT);
  expect(theirs.response.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
  await expect(stranger.getByTestId('cart-link')).toHaveAttribute('aria-label', 'Panier, 0 article');
  await expect(stranger.getByTestId('cart-badge')).toHaveCount(0);
  // The badge sits on the icon: the link keeps its size and place with or without it.
  expect(await stranger.getByTestId('cart-link').boundingBox()).toEqual(withBadge);
  await other.close();
});

test('a signed-in customer gets the cached page; their name shows to them only', async ({page, browser}) => {
  const email = `partage-${Date.now()}@example.fr`;
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Apolline');
  await page.getByLabel('Nom', {exact: true}).fill('Quérand');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe (6 caractères minimum)').fill('secret-123');
  await page.getByLabel('Confirmation du mot de passe').fill('secret-123');
  await page.getByRole('button', {name: 'Créer mon compte'}).click();
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'true');

  await warm(browser, PRODUCT);
  const mine = await visit(page, PRODUCT);
  expect(mine.response.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
  expect(mine.html).not.toContain('Apolline');
  expect(mine.html).toContain('data-signed-in="false"');
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'true');
  await expect(page.getByTestId('account-link')).toHaveAttribute('aria-label', 'Mon compte');
  const section = page.locator('#avis');
  await section.getByText('Donner mon avis', {exact: true}).click();
  await expect(section).toContainText('Votre avis sera publié au nom de Apolline Q.');
  await expect(section.getByLabel('Votre nom')).toHaveCount(0);

  const other = await browser.newContext();
  const stranger = await other.newPage();
  const theirs = await visit(stranger, PRODUCT);
  expect(theirs.response.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
  expect(theirs.html).not.toContain('Apolline');
  await expect(stranger.getByTestId('account-link')).toHaveAttribute('aria-label', 'Se connecter');
  const theirSection = stranger.locator('#avis');
  await theirSection.getByText('Donner mon avis', {exact: true}).click();
  await expect(theirSection.getByLabel('Votre nom')).toBeVisible();
  await expect(theirSection).not.toContainText('Apolline');
  await other.close();
});

test('a review approved in the admin shows to the next visitor of a cached page, without a reload', async ({page, browser}) => {
  const product = '/products/verin-gaz-compression-15-6-course-100-oeillet';
  const title = `Partagé à la validation ${Date.now()}`;
  await page.goto(product);
  const section = page.locator('#avis');
  await section.getByText('Donner mon avis', {exact: true}).click();
  await section.getByLabel('Titre de votre avis').fill(title);
  await section.getByLabel('Votre commentaire').fill('Tient la trappe ouverte.');
  await section.getByLabel('Votre nom').fill('Odile');
  await section.getByRole('button', {name: 'Publier mon avis'}).click();
  await expect(section.getByTestId('review-success')).toContainText('Il sera publié après validation');

  // A copy from before the approval, in the cache.
  await warm(browser, product);
  const admin = await browser.newContext({httpCredentials: ADMIN});
  const inbox = await admin.newPage();
  await inbox.goto(`${LOCAL_SHOP}/admin`);
  await inbox.getByRole('article', {name: title}).getByRole('button', {name: 'Approuver'}).click();
  await expect(inbox.getByRole('status')).toContainText('L’avis a été approuvé');
  await admin.close();

  // A new visitor, an ordinary visit (no reload): the approved review is there.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  const response = await visitor.goto(product);
  expect(response?.headers()['x-page-cache']).toBe('MISS');
  await expect(visitor.locator('#avis').getByTestId('review').filter({hasText: title})).toContainText('Par Odile');
  await other.close();
});

test('a message waiting in the session shows on the next page, even without JavaScript; then the copy again', async ({browser, baseURL}) => {
  await warm(browser, '/');
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  // Signing out (here with no account) leaves « Vous êtes déconnecté » for the next page.
  const out = await context.request.post('/deconnexion', {headers: {Origin: baseURL!}, maxRedirects: 0});
  expect(out.status()).toBe(303);
  expect(out.headers()['set-cookie']).toMatch(/(^|\n)flash=1;/);

  const shown = await page.goto('/');
  expect(shown?.headers()['x-page-cache']).toBeUndefined();
  await expect(page.getByTestId('toast')).toHaveText(/Vous êtes déconnecté/);

  const next = await page.goto('/');
  expect(next?.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await context.close();
});

test('the visitor’s parts cannot be read: the page stays, without them; they come at the next page once the connection is back', async ({page}) => {
  // A cart with two items first.
  await page.goto(PRODUCT, {waitUntil: 'networkidle'});
  await page.getByLabel('Quantité', {exact: true}).fill('2');
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);

  let offline = true;
  await page.route(/\/api\/visiteur/, (route) => (offline ? route.abort('failed') : route.continue()));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', PRODUCT, '/collections/verins-a-gaz', '/recherche?q=verin']) {
    const asked = page.waitForRequest(/\/api\/visiteur/);
    await page.goto(path);
    await asked;
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText('Une erreur inattendue est survenue')).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  }
  expect(errors).toEqual([]);

  // Back online: the next page within the site brings them.
  offline = false;
  await page.getByRole('navigation', {name: 'Navigation principale'}).getByRole('link', {name: 'Produits', exact: true}).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});
