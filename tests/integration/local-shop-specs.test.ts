// The technical data and the parametric filters on the real range (decision 024):
// `metafield` / `metafields(identifiers:)` on products and variants with Shopify's types
// and values, product references, and Search & Discovery's filters on variant metafields
// for collections and search, with facets whose inputs and counts agree.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type LocalShop} from '../../local-shop/server.ts';
import {data, gql, startTestShop} from './local-shop-helpers.ts';

let shop: LocalShop;

beforeAll(async () => {
  shop = await startTestShop({catalog: null});
});

afterAll(async () => {
  await shop.close();
});

const spec = (key: string) => ({variantMetafield: {namespace: 'specs', key, value: ''}});
const variantMetafield = (key: string, value: string) => ({variantMetafield: {...spec(key).variantMetafield, value}});

const THREE_FACETS = [variantMetafield('force_range', '400 à 499 N'), variantMetafield('stroke_mm', '150'), variantMetafield('fitting_type', 'Rotule')];

const COLLECTION = `query($handle: String!, $filters: [ProductFilter!]) { collection(handle: $handle) {
  products(first: 250, filters: $filters) {
    nodes { handle variants(first: 20) { nodes { title force: metafield(namespace: "specs", key: "force_n") { value } stroke: metafield(namespace: "specs", key: "stroke_mm") { value } fitting: metafield(namespace: "specs", key: "fitting_type") { value } } } }
    filters { id label type presentation values { id label count input } }
  } } }`;

describe('metafields of namespace specs', () => {
  it('answers a product’s common data and each variant’s whole datasheet, typed as Shopify types them', async () => {
    const {product} = await data(shop, `{ product(handle: "verin-gaz-compression-15-6-course-100-oeillet") {
      id
      length: metafield(namespace: "specs", key: "extended_length") { id namespace key type value description parentResource { ... on Product { handle } } }
      metafields(identifiers: [{namespace: "specs", key: "stroke_mm"}, {namespace: "specs", key: "force_n"}, {namespace: "specs", key: "nope"}, {namespace: "custom", key: "stroke_mm"}, {namespace: "specs", key: "locking"}]) { key type value }
      variants(first: 8) { nodes { title metafields(identifiers: [{namespace: "specs", key: "force_n"}, {namespace: "specs", key: "force_range"}, {namespace: "specs", key: "extended_length"}, {namespace: "specs", key: "compressed_length_mm"}]) { key type value } } }
    } }`);
    expect(product.length).toMatchObject({namespace: 'specs', key: 'extended_length', type: 'dimension', value: '{"value":260.0,"unit":"mm"}', description: null, parentResource: {handle: 'verin-gaz-compression-15-6-course-100-oeillet'}});
    expect(product.length.id).toMatch(/^gid:\/\/shopify\/Metafield\/\d+$/);
    // The force varies by variant: no product-level value. Unknown keys and namespaces: null.
    expect(product.metafields).toEqual([{key: 'stroke_mm', type: 'number_integer', value: '100'}, null, null, null, {key: 'locking', type: 'boolean', value: 'false'}]);
    expect(product.variants.nodes[0]).toEqual({
      title: '50 N',
      metafields: [
        {key: 'force_n', type: 'number_integer', value: '50'},
        {key: 'force_range', type: 'single_line_text_field', value: '50 à 99 N'},
        {key: 'extended_length', type: 'dimension', value: '{"value":260.0,"unit":"mm"}'},
        {key: 'compressed_length_mm', type: 'number_integer', value: '160'},
      ],
    });
    expect(product.variants.nodes.map((variant: any) => variant.metafields[0].value)).toEqual(['50', '100', '150', '200', '250', '300', '350', '400']);
  });

  it('references the end fittings and brackets that fit a spring, as products', async () => {
    const {product} = await data(shop, `{ product(handle: "verin-gaz-compression-18-8-course-150-rotule-m8") {
      metafield(namespace: "specs", key: "accessories") { type value reference { __typename } references(first: 10) {
        nodes { ... on Product { handle fits: metafield(namespace: "specs", key: "fits") { type value } } } pageInfo { hasNextPage } } }
    } }`);
    const field = product.metafield;
    expect(field.type).toBe('list.product_reference');
    expect(field.reference).toBeNull();
    expect(JSON.parse(field.value)).toHaveLength(field.references.nodes.length);
    expect(field.references.nodes.length).toBeGreaterThan(2);
    for (const node of field.references.nodes) {
      expect(node.fits.type, node.handle).toBe('list.single_line_text_field');
      expect((JSON.parse(node.fits.value) as string[]).some((fit: string) => fit === 'M8' || fit === '18/8'), node.handle).toBe(true);
    }
    // A metafield of another type has no references.
    const plain = await data(shop, '{ product(handle: "verin-gaz-compression-18-8-course-150-rotule-m8") { metafield(namespace: "specs", key: "stroke") { references(first: 5) { nodes { __typename } } } } }');
    expect(plain.product.metafield.references).toBeNull();
  });
});

