import {expect, test} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {PRODUCT_LIST_FIRST_PAGE, PRODUCT_LIST_NEXT_PAGES} from '../../app/lib/catalogue/page-size.ts';

const VARIANT_PRODUCT = '/products/verin-gaz-compression-15-6-course-50-oeillet';

function euros(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

test('the product list filters by tag and price, sorts, and switches to a list', async ({page}) => {
  await page.goto('/products');
  const count = page.getByTestId('found-count');
  await expect(count).toHaveText(/^\d+ produits trouvés$/);
  const all = Number((await count.textContent())?.split(' ')[0]);
  expect(all).toBeGreaterThan(40);
  await expectNoAxeViolations(page);

  // Tag filter: the URL carries it, the count drops, every card carries the tag's meaning.
  // Ten tags are listed; 'Voir plus (N)' shows the rest.
  await expect(page.getByTestId('tag-list').getByRole('checkbox')).toHaveCount(10);
  await page.getByRole('button', {name: /^Voir plus \(\d+\)$/}).click();
  await expect(page.getByTestId('tag-list').getByRole('checkbox')).not.toHaveCount(10);
  // A tag on fewer products than the page's 50 (the catalogue has about 90 'inox' ones).
  await page.getByRole('checkbox', {name: 'marine'}).check();
  await expect(page).toHaveURL(/tag=marine/);
  await expect(count).not.toHaveText(`${all} produits trouvés`);
  const tagged = Number((await count.textContent())?.split(' ')[0]);
  expect(tagged).toBeGreaterThan(0);
  expect(tagged).toBeLessThan(all);

  // Price preset: every shown price lies in the band.
  await page.getByRole('link', {name: '50 – 150 €'}).click();
  await expect(page).toHaveURL(/min=50&max=150/);
  await expect(page.getByRole('heading', {name: 'Filtres actifs'})).toBeVisible();
  // A product matches when one of its variants is in the band (Shopify's rule); cards show the first variant.
  await expect(count).not.toHaveText(`${tagged} produits trouvés`);
  const banded = Number((await count.textContent())?.split(' ')[0]);
  expect(banded).toBeGreaterThan(0);
  expect(banded).toBeLessThan(tagged);
  const prices = (await page.getByTestId('product-card').getByTestId('price').allTextContents()).map(euros);
  expect(prices.some((price) => price >= 50 && price <= 150)).toBe(true);

  // Sorting by ascending price.
  await page.goto('/products?sort=priceAsc');
  const sorted = (await page.getByTestId('product-card').getByTestId('price').allTextContents()).map(euros);
  expect(sorted).toHaveLength(PRODUCT_LIST_FIRST_PAGE);
  expect([...sorted].sort((a, b) => a - b)).toEqual(sorted);

  await page.getByRole('link', {name: 'Affichage en liste'}).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId('product-grid')).toHaveAttribute('data-view', 'list');
  await expect(page).toHaveURL(/sort=priceAsc/);
});

test('an impossible filter shows the empty state, and clearing it restores the list', async ({page}) => {
  await page.goto('/products?q=introuvablexyz');
  await expect(page.getByTestId('found-count')).toHaveText('0 produit trouvé');
  await page.getByTestId('empty-state').getByRole('link', {name: 'Effacer les filtres'}).click();
  await expect(page.getByTestId('found-count')).toHaveText(/\d\d produits trouvés/);
});

