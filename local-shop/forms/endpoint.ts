// FORMS_ENDPOINT (docs/decisions/003-forms-endpoint.md): the storefront's server posts
// contact messages, quote requests, newsletter sign-ups and reviews here as JSON, and
// reads a product's approved reviews back. Its routes are in local-shop/routes.ts.

import type {IncomingMessage} from 'node:http';
import {safeEqual} from '../crypto.ts';
import type {AppState} from '../graphql/context.ts';
import {readJsonBody} from '../http/input.ts';
import type {Method, RouteContext} from '../http/router.ts';
import {header, mediaType, sendJson} from '../http/util.ts';
import {SUBMISSION_KINDS, type Submission} from '../store/forms.ts';
import {formsFor, formsTokenFor} from './index.ts';
import {PRODUCT_REQUIRED, PRODUCT_UNKNOWN, checkSubmission, productGid} from './validate.ts';

/** Every path the endpoint answers for, a wrong one included (404 in JSON, after the token check). */
export const FORMS_PATH = /^\/forms(?:\/([^/]*))?(?:\/\d{1,12}\/helpful|\/DEV-\d{4}-\d{6}(?:\/panier)?)?\/?$/;
/** 'Utile' on a published review: POST /forms/reviews/<id>/helpful. */
export const HELPFUL_PATH = /^\/forms\/reviews\/(\d{1,12})\/helpful\/?$/;
/** A product's published reviews: GET /forms/reviews?productId=… */
export const REVIEWS_PATH = /^\/forms\/reviews\/?$/;
/** A form sent: POST /forms/<kind>. */
export const SUBMIT_PATH = new RegExp(`^/forms/(${SUBMISSION_KINDS.join('|')})/?$`);
export const MAX_FORM_BYTES = 64 * 1024;

export const FORM_ERRORS = {
  unknownKind: 'Type de formulaire inconnu',
  method: 'Méthode non autorisée',
  contentType: 'Le corps de la requête doit être du JSON (Content-Type: application/json)',
  tooLarge: 'Le formulaire envoyé est trop volumineux (64 Ko maximum)',
  unreadable: 'Le corps de la requête est illisible',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide',
  notAnObject: 'Le corps de la requête doit être un objet JSON',
  unauthorized: 'Jeton d’accès manquant ou invalide',
  reviewUnknown: 'Avis introuvable',
  voterRequired: 'Visiteur manquant : envoyez {"voter": "<identifiant du visiteur>"}',
  duplicateReview: 'Vous avez déjà donné votre avis sur ce produit.',
  internal: 'Erreur interne : le formulaire n’a pas été enregistré',
} as const;

/** The Bearer token the storefront's server sends (FORMS_TOKEN), compared in constant time. */
function authorized(request: IncomingMessage, expected: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization'))?.[1] ?? '';
  return safeEqual(given, expected);
}

/** The guard of every /forms path: 401 without the right token (LOCAL_SHOP_FORMS_TOKEN, or the one generated on the first start). */
export function formsAuthorized({request, response, app}: RouteContext): boolean {
  if (authorized(request, formsTokenFor(app))) return true;
  sendJson(response, 401, {ok: false, error: FORM_ERRORS.unauthorized}, {'WWW-Authenticate': 'Bearer'});
  return false;
}

export function formsNotFound({response}: RouteContext): void {
  sendJson(response, 404, {ok: false, error: FORM_ERRORS.unknownKind});
}

export function formsMethodNotAllowed({response}: RouteContext, allowed: readonly Method[]): void {
  sendJson(response, 405, {ok: false, error: FORM_ERRORS.method}, {Allow: allowed.join(', ')});
}

/** Always JSON, a 500 included: the storefront reads every answer as JSON. */
export function formsFailed({response}: RouteContext): void {
  sendJson(response, 500, {ok: false, error: FORM_ERRORS.internal}, {Connection: 'close'});
}

/** A review as shoppers may see it: no email address. */
export function publicReview(review: Submission) {
  const data = review.data;
  return {
    id: review.id,
    productId: review.productId,
    customerName: data.customerName,
    rating: data.rating,
    title: data.title,
    comment: data.comment,
    verified: data.verified === true,
    helpful: typeof data.helpful === 'number' ? data.helpful : 0,
    createdAt: review.createdAt,
    // Only ever the author's own review, asked for by id ('include').
    ...(review.status === 'pending' ? {status: 'pending'} : {}),
  };
}

