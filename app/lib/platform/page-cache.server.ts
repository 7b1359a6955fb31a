// Full-page cache of the catalogue and content pages: the worker renders a page once, as
// for a visitor without a cart or an account (the personal parts come afterwards, from
// /api/visiteur), and serves the same HTML to every visitor in that price mode for a few
// seconds, with a fresh CSP nonce each time. Rendering is what costs (React, 15-60
// pages/s on 2 cores); why and where its limits are: docs/decisions/012-page-cache.md,
// 050-shared-pages.md.
import {readCookie} from '~/lib/platform/cookies';
import {editHeaders} from '~/lib/platform/security';
import {PRICE_MODE_COOKIE, parsePriceMode} from '~/lib/vat';

/** Response header saying how the page was served: HIT, STALE, MISS or BYPASS. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/** Fresh for this long by default (PAGE_CACHE_SECONDS; 0 turns the cache off). */
export const DEFAULT_FRESH_SECONDS = 10;
/** After that, served for up to a minute more while one request renders it again. */
export const STALE_SECONDS = 60;
export const MAX_ENTRIES = 500;
export const MAX_TOTAL_BYTES = 48 * 1024 * 1024;
export const MAX_PAGE_CHARS = 1024 * 1024;
const MAX_URL_LENGTH = 1024;

export interface PageCacheSettings {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
}

/** Settings from the worker's environment; null when PAGE_CACHE_SECONDS is 0. */
export function pageCacheSettings(value: string | undefined): PageCacheSettings | null {
  const parsed = value === undefined || value.trim() === '' ? DEFAULT_FRESH_SECONDS : Number(value);
  const seconds = Number.isFinite(parsed) && parsed >= 0 && parsed <= 3600 ? parsed : DEFAULT_FRESH_SECONDS;
  if (seconds === 0) return null;
  return {freshMs: seconds * 1000, staleMs: STALE_SECONDS * 1000, maxEntries: MAX_ENTRIES, maxBytes: MAX_TOTAL_BYTES};
}

/**
 * Pages rendered the same for every visitor (the price mode, HT or TTC, is part of the
 * key). Account, cart, checkout, order and favourites pages are never shared.
 */
const PUBLIC_PAGES: RegExp[] = [
  /^\/$/,
  /^\/products(?:\/[^/]+)?$/,
  /^\/collections(?:\/[^/]+)?$/,
  /^\/verins$/,
  /^\/recherche$/,
  /^\/blog(?:\/[^/]+\/[^/]+)?$/,
  /^\/(?:industries|prix|configurateur-verin|verin-sur-mesure|support|contact|plan-du-site)$/,
  /^\/(?:a-propos|livraison|retours|garantie|mentions-legales|conditions-generales-vente)$/,
  /^\/(?:politique-de-confidentialite|politique-cookies)$/,
];

/**
 * Set beside the session while it holds a message for the next page (a flash toast): that
 * page is rendered for the visitor, so that the message shows even without JavaScript.
 */
export const FLASH_COOKIE = 'flash';

/**
 * The cache key of a request whose page is shared (rendered as for an anonymous visitor in
 * its price mode, answered from the cache when it may), else null. A cart or a session
 * does not matter: the page holds nothing of them (sharedRequest).
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  if (request.url.length > MAX_URL_LENGTH) return null;
  const url = new URL(request.url);
  // React Router's data requests (`/products/x.data`) are not pages.
  if (url.pathname.endsWith('.data')) return null;
  if (!PUBLIC_PAGES.some((page) => page.test(url.pathname))) return null;
  if (request.headers.has('Authorization')) return null;
  const cookie = request.headers.get('Cookie');
  if (readCookie(cookie, FLASH_COOKIE) !== null) return null;
  const priceMode = parsePriceMode(readCookie(cookie, PRICE_MODE_COOKIE));
  return `${priceMode} ${url.origin}${url.pathname}${url.search}`;
}

/**
 * The request a shared page is rendered from: the visitor's URL and headers without their
 * cookies (session, cart) but the price mode's, so that no loader can read who they are.
 */
export function sharedRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  headers.delete('Authorization');
  const priceMode = readCookie(request.headers.get('Cookie'), PRICE_MODE_COOKIE);
  if (priceMode !== null) headers.set('Cookie', `${PRICE_MODE_COOKIE}=${encodeURIComponent(priceMode)}`);
  return new Request(request.url, {method: request.method, headers, signal: request.signal});
}

/**
 * The marker cookie to send after a render: set while the session holds a message, cleared
 * once it is shown; null when nothing changes.
 */
export function flashMarker(request: Request, flashPending: boolean, secure: boolean): string | null {
  const had = readCookie(request.headers.get('Cookie'), FLASH_COOKIE) !== null;
  if (flashPending === had) return null;
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return flashPending ? `${FLASH_COOKIE}=1; Max-Age=86400; ${attributes}` : `${FLASH_COOKIE}=; Max-Age=0; ${attributes}`;
}

/**
 * A reload renders the page again and refreshes the copy: browsers send `max-age=0` on a
 * reload and `no-cache` on a hard one, meaning « nothing stored, please » (RFC 9111 5.2.1).
 */
export function wantsFreshPage(request: Request): boolean {
  const header = `${request.headers.get('Cache-Control') ?? ''},${request.headers.get('Pragma') ?? ''}`;
  return /(?:^|,)\s*(?:no-cache|max-age\s*=\s*0)\s*(?:,|$)/i.test(header);
}

