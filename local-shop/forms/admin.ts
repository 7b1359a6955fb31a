// /admin: the merchant's inbox (messages, quotes, newsletter, reviews to moderate) and
// orders, behind HTTP Basic auth. Moderation is a plain form POST carrying a CSRF token,
// since a browser resends Basic credentials on cross-site form posts too.

import crypto from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {clientAddress, readFormBody} from '../http/input.ts';
import {HttpError, html, newNonce, redirect, sendHtml, sendJson} from '../http/util.ts';
import {type AdminPageData, type OrderRow, adminPage, shell} from './admin-view.ts';
import {ADMIN_USER, type AdminPassword} from './password.ts';
import {type FormStore, type Submission, isSubmissionKind} from './store.ts';

export const ADMIN_PATH = /^\/admin(?:\/.*)?$/;
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

/**
 * Checks the credentials a request carries, in turn with the other guesses
 * (docs/decisions/030): 'missing' when it carries none (a browser's first request).
 */
export async function authenticate(request: IncomingMessage, app: AppState, admin: AdminPassword): Promise<'ok' | 'missing' | 'wrong' | {retryAfterMs: number}> {
  if (!request.headers.authorization) return 'missing';
  const attempt = await app.limits.admin.attempt(clientAddress(request), ADMIN_USER, async () => isAuthorized(request, admin));
  if ('refused' in attempt) return {retryAfterMs: attempt.retryAfterMs};
  return attempt.ok ? 'ok' : 'wrong';
}

/**
 * Lets the merchant through, or answers: 401 with the Basic challenge, 429 while guesses
 * wait their turn. JSON for `json` callers, a French page otherwise.
 */
