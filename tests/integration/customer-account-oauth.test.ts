// The local shop's OAuth endpoints and sign-in pages, one refusal at a time: unknown
// client, redirect URI elsewhere, no PKCE, no state; wrong, expired, spent and throttled
// e-mail codes; wrong verifier, reused, expired or misdirected authorization codes;
// refresh-token rotation and reuse; expired access tokens; logout; discovery and keys.

import crypto from 'node:crypto';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {LIMITS, LOCAL_CLIENT_ID, LOCAL_SHOP_ID} from '../../local-shop/customer-account/config.ts';
import {customerAccountFor} from '../../local-shop/customer-account/index.ts';
import type {LocalShop} from '../../local-shop/server.ts';
import {
  AUTHORIZE_PATH,
  Browser,
  ORIGIN,
  REDIRECT_URI,
  Storefront,
  accountApi,
  askForCode,
  authorization,
  authorizationCode,
  codeFromOutbox,
  exchange,
  hiddenField,
  tokenRequest,
  tokensFor,
  uniqueEmail,
} from './customer-account-helpers.ts';
import {STOREFRONT_URL, data, startTestShop} from './local-shop-helpers.ts';

let shop: LocalShop;
/** Moves the local shop's clock (expiry dates) without waiting. */
let offset = 0;

beforeAll(async () => {
  shop = await startTestShop();
  customerAccountFor(shop.app).now = () => Date.now() + offset;
});

afterEach(() => {
  offset = 0;
});

afterAll(async () => {
  await shop.close();
});

const MINUTE = 60_000;
const ME = '{ customer { id emailAddress { emailAddress } } }';

describe('authorize', () => {
  it('sends nothing anywhere for an unknown client or a redirect URI off the storefront', async () => {
    const browser = new Browser();
    const cases: Record<string, string | null>[] = [
      {client_id: 'shp_inconnu'},
      {redirect_uri: 'https://evil.example/account/authorize'},
      {redirect_uri: `${STOREFRONT_URL}.evil.example/account/authorize`},
      {redirect_uri: `${REDIRECT_URI}#fragment`},
      {redirect_uri: null},
    ];
    for (const overrides of cases) {
      const page = await browser.get(authorization(shop.url, overrides).url);
      expect(page.status, JSON.stringify(overrides)).toBe(400);
      expect(page.location).toBeNull();
      expect(page.html).toContain('Connexion impossible');
    }
  });

  it('answers a malformed request on the redirect URI with the OAuth error and the state', async () => {
    const browser = new Browser();
    const cases: [Record<string, string | null>, string][] = [
      [{response_type: 'token'}, 'unsupported_response_type'],
      [{scope: 'email customer-account-api:full'}, 'invalid_scope'],
      [{scope: 'openid admin'}, 'invalid_scope'],
      [{code_challenge: null}, 'invalid_request'],
      [{code_challenge_method: 'plain'}, 'invalid_request'],
      [{state: null}, 'invalid_request'],
      [{prompt: 'none'}, 'login_required'],
    ];
    for (const [overrides, error] of cases) {
      const auth = authorization(shop.url, overrides);
      const answer = await browser.get(auth.url);
      expect(answer.status, JSON.stringify(overrides)).toBe(303);
      const back = new URL(answer.location as string);
      expect(`${back.origin}${back.pathname}`).toBe(`${STOREFRONT_URL}/account/authorize`);
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('code')).toBeNull();
      expect(back.searchParams.get('state')).toBe(overrides.state === null ? null : auth.state);
    }
    const repeated = await browser.get(`${authorization(shop.url).url}&state=deux`);
    expect(new URL(repeated.location as string).searchParams.get('error')).toBe('invalid_request');
  });

  it('knows only its own shop id', async () => {
    const page = await new Browser().get(authorization(shop.url).url.replace(`/${LOCAL_SHOP_ID}/`, '/123/'));
    expect(page.status).toBe(404);
    expect(page.html).toContain('Boutique introuvable');
  });

  it('shows a French page with the e-mail field, prefilled from login_hint', async () => {
    const page = await new Browser().get(authorization(shop.url, {login_hint: 'anne@exemple.fr'}).url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr">');
    expect(page.html).toContain('<label for="email">Adresse e-mail</label>');
    expect(page.html).toContain('value="anne@exemple.fr"');
    expect(page.html).toContain('Il est créé à votre première connexion');
  });
});

