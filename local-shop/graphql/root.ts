// The root value: every Query and Mutation field the local shop answers. Root fields
// for content the local shop does not have (menus, pages, blogs) answer like a
// Shopify store without that content: null or an empty connection. Mutations it does
// not support yet raise an explicit error rather than pretending to succeed.

import type {GraphQLSchema} from 'graphql';
import type {CollectionRecord, ProductRecord} from '../store/catalogue.ts';
import {productAvailable} from '../store/catalogue.ts';
import {cartMutations, cartQuery, cartView} from './cart.ts';
import {type ProductConnectionArgs, numericGid, parseGid} from './catalogue.ts';
import {type PageArgs, checkPageArgs, emptyConnection, paginate} from './connection.ts';
import type {RequestContext} from './context.ts';
import {ApiError} from './errors.ts';
import {type ProductFilterInput, collectionFacets, filterProducts} from './filters.ts';
import {orderView} from './orders.ts';
import {productSearch, queryProducts, sortProducts} from './product-query.ts';
import {compareDates, evaluate, normalize, parseSearchQuery, textMatches, valueMatches, words} from './search-query.ts';
import {shopQueries} from './shop.ts';

type Args = Record<string, any>;

const frenchOrder = new Intl.Collator('fr', {numeric: true, sensitivity: 'base'});

function productByArgs({id, handle}: {id?: string | null; handle?: string | null}, ctx: RequestContext): ProductRecord | null {
  if (id !== undefined && id !== null) {
    const numeric = numericGid(id, 'Product');
    return numeric === null ? null : (ctx.catalogue.productsById.get(numeric) ?? null);
  }
  if (handle !== undefined && handle !== null) return ctx.catalogue.productsByHandle.get(handle) ?? null;
  return null;
}

function collectionByArgs({id, handle}: {id?: string | null; handle?: string | null}, ctx: RequestContext): CollectionRecord | null {
  if (id !== undefined && id !== null) {
    const numeric = numericGid(id, 'Collection');
    return numeric === null ? null : (ctx.catalogue.collectionsById.get(numeric) ?? null);
  }
  if (handle !== undefined && handle !== null) return ctx.catalogue.collectionsByHandle.get(handle) ?? null;
  return null;
}

/** Any Node the local shop knows, by global id; null for anything else. */
function nodeById(id: unknown, ctx: RequestContext): Record<string, unknown> | null {
  const parsed = parseGid(id);
  if (!parsed) return null;
  const numeric = /^\d{1,15}$/.test(parsed.id) ? Number(parsed.id) : null;
  switch (parsed.type) {
    case 'Product': {
      const product = numeric === null ? undefined : ctx.catalogue.productsById.get(numeric);
      return product ? ctx.views.product(product) : null;
    }
    case 'ProductVariant': {
      const variant = numeric === null ? undefined : ctx.catalogue.variantsById.get(numeric);
      return variant ? ctx.views.variant(variant) : null;
    }
    case 'Collection': {
      const collection = numeric === null ? undefined : ctx.catalogue.collectionsById.get(numeric);
      return collection ? ctx.views.collection(collection) : null;
    }
    case 'MediaImage': {
      const image = numeric === null ? undefined : ctx.catalogue.imagesById.get(numeric);
      return image ? ctx.views.mediaImage(image) : null;
    }
    case 'Order': {
      // Orders are private: readable only with the secret key the checkout handed out.
      const key = parsed.params.get('key');
      const order = numeric === null || !key ? null : ctx.app.orders.byNumberAndKey(numeric, key);
      return order ? orderView(order, ctx) : null;
    }
    case 'Cart': {
      const cart = ctx.app.carts.findByGid(id);
      return cart && !cart.completedAt ? cartView(cart, ctx) : null;
    }
    case 'Shop':
      return parsed.id === '1' ? (shopQueries.shop(undefined, ctx) as Record<string, unknown>) : null;
    default:
      return null;
  }
}

