import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {orderByTransfer} from './checkout';
import {readOutbox} from './inbox';

const LOCAL_SHOP = `http://127.0.0.1:${process.env.E2E_LOCAL_SHOP_PORT ?? 4100}`;

async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', {exact: true}).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe (6 caractères minimum)').fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  await page.getByRole('button', {name: 'Créer mon compte'}).click();
}

test('the sign-up, sign-in and recovery forms show every SPEC.md message', async ({page}) => {
  await page.goto('/register');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await page.getByRole('button', {name: 'Créer mon compte'}).click();
  for (const message of [
    'Le prénom est obligatoire',
    'Le nom est obligatoire',
    "L'adresse email est obligatoire",
    'Le mot de passe est obligatoire',
    'Veuillez confirmer votre mot de passe',
  ]) {
    await expect(page.getByText(message, {exact: true})).toBeVisible();
  }
  await page.getByLabel('Adresse e-mail').fill('pas-un-email');
  await page.getByLabel('Mot de passe (6 caractères minimum)').fill('12345');
  await page.getByLabel('Confirmation du mot de passe').fill('123456');
  await page.getByRole('button', {name: 'Créer mon compte'}).click();
  await expect(page.getByText('Adresse email invalide')).toBeVisible();
  await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
  await page.getByLabel('Mot de passe (6 caractères minimum)').fill('123456');
  await page.getByLabel('Confirmation du mot de passe').fill('1234567');
  await page.getByRole('button', {name: 'Créer mon compte'}).click();
  await expect(page.locator('#champ-passwordConfirmation-erreur')).toHaveText('Les mots de passe ne correspondent pas');
  // What was typed is kept.
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('pas-un-email');

  await page.goto('/login');
  await expectNoAxeViolations(page);
  await page.getByRole('button', {name: 'Se connecter'}).click();
  await expect(page.getByText("L'adresse email est obligatoire")).toBeVisible();
  await expect(page.getByText('Le mot de passe est obligatoire')).toBeVisible();

  await page.goto('/mot-de-passe-oublie');
  await page.getByRole('button', {name: 'Envoyer le lien'}).click();
  await expect(page.getByText("L'adresse email est obligatoire")).toBeVisible();
});

