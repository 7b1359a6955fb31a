// HTTP details of the Customer Account endpoints: form bodies, the two cookies of the
// sign-in pages, OAuth error answers (RFC 6749 section 5.2) and the client's address.

import type {IncomingMessage, ServerResponse} from 'node:http';
import {HttpError, header, readForm, sendJson} from '../http/util.ts';

/** Form bodies are small here: an e-mail, a code, a few OAuth parameters. */
const MAX_FORM_BYTES = 16 * 1024;

/** An application/x-www-form-urlencoded body; null when it is another type or too large. */
export async function formOf(request: IncomingMessage): Promise<URLSearchParams | null> {
  try {
    return await readForm(request, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** One parameter that must appear at most once (RFC 6749 section 3.1). */
export function single(params: URLSearchParams, name: string): string | null | 'repeated' {
  const values = params.getAll(name);
  if (values.length > 1) return 'repeated';
  return values.length === 1 ? values[0] : null;
}

export function readCookie(request: IncomingMessage, name: string): string | null {
  for (const part of header(request, 'cookie').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * The sign-in pages' cookies live under /authentication/ only, so they never reach the
 * storefront even when both run on 127.0.0.1 (cookies ignore ports).
 */
export function cookie(name: string, value: string, options: {secure: boolean; maxAgeSeconds: number}): string {
  return [
    `${name}=${value}`,
    'Path=/authentication/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${options.maxAgeSeconds}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The peer's address: the local shop listens on 127.0.0.1 and trusts no proxy header. */
export function clientIp(request: IncomingMessage): string {
  return request.socket.remoteAddress ?? 'inconnue';
}

export type OAuthError = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope';

/** RFC 6749 section 5.2: 400 with the error code and a description, 401 for invalid_client. */
export function sendOAuthError(response: ServerResponse, error: OAuthError, description: string): void {
  sendJson(response, error === 'invalid_client' ? 401 : 400, {error, error_description: description}, {Pragma: 'no-cache'});
}

/** The URI with these query parameters added (an authorization answer or error). */
export function withQuery(uri: string, params: Record<string, string | null>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return url.toString();
}