test('a collection pages with « Charger plus »: the address follows, the back button returns to the cards shown, a shared address starts there', async ({page, browser}) => {
  await page.goto('/collections/verins-a-gaz');
  await expect(page.getByTestId('collection-count')).toHaveText(/^\d+ produits$/);
  const total = Number((await page.getByTestId('collection-count').textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(PRODUCT_LIST_FIRST_PAGE + PRODUCT_LIST_NEXT_PAGES);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE);
  const first = await cards.first().getByRole('heading').textContent();
  await expect(page.getByTestId('load-previous')).toHaveCount(0);
  await page.getByTestId('load-more').click();
  await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE + PRODUCT_LIST_NEXT_PAGES);
  await expect(page).toHaveURL(/direction=next&cursor=/);
  const shared = page.url();
  const seventh = await cards.nth(PRODUCT_LIST_FIRST_PAGE).getByRole('heading').textContent();
  await expectNoAxeViolations(page);

  // A product of the second batch, then back: the same cards, in the same order.
  await cards.nth(PRODUCT_LIST_FIRST_PAGE).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/products\//);
  await page.goBack();
  await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE + PRODUCT_LIST_NEXT_PAGES);
  await expect(cards.first().getByRole('heading')).toHaveText(first ?? '');
  await expect(cards.nth(PRODUCT_LIST_FIRST_PAGE).getByRole('heading')).toHaveText(seventh ?? '');

  // The address opened elsewhere: that batch, and the products before it one click away.
  const other = await (await browser.newContext()).newPage();
  await other.goto(shared);
  const otherCards = other.getByTestId('product-card');
  await expect(otherCards).toHaveCount(PRODUCT_LIST_NEXT_PAGES);
  await expect(otherCards.first().getByRole('heading')).toHaveText(seventh ?? '');
  await other.getByTestId('load-previous').click();
  await expect(otherCards).toHaveCount(PRODUCT_LIST_FIRST_PAGE + PRODUCT_LIST_NEXT_PAGES);
  await expect(otherCards.first().getByRole('heading')).toHaveText(first ?? '');
  await expect(other.getByTestId('load-previous')).toHaveCount(0);
  await other.context().close();
});

test('a collection’s filter panel arrives after the page and keeps the keyboard’s place', async ({page}) => {
  await page.goto('/collections/verins-a-gaz');
  const count = page.getByTestId('collection-count');
  const total = await count.textContent();
  const box = page.locator('[data-facet="filter.v.m.specs.size"]').getByRole('checkbox', {name: /^15\/6 \(\d+\)$/});
  await expect(box).toBeVisible();
  const label = (await box.locator('xpath=ancestor::label').textContent()) ?? '';
  const expected = Number(label.match(/\((\d+)\)/)?.[1]);
  expect(expected).toBeGreaterThan(1);
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/filter\.v\.m\.specs\.size=15%2F6/);
  await expect(count).not.toHaveText(total ?? '');
  // The count the checkbox showed is the list's total once ticked; the box kept the focus.
  await expect(count).toHaveText(`${expected} produits`);
  await expect(box).toBeChecked();
  await expect(box).toBeFocused();
  await expect(page.getByRole('link', {name: /Retirer le filtre Ø corps \/ tige \(mm\) : 15\/6/})).toBeVisible();
  await expectNoAxeViolations(page);
});

test('after « Charger plus » the keyboard is on the first new card and a screen reader hears how many came', async ({page}) => {
  await page.goto('/collections/verins-a-gaz');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE);
  const total = Number((await page.getByTestId('collection-count').textContent())?.split(' ')[0]);
  await page.getByTestId('load-more').focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE + PRODUCT_LIST_NEXT_PAGES);
  const firstNew = cards.nth(PRODUCT_LIST_FIRST_PAGE).getByRole('heading').getByRole('link');
  await expect(firstNew).toBeFocused();
  await expect(page.getByTestId('added-cards')).toHaveText(
    `${PRODUCT_LIST_NEXT_PAGES} produits ajoutés, ${PRODUCT_LIST_FIRST_PAGE + PRODUCT_LIST_NEXT_PAGES} affichés sur ${total}.`,
  );
});

test('a filter panel that cannot be fetched says so in its column; the cards stay', async ({page}) => {
  await page.route(/\/collections\/verins-a-gaz\/filtres/, (route) => route.abort('internetdisconnected'));
  await page.goto('/collections/verins-a-gaz');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE);
  const failed = page.getByTestId('filters-failed');
  await expect(failed).toContainText('Les filtres n’ont pas pu être chargés.');
  await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Vérins à gaz');

  // The network is back: « Réessayer » brings the panel.
  await page.unroute(/\/collections\/verins-a-gaz\/filtres/);
  await failed.getByRole('button', {name: 'Réessayer'}).click();
  await expect(page.locator('[data-facet="filter.v.m.specs.size"]')).toBeVisible();
  await expect(failed).toHaveCount(0);
  // The keyboard stays in the column (the button it was on is gone), not at the top of the page.
  await expect(page.locator(':focus').locator('[data-facet="filter.v.m.specs.size"]')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAttribute('href', '#contenu');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a collection pages with links, and its filters open as a page of their own', async ({page}) => {
    await page.goto('/collections/verins-a-gaz');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE);
    const total = await page.getByTestId('collection-count').textContent();
    await page.getByTestId('load-more').click();
    await expect(page).toHaveURL(/direction=next&cursor=/);
    await expect(cards).toHaveCount(PRODUCT_LIST_NEXT_PAGES);
    await page.getByTestId('load-previous').click();
    await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE);

    await page.getByRole('link', {name: 'Filtrer les produits'}).click();
    await expect(page).toHaveURL(/\/collections\/verins-a-gaz\/filtres$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Filtrer : Vérins à gaz');
    await page.locator('[data-facet="filter.v.m.specs.size"]').getByRole('checkbox', {name: /^15\/6/}).check();
    await page.getByRole('button', {name: 'Appliquer les filtres'}).click();
    await expect(page).toHaveURL(/\/collections\/verins-a-gaz\?.*filter\.v\.m\.specs\.size=15%2F6/);
    await expect(page.getByTestId('collection-count')).not.toHaveText(total ?? '');
    const narrowed = Number((await page.getByTestId('collection-count').textContent())?.split(' ')[0]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(Number(total?.split(' ')[0]));
    // The filter page opens again on the list's choices.
    await expect(page.getByRole('link', {name: 'Filtrer les produits'})).toHaveAttribute('href', /filter\.v\.m\.specs\.size=15%2F6/);
  });
});

