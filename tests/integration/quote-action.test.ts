// The /verin-sur-mesure action against the local shop's inbox, and against an inbox that
// fails: the request arrives in SPEC.md's 'Wizard request' shape, or every typed value
// comes back with the failure.

import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {action} from '../../app/routes/verin-sur-mesure.tsx';
import {startTestShop} from './local-shop-helpers.ts';
import {type FailingInbox, runAction, startFailingInbox} from './action-helpers.ts';

type Shop = Awaited<ReturnType<typeof startTestShop>>;
let shop: Shop;
let broken: FailingInbox;
let brokenUrl: string;

beforeAll(async () => {
  process.env.LOCAL_SHOP_ADMIN_PASSWORD ??= 'test';
  shop = await startTestShop();
  broken = await startFailingInbox(503, 'Service indisponible', 'text/plain');
  brokenUrl = broken.url;
});

afterAll(async () => {
  await shop?.close();
  await broken?.close();
});

const TYPED = {
  cylinderType: 'pneumatic',
  applicationArea: 'industrial',
  stroke: '120',
  force: '800',
  diameter: '32',
  mountingType: 'clevis',
  environment: 'indoor',
  temperature: '-20 à +60',
  frequency: 'frequent',
  fluid: 'Huile hydraulique',
  pressure: '160',
  speed: '50',
  name: 'Claire Martin',
  email: 'claire.martin@example.fr',
  phone: '06 12 34 56 78',
  company: 'Ateliers Martin',
  message: 'Vérin pour presse de découpe.',
};

async function submit(endpoint: string) {
  const request = new Request('http://shop.test/verin-sur-mesure', {method: 'POST', body: new URLSearchParams({...TYPED, intent: 'submit'})});
  return runAction(action, {request, context: {env: {FORMS_ENDPOINT: endpoint, FORMS_TOKEN: shop.formsToken}}, params: {}});
}

describe('/verin-sur-mesure action', () => {
  it('delivers the request to the merchant inbox', async () => {
    const result = await submit(`${shop.url}/forms`);
    expect(result.body).toMatchObject({status: 'sent', name: 'Claire Martin'});
    const inbox = await fetch(`${shop.url}/admin/api/submissions?kind=quote`, {
      headers: {Authorization: `Basic ${Buffer.from(`admin:${process.env.LOCAL_SHOP_ADMIN_PASSWORD}`).toString('base64')}`},
    }).then((response) => response.json() as Promise<{submissions: {id: number; data: Record<string, unknown>}[]}>);
    const stored = inbox.submissions.find((item) => String(item.id) === result.body.id);
    expect(stored?.data).toEqual({
      cylinderType: 'pneumatic',
      applicationArea: 'industrial',
      dimensions: {stroke: 120, force: 800, diameter: 32, mountingType: 'clevis'},
      specifications: {environment: 'indoor', temperature: {min: -20, max: 60}, frequency: 'frequent', fluid: 'Huile hydraulique', pressure: 160, speed: 50},
      contact: {name: 'Claire Martin', email: 'claire.martin@example.fr', phone: '06 12 34 56 78', company: 'Ateliers Martin', message: 'Vérin pour presse de découpe.'},
    });
  });

  it('checks the steps left behind before showing the next one (no JavaScript)', async () => {
    const post = (fields: Record<string, string>) =>
      runAction(action, {
        request: new Request('http://shop.test/verin-sur-mesure', {method: 'POST', body: new URLSearchParams(fields)}),
        context: {env: {FORMS_ENDPOINT: `${shop.url}/forms`, FORMS_TOKEN: shop.formsToken}},
        params: {},
      });
    const typed = {...TYPED, temperature: 'très froid', name: '', email: ''};
    // Forward from step 2 ('Spécifications') to 3: held back on step 2, what was typed kept.
    expect(await post({...typed, step: '2', intent: 'step:3'})).toEqual({
      status: 400,
      body: {status: 'invalid', step: 2, values: {...typed}, errors: {temperature: 'Indiquez une température ou une plage, par exemple « -20 à +60 »'}},
    });
    // Back is never held back; a range is accepted; name and email wait for the last step.
    expect((await post({...typed, step: '2', intent: 'step:1'})).body).toMatchObject({status: 'step', step: 1});
    expect((await post({...typed, temperature: '-20 à +60', step: '2', intent: 'step:3'})).body).toMatchObject({status: 'step', step: 3});
  });

  it('keeps everything typed, on the last step, when the inbox fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await submit(brokenUrl);
    expect(result).toEqual({status: 502, body: {status: 'failed', step: 3, values: TYPED}});
    vi.restoreAllMocks();
  });
});
