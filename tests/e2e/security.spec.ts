import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {BODY_10_MB, HEADER_200_KB, URL_2_MB, rawRequest} from '../raw-http.ts';
import {readInbox} from './inbox.ts';

// Issue 17, as an attacker probes the storefront: account enumeration, sign-in
// throttling without lockout, the Content-Security-Policy against an injected script,
// control characters in text fields, oversized requests.

const STOREFRONT_PORT = Number(process.env.E2E_PORT ?? 3100);
const LOCAL_SHOP_PORT = Number(process.env.E2E_LOCAL_SHOP_PORT ?? 4100);

/**
 * An address of its own for each test: the shop counts sign-in attempts per client
 * (docs/decisions/030), and Oxygen gives the client's address in `oxygen-buyer-ip`
 * (trusted from loopback, as on Oxygen's edge).
 */
function clientAddress(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', {exact: true}).fill('Garnier');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe (6 caractères minimum)').fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  await page.getByRole('button', {name: 'Créer mon compte'}).click();
  await expect(page).toHaveURL(/\/compte$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', {name: 'Se connecter'}).click();
}

test('the forgotten-password form says the same whether the account exists or not', async ({page}) => {
  await page.setExtraHTTPHeaders({'oxygen-buyer-ip': clientAddress()});
  const unknown = `personne.${Date.now()}@example.fr`;
  await page.goto('/mot-de-passe-oublie');
  await page.getByLabel('Adresse e-mail').fill(unknown);
  await page.getByRole('button', {name: 'Envoyer le lien'}).click();
  await expect(page.getByTestId('recover-sent')).toContainText(`Si un compte existe pour ${unknown}`);
  await expect(page.getByText(/Aucun compte/)).toHaveCount(0);
});

test('wrong passwords slow an account down but never lock its owner out', async ({page}) => {
  await page.setExtraHTTPHeaders({'oxygen-buyer-ip': clientAddress()});
  const email = `ines.${Date.now()}@example.fr`;
  await register(page, email, 'le-bon-mdp');
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('toast')).toContainText('Vous êtes déconnecté');

  // Someone else guesses five times (from elsewhere: the account is what they aim at).
  await page.setExtraHTTPHeaders({'oxygen-buyer-ip': clientAddress()});
  for (let attempt = 0; attempt < 5; attempt++) {
    await signIn(page, email, `mauvais-${attempt}`);
    await expect(page.getByTestId('auth-error')).toContainText('Identifiants incorrects');
  }
  // The owner, with the right password, gets in.
  await page.setExtraHTTPHeaders({'oxygen-buyer-ip': clientAddress()});
  await signIn(page, email, 'le-bon-mdp');
  await expect(page).toHaveURL(/\/compte$/);
});

async function postLogin(request: APIRequestContext, client: string, email: string) {
  return request.post('/login', {form: {email, password: 'devinette'}, headers: {'oxygen-buyer-ip': client}, maxRedirects: 0});
}

test('one client trying many e-mail addresses is stopped, in French', async ({request}) => {
  test.setTimeout(120_000);
  const client = clientAddress();
  const stamp = Date.now();
  const statuses: number[] = [];
  let refusal = '';
  for (let attempt = 0; attempt < 50 && !refusal; attempt++) {
    const response = await postLogin(request, client, `cible.${stamp}.${attempt}@example.fr`);
    statuses.push(response.status());
    if (response.status() === 429) refusal = await response.text();
  }
  expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(5);
  expect(refusal).toContain('Trop de tentatives de connexion');
  // Another client is not affected.
  expect((await postLogin(request, clientAddress(), `autre.${stamp}@example.fr`)).status()).toBe(401);
});

