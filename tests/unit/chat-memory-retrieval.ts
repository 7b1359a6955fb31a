// The expert's retrieval over the real seed catalogue held in memory: the same search
// (the local shop's own Shopify-syntax parser, matcher and sort) over the same products,
// adapted into the shape the Storefront retrieval (app/lib/chat/retrieval.server.ts)
// produces. No server, no database: the dataset test runs in milliseconds.

import {products as seedProducts} from '../../local-shop/catalog/products.ts';
import type {SeedSpecs} from '../../local-shop/catalog/types.ts';
import {filterProducts} from '../../local-shop/graphql/filters.ts';
import {productSearch, queryProducts, sortProducts} from '../../local-shop/graphql/product-query.ts';
import {toCents} from '../../local-shop/money.ts';
import {htmlToText, productAvailable, type ProductRecord, type VariantRecord} from '../../local-shop/store/catalogue.ts';
import {variantTitle} from '../../local-shop/store/seed.ts';
import type {CandidateProduct, FilteredSearch, ProductRetrieval, ProductSpecs, SearchQuery} from '../../app/lib/chat/types.ts';

const NOW = '2025-01-01T00:00:00Z';

function specsOf(specs: SeedSpecs): ProductSpecs {
  const out: ProductSpecs = {};
  if (specs.forceN !== undefined) out.forceN = specs.forceN;
  if (specs.strokeMm !== undefined) out.strokeMm = specs.strokeMm;
  if (specs.extendedLengthMm !== undefined) out.extendedLengthMm = specs.extendedLengthMm;
  if (specs.bodyDiameterMm !== undefined) out.bodyDiameterMm = specs.bodyDiameterMm;
  if (specs.rodDiameterMm !== undefined) out.rodDiameterMm = specs.rodDiameterMm;
  if (specs.fitting !== undefined) out.fitting = specs.fitting;
  if (specs.material !== undefined) out.material = specs.material;
  if (specs.thread !== undefined) out.thread = specs.thread;
  if (specs.tempMinC !== undefined) out.tempMinC = specs.tempMinC;
  if (specs.tempMaxC !== undefined) out.tempMaxC = specs.tempMaxC;
  return out;
}

/** Seed products as the local shop's records (ids in seed order, like a fresh seed). */
export const records: ProductRecord[] = seedProducts.map((product, index) => {
  const id = index + 1;
  const variants: VariantRecord[] = product.variants.map((variant, position) => ({
    id: id * 1000 + position + 1,
    productId: id,
    position: position + 1,
    sku: variant.sku,
    title: variantTitle(product, variant),
    optionValues: product.options.map((option) => variant.options[option.name] ?? ''),
    priceCents: toCents(variant.price),
    compareAtCents: variant.compareAtPrice ? toCents(variant.compareAtPrice) : null,
    stock: variant.stock,
    weightGrams: variant.weightGrams,
    specs: variant.specs ?? {},
    image: null,
    createdAt: product.createdAt,
    updatedAt: NOW,
  }));
  return {
    id,
    handle: product.handle,
    title: product.title,
    descriptionHtml: product.descriptionHtml,
    description: htmlToText(product.descriptionHtml),
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    specs: product.specs,
    drawing: product.drawing,
    seoTitle: null,
    seoDescription: null,
    sold: product.sold,
    position: index + 1,
    createdAt: product.createdAt,
    updatedAt: NOW,
    publishedAt: product.createdAt,
    options: product.options.map((option, k) => ({
      id: id * 100 + k,
      name: option.name,
      values: option.values.map((value, v) => ({id: id * 10000 + k * 100 + v, name: value})),
    })),
    hasOnlyDefaultVariant: product.variants.length === 1 && product.options[0]?.name === 'Title',
    variants,
    images: [],
  };
});

/** A record in the retrieval's shape: variant specs are the product's overridden by the variant's. */
export function toCandidate(record: ProductRecord): CandidateProduct {
  return {
    id: `gid://shopify/Product/${record.id}`,
    handle: record.handle,
    title: record.title,
    description: record.description,
    productType: record.productType,
    tags: record.tags,
    availableForSale: record.variants.some((variant) => variant.stock > 0),
    image: {url: `/images/${record.handle}.svg`, altText: record.title, width: 800, height: 800},
    specs: specsOf(record.specs),
    variants: record.variants.map((variant) => ({
      id: `gid://shopify/ProductVariant/${variant.id}`,
      title: variant.title,
      sku: variant.sku,
      availableForSale: variant.stock > 0,
      quantityAvailable: variant.stock,
      price: (variant.priceCents / 100).toFixed(2),
      compareAtPrice: variant.compareAtCents === null ? null : (variant.compareAtCents / 100).toFixed(2),
      selectedOptions: record.options.map((option, k) => ({name: option.name, value: variant.optionValues[k] ?? ''})),
      specs: specsOf({...record.specs, ...variant.specs}),
    })),
  };
}

export interface RecordingRetrieval extends ProductRetrieval {
  /** Every search run, for assertions on the 10 / 50 limits. */
  searches: SearchQuery[];
  /** Every filtered search run. */
  filteredSearches: FilteredSearch[];
}

/**
 * The local shop's `search(query:, productFilters:, types: [PRODUCT])`: the same matcher,
 * filters (decision 024) and relevance order, unavailable products last.
 */
function filteredSearch(catalogue: readonly ProductRecord[], {query, filters, first}: FilteredSearch): ProductRecord[] {
  const searcher = productSearch(query);
  if (searcher.node.type === 'all') return [];
  const matching = filterProducts(catalogue.filter((product) => searcher.matches(product)), filters);
  const sorted = sortProducts(matching, 'RELEVANCE', false, searcher.score).items;
  return [...sorted.filter(productAvailable), ...sorted.filter((product) => !productAvailable(product))].slice(0, first);
}

export function memoryRetrieval(catalogue: readonly ProductRecord[] = records): RecordingRetrieval {
  const searches: SearchQuery[] = [];
  const filteredSearches: FilteredSearch[] = [];
  // The catalogue does not change during a retrieval's life: the same search finds the same
  // records (the evaluation asks hundreds of questions whose searches often repeat).
  const found = new Map<string, readonly ProductRecord[]>();
  const once = (key: string, run: () => readonly ProductRecord[]) => {
    if (!found.has(key)) found.set(key, run());
    return (found.get(key) ?? []).map(toCandidate);
  };
  return {
    searches,
    filteredSearches,
    async filtered(list) {
      filteredSearches.push(...list);
      return list.map((search) => once(`filtered:${JSON.stringify(search)}`, () => filteredSearch(catalogue, search)));
    },
    async search(queries) {
      searches.push(...queries);
      return queries.map(({query, first, sortKey}) =>
        once(`search:${JSON.stringify([query, first, sortKey])}`, () => queryProducts(catalogue, query, sortKey, false).items.slice(0, first)),
      );
    },
    async productById(id) {
      const record = catalogue.find((product) => `gid://shopify/Product/${product.id}` === id);
      return record ? toCandidate(record) : null;
    },
  };
}
