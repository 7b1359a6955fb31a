// One gate in front of every route (server.ts): what no action should have to check
// for itself. A mutation must come from this site (CSRF, docs/decisions/008), stay under
// a size limit, be a form (or JSON for /api/*) and be readable. Whatever fails gets a
// short French answer with a 4xx status, never a stack trace. Every text a client sends
// (form fields, JSON strings, the query string) comes out of here without control
// characters or direction overrides (app/lib/platform/control-characters.ts).

import {cleanStrings, cleanText, hasUnwantedCharacters} from './control-characters.ts';

/** Largest body an action reads: a full contact or quote form, every field at its maximum length in accented text, is under 64 KB once URL-encoded. */
export const MAX_BODY_BYTES = 128 * 1024;

/**
 * How much of an oversized body is still read before answering 413: a client that is
 * still sending when the answer comes gets its connection reset instead of the answer.
 */
export const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;

/** Longest URL read: 8,000 bytes, what RFC 9110 asks every server to take. */
export const MAX_URL_LENGTH = 8000;

export const GUARD_MESSAGES = {
  crossSite: 'Requête refusée : ce formulaire doit être envoyé depuis notre site.',
  tooLarge: 'Envoi trop volumineux : raccourcissez votre texte et réessayez.',
  unsupportedType: 'Format d’envoi non pris en charge.',
  unreadableForm: 'Formulaire illisible : rechargez la page et réessayez.',
  unreadableJson: 'Requête invalide : le JSON envoyé est illisible.',
  filesRefused: 'Les fichiers ne sont pas acceptés par ce formulaire.',
  bodyOnRead: 'Requête invalide : une lecture de page ne peut pas porter de contenu.',
  uriTooLong: 'Adresse trop longue : raccourcissez-la et réessayez.',
} as const;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const JSON_TYPE = 'application/json';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request to hand on (its body already read and checked), or the refusal. */
export async function guardRequest(request: Request): Promise<Request | Response> {
  if (request.url.length > MAX_URL_LENGTH) {
    await drain(request.body, 0);
    return refuse(request, 414, GUARD_MESSAGES.uriTooLong);
  }
  const url = new URL(request.url);
  const method = request.method.toUpperCase();

  if (!MUTATIONS.has(method)) {
    // Hydrogen answers these in English; a GET with a body is never a browser's.
    if ((method === 'GET' || method === 'HEAD') && request.body && declaredLength(request) !== 0) {
      return refuse(request, 400, GUARD_MESSAGES.bodyOnRead);
    }
    return withCleanQuery(request, url);
  }

  if (!isSameSite(request, url)) {
    // Read what was sent first: answering before a client has finished sending resets its connection.
    await drain(request.body, 0);
    return refuse(request, 403, GUARD_MESSAGES.crossSite);
  }

  const type = mediaType(request.headers.get('Content-Type'));
  const isForm = FORM_TYPES.includes(type);
  const isJson = type === JSON_TYPE;
  const declared = declaredLength(request);
  if (declared !== null && declared > MAX_BODY_BYTES) {
    await drain(request.body, 0);
    return refuse(request, 413, GUARD_MESSAGES.tooLarge);
  }

  const body = await readLimited(request.body);
  if (body === 'too-large') return refuse(request, 413, GUARD_MESSAGES.tooLarge);

  if (body.byteLength === 0 && !type) return rebuild(request, body);
  // JSON only where an API expects it (/api/*); pages take forms.
  if (!isForm && !(isJson && url.pathname.startsWith('/api/'))) {
    return refuse(request, 415, GUARD_MESSAGES.unsupportedType);
  }

  const checked = rebuild(request, body);
  if (isJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(body));
    } catch {
      return refuse(request, 400, GUARD_MESSAGES.unreadableJson);
    }
    const text = JSON.stringify(parsed);
    const cleaned = JSON.stringify(cleanStrings(parsed));
    return cleaned === text ? checked : rebuild(request, new TextEncoder().encode(cleaned));
  }

  let form: FormData;
  try {
    // Parsed from its own copy of the bytes: a clone() would tee the body, and the route
    // may never read its branch.
    form = await rebuild(request, body).formData();
  } catch {
    return refuse(request, 400, GUARD_MESSAGES.unreadableForm);
  }
  let unwanted = false;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') return refuse(request, 400, GUARD_MESSAGES.filesRefused);
    unwanted ||= hasUnwantedCharacters(name) || hasUnwantedCharacters(value);
  }
  if (!unwanted) return checked;
  // Sent again as a URL-encoded form: same fields, cleaned (no form takes files).
  const clean = new URLSearchParams();
  for (const [name, value] of form.entries()) clean.append(cleanText(name), cleanText(value as string));
  return rebuild(request, new TextEncoder().encode(clean.toString()), FORM_TYPES[0]);
}

