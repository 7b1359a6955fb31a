import {describe, expect, it} from 'vitest';
import {idsFromSearch, parseWishlist, shareSearch, toggleItem} from '../../app/lib/wishlist/wishlist.ts';

const a = {handle: 'verin-a', id: 'gid://shopify/Product/12'};
const b = {handle: 'verin-b', id: 'gid://shopify/Product/34'};

describe('wishlist', () => {
  it('reads what the browser kept and rejects a corrupt entry', () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist(JSON.stringify([a, {handle: 3}, b]))).toEqual([a, b]);
    expect(parseWishlist('{pas du json')).toBeNull();
    expect(parseWishlist('{"a":1}')).toBeNull();
  });

  it('toggles a product', () => {
    expect(toggleItem([a], b)).toEqual([a, b]);
    expect(toggleItem([a, b], a)).toEqual([b]);
  });

  it('shares the list as a link and reads it back', () => {
    expect(shareSearch([a, b])).toBe('?ids=12,34');
    expect(shareSearch([])).toBe('');
    expect(idsFromSearch('12,34,12,abc,')).toEqual(['gid://shopify/Product/12', 'gid://shopify/Product/34']);
    expect(idsFromSearch(null)).toEqual([]);
  });
});
