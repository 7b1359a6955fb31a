// /admin: the merchant's inbox (messages, quotes, newsletter, reviews to moderate) and
// orders, behind HTTP Basic auth. Moderation is a plain form POST carrying a CSRF token,
// since a browser resends Basic credentials on cross-site form posts too. Its routes are
// in local-shop/routes.ts; trailing slashes are ignored.

import {quotesFor} from '../devis/endpoint.ts';
import crypto from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {csrfToken, csrfValid} from '../crypto.ts';
import type {AppState} from '../graphql/context.ts';
import type {Method, RouteContext} from '../http/router.ts';
import {clientAddress} from '../http/input.ts';
import {HttpError, html, newNonce, readForm, redirect, sendHtml, sendJson} from '../http/util.ts';
import {type Submission, isSubmissionKind} from '../store/forms.ts';
import {type AdminPageData, adminPage, shell} from './admin-view.ts';
import {adminPasswordFor, formsFor} from './index.ts';
import {ADMIN_USER, type AdminPassword} from './password.ts';

/** Every path of the admin, a wrong one included (404, after authentication). */
export const ADMIN_PATH = /^\/admin(?:\/.*)?$/;
export const DASHBOARD_PATH = /^\/admin\/*$/;
/** The JSON view tests and scripts read: GET /admin/api/submissions?kind=… */
export const SUBMISSIONS_PATH = /^\/admin\/api\/submissions\/*$/;
/** A review approved or rejected: POST /admin/avis/<id> */
export const MODERATION_PATH = /^\/admin\/avis\/(\d{1,12})\/*$/;
const LIST_LIMIT = 100;
const MAX_ADMIN_FORM_BYTES = 4 * 1024;
const REALM = 'Basic realm="Administration du magasin local", charset="UTF-8"';

function digest(value: string): Buffer {
  return crypto.createHash('sha256').update(value).digest();
}

/** Basic credentials, compared in constant time whatever their length. */
export function isAuthorized(request: IncomingMessage, admin: AdminPassword): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(String(request.headers.authorization ?? '').trim());
  if (!match) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return false;
  const userOk = crypto.timingSafeEqual(digest(decoded.slice(0, colon)), digest(ADMIN_USER));
  const passwordOk = crypto.timingSafeEqual(digest(decoded.slice(colon + 1)), digest(admin.password));
  return userOk && passwordOk;
}

/** Changes with the password, so a new password also invalidates old pages' forms. */
const csrfPurpose = (admin: AdminPassword) => `admin:${admin.password}`;

function page(response: ServerResponse, app: AppState, status: number, title: string, body: ReturnType<typeof html>, headers: Record<string, string> = {}, nav = true): void {
  const nonce = newNonce();
  sendHtml(response, status, shell(title, nonce, body, app.storefrontUrl, nav), nonce, headers);
}

function message(response: ServerResponse, app: AppState, status: number, title: string, text: string, headers: Record<string, string> = {}): void {
  page(response, app, status, title, html`<div class="card"><h1>${title}</h1><p>${text}</p><p><a href="/admin">Retour à l’administration</a></p></div>`, headers, status !== 401);
}

const NOTICES: Record<string, {text: string; error?: boolean}> = {
  approuve: {text: 'L’avis a été approuvé : il est maintenant publié sur la fiche produit.'},
  rejete: {text: 'L’avis a été rejeté : il n’est pas publié.'},
  introuvable: {text: 'Cet avis n’existe plus.', error: true},
};

/**
 * Checks the credentials a request carries, in turn with the other guesses
 * (docs/decisions/030): 'missing' when it carries none (a browser's first request).
 */
async function authenticate(request: IncomingMessage, app: AppState): Promise<'ok' | 'missing' | 'wrong' | {retryAfterMs: number}> {
  if (!request.headers.authorization) return 'missing';
  const admin = adminPasswordFor(app);
  const attempt = await app.limits.admin.attempt(clientAddress(request), ADMIN_USER, async () => isAuthorized(request, admin));
  if ('refused' in attempt) return {retryAfterMs: attempt.retryAfterMs};
  return attempt.ok ? 'ok' : 'wrong';
}

/**
 * Lets the merchant through, or answers: 401 with the Basic challenge, 429 while guesses
 * wait their turn. JSON for `json` callers (/admin/api/, the outbox), a French page otherwise.
 */
export async function requireAdmin(request: IncomingMessage, response: ServerResponse, app: AppState, json: boolean): Promise<boolean> {
  const result = await authenticate(request, app);
  if (result === 'ok') return true;
  if (typeof result === 'object') {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    const text = `Trop de tentatives d’identification en ce moment : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`;
    const headers = {'Retry-After': String(seconds)};
    if (json) sendJson(response, 429, {ok: false, error: text}, headers);
    else message(response, app, 429, 'Trop de tentatives', text, headers);
    return false;
  }
  if (json) sendJson(response, 401, {ok: false, error: 'Authentification requise'}, {'WWW-Authenticate': REALM});
  else
    message(response, app, 401, 'Authentification requise', `Identifiez-vous avec l’identifiant « ${ADMIN_USER} » et le mot de passe de l’administration (affiché au premier démarrage du magasin local, ou défini par LOCAL_SHOP_ADMIN_PASSWORD).`, {
      'WWW-Authenticate': REALM,
    });
  return false;
}

