// The root value: every Query and Mutation field the local shop answers, gathered
// from one module per area. Root fields for what the local shop does not have
// (metaobjects, locations) answer like a Shopify store without them: null or an empty
// connection. Mutations it does not support raise an explicit error rather than
// pretending to succeed.

import type {GraphQLSchema} from 'graphql';
import {cleanInput} from '../http/input.ts';
import type {CollectionRecord, ProductRecord} from '../store/catalogue.ts';
import {cartDiscountMutations} from './cart-discounts.ts';
import {cartMutations, cartQuery, cartView} from './cart.ts';
import {contentNode, contentQueries} from './content.ts';
import {customerMutations, customerQueries} from './customers.ts';
import {type ProductConnectionArgs, numericGid, parseGid} from './catalogue.ts';
import {type PageArgs, checkPageArgs, emptyConnection, paginate} from './connection.ts';
import type {RequestContext} from './context.ts';
import {ApiError} from './errors.ts';
import {orderView} from './orders.ts';
import {queryProducts} from './product-query.ts';
import {collectionsMatching, searchQueries} from './search.ts';
import {shopQueries} from './shop.ts';
import {sitemapQueries} from './sitemap.ts';

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
      return numeric === null ? null : contentNode(parsed.type, parsed.id, ctx);
  }
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
  ...searchQueries,
  ...contentQueries,
  ...sitemapQueries,
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
  // What the local shop does not have: metaobjects, store locations, checkout attempts.
  metaobject: () => null,
  metaobjects: (args: PageArgs) => emptyConnection(args),
  locations: (args: PageArgs) => emptyConnection(args),
  cartCompletionAttempt: () => null,
  ...customerQueries,
};

const mutation = {
  ...cartMutations,
  ...cartDiscountMutations,
  ...customerMutations,
};

/**
 * Every root field's arguments, whether variables or literals of the document, reach
 * the resolvers cleaned of control characters and direction overrides (http/input.ts).
 */
function withCleanArguments(resolvers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resolvers).map(([name, resolver]) => [
      name,
      typeof resolver === 'function' ? (args: Args, ...rest: unknown[]) => resolver(cleanInput(args), ...rest) : resolver,
    ]),
  );
}

/** Root fields without a resolver raise an explicit 'not available' error. */
export function rootValue(schema: GraphQLSchema): Record<string, unknown> {
  const root: Record<string, unknown> = withCleanArguments({...query, ...mutation});
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

