// The merchant inbox over real HTTP: FORMS_ENDPOINT (docs/decisions/003-forms-endpoint.md)
// and the /admin page and JSON view.

import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startLocalShop} from '../../local-shop/server.ts';
import {PASSWORD_FILE} from '../../local-shop/forms/password.ts';
import {fixtureCatalog} from './fixtures/catalog.ts';
import {STOREFRONT_URL, data, startTestShop, tempDataDir} from './local-shop-helpers.ts';

const PASSWORD = 'secret-de-test';
const AUTH = {Authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`};

type Shop = Awaited<ReturnType<typeof startTestShop>>;
let shop: Shop;
let productId: string;
let savedPassword: string | undefined;

beforeAll(async () => {
  savedPassword = process.env.LOCAL_SHOP_ADMIN_PASSWORD;
  process.env.LOCAL_SHOP_ADMIN_PASSWORD = PASSWORD;
  shop = await startTestShop();
  const result = await data<{products: {nodes: {id: string}[]}}>(shop, '{ products(first: 2) { nodes { id } } }');
  productId = result.products.nodes[0].id;
});

afterAll(async () => {
  await shop?.close();
  if (savedPassword === undefined) delete process.env.LOCAL_SHOP_ADMIN_PASSWORD;
  else process.env.LOCAL_SHOP_ADMIN_PASSWORD = savedPassword;
});

// Loose JSON shapes: the assertions below pin them down.
type Json = Record<string, any>;

async function post(kind: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop.url}/forms/${kind}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${shop.formsToken}`, ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {status: response.status, type: response.headers.get('content-type') ?? '', body: (await response.json()) as Json};
}

/** GET on the endpoint, with the storefront's token. */
function getForms(pathAndQuery: string, init: RequestInit = {}) {
  return fetch(`${shop.url}/forms/${pathAndQuery}`, {...init, headers: {Authorization: `Bearer ${shop.formsToken}`, ...init.headers}});
}

async function adminList(kind: string): Promise<Json[]> {
  const response = await fetch(`${shop.url}/admin/api/submissions?kind=${kind}`, {headers: AUTH});
  expect(response.status).toBe(200);
  return ((await response.json()) as {submissions: Json[]}).submissions;
}

const CONTACT = {
  name: 'Claire Dubois',
  email: 'claire.dubois@example.fr',
  phone: '06 12 34 56 78',
  company: 'Atelier Dubois',
  subject: 'Vérin pour trappe',
  message: 'Bonjour, quelle force pour une trappe de 12 kg ?',
};

const QUOTE = {
  cylinderType: 'gas',
  applicationArea: 'marine',
  dimensions: {stroke: '150', force: 400, diameter: '22', mountingType: 'clevis'},
  specifications: {environment: 'corrosive', temperature: null, frequency: 'frequent', fluid: '', pressure: null, speed: null},
  contact: {name: 'Marc Leroy', email: 'marc@chantier-naval.fr', phone: '', company: 'Chantier naval Leroy', message: 'Série de 40 pièces en inox 316L.'},
};

