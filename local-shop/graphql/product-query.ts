// Products by search query and sort key: what `products(query, sortKey, reverse)`,
// `collection.products(sortKey)` and `search` share.

import {euros} from '../money.ts';
import {type ProductRecord, minPrice, productAvailable} from '../store/catalogue.ts';
import {
  type QueryNode,
  type TermNode,
  compareDates,
  compareNumbers,
  evaluate,
  parseSearchQuery,
  positiveTerms,
  textMatches,
  valueMatches,
  words,
} from './search-query.ts';

export type ProductSortKey =
  | 'ID'
  | 'TITLE'
  | 'PRICE'
  | 'BEST_SELLING'
  | 'CREATED_AT'
  | 'UPDATED_AT'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'RELEVANCE'
  | 'COLLECTION_DEFAULT';

interface SearchFields {
  title: string[];
  strong: string[];
  all: string[];
}

const searchFieldCache = new WeakMap<ProductRecord, SearchFields>();

function searchFields(product: ProductRecord): SearchFields {
  let fields = searchFieldCache.get(product);
  if (!fields) {
    const title = words(product.title);
    const strong = words([product.productType, product.vendor, ...product.tags].join(' '));
    const all = [
      ...title,
      ...strong,
      ...words(product.description),
      ...product.variants.flatMap((variant) => words(`${variant.sku} ${variant.title}`)),
    ];
    fields = {title, strong, all};
    searchFieldCache.set(product, fields);
  }
  return fields;
}

function matchTerm(product: ProductRecord, term: TermNode): boolean {
  switch (term.field) {
    case null:
      return textMatches(searchFields(product).all, term);
    case 'title':
      return term.prefix || term.quoted
        ? textMatches(searchFields(product).title, term) || valueMatches(product.title, term)
        : textMatches(searchFields(product).title, term);
    case 'tag':
      return product.tags.some((tag) => valueMatches(tag, term));
    case 'tag_not':
      return !product.tags.some((tag) => valueMatches(tag, term));
    case 'product_type':
      return valueMatches(product.productType, term);
    case 'vendor':
      return valueMatches(product.vendor, term);
    case 'sku':
    case 'variants.sku':
      return product.variants.some((variant) => valueMatches(variant.sku, term));
    case 'handle':
      return valueMatches(product.handle, term);
    case 'id':
    case 'product_id':
      return compareNumbers(product.id, term);
    case 'available_for_sale': {
      const wanted = term.value.toLowerCase();
      if (wanted !== 'true' && wanted !== 'false') return false;
      return productAvailable(product) === (wanted === 'true');
    }
    case 'created_at':
      return compareDates(product.createdAt, term);
    case 'updated_at':
      return compareDates(product.updatedAt, term);
    case 'published_at':
      return compareDates(product.publishedAt, term);
    case 'price':
    case 'variants.price':
      return product.variants.some((variant) => compareNumbers(euros(variant.priceCents), term));
    case 'product_type_not':
      return !valueMatches(product.productType, term);
    default:
      // A field the search does not know is read as text ('foo:bar' → 'bar').
      return textMatches(searchFields(product).all, {...term, field: null});
  }
}

export interface ProductSearch {
  node: QueryNode;
  matches(product: ProductRecord): boolean;
  /** Higher is more relevant: title hits weigh most. */
  score(product: ProductRecord): number;
}

export function productSearch(query: string | null | undefined): ProductSearch {
  const node = parseSearchQuery(query);
  const freeText = positiveTerms(node).filter((term) => term.field === null || term.field === 'title');
  return {
    node,
    matches: (product) => evaluate(node, (term) => matchTerm(product, term)),
    score: (product) => {
      const fields = searchFields(product);
      let score = 0;
      for (const term of freeText) {
        if (textMatches(fields.title, term)) score += 3;
        if (textMatches(fields.strong, term)) score += 2;
        if (textMatches(fields.all, term)) score += 1;
      }
      return score;
    },
  };
}

const collator = new Intl.Collator('fr', {numeric: true, sensitivity: 'base'});

/**
 * Orders products and says what each one's cursor remembers. Ties are broken by the
 * catalogue position so that the order (and therefore paging) is stable.
 */
export function sortProducts(
  products: readonly ProductRecord[],
  sortKey: ProductSortKey,
  reverse: boolean,
  score?: (product: ProductRecord) => number,
): {items: ProductRecord[]; key: (product: ProductRecord) => {id: number; value: unknown}} {
  const indexOf = new Map(products.map((product, index) => [product.id, index]));
  const byPosition = (a: ProductRecord, b: ProductRecord) =>
    (indexOf.get(a.id) ?? 0) - (indexOf.get(b.id) ?? 0) || a.id - b.id;
  let compare: (a: ProductRecord, b: ProductRecord) => number;
  let value: (product: ProductRecord) => unknown;
  switch (sortKey) {
    case 'ID':
      compare = (a, b) => a.id - b.id;
      value = (product) => String(product.id);
      break;
    case 'TITLE':
      compare = (a, b) => collator.compare(a.title, b.title) || byPosition(a, b);
      value = (product) => product.title;
      break;
    case 'PRICE':
      compare = (a, b) => minPrice(a) - minPrice(b) || byPosition(a, b);
      value = (product) => euros(minPrice(product));
      break;
    case 'BEST_SELLING':
      compare = (a, b) => b.sold - a.sold || byPosition(a, b);
      value = (product) => product.sold;
      break;
    case 'CREATED_AT':
      compare = (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;
      value = (product) => product.createdAt;
      break;
    case 'UPDATED_AT':
      compare = (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id - b.id;
      value = (product) => product.updatedAt;
      break;
    case 'PRODUCT_TYPE':
      compare = (a, b) => collator.compare(a.productType, b.productType) || byPosition(a, b);
      value = (product) => product.productType;
      break;
    case 'VENDOR':
      compare = (a, b) => collator.compare(a.vendor, b.vendor) || byPosition(a, b);
      value = (product) => product.vendor;
      break;
    case 'RELEVANCE': {
      const scores = new Map(products.map((product) => [product.id, score ? score(product) : 0]));
      compare = (a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || byPosition(a, b);
      value = (product) => scores.get(product.id) ?? 0;
      break;
    }
    default:
      compare = byPosition;
      value = (product) => indexOf.get(product.id) ?? 0;
  }
  const items = [...products].sort(compare);
  if (reverse) items.reverse();
  return {items, key: (product) => ({id: product.id, value: value(product)})};
}

/** Products for `products(query, sortKey)`: ID by default, RELEVANCE only means something with a query. */
export function queryProducts(
  products: readonly ProductRecord[],
  query: string | null | undefined,
  sortKey: string | null | undefined,
  reverse: boolean,
) {
  const search = productSearch(query);
  const matching = products.filter((product) => search.matches(product));
  const key = (sortKey ?? 'ID') as ProductSortKey;
  const effective: ProductSortKey = key === 'RELEVANCE' && search.node.type === 'all' ? 'ID' : key;
  return sortProducts(matching, effective, reverse, search.score);
}
