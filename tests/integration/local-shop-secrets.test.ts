// Issue 17, the local shop's secrets: the outbox (password-reset links) is the merchant's,
// behind the admin's authentication; the forms endpoint requires a token generated on the
// first start like the admin password; the database and every secret file are 0600.

import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {FORMS_TOKEN_FILE} from '../../local-shop/forms/password.ts';
import {data, startTestShop, tempDataDir, removeTempDirs} from './local-shop-helpers.ts';

const PASSWORD = 'secret-de-test';
const AUTH = {Authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`};
const RECOVER = `mutation($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }`;

type Shop = Awaited<ReturnType<typeof startTestShop>>;
let shop: Shop;
const saved = {admin: process.env.LOCAL_SHOP_ADMIN_PASSWORD, forms: process.env.LOCAL_SHOP_FORMS_TOKEN};

beforeAll(async () => {
  process.env.LOCAL_SHOP_ADMIN_PASSWORD = PASSWORD;
  delete process.env.LOCAL_SHOP_FORMS_TOKEN;
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
  removeTempDirs();
  for (const [name, value] of [
    ['LOCAL_SHOP_ADMIN_PASSWORD', saved.admin],
    ['LOCAL_SHOP_FORMS_TOKEN', saved.forms],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('the outbox', () => {
  it('gives a reset link to the merchant only, never to whoever asks', async () => {
    const email = `victime.${Date.now()}@exemple.fr`;
    await data(shop, `mutation { customerCreate(input: {email: "${email}", password: "secret1"}) { customer { id } } }`);
    await data(shop, RECOVER, {email});
    const url = `${shop.url}/outbox.json?to=${encodeURIComponent(email)}`;

    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(await anonymous.text()).not.toContain('reinitialiser-mot-de-passe');
    const wrong = await fetch(url, {headers: {Authorization: `Basic ${Buffer.from('admin:devine').toString('base64')}`}});
    expect(wrong.status).toBe(401);

    const merchant = await fetch(url, {headers: AUTH});
    expect(merchant.status).toBe(200);
    const {messages} = (await merchant.json()) as {messages: {link: string}[]};
    expect(messages[0].link).toContain('/reinitialiser-mot-de-passe?id=');
  });
});

describe('the forms endpoint token', () => {
  it('is generated on the first start, kept 0600 in the data folder, and required', async () => {
    const file = path.join(shop.dataDir, FORMS_TOKEN_FILE);
    expect(mode(file)).toBe(0o600);
    const token = fs.readFileSync(file, 'utf8').trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(shop.formsToken).toBe(token);

    const body = JSON.stringify({name: 'Claire', email: 'claire@exemple.fr', subject: 'Jeton', message: 'Bonjour'});
    const send = (headers: Record<string, string>) =>
      fetch(`${shop.url}/forms/contact`, {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body});
    expect((await send({})).status).toBe(401);
    expect((await send({Authorization: 'Bearer faux'})).status).toBe(401);
    expect((await send({Authorization: `Bearer ${token}`})).status).toBe(201);
    expect((await fetch(`${shop.url}/forms/reviews?productId=1`)).status).toBe(401);
  });

  it('stays the same across restarts', async () => {
    const dataDir = tempDataDir();
    const first = await startTestShop({dataDir});
    const token = first.formsToken;
    await first.close();
    const second = await startTestShop({dataDir});
    expect(second.formsToken).toBe(token);
    await second.close();
  });
});

describe('files', () => {
  it('keeps the database, its journal and every secret readable by the owner only', async () => {
    await data(shop, '{ shop { name } }');
    expect(mode(shop.dataDir)).toBe(0o700);
    for (const name of ['shop.sqlite', 'shop.sqlite-wal', 'shop.sqlite-shm', FORMS_TOKEN_FILE]) {
      expect(mode(path.join(shop.dataDir, name)), name).toBe(0o600);
    }
  });

  it('closes up a database left readable by an older version', async () => {
    const dataDir = tempDataDir();
    const first = await startTestShop({dataDir});
    await first.close();
    fs.chmodSync(dataDir, 0o755);
    for (const name of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, name), 0o644);
    const second = await startTestShop({dataDir});
    expect(mode(dataDir)).toBe(0o700);
    for (const name of fs.readdirSync(dataDir)) expect(mode(path.join(dataDir, name)), name).toBe(0o600);
    await second.close();
  });
});
