// What a document costs before it runs (docs/decisions/021-query-cost.md).
//
// Two figures come out of one walk over the operation (fragments expanded, every alias
// counted on its own):
// - `requested`: Shopify's documented calculation: an object costs 1, a scalar or an
//   enum 0, a connection 2 plus `first`/`last` times what one node costs, a mutation 10.
//   It is what Shopify limits to 1,000 for tokenless requests.
// - `work`: what this shop will really do: a connection counts the nodes the catalogue
//   can give (never more than `first`), a field that reads the whole catalogue (search,
//   filters, sorts, recommendations) adds every product it scans, and introspection
//   counts the types, fields and arguments of the real schema. Requests with a token are
//   limited on this figure, high enough for every document real clients send.

import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  isUnionType,
} from 'graphql';
import type {Catalogue} from '../store/catalogue.ts';

export const MAX_QUERY_DEPTH = 20;
/** Work units a request with a token may ask for (about one object resolved each). */
export const MAX_WORK = 100_000;
/** Shopify's documented query cost limit for tokenless requests. */
export const TOKENLESS_MAX_COST = 1_000;
/** Objects an unpaginated list of objects (Product.options, menu items…) is assumed to hold. */
const UNSIZED_LIST = 10;

/** How many of each thing the catalogue holds: the most a connection can return. */
export interface CatalogueBounds {
  products: number;
  collections: number;
  variantsPerProduct: number;
  imagesPerProduct: number;
  productsPerCollection: number;
}

export function catalogueBounds(catalogue: Catalogue): CatalogueBounds {
  let variants = 1;
  let images = 1;
  for (const product of catalogue.products) {
    variants = Math.max(variants, product.variants.length);
    images = Math.max(images, product.images.length);
  }
  let perCollection = 0;
  for (const collection of catalogue.collections) perCollection = Math.max(perCollection, collection.productIds.length);
  return {
    products: catalogue.products.length,
    collections: catalogue.collections.length,
    variantsPerProduct: variants,
    imagesPerProduct: images,
    productsPerCollection: perCollection || catalogue.products.length,
  };
}

/** Totals of the schema, to count introspection exactly. */
interface SchemaTotals {
  types: number;
  fieldsPerType: number;
  inputFieldsPerType: number;
  enumValuesPerType: number;
  interfacesPerType: number;
  possibleTypesPerType: number;
  argsPerField: number;
  directives: number;
  argsPerDirective: number;
}

const totalsCache = new WeakMap<GraphQLSchema, SchemaTotals>();

function schemaTotals(schema: GraphQLSchema): SchemaTotals {
  const cached = totalsCache.get(schema);
  if (cached) return cached;
  const types = Object.values(schema.getTypeMap());
  let fields = 0;
  let inputFields = 0;
  let enumValues = 0;
  let interfaces = 0;
  let possible = 0;
  let args = 0;
  for (const type of types) {
    if (isObjectType(type) || isInterfaceType(type)) {
      const list = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
      fields += list.length;
      for (const field of list) args += field.args.length;
      interfaces += type.getInterfaces().length;
    }
    if (isInterfaceType(type) || isUnionType(type)) possible += schema.getPossibleTypes(type).length;
    if ('getValues' in type) enumValues += type.getValues().length;
    if ('getFields' in type && !isObjectType(type) && !isInterfaceType(type)) inputFields += Object.keys(type.getFields()).length;
  }
  const directives = schema.getDirectives();
  const per = (total: number, over: number) => (over > 0 ? total / over : 0);
  const totals: SchemaTotals = {
    types: types.length,
    fieldsPerType: per(fields, types.length),
    inputFieldsPerType: per(inputFields, types.length),
    enumValuesPerType: per(enumValues, types.length),
    interfacesPerType: per(interfaces, types.length),
    possibleTypesPerType: per(possible, types.length),
    argsPerField: per(args, fields),
    directives: directives.length,
    argsPerDirective: per(
      directives.reduce((sum, directive) => sum + directive.args.length, 0),
      directives.length,
    ),
  };
  totalsCache.set(schema, totals);
  return totals;
}

