// What the storefront's facets read from the local shop (decision 041): the count of a
// filtered collection from its product-type facet equals the products it pages through
// (past the 250 of one page), and the search box's readings find what they say.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type LocalShop} from '../../local-shop/server.ts';
import {data, startTestShop} from './local-shop-helpers.ts';
import {facetFilterInputs, productCountFromFilters, type ApiFilter} from '../../app/lib/catalogue/facets.ts';
import {readSearchQuery} from '../../app/lib/catalogue/query-reading.ts';

let shop: LocalShop;

beforeAll(async () => {
  shop = await startTestShop({catalog: null});
});

afterAll(async () => {
  await shop.close();
});

const PAGE = `query($handle: String!, $filters: [ProductFilter!], $after: String) { collection(handle: $handle) {
  products(first: 250, after: $after, filters: $filters) {
    nodes { id }
    pageInfo { hasNextPage endCursor }
    filters { id label type values { id label count input } }
  } } }`;

async function countAndPage(handle: string, filters: object[]) {
  let after: string | null = null;
  let paged = 0;
  let fromFacets: number | null = null;
  for (;;) {
    type Page = {products: {nodes: {id: string}[]; pageInfo: {hasNextPage: boolean; endCursor: string}; filters: ApiFilter[]}};
    const {collection}: {collection: Page} = await data(shop, PAGE, {handle, filters, after});
    paged += collection.products.nodes.length;
    fromFacets ??= productCountFromFilters(collection.products.filters);
    if (!collection.products.pageInfo.hasNextPage) break;
    after = collection.products.pageInfo.endCursor;
  }
  return {paged, fromFacets};
}

describe('true counts from the facets', () => {
  it('counts a collection of more than 250 products as it pages', async () => {
    const all = await countAndPage('verins', []);
    expect(all.paged).toBeGreaterThan(250);
    expect(all.fromFacets).toBe(all.paged);
  });

  it('counts a narrowed collection the same way', async () => {
    const filters = facetFilterInputs(readSearchQuery('22/10 course 150').facets);
    const narrowed = await countAndPage('verins', filters);
    expect(narrowed.paged).toBeGreaterThan(0);
    expect(narrowed.paged).toBeLessThan(20);
    expect(narrowed.fromFacets).toBe(narrowed.paged);
  });
});

describe('the search box’s readings on the real range', () => {
  const SEARCH = `query($filters: [ProductFilter!]) { search(query: "vérin", first: 100, types: [PRODUCT], productFilters: $filters) {
    totalCount nodes { ... on Product { title variants(first: 20) { nodes { force: metafield(namespace: "specs", key: "force_n") { value } size: metafield(namespace: "specs", key: "size") { value } thread: metafield(namespace: "specs", key: "thread") { value } } } } } } }`;

  it.each([
    ['22/10 600N', (v: {force: {value: string} | null; size: {value: string} | null}) => v.size?.value === '22/10' && Number(v.force?.value) >= 500 && Number(v.force?.value) < 750],
    ['M8', (v: {thread: {value: string} | null}) => v.thread?.value === 'M8'],
  ])('« %s » finds only products with a variant that is what was typed', async (q, isIt) => {
    const {search} = await data(shop, SEARCH, {filters: facetFilterInputs(readSearchQuery(q).facets)});
    expect(search.totalCount).toBeGreaterThan(0);
    for (const product of search.nodes) expect(product.variants.nodes.some(isIt)).toBe(true);
  });
});
