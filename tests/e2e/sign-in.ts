import {expect, type Page} from '@playwright/test';
import {readOutbox} from './inbox';

// The hosted sign-in of customer accounts (the Customer Account API, decision 028) on the
// local shop: the e-mail, the 6-digit code read from the outbox as the merchant reads it,
// then back on the storefront.

export const LOCAL_SHOP = `http://127.0.0.1:${process.env.E2E_LOCAL_SHOP_PORT ?? 4100}`;

/** The newest sign-in code the local shop "sent" to this address. */
export async function signInCode(email: string): Promise<string> {
  for (const message of await readOutbox(email)) {
    const code = /\b(\d{6})\b/.exec(`${message.subject} ${message.body}`)?.[1];
    if (code) return code;
  }
  throw new Error(`Aucun code de connexion pour ${email}`);
}

/** From a « Se connecter » link to the hosted sign-in, then back on the storefront. */
export async function signInHosted(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${LOCAL_SHOP}/authentication/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', {name: 'Recevoir un code'}).click();
  await page.getByLabel('Code à 6 chiffres').fill(await signInCode(email));
  await page.getByRole('button', {name: 'Se connecter'}).click();
}
