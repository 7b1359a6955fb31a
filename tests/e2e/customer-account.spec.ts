import {expect, test} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {orderByTransfer} from './checkout';
import {readInbox} from './inbox';
import {LOCAL_SHOP, signInHosted} from './sign-in';

// Customer accounts (the Customer Account API, decision 028) on the local shop, as
// `npm start` runs it: the hosted sign-in by e-mail code, then the same account pages as
// legacy accounts (tests/e2e/accounts.spec.ts runs those with LOCAL_SHOP_ACCOUNTS=legacy).

test('a customer signs in by e-mail code, orders, finds the order, reorders it, signs out', async ({page}) => {
  const email = `camille.${Date.now()}@example.fr`;

  // /mot-de-passe-oublie has nothing to recover: no password.
  await page.goto('/mot-de-passe-oublie');
  await expect(page.getByTestId('no-password')).toContainText('n’utilise pas de mot de passe');

  // From the account hub's prompt to the hosted sign-in; the first sign-in makes the account.
  await page.goto('/compte');
  await page.getByTestId('login-prompt').click();
  await signInHosted(page, email);
  await expect(page).toHaveURL(/\/compte$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Bonjour');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'true');
  await expectNoAxeViolations(page);

  // Signed in, /login and /register lead to the hub.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/compte$/);

  // An order placed while signed in: the cart carries the buyer, checkout is prefilled.
  await page.goto('/mes-commandes');
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await page.goto('/products/verin-gaz-compression-15-6-course-50-oeillet');
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  await orderByTransfer(page, {firstName: 'Camille', lastName: 'Martin', street: '3 quai Saint-Antoine'});
  const number = (await page.getByTestId('order-number').textContent())?.trim();

  await page.goto('/mes-commandes');
  const order = page.getByTestId('order').first();
  await expect(order).toContainText(`Commande ${number}`);
  await expect(order).toContainText('En attente de paiement');
  await expectNoAxeViolations(page);

  // « Commander à nouveau »: the order's line back in the (now empty) cart.
  await order.getByTestId('reorder').click();
  await expect(order.getByTestId('reorder-notice')).toContainText('1 article de la commande ajouté au panier');
  await order.getByRole('link', {name: 'Voir le panier'}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Mon panier');
  await expect(page.getByRole('link', {name: 'Vérin à gaz 15/6 – course 50 mm – œillets'})).toBeVisible();

  // Signing out ends both sessions: the hosted sign-in asks for the e-mail again.
  await page.goto('/compte');
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('toast')).toContainText('Vous êtes déconnecté');
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false');
  await page.goto('/compte');
  await expect(page.getByTestId('login-prompt')).toBeVisible();
  // The cart carried the customer: the next person at this browser starts an empty one,
  // and /checkout knows no e-mail; « Précédent » asks the server again (no-store).
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  const checkout = await page.goto('/checkout');
  expect(checkout?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText(email)).toHaveCount(0);
  await page.goto('/login');
  await expect(page).toHaveURL(new RegExp(`^${LOCAL_SHOP}/authentication/`));
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
});

test('a signed-in customer edits the profile and an address book', async ({page}) => {
  const email = `dominique.${Date.now()}@example.fr`;
  await page.goto('/login');
  await signInHosted(page, email);
  await expect(page).toHaveURL(/\/compte$/);

  // Profile: the names change here; the e-mail is the sign-in identity.
  await page.goto('/profil');
  await page.getByTestId('edit-profile').click();
  await expect(page.getByTestId('contact-readonly')).toContainText(email);
  const details = page.getByRole('region', {name: 'Informations personnelles'});
  await details.getByLabel('Prénom').fill('Camille');
  await details.getByLabel('Nom', {exact: true}).fill('Martin');
  await details.getByRole('button', {name: 'Enregistrer', exact: true}).click();
  await expect(page.getByTestId('toast')).toContainText('Profil enregistré');
  await expect(page.getByTestId('profile-view')).toContainText('Camille');

  // A long name without a space wraps at 375 px: the page never scrolls sideways.
  await page.setViewportSize({width: 375, height: 812});
  await page.getByTestId('edit-profile').click();
  await details.getByLabel('Nom', {exact: true}).fill('M'.repeat(190));
  await details.getByRole('button', {name: 'Enregistrer', exact: true}).click();
  await expect(page.getByTestId('toast')).toContainText('Profil enregistré');
  await expect(page.getByTestId('profile-view')).toContainText('M'.repeat(190));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/compte');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({width: 1280, height: 720});
  await page.goto('/profil');

  // An address: refused without a street, saved, shown with the recipient and a readable phone, edited.
  await page.getByText('Ajouter une adresse').click();
  const form = page.locator('details form');
  await form.getByRole('button', {name: 'Enregistrer l’adresse'}).click();
  await expect(form.getByText("L'adresse est obligatoire")).toBeVisible();
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel('Nom', {exact: true}).fill('Martin');
  await form.getByLabel('Adresse', {exact: true}).fill('12 rue des Forges');
  await form.getByLabel('Code postal').fill('42000');
  await form.getByLabel('Ville').fill('Saint-Étienne');
  await form.getByLabel('Téléphone').fill('04 72 11 22 33');
  await form.getByRole('button', {name: 'Enregistrer l’adresse'}).click();
  const card = page.getByTestId('address').filter({hasText: '12 rue des Forges'});
  await expect(card).toContainText('Camille Martin');
  await expect(card).toContainText('04 72 11 22 33');
  await card.getByRole('link', {name: 'Modifier'}).click();
  const editing = page.getByTestId('address').filter({has: page.getByRole('button', {name: 'Enregistrer l’adresse'})});
  await expect(editing.getByLabel('Téléphone')).toHaveValue('04 72 11 22 33');
  await editing.getByLabel('Adresse', {exact: true}).fill('14 rue des Forges');
  await editing.getByRole('button', {name: 'Enregistrer l’adresse'}).click();
  await expect(page.getByTestId('toast')).toContainText('Adresse enregistrée');
  await expect(page.getByTestId('address').filter({hasText: '14 rue des Forges'})).toBeVisible();
  await expectNoAxeViolations(page);

  // Another address made the default, then the first one deleted.
  await page.getByText('Ajouter une adresse').click();
  await form.getByLabel('Prénom').fill('Dominique');
  await form.getByLabel('Nom', {exact: true}).fill('Martin');
  await form.getByLabel('Adresse', {exact: true}).fill('5 place Bellecour');
  await form.getByLabel('Code postal').fill('69002');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByRole('button', {name: 'Enregistrer l’adresse'}).click();
  const lyon = page.getByTestId('address').filter({hasText: '5 place Bellecour'});
  await lyon.getByRole('button', {name: 'Définir par défaut'}).click();
  await expect(lyon).toContainText('Adresse par défaut');
  await page.getByTestId('address').filter({hasText: '14 rue des Forges'}).getByRole('button', {name: 'Supprimer'}).click();
  await expect(page.getByTestId('toast')).toContainText('Adresse supprimée');
  await expect(page.getByTestId('address')).toHaveCount(1);
});

test('a signed-in buyer’s review carries the account’s name and « Achat vérifié »', async ({page}) => {
  const email = `jeanne.${Date.now()}@example.fr`;
  await page.goto('/login');
  await signInHosted(page, email);
  await expect(page).toHaveURL(/\/compte$/);
  await page.goto('/profil?modifier=profil');
  const details = page.getByRole('region', {name: 'Informations personnelles'});
  await details.getByLabel('Prénom').fill('Jeanne');
  await details.getByLabel('Nom', {exact: true}).fill('Dupont');
  await details.getByRole('button', {name: 'Enregistrer', exact: true}).click();
  await expect(page.getByTestId('toast')).toContainText('Profil enregistré');

  await page.goto('/products/verin-gaz-traction-22-10-course-150-chape-m8');
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await page.getByTestId('checkout-button').click();
  await orderByTransfer(page, {street: '3 quai Saint-Antoine'});

  await page.goto('/products/verin-gaz-traction-22-10-course-150-chape-m8#avis');
  const section = page.locator('#avis');
  const opener = section.getByText('Donner mon avis', {exact: true});
  if (await opener.isVisible()) await opener.click();
  await expect(section.getByLabel('Votre nom')).toHaveCount(0);
  await expect(section).toContainText('publié au nom de Jeanne D.');
  const title = `Chape solide ${Date.now()}`;
  await section.getByRole('radio', {name: '4 étoiles sur 5'}).check({force: true});
  await section.getByLabel('Titre de votre avis').fill(title);
  await section.getByLabel('Votre commentaire').fill('Conforme à la fiche.');
  await section.getByRole('button', {name: 'Publier mon avis'}).click();
  await expect(section.getByTestId('review-success')).toBeVisible();
  const stored = (await readInbox('review')) as {email: string; data: {title: string; verified: boolean; customerName: string}}[];
  expect(stored.find((item) => item.data.title === title)).toMatchObject({email, data: {verified: true, customerName: 'Jeanne D.'}});
});

test('a sign-in that does not come back right is told in French, and no account page opens', async ({page}) => {
  // A callback without the state this browser started with (forged, or replayed elsewhere).
  const response = await page.goto('/account/authorize?code=forged&state=forged');
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByText(/La connexion n’a pas abouti|Recevoir un code|Adresse e-mail/).first()).toBeVisible();
  await page.goto('/compte');
  await expect(page.getByTestId('login-prompt')).toBeVisible();

  // The shopper refuses at the hosted page: back with error=access_denied.
  await page.goto('/account/authorize?error=access_denied&state=x');
  await expect(page.getByTestId('auth-error')).toHaveText('La connexion a été annulée.');
});