/** Whether an order by this e-mail, not cancelled, holds the product. */
function hasBought(app: AppState, email: string, productGid: string | null): boolean {
  const productId = Number(/\/(\d+)$/.exec(productGid ?? '')?.[1] ?? NaN);
  if (!email || !Number.isSafeInteger(productId)) return false;
  const row = app.store.get(
    'SELECT 1 AS found FROM orders JOIN order_lines ON order_lines.order_id = orders.id WHERE orders.email = ? COLLATE NOCASE AND orders.canceled_at IS NULL AND order_lines.product_id = ? LIMIT 1',
    email,
    productId,
  );
  return row !== undefined;
}

/**
 * POST /forms/reviews/<id>/helpful {"voter": …}: 'Utile' on a published review, once per
 * visitor (the storefront names the visitor with an opaque id).
 */
export async function markHelpful({request, response, app, params}: RouteContext): Promise<void> {
  const id = Number(params[0]);
  const body = await readJsonBody(request, 1024);
  const voter = body.ok && body.value && typeof body.value === 'object' ? (body.value as {voter?: unknown}).voter : undefined;
  if (typeof voter !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(voter)) {
    sendJson(response, 400, {ok: false, error: FORM_ERRORS.voterRequired});
    return;
  }
  const count = formsFor(app).markHelpful(id, voter);
  if (count === null) {
    sendJson(response, 404, {ok: false, error: FORM_ERRORS.reviewUnknown});
    return;
  }
  // The review's count changes on the product page: the storefront's copies go first.
  await app.storefrontSignal.send();
  sendJson(response, 200, {ok: true, id, helpful: count});
}

/** GET /forms/reviews?productId=…[&include=<ids>]: a product's published reviews and their stats. */
export function listReviews({response, app, url}: RouteContext): void {
  const raw = url.searchParams.get('productId');
  const productId = raw ? productGid(raw, app.catalogueCache.get()) : null;
  if (!productId) {
    sendJson(response, 400, {ok: false, errors: {productId: raw ? PRODUCT_UNKNOWN : PRODUCT_REQUIRED}});
    return;
  }
  // The visitor's own pending reviews, by id (the storefront keeps them in its session).
  const include = (url.searchParams.get('include') ?? '')
    .split(',')
    .filter((id) => /^\d{1,12}$/.test(id))
    .map(Number);
  const {reviews, stats} = formsFor(app).approvedReviews(productId, include);
  sendJson(response, 200, {ok: true, productId, reviews: reviews.map(publicReview), stats});
}

/** POST /forms/<kind>: a contact message, quote request, newsletter sign-up or review, as JSON. */
export async function submitForm({request, response, app, params}: RouteContext): Promise<void> {
  const kind = params[0] as Submission['kind'];
  if (mediaType(request) !== 'application/json') {
    request.resume();
    sendJson(response, 415, {ok: false, error: FORM_ERRORS.contentType}, {Connection: 'close'});
    return;
  }
  const body = await readJsonBody(request, MAX_FORM_BYTES);
  if (!body.ok) {
    const error = {'too-large': FORM_ERRORS.tooLarge, unreadable: FORM_ERRORS.unreadable, 'invalid-json': FORM_ERRORS.invalidJson}[body.reason];
    sendJson(response, body.status, {ok: false, error}, body.reason === 'invalid-json' ? {} : {Connection: 'close'});
    return;
  }
  const parsed = body.value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    sendJson(response, 400, {ok: false, error: FORM_ERRORS.notAnObject});
    return;
  }

  const checked = checkSubmission(kind, parsed as Record<string, unknown>, app.catalogueCache.get());
  if (!checked.ok) {
    sendJson(response, 400, {ok: false, errors: checked.errors});
    return;
  }
  if (kind === 'review' && checked.data.verified === true) {
    // 'Achat vérifié' is the shop's finding, not the caller's word.
    checked.data.verified = hasBought(app, checked.email, checked.productId);
  }
  let saved: {id: number; created: boolean; duplicate?: boolean};
  try {
    saved = formsFor(app).add(kind, checked.data, {email: checked.email, productId: checked.productId});
  } catch (error) {
    console.error('[magasin local] Formulaire non enregistré :', error);
    sendJson(response, 500, {ok: false, error: FORM_ERRORS.internal});
    return;
  }
  if (saved.duplicate) {
    sendJson(response, 409, {ok: false, errors: {form: FORM_ERRORS.duplicateReview}});
    return;
  }
  // A repeated newsletter sign-up is not an error: same id, 200 instead of 201.
  sendJson(response, saved.created ? 201 : 200, {ok: true, id: saved.id});
}
