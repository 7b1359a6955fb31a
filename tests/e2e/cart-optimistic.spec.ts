import {expect, test, type Page, type Route} from '@playwright/test';

// Optimistic cart: a change shows before the shop answers, is reconciled with its answer,
// and a failed change is rolled back visibly with SPEC.md section 8's message.

const GAS_SPRING = 'verin-gaz-compression-15-6-course-50-oeillet';
const BALL_JOINT = 'rotule-acier-13-mm-m8';

function euros(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

async function addFromProductPage(page: Page, handle: string, quantity = 1) {
  await page.goto(`/products/${handle}`);
  await page.getByLabel('Quantité', {exact: true}).fill(String(quantity));
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Holds every cart change (POST /cart.data) until the test lets it go. */
async function holdCartChanges(page: Page) {
  const held: Route[] = [];
  await page.route('**/cart.data*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    held.push(route);
  });
  return {
    /** The next change the page sent, still held. */
    async next(): Promise<Route> {
      await expect.poll(() => held.length, {message: 'a cart change is sent'}).toBeGreaterThan(0);
      return held.shift() as Route;
    },
    count: () => held.length,
  };
}

/** The cart form input of a held change. */
function cartInput(route: Route): {action: string; inputs: Record<string, unknown>} {
  const body = new URLSearchParams(route.request().postData() ?? '');
  return JSON.parse(body.get('cartFormInput') ?? '{}') as {action: string; inputs: Record<string, unknown>};
}

async function unitPrice(line: ReturnType<Page['getByTestId']>): Promise<number> {
  return euros(await line.getByText('Prix unitaire').getByTestId('price').textContent());
}

test('a quantity change shows at once, totals marked as updating, then the shop confirms it', async ({page}) => {
  await addFromProductPage(page, GAS_SPRING);
  const line = page.getByTestId('cart-line');
  const unit = await unitPrice(line);
  const totals = page.getByTestId('cart-totals');
  await expect(totals).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  const changes = await holdCartChanges(page);
  const plus = line.getByRole('button', {name: 'Augmenter la quantité'});
  await plus.click();
  const first = await changes.next();
  expect(cartInput(first).inputs.lines).toEqual([expect.objectContaining({quantity: 2})]);

  // Before the shop answers: the line, its total, the counts; totals marked as updating.
  await expect(line.getByTestId('line-quantity')).toHaveValue('2');
  await expect.poll(async () => euros(await line.getByTestId('line-total').textContent())).toBe(Math.round(unit * 200) / 100);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(page.getByTestId('mobile-cart-bar')).toContainText('2 articles');
  await expect(totals).toHaveAttribute('aria-busy', 'true');
  await expect(totals).toContainText('Sous-total (2 articles)');
  await expect(page.getByTestId('cart-updating')).toHaveText('Mise à jour du panier…');

  // A click while the first change is held is not lost, nor sent alongside it: 3 pieces
  // reach the 5 % volume tier, estimated with the shop's own tier table.
  await plus.click();
  await expect(line.getByTestId('line-quantity')).toHaveValue('3');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(line.getByTestId('line-discount')).toContainText('Remise quantité −5 %');
  const estimated = euros(await line.getByTestId('line-total').textContent());
  expect(estimated).toBeLessThan(unit * 3);
  expect(estimated).toBeCloseTo(unit * 3 * 0.95, 1);
  expect(changes.count()).toBe(0);

  await first.continue();
  const second = await changes.next();
  expect(cartInput(second).inputs.lines).toEqual([expect.objectContaining({quantity: 3})]);
  await second.continue();

  // Reconciled with the shop's cart: the estimate was the shop's figure.
  await expect(totals).toHaveAttribute('aria-busy', 'false');
  await expect(line.getByTestId('line-quantity')).toHaveValue('3');
  expect(euros(await line.getByTestId('line-total').textContent())).toBe(estimated);
  await page.unrouteAll({behavior: 'wait'});
  await page.reload();
  await expect(page.getByTestId('cart-line').getByTestId('line-quantity')).toHaveValue('3');
});

test('several quick clicks on + end at the quantity shown, in the shop too', async ({page}) => {
  await addFromProductPage(page, BALL_JOINT);
  const line = page.getByTestId('cart-line');
  const plus = line.getByRole('button', {name: 'Augmenter la quantité'});
  for (let click = 0; click < 5; click++) await plus.click();
  await expect(line.getByTestId('line-quantity')).toHaveValue('6');
  await expect(page.getByTestId('cart-badge')).toHaveText('6');
  await expect(page.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
  await expect(line.getByTestId('line-quantity')).toHaveValue('6');

  // And back down, − stays usable while changes are on their way.
  const minus = line.getByRole('button', {name: 'Diminuer la quantité'});
  for (let click = 0; click < 3; click++) await minus.click();
  await expect(line.getByTestId('line-quantity')).toHaveValue('3');
  await expect(page.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(page.getByTestId('cart-line').getByTestId('line-quantity')).toHaveValue('3');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
});

test('a typed quantity changes the line; an invalid one is refused and kept in the field', async ({page}) => {
  await addFromProductPage(page, BALL_JOINT);
  const line = page.getByTestId('cart-line');
  const field = line.getByTestId('line-quantity');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/cart.data')) sent.push(request.postData() ?? '');
  });

  await field.fill('0');
  await field.press('Enter');
  await expect(line.getByText('Saisissez une quantité entière entre 1 et 10 000.')).toBeVisible();
  await expect(field).toHaveValue('0');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('4');
  await field.press('Enter');
  await expect(line.getByText('Saisissez une quantité entière entre 1 et 10 000.')).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveText('4');
  await expect(page.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
  expect(sent).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId('cart-line').getByTestId('line-quantity')).toHaveValue('4');
});

test('a failed change is rolled back with SPEC.md’s message, the rest of the cart intact', async ({page}) => {
  await addFromProductPage(page, GAS_SPRING);
  await addFromProductPage(page, BALL_JOINT, 2);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const first = lines.filter({has: page.getByRole('link', {name: /^Vérin à gaz 15\/6/})});
  const other = lines.filter({has: page.getByRole('link', {name: /^Rotule/})});
  const totalBefore = await page.getByTestId('cart-total').textContent();

  // The shop cannot be reached: the + shows, then returns to 1 with the message.
  const changes = await holdCartChanges(page);
  await first.getByRole('button', {name: 'Augmenter la quantité'}).click();
  const update = await changes.next();
  await expect(first.getByTestId('line-quantity')).toHaveValue('2');
  await expect(page.getByTestId('cart-badge')).toHaveText('4');
  await update.fulfill({status: 500, contentType: 'text/plain', body: 'Erreur du serveur'});
  await expect(first.getByTestId('line-error')).toHaveText('Impossible de se connecter à la boutique');
  await expect(first.getByTestId('line-quantity')).toHaveValue('1');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page.getByTestId('cart-total')).toHaveText(totalBefore ?? '');
  await expect(other.getByTestId('line-quantity')).toHaveValue('2');

  // The shop refuses a removal (the line it names is unknown to it): the line comes back.
  const remove = first.getByTestId('remove-line');
  await remove.click();
  await remove.click();
  const removal = await changes.next();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  const body = new URLSearchParams(removal.request().postData() ?? '');
  body.set('cartFormInput', JSON.stringify({action: 'LinesRemove', inputs: {lineIds: ['gid://shopify/CartLine/inconnue']}}));
  await removal.continue({postData: body.toString()});
  await expect(lines).toHaveCount(2);
  await expect(first.getByTestId('line-error')).toHaveText('Erreur lors de la suppression');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(other.getByTestId('line-quantity')).toHaveValue('2');
  await expect(other.getByTestId('line-error')).toHaveCount(0);

  // No toast repeats what the line already says.
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
  expect(changes.count()).toBe(0);
  await page.unrouteAll({behavior: 'wait'});
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
});

