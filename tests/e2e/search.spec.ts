import {expect, test} from '@playwright/test';
import {expectNoAxeViolations} from './axe';

test('search finds the same products with and without accents, and filters for real', async ({page}) => {
  await page.goto('/recherche?q=v%C3%A9rin');
  const count = page.getByTestId('found-count');
  await expect(count).toHaveText(/^\d+ résultats$/);
  const accented = await count.textContent();
  await page.goto('/recherche?q=verin');
  await expect(count).toHaveText(accented ?? '');
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', {name: 'Amortisseurs'}).check();
  await expect(page).toHaveURL(/categorie=amortisseurs/);
  await expect(count).not.toHaveText(accented ?? '');
  const titles = await page.getByTestId('product-card').getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toContain('amortisseur');

  await page.getByRole('checkbox', {name: '100 € et plus'}).check();
  await expect(page).toHaveURL(/prix=100%2B/);
});

test('the query follows the URL 300 ms after typing; blank and unknown queries have their states', async ({page}) => {
  await page.goto('/recherche');
  await expect(page.getByTestId('search-prompt')).toBeVisible();
  await page.getByLabel('Rechercher', {exact: true}).pressSequentially('inox', {delay: 40});
  await expect(page).toHaveURL(/\/recherche\?q=inox$/);
  await expect(page.getByTestId('found-count')).toHaveText(/\d+ résultats?/);
  await expect(page.getByLabel('Rechercher', {exact: true})).toBeFocused();

  await page.goto('/recherche?q=zzzzintrouvable');
  await expect(page.getByTestId('no-results')).toBeVisible();
  await page.getByRole('link', {name: 'Effacer la recherche'}).click();
  await expect(page.getByTestId('search-prompt')).toBeVisible();
});

test('the header search suggests products and is keyboard-navigable, then clears itself', async ({page}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', {name: 'Rechercher un produit'});
  await box.pressSequentially('blocable', {delay: 40});
  const list = page.getByTestId('predictive-results');
  await expect(list).toBeVisible();
  await expect(list.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const target = await list.getByRole('option').first().textContent();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/(products|collections|blog)\//);
  expect(target).toBeTruthy();

  await box.fill('rotule');
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await page.getByRole('button', {name: 'Rechercher', exact: true}).first().click();
  await expect(page).toHaveURL(/\/recherche\?q=rotule/);
  await expect(box).toHaveValue('');
});

test('a measure written as on a drawing (« L=300 », « course=100 ») becomes a facet once, never a redirect loop', async ({page, request}) => {
  for (const q of ['L=300', 'course=100', 'F: 600 N', 'course==100', 'a=b=3']) {
    const first = await request.get(`/recherche?q=${encodeURIComponent(q)}`, {maxRedirects: 0});
    if (first.status() === 302) {
      const target = first.headers().location;
      const second = await request.get(target, {maxRedirects: 0});
      expect(second.status(), `${q} → ${target}`).toBe(200);
    } else {
      expect(first.status(), q).toBe(200);
    }
  }
  await page.goto(`/recherche?q=${encodeURIComponent('course=100')}`);
  await expect(page).toHaveURL(/stroke_mm=100/);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('a size alone searches the whole range: the 22/10 damper is found by « 22/10 » too', async ({page}) => {
  await page.goto(`/recherche?q=${encodeURIComponent('22/10')}&categorie=amortisseurs`);
  await expect(page).toHaveURL(/specs\.size=22%2F10/);
  await expect(page.getByRole('link', {name: /Amortisseur hydraulique à œillets 22\/10/}).first()).toBeVisible();
});

test('« 22/10 course 100 600N »: the force typed goes with its band, and the cards open their 600 N version', async ({page}) => {
  await page.goto('/recherche');
  const box = page.getByLabel('Rechercher', {exact: true});
  await box.fill('22/10 course 100 600N');
  await box.press('Enter');
  await expect(page).toHaveURL(/force=600/);
  // Read into facets, the measures still name the page.
  await expect(page).toHaveTitle(/^Recherche .*22\/10/);
  await expect(page).toHaveTitle(/Course : 100 mm/);
  await expect(page).toHaveTitle(/Force : 500 à 749 N/);
  const links = page.locator('main a[href*="/products/verin-gaz-compression-22-10-course-100-oeillet"]');
  await expect(links.first()).toBeVisible();
  await expect(links.first()).toHaveAttribute('href', /Force=600\+N/);
  // The chip's ×, removing the band, takes the typed force with it.
  await page.getByRole('link', {name: 'Retirer le filtre Force : 500 à 749 N'}).click();
  await expect(page).not.toHaveURL(/force=/);
});

test('« 22-10 600N », a section written with a hyphen, is read as « 22/10 » and 600 N', async ({page}) => {
  await page.goto(`/recherche?q=${encodeURIComponent('22-10 600N')}`);
  await expect(page).toHaveURL(/specs\.size=22%2F10/);
  await expect(page).toHaveURL(/force=600/);
  await expect(page.locator('main a[href*="/products/verin-gaz-compression-22-10-"]').first()).toHaveAttribute('href', /Force=600\+N/);
});

test('a force typed whose band is no longer ticked leaves the address', async ({request}) => {
  const stale = await request.get(`/recherche?q=&filter.v.m.specs.force_range=${encodeURIComponent('750 à 999 N')}&force=600`, {maxRedirects: 0});
  expect(stale.status()).toBe(302);
  expect(stale.headers().location).not.toContain('force=');
  expect(stale.headers().location).toContain('force_range=');
  const kept = await request.get(`/recherche?filter.v.m.specs.force_range=${encodeURIComponent('500 à 749 N')}&force=600`, {maxRedirects: 0});
  expect(kept.status()).toBe(200);
});
