import {expect, test, type Locator, type Page} from '@playwright/test';
import {shopDiscountCode} from '../../app/lib/cart/discount-codes.ts';
import {formatDateFr} from '../../app/lib/dates.ts';
import {formatMoney} from '../../app/lib/money.ts';
import {orderByTransfer, shipToLyon} from './checkout';

// Issue 16, the outside tester's follow-up, as a buyer meets it: each refused code or
// gift card says why on /cart; a code already used with the buyer's e-mail is said by
// the hosted checkout with the new total before paying (and on /checkout and /cart),
// the order being that total; /commande-confirmee confirms no order it cannot find; in
// HT mode /cart and /checkout are HT throughout and add up to the cent.

const JOINT = '/products/rotule-acier-13-mm-m8';
const KIT = '/products/kit-2-verins-gaz-lit-coffre';

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function addToCart(page: Page, product: string, quantity = 1) {
  await page.goto(product);
  await page.getByLabel('Quantité', {exact: true}).fill(String(quantity));
  await page.getByRole('button', {name: 'Ajouter au panier', exact: true}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('toast')).toContainText('Produit ajouté au panier');
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel('Code promo').fill(code);
  await page.getByRole('button', {name: 'Appliquer'}).click();
  await expect(page.getByTestId('discount-code-pending')).toHaveCount(0);
}

test('each refused code and gift card says why on /cart; only an unknown code is « Code invalide »', async ({page}) => {
  await addToCart(page, JOINT);
  const error = page.getByTestId('discount-error');
  const list = page.getByTestId('discount-codes');

  await applyCode(page, 'FAUXCODE');
  await expect(error).toHaveText('Code invalide : Le code « FAUXCODE » n’existe pas. Vérifiez sa saisie.');
  // An unknown code does not stay on the cart.
  await expect(list).toHaveCount(0);

  const minimum = formatMoney(shopDiscountCode('PRO50')?.minimumTtc ?? NaN);
  await applyCode(page, 'PRO50');
  await expect(error).toHaveText(`Minimum d’achat non atteint : Le code « PRO50 » s’applique à partir de ${minimum} TTC d’achats (après remises quantité).`);
  await expect(list).toContainText(`PRO50 — non appliqué : à partir de ${minimum} TTC d’achats`);

  const ended = shopDiscountCode('ETE2025');
  await applyCode(page, 'ETE2025');
  await expect(error).toHaveText(`Code expiré : Le code « ETE2025 » n’est plus valable depuis le ${formatDateFr(ended?.endsAt ?? '')}.`);

  await page.getByLabel('Carte cadeau').fill('CADEAU-EPUISE');
  await page.getByRole('button', {name: 'Utiliser'}).click();
  await expect(page.getByText('Carte cadeau refusée : La carte cadeau « CADEAU-EPUISE » n’a plus de solde.')).toBeVisible();

  // Reloaded, the kept codes still say why they do not apply; nothing says « Code invalide ».
  await page.reload();
  await expect(list).toContainText(`PRO50 — non appliqué : à partir de ${minimum} TTC d’achats`);
  await expect(list).toContainText(`ETE2025 — non appliqué : expiré depuis le ${formatDateFr(ended?.endsAt ?? '')}`);
  await expect(page.getByText('Code invalide')).toHaveCount(0);
});

