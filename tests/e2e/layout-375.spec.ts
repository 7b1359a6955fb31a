import {readdirSync} from 'node:fs';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {CONTENT_PAGES} from '../../app/lib/content/pages.ts';

// Issue 25: at 375 px no page scrolls sideways (tables scroll inside their own box), no
// emoji anywhere (they show as empty boxes without an emoji font), and the floating chat
// button never covers a control the shopper needs.

const PHONE = {width: 375, height: 812};
const PRODUCT = '/products/verin-gaz-compression-15-6-course-100-oeillet';
const ARTICLE = '/blog/news/verin-inox-304-ou-316l';

/**
 * One page per route file (app/routes), with an example of the local shop for its
 * parameters. A route file without an entry here fails the first test: a new route is
 * checked at 375 px from the day it is added. null: not a page (a resource, an API, a
 * form target).
 */
const EXAMPLES: Record<string, string[] | null> = {
  '$.tsx': ['/page-qui-n-existe-pas'],
  '[robots.txt].tsx': null,
  '[sitemap.xml].tsx': null,
  '_index.tsx': ['/'],
  'account.tsx': ['/account'],
  'account_.login.tsx': ['/account/login'],
  'account_.orders.$orderId.tsx': ['/account/orders/1'],
  'account_.authorize.tsx': ['/account/authorize'],
  'api.chat.tsx': null,
  'api.recherche-predictive.tsx': null,
  'api.visiteur.tsx': null,
  'blog.$blogHandle.$articleHandle.tsx': [ARTICLE, '/blog/news/article-qui-n-existe-pas'],
  'blog._index.tsx': ['/blog'],
  'cart.tsx': ['/cart'],
  'checkout.tsx': ['/checkout'],
  'collections.$handle.tsx': ['/collections/verins-a-gaz', '/collections/accessoires'],
  'collections.$handle_.filtres.tsx': ['/collections/verins-a-gaz/filtres'],
  'collections._index.tsx': ['/collections'],
  'commande-confirmee.tsx': ['/commande-confirmee'],
  'commande-echouee.tsx': ['/commande-echouee?error=card_declined'],
  'compte.tsx': ['/compte'],
  'configurateur-verin.tsx': ['/configurateur-verin'],
  'contact.tsx': ['/contact'],
  'content-page.tsx': Object.values(CONTENT_PAGES).map((page) => page.path),
  'deconnexion.tsx': ['/deconnexion'],
  'devis._index.tsx': ['/devis'],
  'devis.$number.tsx': ['/devis/DEV-2026-000001?cle=inconnue'],
  'devis.$number_.pdf.tsx': null,
  'favoris.tsx': ['/favoris'],
  'fiche-technique.$handle.tsx': [PRODUCT.replace('/products/', '/fiche-technique/')],
  'fiche-technique.$handle_.pdf.tsx': null,
  'industries.tsx': ['/industries'],
  'login.tsx': ['/login'],
  'merci.tsx': ['/merci'],
  'mes-commandes.tsx': ['/mes-commandes'],
  'mot-de-passe-oublie.tsx': ['/mot-de-passe-oublie'],
  'pages.$handle.tsx': ['/pages/a-propos'],
  'plan-du-site.tsx': ['/plan-du-site'],
  'policies.$handle.tsx': ['/policies/privacy-policy'],
  'prix.tsx': null,
  'products.$handle.tsx': [PRODUCT, '/products/produit-qui-n-existe-pas'],
  'products.$handle_.associes.tsx': [`${PRODUCT}/associes`],
  'products._index.tsx': ['/products'],
  'profil.tsx': ['/profil'],
  'recherche.tsx': ['/recherche?q=verin', '/recherche?q=introuvablexyz', `/recherche?q=${'x'.repeat(180)}`],
  'recherche_.filtres.tsx': ['/recherche/filtres?q=verin'],
  'register.tsx': ['/register'],
  'remplacer-mon-verin.tsx': ['/remplacer-mon-verin', '/remplacer-mon-verin?force=210&longueur=265&course=100&embout_tige=Rotule&embout_corps=Rotule&filetage=M6'],
  'reinitialiser-mot-de-passe.tsx': ['/reinitialiser-mot-de-passe?id=1&token=jeton'],
  'search.tsx': ['/search?q=inox'],
  'support.tsx': ['/support'],
  'verin-sur-mesure.tsx': ['/verin-sur-mesure'],
  'verins.tsx': ['/verins'],
  'verins_.filtres.tsx': ['/verins/filtres?tag=inox'],
};

const ROUTE_FILES = readdirSync(new URL('../../app/routes/', import.meta.url)).filter((file) => file.endsWith('.tsx'));
const PAGES = [...new Set(Object.values(EXAMPLES).flatMap((paths) => paths ?? []))];