/** Size of an introspection list field, from the schema's totals. */
function introspectionListSize(parent: string, field: string, totals: SchemaTotals): number {
  switch (`${parent}.${field}`) {
    case '__Schema.types':
      return totals.types;
    case '__Schema.directives':
      return totals.directives;
    case '__Type.fields':
      return totals.fieldsPerType;
    case '__Type.inputFields':
      return totals.inputFieldsPerType;
    case '__Type.enumValues':
      return totals.enumValuesPerType;
    case '__Type.interfaces':
      return totals.interfacesPerType;
    case '__Type.possibleTypes':
      return totals.possibleTypesPerType;
    case '__Field.args':
      return totals.argsPerField;
    case '__Directive.args':
      return totals.argsPerDirective;
    default:
      return 1;
  }
}

/** Root and object fields that read every product of the catalogue (or of a collection) before paging. */
const SCANS: Record<string, 'products' | 'collection' | 'collections'> = {
  'QueryRoot.search': 'products',
  'QueryRoot.predictiveSearch': 'products',
  'QueryRoot.products': 'products',
  'QueryRoot.productRecommendations': 'products',
  'QueryRoot.productTags': 'products',
  'QueryRoot.productTypes': 'products',
  'QueryRoot.collections': 'collections',
  'Collection.products': 'collection',
};

function argumentValue(node: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!node) return undefined;
  switch (node.kind) {
    case 'IntValue':
      return Number(node.value);
    case 'StringValue':
    case 'EnumValue':
    case 'BooleanValue':
      return node.value;
    case 'Variable':
      return variables[node.name.value];
    case 'ListValue':
      return node.values.map((value) => argumentValue(value, variables));
    case 'ObjectValue':
      return Object.fromEntries(node.fields.map((field) => [field.name.value, argumentValue(field.value, variables)]));
    default:
      return undefined;
  }
}

export interface QueryCost {
  depth: number;
  requested: number;
  work: number;
}

/** Depth, Shopify's requested cost and this shop's work estimate of one operation. */
export function measureCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  bounds: CatalogueBounds,
): QueryCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const totals = schemaTotals(schema);
  const isMutation = operation.operation === 'mutation';
  const rootType = isMutation ? schema.getMutationType() : schema.getQueryType();

  // `page`: the nodes asked for and really given by the connection being walked, if any.
  const walk = (
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    depth: number,
    seen: ReadonlySet<string>,
    root: boolean,
    page: {asked: number; real: number} | null,
  ): QueryCost => {
    let maxDepth = depth;
    let requested = 0;
    let work = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind !== 'Field') {
        let inner: SelectionSetNode;
        let typeName: string | undefined;
        let innerSeen = seen;
        if (selection.kind === 'InlineFragment') {
          inner = selection.selectionSet;
          typeName = selection.typeCondition?.name.value;
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || seen.has(fragment.name.value)) continue;
          inner = fragment.selectionSet;
          typeName = fragment.typeCondition.name.value;
          innerSeen = new Set([...seen, fragment.name.value]);
        }
        const type = typeName ? schema.getType(typeName) : parent;
        if (!type || !isCompositeType(type)) continue;
        const cost = walk(inner, type, depth, innerSeen, root, page);
        maxDepth = Math.max(maxDepth, cost.depth);
        requested += cost.requested;
        work += cost.work;
        continue;
      }
      const field = selection as FieldNode;
      const name = field.name.value;
      if (name === '__typename') continue;
      let definition: GraphQLField<unknown, unknown> | undefined;
      if (name === '__schema' && root) definition = schema.getQueryType()?.getFields().__schema ?? INTROSPECTION_ROOT.__schema(schema);
      else if (name === '__type' && root) definition = INTROSPECTION_ROOT.__type(schema);
      else if (isObjectType(parent) || isInterfaceType(parent)) definition = parent.getFields()[name];
      if (!definition) continue;
      const named = getNamedType(definition.type);
      const mutationField = root && isMutation ? 10 : 0;
      if (!field.selectionSet || !isCompositeType(named)) {
        maxDepth = Math.max(maxDepth, depth + 1);
        requested += mutationField;
        work += mutationField;
        continue;
      }
      const args = Object.fromEntries((field.arguments ?? []).map((arg) => [arg.name.value, argumentValue(arg.value, variables)]));
      const key = `${parent.name}.${name}`;
      const list = isListType(getNullableType(definition.type));
      const scan = SCANS[key];
      const scanned = scan === 'products' ? bounds.products : scan === 'collection' ? bounds.productsPerCollection : scan === 'collections' ? bounds.collections : 0;
      if (named.name.endsWith('Connection')) {
        // 2, plus each node asked for (Shopify); the nodes the catalogue has (work).
        const asked = Math.max(Number(args.first) || 0, Number(args.last) || 0);
        const real = Math.min(asked, connectionBound(key, named.name, bounds) ?? asked);
        const inner = walk(field.selectionSet, named, depth + 1, seen, false, {asked, real});
        maxDepth = Math.max(maxDepth, inner.depth);
        requested += mutationField + 2 + inner.requested;
        work += mutationField + 2 + scanned + inner.work;
        continue;
      }
      let asked = 1;
      let real = 1;
      let base = 1;
      if (page && parent.name.endsWith('Connection') && (name === 'edges' || name === 'nodes')) {
        // The connection's page: an edge costs nothing of its own, its node does.
        ({asked, real} = page);
        base = name === 'nodes' ? 1 : 0;
      } else if (parent.name.startsWith('__') || name === '__schema' || name === '__type') {
        asked = real = list ? introspectionListSize(parent.name, name, totals) : 1;
      } else if (Array.isArray(args.ids)) {
        asked = real = args.ids.length;
      } else if (Array.isArray(args.identifiers)) {
        asked = real = args.identifiers.length;
      } else if (list) {
        asked = real = UNSIZED_LIST;
      }
      const inner = walk(field.selectionSet, named, depth + 1, seen, false, null);
      maxDepth = Math.max(maxDepth, inner.depth);
      requested += mutationField + asked * (base + inner.requested);
      work += mutationField + scanned + real * (base + inner.work);
    }
    return {depth: maxDepth, requested, work};
  };
  if (!rootType) return {depth: 0, requested: 0, work: 0};
  const cost = walk(operation.selectionSet, rootType, 0, new Set(), true, null);
  return {depth: cost.depth, requested: Math.ceil(cost.requested), work: Math.ceil(cost.work)};
}