test('a code already used with this e-mail: said with the new total before paying, charged that total; an unknown order is not confirmed', async ({page}) => {
  const email = `deja-utilise-${Date.now()}@example.fr`;
  // First purchase with BIENVENUE10.
  await addToCart(page, JOINT);
  await applyCode(page, 'BIENVENUE10');
  await expect(page.getByTestId('discount-codes')).toContainText('BIENVENUE10 — appliqué');
  await page.getByTestId('checkout-button').click();
  await orderByTransfer(page, {email, firstName: 'Léa', lastName: 'Martin', street: '3 rue Mercière'});
  const firstOrder = page.url();

  // Second cart, same code: the cart does not know the e-mail yet, the code applies there.
  await addToCart(page, JOINT);
  await applyCode(page, 'BIENVENUE10');
  await expect(page.getByTestId('discount-codes')).toContainText('BIENVENUE10 — appliqué');
  await page.getByTestId('checkout-button').click();
  await shipToLyon(page, {email, firstName: 'Léa', lastName: 'Martin', street: '3 rue Mercière'});

  // The hosted checkout knows the e-mail: it says why, and the new total, above the payment choices.
  const notice = page.getByTestId('codes-refuses');
  await expect(notice).toContainText(`Le code BIENVENUE10 a déjà été utilisé avec l’adresse e-mail ${email} : il ne sert qu’une fois par client et ne s’applique pas à cette commande.`);
  const toPay = cents(await page.locator('#total-payer').textContent());
  expect(cents(await page.locator('#total-avis').textContent())).toBe(toPay);
  await expectAbove(notice, page.getByRole('button', {name: 'Passer la commande'}));
  await expectAbove(notice, page.getByRole('group', {name: 'Moyen de paiement'}));
  await page.screenshot({path: test.info().outputPath('hosted-checkout-code-refused.png'), fullPage: true});

  // Back on the storefront: /checkout and /cart say it too.
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-code-refused')).toHaveText(`Code BIENVENUE10non appliqué : déjà utilisé avec l’adresse e-mail ${email}`);
  await page.goto('/cart');
  await expect(page.getByTestId('discount-codes')).toContainText(`BIENVENUE10 — non appliqué : déjà utilisé avec l’adresse e-mail ${email}`);

  // Ordered from the page that showed it: that total.
  await page.getByTestId('checkout-button').click();
  await page.getByRole('button', {name: 'Continuer vers le paiement'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Livraison et paiement');
  await expect(page.getByTestId('codes-refuses')).toBeVisible();
  expect(cents(await page.locator('#total-payer').textContent())).toBe(toPay);
  await page.getByLabel(/Virement bancaire/).check();
  await page.getByRole('button', {name: 'Passer la commande'}).click();
  await expect(page).toHaveURL(/\/commande-confirmee\?order=\d+/);
  expect(cents(await page.getByTestId('order-total').textContent())).toBe(toPay);
  await expect(page.getByTestId('order-discount')).toHaveCount(0);

  // A number that is no order, or a real one with another key: « Commande introuvable », 404, nothing of the order.
  const real = new URL(firstOrder);
  for (const link of ['/commande-confirmee?order=99999999&key=cle-inconnue', `/commande-confirmee?order=${real.searchParams.get('order')}&key=autre-cle`, '/commande-confirmee']) {
    const response = await page.goto(link);
    expect(response?.status(), link).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Commande introuvable');
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(page.getByText(/confirmée|récapitulatif/)).toHaveCount(0);
  }
  await page.getByRole('link', {name: 'Retour à la boutique'}).click();
  await expect(page).toHaveURL(/\/$/);
  // The real link still shows its receipt.
  const again = await page.goto(firstOrder);
  expect(again?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Merci, votre commande est confirmée');
  await expect(page.getByText(`Un récapitulatif a été envoyé à ${email}.`)).toBeVisible();
});

test('HT mode: every figure of /cart and /checkout is HT and the column adds up to the cent', async ({page, context, baseURL}) => {
  await context.addCookies([{name: 'price_mode', value: 'HT', url: baseURL ?? ''}]);
  await addToCart(page, KIT, 2);
  await applyCode(page, 'BIENVENUE10');
  await expect(page.getByTestId('discount-codes')).toContainText('BIENVENUE10 — appliqué');

  // The line: 2 × unit HT, to the cent.
  const line = page.getByTestId('cart-line');
  const unit = cents(await line.getByText(/Prix unitaire/).textContent());
  expect(cents(await line.getByTestId('line-total').textContent())).toBe(2 * unit);

  // The summary: subtotal − discounts = total HT; total HT + TVA = total TTC; every row HT.
  const totals = page.getByTestId('cart-totals');
  const subtotal = cents(await totals.locator('div').first().locator('dd').textContent());
  const discounts = await Promise.all((await totals.getByTestId('discount-line').all()).map(async (row) => cents(await row.locator('dd').textContent())));
  await expect(totals.getByTestId('discount-line').first()).toContainText('HT');
  const totalHt = cents(await page.getByTestId('cart-total-ht').textContent());
  expect(subtotal).toBe(2 * unit);
  expect(subtotal - discounts.reduce((sum, amount) => sum + amount, 0)).toBe(totalHt);
  expect(totalHt + cents(await page.getByTestId('cart-vat').textContent())).toBe(cents(await page.getByTestId('cart-total').textContent()));
  await page.screenshot({path: test.info().outputPath('cart-ht.png'), fullPage: true});

  // /checkout's recap: the line, the code and the totals, HT, adding up.
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  const recap = page.getByTestId('checkout-summary');
  expect(cents(await recap.locator('li').first().getByTestId('price').textContent())).toBe(2 * unit);
  const code = page.getByTestId('checkout-totals').locator('div', {hasText: 'Code BIENVENUE10'});
  await expect(code).toContainText('HT');
  const checkoutHt = cents(await page.getByTestId('checkout-total-ht').textContent());
  expect(2 * unit - cents(await code.locator('dd').textContent())).toBe(checkoutHt);
  expect(checkoutHt).toBe(totalHt);
  expect(checkoutHt + cents(await page.getByTestId('checkout-vat').textContent())).toBe(cents(await page.getByTestId('checkout-total').textContent()));
  expect(plain(await page.getByTestId('checkout-totals').textContent())).not.toMatch(/dont TVA/);
});

/** `first` is laid out above `second` on the page. */
async function expectAbove(first: Locator, second: Locator) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a && b && a.y + a.height <= b.y).toBe(true);
}