/** The same request, its query string cleaned when it carries unwanted characters. */
function withCleanQuery(request: Request, url: URL): Request {
  if (!hasUnwantedCharacters(decodeURIComponentSafe(url.search))) return request;
  const clean = new URLSearchParams();
  for (const [name, value] of url.searchParams) clean.append(cleanText(name), cleanText(value));
  url.search = clean.toString();
  return new Request(url.toString(), request);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Browsers send Origin with every POST; a cross-site one (or 'null', from a sandboxed
 * frame or a redirect chain) is refused. Without Origin, Sec-Fetch-Site still tells.
 * Tools that send neither (curl, the tests) cannot forge a shopper's cookies anyway.
 */
export function isSameSite(request: Request, url = new URL(request.url)): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) {
    if (origin === 'null') return false;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    // The Host header is what the browser addressed, when a proxy rewrote request.url.
    return host === url.host || host === request.headers.get('Host');
  }
  const site = request.headers.get('Sec-Fetch-Site');
  return site !== 'cross-site' && site !== 'same-site';
}

function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

function declaredLength(request: Request): number | null {
  const header = request.headers.get('Content-Length');
  if (header === null) return null;
  const length = Number(header);
  return Number.isFinite(length) ? length : null;
}

/** The whole body, or 'too-large' (the rest drained) past MAX_BODY_BYTES. */
async function readLimited(stream: ReadableStream<Uint8Array> | null): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await drain(reader, total);
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function drain(source: ReadableStream<Uint8Array> | ReadableStreamDefaultReader<Uint8Array> | null, already: number) {
  if (!source) return;
  const reader = 'getReader' in source ? source.getReader() : source;
  let total = already;
  try {
    while (total <= DRAIN_LIMIT_BYTES) {
      const {done, value} = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}

function rebuild(request: Request, body: Uint8Array<ArrayBuffer>, contentType?: string): Request {
  let headers = request.headers;
  if (contentType) {
    headers = new Headers(request.headers);
    headers.set('Content-Type', contentType);
    headers.delete('Content-Length');
  }
  return new Request(request.url, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? null : body,
    signal: request.signal,
    redirect: request.redirect,
  });
}

/** JSON for API callers, a small French page for everyone else. */
export function refuse(request: Request, status: number, message: string): Response {
  const url = new URL(request.url);
  const headers = {'Cache-Control': 'no-store'};
  const accept = request.headers.get('Accept') ?? '';
  if (url.pathname.startsWith('/api/') || (accept.includes(JSON_TYPE) && !accept.includes('text/html'))) {
    return Response.json({error: message}, {status, headers});
  }
  return new Response(errorPage(status, message), {
    status,
    headers: {...headers, 'Content-Type': 'text/html; charset=utf-8'},
  });
}

/** The page of a refused request or a crash: no script, no style, nothing to load. */
export function errorPage(status: number, message: string): string {
  const title = status >= 500 ? 'Une erreur inattendue est survenue' : 'Requête refusée';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
