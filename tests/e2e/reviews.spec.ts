import {expect, test, type Locator, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {readInbox} from './inbox';
import {orderByTransfer} from './checkout';

// Reviews through the local shop's merchant inbox (issue 10): written on the product
// page, kept pending until the merchant approves them in /admin, then shared.

const LOCAL_SHOP = `http://127.0.0.1:${process.env.E2E_LOCAL_SHOP_PORT ?? 4100}`;
const ADMIN = {username: 'admin', password: 'e2e-admin'};

async function approve(page: Page, title: string) {
  const context = await page.context().browser()!.newContext({httpCredentials: ADMIN});
  const admin = await context.newPage();
  await admin.goto(`${LOCAL_SHOP}/admin`);
  const card = admin.getByRole('article', {name: title});
  await expect(card).toContainText('En attente');
  await card.getByRole('button', {name: 'Approuver'}).click();
  await expect(admin.getByRole('status')).toContainText('L’avis a été approuvé');
  await context.close();
}

function reviewsSection(page: Page) {
  return page.locator('#avis');
}

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The published reviews' statistics as the section shows them: the count per rating.
 * The tests expect what they add on top of these, so they do not depend on reviews that
 * earlier tests (or an earlier run on the same data) published.
 */
async function shownCounts(section: Locator): Promise<Record<number, number>> {
  await expect(section.getByTestId('review-stats')).toBeVisible();
  const counts: Record<number, number> = {1: 0, 2: 0, 3: 0, 4: 0, 5: 0};
  if (/Aucun avis/.test((await section.getByTestId('review-total').textContent()) ?? '')) return counts;
  for (const rating of RATINGS) {
    const bar = (await section.getByTestId(`review-bar-${rating}`).textContent()) ?? '';
    counts[rating] = Number(/(\d+)\s*avis\s*\(/.exec(bar)?.[1]);
  }
  return counts;
}

/** The statistics once a review of `rating` stars is published on top of `counts`. */
function withReview(counts: Record<number, number>, rating: number) {
  const after = {...counts, [rating]: counts[rating] + 1};
  const total = RATINGS.reduce((sum, value) => sum + after[value], 0);
  const average = Math.round((RATINGS.reduce((sum, value) => sum + value * after[value], 0) / total) * 10) / 10;
  return {
    counts: after,
    total,
    average: average.toLocaleString('fr-FR', {minimumFractionDigits: 1, maximumFractionDigits: 1}),
    averageJsonLd: average.toFixed(1),
    percent: (value: number) => Math.round((after[value] / total) * 100),
  };
}

/** 'N avis', or the empty state's 'Aucun avis' for none. */
function totalText(total: number) {
  return total === 0 ? 'Aucun avis' : `${total} avis`;
}

async function openForm(page: Page) {
  const summary = reviewsSection(page).getByText('Donner mon avis', {exact: true});
  if (await summary.isVisible()) await summary.click();
}

test('a guest writes a review: validation, pending for its author, shared once approved, Utile once', async ({page, browser}) => {
  const product = '/products/verin-gaz-traction-15-6-course-100-oeillet';
  const title = `Force idéale <script>alert(1)</script> ${Date.now()}`;
  // The inbox takes one review per product and e-mail: this run's own address.
  const email = `henri-${Date.now()}@example.fr`;
  await page.goto(product);
  const section = reviewsSection(page);
  await expect(section.getByRole('heading', {name: 'Avis clients'})).toBeVisible();
  const before = await shownCounts(section);
  const published = RATINGS.reduce((sum, value) => sum + before[value], 0);
  await expect(section.getByTestId('review-total')).toContainText(totalText(published));

  await openForm(page);
  // Default rating 5.
  await expect(section.getByRole('radio', {name: '5 étoiles sur 5'})).toBeChecked();
  await section.getByLabel('Titre de votre avis').fill('   ');
  await section.getByRole('button', {name: 'Publier mon avis'}).click();
  await expect(section.getByRole('alert')).toHaveText('Veuillez remplir tous les champs obligatoires');
  await expectNoAxeViolations(page);

  // The radios are visually replaced by their stars: click the star.
  await section.getByRole('radio', {name: '4 étoiles sur 5'}).check({force: true});
  await section.getByLabel('Titre de votre avis').fill(title);
  await section.getByLabel('Votre commentaire').fill('Monté sur la trappe du grenier.\nElle reste ouverte sans effort.');
  await section.getByLabel('Votre nom').fill('Henri');
  await section.getByRole('textbox', {name: 'Votre email (facultatif)'}).fill(email);
  await section.getByRole('button', {name: 'Publier mon avis'}).click();
  await expect(section.getByTestId('review-success')).toContainText('Il sera publié après validation');
  // The form closes under the keyboard: the confirmation takes the focus (not the top of the page).
  await expect(section.getByTestId('review-success')).toBeFocused();
  // Closed and reset.
  await expect(section.getByLabel('Titre de votre avis')).toBeHidden();
  await openForm(page);
  await expect(section.getByLabel('Titre de votre avis')).toHaveValue('');

  // Stored pending in the inbox, with the rating and the email (never published).
  const stored = (await readInbox('review')) as {status: string; data: {title: string; rating: number; customerEmail: string}}[];
  expect(stored.find((item) => item.data.title === title)).toMatchObject({status: 'pending', data: {rating: 4, customerEmail: email}});

  // Its author sees it after a reload, marked as waiting; text, not HTML.
  await page.reload();
  // This run's review (an earlier run on the same data may have left another of Henri's).
  const mine = section.getByTestId('review').filter({hasText: title});
  await expect(mine).toContainText('Par Henri');
  await expect(mine).toContainText('En attente de validation');
  await expect(mine.getByRole('heading')).toHaveText(title);
  await expect(mine).toContainText('Elle reste ouverte sans effort.');
  // Pending: not counted.
  await expect(section.getByTestId('review-total')).toContainText(totalText(published));

  // Another shopper does not see it until the merchant approves it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(product);
  await expect(reviewsSection(otherPage).getByTestId('review-stats')).toBeVisible();
  await expect(reviewsSection(otherPage).getByText(title)).toHaveCount(0);

  await approve(page, title);

  await otherPage.reload();
  const shared = reviewsSection(otherPage).getByTestId('review').filter({hasText: title});
  await expect(shared).toContainText('Par Henri');
  await expect(shared).not.toContainText(email);
  const after = withReview(before, 4);
  await expect(reviewsSection(otherPage).getByTestId('review-average')).toHaveText(after.average);
  await expect(reviewsSection(otherPage).getByTestId('review-total')).toHaveText(totalText(after.total));
  await expect(reviewsSection(otherPage).getByTestId('review-bar-4')).toContainText(`${after.counts[4]} avis (${after.percent(4)} %)`);
  await expect(reviewsSection(otherPage).getByTestId('review-bar-5')).toContainText(`${after.counts[5]} avis (${after.percent(5)} %)`);

  // Utile: +1, once per visitor.
  const helpful = shared.getByRole('button', {name: /^Utile/});
  await expect(helpful).toHaveText('Utile (0)');
  // The count and the disabled button show at once; the session remembers the vote once
  // the action has answered (its cookie): a reload before that would forget it.
  const vote = otherPage.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith(product));
  await helpful.click();
  await expect(helpful).toHaveText('Utile (1)');
  await expect(helpful).toBeDisabled();
  expect((await vote).ok()).toBe(true);
  await otherPage.reload();
  await expect(reviewsSection(otherPage).getByTestId('review').filter({hasText: title}).getByRole('button', {name: /^Utile/})).toHaveText(
    'Utile (1)',
  );
  await expect(reviewsSection(otherPage).getByTestId('review').filter({hasText: title}).getByRole('button', {name: /^Utile/})).toBeDisabled();

  // Stars and count on the product page, its card, and the Product JSON-LD.
  await expect(otherPage.getByRole('link', {name: new RegExp(`^${after.total} avis`)})).toBeVisible();
  const jsonLd = await otherPage.locator('script[type="application/ld+json"]').allTextContents();
  const productLd = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === 'Product');
  expect(productLd).toBeDefined();
  expect(productLd!.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: after.averageJsonLd,
    reviewCount: after.total,
    bestRating: 5,
    worstRating: 1,
  });
  await otherPage.goto('/products?q=traction');
  const card = otherPage.locator(`[data-testid="product-card"]:has(a[href="${product}"])`);
  // The list shows its cards a batch at a time: « Charger plus » until this product's card is there.
  const cards = otherPage.getByTestId('product-card');
  const more = otherPage.getByTestId('load-more');
  while ((await card.count()) === 0 && (await more.count()) > 0) {
    const shown = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(shown);
  }
  await expect(card.getByRole('img', {name: `Note : ${after.average} sur 5, ${after.total} avis`})).toBeVisible();
  await other.close();
});