/** What rendering a page gives: the response, and whether it may be kept once its body is read. */
export interface RenderedPage {
  response: Response;
  /** False when a call to the shop or the inbox failed while rendering (a degraded page). */
  healthy: () => boolean;
}

interface Entry {
  body: string;
  status: number;
  headers: [string, string][];
  nonce: string | null;
  storedAt: number;
  bytes: number;
  revalidating: boolean;
}

/** Headers that belong to one response, never to a stored copy. */
const UNSTORED_HEADERS = new Set(['set-cookie', 'date', 'content-length', 'transfer-encoding', 'age', PAGE_CACHE_HEADER.toLowerCase()]);

function nonceOf(csp: string | null): string | null {
  return csp?.match(/'nonce-([A-Za-z0-9+/=_-]{16,})'/)?.[1] ?? null;
}

function freshNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Only a complete, personal-data-free page: 200, HTML, no cookie set. */
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Set-Cookie') &&
    !/no-store|private/i.test(response.headers.get('Cache-Control') ?? '')
  );
}

export class PageCache {
  #settings: PageCacheSettings;
  #entries = new Map<string, Entry>();
  #bytes = 0;
  /** Counts purges: a page whose render began before the last one is not kept. */
  #generation = 0;
  #now: () => number;

  constructor(settings: PageCacheSettings, now: () => number = Date.now) {
    this.#settings = settings;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Forgets every page (the shop changed: docs/decisions/052-shop-changes.md). */
  purge() {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Answers from the cache when it may, else renders (and keeps the page when it may). */
  async serve(
    request: Request,
    render: (request: Request) => Promise<RenderedPage>,
    waitUntil: (promise: Promise<unknown>) => void,
  ): Promise<Response> {
    const key = pageCacheKey(request);
    if (!key) return (await render(request)).response;

    const entry = wantsFreshPage(request) ? undefined : this.#entries.get(key);
    if (entry) {
      const age = this.#now() - entry.storedAt;
      if (age < this.#settings.freshMs) return this.#replay(key, entry, 'HIT', age);
      if (age < this.#settings.freshMs + this.#settings.staleMs) {
        if (!entry.revalidating) waitUntil(this.#revalidate(key, entry, request, render));
        return this.#replay(key, entry, 'STALE', age);
      }
    }

    const generation = this.#generation;
    const rendered = await render(request);
    const {response} = rendered;
    if (!response.body || !storable(response)) {
      return editHeaders(response, (headers) => headers.set(PAGE_CACHE_HEADER, 'BYPASS'));
    }
    // The visitor gets the stream as it renders; the copy is kept once it is complete.
    const [toVisitor, toCache] = response.body.tee();
    waitUntil(
      new Response(toCache)
        .text()
        .then((body) => this.#keep(key, rendered, body, generation))
        .catch(() => undefined),
    );
    const out = new Response(toVisitor, {status: response.status, statusText: response.statusText, headers: response.headers});
    out.headers.set(PAGE_CACHE_HEADER, 'MISS');
    return out;
  }

  /** One render in the background; everybody else keeps the stale copy meanwhile. */
  async #revalidate(key: string, entry: Entry, request: Request, render: (request: Request) => Promise<RenderedPage>) {
    entry.revalidating = true;
    const generation = this.#generation;
    try {
      // Not the visitor's request: their leaving must not abort the render.
      const rendered = await render(new Request(request.url, {headers: request.headers}));
      if (!storable(rendered.response)) await rendered.response.body?.cancel();
      else this.#keep(key, rendered, await rendered.response.text(), generation);
    } catch {
      // The stale copy stays; the next visitor after it expires renders the page.
    } finally {
      entry.revalidating = false;
    }
  }

  #keep(key: string, rendered: RenderedPage, body: string, generation: number) {
    if (!rendered.healthy() || generation !== this.#generation) return;
    if (body.length > MAX_PAGE_CHARS) return;
    // Held as a JavaScript string: two bytes a character.
    const bytes = body.length * 2;
    const headers: [string, string][] = [];
    rendered.response.headers.forEach((value, name) => {
      if (!UNSTORED_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
    });
    this.#remove(key);
    this.#entries.set(key, {
      body,
      status: rendered.response.status,
      headers,
      nonce: nonceOf(rendered.response.headers.get('Content-Security-Policy')),
      storedAt: this.#now(),
      bytes,
      revalidating: false,
    });
    this.#bytes += bytes;
    // Oldest first out (a Map keeps insertion order; hits move their entry to the end).
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#settings.maxEntries && this.#bytes <= this.#settings.maxBytes) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(key);
  }

  #replay(key: string, entry: Entry, state: 'HIT' | 'STALE', ageMs: number): Response {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    const headers = new Headers(entry.headers);
    let body = entry.body;
    if (entry.nonce) {
      // A nonce known to anyone who fetched the page protects nothing: each copy gets its own.
      const nonce = freshNonce();
      body = body.replaceAll(entry.nonce, nonce);
      const csp = headers.get('Content-Security-Policy');
      if (csp) headers.set('Content-Security-Policy', csp.replaceAll(entry.nonce, nonce));
    }
    headers.set('Age', String(Math.floor(ageMs / 1000)));
    headers.set(PAGE_CACHE_HEADER, state);
    return new Response(body, {status: entry.status, headers});
  }
}

