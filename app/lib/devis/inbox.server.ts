// The devis endpoint of the merchant inbox (FORMS_ENDPOINT/devis, docs/decisions/047):
// the inbox numbers, prices and keeps the quote; the storefront sends the buyer and the
// cart's id (the inbox prices the cart as the Storefront API shows it), and reads the quote back by its number and key.

import type {FormsSettings} from '../platform/form-delivery.server.ts';
import type {DevisBuyer} from './buyer.ts';
import type {StoredDevis} from './document.ts';

const TIMEOUT_MS = 10_000;

export type DevisCreated =
  | {ok: true; devis: StoredDevis}
  | {ok: false; reason: 'invalid'; errors: Record<string, string>}
  | {ok: false; reason: 'failed'};

function endpoint(settings: FormsSettings, path: string): string | null {
  return settings.FORMS_ENDPOINT ? `${settings.FORMS_ENDPOINT.replace(/\/+$/, '')}/devis${path}` : null;
}

function headers(settings: FormsSettings): HeadersInit {
  return {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...(settings.FORMS_TOKEN ? {Authorization: `Bearer ${settings.FORMS_TOKEN}`} : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDevis(value: unknown): value is StoredDevis {
  return isRecord(value) && typeof value.number === 'string' && typeof value.key === 'string' && Array.isArray(value.lines) && isRecord(value.totals) && isRecord(value.buyer);
}

async function call(url: string, init: RequestInit, fetcher: typeof fetch): Promise<{status: number; body: unknown} | null> {
  try {
    const response = await fetcher(url, {...init, signal: AbortSignal.timeout(TIMEOUT_MS)});
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return {status: response.status, body};
  } catch (error) {
    console.error(`Devis: ${url.replace(/\?.*$/, '')} unreachable`, error);
    return null;
  }
}

export async function createDevis(
  settings: FormsSettings,
  input: {buyer: DevisBuyer; cartId: string},
  fetcher: typeof fetch = fetch,
): Promise<DevisCreated> {
  const url = endpoint(settings, '');
  if (!url) return {ok: false, reason: 'failed'};
  const answer = await call(url, {method: 'POST', headers: headers(settings), body: JSON.stringify({...input.buyer, cartId: input.cartId})}, fetcher);
  if (answer && answer.status === 201 && isRecord(answer.body) && isDevis(answer.body.quote)) return {ok: true, devis: answer.body.quote};
  if (answer && answer.status === 400 && isRecord(answer.body) && isRecord(answer.body.errors)) {
    const errors = Object.fromEntries(Object.entries(answer.body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return {ok: false, reason: 'invalid', errors};
  }
  if (answer) console.error(`Devis: the inbox answered ${answer.status}`);
  return {ok: false, reason: 'failed'};
}

/** The quote, null when there is none with that number and key, 'failed' when the inbox did not answer. */
export async function readDevis(settings: FormsSettings, number: string, key: string, fetcher: typeof fetch = fetch): Promise<StoredDevis | null | 'failed'> {
  const url = endpoint(settings, `/${encodeURIComponent(number)}?key=${encodeURIComponent(key)}`);
  if (!url) return 'failed';
  const answer = await call(url, {method: 'GET', headers: headers(settings)}, fetcher);
  if (!answer) return 'failed';
  if (answer.status === 404) return null;
  if (answer.status === 200 && isRecord(answer.body) && isDevis(answer.body.quote)) return answer.body.quote;
  console.error(`Devis: the inbox answered ${answer.status}`);
  return 'failed';
}

/** Tells the inbox the buyer took the quote back into a cart (for the merchant); a failure changes nothing for the buyer. */
export async function noteDevisCart(settings: FormsSettings, devis: Pick<StoredDevis, 'number' | 'key'>, fetcher: typeof fetch = fetch): Promise<void> {
  const url = endpoint(settings, `/${encodeURIComponent(devis.number)}/panier`);
  if (url) await call(url, {method: 'POST', headers: headers(settings), body: JSON.stringify({key: devis.key})}, fetcher);
}
