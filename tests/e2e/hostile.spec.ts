import {expect, test, type APIRequestContext, type APIResponse} from '@playwright/test';

// Hostile input against every form and API route of the built worker (issue 11,
// 'Security'): script tags, SQL-like strings, 1 MB bodies, wrong types, repeated and
// missing fields, wrong content types, unreadable bodies and cross-site posts. Each
// gets a clean French 4xx (or the route's designed 200 / redirect), the payload never
// comes back unescaped, no stack trace leaks, and the server keeps answering.

const XSS = '<script>alert("xss")</script>';
const XSS_ATTRIBUTE = '"><img src=x onerror=alert(1)>';
const SQL = "' OR '1'='1'; DROP TABLE customers; --";
const WRONG_TYPES = ['{"$ne":null}', '-1e309', 'NaN', 'true', '[]', '0x1F'];
const MEGABYTE = 'a'.repeat(1024 * 1024);
const FORM = 'application/x-www-form-urlencoded';

interface FormRoute {
  path: string;
  fields: string[];
  /** Statuses the route answers by design to a well-formed but hostile form. */
  allowed: number[];
  /** What the page says, in French, when the form comes with no field at all. */
  says?: RegExp;
}

const FORM_ROUTES: FormRoute[] = [
  {path: '/contact', fields: ['name', 'email', 'phone', 'company', 'subject', 'message'], allowed: [400], says: /Nom requis/},
  {path: '/login', fields: ['email', 'password'], allowed: [400], says: /adresse email est obligatoire/},
  {path: '/register', fields: ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'acceptsMarketing'], allowed: [400], says: /Le prénom est obligatoire/},
  {path: '/mot-de-passe-oublie', fields: ['email'], allowed: [400], says: /adresse email est obligatoire/},
  {path: '/reinitialiser-mot-de-passe?id=1&token=jeton', fields: ['password', 'passwordConfirmation'], allowed: [400], says: /Le mot de passe est obligatoire/},
  {path: '/reinitialiser-mot-de-passe', fields: ['password', 'passwordConfirmation'], allowed: [400], says: /lien de réinitialisation est incomplet/},
  // The request context has a cart (see addToCart), so the shipping form answers; it
  // has its own, smaller size limit (413 with the form and its French message).
  {path: '/checkout', fields: ['email', 'firstName', 'lastName', 'address', 'city', 'postalCode', 'country', 'phone'], allowed: [400, 413], says: /Le prénom est obligatoire/},
  // Signed out: the profile action asks to sign in again.
  {path: '/profil', fields: ['intent', 'firstName', 'lastName', 'email', 'phone', 'addressId'], allowed: [401], says: /Votre session a expiré/},
  {path: '/deconnexion', fields: ['redirectTo'], allowed: [303]},
  // The price mode falls back to TTC and the redirect stays on this site.
  {path: '/prix', fields: ['mode', 'redirectTo'], allowed: [303]},
  {
    path: '/verin-sur-mesure',
    fields: ['intent', 'cylinderType', 'applicationArea', 'stroke', 'force', 'diameter', 'mountingType', 'environment', 'temperature', 'frequency', 'fluid', 'pressure', 'speed', 'name', 'email', 'phone', 'company', 'message'],
    // 'intent=step:…' moves between steps (200), or holds back on a step left wrong (400); a submission is validated (400).
    allowed: [200, 400],
    says: /Votre demande n’est pas complète/,
  },
  // Read-only page: a French 405.
  {path: '/configurateur-verin', fields: ['diameter', 'length', 'stroke', 'force'], allowed: [405], says: /ne reçoit pas de formulaire/},
  // The product page's review form and 'Utile' button (intents 'review', 'helpful').
  {
    path: '/products/verin-gaz-lit-coffre-22-10-course-200',
    fields: ['intent', 'rating', 'title', 'comment', 'customerName', 'customerEmail', 'reviewId'],
    allowed: [400],
    says: /Erreur lors de l(?:'|&#x27;|&#39;)ajout de votre avis/,
  },
  // The blog article's newsletter box (a real article, found on /blog).
  {path: '/blog/news/ARTICLE', fields: ['email'], allowed: [400], says: /adresse email est obligatoire/},
];

