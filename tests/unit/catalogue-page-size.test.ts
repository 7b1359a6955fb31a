import {describe, expect, it} from 'vitest';
import {
  PRODUCT_LIST_FIRST_PAGE,
  PRODUCT_LIST_MOST_SHOWN,
  PRODUCT_LIST_NEXT_PAGES,
  priceSwitchTarget,
  productListPageBy,
  shownCount,
  withoutPaging,
} from '../../app/lib/catalogue/page-size.ts';
import {isPanelFailure, panelShouldRevalidate, panelOrFailure} from '../../app/lib/catalogue/filter-panel.ts';

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
    expect(withoutPaging('?shown=18')).toBe('');
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

describe('shown (decision 083)', () => {
  it('reads only the sizes a list reaches: 18, 30… up to the most one page may hold', () => {
    expect(shownCount('18')).toBe(18);
    expect(shownCount('30')).toBe(30);
    expect(shownCount(String(PRODUCT_LIST_MOST_SHOWN))).toBe(PRODUCT_LIST_MOST_SHOWN);
    expect(PRODUCT_LIST_MOST_SHOWN).toBeLessThanOrEqual(250);
    for (const value of [null, '', '6', '7', '17', '19', String(PRODUCT_LIST_MOST_SHOWN + PRODUCT_LIST_NEXT_PAGES), '-18', '18.0', '1e3', ' 18', '99999']) {
      expect(shownCount(value), String(value)).toBeNull();
    }
  });

  it('sizes the first page by `shown`, never a later one', () => {
    expect(productListPageBy(new URL('http://shop.test/verins?shown=30'))).toBe(30);
    expect(productListPageBy(new URL('http://shop.test/verins?shown=31'))).toBe(PRODUCT_LIST_FIRST_PAGE);
    expect(productListPageBy(new URL('http://shop.test/verins?shown=30&direction=next&cursor=abc'))).toBe(PRODUCT_LIST_NEXT_PAGES);
  });
});

describe('priceSwitchTarget (decision 083)', () => {
  const fromStart = (count: number) => ({pagination: {'': {nodes: Array.from({length: count}, (_, i) => ({id: String(i)})), pageInfo: {hasPreviousPage: false}}}});

  it('after « Charger plus », returns the list’s first page with every card shown, filters kept', () => {
    expect(priceSwitchTarget({pathname: '/collections/verins-a-gaz', search: '?tag=inox&direction=next&cursor=abc', state: fromStart(6)})).toBe(
      '/collections/verins-a-gaz?tag=inox&shown=18',
    );
    expect(priceSwitchTarget({pathname: '/verins', search: '?direction=next&cursor=abc&sort=priceAsc', state: fromStart(18)})).toBe('/verins?sort=priceAsc&shown=30');
    expect(priceSwitchTarget({pathname: '/recherche', search: '?q=inox&shown=18&direction=next&cursor=x', state: fromStart(18)})).toBe('/recherche?q=inox&shown=30');
    expect(priceSwitchTarget({pathname: '/products', search: '?cursor=x&direction=next', state: fromStart(7)})).toBe('/products?shown=30');
  });

  it('leaves every other address as it is', () => {
    const cases = [
      // No « Charger plus » yet.
      {pathname: '/collections/verins-a-gaz', search: '?tag=inox', state: null},
      // A later batch opened from its address (shared, reloaded): nothing before it on screen.
      {pathname: '/collections/verins-a-gaz', search: '?direction=next&cursor=abc', state: null},
      // A list entered in its middle: the cards before are not all known.
      {pathname: '/verins', search: '?direction=next&cursor=abc', state: {pagination: {'': {nodes: [{}], pageInfo: {hasPreviousPage: true}}}}},
      {pathname: '/verins', search: '?direction=previous&cursor=abc', state: fromStart(6)},
      // More cards than one page may hold.
      {pathname: '/verins', search: '?direction=next&cursor=abc', state: fromStart(PRODUCT_LIST_MOST_SHOWN)},
      // Not a product list.
      {pathname: '/mes-commandes', search: '?direction=next&cursor=abc', state: fromStart(6)},
      {pathname: '/products/verin-inox', search: '?cursor=abc', state: fromStart(6)},
    ];
    for (const location of cases) expect(priceSwitchTarget(location)).toBe(location.pathname + location.search);
  });
});

describe('a part fetched after its page (panelOrFailure)', () => {
  it('passes the server’s answer through', async () => {
    await expect(panelOrFailure(async () => ({groups: [1, 2]}))).resolves.toEqual({groups: [1, 2]});
  });

  it('turns a refused fetch, a failed answer or a thrown response into the part’s own failure', async () => {
    for (const failure of [new TypeError('Failed to fetch'), new Error('500'), new Response('Erreur', {status: 503})]) {
      const data = await panelOrFailure(() => Promise.reject(failure));
      expect(isPanelFailure(data)).toBe(true);
    }
  });
});