/** The guard of every /admin path: HTTP Basic authentication, throttled (401 and 429 in JSON for /admin/api/). */
export function adminAuthorized({request, response, app, url}: RouteContext): Promise<boolean> {
  const pathname = url.pathname.replace(/\/+$/, '') || '/admin';
  return requireAdmin(request, response, app, pathname.startsWith('/admin/api/'));
}

export function adminNotFound({response, app}: RouteContext): void {
  message(response, app, 404, 'Page introuvable', 'Cette adresse n’existe pas dans l’administration.');
}

/** GET /admin: the inbox and the orders. */
export function dashboard({response, app, url}: RouteContext): void {
  const forms = formsFor(app);
  const catalogue = app.catalogueCache.get();
  const data: AdminPageData = {
    csrf: csrfToken(app.secret, csrfPurpose(adminPasswordFor(app))),
    storefrontUrl: app.storefrontUrl,
    notice: NOTICES[url.searchParams.get('moderation') ?? ''] ?? null,
    counts: {...forms.counts(), orders: app.orders.count(), cartQuotes: quotesFor(app).count()},
    contact: forms.list('contact', LIST_LIMIT),
    quote: forms.list('quote', LIST_LIMIT),
    newsletter: forms.list('newsletter', LIST_LIMIT),
    review: forms.list('review', LIST_LIMIT),
    orders: app.orders.recent(LIST_LIMIT),
    cartQuotes: quotesFor(app).list(LIST_LIMIT),
    outbox: app.outbox.recent(LIST_LIMIT),
    product(gid) {
      const id = Number(/\/(\d+)$/.exec(gid ?? '')?.[1] ?? NaN);
      const product = catalogue.productsById.get(id);
      return product ? {title: product.title, handle: product.handle} : null;
    },
    limit: LIST_LIMIT,
  };
  page(response, app, 200, 'Administration', adminPage(data));
}

export function dashboardMethodNotAllowed({response, app}: RouteContext, allowed: readonly Method[]): void {
  message(response, app, 405, 'Méthode non autorisée', 'Cette page se consulte seulement.', {Allow: allowed.join(', ')});
}

/** The JSON view tests and scripts read: everything stored, emails included. */
function submissionJson(item: Submission) {
  return {id: item.id, kind: item.kind, status: item.status, email: item.email, productId: item.productId, data: item.data, createdAt: item.createdAt};
}

/** GET /admin/api/submissions?kind=…: the latest submissions of a kind, in JSON. */
export function submissions({response, app, url}: RouteContext): void {
  const kind = url.searchParams.get('kind');
  if (!isSubmissionKind(kind)) {
    sendJson(response, 400, {ok: false, error: 'Paramètre kind attendu : contact, quote, newsletter ou review'});
    return;
  }
  const items = formsFor(app).list(kind, LIST_LIMIT);
  sendJson(response, 200, {ok: true, kind, submissions: items.map(submissionJson)});
}

export function submissionsMethodNotAllowed({response}: RouteContext, allowed: readonly Method[]): void {
  sendJson(response, 405, {ok: false, error: 'Méthode non autorisée'}, {Allow: allowed.join(', ')});
}

/** POST /admin/avis/<id>: a review approved or rejected, from the dashboard's buttons. */
export async function moderate({request, response, app, params}: RouteContext): Promise<void> {
  let form: URLSearchParams;
  try {
    form = await readForm(request, MAX_ADMIN_FORM_BYTES);
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 400;
    if (status === 415) message(response, app, 415, 'Formulaire refusé', 'Ce formulaire doit être envoyé depuis la page d’administration.');
    else message(response, app, status, 'Formulaire refusé', 'Le formulaire envoyé est illisible ou trop volumineux.', {Connection: 'close'});
    return;
  }
  if (!csrfValid(app.secret, csrfPurpose(adminPasswordFor(app)), form.get('csrf'))) {
    message(response, app, 403, 'Session expirée', 'Pour votre sécurité, ce formulaire a expiré. Rechargez la page d’administration et recommencez.');
    return;
  }
  const decision = form.get('decision');
  if (decision !== 'approve' && decision !== 'reject') {
    message(response, app, 400, 'Décision inconnue', 'Choisissez « Approuver » ou « Rejeter ».');
    return;
  }
  const done = formsFor(app).moderateReview(Number(params[0]), decision === 'approve' ? 'approved' : 'rejected');
  // The product page and the cards' stars change: the storefront's copies go first.
  if (done) await app.storefrontSignal.send();
  redirect(response, 303, `/admin?moderation=${done ? (decision === 'approve' ? 'approuve' : 'rejete') : 'introuvable'}#avis`);
}

export function moderationMethodNotAllowed({response, app}: RouteContext, allowed: readonly Method[]): void {
  message(response, app, 405, 'Méthode non autorisée', 'La modération se fait avec les boutons de la page d’administration.', {Allow: allowed.join(', ')});
}
