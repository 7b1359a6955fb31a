import {describe, expect, it} from 'vitest';
import {firstPageRedirect} from '../../app/lib/pagination.ts';
import {StorefrontTransportError} from '../../app/lib/platform/storefront-errors.ts';

describe('firstPageRedirect', () => {
  it('sends a refused cursor to the first page, keeping the filters', () => {
    const response = firstPageRedirect(new URL('http://x/collections/verins-a-gaz?sort=priceAsc&cursor=zz&direction=next&tag=inox'));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/collections/verins-a-gaz?sort=priceAsc&tag=inox');
  });

  it('leaves a failure without a cursor to the page', () => {
    expect(firstPageRedirect(new URL('http://x/blog?tag=inox'))).toBeNull();
  });

  const paged = new URL('http://x/collections/verins-a-gaz?cursor=abc&direction=next');

  it('sends the URL to the first page when the shop answered with a GraphQL error (Hydrogen’s client error)', () => {
    const refused = new Error('[h2:error:storefront.query] Invalid cursor', {cause: JSON.stringify({errors: [{message: 'Invalid cursor'}]})});
    expect(firstPageRedirect(paged, refused)?.status).toBe(302);
  });

  it('leaves a shop that did not answer to the page: « Charger plus » must fail visibly, not go back to the first page', () => {
    expect(firstPageRedirect(paged, new StorefrontTransportError({transport: 'timeout', timeoutMs: 8000}))).toBeNull();
    expect(firstPageRedirect(paged, new StorefrontTransportError({transport: 'network', detail: 'ECONNREFUSED'}))).toBeNull();
    expect(firstPageRedirect(paged, new StorefrontTransportError({status: 502, statusText: 'Bad Gateway'}))).toBeNull();
    expect(firstPageRedirect(paged, new TypeError('fetch failed'))).toBeNull();
  });
});
