import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {orderByTransfer} from './checkout';

// WCAG 2.1 AA (DESIGN.md section 6): axe-core finds nothing on any route of SPEC.md's
// route table, on a desktop (1280 px) and on a phone (375 px), in the states a shopper
// meets them: empty and filled cart, favourites, signed in, a real order confirmed.

const PRODUCT = '/products/verin-gaz-compression-15-6-course-100-oeillet';

const PAGES = [
  '/',
  '/products',
  PRODUCT,
  '/collections',
  '/collections/verins-a-gaz',
  '/collections/accessoires',
  '/verins',
  '/industries',
  '/support',
  '/contact',
  '/cart',
  '/login',
  '/register',
  '/mot-de-passe-oublie',
  '/reinitialiser-mot-de-passe?id=1&token=jeton',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/conditions-generales-vente',
  '/politique-cookies',
  '/a-propos',
  '/livraison',
  '/retours',
  '/garantie',
  '/recherche',
  '/recherche?q=verin',
  '/recherche?q=introuvablexyz',
  '/compte',
  '/account',
  '/mes-commandes',
  '/profil',
  '/commande-confirmee',
  '/merci',
  '/commande-echouee?error=card_declined',
  '/plan-du-site',
  '/favoris',
  '/blog',
  '/verin-sur-mesure',
  '/configurateur-verin',
  '/remplacer-mon-verin?force=210&longueur=265&course=100&embout_tige=Rotule&embout_corps=Rotule&filetage=M6',
  '/blog/news/article-qui-n-existe-pas',
  '/page-qui-n-existe-pas',
];

/** The page as a shopper sees it: loaded, hydrated, fonts and images settled. */
async function visit(page: Page, path: string) {
  await page.goto(path, {waitUntil: 'networkidle'});
  await expect(page.locator('main').first()).toBeVisible();
}

async function addToCart(page: Page) {
  await visit(page, PRODUCT);
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

const DESKTOP = {width: 1280, height: 900};
const PHONE = {width: 375, height: 812};

/** axe on the page as it is, at 1280 px, then at 375 px (the layout follows the width). */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  // Let media queries and resize observers settle before the second pass.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
}

test.describe('axe at 1280 px and 375 px', () => {
  test.use({viewport: DESKTOP});

  for (const path of PAGES) {
    test(`${path}`, async ({page}) => {
      await visit(page, path);
      await expectAccessibleAtBothWidths(page);
    });
  }

  test('a phone loads a page at 375 px directly (no resize)', async ({page}) => {
    await page.setViewportSize(PHONE);
    for (const path of ['/', PRODUCT, '/cart']) {
      await visit(page, path);
      await expectNoAxeViolations(page);
    }
  });

  test('an article of the blog', async ({page}) => {
    await visit(page, '/blog');
    const href = await page.locator('main a[href^="/blog/news/"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    await visit(page, href!);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });

  test('a filled cart, the shipping step and its errors', async ({page}) => {
    await addToCart(page);
    await expectAccessibleAtBothWidths(page);
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectAccessibleAtBothWidths(page);
    await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
    await expect(page.getByText("L'adresse email est obligatoire").first()).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });

  test('favourites with products', async ({page}) => {
    await visit(page, '/collections/verins-a-gaz');
    const cards = page.getByTestId('product-card');
    for (let i = 0; i < 2; i++) {
      await cards.nth(i).getByTestId('wishlist-button').click();
      await expect(cards.nth(i).getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');
    }
    await visit(page, '/favoris');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await expectAccessibleAtBothWidths(page);
  });

  test('signed in: a real order confirmed, the account, the orders and the profile', async ({page}) => {
    await visit(page, '/register');
    await page.getByLabel('Prénom').fill('Inès');
    await page.getByLabel('Nom', {exact: true}).fill('Lefèvre');
    await page.getByLabel('Adresse e-mail').fill(`a11y-${Date.now()}@example.fr`);
    await page.getByLabel('Mot de passe (6 caractères minimum)').fill('motdepasse');
    await page.getByLabel('Confirmation du mot de passe').fill('motdepasse');
    await page.getByRole('button', {name: /Créer/}).click();
    await expect(page).toHaveURL(/\/compte$/);

    await addToCart(page);
    await page.getByTestId('checkout-button').click();
    await orderByTransfer(page, {street: '8 rue de la République'});
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectAccessibleAtBothWidths(page);

    for (const path of ['/mes-commandes', '/profil', '/compte']) {
      await visit(page, path);
      await expectAccessibleAtBothWidths(page);
    }
  });
});