function form(entries: [string, string][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) params.append(name, value);
  return params.toString();
}

/** Well-formed forms whose values are hostile: what a browser could send. */
function hostileForms(route: FormRoute): {name: string; body: string}[] {
  const every = (value: (field: string, index: number) => string) => form(route.fields.map((field, index): [string, string] => [field, value(field, index)]));
  return [
    {name: 'script tags', body: every(() => XSS)},
    {name: 'attribute injection', body: every(() => XSS_ATTRIBUTE)},
    {name: 'SQL-like strings', body: every(() => SQL)},
    {name: 'wrong types', body: every((_field, index) => WRONG_TYPES[index % WRONG_TYPES.length])},
    {name: 'missing fields', body: ''},
    {name: 'repeated fields', body: form(route.fields.flatMap((field): [string, string][] => [[field, XSS], [field, ''], [field, SQL]]))},
    {name: 'unknown fields', body: form([['__proto__', XSS], ['constructor', XSS], ['cartFormInput', '{"action":']])},
    // Past every field's maximum length, still under the size limit: validation answers.
    {name: 'very long values', body: every(() => 'é’'.repeat(300))},
  ];
}

/** A French answer with no stack trace and no unescaped payload. */
async function expectClean(response: APIResponse, allowed: number[], label: string) {
  const status = response.status();
  const body = await response.text();
  expect(allowed, `${label}: ${status} ${body.slice(0, 300)}`).toContain(status);
  expect(body, label).not.toContain(XSS);
  expect(body, label).not.toContain('<img src=x');
  expect(body, label).not.toMatch(/\bat .+\.(?:ts|tsx|js|mjs):\d+|TypeError|SyntaxError|ReferenceError|Unexpected Server Error/);
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('text/html') && body) expect(body, label).toContain('lang="fr"');
  return {status, body, type};
}

async function post(request: APIRequestContext, path: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return request.post(path, {data: body, headers: {'Content-Type': FORM, ...headers}, maxRedirects: 0, failOnStatusCode: false});
}

async function expectAlive(request: APIRequestContext) {
  const home = await request.get('/', {failOnStatusCode: false});
  expect(home.status()).toBe(200);
}

async function variantId(request: APIRequestContext) {
  const html = await (await request.get('/products/verin-gaz-compression-15-6-course-100-oeillet')).text();
  const match = /gid:\/\/shopify\/ProductVariant\/\d+/.exec(html);
  expect(match, 'a variant id on the product page').not.toBeNull();
  return match![0];
}

/** One gas spring in this request context's cart. */
async function addToCart(request: APIRequestContext) {
  const lines = [{merchandiseId: await variantId(request), quantity: 1}];
  const added = await post(request, '/cart', form([['cartFormInput', JSON.stringify({action: 'LinesAdd', inputs: {lines}})]]));
  expect(added.status()).toBe(200);
  return added;
}

async function firstArticlePath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/blog')).text();
  const match = /href="(\/blog\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(html);
  expect(match, 'an article link on /blog').not.toBeNull();
  return match![1];
}

