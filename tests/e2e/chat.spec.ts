import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';

const BOAT_QUESTION = 'Je cherche un vérin à gaz inox de 150 N pour une trappe de bateau';

async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByRole('dialog', {name: 'Assistant Vérins Pro'});
  await expect(panel).toBeVisible();
  return panel;
}

async function ask(page: Page, question: string) {
  const replies = page.getByTestId('chat-assistant-message');
  const before = await replies.count();
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-input').press('Enter');
  await expect(replies).toHaveCount(before + 1);
}

test('the chat panel is not part of the page’s initial JavaScript', async ({page}) => {
  const scripts: {url: string; body: Promise<string>}[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({url: response.url(), body: response.text()});
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(({url}) => /ChatPanel/.test(url))).toEqual([]);
  // Neither the panel nor its texts: only the button is there.
  for (const {url, body} of scripts) {
    const code = await body;
    expect(code.includes('L’assistant rédige sa réponse'), url).toBe(false);
    expect(code.includes('Je suis l’assistant de'), url).toBe(false);
  }

  await openChat(page);
  expect(scripts.some(({url}) => /ChatPanel/.test(url))).toBe(true);
});

test('a buyer asks the assistant, adds a recommendation to the cart and finds the conversation again', async ({page}) => {
  await page.goto('/');
  const launcher = page.getByTestId('chat-launcher');
  const panel = await openChat(page);

  // First open: the welcome message, suggested questions, the input focused.
  await expect(panel.getByTestId('chat-assistant-message')).toHaveCount(1);
  await expect(panel.getByTestId('chat-assistant-message')).toContainText('Bonjour');
  await expect(panel.getByTestId('chat-suggestions')).toBeVisible();
  await expect(panel.getByRole('button', {name: 'Quel vérin pour un coffre de lit ?'})).toBeVisible();
  await expect(page.getByTestId('chat-input')).toBeFocused();
  await expect(panel.getByRole('link', {name: 'Voir nos produits'})).toHaveAttribute('href', '/products');
  await expect(panel.getByRole('link', {name: 'Nous contacter'})).toHaveAttribute('href', '/contact');

  await ask(page, BOAT_QUESTION);
  await expect(panel.getByTestId('chat-user-message')).toContainText(BOAT_QUESTION);
  await expect(panel.getByTestId('chat-suggestions')).toHaveCount(0);
  const cards = panel.getByTestId('chat-product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(cards.first()).toContainText('inox 316L');
  await expect(cards.first().getByTestId('chat-confidence')).toContainText(/Excellent choix|Bon choix|Choix possible/);
  await expect(cards.first().getByTestId('price')).toContainText('€');

  await expectNoAxeViolations(page);

  // Add to cart from the card: the header badge follows.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await cards.first().getByRole('button', {name: /^Ajouter au panier/}).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('toast')).toContainText('Produit ajouté au panier');

  // Close: the focus goes back to the button.
  await panel.getByRole('button', {name: 'Fermer l’assistant'}).click();
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  // A reply that arrives while the panel is closed counts as unread: the request is held
  // until the panel is closed (Escape), then answered.
  let release = () => {};
  const closed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/chat', async (route) => {
    await closed;
    await route.continue();
  });
  await openChat(page);
  await page.getByTestId('chat-input').fill('Quels sont les délais de livraison ?');
  await page.getByTestId('chat-input').press('Enter');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  release();
  await expect(page.getByTestId('chat-unread')).toHaveText('1');
  await page.unroute('**/api/chat');
  await expect(launcher).toHaveAccessibleName(/1 nouveau message/);
  await openChat(page);
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  await expect(panel.getByTestId('chat-assistant-message').last()).toContainText('3 à 5 jours ouvrés');

  // The conversation is kept across a reload.
  await page.reload();
  await openChat(page);
  await expect(panel.getByTestId('chat-user-message').first()).toContainText(BOAT_QUESTION);
  await expect(panel.getByTestId('chat-product-card').first()).toBeVisible();

  // A click outside closes it.
  await page.getByRole('heading', {level: 1}).click();
  await expect(panel).toBeHidden();

  // 'Nouvelle conversation' starts again from the welcome message.
  await openChat(page);
  await panel.getByRole('button', {name: 'Nouvelle conversation'}).click();
  await expect(panel.getByTestId('chat-user-message')).toHaveCount(0);
  await expect(panel.getByTestId('chat-assistant-message')).toHaveCount(1);
  await expect(panel.getByTestId('chat-suggestions')).toBeVisible();
  await page.reload();
  await openChat(page);
  await expect(panel.getByTestId('chat-user-message')).toHaveCount(0);
});