/** How far the page scrolls sideways, and any emoji among its texts (hidden ones included). */
function pageDefects(page: Page) {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const emoji: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const found = node.textContent?.match(/\p{Emoji_Presentation}|\uFE0F/gu);
      if (found) emoji.push(...found);
    }
    return {overflow: document.documentElement.scrollWidth - window.innerWidth, emoji};
  });
}

async function expectNoDefects(page: Page, path: string) {
  await page.goto(path, {waitUntil: 'networkidle'});
  await expect(page.locator('body')).toBeVisible();
  const defects = await pageDefects(page);
  expect(defects, `${path} (${page.url()})`).toEqual({overflow: 0, emoji: []});
}

async function addToCart(page: Page) {
  await page.goto(PRODUCT);
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
}

test.describe('at 375 px', () => {
  test.use({viewport: PHONE});

  test('every route file has an example page', () => {
    expect(ROUTE_FILES.filter((file) => !(file in EXAMPLES))).toEqual([]);
    expect(PAGES.length).toBeGreaterThan(40);
  });

  for (const path of PAGES) {
    test(`${path}: no sideways scroll, no emoji`, async ({page}) => {
      await expectNoDefects(page, path);
    });
  }

  test('with a cart: the cart and the checkout steps', async ({page}) => {
    await addToCart(page);
    await expectNoDefects(page, '/cart');
    await expectNoDefects(page, '/checkout');
  });

  test('an article’s wide table scrolls inside its own box, reachable with the keyboard', async ({page}) => {
    await page.goto(ARTICLE);
    const box = page.locator('main .table-scroll').first();
    await expect(box).toBeVisible();
    const sizes = await box.evaluate((element) => ({scroll: element.scrollWidth, client: element.clientWidth}));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await pageDefects(page)).overflow).toBe(0);
  });
});

test('the mega-menu shows the shop’s SVG icons', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/');
  await page.getByTestId('mega-menu-trigger').hover();
  const categories = page.getByTestId('mega-menu').getByRole('list', {name: 'Catégories'}).getByRole('button');
  await expect(categories).toHaveCount(4);
  for (const category of await categories.all()) {
    await expect(category.locator('svg')).toHaveCount(1);
    expect(await category.innerText()).not.toMatch(/\p{Emoji_Presentation}/u);
  }
});

// ------------------------------------------------------------------ the chat button

function intersects(a: {x: number; y: number; width: number; height: number}, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Scrolls so that the control sits where the chat button stands when nothing is in its way. */
async function placeUnderLauncher(page: Page, control: Locator) {
  const launcher = page.getByTestId('chat-launcher');
  await control.evaluate((element, launcherElement) => {
    const style = getComputedStyle(launcherElement as HTMLElement);
    const centre = document.documentElement.clientHeight - parseFloat(style.bottom) - (launcherElement as HTMLElement).offsetHeight / 2;
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - centre);
  }, await launcher.elementHandle());
}

/** The button, once settled, leaves the control free: not over it, and a click reaches it. */
async function expectUncovered(page: Page, control: Locator) {
  const launcher = page.getByTestId('chat-launcher');
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([launcher.boundingBox(), control.boundingBox()]);
      return a && b ? intersects(a, b) : null;
    })
    .toBe(false);
  await control.click({trial: true, timeout: 2000});
}

test.describe('the chat button covers nothing', () => {
  for (const viewport of [PHONE, {width: 375, height: 667}, {width: 1280, height: 900}]) {
    test(`« Voir le catalogue » on the home page at ${viewport.width} × ${viewport.height}`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto('/', {waitUntil: 'networkidle'});
      const catalogue = page.getByRole('main').getByRole('link', {name: 'Voir le catalogue'});
      await expectUncovered(page, catalogue);
      await placeUnderLauncher(page, catalogue);
      await expectUncovered(page, catalogue);
    });
  }

  test('the footer’s last line, scrolled to the end of a page at 375 px', async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const line = page.locator('footer p').last();
    await expect(line).toContainText('TVA');
    const launcher = page.getByTestId('chat-launcher');
    await expect
      .poll(async () => {
        // The text's own box (the paragraph's padding may pass under the button).
        const text = await line.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const box = range.getBoundingClientRect();
          return {x: box.x, y: box.y, width: box.width, height: box.height};
        });
        const button = await launcher.boundingBox();
        return button ? intersects(button, text) : null;
      })
      .toBe(false);
  });

  for (const viewport of [PHONE, {width: 1280, height: 900}]) {
    test(`« Retirer » in the cart summary at ${viewport.width} px`, async ({page}) => {
      await page.setViewportSize(viewport);
      await addToCart(page);
      await page.getByLabel('Code promo').fill('BIENVENUE10');
      await page.getByRole('button', {name: 'Appliquer'}).click();
      const remove = page.getByRole('button', {name: 'Retirer le code BIENVENUE10'});
      await expect(remove).toBeVisible();
      await placeUnderLauncher(page, remove);
      await expectUncovered(page, remove);
      // And the button is still there to open the chat.
      await page.getByTestId('chat-launcher').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
});