describe('POST /forms/{kind}', () => {
  it('stores a valid contact message (201) and lists it in the admin JSON', async () => {
    const result = await post('contact', CONTACT);
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ok: true, id: expect.any(Number)});
    const listed = await adminList('contact');
    const stored = listed.find((item) => item.id === result.body.id);
    expect(stored).toMatchObject({kind: 'contact', status: 'received', email: CONTACT.email, data: CONTACT});
  });

  it('refuses an incomplete contact message with the French messages of SPEC.md', async () => {
    const empty = await post('contact', {phone: '', company: ''});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      ok: false,
      errors: {name: 'Nom requis', email: 'Email requis', subject: 'Sujet requis', message: 'Message requis'},
    });
    const badEmail = await post('contact', {...CONTACT, email: 'claire@'});
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({email: 'Adresse email invalide'});
  });

  it('stores a quote request (SPEC.md Wizard request) and checks its option lists, numbers and contact', async () => {
    const result = await post('quote', QUOTE);
    expect(result.status).toBe(201);
    const stored = (await adminList('quote')).find((item) => item.id === result.body.id);
    expect(stored?.data.dimensions).toEqual({stroke: 150, force: 400, diameter: 22, mountingType: 'clevis'});
    expect(stored?.data.specifications).toMatchObject({environment: 'corrosive', frequency: 'frequent', temperature: null});
    expect(stored?.email).toBe('marc@chantier-naval.fr');

    const invalid = await post('quote', {
      ...QUOTE,
      cylinderType: 'nuclear',
      dimensions: {...QUOTE.dimensions, mountingType: 'glue', stroke: 'long'},
      contact: {name: ' ', email: 'pas-un-email'},
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      cylinderType: 'Choisissez une valeur de la liste',
      'dimensions.mountingType': 'Choisissez une valeur de la liste',
      'dimensions.stroke': 'Indiquez un nombre',
      'contact.name': 'Le nom est obligatoire',
      'contact.email': 'Adresse email invalide',
    });
  });

  it('takes the temperature as a range {min, max} (or a number), checks it, and shows it in French', async () => {
    const range = await post('quote', {...QUOTE, specifications: {...QUOTE.specifications, temperature: {min: -20, max: 60}}});
    expect(range.status).toBe(201);
    const single = await post('quote', {...QUOTE, specifications: {...QUOTE.specifications, temperature: 45}});
    expect(single.status).toBe(201);
    const listed = await adminList('quote');
    expect(listed.find((item) => item.id === range.body.id)?.data.specifications).toMatchObject({temperature: {min: -20, max: 60}});
    expect(listed.find((item) => item.id === single.body.id)?.data.specifications).toMatchObject({temperature: {min: 45, max: 45}});

    const upsideDown = await post('quote', {...QUOTE, specifications: {...QUOTE.specifications, temperature: {min: 60, max: -20}}});
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.errors).toEqual({'specifications.temperature': 'Indiquez la température la plus basse en premier, par exemple « -20 à +60 »'});

    const page = await fetch(`${shop.url}/admin`, {headers: AUTH}).then((r) => r.text());
    expect(page.replace(/\u00a0|&nbsp;/g, ' ')).toContain('\u221220 à +60 °C');
  });

  it('records a newsletter sign-up once per address', async () => {
    const first = await post('newsletter', {email: 'Lecteur@Example.fr'});
    expect(first.status).toBe(201);
    const again = await post('newsletter', {email: 'lecteur@example.fr '});
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ok: true, id: first.body.id});
    const listed = (await adminList('newsletter')).filter((item) => item.email === 'lecteur@example.fr');
    expect(listed).toHaveLength(1);

    const invalid = await post('newsletter', {email: ''});
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({email: "L'adresse email est obligatoire"});
  });

  it('keeps a review pending until approved, then serves it with its stats', async () => {
    const review = {productId, customerName: 'Paul', customerEmail: 'paul@example.fr', rating: 4, title: 'Solide', comment: 'Tient bien la trappe.'};
    const pending = await post('review', review);
    expect(pending.status).toBe(201);
    const approved = await post('review', {...review, customerName: '', customerEmail: '', rating: 5, title: 'Parfait', comment: 'Rien à redire.'});
    expect(approved.status).toBe(201);

    const stored = (await adminList('review')).find((item) => item.id === approved.body.id);
    expect(stored).toMatchObject({status: 'pending', productId, data: {customerName: 'Client anonyme', rating: 5}});

    const before = await getForms(`reviews?productId=${encodeURIComponent(productId)}`).then((r) => r.json() as Promise<Json>);
    expect(before.reviews).toEqual([]);
    expect(before.stats).toEqual({totalReviews: 0, averageRating: 0, ratingDistribution: {5: 0, 4: 0, 3: 0, 2: 0, 1: 0}});

    // Moderation through the admin page's own form, CSRF token included.
    const page = await fetch(`${shop.url}/admin`, {headers: AUTH}).then((r) => r.text());
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
    expect(csrf).toBeTruthy();
    const forged = await fetch(`${shop.url}/admin/avis/${approved.body.id}`, {
      method: 'POST',
      headers: {...AUTH, 'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({csrf: 'faux', decision: 'approve'}),
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    const moderated = await fetch(`${shop.url}/admin/avis/${approved.body.id}`, {
      method: 'POST',
      headers: {...AUTH, 'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({csrf: csrf!, decision: 'approve'}),
      redirect: 'manual',
    });
    expect(moderated.status).toBe(303);
    expect(moderated.headers.get('location')).toBe('/admin?moderation=approuve#avis');

    const after = await getForms(`reviews?productId=${encodeURIComponent(productId)}`).then((r) => r.json() as Promise<Json>);
    expect(after.reviews).toHaveLength(1);
    expect(after.reviews[0]).toMatchObject({id: approved.body.id, customerName: 'Client anonyme', rating: 5, title: 'Parfait', verified: false});
    expect(after.reviews[0]).not.toHaveProperty('customerEmail');
    expect(after.stats).toEqual({totalReviews: 1, averageRating: 5, ratingDistribution: {5: 1, 4: 0, 3: 0, 2: 0, 1: 0}});
  });

  it('keeps one review per customer and product, shows the author their pending review, counts votes and feeds the rating metafields', async () => {
    const other = (await data<{products: {nodes: {id: string}[]}}>(shop, '{ products(first: 2) { nodes { id } } }')).products.nodes[1].id;
    const review = {productId: other, customerName: 'Lina', customerEmail: 'Lina@Example.fr', rating: 2, title: 'Trop fort', comment: 'Force trop élevée pour mon coffre.'};
    const first = await post('review', review);
    expect(first.status).toBe(201);
    const again = await post('review', {...review, customerEmail: 'lina@example.fr', title: 'Encore'});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ok: false, errors: {form: 'Vous avez déjà donné votre avis sur ce produit.'}});

    const read = (include = '') =>
      getForms(`reviews?productId=${encodeURIComponent(other)}${include}`).then((r) => r.json() as Promise<Json>);
    expect((await read()).reviews).toEqual([]);
    const mine = await read(`&include=${first.body.id},abc,999999`);
    expect(mine.reviews).toHaveLength(1);
    expect(mine.reviews[0]).toMatchObject({id: first.body.id, status: 'pending', title: 'Trop fort'});
    // Pending reviews are not counted.
    expect(mine.stats.totalReviews).toBe(0);

    const vote = (id: number, voter = 'visiteur-0123456789') =>
      post(`reviews/${id}/helpful`, {voter}).then(({status, body}) => ({status, body}));
    expect((await vote(first.body.id)).status).toBe(404);

    const metafields = async () =>
      (
        await data<{product: {rating: {value: string; type: string; namespace: string} | null; count: {value: string} | null}}>(
          shop,
          `{ product(id: "${other}") { rating: metafield(namespace: "reviews", key: "rating") { value type namespace } count: metafield(namespace: "reviews", key: "rating_count") { value } } }`,
        )
      ).product;
    expect(await metafields()).toEqual({rating: null, count: null});

    const page = await fetch(`${shop.url}/admin`, {headers: AUTH}).then((r) => r.text());
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const moderate = (id: number) =>
      fetch(`${shop.url}/admin/avis/${id}`, {
        method: 'POST',
        headers: {...AUTH, 'Content-Type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({csrf, decision: 'approve'}),
        redirect: 'manual',
      });
    expect((await moderate(first.body.id)).status).toBe(303);
    const second = await post('review', {...review, customerEmail: '', rating: 5, title: 'Très bien', comment: 'Parfait pour une trappe.'});
    expect((await moderate(second.body.id)).status).toBe(303);

    expect(await vote(first.body.id)).toEqual({status: 200, body: {ok: true, id: first.body.id, helpful: 1}});
    expect((await vote(first.body.id, 'autre-visiteur-0123456789')).body.helpful).toBe(2);
    const published = await read();
    expect(published.reviews.map((item: Json) => item.id)).toEqual([second.body.id, first.body.id]);
    expect(published.reviews[1].helpful).toBe(2);
    expect(published.stats).toEqual({totalReviews: 2, averageRating: 3.5, ratingDistribution: {5: 1, 4: 0, 3: 0, 2: 1, 1: 0}});
    expect(await metafields()).toEqual({
      rating: {value: '{"scale_min":"1.0","scale_max":"5.0","value":"3.5"}', type: 'rating', namespace: 'reviews'},
      count: {value: '2'},
    });
    const wrongMethod = await getForms(`reviews/${first.body.id}/helpful`);
    expect(wrongMethod.status).toBe(405);
  });

  it('refuses a review without title, comment or a known product', async () => {
    const result = await post('review', {productId: 'gid://shopify/Product/999999', rating: 9, title: ' ', comment: ''});
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      rating: 'La note doit être comprise entre 1 et 5',
      title: 'Ce champ est obligatoire',
      comment: 'Ce champ est obligatoire',
      form: 'Veuillez remplir tous les champs obligatoires',
      productId: 'Produit introuvable',
    });
    const missing = await getForms('reviews');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ok: false, errors: {productId: 'Produit requis'}});
  });

  it('answers bad requests with clean JSON errors', async () => {
    const malformed = await post('contact', '{"name": "Claire",');
    expect(malformed.status).toBe(400);
    expect(malformed.type).toContain('application/json');
    expect(malformed.body).toEqual({ok: false, error: 'Le corps de la requête n’est pas un JSON valide'});

    const array = await post('contact', '[1, 2]');
    expect(array.status).toBe(400);
    expect(array.body.ok).toBe(false);

    const form = await post('contact', new URLSearchParams(CONTACT).toString(), {'Content-Type': 'application/x-www-form-urlencoded'});
    expect(form.status).toBe(415);
    expect(form.body.ok).toBe(false);

    const huge = await post('contact', {...CONTACT, message: 'x'.repeat(1024 * 1024)});
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ok: false, error: 'Le formulaire envoyé est trop volumineux (64 Ko maximum)'});

    const unknown = await post('devis-express', CONTACT);
    expect(unknown.status).toBe(404);
    expect(unknown.body.ok).toBe(false);

    const get = await getForms('contact');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');

    // Nothing was stored by any of them.
    expect((await adminList('contact')).filter((item) => item.data.name === 'Claire')).toEqual([]);
  });
});