test.describe('every form route', () => {
  test('answers hostile values with a clean French 4xx or its designed redirect, escaped', async ({request}) => {
    const article = await firstArticlePath(request);
    await addToCart(request);
    for (const route of FORM_ROUTES) {
      const path = route.path.replace('/blog/news/ARTICLE', article);
      for (const variant of hostileForms(route)) {
        const label = `${path} (${variant.name})`;
        const response = await post(request, path, variant.body);
        const {status, body} = await expectClean(response, route.allowed, label);
        if (variant.name === 'missing fields' && route.says) expect(body, label).toMatch(route.says);
        if (status === 303 || status === 302) {
          // Redirects stay on this site, whatever redirectTo said.
          expect(response.headers().location, label).toMatch(/^\/(?![/\\])/);
        }
      }
    }
    await expectAlive(request);
  });

  test('refuse a 1 MB body with a French 413', async ({request}) => {
    const article = await firstArticlePath(request);
    for (const route of FORM_ROUTES) {
      const path = route.path.replace('/blog/news/ARTICLE', article);
      const response = await post(request, path, form([[route.fields[0], MEGABYTE]]));
      const {body} = await expectClean(response, [413], `${path} (1 MB)`);
      expect(body).toContain('Envoi trop volumineux');
    }
    await expectAlive(request);
  });

  test('refuse JSON, XML and plain text with a French 415, and unreadable forms with a 400', async ({request}) => {
    const article = await firstArticlePath(request);
    for (const route of FORM_ROUTES) {
      const path = route.path.replace('/blog/news/ARTICLE', article);
      for (const [type, body] of [
        ['application/json', JSON.stringify(Object.fromEntries(route.fields.map((field) => [field, [XSS]])))],
        ['application/json', '{"email":'],
        ['application/xml', `<?xml version="1.0"?><email>${XSS}</email>`],
        ['text/plain', `email=${XSS}`],
      ]) {
        const {body: text} = await expectClean(await post(request, path, body, {'Content-Type': type}), [415], `${path} (${type})`);
        expect(text).toContain('Format d’envoi non pris en charge');
      }
      const broken = await post(request, path, `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${XSS}`, {'Content-Type': 'multipart/form-data; boundary=zzz'});
      expect((await expectClean(broken, [400], `${path} (broken multipart)`)).body).toContain('Formulaire illisible');
    }
    await expectAlive(request);
  });

  test('refuse an uploaded file', async ({request}) => {
    const response = await request.post('/contact', {
      multipart: {name: 'Léa', email: 'lea@example.fr', piece: {name: 'x.html', mimeType: 'text/html', buffer: Buffer.from(XSS)}},
      failOnStatusCode: false,
    });
    expect((await expectClean(response, [400], '/contact (file)')).body).toContain('Les fichiers ne sont pas acceptés');
  });

  test('refuse a cross-site POST with a French 403 (CSRF), and accept the same site', async ({request, baseURL}) => {
    const article = await firstArticlePath(request);
    for (const route of FORM_ROUTES) {
      const path = route.path.replace('/blog/news/ARTICLE', article);
      for (const origin of ['https://evil.example', 'null']) {
        const {body} = await expectClean(await post(request, path, form([[route.fields[0], 'x']]), {Origin: origin}), [403], `${path} from ${origin}`);
        expect(body).toContain('ce formulaire doit être envoyé depuis notre site');
      }
      const fetchMetadata = await post(request, path, form([[route.fields[0], 'x']]), {'Sec-Fetch-Site': 'cross-site'});
      await expectClean(fetchMetadata, [403], `${path} (Sec-Fetch-Site: cross-site)`);
    }
    // The same site still switches the price mode.
    const same = await post(request, '/prix', form([['mode', 'HT'], ['redirectTo', '/products']]), {Origin: baseURL!});
    expect(same.status()).toBe(303);
    expect(same.headers().location).toBe('/products');
    expect(same.headers()['set-cookie']).toContain('price_mode=HT');
    await post(request, '/prix', form([['mode', 'TTC']]), {Origin: baseURL!});
  });

  test('keep redirects on this site', async ({request}) => {
    for (const target of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const response = await post(request, '/prix', form([['mode', 'TTC'], ['redirectTo', target]]));
      expect(response.status()).toBe(303);
      expect(response.headers().location, target).toBe('/');
    }
  });
});