/** The most nodes a connection can hold in this catalogue; undefined when only `first` bounds it. */
function connectionBound(key: string, connection: string, bounds: CatalogueBounds): number | undefined {
  switch (connection) {
    case 'ProductConnection':
      return key === 'Collection.products' ? bounds.productsPerCollection : bounds.products;
    case 'ProductVariantConnection':
      return bounds.variantsPerProduct;
    case 'ImageConnection':
    case 'MediaConnection':
      return bounds.imagesPerProduct;
    case 'CollectionConnection':
      return bounds.collections;
    case 'SearchResultItemConnection':
      return bounds.products + 100;
    default:
      return undefined;
  }
}

/** __schema and __type are not fields of QueryRoot in graphql-js: their definitions, for the walk. */
const INTROSPECTION_ROOT = {
  __schema: (schema: GraphQLSchema) => ({type: schema.getType('__Schema'), args: []}) as unknown as GraphQLField<unknown, unknown>,
  __type: (schema: GraphQLSchema) => ({type: schema.getType('__Type'), args: []}) as unknown as GraphQLField<unknown, unknown>,
};

/** An error of a cost refusal, in Shopify's (graphql-ruby's) words. */
export interface CostError {
  message: string;
  extensions: Record<string, unknown>;
}

/**
 * Why a document is refused before it runs, or null: too deep, over the tokenless
 * requested cost, or over the work a request may ask for, checked in that order.
 */
export function costRefusal(cost: QueryCost, tokenless: boolean): CostError | null {
  if (cost.depth > MAX_QUERY_DEPTH) {
    return {
      message: `Query has depth of ${cost.depth}, which exceeds max depth of ${MAX_QUERY_DEPTH}`,
      extensions: {code: 'MAX_DEPTH_EXCEEDED', depth: cost.depth, maxDepth: MAX_QUERY_DEPTH},
    };
  }
  const over = (complexity: number, maxComplexity: number): CostError => ({
    message: `Query has complexity of ${complexity}, which exceeds max complexity of ${maxComplexity}`,
    extensions: {code: 'MAX_COMPLEXITY_EXCEEDED', complexity, maxComplexity},
  });
  if (tokenless && cost.requested > TOKENLESS_MAX_COST) return over(cost.requested, TOKENLESS_MAX_COST);
  if (cost.work > MAX_WORK) return over(cost.work, MAX_WORK);
  return null;
}
