// A signed-in customer for the bench, the way the storefront signs one in in either account
// mode (docs/decisions/038): with customer accounts, /login sends the browser to the local
// shop's hosted sign-in (its Customer Account API: an e-mail, a 6-digit code read from the
// merchant's outbox, back to /account/authorize); with legacy accounts, the /login form's
// e-mail and password. Plain HTTP requests, cookies kept by hand, no browser.

import {storefrontApi} from './fixtures.ts';

/** The local shop's merchant credentials (HTTP Basic), to read the sign-in code from its outbox. */
export interface AdminCredentials {
  user: string;
  password: string;
}

/** The cookies of a response, as `name=value` pairs (attributes dropped). */
function responseCookies(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
}

/** A tiny cookie jar for one origin: later values replace earlier ones. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const pair of responseCookies(response)) {
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  get(name: string): string | undefined {
    const value = this.cookies.get(name);
    return value === undefined ? undefined : `${name}=${value}`;
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const newEmail = () => `banc-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Reads one page with the session, so that the « Vous êtes connecté » message is spent: the cookie is then a plain session. */
async function spendSignedInToast(storefrontUrl: string, path: string, jar: Jar): Promise<string> {
  const account = await fetch(`${storefrontUrl}${path}`, {headers: {Cookie: jar.header()}, redirect: 'manual'});
  await account.arrayBuffer();
  if (account.status !== 200) throw new Error(`Le compte du client connecté (${path}) a répondu ${account.status}.`);
  jar.take(account);
  const session = jar.get('session');
  if (!session) throw new Error('Pas de cookie de session après la connexion.');
  return session;
}

function absolute(location: string | null, base: string): URL {
  if (!location) throw new Error('redirection sans adresse');
  return new URL(location, base);
}

/** The newest 6-digit sign-in code the local shop "sent" to this address. */
async function signInCode(localShopUrl: string, admin: AdminCredentials, email: string): Promise<string> {
  const response = await fetch(`${localShopUrl}/outbox.json?to=${encodeURIComponent(email)}`, {
    headers: {Authorization: `Basic ${Buffer.from(`${admin.user}:${admin.password}`).toString('base64')}`},
  });
  if (!response.ok) throw new Error(`La boîte d’envoi du magasin local a répondu ${response.status}.`);
  const {messages} = (await response.json()) as {messages: {subject: string; body: string}[]};
  for (const message of messages) {
    const code = /\b(\d{6})\b/.exec(`${message.subject} ${message.body}`)?.[1];
    if (code) return code;
  }
  throw new Error(`Aucun code de connexion pour ${email} dans la boîte d’envoi du magasin local.`);
}

/** The hidden « demande » of the hosted sign-in's form, and where the form posts. */
function signInForm(html: string, base: string): {action: URL; request: string} {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const request = /name="demande" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !request) throw new Error('La page de connexion du magasin local n’a pas le formulaire attendu.');
  return {action: new URL(action.replace(/&amp;/g, '&'), base), request};
}

/**
 * Customer accounts: /login → the local shop's authorize page → e-mail → code from the
 * outbox → /account/authorize on the storefront, which exchanges the code for tokens.
 * `first` is /login's answer, already read by the caller (a redirect).
 */
