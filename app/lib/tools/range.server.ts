// The whole range of gas springs and the accessories that complete them, as the tools
// (configurator, force calculator, replacement finder) read it: every product of type
// « Vérin à gaz » with its variants and their datasheets (metafields of namespace
// 'specs', decision 024), in pages of 100 products through the Storefront API's cursor,
// cached like any catalogue query (the range changes when the merchant edits it, not
// per request). The tools rank it on the server and send the browser only what they show.

import type {RouterContextProvider} from 'react-router';
import {SPEC_NAMESPACE, metafieldList} from '~/lib/spec-metafields';
import {candidatesFromProducts, type AccessoryVariant, type CatalogueProduct, type SpringCandidate} from '~/lib/tools/spring-match';

export type {AccessoryVariant};

type Storefront = Readonly<RouterContextProvider>['storefront'];

/** 100 products a page: with up to 12 variants each, a document well within the API's cost. */
const PAGE_SIZE = 100;
/** Far beyond the range (about 300 springs), a bound against a runaway loop. */
const MAX_PAGES = 20;

/** Specs the tools need from a spring's datasheet. */
export const SPRING_SPEC_KEYS = [
  'kind',
  'size',
  'force_n',
  'progression',
  'stroke_mm',
  'extended_length_mm',
  'body_diameter_mm',
  'rod_diameter_mm',
  'fitting',
  'fitting_type',
  'fitting_rod',
  'fitting_body',
  'thread',
  'thread_rod',
  'ball_diameter',
  'accessories',
] as const;
const SPRING_IDENTIFIERS = SPRING_SPEC_KEYS.map((key) => ({namespace: SPEC_NAMESPACE, key}));
const ACCESSORY_IDENTIFIERS = ['kind', 'fitting', 'fitting_type', 'fits', 'thread', 'ball_diameter', 'pin_diameter', 'material'].map((key) => ({
  namespace: SPEC_NAMESPACE,
  key,
}));

export interface ToolRange {
  springs: SpringCandidate[];
  accessories: AccessoryVariant[];
}

interface Page<T> {
  nodes: T[];
  pageInfo: {hasNextPage: boolean; endCursor?: string | null};
}

async function allPages<T>(fetchPage: (after: string | null) => Promise<Page<T>>): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result: Page<T> = await fetchPage(after);
    nodes.push(...result.nodes);
    if (!result.pageInfo.hasNextPage || !result.pageInfo.endCursor) break;
    after = result.pageInfo.endCursor;
  }
  return nodes;
}

type Metafield = {key: string; value: string} | null;

interface AccessoryProduct {
  id: string;
  handle: string;
  title: string;
  tags: string[];
  metafields: Metafield[];
  variants: {
    nodes: {
      id: string;
      title: string;
      availableForSale: boolean;
      price: {amount: string};
      selectedOptions: {name: string; value: string}[];
      metafields: Metafield[];
    }[];
  };
}

export function accessoriesFromProducts(products: readonly AccessoryProduct[]): AccessoryVariant[] {
  const list: AccessoryVariant[] = [];
  for (const product of products) {
    for (const variant of product.variants.nodes) {
      const values = new Map<string, string>();
      for (const field of [...product.metafields, ...variant.metafields]) if (field?.value) values.set(field.key, field.value);
      const kind = values.get('kind');
      if (!kind) continue;
      list.push({
        productId: product.id,
        handle: product.handle,
        title: product.title,
        variantId: variant.id,
        variantTitle: variant.title,
        options: variant.selectedOptions.filter((option) => option.name !== 'Title'),
        kind,
        fitting: values.get('fitting') ?? '',
        fits: metafieldList(values.get('fits') ?? ''),
        thread: values.get('thread') ?? variant.selectedOptions.find((option) => option.name === 'Filetage')?.value ?? null,
        stainless: /inox/i.test(values.get('material') ?? '') || product.tags.includes('inox'),
        price: Number(variant.price.amount),
        available: variant.availableForSale,
      });
    }
  }
  return list;
}

/** Every gas spring of the range (one candidate per variant) and every accessory variant. */
export async function fetchToolRange(storefront: Storefront): Promise<ToolRange> {
  const cache = storefront.CacheLong();
  const [springs, accessories] = await Promise.all([
    allPages(
      async (after) =>
        (
          await storefront.query(RANGE_QUERY, {
            variables: {after, first: PAGE_SIZE, query: 'product_type:"Vérin à gaz"', identifiers: SPRING_IDENTIFIERS},
            cache,
          })
        ).products,
    ),
    allPages(
      async (after) =>
        (
          await storefront.query(RANGE_QUERY, {
            variables: {after, first: PAGE_SIZE, query: 'product_type:Accessoire', identifiers: ACCESSORY_IDENTIFIERS},
            cache,
          })
        ).products,
    ),
  ]);
  return {
    springs: candidatesFromProducts(springs as CatalogueProduct[]),
    accessories: accessoriesFromProducts(accessories as AccessoryProduct[]),
  };
}

// One document for both lists (springs, accessories): each page of a product type with the
// metafields that list asks for.
const RANGE_QUERY = `#graphql
  query ToolRangeProducts(
    $after: String
    $first: Int!
    $query: String!
    $identifiers: [HasMetafieldsIdentifier!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: $first, after: $after, query: $query, sortKey: ID) {
      nodes {
        id
        handle
        title
        tags
        metafields(identifiers: $identifiers) {
          key
          value
        }
        variants(first: 20) {
          nodes {
            id
            title
            availableForSale
            price {
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
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;