test.describe('signed in', () => {
  test('the profile actions refuse hostile values with French errors and keep the account intact', async ({request}) => {
    const email = `hostile-${Date.now()}@example.fr`;
    const registered = await post(request, '/register', form([['firstName', 'Léa'], ['lastName', 'Martin'], ['email', email], ['password', 'motdepasse'], ['passwordConfirmation', 'motdepasse']]));
    expect(registered.status()).toBe(303);

    const cases: [string, [string, string][], number[]][] = [
      ['profile', [['firstName', XSS], ['lastName', SQL], ['email', XSS], ['phone', 'NaN']], [400]],
      ['profile', [['firstName', ''], ['lastName', ''], ['email', '']], [400]],
      ['address-create', [['firstName', XSS], ['lastName', SQL], ['address1', XSS], ['zip', '<b>'], ['city', SQL], ['country', XSS]], [400]],
      ['address-update', [['addressId', XSS], ['firstName', 'Léa'], ['lastName', 'Martin'], ['address1', '1 rue'], ['zip', '75001'], ['city', 'Paris']], [400]],
      ['address-delete', [['addressId', SQL]], [400]],
      ['address-default', [['addressId', XSS]], [400]],
      ['preferences', [['acceptsMarketing', XSS]], [200]],
      [XSS, [], [400]],
    ];
    for (const [intent, fields, allowed] of cases) {
      const response = await post(request, '/profil', form([['intent', intent], ...fields]));
      await expectClean(response, allowed, `/profil ${intent.slice(0, 20)}`);
    }
    // A refused cursor on the orders leads to their first page.
    const orders = await request.get(`/mes-commandes?cursor=${encodeURIComponent(XSS)}`, {maxRedirects: 0});
    expect(orders.status()).toBe(302);
    expect(orders.headers().location).toBe('/mes-commandes');

    // The shop refuses markup in a name (as Shopify does); its French message is shown, escaped.
    const refused = await post(request, '/profil', form([['intent', 'profile'], ['firstName', XSS], ['lastName', 'Martin'], ['email', email]]));
    expect((await expectClean(refused, [400], '/profil markup name')).body).toContain('ne peut pas contenir de balises HTML');
    // Quotes and ampersands are text: stored and shown escaped.
    const saved = await post(request, '/profil', form([['intent', 'profile'], ['firstName', `Léa & "Zoé"`], ['lastName', "O'Brien"], ['email', email]]));
    await expectClean(saved, [200], '/profil quotes');
    const html = await (await request.get('/profil')).text();
    expect(html).toMatch(/Léa &amp; (&quot;|")Zoé/);
    await expectAlive(request);
  });
});

test.describe('cart actions', () => {
  const cartForm = (action: string, inputs: unknown, extra: [string, string][] = []) =>
    form([['cartFormInput', typeof inputs === 'string' ? inputs : JSON.stringify({action, inputs})], ...extra]);

  test('every action refuses hostile input with a French 4xx and the cart stays usable', async ({request}) => {
    const variant = await variantId(request);
    await addToCart(request);
    const cart = await (await request.get('/cart')).text();
    const lineId = /gid:\/\/shopify\/CartLine\/[^"&\\]+/.exec(cart)?.[0] ?? 'gid://shopify/CartLine/1';

    // A code the shop refuses is a 422 with its French reason (decision 058).
    const cases: [string, string, number[]][] = [
      ['unreadable cartFormInput', cartForm('', '{"action":'), [400]],
      ['unknown action', cartForm(XSS, {}), [400]],
      ['LinesAdd: script id', cartForm('LinesAdd', {lines: [{merchandiseId: XSS, quantity: 1}]}), [200, 400]],
      ['LinesAdd: SQL id', cartForm('LinesAdd', {lines: [{merchandiseId: SQL, quantity: 1}]}), [200, 400]],
      ['LinesAdd: lines replaced by a field', cartForm('LinesAdd', {lines: [{merchandiseId: variant, quantity: 1}]}, [['lines', XSS]]), [400]],
      ['LinesAdd: quantity text', cartForm('LinesAdd', {lines: [{merchandiseId: variant, quantity: 1}]}, [['quantity', 'abc']]), [400]],
      ['LinesAdd: quantity negative', cartForm('LinesAdd', {lines: [{merchandiseId: variant, quantity: 1}]}, [['quantity', '-5']]), [400]],
      ['LinesAdd: quantity huge', cartForm('LinesAdd', {lines: [{merchandiseId: variant, quantity: 1}]}, [['quantity', '1e309']]), [400]],
      ['LinesAdd: no lines', cartForm('LinesAdd', {lines: []}), [400]],
      ['LinesAdd: lines not a list', cartForm('LinesAdd', {lines: {merchandiseId: variant}}), [400]],
      ['LinesUpdate: wrong types', cartForm('LinesUpdate', {lines: [{id: lineId, quantity: 'deux'}]}), [400]],
      ['LinesUpdate: script id', cartForm('LinesUpdate', {lines: [{id: XSS, quantity: 2}]}), [200, 400]],
      ['LinesUpdate: no id', cartForm('LinesUpdate', {lines: [{quantity: 2}]}), [400]],
      ['LinesRemove: numbers', cartForm('LinesRemove', {lineIds: [1, 2]}), [400]],
      ['LinesRemove: script id', cartForm('LinesRemove', {lineIds: [XSS]}), [200, 400]],
      ['DiscountCodesUpdate: script code', cartForm('DiscountCodesUpdate', {discountCodes: []}, [['discountCode', XSS]]), [200, 400, 422]],
      ['DiscountCodesUpdate: SQL code', cartForm('DiscountCodesUpdate', {discountCodes: [SQL, 42]}), [200, 400, 422]],
      ['DiscountCodesUpdate: codes not a list', cartForm('DiscountCodesUpdate', {discountCodes: XSS}), [400]],
      ['GiftCardCodesAdd: script code', cartForm('GiftCardCodesAdd', {}, [['giftCardCode', XSS]]), [200, 400, 422]],
      ['GiftCardCodesAdd: empty', cartForm('GiftCardCodesAdd', {}, [['giftCardCode', '  ']]), [400]],
      ['GiftCardCodesRemove: not a list', cartForm('GiftCardCodesRemove', {giftCardCodes: XSS}), [400]],
      ['GiftCardCodesRemove: script id', cartForm('GiftCardCodesRemove', {giftCardCodes: [XSS]}), [200, 400]],
      ['NoteUpdate: script note', cartForm('NoteUpdate', {}, [['note', XSS]]), [200]],
      ['NoteUpdate: too long', cartForm('NoteUpdate', {}, [['note', 'a'.repeat(5001)]]), [400]],
      ['SelectedDeliveryOptionsUpdate: missing', cartForm('SelectedDeliveryOptionsUpdate', {}), [400]],
      ['SelectedDeliveryOptionsUpdate: script', cartForm('SelectedDeliveryOptionsUpdate', {}, [['deliveryGroupId', XSS], ['deliveryOptionHandle', SQL]]), [200, 400]],
      ['redirectTo elsewhere', cartForm('NoteUpdate', {}, [['note', 'ok'], ['redirectTo', '//evil.example']]), [200]],
    ];
    for (const [name, body, allowed] of cases) {
      await expectClean(await post(request, '/cart', body), allowed, `/cart ${name}`);
    }

    // The flashed messages and the note come back escaped on the cart page.
    await post(request, '/cart', cartForm('DiscountCodesUpdate', {discountCodes: []}, [['discountCode', XSS]]));
    const page = await request.get('/cart');
    const html = await page.text();
    expect(page.status()).toBe(200);
    expect(html).not.toContain(XSS);
    expect(html).toContain('data-testid="cart-line"');
    await expectAlive(request);
  });
});

test.describe('JSON and read-only APIs', () => {
  test('/api/chat refuses unreadable, oversized, mistyped and cross-site requests in French', async ({request, playwright, baseURL}) => {
    const json = (data: string, headers: Record<string, string> = {}) =>
      request.post('/api/chat', {data, headers: {'Content-Type': 'application/json', ...headers}, failOnStatusCode: false});
    const cases: [string, APIResponse, number][] = [
      ['unreadable JSON', await json('{"message":'), 400],
      ['not an object', await json('"Bonjour"'), 400],
      ['message a number', await json(JSON.stringify({message: 42})), 400],
      ['message a list', await json(JSON.stringify({message: [XSS]})), 400],
      ['history not a list', await json(JSON.stringify({message: 'Bonjour', conversationHistory: XSS})), 400],
      ['missing message', await json(JSON.stringify({conversationHistory: []})), 400],
      ['1 MB', await json(JSON.stringify({message: MEGABYTE})), 413],
      ['form', await request.post('/api/chat', {form: {message: XSS}, failOnStatusCode: false}), 415],
      ['XML', await json(`<message>${XSS}</message>`, {'Content-Type': 'application/xml'}), 415],
      ['cross-site', await json(JSON.stringify({message: 'Bonjour'}), {Origin: 'https://evil.example'}), 403],
    ];
    for (const [name, response, status] of cases) {
      expect(response.status(), name).toBe(status);
      expect(response.headers()['content-type'], name).toContain('application/json');
      const body = await response.json();
      expect(typeof body.error, name).toBe('string');
      expect(body.error, name).toMatch(/[éèàç]|Requête|Format|Envoi/);
    }

    // A script in a real question is only text in the reply.
    const fresh = await playwright.request.newContext({baseURL});
    const reply = await fresh.post('/api/chat', {data: {message: `${XSS} ${SQL} Quel vérin pour un coffre ?`, conversationHistory: [{role: 'user', content: XSS}]}});
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toContain('application/json');
    const answer = await reply.json();
    expect(typeof answer.message).toBe('string');
    expect(answer.message).not.toContain('<script');
    await fresh.dispose();
    await expectAlive(request);
  });

  test('/api/recherche-predictive answers JSON for any query and a French 405 to a POST', async ({request}) => {
    for (const q of [XSS, SQL, 'a'.repeat(5000), '%', '\u0000', '")]}']) {
      const response = await request.get(`/api/recherche-predictive?q=${encodeURIComponent(q)}`);
      expect(response.status(), q.slice(0, 20)).toBe(200);
      // JSON with nosniff: a script in it is data, never a page.
      expect(response.headers()['content-type']).toContain('application/json');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(Array.isArray((await response.json()).items)).toBe(true);
    }
    const posted = await request.post('/api/recherche-predictive', {data: {q: XSS}, failOnStatusCode: false});
    expect(posted.status()).toBe(405);
    expect((await posted.json()).error).toContain('Méthode non autorisée');
  });
});

test.describe('hostile query strings', () => {
  const q = encodeURIComponent;
  const PAGES: [string, number[]][] = [
    [`/recherche?q=${q(XSS)}`, [200]],
    [`/recherche?q=${q(SQL)}`, [200]],
    [`/recherche?q=${q(XSS_ATTRIBUTE)}&q=x&categorie=${q(XSS)}&prix=${q(SQL)}`, [200]],
    [`/recherche?q=${'a'.repeat(4000)}`, [200]],
    [`/products?q=${q(XSS)}&min=abc&max=${q(XSS)}`, [200]],
    [`/products?q=&min=-5&max=1e309&tag=${q(XSS)}&sort=${q(SQL)}&view=${q(XSS)}`, [200]],
    [`/products?min=NaN&max=Infinity`, [200]],
    [`/collections/verins-a-gaz?sort=${q(XSS)}&min=x&max=${q(XSS)}`, [200]],
    [`/collections/verins-a-gaz?sort=${q(XSS)}&cursor=${q(SQL)}`, [302]],
    [`/collections/${q(XSS)}`, [404]],
    [`/products/${q(XSS)}`, [404]],
    [`/products/verin-gaz-compression-15-6-course-100-oeillet?Force=${q(XSS)}`, [200]],
    [`/verins?q=${q(XSS)}&sort=${q(SQL)}&min=x`, [200]],
    [`/blog?tag=${q(XSS)}&q=${q(SQL)}`, [200]],
    // A cursor the shop refuses leads to the first page.
    [`/blog?tag=${q(XSS)}&cursor=${q(XSS)}`, [302]],
    [`/blog/${q(XSS)}/${q(XSS)}`, [404]],
    [`/commande-confirmee?order=${q(XSS)}&key=${q(SQL)}`, [404]],
    [`/commande-echouee?error=${q(XSS)}`, [200]],
    [`/reinitialiser-mot-de-passe?id=${q(XSS)}&token=${q(XSS)}`, [200]],
    [`/verin-sur-mesure?type=${q(XSS)}&course=${q(SQL)}&diametre=-1`, [200]],
    [`/configurateur-verin?diameter=${q(XSS)}&length=abc&stroke=-1&force=1e9`, [200]],
    [`/configurateur-verin?inclinaison=${q(XSS)}&couvercle_decalage=1e309&frottement=-1&angle=NaN`, [200]],
    [`/remplacer-mon-verin?force=${q(XSS)}&longueur=1e309&course=-1&embout_tige=${q(XSS)}&filetage=${q(SQL)}&reference=${q(XSS)}`, [400]],
    [`/favoris?produits=${q(XSS)}`, [200]],
    [`/${q(XSS)}`, [404]],
  ];

  test('every page answers its designed status, escaped, in French', async ({request}) => {
    for (const [path, allowed] of PAGES) {
      const response = await request.get(path, {maxRedirects: 0, failOnStatusCode: false, headers: {Accept: 'text/html'}});
      const {status} = await expectClean(response, allowed, path.slice(0, 80));
      if (status === 302) expect(response.headers().location).toMatch(/^\/(?![/\\])/);
    }
    await expectAlive(request);
  });
});

test.describe('response security headers', () => {
  test('pages carry a strict nonce-based CSP; every response carries the other headers', async ({request}) => {
    const first = await request.get('/products/verin-gaz-compression-15-6-course-100-oeillet');
    const csp = first.headers()['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const directives = Object.fromEntries(csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }));
    // Scripts only with the nonce: no 'unsafe-inline' or 'unsafe-eval' where scripts are governed.
    for (const name of ['default-src', 'script-src']) {
      expect(directives[name] ?? [], name).not.toContain("'unsafe-inline'");
      expect(directives[name] ?? [], name).not.toContain("'unsafe-eval'");
    }
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);

    // Every executable inline script carries this response's nonce, and the nonce changes.
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]).filter((attributes) => !attributes.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const second = await request.get('/products/verin-gaz-compression-15-6-course-100-oeillet');
    expect(second.headers()['content-security-policy']).not.toContain(nonce!);

    const responses = [
      first,
      await request.get('/api/recherche-predictive?q=verin'),
      await request.get('/prix', {maxRedirects: 0}),
      await request.get('/page-qui-n-existe-pas', {failOnStatusCode: false}),
      await request.post('/contact', {data: 'x', headers: {'Content-Type': 'text/plain'}, failOnStatusCode: false}),
      await request.get('/sitemap.xml'),
    ];
    for (const response of responses) {
      const headers = response.headers();
      const label = `${response.url()} ${response.status()}`;
      expect(headers['x-content-type-options'], label).toBe('nosniff');
      expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], label).toBe('DENY');
      expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
      // Plain HTTP here: HSTS is for HTTPS only (tests/unit/security-headers.test.ts covers it).
      expect(headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  test('the session, cart and price cookies are httpOnly and SameSite=Lax, and not Secure over plain HTTP', async ({request}) => {
    const added = await addToCart(request);
    const cookies = added.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
    const priced = await post(request, '/prix', form([['mode', 'TTC']]));
    cookies.push(...priced.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value));
    // session: the customer's token and flash messages; cart: the cart id with its secret key.
    for (const name of ['session', 'cart', 'price_mode']) {
      const cookie = cookies.find((value) => value.startsWith(`${name}=`));
      expect(cookie, `${name} in ${cookies.join('\n')}`).toBeDefined();
      expect(cookie, name).toMatch(/;\s*HttpOnly/i);
      expect(cookie, name).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie, name).toMatch(/;\s*Path=\//i);
      // Secure only over HTTPS (tests/unit/security-headers.test.ts): this preview is plain HTTP.
      expect(cookie, name).not.toMatch(/;\s*Secure/i);
    }
  });
});
