// The authorize endpoint (RFC 6749 section 4.1 with PKCE, OpenID Connect's nonce) and the
// sign-in it leads to: an e-mail, a 6-digit code sent to the outbox, then the browser goes
// back to the storefront's callback with an authorization code. A browser that signed in
// lately (the shop-side session cookie) goes straight back, as on Shopify.

import type {IncomingMessage, ServerResponse} from 'node:http';
import {messagePage} from '../http/pages.ts';
import type {AppState} from '../graphql/context.ts';
import {redirect} from '../http/util.ts';
import {SHOP, isEmail} from '../shared-rules.ts';
import {hashPassword, type CustomerRecord} from '../store/customers.ts';
import {LIMITS, SUPPORTED_SCOPES, servedUri, uriAllowed} from './config.ts';
import {clientIp, cookie, readCookie, formOf, single, withQuery} from './http.ts';
import type {CustomerAccountState} from './index.ts';
import {SIGN_IN_TEXT} from './messages.ts';
import {randomSecret} from '../crypto.ts';
import {CHALLENGE, sixDigitCode} from './secrets.ts';
import {codePage, emailPage, type SignInView} from './sign-in-pages.ts';
import type {SessionRecord} from '../store/customer-accounts.ts';
import type {SignInRecord, SignInRequest} from '../store/sign-ins.ts';

const BROWSER_COOKIE = 'ca_navigateur';
const SESSION_COOKIE = 'ca_session';
export {SESSION_COOKIE};

const AUTHORIZE_PARAMS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'prompt', 'login_hint'];

function secure(app: AppState): boolean {
  return app.publicUrl.startsWith('https:');
}

function actionOf(state: CustomerAccountState): string {
  return `/authentication/${state.shopId}/connexion`;
}

/** Back to the storefront's callback, on the origin it listens on. */
function toCallback(response: ServerResponse, app: AppState, redirectUri: string, params: Record<string, string | null>, headers: string[] = []): void {
  if (headers.length) response.setHeader('Set-Cookie', headers);
  redirect(response, 303, withQuery(servedUri(redirectUri, app.storefrontUrl), params));
}

/** The browser's id for binding a sign-in to it: kept while valid, else a new one. */
function browserId(request: IncomingMessage): {id: string; fresh: boolean} {
  const current = readCookie(request, BROWSER_COOKIE);
  return current && /^[A-Za-z0-9_-]{43}$/.test(current) ? {id: current, fresh: false} : {id: randomSecret(), fresh: true};
}

/** An authorization code for the live session, and the way back to the storefront. */
function authorizeSession(response: ServerResponse, app: AppState, state: CustomerAccountState, session: SessionRecord, request: SignInRequest, cookies: string[] = []): void {
  const code = state.accounts.createGrant(session, request, state.now());
  toCallback(response, app, request.redirectUri, {code, state: request.state}, cookies);
}

