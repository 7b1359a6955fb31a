// Drives the local shop's Customer Account API the way a storefront and a browser do:
// a browser with its own cookies on the local shop (the sign-in pages), and a storefront
// whose requests each build Hydrogen's real createCustomerAccountClient from the session
// cookie (app/lib/platform/session.server.ts), mapped to the local shop by app/lib/platform/customer-account-local.server.ts.

import {createHash, randomBytes} from 'node:crypto';
import {createCustomerAccountClient} from '@shopify/hydrogen';
import {expect} from 'vitest';
import {localCustomerAccount} from '../../app/lib/platform/customer-account-local.server.ts';
import {AppSession} from '../../app/lib/platform/session.server.ts';
import {LOCAL_CLIENT_ID, LOCAL_SHOP_ID} from '../../local-shop/customer-account/config.ts';
import {STOREFRONT_URL, readOutbox} from './local-shop-helpers.ts';

const SESSION_SECRET = 'secret-de-session-pour-les-tests';

/** A browser's cookies for one origin, as Set-Cookie left them (Max-Age=0 removes). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const removed = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || pair.slice(index + 1).trim() === '';
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A browser on the local shop's pages: follows nothing by itself, keeps its cookies. */
export class Browser {
  readonly jar = new CookieJar();

  async get(url: string): Promise<{status: number; location: string | null; html: string}> {
    const response = await fetch(url, {redirect: 'manual', headers: {Cookie: this.jar.header()}});
    this.jar.store(response);
    return {status: response.status, location: response.headers.get('location'), html: await response.text()};
  }

  async post(url: string, fields: Record<string, string>): Promise<{status: number; location: string | null; html: string}> {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Cookie: this.jar.header()},
      body: new URLSearchParams(fields).toString(),
    });
    this.jar.store(response);
    return {status: response.status, location: response.headers.get('location'), html: await response.text()};
  }
}

export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`No field ${name} in the page:\n${html.slice(0, 1500)}`);
  return match[1];
}

/** The newest sign-in code the local shop "sent" to this address, read as the merchant reads the outbox. */
export async function codeFromOutbox(shop: {url: string; dataDir: string} | string, email: string): Promise<string> {
  const messages = await readOutbox(shop, email);
  const message = messages.find((candidate) => candidate.kind === 'sign-in-code');
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`No sign-in code for ${email}`);
  return code;
}

/** Step by step through the sign-in pages from the authorize URL; returns the page with the code form. */
export async function askForCode(browser: Browser, shopUrl: string, authorizeUrl: string, email: string) {
  const page = await browser.get(authorizeUrl);
  expect(page.status, page.html.slice(0, 500)).toBe(200);
  const action = new URL(`/authentication/${LOCAL_SHOP_ID}/connexion`, shopUrl).toString();
  const sent = await browser.post(action, {demande: hiddenField(page.html, 'demande'), etape: 'email', email});
  expect(sent.status, sent.html.slice(0, 500)).toBe(303);
  const codePage = await browser.get(new URL(sent.location as string, shopUrl).toString());
  expect(codePage.html).toContain('Saisissez votre code');
  return {action, signInId: hiddenField(codePage.html, 'demande')};
}

/** The storefront: one Hydrogen client per request, its session in a signed cookie. */
export class Storefront {
  cookie = '';
  readonly local;

  constructor(shopUrl: string) {
    const local = localCustomerAccount({LOCAL_SHOP_ORIGIN: shopUrl, SHOP_ID: LOCAL_SHOP_ID});
    if (!local) throw new Error('The mapping to the local shop is off');
    this.local = local;
  }

  /** A request to the storefront at this path or URL, with the client Hydrogen would build for it. */
  async request(pathOrUrl: string) {
    const url = new URL(pathOrUrl, STOREFRONT_URL).toString();
    const request = new Request(url, {headers: {Cookie: this.cookie}});
    const session = await AppSession.init(request, [SESSION_SECRET]);
    const client = createCustomerAccountClient({
      session,
      request,
      customerAccountId: LOCAL_CLIENT_ID,
      shopId: LOCAL_SHOP_ID,
      loginPath: '/account/login',
      authorizePath: '/account/authorize',
      defaultRedirectPath: '/account',
      language: 'FR',
      logErrors: false,
      ...this.local.clientOptions,
    });
    this.local.attach(client);
    return {client, session};
  }

