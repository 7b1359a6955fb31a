import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {formsHeaders} from './inbox';
import {CONTENT_PAGES} from '../../app/lib/content/pages.ts';

// Content pages, the contact form and the merchant inbox it delivers to.
const LOCAL_SHOP = `http://127.0.0.1:${process.env.E2E_LOCAL_SHOP_PORT ?? 4100}`;
const ADMIN = {Authorization: `Basic ${Buffer.from('admin:e2e-admin').toString('base64')}`};

const CONTENT = Object.values(CONTENT_PAGES).map((page) => ({path: page.path, title: page.title}));
const PAGES = [
  ...CONTENT,
  {path: '/contact', title: 'Contactez-nous'},
  {path: '/industries', title: 'Les industries que nous servons'},
  {path: '/support', title: 'Support technique'},
  {path: '/plan-du-site', title: 'Plan du site'},
];

// Whole English words that have no business in a French page.
const ENGLISH = /\b(the|and|with|your|you|please|loading|error|submit|click here|read more|not found|out of stock|privacy policy|terms of service|shipping|refund)\b/i;

async function inboxMessages(request: APIRequestContext): Promise<{data: Record<string, string>}[]> {
  const response = await request.get(`${LOCAL_SHOP}/admin/api/submissions?kind=contact`, {headers: ADMIN});
  expect(response.status()).toBe(200);
  return ((await response.json()) as {submissions: {data: Record<string, string>}[]}).submissions;
}

async function fillContact(page: Page, values: Record<string, string>) {
  const labels: Record<string, string> = {name: 'Nom', email: 'Adresse e-mail', phone: 'Téléphone', company: 'Société', subject: 'Sujet', message: 'Message'};
  for (const [field, value] of Object.entries(values)) {
    await page.getByLabel(labels[field], {exact: field !== 'phone' && field !== 'company'}).fill(value);
  }
}

