import {expect, test} from '@playwright/test';

// Shopify's standard storefront URLs lead to the shop's French pages (decision 016):
// links from Shopify's checkout, e-mails and apps, and habits of Shopify shoppers.

const REDIRECTS: [string, number, string][] = [
  ['/search?q=v%C3%A9rin', 301, '/recherche?q=v%C3%A9rin'],
  ['/policies/refund-policy', 301, '/retours'],
  ['/policies/shipping-policy', 301, '/livraison'],
  ['/policies/privacy-policy', 301, '/politique-de-confidentialite'],
  ['/policies/terms-of-service', 301, '/conditions-generales-vente'],
  ['/pages/a-propos', 301, '/a-propos'],
  ['/pages/about-us', 301, '/a-propos'],
  ['/account/login', 302, '/login'],
  ['/account/orders/1001', 302, '/mes-commandes'],
];

for (const [from, status, to] of REDIRECTS) {
  test(`${from} leads to ${to}`, async ({request}) => {
    const response = await request.get(from, {maxRedirects: 0});
    expect(response.status()).toBe(status);
    expect(response.headers().location).toBe(to);
  });
}

test('an unknown page or policy handle is the French 404 page', async ({page}) => {
  for (const path of ['/pages/inconnue', '/policies/inconnue']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Oups ! Page introuvable');
  }
});

test('a search from a Shopify-style link shows the French results page', async ({page}) => {
  await page.goto('/search?q=inox');
  await expect(page).toHaveURL(/\/recherche\?q=inox$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Recherche');
});