test('scripts run only with the page’s nonce: an injected one is blocked, the page still works', async ({page}) => {
  const path = '/products/verin-gaz-compression-15-6-course-50-oeillet';
  await page.addInitScript(() => {
    const blocked: string[] = [];
    (window as unknown as {blockedScripts: string[]}).blockedScripts = blocked;
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  // The HTML as an attacker would have it served: an inline script, a script from the
  // site itself and one from a host the old policy listed, none with the nonce.
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      '<script>window.injected = "inline"</script><script src="/injecte.js"></script><script src="https://cdn.shopify.com/injecte.js"></script></head>',
    );
    await route.fulfill({response, body: html});
  });
  const response = await page.goto(path);
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1].split(' ').sort();
  expect(scriptSrc).toEqual([expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/), "'strict-dynamic'"]);

  // Hydrated: the quantity stepper answers clicks.
  const quantity = page.getByLabel('Quantité', {exact: true});
  await page.getByRole('button', {name: 'Augmenter la quantité'}).click();
  await expect(quantity).toHaveValue('2');
  expect(await page.evaluate(() => (window as unknown as {injected?: string}).injected)).toBeUndefined();
  const blocked = await page.evaluate(() => (window as unknown as {blockedScripts: string[]}).blockedScripts);
  // The three injected scripts, and nothing of the page's own.
  expect(blocked.sort()).toEqual(
    ['script-src-elem https://cdn.shopify.com/injecte.js', `script-src-elem http://127.0.0.1:${STOREFRONT_PORT}/injecte.js`, 'script-src-elem inline'].sort(),
  );
});

test('NUL and direction overrides never reach the merchant', async ({request}) => {
  const stamp = Date.now();
  const response = await request.post('/contact', {
    form: {
      name: 'Jean\u0000 Dupont',
      email: 'jean.dupont@example.fr',
      subject: `Facture \u202Efdp.exe ${stamp}`,
      message: 'Bonjour\u0007,\u2066 merci\u2069\r\nà bientôt',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  const stored = (await readInbox('contact')) as {data: Record<string, string>}[];
  const message = stored.find((item) => item.data.subject?.endsWith(String(stamp)));
  expect(message?.data).toMatchObject({name: 'Jean Dupont', subject: `Facture fdp.exe ${stamp}`, message: 'Bonjour, merci\r\nà bientôt'});
});

test.describe('oversized requests get a French answer, not a reset connection', () => {
  for (const [name, port] of [
    ['storefront', STOREFRONT_PORT],
    ['local shop', LOCAL_SHOP_PORT],
  ] as const) {
    test(`${name}: 200 KB of headers → 431`, async () => {
      const answer = await rawRequest(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${HEADER_200_KB}\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatchObject({status: 431, reset: false});
      expect(answer.body).toContain('En-têtes de la requête trop volumineux');
    });

    test(`${name}: a 2 MB URL → 414`, async () => {
      const answer = await rawRequest(port, `GET ${URL_2_MB} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatchObject({status: 414, reset: false});
      expect(answer.body).toContain('Adresse trop longue');
    });
  }

  test('storefront: a 10 MB form → 413', async () => {
    const answer = await rawRequest(
      STOREFRONT_PORT,
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${STOREFRONT_PORT}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${BODY_10_MB}\r\nConnection: close\r\n\r\n`,
      BODY_10_MB,
    );
    expect(answer).toMatchObject({status: 413, reset: false});
    expect(answer.body).toContain('Envoi trop volumineux');
  });

  test('local shop: a 10 MB Storefront API request → 413', async () => {
    const answer = await rawRequest(
      LOCAL_SHOP_PORT,
      `POST /api/2026-04/graphql.json HTTP/1.1\r\nHost: 127.0.0.1:${LOCAL_SHOP_PORT}\r\nContent-Type: application/json\r\nX-Shopify-Storefront-Access-Token: e2e\r\nContent-Length: ${BODY_10_MB}\r\nConnection: close\r\n\r\n`,
      BODY_10_MB,
    );
    // Shopify's shape and words on its API.
    expect(answer).toMatchObject({status: 413, reset: false});
    expect(answer.body).toContain('PAYLOAD_TOO_LARGE');
  });
});