test.describe('editorial pages', () => {
  for (const {path, title} of PAGES) {
    test(`${path} shows its title, in French, with a description and a canonical URL`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page).toHaveTitle(/Vérins Pro$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/[-/]/g, '\\$&')}$`));
      const text = await page.locator('main').innerText();
      expect(text.match(ENGLISH)?.[0] ?? null).toBeNull();
    });
  }

  test('the footer leads to every information page', async ({page}) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const label of ['Livraison', 'Retours et rétractation', 'Garantie', 'Conditions générales de vente', 'Mentions légales', 'Politique de confidentialité', 'Politique de cookies', 'Plan du site', 'Contact', 'Support technique', 'Industries', 'À propos']) {
      await expect(footer.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await footer.getByRole('link', {name: 'Garantie', exact: true}).click();
    await expect(page).toHaveURL(/\/garantie$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Durée de la garantie'})).toBeVisible();
  });

  test("the store's own policies replace our text where it publishes them", async ({page}) => {
    // The local shop publishes terms of service (Shop.termsOfService) but no legal notice.
    await page.goto('/conditions-generales-vente');
    await expect(page.getByTestId('store-policy')).toContainText('14 jours');
    await expect(page.getByRole('navigation', {name: 'Sommaire'})).toHaveCount(0);
    await page.goto('/mentions-legales');
    await expect(page.getByTestId('store-policy')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 2, name: 'Éditeur du site'})).toBeVisible();
    await expect(page.getByText('RCS Lyon 912 345 675, SIRET 912 345 675 00017')).toBeVisible();
  });
});

test.describe('accessibility of the new pages', () => {
  for (const width of [1280, 375]) {
    for (const {path} of PAGES) {
      test(`axe finds nothing on ${path} at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        await page.goto(path);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await expectNoAxeViolations(page);
        // Nothing wider than the screen: no sideways scrolling to read a page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
    test(`axe finds nothing on the contact form showing its errors at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/contact');
      await page.getByRole('button', {name: 'Envoyer le message'}).click();
      await expect(page.getByText('Nom requis')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('support', () => {
  test('the FAQ keeps one answer open at a time', async ({page}) => {
    await page.goto('/support');
    const items = page.getByTestId('faq-item');
    await expect(items).toHaveCount(5);
    const open = page.locator('[data-testid="faq-item"][open]');
    await expect(open).toHaveCount(1);
    await expect(items.nth(0)).toHaveAttribute('open', '');

    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(2).getByText('Tige vers le bas')).toBeVisible();
    await expect(open).toHaveCount(1);
    await expect(items.nth(0).getByText(/Pour un couvercle articulé/)).toBeHidden();

    await items.nth(4).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(4)).toHaveAttribute('open', '');
    await expect(open).toHaveCount(1);

    // Closing the open one leaves none open.
    await items.nth(4).locator('summary').click();
    await expect(open).toHaveCount(0);
  });

  test('the installation guide can be downloaded, and FAQPage data describes the FAQ', async ({page, request}) => {
    await page.goto('/support');
    const link = page.getByTestId('guide-download').getByRole('link', {name: 'Télécharger le guide'});
    const href = await link.getAttribute('href');
    expect(await link.getAttribute('download')).toBe('guide-installation-verins-a-gaz.html');
    const guide = await request.get(href!);
    expect(guide.status()).toBe(200);
    const html = await guide.text();
    expect(html).toContain('<h1>Guide d’installation des vérins à gaz</h1>');
    expect(html).toContain('Fin de vie et recyclage');

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = jsonLd
      .map((text) => JSON.parse(text) as {'@type': string; mainEntity?: {name: string}[]})
      .find((data) => data['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(5);
    expect(faq?.mainEntity?.[0].name).toBe('Comment choisir la force d’un vérin à gaz ?');
  });
});

test('every industry card leads to matching products', async ({page}) => {
  await page.goto('/industries');
  const cards = page.getByTestId('industry-card');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading', {level: 2})).toHaveText(['Maintenance', 'Ameublement', 'Industrie', 'Médical', 'Aéronautique', 'Nautisme']);
  const targets = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThanOrEqual(6);
  for (const target of targets) {
    await page.goto(target);
    await expect(page.getByTestId('product-card').first(), target).toBeVisible();
  }
});

test.describe('contact form', () => {
  test('shows each SPEC.md message, then sends the message to the merchant inbox', async ({page, request}) => {
    await page.clock.install();
    await page.goto('/contact');
    await expect(page.getByTestId('contact-address')).toContainText('69007 Lyon');
    await expect(page.getByTestId('opening-hours')).toContainText('Du lundi au vendredi');

    const send = page.getByRole('button', {name: 'Envoyer le message'});
    await send.click();
    for (const [field, message] of [
      ['name', 'Nom requis'],
      ['email', 'Email requis'],
      ['subject', 'Sujet requis'],
      ['message', 'Message requis'],
    ]) {
      await expect(page.getByTestId(`error-${field}`)).toHaveText(message);
    }
    await expect(page.getByTestId('error-phone')).toHaveCount(0);
    await expect(page.getByLabel('Nom', {exact: true})).toBeFocused();
    await expect(page.getByLabel('Nom', {exact: true})).toHaveAttribute('aria-invalid', 'true');

    await fillContact(page, {email: 'pas-une-adresse'});
    await expect(page.getByTestId('error-email')).toHaveText('Adresse email invalide');

    const subject = `Trappe de cave ${Date.now()}`;
    await fillContact(page, {name: 'Claire Dubois', email: 'claire.dubois@example.fr', company: 'Atelier Dubois', subject, message: 'Quelle force pour une trappe de 12 kg ?'});
    await expect(page.locator('[data-testid^="error-"]')).toHaveCount(0);

    // Hold the submission to see the sending state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/contact.data*', async (route) => {
      await held;
      await route.continue();
    });
    await send.click();
    const sending = page.getByRole('button', {name: 'Envoi en cours…'});
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByTestId('contact-success')).toContainText('Message envoyé');
    await expect(page.getByTestId('contact-success')).toBeFocused();
    const messages = await inboxMessages(request);
    expect(messages.map((message) => message.data)).toContainEqual({
      name: 'Claire Dubois',
      email: 'claire.dubois@example.fr',
      phone: '',
      company: 'Atelier Dubois',
      subject,
      message: 'Quelle force pour une trappe de 12 kg ?',
    });

    // After 5 s, a fresh empty form.
    await page.clock.fastForward(5000);
    await expect(page.getByTestId('contact-success')).toHaveCount(0);
    await expect(page.getByLabel('Sujet')).toHaveValue('');
    await expect(page.getByRole('button', {name: 'Envoyer le message'})).toBeEnabled();
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('validates on the server, keeps what was typed, then sends', async ({page, request}) => {
    await page.goto('/contact');
    await fillContact(page, {name: 'Jean Martin', email: 'jean@', message: 'Bonjour, je cherche un vérin inox.'});
    await page.getByRole('button', {name: 'Envoyer le message'}).click();

    await expect(page.getByTestId('error-email')).toHaveText('Adresse email invalide');
    await expect(page.getByTestId('error-subject')).toHaveText('Sujet requis');
    await expect(page.getByTestId('error-name')).toHaveCount(0);
    await expect(page.getByLabel('Nom', {exact: true})).toHaveValue('Jean Martin');
    await expect(page.getByLabel('Message')).toHaveValue('Bonjour, je cherche un vérin inox.');

    const subject = `Vérin inox ${Date.now()}`;
    await fillContact(page, {email: 'jean.martin@example.fr', subject});
    await page.getByRole('button', {name: 'Envoyer le message'}).click();
    await expect(page.getByTestId('contact-success')).toContainText('Message envoyé');
    await expect(page.getByRole('link', {name: 'Écrire un autre message'})).toBeVisible();

    const messages = await inboxMessages(request);
    expect(messages.some((message) => message.data.subject === subject && message.data.email === 'jean.martin@example.fr')).toBe(true);
  });
});

test.describe('for search engines', () => {
  test('sitemap.xml lists the pages, every collection and every product', async ({request}) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(locs).toContain('/');
    expect(locs).toContain('/conditions-generales-vente');
    expect(locs).toContain('/collections/verins-a-gaz');
    expect(locs).toContain('/products/verin-gaz-compression-15-6-course-50-oeillet');
    expect(locs).not.toContain('/cart');
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => loc.startsWith('/products/')).length).toBeGreaterThan(70);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  test('the site map page links every product of the sitemap', async ({page, request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const products = [...xml.matchAll(/<loc>[^<]+(\/products\/[^<]+)<\/loc>/g)].map((match) => match[1]);
    await page.goto('/plan-du-site');
    const links = await page.getByTestId('sitemap-products').getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect([...links].sort()).toEqual([...products].sort());
    await expect(page.getByTestId('sitemap-collections').getByRole('link', {name: 'Vérins à gaz'})).toHaveAttribute('href', '/collections/verins-a-gaz');
  });

  test('robots.txt keeps private pages out and points to the sitemap', async ({request, baseURL}) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart', '/checkout', '/compte', '/account', '/mes-commandes', '/profil', '/recherche']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('merchant admin page', () => {
  test.use({httpCredentials: {username: 'admin', password: 'e2e-admin'}});

  test('lists the inbox and publishes a review with its button', async ({page, request}) => {
    const products = await request.post(`${LOCAL_SHOP}/api/2026-04/graphql.json`, {
      headers: {'X-Shopify-Storefront-Access-Token': 'e2e'},
      data: {query: '{ product(handle: "verin-gaz-compression-15-6-course-50-oeillet") { id } }'},
    });
    const productId = ((await products.json()) as {data: {product: {id: string}}}).data.product.id;
    const title = `Très bon vérin ${Date.now()}`;
    const created = await request.post(`${LOCAL_SHOP}/forms/review`, {
      headers: formsHeaders(),
      data: {productId, customerName: 'Sophie', rating: 5, title, comment: 'Monté en dix minutes, force parfaite.'},
    });
    expect(created.status()).toBe(201);
    const reviews = () =>
      request.get(`${LOCAL_SHOP}/forms/reviews?productId=${encodeURIComponent(productId)}`, {headers: formsHeaders()}).then((r) => r.json());
    expect((await reviews()).reviews.map((review: {title: string}) => review.title)).not.toContain(title);

    await page.goto(`${LOCAL_SHOP}/admin`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Administration');
    await expect(page.getByRole('heading', {name: /^Messages de contact/})).toBeVisible();
    await expectNoAxeViolations(page);

    const card = page.getByRole('article', {name: title});
    await expect(card).toContainText('En attente');
    await card.getByRole('button', {name: 'Approuver'}).click();
    await expect(page.getByRole('status')).toContainText('L’avis a été approuvé');
    await expect(page.getByRole('article', {name: title})).toContainText('Publié');
    expect((await reviews()).reviews.map((review: {title: string}) => review.title)).toContain(title);
  });
});