  /** What the worker does after each request: the session cookie, when it changed. */
  async commit(session: AppSession, response?: Response): Promise<void> {
    const destroyed = response?.headers.get('Set-Cookie');
    if (destroyed) this.cookie = destroyed.split(';')[0].endsWith('=') ? '' : destroyed.split(';')[0];
    else if (session.isPending) this.cookie = (await session.commit()).split(';')[0];
  }
}

/** The whole sign-in, as a shopper does it: login, e-mail, code from the outbox, callback, authorize(). */
export async function signIn(storefront: Storefront, browser: Browser, shopUrl: string, email: string): Promise<void> {
  const login = await storefront.request('/account/login');
  const redirect = await login.client.login();
  await storefront.commit(login.session);
  const {action, signInId} = await askForCode(browser, shopUrl, redirect.headers.get('Location') as string, email);
  const done = await browser.post(action, {demande: signInId, etape: 'code', code: await codeFromOutbox(shopUrl, email)});
  expect(done.status, done.html.slice(0, 800)).toBe(303);
  const callback = await storefront.request(done.location as string);
  const back = await callback.client.authorize();
  expect(back.status).toBe(302);
  await storefront.commit(callback.session);
}

let counter = 0;
export function uniqueEmail(name = 'client'): string {
  counter++;
  return `${name}.${counter}.${Date.now()}@exemple.fr`;
}

// ---------------------------------------------------------------- a bare OAuth client

export const API_PATH = `/${LOCAL_SHOP_ID}/account/customer/api/2026-04/graphql`;
export const TOKEN_PATH = `/authentication/${LOCAL_SHOP_ID}/oauth/token`;
export const AUTHORIZE_PATH = `/authentication/${LOCAL_SHOP_ID}/oauth/authorize`;
export const REDIRECT_URI = `${STOREFRONT_URL.replace('http:', 'https:')}/account/authorize`;
export const ORIGIN = STOREFRONT_URL.replace('http:', 'https:');

/** A PKCE pair and the authorize URL a client would build with it. */
export function authorization(shopUrl: string, overrides: Record<string, string | null> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('hex');
  const params: Record<string, string | null> = {
    client_id: LOCAL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email customer-account-api:full',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const url = new URL(AUTHORIZE_PATH, shopUrl);
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return {url: url.toString(), verifier, state, nonce};
}

/** Signs in through the pages and returns the authorization code with what it came with. */
export async function authorizationCode(shopUrl: string, email: string, browser = new Browser()) {
  const auth = authorization(shopUrl);
  const {action, signInId} = await askForCode(browser, shopUrl, auth.url, email);
  const done = await browser.post(action, {demande: signInId, etape: 'code', code: await codeFromOutbox(shopUrl, email)});
  expect(done.status, done.html.slice(0, 500)).toBe(303);
  const callback = new URL(done.location as string);
  return {...auth, browser, code: callback.searchParams.get('code') as string};
}

export async function tokenRequest(shopUrl: string, fields: Record<string, string>, headers: Record<string, string> = {Origin: ORIGIN}) {
  const response = await fetch(new URL(TOKEN_PATH, shopUrl), {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', ...headers},
    body: new URLSearchParams(fields),
  });
  return {status: response.status, body: (await response.json()) as Record<string, any>};
}

export function exchange(shopUrl: string, code: string, verifier: string, overrides: Record<string, string> = {}) {
  return tokenRequest(shopUrl, {grant_type: 'authorization_code', client_id: LOCAL_CLIENT_ID, redirect_uri: REDIRECT_URI, code, code_verifier: verifier, ...overrides});
}

/** Tokens for a customer signed in by e-mail code. */
export async function tokensFor(shopUrl: string, email: string) {
  const auth = await authorizationCode(shopUrl, email);
  const tokens = await exchange(shopUrl, auth.code, auth.verifier);
  expect(tokens.status).toBe(200);
  return tokens.body as {access_token: string; refresh_token: string; id_token: string; expires_in: number};
}

export async function accountApi(shopUrl: string, token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(new URL(API_PATH, shopUrl), {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(token === null ? {} : {Authorization: token})},
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, body: (await response.json()) as {data?: any; errors?: any[]}};
}
