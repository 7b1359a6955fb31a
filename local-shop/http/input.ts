// The local shop's input layer: JSON bodies are read here, bounded, and their text
// cleaned of control characters and direction overrides (app/lib/platform/control-characters.ts);
// HTML forms through readForm (util.ts), cleaned the same way; Storefront API arguments
// through cleanInput in graphql/root.ts. Also who the client is, for the limits of
// docs/decisions/030.

import type {IncomingMessage} from 'node:http';
import {cleanStrings} from '../shared-rules.ts';
import {HttpError, readBody} from './util.ts';

export {cleanStrings as cleanInput};

export type JsonBody = {ok: true; value: unknown} | {ok: false; status: 400 | 413; reason: 'too-large' | 'unreadable' | 'invalid-json'};

/** A JSON body, parsed and cleaned; the reason when it is too large, unreadable or not JSON. */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<JsonBody> {
  let body: Buffer;
  try {
    body = await readBody(request, limit);
  } catch (error) {
    const tooLarge = error instanceof HttpError && error.status === 413;
    return {ok: false, status: tooLarge ? 413 : 400, reason: tooLarge ? 'too-large' : 'unreadable'};
  }
  try {
    return {ok: true, value: cleanStrings(JSON.parse(body.toString('utf8')) as unknown)};
  } catch {
    return {ok: false, status: 400, reason: 'invalid-json'};
  }
}

/**
 * The client's address: the socket's, or, for the Storefront API, the buyer's address the
 * storefront's server forwards (Shopify-Storefront-Buyer-IP, as Shopify reads it).
 */
export function clientAddress(request: IncomingMessage, trustBuyerIp = false): string {
  if (trustBuyerIp) {
    const header = request.headers['shopify-storefront-buyer-ip'];
    const value = (Array.isArray(header) ? header[0] : header)?.split(',')[0].trim();
    if (value && /^[0-9A-Fa-f.:]{2,45}$/.test(value)) return value;
  }
  return request.socket.remoteAddress ?? 'inconnu';
}
