// The expert's catalogue access through the Storefront API: keyword searches sent
// together in one request (aliases, @include), searches narrowed by spec filters
// (`search(productFilters:)` on the `specs` variant metafields, see spec-filters.ts) in
// another, product specs read from the 'specs' metafields (variant values override the
// product's) and availability per variant.

import type {Storefront} from '@shopify/hydrogen';
import type {ChatCandidateFragment} from 'storefrontapi.generated';
import {ALL_SPEC_IDENTIFIERS} from '../spec-metafields.ts';
import type {CandidateProduct, FilteredSearch, ProductRetrieval, ProductSpecs, SearchQuery} from './types.ts';

/** Searches per request: the aliases s0 to s3 of the query below. */
const SEARCHES_PER_REQUEST = 4;

const NEEDED_KEYS = new Set([
  'force_n',
  'stroke_mm',
  'extended_length_mm',
  'body_diameter_mm',
  'rod_diameter_mm',
  'fitting',
  'material',
  'thread',
  'temp_min_c',
  'temp_max_c',
]);
const IDENTIFIERS = ALL_SPEC_IDENTIFIERS.filter(({key}) => NEEDED_KEYS.has(key));

type Metafields = ReadonlyArray<{key: string; value: string} | null>;

function numberValue(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function specsFromMetafields(...lists: Metafields[]): ProductSpecs {
  const values = new Map<string, string>();
  for (const list of lists) for (const field of list) if (field?.value) values.set(field.key, field.value);
  const specs: ProductSpecs = {};
  const force = numberValue(values.get('force_n'));
  const stroke = numberValue(values.get('stroke_mm'));
  const length = numberValue(values.get('extended_length_mm'));
  const body = numberValue(values.get('body_diameter_mm'));
  const rod = numberValue(values.get('rod_diameter_mm'));
  if (force !== undefined) specs.forceN = force;
  if (stroke !== undefined) specs.strokeMm = stroke;
  if (length !== undefined) specs.extendedLengthMm = length;
  if (body !== undefined) specs.bodyDiameterMm = body;
  if (rod !== undefined) specs.rodDiameterMm = rod;
  const tempMin = numberValue(values.get('temp_min_c'));
  const tempMax = numberValue(values.get('temp_max_c'));
  if (tempMin !== undefined) specs.tempMinC = tempMin;
  if (tempMax !== undefined) specs.tempMaxC = tempMax;
  const fitting = values.get('fitting');
  const material = values.get('material');
  const thread = values.get('thread');
  if (fitting) specs.fitting = fitting;
  if (material) specs.material = material;
  if (thread) specs.thread = thread;
  return specs;
}

export function candidateFromNode(node: ChatCandidateFragment): CandidateProduct {
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    description: node.description,
    productType: node.productType,
    tags: node.tags,
    availableForSale: node.availableForSale,
    image: node.featuredImage
      ? {
          url: node.featuredImage.url,
          altText: node.featuredImage.altText ?? null,
          width: node.featuredImage.width ?? null,
          height: node.featuredImage.height ?? null,
        }
      : null,
    specs: specsFromMetafields(node.metafields),
    variants: node.variants.nodes.map((variant) => ({
      id: variant.id,
      title: variant.title,
      sku: variant.sku ?? null,
      availableForSale: variant.availableForSale,
      quantityAvailable: variant.quantityAvailable ?? null,
      price: variant.price.amount,
      compareAtPrice: variant.compareAtPrice?.amount ?? null,
      selectedOptions: variant.selectedOptions.map(({name, value}) => ({name, value})),
      specs: specsFromMetafields(node.metafields, variant.metafields),
    })),
  };
}

export function storefrontRetrieval(storefront: Storefront): ProductRetrieval {
  async function searchBatch(batch: SearchQuery[]): Promise<CandidateProduct[][]> {
    const slot = (i: number) => batch[i];
    const result = await storefront.query(CHAT_SEARCH_QUERY, {
      variables: {
        identifiers: IDENTIFIERS,
        q0: slot(0)?.query ?? '',
        q1: slot(1)?.query ?? '',
        q2: slot(2)?.query ?? '',
        q3: slot(3)?.query ?? '',
        first0: slot(0)?.first ?? 1,
        first1: slot(1)?.first ?? 1,
        first2: slot(2)?.first ?? 1,
        first3: slot(3)?.first ?? 1,
        sort0: slot(0)?.sortKey ?? 'RELEVANCE',
        sort1: slot(1)?.sortKey ?? 'RELEVANCE',
        sort2: slot(2)?.sortKey ?? 'RELEVANCE',
        sort3: slot(3)?.sortKey ?? 'RELEVANCE',
        has0: Boolean(slot(0)),
        has1: Boolean(slot(1)),
        has2: Boolean(slot(2)),
        has3: Boolean(slot(3)),
      },
      cache: storefront.CacheShort(),
    });
    const lists = [result.s0, result.s1, result.s2, result.s3];
    return batch.map((_, i) => (lists[i]?.nodes ?? []).map(candidateFromNode));
  }

  async function filteredBatch(batch: FilteredSearch[]): Promise<CandidateProduct[][]> {
    const slot = (i: number) => batch[i];
    const result = await storefront.query(CHAT_FILTERED_SEARCH_QUERY, {
      variables: {
        identifiers: IDENTIFIERS,
        q0: slot(0)?.query ?? '',
        q1: slot(1)?.query ?? '',
        q2: slot(2)?.query ?? '',
        q3: slot(3)?.query ?? '',
        f0: slot(0)?.filters ?? [],
        f1: slot(1)?.filters ?? [],
        f2: slot(2)?.filters ?? [],
        f3: slot(3)?.filters ?? [],
        first0: slot(0)?.first ?? 1,
        first1: slot(1)?.first ?? 1,
        first2: slot(2)?.first ?? 1,
        first3: slot(3)?.first ?? 1,
        has0: Boolean(slot(0)),
        has1: Boolean(slot(1)),
        has2: Boolean(slot(2)),
        has3: Boolean(slot(3)),
      },
      cache: storefront.CacheShort(),
    });
    const lists = [result.s0, result.s1, result.s2, result.s3];
    return batch.map((_, i) =>
      (lists[i]?.nodes ?? []).flatMap((node) => (node.__typename === 'Product' ? [candidateFromNode(node)] : [])),
    );
  }

  const inBatches = async <T>(items: T[], run: (batch: T[]) => Promise<CandidateProduct[][]>) => {
    const batches: T[][] = [];
    for (let i = 0; i < items.length; i += SEARCHES_PER_REQUEST) batches.push(items.slice(i, i + SEARCHES_PER_REQUEST));
    const results = await Promise.all(batches.map(run));
    return results.flat();
  };

  return {
    search: (queries) => inBatches(queries, searchBatch),
    filtered: (searches) => inBatches(searches, filteredBatch),
    async productById(id) {
      const {product} = await storefront.query(CHAT_PRODUCT_QUERY, {
        variables: {id, identifiers: IDENTIFIERS},
        cache: storefront.CacheShort(),
      });
      return product ? candidateFromNode(product) : null;
    },
  };
}

