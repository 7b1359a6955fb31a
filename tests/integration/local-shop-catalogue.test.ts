// Catalogue queries of the local shop against the fixture catalogue: paging, sorting,
// search syntax, products, variants, options, collections and filters, nodes, images.

import {decodeEncodedVariant, getProductOptions} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type LocalShop} from '../../local-shop/server.ts';
import {data, gql, startTestShop} from './local-shop-helpers.ts';

let shop: LocalShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

const handles = (connection: {nodes: {handle: string}[]}) => connection.nodes.map((node) => node.handle);

async function productHandles(args: string): Promise<string[]> {
  const result = await data(shop, `{ products(${args}) { nodes { handle } } }`);
  return handles(result.products);
}

/** Products for a search query, passed as a variable (no escaping to think about). */
async function find(query: string): Promise<string[]> {
  const result = await data(shop, 'query($query: String) { products(first: 20, query: $query) { nodes { handle } } }', {query});
  return handles(result.products);
}

describe('products: paging', () => {
  it('pages forward with first/after and opaque cursors', async () => {
    const page1 = await data(shop, '{ products(first: 2) { edges { cursor node { handle } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }');
    expect(page1.products.edges.map((edge: any) => edge.node.handle)).toEqual(['verin-gaz-acier-8-18', 'verin-gaz-inox-6-15']);
    expect(page1.products.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    expect(page1.products.pageInfo.startCursor).toBe(page1.products.edges[0].cursor);
    expect(page1.products.pageInfo.endCursor).toBe(page1.products.edges[1].cursor);
    expect(JSON.parse(Buffer.from(page1.products.pageInfo.endCursor, 'base64').toString())).toHaveProperty('last_id');

    const page2 = await data(shop, 'query($after: String) { products(first: 2, after: $after) { nodes { handle } pageInfo { hasNextPage hasPreviousPage endCursor } } }', {
      after: page1.products.pageInfo.endCursor,
    });
    expect(handles(page2.products)).toEqual(['verin-hydraulique-double-effet', 'verin-pneumatique-iso-32']);
    expect(page2.products.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: true});

    const page3 = await data(shop, 'query($after: String) { products(first: 2, after: $after) { nodes { handle } pageInfo { hasNextPage hasPreviousPage } } }', {
      after: page2.products.pageInfo.endCursor,
    });
    expect(handles(page3.products)).toEqual(['embout-rotule-m8', 'amortisseur-industriel-m14']);
    expect(page3.products.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
  });

  it('pages backward with last/before', async () => {
    const last = await data(shop, '{ products(last: 2) { nodes { handle } pageInfo { hasNextPage hasPreviousPage startCursor } } }');
    expect(handles(last.products)).toEqual(['embout-rotule-m8', 'amortisseur-industriel-m14']);
    expect(last.products.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
    const before = await data(shop, 'query($before: String) { products(last: 3, before: $before) { nodes { handle } pageInfo { hasNextPage hasPreviousPage } } }', {
      before: last.products.pageInfo.startCursor,
    });
    expect(handles(before.products)).toEqual(['verin-gaz-inox-6-15', 'verin-hydraulique-double-effet', 'verin-pneumatique-iso-32']);
    expect(before.products.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: true});
  });

  it('rejects a forged cursor', async () => {
    const forged = Buffer.from(JSON.stringify({last_id: 424242, last_value: 'x'})).toString('base64');
    const result = await gql(shop, 'query($after: String) { products(first: 2, after: $after) { nodes { id } } }', {after: forged});
    expect(result.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});

describe('products: sort keys', () => {
  it('sorts by price, title, best selling, creation, type and vendor, with reverse', async () => {
    expect(await productHandles('first: 10, sortKey: PRICE')).toEqual([
      'embout-rotule-m8',
      'verin-gaz-acier-8-18',
      'amortisseur-industriel-m14',
      'verin-gaz-inox-6-15',
      'verin-pneumatique-iso-32',
      'verin-hydraulique-double-effet',
    ]);
    expect(await productHandles('first: 1, sortKey: PRICE, reverse: true')).toEqual(['verin-hydraulique-double-effet']);
    expect(await productHandles('first: 10, sortKey: TITLE')).toEqual([
      'amortisseur-industriel-m14',
      'embout-rotule-m8',
      'verin-gaz-acier-8-18',
      'verin-gaz-inox-6-15',
      'verin-hydraulique-double-effet',
      'verin-pneumatique-iso-32',
    ]);
    expect(await productHandles('first: 3, sortKey: BEST_SELLING')).toEqual(['embout-rotule-m8', 'verin-gaz-acier-8-18', 'amortisseur-industriel-m14']);
    expect(await productHandles('first: 2, sortKey: CREATED_AT, reverse: true')).toEqual(['verin-gaz-inox-6-15', 'amortisseur-industriel-m14']);
    expect(await productHandles('first: 1, sortKey: PRODUCT_TYPE')).toEqual(['embout-rotule-m8']);
    expect(await productHandles('first: 2, sortKey: VENDOR')).toEqual(['verin-hydraulique-double-effet', 'verin-pneumatique-iso-32']);
    expect(await productHandles('first: 10, sortKey: ID, reverse: true')).toEqual([
      'amortisseur-industriel-m14',
      'embout-rotule-m8',
      'verin-pneumatique-iso-32',
      'verin-hydraulique-double-effet',
      'verin-gaz-inox-6-15',
      'verin-gaz-acier-8-18',
    ]);
  });

  it('keeps cursors working with a sort key', async () => {
    const first = await data(shop, '{ products(first: 2, sortKey: PRICE) { pageInfo { endCursor } } }');
    const next = await data(shop, 'query($after: String) { products(first: 2, sortKey: PRICE, after: $after) { nodes { handle } } }', {
      after: first.products.pageInfo.endCursor,
    });
    expect(handles(next.products)).toEqual(['amortisseur-industriel-m14', 'verin-gaz-inox-6-15']);
  });
});

describe('products: search syntax', () => {
  it('matches free text without accents or case, on words and prefixes', async () => {
    // The rotule's description mentions 'vérin à gaz' too.
    expect(await find('VERIN GAZ')).toEqual(['verin-gaz-acier-8-18', 'verin-gaz-inox-6-15', 'embout-rotule-m8']);
    expect(await find('rotul*')).toEqual(['embout-rotule-m8']);
    expect(await find('hydraulique')).toEqual(['verin-hydraulique-double-effet']);
    expect(await find('Œillet')).toEqual([]);
    expect(await find('"pour coffres"')).toEqual(['verin-gaz-acier-8-18']);
    expect(await find('"coffres pour"')).toEqual([]);
  });

  it('understands field filters', async () => {
    expect(await find('tag:inox')).toEqual(['verin-gaz-inox-6-15']);
    expect(await find('tag_not:industrie product_type:"Vérin à gaz"')).toEqual(['verin-gaz-acier-8-18', 'verin-gaz-inox-6-15']);
    expect(await find('product_type:"verin hydraulique"')).toEqual(['verin-hydraulique-double-effet']);
    expect(await find('vendor:stabilus')).toEqual(['verin-gaz-inox-6-15', 'amortisseur-industriel-m14']);
    expect(await find('sku:ROT-M8')).toEqual(['embout-rotule-m8']);
    expect(await find('sku:VG818*')).toEqual(['verin-gaz-acier-8-18']);
    expect(await find('available_for_sale:false')).toEqual(['verin-pneumatique-iso-32']);
    expect(await find('created_at:>=2025-01-01')).toEqual(['verin-gaz-inox-6-15', 'amortisseur-industriel-m14']);
    expect(await find('title:inox')).toEqual(['verin-gaz-inox-6-15']);
  });

  it('filters on the TTC price range', async () => {
    expect(await find('variants.price:>=40 variants.price:<50')).toEqual(['verin-gaz-inox-6-15', 'amortisseur-industriel-m14']);
    expect(await find('variants.price:<=3.90')).toEqual(['embout-rotule-m8']);
  });

  it('combines with OR, NOT, a leading minus and parentheses', async () => {
    expect(await find('tag:inox OR tag:accessoire')).toEqual(['verin-gaz-inox-6-15', 'embout-rotule-m8']);
    expect(await find('verin -gaz')).toEqual(['verin-hydraulique-double-effet', 'verin-pneumatique-iso-32']);
    expect(await find('verin NOT tag:industrie')).toEqual(['verin-gaz-acier-8-18', 'verin-gaz-inox-6-15', 'embout-rotule-m8']);
    expect(await find('(tag:inox OR tag:sale) AND available_for_sale:true')).toEqual(['verin-gaz-inox-6-15']);
    expect(await find('-(tag:industrie OR tag:accessoire) -tag:inox')).toEqual(['verin-gaz-acier-8-18']);
  });

  it('orders by relevance when asked', async () => {
    expect((await productHandles('first: 10, query: "inox", sortKey: RELEVANCE'))[0]).toBe('verin-gaz-inox-6-15');
  });
});

const PRODUCT_QUERY = `query Product($handle: String!, $selectedOptions: [SelectedOptionInput!]!) {
  product(handle: $handle) {
    id handle title description descriptionHtml tags vendor productType availableForSale totalInventory
    createdAt updatedAt publishedAt onlineStoreUrl requiresSellingPlan isGiftCard
    seo { title description }
    encodedVariantExistence encodedVariantAvailability
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
    featuredImage { id url altText width height }
    images(first: 10) { nodes { id url(transform: {maxWidth: 400}) altText } }
    media(first: 10) { nodes { ... on MediaImage { id mediaContentType image { url } } } }
    options { id name optionValues { id name swatch { color } firstSelectableVariant { id title availableForSale selectedOptions { name value } product { handle } } } }
    variants(first: 10) { nodes { id title sku availableForSale currentlyNotInStock quantityAvailable weight weightUnit requiresShipping
      price { amount currencyCode } compareAtPrice { amount } unitPrice { amount } selectedOptions { name value } image { url altText } } }
    selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { id title availableForSale selectedOptions { name value } product { handle } }
    adjacentVariants(selectedOptions: $selectedOptions) { id title availableForSale selectedOptions { name value } product { handle } }
    variantBySelectedOptions(selectedOptions: $selectedOptions) { title }
    sellingPlanGroups(first: 5) { nodes { name } }
    metafield(namespace: "specs", key: "body_diameter_mm") { namespace key type value }
    metafields(identifiers: [{namespace: "specs", key: "material"}, {namespace: "specs", key: "progression"}, {namespace: "custom", key: "material"}]) { key type value }
  }
}`;

describe('product', () => {
  it('answers a product by handle with variants, options and specs', async () => {
    const {product} = await data(shop, PRODUCT_QUERY, {handle: 'verin-gaz-acier-8-18', selectedOptions: []});
    expect(product).toMatchObject({
      handle: 'verin-gaz-acier-8-18',
      title: 'Vérin à gaz acier 8/18',
      description: 'Vérin à gaz compact pour coffres et abattants. Tige chromée',
      tags: ['best-seller', 'french'],
      productType: 'Vérin à gaz',
      availableForSale: true,
      totalInventory: 63,
      onlineStoreUrl: null,
      requiresSellingPlan: false,
      seo: {title: 'Vérin à gaz 8/18 | Vérins Pro', description: null},
      priceRange: {minVariantPrice: {amount: '24.9', currencyCode: 'EUR'}, maxVariantPrice: {amount: '30.9', currencyCode: 'EUR'}},
      compareAtPriceRange: {minVariantPrice: {amount: '0.0'}, maxVariantPrice: {amount: '0.0'}},
      sellingPlanGroups: {nodes: []},
      metafield: {namespace: 'specs', key: 'body_diameter_mm', type: 'number_integer', value: '18'},
      metafields: [{key: 'material', type: 'single_line_text_field', value: 'Acier zingué'}, {key: 'progression', type: 'number_decimal', value: '1.3'}, null],
    });
    expect(product.featuredImage).toMatchObject({width: 800, height: 800, altText: 'Vérin à gaz acier 8/18'});
    expect(product.featuredImage.url).toBe(`${shop.url}/images/products/verin-gaz-acier-8-18-0.svg`);
    expect(product.images.nodes).toHaveLength(2);
    expect(product.media.nodes[0]).toMatchObject({mediaContentType: 'IMAGE'});
    expect(product.options.map((option: any) => [option.name, option.optionValues.map((value: any) => value.name)])).toEqual([
      ['Force', ['100 N', '200 N']],
      ['Course', ['50 mm', '100 mm']],
    ]);
    expect(product.variants.nodes.map((variant: any) => [variant.title, variant.availableForSale, variant.quantityAvailable])).toEqual([
      ['100 N / 50 mm', true, 10],
      ['100 N / 100 mm', true, 3],
      ['200 N / 50 mm', false, 0],
      ['200 N / 100 mm', true, 50],
    ]);
    expect(product.variants.nodes[0]).toMatchObject({sku: 'VG818-100-50', weight: 150, weightUnit: 'GRAMS', requiresShipping: true, currentlyNotInStock: false, unitPrice: null, compareAtPrice: null});
    expect(product.variantBySelectedOptions).toBeNull();
    expect(product.selectedOrFirstAvailableVariant.title).toBe('100 N / 50 mm');
    // The encodings round-trip through Hydrogen's own decoder.
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toEqual([[0, 0], [0, 1], [1, 0], [1, 1]]);
    expect(decodeEncodedVariant(product.encodedVariantAvailability)).toEqual([[0, 0], [0, 1], [1, 1]]);
  });

  it('selects variants from selected options like Shopify', async () => {
    const exact = await data(shop, PRODUCT_QUERY, {
      handle: 'verin-gaz-acier-8-18',
      selectedOptions: [{name: 'Force', value: '200 N'}, {name: 'Course', value: '50 mm'}, {name: 'Couleur', value: 'Rouge'}],
    });
    // Unknown option ignored: the exact variant, even sold out; its neighbours differ by one value.
    expect(exact.product.selectedOrFirstAvailableVariant).toMatchObject({title: '200 N / 50 mm', availableForSale: false});
    expect(exact.product.adjacentVariants.map((variant: any) => variant.title)).toEqual(['100 N / 50 mm', '200 N / 100 mm']);
    // variantBySelectedOptions does not ignore unknown options by default.
    expect(exact.product.variantBySelectedOptions).toBeNull();
    const caseless = await data(
      shop,
      `query($options: [SelectedOptionInput!]!) { product(handle: "verin-gaz-acier-8-18") {
        loose: selectedOrFirstAvailableVariant(selectedOptions: $options, caseInsensitiveMatch: true) { title }
        strict: selectedOrFirstAvailableVariant(selectedOptions: $options) { title } } }`,
      {options: [{name: 'force', value: '200 n'}, {name: 'COURSE', value: '100 MM'}]},
    );
    expect(caseless.product).toEqual({loose: {title: '200 N / 100 mm'}, strict: {title: '100 N / 50 mm'}});
    const strict = await data(shop, PRODUCT_QUERY, {
      handle: 'verin-gaz-acier-8-18',
      selectedOptions: [{name: 'Force', value: '200 N'}, {name: 'Course', value: '100 mm'}],
    });
    expect(strict.product.variantBySelectedOptions.title).toBe('200 N / 100 mm');
    const partial = await data(shop, PRODUCT_QUERY, {handle: 'verin-gaz-acier-8-18', selectedOptions: [{name: 'Force', value: '200 N'}]});
    expect(partial.product.selectedOrFirstAvailableVariant.title).toBe('200 N / 100 mm');
  });

  it('works with Hydrogen’s getProductOptions', async () => {
    const {product} = await data(shop, PRODUCT_QUERY, {handle: 'verin-gaz-acier-8-18', selectedOptions: [{name: 'Force', value: '200 N'}, {name: 'Course', value: '50 mm'}]});
    const options = getProductOptions({...product, selectedOrFirstAvailableVariant: product.selectedOrFirstAvailableVariant});
    const force = options.find((option) => option.name === 'Force');
    expect(force?.optionValues.map((value) => [value.name, value.selected, value.exists])).toEqual([
      ['100 N', false, true],
      ['200 N', true, true],
    ]);
    const course = options.find((option) => option.name === 'Course');
    expect(course?.optionValues.map((value) => [value.name, value.available])).toEqual([
      ['50 mm', false],
      ['100 mm', true],
    ]);
  });

  it('gives a product without options Shopify’s Default Title variant', async () => {
    const {product} = await data(shop, PRODUCT_QUERY, {handle: 'verin-pneumatique-iso-32', selectedOptions: []});
    expect(product.options).toMatchObject([{name: 'Title', optionValues: [{name: 'Default Title'}]}]);
    expect(product.variants.nodes[0]).toMatchObject({title: 'Default Title', availableForSale: false, compareAtPrice: {amount: '89.0'}, selectedOptions: [{name: 'Title', value: 'Default Title'}]});
    expect(product.availableForSale).toBe(false);
    expect(product.encodedVariantExistence).toBe('v1_0');
    expect(product.encodedVariantAvailability).toBe('');
  });

  it('answers by id, and null for unknown products', async () => {
    const byHandle = await data(shop, '{ product(handle: "embout-rotule-m8") { id } }');
    const byId = await data(shop, 'query($id: ID!) { product(id: $id) { handle } }', {id: byHandle.product.id});
    expect(byId.product.handle).toBe('embout-rotule-m8');
    expect((await data(shop, '{ product(handle: "nope") { id } }')).product).toBeNull();
    expect((await data(shop, '{ product(id: "gid://shopify/Product/999") { id } }')).product).toBeNull();
  });

  it('truncates descriptions', async () => {
    const result = await data(shop, '{ product(handle: "verin-gaz-acier-8-18") { description(truncateAt: 25) } }');
    expect(result.product.description.length).toBeLessThanOrEqual(25);
    expect(result.product.description.endsWith('...')).toBe(true);
  });

  it('exposes variant specs merged over the product’s', async () => {
    const result = await data(shop, `{ product(handle: "verin-gaz-acier-8-18") { variants(first: 1, reverse: true) { nodes {
      force: metafield(namespace: "specs", key: "force_n") { value }
      diameter: metafield(namespace: "specs", key: "body_diameter_mm") { value }
    } } } }`);
    expect(result.product.variants.nodes[0]).toEqual({force: {value: '200'}, diameter: {value: '18'}});
  });
});

describe('collections', () => {
  it('lists collections with the automatic vérins one', async () => {
    const result = await data(shop, '{ collections(first: 10) { nodes { handle title } } }');
    expect(result.collections.nodes.map((node: any) => node.handle)).toEqual(['verins-a-gaz', 'mobilier', 'industrie', 'accessoires', 'verins']);
    const sorted = await data(shop, '{ collections(first: 2, sortKey: TITLE, reverse: true) { nodes { handle } } }');
    expect(handles(sorted.collections)).toEqual(['verins-a-gaz', 'verins']);
    const searched = await data(shop, '{ collections(first: 5, query: "title:industrie") { nodes { handle } } }');
    expect(handles(searched.collections)).toEqual(['industrie']);
  });

  it('answers a collection by handle with its products, sorted and filtered', async () => {
    const result = await data(shop, `{ collection(handle: "industrie") {
      id handle title description descriptionHtml seo { title description } image { url altText }
      products(first: 10) { nodes { handle } pageInfo { hasNextPage } }
      byPrice: products(first: 10, sortKey: PRICE, reverse: true) { nodes { handle } }
      inStock: products(first: 10, filters: [{available: true}]) { nodes { handle } }
    } }`);
    expect(result.collection).toMatchObject({
      handle: 'industrie',
      title: 'Industrie',
      description: 'Vérins et amortisseurs pour machines.',
      descriptionHtml: '<p>Vérins et amortisseurs pour machines.</p>',
      seo: {title: 'Industrie | Vérins Pro', description: null},
      // Its own photo, not a product's (tests/integration/local-shop-images.test.ts).
      image: {altText: 'Industrie'},
    });
    expect(result.collection.image.url).toMatch(new RegExp(`^${shop.url}/images/collections/industrie\\.jpg\\?v=\\d+$`));
    expect(handles(result.collection.products)).toEqual(['verin-hydraulique-double-effet', 'verin-pneumatique-iso-32', 'amortisseur-industriel-m14']);
    expect(handles(result.collection.byPrice)).toEqual(['verin-hydraulique-double-effet', 'verin-pneumatique-iso-32', 'amortisseur-industriel-m14']);
    expect(handles(result.collection.inStock)).toEqual(['verin-hydraulique-double-effet', 'amortisseur-industriel-m14']);
  });

  it('holds every cylinder in the automatic vérins collection', async () => {
    const result = await data(shop, '{ collection(handle: "verins") { products(first: 10) { nodes { handle productType } } } }');
    expect(result.collection.products.nodes.every((node: any) => node.productType.startsWith('Vérin'))).toBe(true);
    expect(result.collection.products.nodes).toHaveLength(4);
  });

  it('filters with ProductFilter and returns French facets', async () => {
    const result = await data(shop, `query($filters: [ProductFilter!]) { collection(handle: "verins") {
      products(first: 10, filters: $filters) {
        nodes { handle }
        filters { id label type values { id label count input } }
      } } }`, {
      filters: [{variantOption: {name: 'Force', value: '200 N'}}, {price: {min: 30, max: 60}}],
    });
    expect(handles(result.collection.products)).toEqual(['verin-gaz-acier-8-18', 'verin-gaz-inox-6-15']);
    const facets = result.collection.products.filters;
    // The shop's Search & Discovery filters that these products have values for (decision 024).
    expect(facets.map((facet: any) => facet.label)).toEqual([
      'Disponibilité',
      'Prix',
      'Type de produit',
      'Plage de force',
      'Course (mm)',
      'Corps / tige',
      'Ø du corps (mm)',
      'Ø de la tige (mm)',
      'Filetage',
      'Matériau',
      'Marque',
      'Étiquettes',
      'Force',
      'Course',
    ]);
    const availability = facets[0];
    expect(availability.type).toBe('LIST');
    expect(availability.values.map((value: any) => [value.label, JSON.parse(value.input)])).toEqual([
      ['En stock', {available: true}],
      ['Rupture de stock', {available: false}],
    ]);
    const price = facets[1];
    expect(price.type).toBe('PRICE_RANGE');
    expect(JSON.parse(price.values[0].input)).toEqual({price: {min: 0, max: 219}});
    const vendor = facets.find((facet: any) => facet.label === 'Marque');
    // Counts apply the other active filters (force and price), not the facet's own.
    expect(vendor.values.map((value: any) => [value.label, value.count])).toEqual([
      ['Hydro France', 0],
      ['Stabilus', 1],
      ['Vérins Pro', 1],
    ]);
    const course = facets.find((facet: any) => facet.label === 'Course');
    expect(course.values.map((value: any) => value.label)).toEqual(['50 mm', '100 mm', '200 mm', '300 mm']);
    // Values of one filter are OR-ed.
    const either = await data(shop, `query($filters: [ProductFilter!]) { collection(handle: "verins") { products(first: 10, filters: $filters) { nodes { handle } } } }`, {
      filters: [{productType: 'Vérin hydraulique'}, {productType: 'Vérin pneumatique'}],
    });
    expect(handles(either.collection.products)).toEqual(['verin-hydraulique-double-effet', 'verin-pneumatique-iso-32']);
  });

  it('returns null for an unknown collection', async () => {
    expect((await data(shop, '{ collection(handle: "inconnue") { id } }')).collection).toBeNull();
  });
});

describe('nodes and node', () => {
  it('resolves products, variants and collections by id, null for the rest', async () => {
    const ids = await data(shop, '{ product(handle: "embout-rotule-m8") { id variants(first: 1) { nodes { id } } } collection(handle: "mobilier") { id } }');
    const result = await data(shop, `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id
      ... on Product { handle } ... on ProductVariant { sku } ... on Collection { title } } }`, {
      ids: [ids.product.id, ids.product.variants.nodes[0].id, ids.collection.id, 'gid://shopify/Product/424242', 'gid://shopify/Page/999', 'n’importe quoi'],
    });
    expect(result.nodes).toEqual([
      {__typename: 'Product', id: ids.product.id, handle: 'embout-rotule-m8'},
      {__typename: 'ProductVariant', id: ids.product.variants.nodes[0].id, sku: 'ROT-M8'},
      {__typename: 'Collection', id: ids.collection.id, title: 'Mobilier'},
      null,
      null,
      null,
    ]);
    const single = await data(shop, 'query($id: ID!) { node(id: $id) { ... on Product { title } } }', {id: ids.product.id});
    expect(single.node.title).toBe('Embout rotule M8');
  });
});

describe('search, recommendations, types and tags', () => {
  it('searches products with facets and a total', async () => {
    const result = await data(shop, `{ search(query: "verin", first: 10, types: [PRODUCT], productFilters: [{productVendor: "Hydro France"}]) {
      totalCount nodes { ... on Product { handle } } productFilters { label } } }`);
    expect(result.search.totalCount).toBe(2);
    // Unavailable products come last by default.
    expect(result.search.nodes.map((node: any) => node.handle)).toEqual(['verin-hydraulique-double-effet', 'verin-pneumatique-iso-32']);
    expect(result.search.productFilters.map((filter: any) => filter.label)).toContain('Marque');
  });

  it('suggests products in predictive search', async () => {
    const result = await data(shop, '{ predictiveSearch(query: "amort", limit: 5) { products { handle } collections { handle } queries { text } } }');
    // Title hits first; the pneumatic cylinder's description says 'amortissement'.
    expect(result.predictiveSearch.products.map((product: any) => product.handle)).toEqual(['amortisseur-industriel-m14', 'verin-pneumatique-iso-32']);
  });

  it('recommends related products', async () => {
    const result = await data(shop, '{ productRecommendations(productHandle: "verin-gaz-acier-8-18") { handle } }');
    expect(result.productRecommendations[0].handle).toBe('verin-gaz-inox-6-15');
  });

  it('lists product types and tags', async () => {
    const result = await data(shop, '{ productTypes(first: 10) { nodes } productTags(first: 3) { nodes pageInfo { hasNextPage } } }');
    expect(result.productTypes.nodes).toEqual(['Accessoire', 'Amortisseur', 'Vérin à gaz', 'Vérin hydraulique', 'Vérin pneumatique']);
    expect(result.productTags.pageInfo.hasNextPage).toBe(true);
  });

  it('answers what the local shop does not hold like a store without it', async () => {
    const result = await data(
      shop,
      '{ menu(handle: "x") { id } metaobject(handle: {type: "faq", handle: "x"}) { id } metaobjects(type: "faq", first: 5) { nodes { id } } locations(first: 5) { nodes { id } } page(handle: "x") { id } }',
    );
    expect(result).toEqual({menu: null, metaobject: null, metaobjects: {nodes: []}, locations: {nodes: []}, page: null});
  });
});

describe('images', () => {
  it('serves the drawings as immutable SVG', async () => {
    const {product} = await data(shop, '{ product(handle: "verin-gaz-acier-8-18") { featuredImage { url } variants(first: 1) { nodes { image { url } } } } }');
    for (const url of [product.featuredImage.url, product.variants.nodes[0].image.url]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toMatch(/^<svg/);
    }
    expect(product.variants.nodes[0].image.url).toMatch(/-0-v\d+\.svg$/);
  });

  it('answers 404 for an image that does not exist', async () => {
    for (const path of ['verin-gaz-acier-8-18-9.svg', 'inconnu-0.svg', 'verin-gaz-acier-8-18-0-v999.svg', '..%2Fshop.sqlite']) {
      const response = await fetch(`${shop.url}/images/products/${path}`);
      expect(response.status).toBe(404);
    }
  });
});
