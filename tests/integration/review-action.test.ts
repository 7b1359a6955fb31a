// The product page's review action against a real local shop and a failing inbox:
// what the shopper typed comes back on failure; 'Utile' counts once per visitor.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {action} from '../../app/routes/products.$handle.tsx';
import {data as graphql, startTestShop} from './local-shop-helpers.ts';
import {type FailingInbox, runAction, startFailingInbox} from './action-helpers.ts';

type Shop = Awaited<ReturnType<typeof startTestShop>>;
let shop: Shop;
let broken: FailingInbox;
let brokenUrl: string;
let product: {id: string; handle: string};

beforeAll(async () => {
  process.env.LOCAL_SHOP_ADMIN_PASSWORD ??= 'test';
  shop = await startTestShop();
  product = (await graphql<{products: {nodes: {id: string; handle: string}[]}}>(shop, '{ products(first: 1) { nodes { id handle } } }')).products.nodes[0];
  broken = await startFailingInbox();
  brokenUrl = broken.url;
});

afterAll(async () => {
  await shop?.close();
  await broken?.close();
});

function fakeSession() {
  const values = new Map<string, unknown>();
  return {values, get: (key: string) => values.get(key), set: (key: string, value: unknown) => values.set(key, value), unset: (key: string) => values.delete(key)};
}

/** Calls the action as React Router would, with a guest's session. */
async function submit(fields: Record<string, string>, endpoint: string | undefined, session = fakeSession(), address = '203.0.113.7') {
  const request = new Request(`http://shop.test/products/${product.handle}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {'oxygen-buyer-ip': address},
  });
  const storefront = {
    query: async (query: string) => (query.includes('ProductReviewTarget') ? {product: {id: product.id}} : {customer: null}),
    CacheShort: () => ({}),
    CacheNone: () => ({}),
  };
  const context = {env: {FORMS_ENDPOINT: endpoint, FORMS_TOKEN: shop.formsToken, SESSION_SECRET: 'secret-de-session'}, appSession: session, storefront};
  return runAction(action, {request, context, params: {handle: product.handle}});
}

const REVIEW = {intent: 'review', rating: '4', title: 'Très bien', comment: 'Tient la trappe.', customerName: '', customerEmail: ''};

describe('review action', () => {
  it('refuses blank title or comment with the SPEC.md alert and keeps what was typed', async () => {
    const result = await submit({...REVIEW, title: '  ', comment: 'Mon texte'}, `${shop.url}/forms`);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      intent: 'review',
      ok: false,
      errors: {form: 'Veuillez remplir tous les champs obligatoires'},
      values: {title: '  ', comment: 'Mon texte'},
    });
  });

  it("says 'Erreur lors de l'ajout de votre avis' when the inbox fails, and keeps the text", async () => {
    const result = await submit(REVIEW, brokenUrl);
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({errors: {form: "Erreur lors de l'ajout de votre avis"}, values: {title: 'Très bien', comment: 'Tient la trappe.'}});
    const none = await submit(REVIEW, undefined);
    expect(none.body).toMatchObject({errors: {form: "Erreur lors de l'ajout de votre avis"}});
  });

  it('delivers a review as anonymous, unverified, and remembers it for its author', async () => {
    const session = fakeSession();
    const result = await submit(REVIEW, `${shop.url}/forms`, session);
    expect(result.body).toMatchObject({intent: 'review', ok: true});
    const mine = session.values.get('reviewsMine') as string[];
    expect(mine).toHaveLength(1);
    const listed = (await fetch(`${shop.url}/forms/reviews?productId=${encodeURIComponent(product.id)}&include=${mine[0]}`, {headers: {Authorization: `Bearer ${shop.formsToken}`}}).then((r) => r.json())) as {
      reviews: Record<string, unknown>[];
    };
    expect(listed.reviews[0]).toMatchObject({customerName: 'Client anonyme', verified: false, status: 'pending', rating: 4});
  });

  it('ignores a forged verified flag and unknown intents', async () => {
    const session = fakeSession();
    await submit({...REVIEW, title: 'Faux vérifié', verified: 'true'}, `${shop.url}/forms`, session);
    const id = (session.values.get('reviewsMine') as string[])[0];
    const listed = (await fetch(`${shop.url}/forms/reviews?productId=${encodeURIComponent(product.id)}&include=${id}`, {headers: {Authorization: `Bearer ${shop.formsToken}`}}).then((r) => r.json())) as {
      reviews: {id: number; verified: boolean}[];
    };
    expect(listed.reviews.find((review) => String(review.id) === id)?.verified).toBe(false);
    expect((await submit({intent: 'supprimer'}, `${shop.url}/forms`)).status).toBe(400);
  });

  it("counts 'Utile' once per visitor and refuses a malformed id", async () => {
    const created = (await fetch(`${shop.url}/forms/review`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Authorization: `Bearer ${shop.formsToken}`},
      body: JSON.stringify({productId: product.id, customerName: 'Paul', rating: 5, title: 'Top', comment: 'Parfait.'}),
    }).then((r) => r.json())) as {id: number};
    const page = await fetch(`${shop.url}/admin`, {headers: {Authorization: `Basic ${Buffer.from(`admin:${process.env.LOCAL_SHOP_ADMIN_PASSWORD}`).toString('base64')}`}}).then((r) => r.text());
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    await fetch(`${shop.url}/admin/avis/${created.id}`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`admin:${process.env.LOCAL_SHOP_ADMIN_PASSWORD}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({csrf, decision: 'approve'}),
      redirect: 'manual',
    });
    const session = fakeSession();
    const first = await submit({intent: 'helpful', reviewId: String(created.id)}, `${shop.url}/forms`, session);
    expect(first.body).toEqual({intent: 'helpful', ok: true, reviewId: String(created.id), helpful: 1});
    const second = await submit({intent: 'helpful', reviewId: String(created.id)}, `${shop.url}/forms`, session);
    expect(second.body).toEqual({intent: 'helpful', ok: true, reviewId: String(created.id)});
    // A new session from the same address (cookies dropped) is the same visitor.
    const sameVisitor = await submit({intent: 'helpful', reviewId: String(created.id)}, `${shop.url}/forms`);
    expect(sameVisitor.body).toMatchObject({helpful: 1});
    const other = await submit({intent: 'helpful', reviewId: String(created.id)}, `${shop.url}/forms`, fakeSession(), '198.51.100.20');
    expect(other.body).toMatchObject({helpful: 2});
    expect((await submit({intent: 'helpful', reviewId: '1 OR 1=1'}, `${shop.url}/forms`)).status).toBe(400);
    expect((await submit({intent: 'helpful', reviewId: String(created.id)}, brokenUrl)).status).toBe(502);
  });
});