test('a customer signs up, signs out, recovers the password, orders and manages the profile', async ({page, request}) => {
  const email = `camille.${Date.now()}@example.fr`;
  await register(page, email, 'premier-mdp');
  await expect(page).toHaveURL(/\/compte$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Bonjour Camille');
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'true');
  await expectNoAxeViolations(page);

  // A signed-in visitor is sent from /login to /compte.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/compte$/);

  await page.getByTestId('logout').click();
  await expect(page.getByTestId('toast')).toContainText('Vous êtes déconnecté');
  await page.goto('/compte');
  await expect(page.getByTestId('login-prompt')).toBeVisible();

  // Registering the same e-mail again: the shop's first error is shown in the red alert.
  await register(page, email, 'premier-mdp');
  await expect(page.getByTestId('auth-error')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('mauvais-mdp');
  await page.getByRole('button', {name: 'Se connecter'}).click();
  await expect(page.getByTestId('auth-error')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);

  // Recovery: the reset link is read from the local shop's outbox.
  await page.goto('/mot-de-passe-oublie');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', {name: 'Envoyer le lien'}).click();
  await expect(page.getByTestId('recover-sent')).toBeVisible();
  await page.getByRole('link', {name: 'Retour à la connexion'}).first().isVisible();
  // The outbox is the merchant's: read with the admin's credentials, never open.
  expect((await request.get(`${LOCAL_SHOP}/outbox.json?to=${encodeURIComponent(email)}`)).status()).toBe(401);
  const text = JSON.stringify((await readOutbox(email))[0]);
  const link = text.match(/https?:\/\/[^"\s\\]+reinitialiser-mot-de-passe[^"\s\\]+/)?.[0];
  expect(link, text).toBeTruthy();
  await page.goto(new URL(link!.replace(/&amp;/g, '&')).pathname + new URL(link!.replace(/&amp;/g, '&')).search);
  await page.getByLabel('Nouveau mot de passe (6 caractères minimum)').fill('second-mdp');
  await page.getByLabel('Confirmation du mot de passe').fill('second-mdp');
  await page.getByRole('button', {name: 'Enregistrer le mot de passe'}).click();
  await expect(page).toHaveURL(/\/compte$/);


  await page.getByTestId('logout').click();
  await expect(page.getByTestId('toast')).toContainText('Vous êtes déconnecté');
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('second-mdp');
  await page.getByRole('button', {name: 'Se connecter'}).click();
  await expect(page).toHaveURL(/\/compte$/);

  // An order placed while signed in shows up in /mes-commandes.
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
  await expect(order.getByRole('link', {name: /Voir le statut/})).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  // Profile: edit, then an address.
  await page.goto('/profil');
  await page.getByTestId('edit-profile').click();
  await page.getByRole('textbox', {name: 'Téléphone (facultatif)'}).fill('06 12 34 56 78');
  await page.getByRole('button', {name: 'Enregistrer', exact: true}).click();
  // The shop stores phone numbers in international form, as Shopify does; the page shows them for reading.
  await expect(page.getByTestId('profile-view')).toContainText('06 12 34 56 78');
  await page.getByText('Ajouter une adresse').click();
  const form = page.locator('details form');
  await form.getByRole('button', {name: 'Enregistrer l’adresse'}).click();
  await expect(form.getByText("L'adresse est obligatoire")).toBeVisible();
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel('Nom', {exact: true}).fill('Martin');
  await form.getByLabel('Adresse', {exact: true}).fill('12 rue des Forges');
  await form.getByLabel('Code postal').fill('42000');
  await form.getByLabel('Ville').fill('Saint-Étienne');
  await form.getByLabel('Téléphone').fill('+33472112233');
  await form.getByRole('button', {name: 'Enregistrer l’adresse'}).click();
  // The card names the recipient and shows the phone for reading (issue 25.8).
  const card = page.getByTestId('address').filter({hasText: '12 rue des Forges'});
  await expect(card).toContainText('Camille Martin');
  await expect(card).toContainText('04 72 11 22 33');
  await expectNoAxeViolations(page);
});

test('a used password-reset link says so at once, with the way to a new one (issue 25.9)', async ({page, browser}) => {
  const email = `lien.${Date.now()}@example.fr`;
  await register(page, email, 'premier-mdp');
  await expect(page).toHaveURL(/\/compte$/);
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('toast')).toContainText('Vous êtes déconnecté');
  await page.goto('/mot-de-passe-oublie');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', {name: 'Envoyer le lien'}).click();
  await expect(page.getByTestId('recover-sent')).toBeVisible();
  const text = JSON.stringify((await readOutbox(email))[0]);
  const link = new URL(text.match(/https?:\/\/[^"\s\\]+reinitialiser-mot-de-passe[^"\s\\]+/)![0].replace(/&amp;/g, '&'));
  const resetPath = `${link.pathname}${link.search}`;
  await page.goto(resetPath);
  await page.getByLabel('Nouveau mot de passe (6 caractères minimum)').fill('second-mdp');
  await page.getByLabel('Confirmation du mot de passe').fill('second-mdp');
  await page.getByRole('button', {name: 'Enregistrer le mot de passe'}).click();
  await expect(page).toHaveURL(/\/compte$/);

  // The used link, opened again, says so at once, with the way to a new one (issue 25.9).
  await page.goto(resetPath);
  await expect(page.getByTestId('auth-error')).toContainText('a déjà été utilisé ou a expiré');
  await expect(page.getByLabel('Nouveau mot de passe (6 caractères minimum)')).toHaveCount(0);
  await expect(page.getByTestId('reset-link-spent')).toHaveAttribute('href', '/mot-de-passe-oublie');
  // In another browser the shop refuses it when used: the same answer, never the form again.
  const elsewhere = await browser.newPage();
  await elsewhere.goto(resetPath);
  await elsewhere.getByLabel('Nouveau mot de passe (6 caractères minimum)').fill('troisieme-mdp');
  await elsewhere.getByLabel('Confirmation du mot de passe').fill('troisieme-mdp');
  await elsewhere.getByRole('button', {name: 'Enregistrer le mot de passe'}).click();
  await expect(elsewhere.getByTestId('reset-link-spent')).toBeVisible();
  await elsewhere.reload();
  await expect(elsewhere.getByTestId('reset-link-spent')).toBeVisible();
  await elsewhere.close();
});
