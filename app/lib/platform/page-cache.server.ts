// Full-page cache for anonymous visitors of the catalogue and content pages: the worker
// renders a page once and serves the same HTML to every visitor without a cart or a
// session for a few seconds, with a fresh CSP nonce each time. Rendering is what costs
// (React, 15-60 pages/s on 2 cores); why and where its limits are:
// docs/decisions/012-page-cache.md.
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
 * Pages whose HTML is the same for every visitor without a cart or a session (the price
 * mode, HT or TTC, is part of the key). Account, cart, checkout, order and favourites
 * pages are never cached.
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

/** Cookies that make a page personal: the signed session (customer, flashes) and the cart. */
const PERSONAL_COOKIES = ['session', 'cart'];

/** The cache key of a request that may be answered from the cache, else null. */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  if (request.url.length > MAX_URL_LENGTH) return null;
  const url = new URL(request.url);
  // React Router's data requests (`/products/x.data`) are not pages.
  if (url.pathname.endsWith('.data')) return null;
  if (!PUBLIC_PAGES.some((page) => page.test(url.pathname))) return null;
  if (request.headers.has('Authorization')) return null;
  const cookie = request.headers.get('Cookie');
  if (PERSONAL_COOKIES.some((name) => readCookie(cookie, name) !== null)) return null;
  const priceMode = parsePriceMode(readCookie(cookie, PRICE_MODE_COOKIE));
  return `${priceMode} ${url.origin}${url.pathname}${url.search}`;
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
        .then((body) => this.#keep(key, rendered, body))
        .catch(() => undefined),
    );
    const out = new Response(toVisitor, {status: response.status, statusText: response.statusText, headers: response.headers});
    out.headers.set(PAGE_CACHE_HEADER, 'MISS');
    return out;
  }

  /** One render in the background; everybody else keeps the stale copy meanwhile. */
  async #revalidate(key: string, entry: Entry, request: Request, render: (request: Request) => Promise<RenderedPage>) {
    entry.revalidating = true;
    try {
      // Not the visitor's request: their leaving must not abort the render.
      const rendered = await render(new Request(request.url, {headers: request.headers}));
      if (!storable(rendered.response)) await rendered.response.body?.cancel();
      else this.#keep(key, rendered, await rendered.response.text());
    } catch {
      // The stale copy stays; the next visitor after it expires renders the page.
    } finally {
      entry.revalidating = false;
    }
  }

  #keep(key: string, rendered: RenderedPage, body: string) {
    if (!rendered.healthy()) return;
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