test('a signed-in buyer reviews from /merci: name hidden, Achat vérifié, one review per product', async ({page}) => {
  const email = `acheteur-${Date.now()}@example.fr`;
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Jeanne');
  await page.getByLabel('Nom', {exact: true}).fill('Dupont');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe (6 caractères minimum)').fill('secret-123');
  await page.getByLabel('Confirmation du mot de passe').fill('secret-123');
  await page.getByRole('button', {name: 'Créer mon compte'}).click();
  await expect(page).toHaveURL(/\/compte$/);

  await page.goto('/products/verin-gaz-traction-22-10-course-150-chape-m8');
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByTestId('checkout-button').click();
  await orderByTransfer(page, {firstName: 'Jeanne', lastName: 'Dupont', street: '3 quai Saint-Antoine'});

  // /merci: pick 3 stars, 'Laisser un avis' opens the product's form with that rating.
  await page.goto(page.url().replace('/commande-confirmee', '/merci'));
  await page.getByRole('radio', {name: '3 étoiles', exact: true}).check({force: true});
  await page.getByTestId('leave-review').first().click();
  await expect(page).toHaveURL(/\/products\/verin-gaz-traction-22-10-course-150-chape-m8\?note=3#avis$/);
  const section = reviewsSection(page);
  await expect(section.getByRole('radio', {name: '3 étoiles sur 5'})).toBeChecked();
  await expect(section.getByLabel('Votre nom')).toHaveCount(0);
  await expect(section.getByLabel(/Votre email/)).toHaveCount(0);
  await expect(section).toContainText('publié au nom de Jeanne D.');
  const title = `Bonne chape ${Date.now()}`;
  await section.getByLabel('Titre de votre avis').fill(title);
  await section.getByLabel('Votre commentaire').fill('Livré vite, conforme.');
  await section.getByRole('button', {name: 'Publier mon avis'}).click();
  await expect(section.getByTestId('review-success')).toBeVisible();
  const stored = (await readInbox('review')) as {email: string; data: {title: string; verified: boolean; customerName: string}}[];
  expect(stored.find((item) => item.data.title === title)).toMatchObject({email, data: {verified: true, customerName: 'Jeanne D.'}});

  await approve(page, title);
  await page.reload();
  const review = section.getByTestId('review').filter({hasText: title});
  await expect(review).toContainText('Achat vérifié');
  await expect(review).toContainText('Par Jeanne D.');
  await expect(review).not.toContainText('En attente de validation');

  // A second review of the same product is refused, and the text is kept.
  await openForm(page);
  await section.getByLabel('Titre de votre avis').fill('Deuxième avis');
  await section.getByLabel('Votre commentaire').fill('Encore moi.');
  await section.getByRole('button', {name: 'Publier mon avis'}).click();
  await expect(section.getByRole('alert')).toHaveText('Vous avez déjà donné votre avis sur ce produit.');
  await expect(section.getByLabel('Titre de votre avis')).toHaveValue('Deuxième avis');
});

test('the reviews code loads after the product page’s own, and the section it hydrates works', async ({page, request}) => {
  const product = '/products/verin-gaz-traction-15-6-course-100-oeillet';
  const html = await (await request.get(product)).text();
  // The server sends the section; the scripts the page starts with do not carry its code.
  expect(html).toContain('id="avis"');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
  const initial = preloads.map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? tag);
  expect(initial.length).toBeGreaterThan(0);
  // They come after what the first paint needs (docs/decisions/079-first-paint.md).
  expect(preloads.filter((tag) => !tag.includes(' fetchpriority="low"'))).toEqual([]);
  expect(initial.filter((url) => /ReviewsSection/.test(url))).toEqual([]);
  for (const url of initial) {
    expect((await (await request.get(url)).text()).includes('Fermer le formulaire'), url).toBe(false);
  }

  await page.goto(product);
  await openForm(page);
  await reviewsSection(page).getByRole('button', {name: 'Publier mon avis'}).click();
  await expect(reviewsSection(page).getByRole('alert')).toHaveText('Veuillez remplir tous les champs obligatoires');
});

