import {expect, test, type Page, type TestInfo} from '@playwright/test';
import {shipToLyon} from './checkout';

// Issue 25.13: the hosted checkout (local-shop/checkout) reads as a checkout a French
// buyer trusts, like Shopify's: from 1000 px two columns, the order summary about 40 %
// of the width, product titles on a line or two (never a word per line); on a phone the
// summary folds behind a button with the total, and nothing scrolls sideways. The
// screenshots are attached to the report (looked at when the layout changes).

const LONG_TITLE = 'rotule-acier-13-mm-m8';
const PRODUCTS = ['verin-gaz-compression-15-6-course-100-oeillet', LONG_TITLE];

async function toHostedCheckout(page: Page) {
  for (const handle of PRODUCTS) {
    await page.goto(`/products/${handle}`);
    await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
    await expect(page).toHaveURL(/\/cart$/);
  }
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await shipToLyon(page, {street: '3 rue de la République', email: 'mise-en-page@example.fr', firstName: 'Marie', lastName: 'Durand'});
}

/** Lines each product title of the summary takes, and its width. */
function titleLines(page: Page) {
  return page.locator('.summary .line .name').evaluateAll((names) =>
    names.map((name) => {
      const style = getComputedStyle(name);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      return {text: name.textContent ?? '', lines: Math.round(name.getBoundingClientRect().height / lineHeight), width: name.getBoundingClientRect().width};
    }),
  );
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(name);
  await page.screenshot({path, fullPage: true});
  await testInfo.attach(name, {path, contentType: 'image/png'});
}

for (const width of [1000, 1280, 1440]) {
  test(`at ${width} px: two columns, the summary about 40 %, titles on one or two lines`, async ({page}, testInfo) => {
    await page.setViewportSize({width, height: 900});
    await toHostedCheckout(page);
    const layout = await page.locator('.layout').first().boundingBox();
    const main = await page.locator('.layout > .main').boundingBox();
    const summary = await page.locator('aside.summary').boundingBox();
    expect(layout && main && summary).toBeTruthy();
    // Side by side: the summary to the right of the form, level with it.
    expect(summary!.x).toBeGreaterThanOrEqual(main!.x + main!.width);
    expect(summary!.y).toBeLessThan(main!.y + 200);
    const share = summary!.width / layout!.width;
    expect(share).toBeGreaterThan(0.33);
    expect(share).toBeLessThan(0.46);
    await expect(page.locator('#recap-bouton')).toBeHidden();
    const titles = await titleLines(page);
    expect(titles).toHaveLength(PRODUCTS.length);
    for (const title of titles) {
      expect(title.lines, title.text).toBeLessThanOrEqual(2);
      expect(title.width, title.text).toBeGreaterThan(200);
    }
    await attachScreenshot(page, testInfo, `paiement-${width}.png`);
  });
}

test('at 375 px: the summary folds behind a button with the total, nothing scrolls sideways', async ({page}, testInfo) => {
  await page.setViewportSize({width: 375, height: 812});
  await toHostedCheckout(page);
  const toggle = page.locator('#recap-bouton');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('€');
  await expect(page.locator('#recap-contenu')).toBeHidden();
  await attachScreenshot(page, testInfo, 'paiement-375-replie.png');
  await toggle.click();
  await expect(page.locator('#recap-contenu')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const title of await titleLines(page)) {
    expect(title.lines, title.text).toBeLessThanOrEqual(3);
    expect(title.width, title.text).toBeGreaterThan(140);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await attachScreenshot(page, testInfo, 'paiement-375-ouvert.png');
});
