// FORMS_ENDPOINT (docs/decisions/003-forms-endpoint.md): the storefront's server posts
// contact messages, quote requests, newsletter sign-ups and reviews here as JSON, and
// reads a product's approved reviews back.

import crypto from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {readJsonBody} from '../http/input.ts';
import {sendJson} from '../http/util.ts';
import {type FormStore, type Submission, isSubmissionKind} from './store.ts';
import {PRODUCT_REQUIRED, PRODUCT_UNKNOWN, checkSubmission, productGid} from './validate.ts';

export const FORMS_PATH = /^\/forms(?:\/([^/]*))?(?:\/\d{1,12}\/helpful)?\/?$/;
/** 'Utile' on a published review: POST /forms/reviews/<id>/helpful. */
const HELPFUL_PATH = /^\/forms\/reviews\/(\d{1,12})\/helpful\/?$/;
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

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : (value ?? '')).trim();
}

/** The Bearer token the storefront's server sends (FORMS_TOKEN), compared in constant time. */
function authorized(request: IncomingMessage, expected: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization'))?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
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

export async function handleForms(
  request: IncomingMessage,
  response: ServerResponse,
  app: AppState,
  forms: FormStore,
  token: string,
  kind: string,
  url: URL,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (!authorized(request, token)) {
    request.resume();
    sendJson(response, 401, {ok: false, error: FORM_ERRORS.unauthorized}, {'WWW-Authenticate': 'Bearer'});
    return;
  }

  const helpful = HELPFUL_PATH.exec(url.pathname);
  if (helpful) {
    if (method !== 'POST') {
      request.resume();
      sendJson(response, 405, {ok: false, error: FORM_ERRORS.method}, {Allow: 'POST'});
      return;
    }
    // One vote per visitor: the storefront names the visitor with an opaque id.
    const body = await readJsonBody(request, 1024);
    const voter = body.ok && body.value && typeof body.value === 'object' ? (body.value as {voter?: unknown}).voter : undefined;
    if (typeof voter !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(voter)) {
      sendJson(response, 400, {ok: false, error: FORM_ERRORS.voterRequired});
      return;
    }
    const count = forms.markHelpful(Number(helpful[1]), voter);
    if (count === null) sendJson(response, 404, {ok: false, error: FORM_ERRORS.reviewUnknown});
    else sendJson(response, 200, {ok: true, id: Number(helpful[1]), helpful: count});
    return;
  }
  if (url.pathname !== `/forms/${kind}` && url.pathname !== `/forms/${kind}/`) {
    request.resume();
    sendJson(response, 404, {ok: false, error: FORM_ERRORS.unknownKind});
    return;
  }

  if (kind === 'reviews') {
    request.resume();
    if (method !== 'GET' && method !== 'HEAD') {
      sendJson(response, 405, {ok: false, error: FORM_ERRORS.method}, {Allow: 'GET, HEAD'});
      return;
    }
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
    const {reviews, stats} = forms.approvedReviews(productId, include);
    sendJson(response, 200, {ok: true, productId, reviews: reviews.map(publicReview), stats});
    return;
  }

  if (!isSubmissionKind(kind)) {
    request.resume();
    sendJson(response, 404, {ok: false, error: FORM_ERRORS.unknownKind});
    return;
  }
  if (method !== 'POST') {
    request.resume();
    sendJson(response, 405, {ok: false, error: FORM_ERRORS.method}, {Allow: 'POST'});
    return;
  }
  const contentType = header(request, 'content-type').split(';')[0].trim().toLowerCase();
  if (contentType !== 'application/json') {
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
    saved = forms.add(kind, checked.data, {email: checked.email, productId: checked.productId});
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