async function hostedSignIn(storefrontUrl: string, localShopUrl: string, admin: AdminCredentials, first: Response, jar: Jar): Promise<string> {
  // Hydrogen's login() redirects to the Customer Account API's authorize endpoint.
  let response = first;
  let url = absolute(response.headers.get('Location'), storefrontUrl);
  // /login first puts the return path in its own URL (sign-in.server.ts returnPath).
  for (let hop = 0; url.origin === new URL(storefrontUrl).origin && hop < 3; hop += 1) {
    response = await fetch(url, {headers: {Cookie: jar.header()}, redirect: 'manual'});
    await response.arrayBuffer();
    jar.take(response);
    url = absolute(response.headers.get('Location'), storefrontUrl);
  }
  if (url.origin !== new URL(localShopUrl).origin || !url.pathname.endsWith('/oauth/authorize')) {
    throw new Error(`/login ne mène pas à la connexion du magasin local (${url.href}).`);
  }
  const shop = new Jar();
  const authorize = await fetch(url, {redirect: 'manual'});
  shop.take(authorize);
  if (authorize.status !== 200) throw new Error(`La page de connexion du magasin local a répondu ${authorize.status}.`);
  const form = signInForm(await authorize.text(), localShopUrl);
  const post = (fields: Record<string, string>) =>
    fetch(form.action, {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Cookie: shop.header()},
      body: new URLSearchParams({demande: form.request, ...fields}).toString(),
    });
  const email = newEmail();
  const sent = await post({etape: 'email', email});
  await sent.arrayBuffer();
  if (sent.status !== 303) throw new Error(`L’envoi du code de connexion a répondu ${sent.status}.`);
  const signedIn = await post({etape: 'code', code: await signInCode(localShopUrl, admin, email)});
  await signedIn.arrayBuffer();
  const callback = absolute(signedIn.headers.get('Location'), localShopUrl);
  if (signedIn.status !== 303 || callback.origin !== new URL(storefrontUrl).origin) {
    throw new Error(`Le code de connexion a répondu ${signedIn.status} (${callback.href}).`);
  }
  // The storefront checks the state and PKCE verifier kept in its session, then keeps the tokens there.
  const authorized = await fetch(callback, {headers: {Cookie: jar.header()}, redirect: 'manual'});
  await authorized.arrayBuffer();
  jar.take(authorized);
  if (authorized.status < 300 || authorized.status >= 400) throw new Error(`/account/authorize a répondu ${authorized.status}.`);
  const landing = absolute(authorized.headers.get('Location'), storefrontUrl);
  return spendSignedInToast(storefrontUrl, `${landing.pathname}${landing.search}`, jar);
}

/** Legacy accounts: an account made with the Storefront API, then the /login form's e-mail and password. */
async function passwordSignIn(storefrontUrl: string, localShopUrl: string, jar: Jar): Promise<string> {
  const email = newEmail();
  const password = `Banc-${Math.random().toString(36).slice(2)}-9`;
  const created = await storefrontApi<{customerCreate: {customer: {id: string} | null; customerUserErrors: {message: string}[]}}>(
    localShopUrl,
    `mutation BenchCustomer($input: CustomerCreateInput!) {
      customerCreate(input: $input) { customer { id } customerUserErrors { message } }
    }`,
    {input: {email, password, firstName: 'Banc', lastName: 'Essai'}},
  );
  if (!created.customerCreate.customer) {
    throw new Error(`Création du client : ${created.customerCreate.customerUserErrors.map((error) => error.message).join(' ; ')}`);
  }
  const login = await fetch(`${storefrontUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: storefrontUrl, Cookie: jar.header()},
    body: new URLSearchParams({email, password}).toString(),
  });
  await login.arrayBuffer();
  jar.take(login);
  if (login.status !== 303 || !jar.get('session')) throw new Error(`La connexion a répondu ${login.status} sans cookie de session.`);
  const landing = absolute(login.headers.get('Location') ?? '/compte', storefrontUrl);
  return spendSignedInToast(storefrontUrl, `${landing.pathname}${landing.search}`, jar);
}

/**
 * A signed-in customer's session cookie, in whichever account mode the storefront runs:
 * GET /login redirects to the hosted sign-in with customer accounts, and shows the
 * e-mail and password form with legacy accounts.
 */
export async function customerCookie(storefrontUrl: string, localShopUrl: string, admin: AdminCredentials): Promise<string> {
  const jar = new Jar();
  const login = await fetch(`${storefrontUrl}/login`, {redirect: 'manual'});
  await login.arrayBuffer();
  jar.take(login);
  if (login.status >= 300 && login.status < 400) return hostedSignIn(storefrontUrl, localShopUrl, admin, login, jar);
  if (login.status !== 200) throw new Error(`/login a répondu ${login.status}.`);
  return passwordSignIn(storefrontUrl, localShopUrl, jar);
}