export async function handleAuthorize(request: IncomingMessage, response: ServerResponse, app: AppState, state: CustomerAccountState, url: URL): Promise<void> {
  const params: Record<string, string | null> = {};
  const repeated: string[] = [];
  for (const name of AUTHORIZE_PARAMS) {
    const value = single(url.searchParams, name);
    if (value === 'repeated') repeated.push(name);
    params[name] = value === 'repeated' ? null : value;
  }
  // Without a known client and an allowed redirect URI, nothing may be sent anywhere.
  if (params.client_id !== state.clientId) {
    messagePage(response, app, 400, 'Connexion impossible', SIGN_IN_TEXT.unknownClient, [{href: `${app.storefrontUrl}/`, label: 'Retour à la boutique', primary: true}]);
    return;
  }
  if (!uriAllowed(params.redirect_uri, app.storefrontUrl) || repeated.includes('redirect_uri')) {
    messagePage(response, app, 400, 'Connexion impossible', SIGN_IN_TEXT.redirectRefused, [{href: `${app.storefrontUrl}/`, label: 'Retour à la boutique', primary: true}]);
    return;
  }
  const redirectUri = params.redirect_uri as string;
  const fail = (error: string, description: string) => toCallback(response, app, redirectUri, {error, error_description: description, state: params.state});
  if (repeated.length) return fail('invalid_request', `Paramètre répété : ${repeated.join(', ')}.`);
  if (params.response_type !== 'code') return fail('unsupported_response_type', 'Seul response_type=code est accepté.');
  const scopes = (params.scope ?? '').split(' ').filter(Boolean);
  if (!scopes.includes('openid') || scopes.some((scope) => !SUPPORTED_SCOPES.has(scope))) return fail('invalid_scope', 'Portée inconnue ou « openid » absent.');
  if (!params.state || params.state.length > 512) return fail('invalid_request', 'Le paramètre state est obligatoire (512 caractères au plus).');
  if ((params.nonce ?? '').length > 512) return fail('invalid_request', 'Le paramètre nonce dépasse 512 caractères.');
  if (params.code_challenge_method !== 'S256' || !CHALLENGE.test(params.code_challenge ?? '')) {
    return fail('invalid_request', 'PKCE obligatoire : code_challenge (43 caractères base64url) avec code_challenge_method=S256.');
  }
  const signIn: SignInRequest = {
    clientId: state.clientId,
    redirectUri,
    state: params.state,
    nonce: params.nonce || null,
    codeChallenge: params.code_challenge as string,
    scope: scopes.join(' '),
  };
  const now = state.now();
  const prompt = params.prompt ?? '';
  const session = prompt.split(' ').includes('login') ? null : state.accounts.sessionBySecret(readCookie(request, SESSION_COOKIE) ?? '', now);
  if (session) return authorizeSession(response, app, state, session, signIn);
  if (prompt.split(' ').includes('none')) return fail('login_required', 'Aucune session de client ouverte.');
  const browser = browserId(request);
  const record = state.signIns.startSignIn(signIn, browser.id, now);
  if (browser.fresh) response.setHeader('Set-Cookie', cookie(BROWSER_COOKIE, browser.id, {secure: secure(app), maxAgeSeconds: LIMITS.sessionTtlMs / 1000}));
  const hint = (params.login_hint ?? '').trim();
  emailPage(response, app, {action: actionOf(state), signInId: record.id, email: isEmail(hint) && hint.length <= 254 ? hint : ''});
}

// ---------------------------------------------------------------- the sign-in pages

function view(state: CustomerAccountState, signIn: SignInRecord, extra: Partial<SignInView> = {}): SignInView {
  return {action: actionOf(state), signInId: signIn.id, email: signIn.email ?? '', ...extra};
}

function expired(response: ServerResponse, app: AppState, message: string = SIGN_IN_TEXT.expired): void {
  messagePage(response, app, 400, 'Connexion interrompue', message, [{href: `${app.storefrontUrl}/`, label: 'Retour à la boutique', primary: true}]);
}

/** Whether this e-mail or this IP address has too many of these attempts lately. */
function throttled(state: CustomerAccountState, kind: 'send' | 'failure', email: string, ip: string, now: number): boolean {
  const [perEmail, perIp, windowMs] =
    kind === 'send' ? [LIMITS.sendsPerEmail, LIMITS.sendsPerIp, LIMITS.sendWindowMs] : [LIMITS.failuresPerEmail, LIMITS.failuresPerIp, LIMITS.failureWindowMs];
  return (
    state.signIns.countAttempts(kind, `email:${email.toLowerCase()}`, windowMs, now) >= perEmail ||
    state.signIns.countAttempts(kind, `ip:${ip}`, windowMs, now) >= perIp
  );
}

/** Sends a new code to the outbox, unless this address or this IP asked too many lately. */
function sendCode(app: AppState, state: CustomerAccountState, signIn: SignInRecord, email: string, ip: string): boolean {
  const now = state.now();
  if (throttled(state, 'send', email, ip, now)) return false;
  const code = sixDigitCode();
  state.signIns.setCode(signIn, email, code, now);
  state.signIns.recordAttempt('send', [`email:${email.toLowerCase()}`, `ip:${ip}`], now);
  app.outbox.add({
    kind: 'sign-in-code',
    to: email,
    subject: `${code} est votre code de connexion`,
    body: [
      'Bonjour,',
      '',
      `Voici votre code de connexion à votre compte : ${code}`,
      `Il est valable ${LIMITS.emailCodeTtlMs / 60_000} minutes et ne sert qu’une fois.`,
      '',
      "Si vous n’avez pas demandé à vous connecter, ignorez ce message : personne ne peut se connecter sans ce code.",
      '',
      `L’équipe ${SHOP.name}`,
    ].join('\n'),
    link: null,
  });
  return true;
}