const CHAT_CANDIDATE_FRAGMENT = `#graphql
  fragment ChatCandidate on Product {
    id
    handle
    title
    description(truncateAt: 300)
    productType
    tags
    availableForSale
    featuredImage {
      url
      altText
      width
      height
    }
    metafields(identifiers: $identifiers) {
      key
      value
    }
    variants(first: 50) {
      nodes {
        id
        title
        sku
        availableForSale
        quantityAvailable
        price {
          amount
        }
        compareAtPrice {
          amount
        }
        selectedOptions {
          name
          value
        }
        metafields(identifiers: $identifiers) {
          key
          value
        }
      }
    }
  }
` as const;

const CHAT_SEARCH_QUERY = `#graphql
  query ChatProductSearch(
    $identifiers: [HasMetafieldsIdentifier!]!
    $q0: String
    $q1: String
    $q2: String
    $q3: String
    $first0: Int!
    $first1: Int!
    $first2: Int!
    $first3: Int!
    $sort0: ProductSortKeys
    $sort1: ProductSortKeys
    $sort2: ProductSortKeys
    $sort3: ProductSortKeys
    $has0: Boolean!
    $has1: Boolean!
    $has2: Boolean!
    $has3: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    s0: products(first: $first0, query: $q0, sortKey: $sort0) @include(if: $has0) {
      nodes {
        ...ChatCandidate
      }
    }
    s1: products(first: $first1, query: $q1, sortKey: $sort1) @include(if: $has1) {
      nodes {
        ...ChatCandidate
      }
    }
    s2: products(first: $first2, query: $q2, sortKey: $sort2) @include(if: $has2) {
      nodes {
        ...ChatCandidate
      }
    }
    s3: products(first: $first3, query: $q3, sortKey: $sort3) @include(if: $has3) {
      nodes {
        ...ChatCandidate
      }
    }
  }
  ${CHAT_CANDIDATE_FRAGMENT}
` as const;

/** Search & Discovery filters on the spec metafields; products only, unavailable ones last. */
const CHAT_FILTERED_SEARCH_QUERY = `#graphql
  query ChatFilteredSearch(
    $identifiers: [HasMetafieldsIdentifier!]!
    $q0: String!
    $q1: String!
    $q2: String!
    $q3: String!
    $f0: [ProductFilter!]
    $f1: [ProductFilter!]
    $f2: [ProductFilter!]
    $f3: [ProductFilter!]
    $first0: Int!
    $first1: Int!
    $first2: Int!
    $first3: Int!
    $has0: Boolean!
    $has1: Boolean!
    $has2: Boolean!
    $has3: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    s0: search(query: $q0, first: $first0, types: [PRODUCT], productFilters: $f0, unavailableProducts: LAST) @include(if: $has0) {
      nodes {
        __typename
        ...ChatCandidate
      }
    }
    s1: search(query: $q1, first: $first1, types: [PRODUCT], productFilters: $f1, unavailableProducts: LAST) @include(if: $has1) {
      nodes {
        __typename
        ...ChatCandidate
      }
    }
    s2: search(query: $q2, first: $first2, types: [PRODUCT], productFilters: $f2, unavailableProducts: LAST) @include(if: $has2) {
      nodes {
        __typename
        ...ChatCandidate
      }
    }
    s3: search(query: $q3, first: $first3, types: [PRODUCT], productFilters: $f3, unavailableProducts: LAST) @include(if: $has3) {
      nodes {
        __typename
        ...ChatCandidate
      }
    }
  }
  ${CHAT_CANDIDATE_FRAGMENT}
` as const;

const CHAT_PRODUCT_QUERY = `#graphql
  query ChatProductById(
    $id: ID!
    $identifiers: [HasMetafieldsIdentifier!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(id: $id) {
      ...ChatCandidate
    }
  }
  ${CHAT_CANDIDATE_FRAGMENT}
` as const;