describe('filters on metafields', () => {
  it('narrows the whole gas-spring range to a handful with three facets, each product with a variant that has all three', async () => {
    const all = await data(shop, '{ collection(handle: "verins-a-gaz") { products(first: 250) { nodes { variantsCount { count } } pageInfo { hasNextPage } } } }');
    expect(all.collection.products.pageInfo.hasNextPage).toBe(true);
    const {collection} = await data(shop, COLLECTION, {handle: 'verins-a-gaz', filters: THREE_FACETS});
    const nodes = collection.products.nodes;
    // Out of 270 gas springs and about 1 900 variants: a dozen products at most.
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.length).toBeLessThanOrEqual(12);
    for (const node of nodes) {
      const match = node.variants.nodes.filter((v: any) => Number(v.force.value) >= 400 && Number(v.force.value) < 500 && v.stroke.value === '150' && v.fitting.value === 'Rotule');
      expect(match.length, node.handle).toBeGreaterThan(0);
    }
  });

  it('requires the variant filters to hold on one same variant', async () => {
    const filters = [{variantOption: {name: 'Force', value: '100 N'}}, variantMetafield('force_range', '400 à 499 N')];
    const {collection} = await data(shop, COLLECTION, {handle: 'verins-a-gaz', filters});
    expect(collection.products.nodes).toEqual([]);
    const each = await data(shop, COLLECTION, {handle: 'verins-a-gaz', filters: [filters[0]]});
    const other = await data(shop, COLLECTION, {handle: 'verins-a-gaz', filters: [filters[1]]});
    const both = new Set(each.collection.products.nodes.map((node: any) => node.handle));
    expect(other.collection.products.nodes.some((node: any) => both.has(node.handle))).toBe(true);
  });

  it('ORs the values of one filter, compares numbers by value and ignores case and accents in text', async () => {
    const one = async (filters: unknown[]) => (await data(shop, COLLECTION, {handle: 'verins-a-gaz', filters})).collection.products.nodes.map((node: any) => node.handle);
    const s150 = await one([variantMetafield('stroke_mm', '150')]);
    const s200 = await one([variantMetafield('stroke_mm', '200')]);
    const either = await one([variantMetafield('stroke_mm', '150'), variantMetafield('stroke_mm', '200')]);
    expect(new Set(either)).toEqual(new Set([...s150, ...s200]));
    expect(await one([variantMetafield('stroke_mm', '150.0')])).toEqual(s150);
    expect(await one([variantMetafield('fitting_type', 'oeillet')])).toEqual(await one([variantMetafield('fitting_type', 'Œillet')]));
    expect(await one([{variantMetafield: {namespace: 'custom', key: 'stroke_mm', value: '150'}}])).toEqual([]);
  });

  it('filters on product metafields too, and combines them with the variant ones', async () => {
    const {collection} = await data(shop, COLLECTION, {
      handle: 'verins-a-gaz',
      filters: [{productMetafield: {namespace: 'specs', key: 'material', value: 'Inox 316L'}}, variantMetafield('force_range', '150 à 199 N')],
    });
    expect(collection.products.nodes.length).toBeGreaterThan(0);
    const materials = await data(shop, `query($handles: String!) { products(first: 50, query: $handles) { nodes { handle metafield(namespace: "specs", key: "material") { value } } } }`, {
      handles: collection.products.nodes.map((node: any) => `handle:${node.handle}`).join(' OR '),
    });
    for (const node of materials.products.nodes) expect(node.metafield.value, node.handle).toBe('Inox 316L');
  });

  it('returns Shopify’s filters: ids, types, French labels, and inputs that give the counted products', async () => {
    const {collection} = await data(shop, COLLECTION, {handle: 'verins-a-gaz', filters: []});
    const facets = collection.products.filters;
    const ids = facets.map((facet: any) => facet.id);
    expect(ids.slice(0, 3)).toEqual(['filter.v.availability', 'filter.v.price', 'filter.p.product_type']);
    for (const id of ['kind', 'force_range', 'stroke_mm', 'length_range', 'size', 'body_diameter_mm', 'rod_diameter_mm', 'fitting_type', 'thread', 'material']) {
      expect(ids).toContain(`filter.v.m.specs.${id}`);
    }
    const price = facets.find((facet: any) => facet.id === 'filter.v.price');
    expect(price).toMatchObject({type: 'PRICE_RANGE', presentation: null});
    const force = facets.find((facet: any) => facet.id === 'filter.v.m.specs.force_range');
    expect(force).toMatchObject({label: 'Plage de force', type: 'LIST', presentation: 'TEXT'});
    expect(force.values.map((value: any) => value.label)).toEqual([
      'Moins de 50 N', '50 à 99 N', '100 à 149 N', '150 à 199 N', '200 à 299 N', '300 à 399 N', '400 à 499 N', '500 à 749 N', '750 à 999 N', '1 000 à 1 499 N', '1 500 à 2 499 N', '2 500 N et plus',
    ]);
    const sizes = facets.find((facet: any) => facet.id === 'filter.v.m.specs.size').values.map((value: any) => value.label);
    expect(sizes.indexOf('10/4')).toBeLessThan(sizes.indexOf('40/20'));
    // Each value's input, sent back as a filter, finds exactly the products it counted.
    for (const value of force.values) {
      const input = JSON.parse(value.input);
      expect(input, value.label).toEqual({variantMetafield: {namespace: 'specs', key: 'force_range', value: value.label}});
      const filtered = await data(shop, COLLECTION, {handle: 'verins-a-gaz', filters: [input]});
      expect(filtered.collection.products.nodes.length, value.label).toBe(value.count);
    }
  });

  it('counts each facet with the other filters applied, not its own', async () => {
    const {collection} = await data(shop, COLLECTION, {handle: 'verins-a-gaz', filters: THREE_FACETS});
    const facets = Object.fromEntries(collection.products.filters.map((facet: any) => [facet.id, facet]));
    const stroke = facets['filter.v.m.specs.stroke_mm'];
    const counted = stroke.values.find((value: any) => value.label === '150').count;
    expect(counted).toBe(collection.products.nodes.length);
    // Other strokes are counted with the force and fitting filters: choosing one would find that many.
    const other = stroke.values.find((value: any) => value.label === '200' && value.count > 0);
    const switched = await data(shop, COLLECTION, {handle: 'verins-a-gaz', filters: [THREE_FACETS[0], variantMetafield('stroke_mm', '200'), THREE_FACETS[2]]});
    expect(switched.collection.products.nodes.length).toBe(other.count);
  });

  it('filters search results the same way, with their facets', async () => {
    const query = `query($filters: [ProductFilter!]) { search(query: "vérin", first: 50, types: [PRODUCT], productFilters: $filters) {
      totalCount nodes { ... on Product { handle } } productFilters { id values { label count } } } }`;
    const result = await gql(shop, query, {filters: THREE_FACETS});
    expect(result.body.errors).toBeUndefined();
    const {search} = result.body.data;
    expect(search.totalCount).toBeGreaterThan(0);
    expect(search.totalCount).toBeLessThanOrEqual(12);
    const stroke = search.productFilters.find((facet: any) => facet.id === 'filter.v.m.specs.stroke_mm');
    expect(stroke.values.find((value: any) => value.label === '150').count).toBe(search.totalCount);
  });
});
