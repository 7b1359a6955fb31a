import {expect, test} from '@playwright/test';
import {expectNoAxeViolations} from './axe';

test('favourites: three saved, one removed, shared to another browser, all added to the cart', async ({page, browser}) => {
  await page.goto('/collections/verins-a-gaz');
  const cards = page.getByTestId('product-card');
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    titles.push(((await card.getByRole('heading').textContent()) ?? '').trim());
    await card.getByTestId('wishlist-button').click();
    await expect(card.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('favourites-count')).toHaveText('3');

  await page.getByTestId('favourites-link').click();
  await expect(page).toHaveURL(/\/favoris\?ids=/);
  const items = page.getByTestId('wishlist-item');
  await expect(items).toHaveCount(3);
  await expectNoAxeViolations(page);

  await items.filter({hasText: titles[0]}).getByRole('button', {name: /^Retirer/}).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByText('Produit retiré')).toBeVisible();
  await expect(page.getByTestId('favourites-count')).toHaveText('2');

  // The share link opens the same list in another browser.
  const link = page.url();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage.getByTestId('wishlist-item')).toHaveCount(2);
  await expect(otherPage.getByTestId('shared-list')).toBeVisible();
  await other.close();

  await page.getByTestId('add-all').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
});