test('the mega-menu opens with the mouse and with the keyboard', async ({page}) => {
  await page.goto('/');
  const menu = page.getByTestId('mega-menu');
  await expect(menu).toBeHidden();
  await page.getByTestId('mega-menu-trigger').hover();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', {name: 'Vérins blocables'})).toBeVisible();
  await menu.getByRole('button', {name: /Accessoires/}).hover();
  await expect(menu.getByRole('link', {name: 'Embouts et rotules'})).toBeVisible();
  await expectNoAxeViolations(page);
  // Closes 300 ms after the pointer leaves.
  await page.mouse.move(5, 600);
  await expect(menu).toBeHidden();

  await page.getByTestId('mega-menu-trigger').focus();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', {name: /Vérins/}).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('mega-menu-trigger')).toBeFocused();
});

test.describe('at 375 px', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('the mobile menu opens, locks scrolling, traps focus and closes with Escape', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', {name: 'Navigation principale'})).toBeHidden();
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    const panel = page.getByTestId('mobile-menu');
    await expect(panel).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(panel.getByRole('link', {name: 'Produits'})).toBeVisible();
    // « Vérins » is one control, a disclosure in the main entry's place: its « Voir tout » leads to /verins.
    // (The « Collections » disclosure may hold a collection of that name: a link of its own, one level down.)
    await expect(panel.locator('nav > ul > li > details > summary', {hasText: /^Vérins$/})).toHaveCount(1);
    await expect(panel.locator('nav > ul > li > a', {hasText: /^Vérins$/})).toHaveCount(0);
    await panel.locator('summary', {hasText: /^Vérins$/}).click();
    await expect(panel.getByRole('link', {name: 'Voir tout : Vérins', exact: true})).toHaveAttribute('href', '/verins');
    await expect(panel.getByRole('link', {name: 'Vérins à gaz', exact: true})).toBeVisible();
    await expectNoAxeViolations(page);
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const inside = await panel.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `focus left the menu after ${i + 1} Tab presses: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(button).toBeFocused();

    await button.click();
    await page.getByTestId('mobile-menu-overlay').click({position: {x: 360, y: 400}});
    await expect(panel).toBeHidden();
  });
});

test('switching to HT changes every price on the page', async ({page}) => {
  await page.goto('/collections/verins-a-gaz');
  const prices = page.getByTestId('product-card').getByTestId('price');
  const ttc = (await prices.allTextContents()).map(euros);
  await page.getByTestId('price-toggle-HT').click();
  await expect(page.locator('[data-price-mode="HT"]').first()).toBeVisible();
  await expect(page.getByTestId('price-toggle-HT')).toHaveAttribute('aria-pressed', 'true');
  const ht = (await prices.allTextContents()).map(euros);
  expect(ht).toHaveLength(ttc.length);
  ttc.forEach((value, index) => expect(ht[index]).toBeCloseTo(Math.round((value / 1.2) * 100) / 100, 2));
  await expect(page.locator('[data-price-mode="TTC"]')).toHaveCount(0);
  // Back to TTC for the other tests (the mode is a cookie).
  await page.getByTestId('price-toggle-TTC').click();
  await expect(page.locator('[data-price-mode="HT"]')).toHaveCount(0);
});

test('switching HT/TTC after « Charger plus » keeps every card shown, each priced in the new mode', async ({page}) => {
  await page.goto('/collections/verins-a-gaz');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(PRODUCT_LIST_FIRST_PAGE);
  await page.getByTestId('load-more').click();
  const shown = PRODUCT_LIST_FIRST_PAGE + PRODUCT_LIST_NEXT_PAGES;
  await expect(cards).toHaveCount(shown);
  const titles = await cards.getByRole('heading').allTextContents();
  const ttc = (await cards.getByTestId('price').allTextContents()).map(euros);

  await page.getByTestId('price-toggle-HT').click();
  await expect(page.getByTestId('price-toggle-HT')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]shown=${shown}$`));
  await expect(cards).toHaveCount(shown);
  expect(await cards.getByRole('heading').allTextContents()).toEqual(titles);
  await expect(page.getByTestId('load-previous')).toHaveCount(0);
  await expect(page.locator('[data-price-mode="TTC"]')).toHaveCount(0);
  const ht = (await cards.getByTestId('price').allTextContents()).map(euros);
  expect(ht).toHaveLength(ttc.length);
  ttc.forEach((value, index) => expect(ht[index]).toBeCloseTo(Math.round((value / 1.2) * 100) / 100, 2));

  // « Charger plus » goes on from there, and the switch back keeps all of them too.
  await page.getByTestId('load-more').click();
  await expect(cards).toHaveCount(shown + PRODUCT_LIST_NEXT_PAGES);
  await page.getByTestId('price-toggle-TTC').click();
  await expect(page.getByTestId('price-toggle-TTC')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]shown=${shown + PRODUCT_LIST_NEXT_PAGES}$`));
  await expect(cards).toHaveCount(shown + PRODUCT_LIST_NEXT_PAGES);
  expect((await cards.getByTestId('price').allTextContents()).map(euros).slice(0, shown)).toEqual(ttc);
});

test('picking a variant changes price and stock; the gallery zooms', async ({page}) => {
  await page.goto(VARIANT_PRODUCT);
  await expectNoAxeViolations(page);
  const price = page.getByTestId('product-price').getByTestId('price');
  const first = await price.textContent();
  await page.getByRole('link', {name: '400 N'}).click();
  await expect(page).toHaveURL(/Force=400/);
  await expect(price).not.toHaveText(first ?? '');
  await expect(page.getByTestId('stock-line')).toHaveText(/En stock|Plus que \d+ en stock/);

  await page.getByTestId('gallery-zoom').click();
  const dialog = page.getByTestId('gallery-dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('2 /');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Quantity above 1 shows the volume table and its breakdown.
  await page.getByLabel('Quantité', {exact: true}).fill('5');
  await expect(page.getByTestId('volume-table')).toContainText('−10 %');
});

test('the /verins page lists cylinders only and sorts them by name', async ({page}) => {
  await page.goto('/verins');
  await expect(page.getByTestId('found-count')).toHaveText(/\d+ vérins trouvés/);
  // The first page and the next batch: the order holds across « Charger plus ».
  await page.getByTestId('load-more').click();
  await expect(page.getByTestId('product-card')).toHaveCount(PRODUCT_LIST_FIRST_PAGE + PRODUCT_LIST_NEXT_PAGES);
  const titles = await page.getByTestId('product-card').getByRole('heading').allTextContents();
  // Natural French order, as a shopper expects: 'course 50 mm' before 'course 100 mm'.
  const collator = new Intl.Collator('fr', {numeric: true, sensitivity: 'base'});
  expect([...titles].sort(collator.compare)).toEqual(titles);
  await expectNoAxeViolations(page);
});

for (const [path, first, second, initial] of [
  ['/collections/verins-a-gaz', 'priceDesc', 'nameAsc', 'featured'],
  ['/verins', 'priceDesc', 'priceAsc', 'nameAsc'],
] as const) {
  test(`${path}: the sort list follows Back and Forward`, async ({page}) => {
    await page.goto(path, {waitUntil: 'networkidle'});
    const sort = page.getByLabel('Trier par');
    await sort.selectOption(first);
    await expect(page).toHaveURL(new RegExp(`sort=${first}`));
    await sort.selectOption(second);
    await expect(page).toHaveURL(new RegExp(`sort=${second}`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`sort=${first}`));
    await expect(sort).toHaveValue(first);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(sort).toHaveValue(initial);
    await page.goForward();
    await expect(sort).toHaveValue(first);
  });
}