describe('the sign-in pages', () => {
  async function start(browser = new Browser()) {
    const page = await browser.get(authorization(shop.url).url);
    return {browser, signInId: hiddenField(page.html, 'demande'), action: `${shop.url}/authentication/${LOCAL_SHOP_ID}/connexion`};
  }

  it('refuses a blank or invalid e-mail in French, keeping what was typed', async () => {
    const {browser, signInId, action} = await start();
    const blank = await browser.post(action, {demande: signInId, etape: 'email', email: '  '});
    expect(blank.status).toBe(422);
    expect(blank.html).toContain("L&#39;adresse email est obligatoire");
    const invalid = await browser.post(action, {demande: signInId, etape: 'email', email: 'anne@exemple'});
    expect(invalid.status).toBe(422);
    expect(invalid.html).toContain('n’est pas valide');
    expect(invalid.html).toContain('value="anne@exemple"');
    expect(invalid.html).toContain('aria-invalid="true"');
  });

  it('belongs to the browser that opened it', async () => {
    const {signInId, action} = await start();
    const elsewhere = await new Browser().post(action, {demande: signInId, etape: 'email', email: 'anne@exemple.fr'});
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.html).toContain('ouverte dans un autre navigateur');
  });

  it('counts wrong codes: after five the code is spent, even the right one', async () => {
    const email = uniqueEmail('essais');
    const browser = new Browser();
    const {action, signInId} = await askForCode(browser, shop.url, authorization(shop.url).url, email);
    const code = await codeFromOutbox(shop.url, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await browser.post(action, {demande: signInId, etape: 'code', code: wrong});
    expect(first.status).toBe(422);
    expect(first.html).toContain('Code incorrect. Il vous reste 4 essais.');
    for (let attempt = 2; attempt <= LIMITS.emailCodeAttempts; attempt++) await browser.post(action, {demande: signInId, etape: 'code', code: wrong});
    const right = await browser.post(action, {demande: signInId, etape: 'code', code});
    expect(right.status).toBe(422);
    expect(right.html).toContain('trop d’essais');
    // A new code starts again.
    const resent = await browser.post(action, {demande: signInId, etape: 'renvoyer'});
    expect(resent.status).toBe(303);
    expect((await browser.get(new URL(resent.location as string, shop.url).toString())).html).toContain('Un nouveau code vient de vous être envoyé');
    const fresh = await codeFromOutbox(shop.url, email);
    expect((await browser.post(action, {demande: signInId, etape: 'code', code: fresh})).status).toBe(303);
  });

  it('lets a code expire after ten minutes, and a new code replaces the old one', async () => {
    const email = uniqueEmail('expire');
    const browser = new Browser();
    const {action, signInId} = await askForCode(browser, shop.url, authorization(shop.url).url, email);
    const first = await codeFromOutbox(shop.url, email);
    offset = LIMITS.emailCodeTtlMs + MINUTE;
    const late = await browser.post(action, {demande: signInId, etape: 'code', code: first});
    expect(late.status).toBe(422);
    expect(late.html).toContain('Ce code a expiré');
    offset = 0;
    await browser.post(action, {demande: signInId, etape: 'renvoyer'});
    const second = await codeFromOutbox(shop.url, email);
    if (second !== first) expect((await browser.post(action, {demande: signInId, etape: 'code', code: first})).html).toContain('Code incorrect');
    expect((await browser.post(action, {demande: signInId, etape: 'code', code: second})).status).toBe(303);
  });

  it('uses a sign-in once: the same form sent again after success is refused', async () => {
    const email = uniqueEmail('unefois');
    const browser = new Browser();
    const {action, signInId} = await askForCode(browser, shop.url, authorization(shop.url).url, email);
    const code = await codeFromOutbox(shop.url, email);
    expect((await browser.post(action, {demande: signInId, etape: 'code', code})).status).toBe(303);
    const again = await browser.post(action, {demande: signInId, etape: 'code', code});
    expect(again.status).toBe(400);
  });

  it('signs an existing legacy customer in by code: one customer record per e-mail', async () => {
    const email = uniqueEmail('ancien');
    const created = await data(shop, `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
      input: {email, password: 'motdepasse', firstName: 'Anne', lastName: 'Leroy'},
    });
    const tokens = await tokensFor(shop.url, email.toUpperCase());
    const me = await accountApi(shop.url, tokens.access_token, '{ customer { id firstName } }');
    expect(me.body.data.customer).toEqual({id: created.customerCreate.customer.id, firstName: 'Anne'});
  });
});

describe('throttling (each test on a shop of its own: attempts add up per IP address)', () => {
  let own: LocalShop;

  beforeEach(async () => {
    own = await startTestShop();
    customerAccountFor(own.app).now = () => Date.now() + offset;
  });

  afterEach(async () => {
    await own.close();
  });

  it('throttles the codes sent to one address, then the wrong codes for one address', async () => {
    const email = uniqueEmail('limite');
    const browser = new Browser();
    const {action, signInId} = await askForCode(browser, own.url, authorization(own.url).url, email);
    for (let sent = 2; sent <= LIMITS.sendsPerEmail; sent++) {
      expect((await browser.post(action, {demande: signInId, etape: 'renvoyer'})).status).toBe(303);
    }
    const refused = await browser.post(action, {demande: signInId, etape: 'renvoyer'});
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Trop de codes ont été demandés');
    // The window passes; then wrong codes from several sign-ins add up for the address.
    offset = LIMITS.sendWindowMs + MINUTE;
    let failures = 0;
    while (failures < LIMITS.failuresPerEmail) {
      const another = await askForCode(browser, own.url, authorization(own.url).url, email);
      for (let i = 0; i < LIMITS.emailCodeAttempts - 1 && failures < LIMITS.failuresPerEmail; i++, failures++) {
        await browser.post(another.action, {demande: another.signInId, etape: 'code', code: '999999'});
      }
    }
    const last = await askForCode(browser, own.url, authorization(own.url).url, email);
    const blocked = await browser.post(last.action, {demande: last.signInId, etape: 'code', code: await codeFromOutbox(own.url, email)});
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain('Trop de codes incorrects');
  });

  it('throttles the codes sent from one IP address, whatever the e-mail', async () => {
    const browser = new Browser();
    const state = customerAccountFor(own.app);
    const page = await browser.get(authorization(own.url).url);
    const signInId = hiddenField(page.html, 'demande');
    const action = `${own.url}/authentication/${LOCAL_SHOP_ID}/connexion`;
    for (let sent = 0; sent < LIMITS.sendsPerIp; sent++) state.signIns.recordAttempt('send', ['ip:127.0.0.1'], state.now());
    const refused = await browser.post(action, {demande: signInId, etape: 'email', email: uniqueEmail('ip')});
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Trop de codes ont été demandés');
  });

});

describe('token', () => {
  it('gives tokens and an ID token whose nonce, audience and signature check out', async () => {
    const email = uniqueEmail('jetons');
    const auth = await authorizationCode(shop.url, email);
    const tokens = await exchange(shop.url, auth.code, auth.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({token_type: 'Bearer', expires_in: LIMITS.accessTokenTtlMs / 1000, scope: 'openid email customer-account-api:full'});
    const [header, payload, signature] = tokens.body.id_token.split('.');
    // Hydrogen decodes with atob: the segments must be plain base64 as well.
    expect(`${header}.${payload}`).not.toMatch(/[-_]/);
    const claims = JSON.parse(atob(payload)) as Record<string, unknown>;
    expect(claims).toMatchObject({aud: LOCAL_CLIENT_ID, nonce: auth.nonce, email, email_verified: true, iss: `${shop.url}/authentication/${LOCAL_SHOP_ID}`});
    const jwks = (await (await fetch(`${String(claims.iss)}/.well-known/jwks.json`)).json()) as {keys: crypto.JsonWebKey[]};
    const key = crypto.createPublicKey({key: jwks.keys[0], format: 'jwk'});
    expect(crypto.verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(true);
  });

  it('refuses a wrong code verifier, another redirect URI, another client or origin', async () => {
    const auth = await authorizationCode(shop.url, uniqueEmail('pkce'));
    const other = crypto.randomBytes(32).toString('base64url');
    expect(await exchange(shop.url, auth.code, other)).toMatchObject({status: 400, body: {error: 'invalid_grant'}});
    expect(await exchange(shop.url, auth.code, 'court')).toMatchObject({status: 400, body: {error: 'invalid_grant'}});
    expect(await exchange(shop.url, auth.code, auth.verifier, {redirect_uri: `${ORIGIN}/ailleurs`})).toMatchObject({status: 400, body: {error: 'invalid_grant'}});
    expect(await exchange(shop.url, auth.code, auth.verifier, {client_id: 'shp_autre'})).toMatchObject({status: 401, body: {error: 'invalid_client'}});
    const wrongOrigin = await tokenRequest(
      shop.url,
      {grant_type: 'authorization_code', client_id: LOCAL_CLIENT_ID, redirect_uri: REDIRECT_URI, code: auth.code, code_verifier: auth.verifier},
      {Origin: 'https://evil.example'},
    );
    expect(wrongOrigin).toMatchObject({status: 401, body: {error: 'invalid_client'}});
    // None of these spent the code.
    expect((await exchange(shop.url, auth.code, auth.verifier)).status).toBe(200);
  });

  it('uses a code once: a second use is refused and ends what the first gave', async () => {
    const auth = await authorizationCode(shop.url, uniqueEmail('rejeu'));
    const first = await exchange(shop.url, auth.code, auth.verifier);
    expect((await accountApi(shop.url, first.body.access_token, ME)).status).toBe(200);
    expect(await exchange(shop.url, auth.code, auth.verifier)).toMatchObject({status: 400, body: {error: 'invalid_grant'}});
    expect((await accountApi(shop.url, first.body.access_token, ME)).status).toBe(401);
    expect((await tokenRequest(shop.url, {grant_type: 'refresh_token', client_id: LOCAL_CLIENT_ID, refresh_token: first.body.refresh_token})).body.error).toBe('invalid_grant');
  });

  it('lets an authorization code expire', async () => {
    const auth = await authorizationCode(shop.url, uniqueEmail('tard'));
    offset = LIMITS.authorizationCodeTtlMs + 1000;
    expect(await exchange(shop.url, auth.code, auth.verifier)).toMatchObject({status: 400, body: {error: 'invalid_grant'}});
  });

  it('refuses bodies that are not forms and grants it does not know', async () => {
    const json = await fetch(`${shop.url}/authentication/${LOCAL_SHOP_ID}/oauth/token`, {method: 'POST', headers: {'Content-Type': 'application/json', Origin: ORIGIN}, body: '{}'});
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({error: 'invalid_request'});
    for (const grant of ['password', 'urn:ietf:params:oauth:grant-type:token-exchange']) {
      expect(await tokenRequest(shop.url, {grant_type: grant, client_id: LOCAL_CLIENT_ID})).toMatchObject({status: 400, body: {error: 'unsupported_grant_type'}});
    }
    expect(await tokenRequest(shop.url, {grant_type: 'authorization_code', client_id: LOCAL_CLIENT_ID})).toMatchObject({status: 400, body: {error: 'invalid_request'}});
  });

  it('expires access tokens after an hour; the refresh token gives new ones', async () => {
    const tokens = await tokensFor(shop.url, uniqueEmail('heure'));
    offset = LIMITS.accessTokenTtlMs + 1000;
    expect((await accountApi(shop.url, tokens.access_token, ME)).status).toBe(401);
    const renewed = await tokenRequest(shop.url, {grant_type: 'refresh_token', client_id: LOCAL_CLIENT_ID, refresh_token: tokens.refresh_token});
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await accountApi(shop.url, renewed.body.access_token, ME)).status).toBe(200);
  });

  it('rotates refresh tokens: an old one again within a minute still works, later it closes the grant', async () => {
    const tokens = await tokensFor(shop.url, uniqueEmail('rotation'));
    const refresh = (token: string) => tokenRequest(shop.url, {grant_type: 'refresh_token', client_id: LOCAL_CLIENT_ID, refresh_token: token});
    const next = await refresh(tokens.refresh_token);
    expect(next.status).toBe(200);
    // Two requests of one browser refreshing at once: both get tokens.
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    offset = LIMITS.refreshReuseGraceMs + 1000;
    expect(await refresh(tokens.refresh_token)).toMatchObject({status: 400, body: {error: 'invalid_grant'}});
    // The reuse looked like theft: everything of that grant has ended.
    expect((await accountApi(shop.url, next.body.access_token, ME)).status).toBe(401);
    expect((await refresh(next.body.refresh_token)).status).toBe(400);
  });

  it('lets no refresh token outlive the shop-side session', async () => {
    const tokens = await tokensFor(shop.url, uniqueEmail('trentejours'));
    offset = LIMITS.sessionTtlMs + 1000;
    expect((await tokenRequest(shop.url, {grant_type: 'refresh_token', client_id: LOCAL_CLIENT_ID, refresh_token: tokens.refresh_token})).body.error).toBe('invalid_grant');
  });
});

describe('Hydrogen’s state check', () => {
  it('restarts the login when the callback’s state is not the session’s', async () => {
    const storefront = new Storefront(shop.url);
    const browser = new Browser();
    const email = uniqueEmail('etat');
    const login = await storefront.request('/account/login');
    const redirect = await login.client.login();
    await storefront.commit(login.session);
    const {action, signInId} = await askForCode(browser, shop.url, redirect.headers.get('Location') as string, email);
    const done = await browser.post(action, {demande: signInId, etape: 'code', code: await codeFromOutbox(shop.url, email)});
    const forged = new URL(done.location as string);
    forged.searchParams.set('state', 'falsifie');
    const callback = await storefront.request(forged.toString());
    const answer = await callback.client.authorize();
    expect(answer.headers.get('Location')).toMatch(/^\/account\/login\?.*oauth_recovery=true/);
    expect(await callback.client.isLoggedIn()).toBe(false);
  });
});

describe('logout', () => {
  it('ends the session even when the return address is refused, and says so in French', async () => {
    const tokens = await tokensFor(shop.url, uniqueEmail('sortie'));
    const page = await new Browser().get(
      `${shop.url}/authentication/${LOCAL_SHOP_ID}/logout?${new URLSearchParams({id_token_hint: tokens.id_token, post_logout_redirect_uri: 'https://evil.example/'})}`,
    );
    expect(page.status).toBe(400);
    expect(page.location).toBeNull();
    expect(page.html).toContain('Votre session est fermée malgré tout');
    expect((await accountApi(shop.url, tokens.access_token, ME)).status).toBe(401);
  });

  it('without a hint or a return address shows that the shopper is signed out', async () => {
    const page = await new Browser().get(`${shop.url}/authentication/${LOCAL_SHOP_ID}/logout`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Vous êtes déconnecté');
  });
});

describe('discovery', () => {
  it('publishes the OpenID configuration and the API’s address', async () => {
    const config = (await (await fetch(`${shop.url}/.well-known/openid-configuration`)).json()) as Record<string, any>;
    expect(config).toMatchObject({
      authorization_endpoint: `${shop.url}${AUTHORIZE_PATH}`,
      token_endpoint: `${shop.url}/authentication/${LOCAL_SHOP_ID}/oauth/token`,
      end_session_endpoint: `${shop.url}/authentication/${LOCAL_SHOP_ID}/logout`,
      code_challenge_methods_supported: ['S256'],
    });
    const api = (await (await fetch(`${shop.url}/.well-known/customer-account-api`)).json()) as Record<string, any>;
    expect(api.graphql_api).toBe(`${shop.url}/${LOCAL_SHOP_ID}/account/customer/api/2026-04/graphql`);
  });
});
