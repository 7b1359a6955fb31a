import {describe, expect, it} from 'vitest';
import {firstPageRedirect} from '../../app/lib/pagination.ts';

describe('firstPageRedirect', () => {
  it('sends a refused cursor to the first page, keeping the filters', () => {
    const response = firstPageRedirect(new URL('http://x/collections/verins-a-gaz?sort=priceAsc&cursor=zz&direction=next&tag=inox'));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/collections/verins-a-gaz?sort=priceAsc&tag=inox');
  });

  it('leaves a failure without a cursor to the page', () => {
    expect(firstPageRedirect(new URL('http://x/blog?tag=inox'))).toBeNull();
  });
});
