// The /contact action against a real local shop, and against an endpoint that fails:
// what the visitor typed always comes back when the message is not delivered.

import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {action} from '../../app/routes/contact.tsx';
import {startTestShop} from './local-shop-helpers.ts';
import {type FailingInbox, runAction, startFailingInbox} from './action-helpers.ts';

type Shop = Awaited<ReturnType<typeof startTestShop>>;
let shop: Shop;
let broken: FailingInbox;
let brokenUrl: string;

beforeAll(async () => {
  process.env.LOCAL_SHOP_ADMIN_PASSWORD ??= 'test';
  shop = await startTestShop();
  broken = await startFailingInbox();
  brokenUrl = broken.url;
});

afterAll(async () => {
  await shop?.close();
  await broken?.close();
});

const VALID = {
  name: 'Claire Dubois',
  email: 'claire@example.fr',
  phone: '',
  company: 'Atelier Dubois',
  subject: 'Délai de livraison',
  message: 'Livrez-vous à Ajaccio ?',
};

/** Calls the route's action as React Router would, with the worker's env. */
async function submit(fields: Record<string, string>, endpoint: string | undefined) {
  const request = new Request('http://shop.test/contact', {method: 'POST', body: new URLSearchParams(fields)});
  return runAction(action, {request, context: {env: {FORMS_ENDPOINT: endpoint, FORMS_TOKEN: shop.formsToken}}, params: {}});
}

describe('/contact action', () => {
  it('delivers a valid message to the merchant inbox', async () => {
    const result = await submit(VALID, `${shop.url}/forms`);
    expect(result).toEqual({status: 200, body: {status: 'sent'}});
    const stored = await fetch(`${shop.url}/admin/api/submissions?kind=contact`, {
      headers: {Authorization: `Basic ${Buffer.from(`admin:${process.env.LOCAL_SHOP_ADMIN_PASSWORD}`).toString('base64')}`},
    }).then((response) => response.json() as Promise<{submissions: {data: unknown}[]}>);
    expect(stored.submissions.map((item) => item.data)).toContainEqual(VALID);
  });

  it('answers 400 with the SPEC.md messages and the typed values', async () => {
    const typed = {...VALID, name: '  ', email: 'claire@', subject: ''};
    const result = await submit(typed, `${shop.url}/forms`);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      status: 'invalid',
      errors: {name: 'Nom requis', email: 'Adresse email invalide', subject: 'Sujet requis'},
      values: typed,
    });
  });

  it('keeps every typed value when the endpoint fails, is down or is not configured', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const endpoint of [brokenUrl, 'http://127.0.0.1:9/forms', undefined]) {
      const result = await submit(VALID, endpoint);
      expect(result).toEqual({status: 503, body: {status: 'failed', values: VALID}});
    }
    vi.restoreAllMocks();
  });
});