export async function requireAdmin(request: IncomingMessage, response: ServerResponse, app: AppState, admin: AdminPassword, json: boolean): Promise<boolean> {
  const result = await authenticate(request, app, admin);
  if (result === 'ok') return true;
  request.resume();
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

/** Changes with the password, so a new password also invalidates old pages' forms. */
export function adminCsrfToken(app: AppState, admin: AdminPassword): string {
  return crypto.createHmac('sha256', app.secret).update(`admin:${admin.password}`).digest('base64url');
}

function csrfValid(app: AppState, admin: AdminPassword, given: string | null): boolean {
  if (!given) return false;
  const expected = Buffer.from(adminCsrfToken(app, admin));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

function page(response: ServerResponse, app: AppState, status: number, title: string, body: ReturnType<typeof html>, headers: Record<string, string> = {}, nav = true): void {
  const nonce = newNonce();
  sendHtml(response, status, shell(title, nonce, body, app.storefrontUrl, nav), nonce, headers);
}

function message(response: ServerResponse, app: AppState, status: number, title: string, text: string, headers: Record<string, string> = {}): void {
  page(response, app, status, title, html`<div class="card"><h1>${title}</h1><p>${text}</p><p><a href="/admin">Retour à l’administration</a></p></div>`, headers, status !== 401);
}

function orderRows(app: AppState, limit: number): {rows: OrderRow[]; count: number} {
  const count = Number(app.store.get('SELECT COUNT(*) AS n FROM orders')?.n ?? 0);
  const rows = app.store
    .all('SELECT number, key, processed_at, email, total_cents, financial_status, fulfillment_status, canceled_at FROM orders ORDER BY number DESC LIMIT ?', limit)
    .map((row) => ({
      number: Number(row.number),
      key: String(row.key),
      processedAt: String(row.processed_at),
      email: String(row.email),
      totalCents: Number(row.total_cents),
      financialStatus: String(row.financial_status),
      fulfillmentStatus: String(row.fulfillment_status),
      canceled: row.canceled_at !== null,
    }));
  return {rows, count};
}

const NOTICES: Record<string, {text: string; error?: boolean}> = {
  approuve: {text: 'L’avis a été approuvé : il est maintenant publié sur la fiche produit.'},
  rejete: {text: 'L’avis a été rejeté : il n’est pas publié.'},
  introuvable: {text: 'Cet avis n’existe plus.', error: true},
};

function dashboard(response: ServerResponse, app: AppState, forms: FormStore, admin: AdminPassword, url: URL): void {
  const catalogue = app.catalogueCache.get();
  const orders = orderRows(app, LIST_LIMIT);
  const data: AdminPageData = {
    csrf: adminCsrfToken(app, admin),
    storefrontUrl: app.storefrontUrl,
    notice: NOTICES[url.searchParams.get('moderation') ?? ''] ?? null,
    counts: {...forms.counts(), orders: orders.count},
    contact: forms.list('contact', LIST_LIMIT),
    quote: forms.list('quote', LIST_LIMIT),
    newsletter: forms.list('newsletter', LIST_LIMIT),
    review: forms.list('review', LIST_LIMIT),
    orders: orders.rows,
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

/** The JSON view tests and scripts read: everything stored, emails included. */
function submissionJson(item: Submission) {
  return {id: item.id, kind: item.kind, status: item.status, email: item.email, productId: item.productId, data: item.data, createdAt: item.createdAt};
}

async function moderate(request: IncomingMessage, response: ServerResponse, app: AppState, forms: FormStore, admin: AdminPassword, id: number): Promise<void> {
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    request.resume();
    message(response, app, 415, 'Formulaire refusé', 'Ce formulaire doit être envoyé depuis la page d’administration.');
    return;
  }
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, MAX_ADMIN_FORM_BYTES);
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 400;
    message(response, app, status, 'Formulaire refusé', 'Le formulaire envoyé est illisible ou trop volumineux.', {Connection: 'close'});
    return;
  }
  if (!csrfValid(app, admin, form.get('csrf'))) {
    message(response, app, 403, 'Session expirée', 'Pour votre sécurité, ce formulaire a expiré. Rechargez la page d’administration et recommencez.');
    return;
  }
  const decision = form.get('decision');
  if (decision !== 'approve' && decision !== 'reject') {
    message(response, app, 400, 'Décision inconnue', 'Choisissez « Approuver » ou « Rejeter ».');
    return;
  }
  const done = forms.moderateReview(id, decision === 'approve' ? 'approved' : 'rejected');
  redirect(response, 303, `/admin?moderation=${done ? (decision === 'approve' ? 'approuve' : 'rejete') : 'introuvable'}#avis`);
}

export async function handleAdmin(
  request: IncomingMessage,
  response: ServerResponse,
  app: AppState,
  forms: FormStore,
  admin: AdminPassword,
  url: URL,
): Promise<void> {
  const pathname = url.pathname.replace(/\/+$/, '') || '/admin';
  const isApi = pathname.startsWith('/admin/api/');
  if (!(await requireAdmin(request, response, app, admin, isApi))) return;
  const method = request.method ?? 'GET';
  const readOnly = method === 'GET' || method === 'HEAD';

  if (pathname === '/admin/api/submissions') {
    request.resume();
    if (!readOnly) {
      sendJson(response, 405, {ok: false, error: 'Méthode non autorisée'}, {Allow: 'GET, HEAD'});
      return;
    }
    const kind = url.searchParams.get('kind');
    if (!isSubmissionKind(kind)) {
      sendJson(response, 400, {ok: false, error: 'Paramètre kind attendu : contact, quote, newsletter ou review'});
      return;
    }
    const items = forms.list(kind, LIST_LIMIT);
    sendJson(response, 200, {ok: true, kind, submissions: items.map(submissionJson)});
    return;
  }

  if (pathname === '/admin') {
    request.resume();
    if (!readOnly) {
      message(response, app, 405, 'Méthode non autorisée', 'Cette page se consulte seulement.', {Allow: 'GET, HEAD'});
      return;
    }
    dashboard(response, app, forms, admin, url);
    return;
  }

  const review = /^\/admin\/avis\/(\d{1,12})$/.exec(pathname);
  if (review) {
    if (method !== 'POST') {
      request.resume();
      message(response, app, 405, 'Méthode non autorisée', 'La modération se fait avec les boutons de la page d’administration.', {Allow: 'POST'});
      return;
    }
    await moderate(request, response, app, forms, admin, Number(review[1]));
    return;
  }

  request.resume();
  message(response, app, 404, 'Page introuvable', 'Cette adresse n’existe pas dans l’administration.');
}