function collectionsMatching(query: string | null | undefined, collections: readonly CollectionRecord[]): CollectionRecord[] {
  const node = parseSearchQuery(query);
  return collections.filter((collection) =>
    evaluate(node, (term) => {
      switch (term.field) {
        case null:
          return textMatches(words(`${collection.title} ${collection.handle} ${collection.description}`), term);
        case 'title':
          return textMatches(words(collection.title), term);
        case 'handle':
          return valueMatches(collection.handle, term);
        case 'updated_at':
          return compareDates(collection.updatedAt, term);
        default:
          return textMatches(words(`${collection.title} ${collection.description}`), {...term, field: null});
      }
    }),
  );
}

function stringConnection(values: string[], args: {first: number}) {
  checkPageArgs(args);
  return paginate(values, args, (value) => ({id: value}), (value) => value);
}

/** Related products: same type first, then shared tags, then best sellers. */
function related(product: ProductRecord, all: readonly ProductRecord[]): ProductRecord[] {
  const tags = new Set(product.tags);
  return all
    .filter((other) => other.id !== product.id)
    .map((other) => ({
      other,
      score: (other.productType === product.productType ? 10 : 0) + other.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.sold - a.other.sold || a.other.position - b.other.position)
    .slice(0, 10)
    .map(({other}) => other);
}

function search(args: Args, ctx: RequestContext) {
  const types: string[] = args.types ?? ['ARTICLE', 'PAGE', 'PRODUCT'];
  const query = String(args.query ?? '');
  const searcher = productSearch(query);
  const matching =
    types.includes('PRODUCT') && query.trim() !== '' ? ctx.catalogue.products.filter((product) => searcher.matches(product)) : [];
  const filters: ProductFilterInput[] = args.productFilters ?? [];
  let results = filterProducts(matching, filters);
  const unavailable = args.unavailableProducts ?? 'LAST';
  if (unavailable === 'HIDE') results = results.filter(productAvailable);
  const sortKey = args.sortKey === 'PRICE' ? 'PRICE' : 'RELEVANCE';
  const sorted = sortProducts(results, sortKey, Boolean(args.reverse), searcher.score);
  const key = sorted.key;
  let items = sorted.items;
  if (unavailable === 'LAST') items = [...items.filter(productAvailable), ...items.filter((product) => !productAvailable(product))];
  return {
    ...paginate(items, args, key, (product) => ctx.views.product(product)),
    productFilters: collectionFacets(matching, filters),
    totalCount: items.length,
  };
}

function predictiveSearch(args: Args, ctx: RequestContext) {
  const query = String(args.query ?? '').trim();
  const limit = Math.max(1, Math.min(10, args.limit ?? 10));
  const types: string[] = args.types ?? ['PRODUCT', 'COLLECTION', 'QUERY', 'PAGE', 'ARTICLE'];
  if (query === '') return {products: [], collections: [], queries: [], pages: [], articles: []};
  const searcher = productSearch(query);
  let products = ctx.catalogue.products.filter((product) => searcher.matches(product));
  if (args.unavailableProducts === 'HIDE') products = products.filter(productAvailable);
  products = sortProducts(products, 'RELEVANCE', false, searcher.score).items;
  if (args.unavailableProducts !== 'SHOW') {
    products = [...products.filter(productAvailable), ...products.filter((product) => !productAvailable(product))];
  }
  const collections = collectionsMatching(query, ctx.catalogue.collections);
  const last = normalize(query.split(/\s+/).at(-1) ?? '');
  const suggestions = [...new Set(ctx.catalogue.products.flatMap((product) => [product.productType, ...product.tags]))]
    .filter((text) => normalize(text).split(/\s+/).some((word) => word.startsWith(last)))
    .slice(0, limit)
    .map((text) => ({text, styledText: text, trackingParameters: null}));
  return {
    products: types.includes('PRODUCT') ? products.slice(0, limit).map((product) => ctx.views.product(product)) : [],
    collections: types.includes('COLLECTION') ? collections.slice(0, limit).map((collection) => ctx.views.collection(collection)) : [],
    queries: types.includes('QUERY') ? suggestions : [],
    pages: [],
    articles: [],
  };
}

const query = {
  ...shopQueries,
  ...cartQuery,
  products: (args: ProductConnectionArgs, ctx: RequestContext) => {
    checkPageArgs(args);
    const {items, key} = queryProducts(ctx.catalogue.products, args.query, args.sortKey, Boolean(args.reverse));
    return {...paginate(items, args, key, (product) => ctx.views.product(product)), filters: []};
  },
  product: (args: Args, ctx: RequestContext) => {
    const product = productByArgs(args, ctx);
    return product ? ctx.views.product(product) : null;
  },
  productByHandle: (args: Args, ctx: RequestContext) => {
    const product = productByArgs({handle: args.handle}, ctx);
    return product ? ctx.views.product(product) : null;
  },
  collection: (args: Args, ctx: RequestContext) => {
    const collection = collectionByArgs(args, ctx);
    return collection ? ctx.views.collection(collection) : null;
  },
  collectionByHandle: (args: Args, ctx: RequestContext) => {
    const collection = collectionByArgs({handle: args.handle}, ctx);
    return collection ? ctx.views.collection(collection) : null;
  },
  collections: (args: PageArgs & Args, ctx: RequestContext) => {
    checkPageArgs(args);
    let list = collectionsMatching(args.query, ctx.catalogue.collections);
    if (args.sortKey === 'TITLE') list = [...list].sort((a, b) => frenchOrder.compare(a.title, b.title));
    else if (args.sortKey === 'UPDATED_AT') list = [...list].sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id - b.id);
    else if (args.sortKey !== 'RELEVANCE' || !args.query) list = [...list].sort((a, b) => a.id - b.id);
    if (args.reverse) list = [...list].reverse();
    return paginate(list, args, (collection) => ({id: collection.id, value: collection.title}), (collection) => ctx.views.collection(collection));
  },
  node: ({id}: {id: string}, ctx: RequestContext) => nodeById(id, ctx),
  nodes: ({ids}: {ids: string[]}, ctx: RequestContext) => {
    if (ids.length > 250) {
      throw new ApiError(`The input array size of ${ids.length} is greater than the maximum allowed of 250.`, 'MAX_INPUT_SIZE_EXCEEDED', {argumentName: 'ids'});
    }
    return ids.map((id) => nodeById(id, ctx));
  },
  search,
  predictiveSearch,
  productRecommendations: (args: Args, ctx: RequestContext) => {
    const product = productByArgs({id: args.productId, handle: args.productHandle}, ctx);
    if (!product) return null;
    // No complementary products are configured in the local shop.
    if (args.intent === 'COMPLEMENTARY') return [];
    return related(product, ctx.catalogue.products).map((other) => ctx.views.product(other));
  },
  productTags: (args: {first: number}, ctx: RequestContext) =>
    stringConnection([...new Set(ctx.catalogue.products.flatMap((product) => product.tags))].sort(frenchOrder.compare), args),
  productTypes: (args: {first: number}, ctx: RequestContext) =>
    stringConnection([...new Set(ctx.catalogue.products.map((product) => product.productType))].sort(frenchOrder.compare), args),
  // Content the local shop does not hold.
  menu: () => null,
  page: () => null,
  pageByHandle: () => null,
  pages: (args: PageArgs) => emptyConnection(args),
  blog: () => null,
  blogByHandle: () => null,
  blogs: (args: PageArgs) => emptyConnection(args),
  article: () => null,
  articles: (args: PageArgs) => emptyConnection(args),
  metaobject: () => null,
  metaobjects: (args: PageArgs) => emptyConnection(args),
  locations: (args: PageArgs) => emptyConnection(args),
  urlRedirects: (args: PageArgs) => emptyConnection(args),
  cartCompletionAttempt: () => null,
  // No customer accounts yet: no access token can be valid.
  customer: () => null,
};

const mutation = {
  ...cartMutations,
};

/** Root fields without a resolver raise an explicit 'not available' error. */
export function rootValue(schema: GraphQLSchema): Record<string, unknown> {
  const root: Record<string, unknown> = {...query, ...mutation};
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const name of Object.keys(type?.getFields() ?? {})) {
      if (name in root) continue;
      root[name] = () => {
        throw new ApiError(`Le magasin local ne prend pas encore en charge « ${name} ».`, 'NOT_IMPLEMENTED', {field: name});
      };
    }
  }
  return root;
}

