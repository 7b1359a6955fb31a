import {describe, expect, it} from 'vitest';
import {PRODUCT_LIST_FIRST_PAGE, PRODUCT_LIST_NEXT_PAGES, productListPageBy, withoutPaging} from '../../app/lib/catalogue/page-size.ts';
import {panelShouldRevalidate} from '../../app/lib/catalogue/filter-panel.ts';

describe('collection page sizes (decision 077)', () => {
  it('asks for the first page’s count without a cursor, the next pages’ with one', () => {
    expect(productListPageBy(new URL('http://shop.test/collections/verins-a-gaz'))).toBe(PRODUCT_LIST_FIRST_PAGE);
    expect(productListPageBy(new URL('http://shop.test/collections/verins-a-gaz?sort=priceAsc&tag=inox'))).toBe(PRODUCT_LIST_FIRST_PAGE);
    expect(productListPageBy(new URL('http://shop.test/collections/verins-a-gaz?direction=next&cursor=abc'))).toBe(PRODUCT_LIST_NEXT_PAGES);
    expect(productListPageBy(new URL('http://shop.test/collections/verins-a-gaz?direction=previous&cursor=abc'))).toBe(PRODUCT_LIST_NEXT_PAGES);
    // A direction without a cursor is Hydrogen's first page.
    expect(productListPageBy(new URL('http://shop.test/collections/verins-a-gaz?direction=next&cursor='))).toBe(PRODUCT_LIST_FIRST_PAGE);
  });

  it('fills whole rows at one, two and three columns, on the first page and after each « Charger plus »', () => {
    for (const columns of [1, 2, 3]) {
      expect(PRODUCT_LIST_FIRST_PAGE % columns).toBe(0);
      expect(PRODUCT_LIST_NEXT_PAGES % columns).toBe(0);
    }
  });
});

describe('withoutPaging', () => {
  it('drops Hydrogen’s cursor and direction, keeps every filter in its order', () => {
    expect(withoutPaging('?tag=inox&direction=next&cursor=eyJ9&filter.v.m.specs.size=15%2F6&sort=priceAsc')).toBe(
      '?tag=inox&filter.v.m.specs.size=15%2F6&sort=priceAsc',
    );
  });

  it('gives an empty string when only paging was left, and for no query at all', () => {
    expect(withoutPaging('?direction=previous&cursor=abc')).toBe('');
    expect(withoutPaging('')).toBe('');
  });

  it('keeps repeated values (several tags, several values of one facet)', () => {
    expect(withoutPaging('?tag=inox&tag=marine&cursor=x')).toBe('?tag=inox&tag=marine');
  });
});

describe('panelShouldRevalidate', () => {
  it('reloads a filter panel after the price mode changes, not after a cart line is added', () => {
    expect(panelShouldRevalidate({formMethod: 'POST', formAction: '/prix', defaultShouldRevalidate: true})).toBe(true);
    expect(panelShouldRevalidate({formMethod: 'POST', formAction: '/cart', defaultShouldRevalidate: true})).toBe(false);
  });

  it('leaves navigations to React Router', () => {
    expect(panelShouldRevalidate({formMethod: undefined, formAction: undefined, defaultShouldRevalidate: true})).toBe(true);
    expect(panelShouldRevalidate({formMethod: 'GET', formAction: '/collections/verins-a-gaz', defaultShouldRevalidate: false})).toBe(false);
  });
});
