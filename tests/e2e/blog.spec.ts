import {expect, test} from '@playwright/test';
import {expectNoAxeViolations} from './axe';

test('the blog pages by 12 with "Charger plus" and filters by tag', async ({page}) => {
  await page.goto('/blog');
  const cards = page.getByTestId('article-card');
  await expect(cards).toHaveCount(12);
  await expectNoAxeViolations(page);
  await page.getByTestId('blog-more').click();
  await expect.poll(async () => cards.count()).toBeGreaterThan(12);

  const tags = page.getByTestId('blog-tags').getByRole('link');
  expect(await tags.count()).toBeGreaterThan(0);
  expect(await tags.count()).toBeLessThanOrEqual(10);
  const tag = (await tags.first().textContent())?.trim() ?? '';
  await tags.first().click();
  await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tag)}`));
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toBeVisible();
  await page.getByRole('link', {name: 'Effacer le filtre'}).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('an article shows its content, and a missing one is a French 404', async ({page}) => {
  await page.goto('/blog');
  const first = page.getByTestId('article-card').first();
  const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  await expect(page.getByText(/min de lecture/)).toBeVisible();
  await expect(page.getByRole('heading', {name: 'À propos de l’auteur'})).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByTestId('save-article').click();
  await expect(page.getByTestId('save-article')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('save-article')).toHaveAttribute('aria-pressed', 'true');

  // The blog handle falls back to 'news'.
  const path = new URL(page.url()).pathname.split('/');
  const response = await page.goto(`/blog/autre-blog/${path.at(-1)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);

  const missing = await page.goto('/blog/news/article-qui-n-existe-pas');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Article non trouvé');
  await expect(page.getByText("Cet article n'existe pas ou a été supprimé.")).toBeVisible();
  await page.getByRole('link', {name: 'Retour au blog'}).click();
  await expect(page).toHaveURL(/\/blog$/);
});
