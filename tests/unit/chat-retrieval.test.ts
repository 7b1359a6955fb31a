import {describe, expect, it} from 'vitest';
import type {Storefront} from '@shopify/hydrogen';
import {candidateFromNode, specsFromMetafields, storefrontRetrieval} from '../../app/lib/chat/retrieval.server.ts';
import type {FilteredSearch, SearchQuery} from '../../app/lib/chat/types.ts';

const node = (n: number) => ({
  id: `gid://shopify/Product/${n}`,
  handle: `verin-${n}`,
  title: `Vérin ${n}`,
  description: 'Vérin à gaz',
  productType: 'Vérin à gaz',
  tags: ['inox'],
  availableForSale: true,
  featuredImage: {url: `https://cdn.example/${n}.svg`, altText: null, width: 800, height: 800},
  metafields: [
    {key: 'body_diameter_mm', value: '15'},
    {key: 'fitting', value: 'Œillet métal'},
    null,
  ],
  variants: {
    nodes: [
      {
        id: `gid://shopify/ProductVariant/${n}1`,
        title: '150 N',
        sku: `VG-${n}-150`,
        availableForSale: false,
        quantityAvailable: 0,
        price: {amount: '24.9'},
        compareAtPrice: {amount: '29.9'},
        selectedOptions: [{name: 'Force', value: '150 N'}],
        metafields: [
          {key: 'force_n', value: '150'},
          {key: 'fitting', value: 'Rotule M8'},
        ],
      },
    ],
  },
});

describe('specsFromMetafields', () => {
  it('reads numbers and texts, later lists overriding earlier ones', () => {
    expect(
      specsFromMetafields(
        [{key: 'force_n', value: '100'}, {key: 'material', value: 'Inox 316L'}, null],
        [{key: 'force_n', value: '200'}, {key: 'stroke_mm', value: 'beaucoup'}],
      ),
    ).toEqual({forceN: 200, material: 'Inox 316L'});
  });
});

describe('candidateFromNode', () => {
  it('merges product and variant specs and keeps availability per variant', () => {
    const candidate = candidateFromNode(node(1) as Parameters<typeof candidateFromNode>[0]);
    expect(candidate.specs).toEqual({bodyDiameterMm: 15, fitting: 'Œillet métal'});
    expect(candidate.variants[0]).toEqual({
      id: 'gid://shopify/ProductVariant/11',
      title: '150 N',
      sku: 'VG-1-150',
      availableForSale: false,
      quantityAvailable: 0,
      price: '24.9',
      compareAtPrice: '29.9',
      selectedOptions: [{name: 'Force', value: '150 N'}],
      specs: {bodyDiameterMm: 15, forceN: 150, fitting: 'Rotule M8'},
    });
    expect(candidate.image).toEqual({url: 'https://cdn.example/1.svg', altText: null, width: 800, height: 800});
  });
});

describe('storefrontRetrieval', () => {
  it('sends up to four searches per request with their sizes, and the specs identifiers', async () => {
    const calls: Record<string, unknown>[] = [];
    const storefront = {
      CacheShort: () => ({mode: 'public'}),
      query: async (_query: string, {variables}: {variables: Record<string, unknown>}) => {
        calls.push(variables);
        const result: Record<string, unknown> = {};
        for (let i = 0; i < 4; i++) if (variables[`has${i}`]) result[`s${i}`] = {nodes: [node(calls.length * 10 + i)]};
        return result;
      },
    } as unknown as Storefront;
    const queries: SearchQuery[] = Array.from({length: 5}, (_, i) => ({query: `q${i}`, first: i === 4 ? 50 : 10, sortKey: 'RELEVANCE'}));
    const results = await storefrontRetrieval(storefront).search(queries);
    expect(results).toHaveLength(5);
    expect(results.every((list) => list.length === 1)).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({q0: 'q0', q3: 'q3', first0: 10, has3: true});
    expect(calls[1]).toMatchObject({q0: 'q4', first0: 50, has0: true, has1: false});
    const keys = (calls[0].identifiers as {namespace: string; key: string}[]).map(({namespace, key}) => `${namespace}.${key}`);
    expect(keys).toEqual(expect.arrayContaining(['specs.force_n', 'specs.stroke_mm', 'specs.extended_length_mm', 'specs.fitting']));
  });

  it('sends the filtered searches as Storefront search(productFilters:) and keeps products only', async () => {
    const calls: {query: string; variables: Record<string, unknown>}[] = [];
    const storefront = {
      CacheShort: () => ({mode: 'public'}),
      query: async (query: string, {variables}: {variables: Record<string, unknown>}) => {
        calls.push({query, variables});
        return {s0: {nodes: [{__typename: 'Product', ...node(7)}, {__typename: 'Article', id: 'gid://shopify/Article/1'}]}};
      },
    } as unknown as Storefront;
    const filters = [{productType: 'Vérin à gaz'}, {variantMetafield: {namespace: 'specs', key: 'stroke_mm', value: '150'}}];
    const searches: FilteredSearch[] = [{query: 'vérin', filters, first: 20}];
    const [products] = await storefrontRetrieval(storefront).filtered(searches);
    expect(products.map((product) => product.id)).toEqual(['gid://shopify/Product/7']);
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toContain('search(query: $q0, first: $first0, types: [PRODUCT], productFilters: $f0');
    expect(calls[0].variables).toMatchObject({q0: 'vérin', f0: filters, first0: 20, has0: true, has1: false});
  });
});
