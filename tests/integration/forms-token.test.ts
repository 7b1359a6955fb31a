// Every form the storefront delivers (contact, custom-cylinder quote, newsletter) sends
// FORMS_TOKEN: against an inbox that requires it (LOCAL_SHOP_FORMS_TOKEN), each route's
// action delivers with the right token and fails, keeping what was typed, without it.

import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {action as contactAction} from '../../app/routes/contact.tsx';
import {action as quoteAction} from '../../app/routes/verin-sur-mesure.tsx';
import {action as newsletterAction} from '../../app/routes/blog.$blogHandle.$articleHandle.tsx';
import {startTestShop} from './local-shop-helpers.ts';

const TOKEN = 'jeton-du-formulaire';
let shop: Awaited<ReturnType<typeof startTestShop>>;

beforeAll(async () => {
  process.env.LOCAL_SHOP_FORMS_TOKEN = TOKEN;
  process.env.LOCAL_SHOP_ADMIN_PASSWORD ??= 'test';
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
  delete process.env.LOCAL_SHOP_FORMS_TOKEN;
});

type AnyAction = (args: never) => unknown;

/** Calls a route's action as React Router would, with the worker's env. */
async function submit(run: AnyAction, path: string, fields: Record<string, string>, env: Record<string, string>) {
  const request = new Request(`http://shop.test${path}`, {method: 'POST', body: new URLSearchParams(fields)});
  const args = {request, context: {env}, params: {blogHandle: 'news', articleHandle: 'x'}} as never;
  const result = (await run(args)) as {data?: Record<string, unknown>; init?: {status?: number}};
  return result && typeof result === 'object' && 'data' in result && result.data
    ? {body: result.data, status: result.init?.status ?? 200}
    : {body: result as Record<string, unknown>, status: 200};
}

async function stored(kind: string) {
  const response = await fetch(`${shop.url}/admin/api/submissions?kind=${kind}`, {
    headers: {Authorization: `Basic ${Buffer.from(`admin:${process.env.LOCAL_SHOP_ADMIN_PASSWORD}`).toString('base64')}`},
  });
  return ((await response.json()) as {submissions: {data: Record<string, unknown>}[]}).submissions.map((item) => item.data);
}

interface FormCase {
  name: string;
  run: AnyAction;
  path: string;
  fields: Record<string, string>;
  sent: (body: Record<string, unknown>) => boolean;
  check: () => Promise<void>;
}

const FORMS: FormCase[] = [
  {
    name: 'contact',
    run: contactAction as AnyAction,
    path: '/contact',
    fields: {name: 'Claire Dubois', email: 'claire@example.fr', subject: 'Jeton', message: 'Bonjour'},
    sent: (body: Record<string, unknown>) => body.status === 'sent',
    check: async () => expect(await stored('contact')).toContainEqual(expect.objectContaining({subject: 'Jeton'})),
  },
  {
    name: 'quote',
    run: quoteAction as AnyAction,
    path: '/verin-sur-mesure',
    fields: {intent: 'submit', cylinderType: 'gas', name: 'Marc Petit', email: 'marc@example.fr', stroke: '150'},
    sent: (body: Record<string, unknown>) => body.status === 'sent',
    check: async () => expect(JSON.stringify(await stored('quote'))).toContain('marc@example.fr'),
  },
  {
    name: 'newsletter',
    run: newsletterAction as AnyAction,
    path: '/blog/news/x',
    fields: {email: 'lecteur@example.fr'},
    sent: (body: Record<string, unknown>) => body.ok === true,
    check: async () => expect(await stored('newsletter')).toContainEqual(expect.objectContaining({email: 'lecteur@example.fr'})),
  },
];

describe.each(FORMS)('$name form delivery', ({run, path, fields, sent, check}) => {
  it('is refused by the inbox without the token, and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const envs: Record<string, string>[] = [{FORMS_ENDPOINT: `${shop.url}/forms`}, {FORMS_ENDPOINT: `${shop.url}/forms`, FORMS_TOKEN: 'mauvais-jeton'}];
    for (const env of envs) {
      const result = await submit(run, path, fields, env);
      expect(result.status).toBeGreaterThanOrEqual(500);
      expect(sent(result.body)).toBe(false);
      expect(JSON.stringify(result.body)).toContain(fields.email);
    }
    vi.restoreAllMocks();
  });

  it('is delivered with FORMS_TOKEN', async () => {
    const result = await submit(run, path, fields, {FORMS_ENDPOINT: `${shop.url}/forms`, FORMS_TOKEN: TOKEN});
    expect(result.status).toBe(200);
    expect(sent(result.body)).toBe(true);
    await check();
  });
});