test('an unavailable recommendation gives a toast instead of a cart line', async ({page}) => {
  await page.goto('/');
  const panel = await openChat(page);
  await ask(page, 'Je cherche une chape M14 pour vérin');
  const card = panel.getByTestId('chat-product-card').first();
  await expect(card).toContainText('Rupture de stock');
  await card.getByRole('button', {name: /^Ajouter au panier/}).click();
  await expect(panel.getByTestId('chat-toast')).toContainText('Produit indisponible');
  await expect(panel.getByTestId('chat-toast')).toContainText('Ce produit n’est plus disponible');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

test('the assistant knows the product of the page', async ({page}) => {
  await page.goto('/products/verin-gaz-compression-15-6-course-100-oeillet');
  const title = (await page.getByRole('heading', {level: 1}).textContent())?.trim() ?? '';
  const panel = await openChat(page);
  await ask(page, 'Ce vérin existe en 300 N ?');
  await expect(panel.getByTestId('chat-assistant-message').last()).toContainText('Oui, il existe en 300 N');
  await expect(panel.getByTestId('chat-product-card')).toHaveCount(1);
  await expect(panel.getByTestId('chat-product-card')).toContainText(title);
});

test('a recommendation’s link opens the product page on the recommended force and price; « Voir plus de résultats » keeps the measures', async ({page}) => {
  await page.goto('/');
  const panel = await openChat(page);
  await ask(page, 'il me faut un 22-10 de 600N course 100');
  const reply = panel.getByTestId('chat-assistant-message').last();
  // As many as shown: the cards, then the other models listed under the text.
  const cards = panel.getByTestId('chat-product-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  const others = reply.getByTestId('chat-related').getByRole('listitem');
  const more = await others.count();
  expect(more).toBeGreaterThan(0);
  await expect(reply).toContainText(`Voici les ${shown} modèles`);
  await expect(reply).toContainText(`, et ${more} autre`);
  // An other model of another size says so.
  for (const item of await others.all()) {
    const size = /(\d+)\/(\d+)/.exec((await item.getByRole('link').textContent()) ?? '');
    if (size && `${size[1]}/${size[2]}` !== '22/10') await expect(item).toContainText(`${size[1]}/${size[2]} au lieu de 22/10`);
  }

  const card = cards.first();
  await expect(card).toContainText('600 N');
  const price = ((await card.getByTestId('price').first().textContent()) ?? '').trim();
  expect(price).toMatch(/€/);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/[^?]+\?Force=600\+N$/);
  await expect(page.getByRole('link', {name: '600 N', exact: true})).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('product-price').getByTestId('price').first()).toHaveText(price);

  // The panel stays open beside the page (a desktop): « Voir plus de résultats » lists the 22/10, 600 N, course 100 only.
  await expect(panel).toBeVisible();
  await panel.getByRole('link', {name: 'Voir plus de résultats'}).click();
  await expect(page).toHaveURL(/\/recherche\?/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('filter.v.m.specs.size')).toEqual(['22/10']);
  expect(url.searchParams.getAll('filter.v.m.specs.stroke_mm')).toEqual(['100']);
  expect(url.searchParams.get('force')).toBe('600');
  const results = page.getByTestId('product-card');
  await expect(results.first()).toBeVisible();
  for (const title of await results.getByRole('heading').allTextContents()) expect(title).toContain('22/10');
});

test('a lid’s mass leads to the force calculator, filled in with what the buyer said', async ({page}) => {
  await page.goto('/');
  const panel = await openChat(page);
  await ask(page, 'Mon couvercle pèse 24 kg, il sera tenu par 2 vérins, quelle force prendre ?');
  await expect(panel.getByTestId('chat-assistant-message').last()).toContainText('centre de gravité');
  await panel.getByRole('link', {name: 'Calculer la force'}).click();
  await expect(page).toHaveURL(/\/configurateur-verin\?masse=24&verins=2#calculateur-force$/);
  await expect(page.getByLabel('Masse du couvercle ou de la porte')).toHaveValue('24');
  await expect(page.getByLabel('Nombre de vérins')).toHaveValue('2');
});

test('when nothing fits, the closest comes with its differences and the made-to-measure request opens prefilled', async ({page}) => {
  await page.goto('/');
  const panel = await openChat(page);
  await ask(page, 'Vérin à gaz inox de 8000 N, course 500');
  const reply = panel.getByTestId('chat-assistant-message').last();
  await expect(reply).toContainText('Aucun modèle de notre gamme ne correspond exactement');
  await expect(reply).toContainText('au lieu de 8 000 N');
  await expect(reply).toContainText('devis sous 48 h');
  await expect(panel.getByTestId('chat-confidence').first()).toContainText('Choix possible');
  await panel.getByRole('link', {name: 'Demande sur mesure'}).click();
  await expect(page).toHaveURL(/\/verin-sur-mesure\?cylinderType=gas&/);
  await expect(page.locator('input[name="force"]')).toHaveValue('8000');
  await expect(page.locator('input[name="stroke"]')).toHaveValue('500');
});

test('on a phone the panel takes the whole screen and stays accessible', async ({page}) => {
  await page.setViewportSize({width: 375, height: 812});
  await page.goto('/');
  const panel = await openChat(page);
  // Full screen once its opening animation has run.
  await expect.poll(() => panel.boundingBox()).toEqual({x: 0, y: 0, width: 375, height: 812});
  await ask(page, 'Quel vérin pour un coffre de lit ?');
  await expect(panel.getByTestId('chat-product-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('the endpoint refuses what it should, in French', async ({request}) => {
  const blank = await request.post('/api/chat', {data: {message: '   '}});
  expect(blank.status()).toBe(400);
  expect(await blank.json()).toEqual({error: 'Votre message est vide. Écrivez votre question avant de l’envoyer.'});

  const tooLong = await request.post('/api/chat', {data: {message: 'a'.repeat(1001)}});
  expect(tooLong.status()).toBe(400);

  const get = await request.get('/api/chat');
  expect(get.status()).toBe(405);

  const form = await request.post('/api/chat', {form: {message: 'Bonjour'}});
  expect(form.status()).toBe(415);

  const first = await request.post('/api/chat', {data: {message: 'Bonjour'}});
  expect(first.status()).toBe(200);
  const reply = await first.json();
  expect(reply).toMatchObject({message: expect.any(String), products: [], needsHumanAssistance: false});
  const second = await request.post('/api/chat', {data: {message: 'Bonjour'}});
  expect(second.status()).toBe(429);
  expect((await second.json()).error).toContain('trop rapidement');
});

test('the assistant’s file cannot be fetched: it says so; closed and opened again once online, it works', async ({page}) => {
  let offline = true;
  await page.route(/\/assets\/ChatPanel-[\w-]+\.js$/, (route) => (offline ? route.abort('failed') : route.continue()));
  await page.goto('/', {waitUntil: 'networkidle'});
  const launcher = page.getByTestId('chat-launcher');
  await launcher.click();
  const failure = page.getByRole('alert').filter({hasText: 'L’assistant n’a pas pu se charger.'});
  await expect(failure).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(failure).toBeHidden();
  await expect(launcher).toBeFocused();
  await launcher.click();
  await expect(failure).toBeVisible();
  await failure.getByRole('button', {name: 'Fermer'}).click();
  await expect(failure).toBeHidden();
  offline = false;
  const panel = await openChat(page);
  await expect(panel.getByTestId('chat-assistant-message')).toContainText('Bonjour');
});
