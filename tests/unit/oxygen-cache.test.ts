import {describe, expect, it} from 'vitest';
import {OXYGEN_CACHE_HEADER, SHARED_PAGE_VARY, forOxygenCache, oxygenCacheControl, pageCacheStore} from '../../app/lib/platform/oxygen-cache.server.ts';
import {pageCacheSettings} from '../../app/lib/platform/page-cache.server.ts';

const SETTINGS = pageCacheSettings(undefined)!;

function html(init: {status?: number; headers?: Record<string, string>} = {}) {
  return new Response('<!DOCTYPE html><html><body>page</body></html>', {
    status: init.status ?? 200,
    headers: {'Content-Type': 'text/html; charset=utf-8', ...init.headers},
  });
}

describe('Oxygen full-page cache headers', () => {
  it('uses the in-memory cache only where scripts/worker.ts says so (MiniOxygen)', () => {
    expect(pageCacheStore('memory')).toBe('memory');
    expect(pageCacheStore(undefined)).toBe('oxygen');
    expect(pageCacheStore('')).toBe('oxygen');
  });

  it('gives Oxygen the in-memory cache’s freshness', () => {
    expect(oxygenCacheControl(SETTINGS)).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(oxygenCacheControl(pageCacheSettings('30')!)).toBe('public, max-age=30, stale-while-revalidate=60');
  });

  it('marks a complete, healthy shared page cacheable, varying on the cookies (the price mode)', async () => {
    const response = await forOxygenCache({response: html(), healthy: () => true}, SETTINGS);
    expect(response.headers.get(OXYGEN_CACHE_HEADER)).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(response.headers.get('Vary')).toBe(SHARED_PAGE_VARY);
    expect(SHARED_PAGE_VARY).toContain('Cookie');
    expect(await response.text()).toContain('page');
  });

  it('never marks a degraded page, an error, a page setting a cookie or one that says private', async () => {
    const cases = [
      {response: html(), healthy: () => false},
      {response: html({status: 404}), healthy: () => true},
      {response: html({headers: {'Set-Cookie': 'session=x'}}), healthy: () => true},
      {response: html({headers: {'Cache-Control': 'private'}}), healthy: () => true},
      {response: Response.json({a: 1}), healthy: () => true},
    ];
    for (const rendered of cases) {
      const response = await forOxygenCache(rendered, SETTINGS);
      expect(response.headers.has(OXYGEN_CACHE_HEADER)).toBe(false);
    }
  });
});