describe('/admin', () => {
  it('asks for the password (401) on the page and the JSON view', async () => {
    const page = await fetch(`${shop.url}/admin`);
    expect(page.status).toBe(401);
    expect(page.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(await page.text()).toContain('Authentification requise');

    const wrong = await fetch(`${shop.url}/admin/api/submissions?kind=contact`, {
      headers: {Authorization: `Basic ${Buffer.from('admin:mauvais').toString('base64')}`},
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ok: false, error: 'Authentification requise'});

    const post = await fetch(`${shop.url}/admin/avis/1`, {method: 'POST', body: 'decision=approve', headers: {'Content-Type': 'application/x-www-form-urlencoded'}});
    expect(post.status).toBe(401);
  });

  it('shows messages, quotes, sign-ups, reviews and orders in French', async () => {
    const response = await fetch(`${shop.url}/admin`, {headers: AUTH});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    for (const heading of ['Messages de contact', 'Demandes de devis', 'Inscriptions à la newsletter', 'Avis clients', 'Commandes']) {
      expect(page).toContain(heading);
    }
    expect(page).toContain('Vérin pour trappe');
    expect(page).toContain('Chantier naval Leroy');
    expect(page).toContain('lecteur@example.fr');
    expect(page).toContain('Aucune commande pour le moment.');
  });

  it('escapes what shoppers typed', async () => {
    await post('contact', {...CONTACT, subject: '<script>alert(1)</script>', message: '<img src=x onerror=alert(1)>'});
    const page = await fetch(`${shop.url}/admin`, {headers: AUTH}).then((r) => r.text());
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('refuses an unknown kind in the JSON view', async () => {
    const response = await fetch(`${shop.url}/admin/api/submissions?kind=orders`, {headers: AUTH});
    expect(response.status).toBe(400);
  });
});

describe('admin password without LOCAL_SHOP_ADMIN_PASSWORD', () => {
  it('is generated once, saved in the data folder, printed only the first time', async () => {
    const saved = process.env.LOCAL_SHOP_ADMIN_PASSWORD;
    delete process.env.LOCAL_SHOP_ADMIN_PASSWORD;
    const dataDir = tempDataDir();
    try {
      const firstLog: string[] = [];
      const first = await startLocalShop({port: 0, dataDir, storefrontUrl: STOREFRONT_URL, catalog: fixtureCatalog, log: (line) => firstLog.push(line)});
      const password = fs.readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
      expect(password).toMatch(/^[A-Za-z0-9-]{20,}$/);
      expect(fs.statSync(path.join(dataDir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
      expect(firstLog.some((line) => line.includes(password) && line.includes('mot de passe'))).toBe(true);
      const basic = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
      expect((await fetch(`${first.url}/admin`, {headers: {Authorization: basic}})).status).toBe(200);
      await first.close();

      const secondLog: string[] = [];
      const second = await startLocalShop({port: 0, dataDir, storefrontUrl: STOREFRONT_URL, catalog: fixtureCatalog, log: (line) => secondLog.push(line)});
      expect(secondLog.join('\n')).not.toContain(password);
      expect(secondLog.join('\n')).toContain(PASSWORD_FILE);
      expect((await fetch(`${second.url}/admin`, {headers: {Authorization: basic}})).status).toBe(200);
      await second.close();
    } finally {
      if (saved !== undefined) process.env.LOCAL_SHOP_ADMIN_PASSWORD = saved;
    }
  });
});

describe('/admin e-mails', () => {
  it('lists the password-reset messages the shop would have sent', async () => {
    const email = `relance.${Date.now()}@example.fr`;
    await data(shop, 'mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }', {
      input: {email, password: 'motdepasse1', firstName: 'Léa', lastName: 'Roux'},
    });
    await data(shop, 'mutation($email: String!) { customerRecover(email: $email) { customerUserErrors { message } } }', {email});
    const page = await fetch(`${shop.url}/admin`, {headers: AUTH});
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('E-mails envoyés');
    expect(html).toContain(email);
    expect(html).toContain('reinitialiser-mot-de-passe');
  });
});