test('codes: applying shows at once; a failure keeps what was typed and says why', async ({page}) => {
  await addFromProductPage(page, GAS_SPRING);
  const changes = await holdCartChanges(page);
  const field = page.getByLabel('Code promo');

  await field.fill('BIENVENUE10');
  await page.getByRole('button', {name: 'Appliquer'}).click();
  const failing = await changes.next();
  await expect(page.getByTestId('discount-code-pending')).toHaveText('BIENVENUE10 — vérification…');
  await expect(page.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'true');
  await failing.fulfill({status: 503, contentType: 'text/plain', body: 'Indisponible'});
  await expect(page.getByTestId('discount-error')).toHaveText('Impossible de se connecter à la boutique');
  await expect(page.getByTestId('discount-code-pending')).toHaveCount(0);
  await expect(field).toHaveValue('BIENVENUE10');

  await page.getByRole('button', {name: 'Appliquer'}).click();
  await (await changes.next()).continue();
  await expect(page.getByTestId('discount-codes')).toContainText('BIENVENUE10 — appliqué');
  await expect(page.getByTestId('discount-error')).toHaveCount(0);
  await expect(field).toHaveValue('');

  // Removing it takes it off the list before the shop answers.
  await page.getByRole('button', {name: 'Retirer le code BIENVENUE10'}).click();
  const removal = await changes.next();
  await expect(page.getByTestId('discount-codes')).toHaveCount(0);
  await removal.continue();
  await expect(page.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('discount-codes')).toHaveCount(0);

  // The note: a failure keeps the text typed.
  const note = page.getByLabel(/Note pour la commande/);
  await note.fill('Livrer au quai n° 3');
  await page.getByRole('button', {name: 'Enregistrer la note'}).click();
  await (await changes.next()).fulfill({status: 500, contentType: 'text/plain', body: 'Erreur'});
  await expect(page.getByText('Impossible de se connecter à la boutique')).toBeVisible();
  await expect(note).toHaveValue('Livrer au quai n° 3');
});

test('adding from a product page shows the header badge at once', async ({page}) => {
  await page.goto(`/products/${BALL_JOINT}`);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  const changes = await holdCartChanges(page);
  await page.getByLabel('Quantité', {exact: true}).fill('3');
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  const add = await changes.next();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page).toHaveURL(new RegExp(`/products/${BALL_JOINT}`));
  await add.continue();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page.getByTestId('cart-line').getByTestId('line-quantity')).toHaveValue('3');
});