/** The account of this e-mail, created on the first sign-in (no password: it signs in by code). */
async function customerFor(app: AppState, email: string): Promise<CustomerRecord> {
  const existing = app.customers.byEmail(email);
  if (existing) return existing;
  // An unusable password keeps the legacy sign-in's timing the same for every account.
  const passwordHash = await hashPassword(randomSecret());
  try {
    return app.customers.byEmail(email) ?? app.customers.create({email, passwordHash, firstName: null, lastName: null, phone: null, acceptsMarketing: false});
  } catch (error) {
    // Another sign-in created it meanwhile (the e-mail is unique).
    const created = app.customers.byEmail(email);
    if (created) return created;
    throw error;
  }
}

export async function handleSignIn(request: IncomingMessage, response: ServerResponse, app: AppState, state: CustomerAccountState, url: URL): Promise<void> {
  const browser = readCookie(request, BROWSER_COOKIE) ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') {
    request.resume();
    const signIn = state.signIns.signIn(url.searchParams.get('demande') ?? '', browser, state.now());
    if (!signIn) return expired(response, app);
    if (!signIn.codeHash) return emailPage(response, app, view(state, signIn));
    const notice = url.searchParams.has('nouveau-code') ? SIGN_IN_TEXT.codeResent : undefined;
    return codePage(response, app, view(state, signIn, {notice}));
  }
  const form = await formOf(request);
  if (!form) return expired(response, app, SIGN_IN_TEXT.unreadable);
  const signIn = state.signIns.signIn(form.get('demande') ?? '', browser, state.now());
  if (!signIn) return expired(response, app);
  const ip = clientIp(request);
  const again = `${actionOf(state)}?demande=${signIn.id}`;
  switch (form.get('etape')) {
    case 'email': {
      const email = (form.get('email') ?? '').trim();
      const error = email === '' ? SIGN_IN_TEXT.emailRequired : email.length > 254 || !isEmail(email) ? SIGN_IN_TEXT.emailInvalid : null;
      if (error) return emailPage(response, app, view(state, signIn, {email: email.slice(0, 254), error}), 422);
      if (!sendCode(app, state, signIn, email, ip)) return emailPage(response, app, view(state, signIn, {email, error: SIGN_IN_TEXT.sendsThrottled}), 429);
      return redirect(response, 303, again);
    }
    case 'renvoyer': {
      if (!signIn.email) return redirect(response, 303, again);
      if (!sendCode(app, state, signIn, signIn.email, ip)) return codePage(response, app, view(state, signIn, {error: SIGN_IN_TEXT.sendsThrottled}), 429);
      return redirect(response, 303, `${again}&nouveau-code=1`);
    }
    case 'modifier':
      state.signIns.clearEmail(signIn);
      return redirect(response, 303, again);
    case 'code':
      return checkCode(response, app, state, signIn, (form.get('code') ?? '').replace(/\s+/g, ''), ip);
    default:
      return expired(response, app, SIGN_IN_TEXT.unreadable);
  }
}

async function checkCode(response: ServerResponse, app: AppState, state: CustomerAccountState, signIn: SignInRecord, code: string, ip: string): Promise<void> {
  const email = signIn.email;
  if (!email) return emailPage(response, app, view(state, signIn));
  if (code === '') return codePage(response, app, view(state, signIn, {error: SIGN_IN_TEXT.codeRequired}), 422);
  const now = state.now();
  if (throttled(state, 'failure', email, ip, now)) return codePage(response, app, view(state, signIn, {error: SIGN_IN_TEXT.failuresThrottled}), 429);
  const outcome = state.signIns.checkCode(signIn, code, now);
  if (outcome !== 'ok') {
    state.signIns.recordAttempt('failure', [`email:${email.toLowerCase()}`, `ip:${ip}`], now);
    const error =
      outcome === 'wrong' ? SIGN_IN_TEXT.codeWrong(LIMITS.emailCodeAttempts - signIn.codeAttempts - 1) : outcome === 'spent' ? SIGN_IN_TEXT.codeSpent : SIGN_IN_TEXT.codeExpired;
    return codePage(response, app, view(state, signIn, {error}), 422);
  }
  const customer = await customerFor(app, email);
  const {session, secret} = state.accounts.startSession(customer.id, state.now());
  const sessionCookie = cookie(SESSION_COOKIE, secret, {secure: secure(app), maxAgeSeconds: LIMITS.sessionTtlMs / 1000});
  authorizeSession(response, app, state, session, signIn, [sessionCookie]);
}
