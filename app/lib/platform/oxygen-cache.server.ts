// On Oxygen, shared pages are kept by Oxygen's full-page cache, which response headers
// drive (Shopify's « Oxygen full-page cache »: a GET, a 2xx, `Oxygen-Cache-Control`
// public with a max-age, and a `Vary`); the in-memory cache (page-cache.server.ts) is for
// MiniOxygen. Same freshness for both. docs/decisions/051-oxygen-page-cache.md.
import type {PageCacheSettings, RenderedPage} from '~/lib/platform/page-cache.server';

export const OXYGEN_CACHE_HEADER = 'Oxygen-Cache-Control';

/**
 * The price mode is a cookie, so the cached copy must follow the Cookie header: a visitor
 * with other cookies (a cart, a session) gets their own copy there, never someone else's.
 */
export const SHARED_PAGE_VARY = 'Accept-Encoding, Cookie';

/** Where the worker keeps shared pages: in the isolate (MiniOxygen) or at Oxygen's edge. */
export type PageCacheStore = 'memory' | 'oxygen';

/** PAGE_CACHE_STORE: 'memory' where scripts/worker.ts runs MiniOxygen; Oxygen's cache otherwise. */
export function pageCacheStore(value: string | undefined): PageCacheStore {
  return value?.trim() === 'memory' ? 'memory' : 'oxygen';
}

/** `public, max-age=…, stale-while-revalidate=…`, the in-memory cache's freshness. */
export function oxygenCacheControl(settings: Pick<PageCacheSettings, 'freshMs' | 'staleMs'>): string {
  return `public, max-age=${Math.round(settings.freshMs / 1000)}, stale-while-revalidate=${Math.round(settings.staleMs / 1000)}`;
}

/**
 * A shared page for Oxygen's cache: read whole, so that it is marked cacheable only when it
 * is complete, a 200 HTML page without a cookie, and rendered without a failed call (the
 * in-memory cache's rules); any other response goes out as it is.
 */
export async function forOxygenCache(rendered: RenderedPage, settings: Pick<PageCacheSettings, 'freshMs' | 'staleMs'>): Promise<Response> {
  const {response} = rendered;
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('Set-Cookie') || !response.body) return response;
  const body = await response.text();
  const out = new Response(body, {status: response.status, statusText: response.statusText, headers: response.headers});
  if (rendered.healthy() && !/no-store|private/i.test(response.headers.get('Cache-Control') ?? '')) {
    out.headers.set(OXYGEN_CACHE_HEADER, oxygenCacheControl(settings));
    out.headers.set('Vary', SHARED_PAGE_VARY);
  }
  return out;
}
