// Reviews through the merchant inbox (FORMS_ENDPOINT, docs/decisions/003): reading a
// product's published reviews, voting 'Utile', and what the visitor's session remembers.

import type {FormsSettings} from '~/lib/platform/form-delivery.server';
import type {AppSession} from '~/lib/platform/session.server';
import {type ProductReviews, parseProductReviews} from '~/lib/reviews/reviews';

/** Reviews sit below the fold: a slow inbox must not hold the page for long. */
export const REVIEWS_TIMEOUT_MS = 4_000;

const MINE_KEY = 'reviewsMine';
const HELPFUL_KEY = 'reviewsHelpful';
/** Bounded so the session cookie stays small; the oldest ids are forgotten first. */
const MAX_REMEMBERED = 40;

function endpointUrl(endpoint: string, path: string): string {
  return `${endpoint.replace(/\/+$/, '')}/${path}`;
}

function headers(token: string | undefined): HeadersInit {
  return {Accept: 'application/json', ...(token ? {Authorization: `Bearer ${token}`} : {})};
}

/**
 * Published reviews of a product, plus the visitor's own pending ones (`include`).
 * Null when the inbox fails: SPEC.md section 8 logs a load failure and shows nothing.
 */
export async function fetchProductReviews(
  {FORMS_ENDPOINT: endpoint, FORMS_TOKEN: token}: FormsSettings,
  productId: string,
  include: readonly string[] = [],
  fetcher: typeof fetch = fetch,
): Promise<ProductReviews | null> {
  if (!endpoint) return null;
  const params = new URLSearchParams({productId});
  if (include.length > 0) params.set('include', include.join(','));
  try {
    const response = await fetcher(endpointUrl(endpoint, `reviews?${params.toString()}`), {
      headers: headers(token),
      signal: AbortSignal.timeout(REVIEWS_TIMEOUT_MS),
    });
    const payload: unknown = await response.json().catch(() => null);
    const parsed = response.ok ? parseProductReviews(payload) : null;
    if (!parsed) console.error(`Avis : chargement impossible (${response.status})`);
    return parsed;
  } catch (error) {
    console.error('Avis : chargement impossible', error);
    return null;
  }
}

/**
 * Who votes 'Utile', for the inbox's one vote per visitor: the visitor's address (Oxygen's
 * `oxygen-buyer-ip`, which a visitor cannot change by dropping cookies), keyed with the
 * session secret so that the inbox never stores an address.
 */
export async function visitorId(request: Request, secret: string): Promise<string> {
  const address = request.headers.get('oxygen-buyer-ip') ?? 'inconnu';
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`utile:${address}`)));
  return btoa(String.fromCharCode(...mac)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 'Utile' on the inbox, once per `voter`; the count, or null on failure. */
export async function postHelpful(
  {FORMS_ENDPOINT: endpoint, FORMS_TOKEN: token}: FormsSettings,
  reviewId: string,
  voter: string,
  fetcher: typeof fetch = fetch,
): Promise<number | null> {
  if (!endpoint || !/^\d{1,12}$/.test(reviewId)) return null;
  try {
    const response = await fetcher(endpointUrl(endpoint, `reviews/${reviewId}/helpful`), {
      method: 'POST',
      headers: {...headers(token), 'Content-Type': 'application/json'},
      body: JSON.stringify({voter}),
      signal: AbortSignal.timeout(REVIEWS_TIMEOUT_MS),
    });
    const payload = (await response.json().catch(() => null)) as {ok?: unknown; helpful?: unknown} | null;
    if (response.ok && payload?.ok === true && typeof payload.helpful === 'number') return payload.helpful;
    console.error(`Avis : vote 'Utile' refusé (${response.status})`);
    return null;
  } catch (error) {
    console.error("Avis : vote 'Utile' impossible", error);
    return null;
  }
}

function remembered(session: AppSession, key: string): string[] {
  const value: unknown = session.get(key);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && /^\d{1,12}$/.test(id)) : [];
}

function remember(session: AppSession, key: string, id: string) {
  const ids = remembered(session, key).filter((known) => known !== id);
  session.set(key, [...ids, id].slice(-MAX_REMEMBERED));
}

/** Reviews this visitor wrote: shown to them while they wait for moderation. */
export const myReviews = (session: AppSession) => remembered(session, MINE_KEY);
export const rememberMyReview = (session: AppSession, id: string) => remember(session, MINE_KEY, id);

/** Reviews this visitor found useful: one vote each. */
export const helpfulVotes = (session: AppSession) => remembered(session, HELPFUL_KEY);
export const rememberHelpfulVote = (session: AppSession, id: string) => remember(session, HELPFUL_KEY, id);