test('a form asked for before the reviews code arrives opens from the server, then follows it: it closes after a review is sent', async ({page}) => {
  const product = '/products/verin-gaz-compression-15-6-course-100-oeillet';
  // Hold the section's code (loaded after the page's own) until the form is open.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/ReviewsSection-[^/]*\.js$/, async (route) => {
    await held;
    // The first page's request is gone with it (the link below navigates): nothing to continue then.
    await route.continue().catch(() => undefined);
  });
  await page.goto(product);
  const section = reviewsSection(page);
  // The server's HTML: the form is not drawn until asked for (decision 081); its link asks the
  // server for the page with the form open, without any script.
  await expect(section.getByLabel('Titre de votre avis')).toHaveCount(0);
  await section.getByText('Donner mon avis', {exact: true}).click();
  await expect(page).toHaveURL(/\?note=5#avis$/);
  await expect(section.getByLabel('Titre de votre avis')).toBeVisible();
  release();
  // Hydrated: React has taken over the server's form (its nodes carry React's fiber), open.
  await expect
    .poll(() => section.locator('#avis-formulaire').evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await expect(section.getByText('Fermer le formulaire', {exact: true})).toHaveAttribute('aria-expanded', 'true');
  const title = `Avant le script ${Date.now()}`;
  await section.getByLabel('Titre de votre avis').fill(title);
  await section.getByLabel('Votre commentaire').fill('Ouvert avant le chargement de la page.');
  await section.getByRole('button', {name: 'Publier mon avis'}).click();
  await expect(section.getByTestId('review-success')).toContainText('Il sera publié après validation');
  await expect(section.getByLabel('Titre de votre avis')).toBeHidden();
  expect(((await readInbox('review')) as {data: {title: string}}[]).some((item) => item.data.title === title)).toBe(true);
});
