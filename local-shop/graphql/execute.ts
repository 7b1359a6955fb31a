// Executes a Storefront API request with graphql-js against the official schema
// (@shopify/hydrogen's storefront.schema.json, loaded once), with Shopify's error
// shapes: HTTP 200 and `errors` for anything wrong with the document, query depth and
// complexity limits, and no internal detail leaked from a failing resolver.

import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  buildClientSchema,
  execute,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  parse,
  specifiedRules,
  validate,
  type GraphQLCompositeType,
  type GraphQLNamedType,
  type IntrospectionQuery,
} from 'graphql';
import {languageOf, messages} from '../messages.ts';
import type {AppState, RequestContext} from './context.ts';
import {isApiError, shopifyValidationError} from './errors.ts';
import {rootValue} from './root.ts';

export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 100_000;
const MAX_TOKENS = 20_000;

export function loadStorefrontSchema(): GraphQLSchema {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@shopify/hydrogen/storefront.schema.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {data?: IntrospectionQuery} & IntrospectionQuery;
  return buildClientSchema(json.data ?? json);
}

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** Who asks (http/input.ts clientAddress), for per-client limits */
  client?: string;
}

export interface GraphQLResponse {
  data?: unknown;
  errors?: unknown[];
}

type ErrorJson = {message: string; locations?: unknown; path?: unknown; extensions: Record<string, unknown>};

/** Shopify's key order: message, locations, path, extensions. */
function errorJson(error: GraphQLError, extra: Partial<ErrorJson> = {}): ErrorJson {
  const json: Partial<ErrorJson> = {message: extra.message ?? error.message};
  if (error.locations) json.locations = error.locations;
  if (error.path) json.path = error.path;
  json.extensions = extra.extensions ?? {code: 'INTERNAL_SERVER_ERROR'};
  return json as ErrorJson;
}

const rootCache = new WeakMap<GraphQLSchema, Record<string, unknown>>();

function rootFor(schema: GraphQLSchema): Record<string, unknown> {
  let root = rootCache.get(schema);
  if (!root) {
    root = rootValue(schema);
    rootCache.set(schema, root);
  }
  return root;
}

/** Value of an argument given as a literal or a variable. */
function argumentValue(node: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!node) return undefined;
  switch (node.kind) {
    case 'IntValue':
      return Number(node.value);
    case 'StringValue':
    case 'EnumValue':
      return node.value;
    case 'BooleanValue':
      return node.value;
    case 'Variable':
      return variables[node.name.value];
    case 'ListValue':
      return node.values.map((value) => argumentValue(value, variables));
    default:
      return undefined;
  }
}

/**
 * Depth (nested fields) and complexity (objects that could come back: a connection
 * multiplies its content by first/last, other lists count as 10).
 */
export function measure(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): {depth: number; complexity: number} {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, depth: number, seen: Set<string>): {depth: number; complexity: number} => {
    let maxDepth = depth;
    let complexity = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === 'InlineFragment' || selection.kind === 'FragmentSpread') {
        let fragmentSet: SelectionSetNode;
        let typeName: string | undefined;
        if (selection.kind === 'InlineFragment') {
          fragmentSet = selection.selectionSet;
          typeName = selection.typeCondition?.name.value;
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || seen.has(fragment.name.value)) continue;
          fragmentSet = fragment.selectionSet;
          typeName = fragment.typeCondition.name.value;
          seen = new Set([...seen, fragment.name.value]);
        }
        const type = typeName ? schema.getType(typeName) : parent;
        if (!type || !isCompositeType(type)) continue;
        const inner = walk(fragmentSet, type, depth, seen);
        maxDepth = Math.max(maxDepth, inner.depth);
        complexity += inner.complexity;
        continue;
      }
      const field = selection as FieldNode;
      if (field.name.value.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) continue;
      const definition = parent.getFields()[field.name.value];
      if (!definition) continue;
      const named = getNamedType(definition.type) as GraphQLNamedType;
      if (!field.selectionSet || !isCompositeType(named)) {
        maxDepth = Math.max(maxDepth, depth + 1);
        continue;
      }
      const args = Object.fromEntries((field.arguments ?? []).map((arg) => [arg.name.value, argumentValue(arg.value, variables)]));
      let multiplier = 1;
      if (named.name.endsWith('Connection')) {
        const first = typeof args.first === 'number' ? args.first : 0;
        const last = typeof args.last === 'number' ? args.last : 0;
        multiplier = Math.max(first, last, 1);
      } else if (parent.name.endsWith('Connection')) {
        multiplier = 1;
      } else if (Array.isArray(args.ids)) {
        multiplier = Math.max(1, args.ids.length);
      } else if (Array.isArray(args.identifiers)) {
        multiplier = Math.max(1, args.identifiers.length);
      } else if (isListType(getNullableType(definition.type))) {
        multiplier = 10;
      }
      const inner = walk(field.selectionSet, named, depth + 1, seen);
      maxDepth = Math.max(maxDepth, inner.depth);
      complexity += 1 + multiplier * inner.complexity;
    }
    return {depth: maxDepth, complexity};
  };
  return rootType ? walk(operation.selectionSet, rootType, 0, new Set()) : {depth: 0, complexity: 0};
}

/** Language and country from the operation's @inContext directive. */
function inContext(operation: OperationDefinitionNode, variables: Record<string, unknown>): {language: unknown; country: unknown} {
  const directive = operation.directives?.find((candidate) => candidate.name.value === 'inContext');
  const arg = (name: string) => argumentValue(directive?.arguments?.find((candidate) => candidate.name.value === name)?.value, variables);
  return {language: arg('language'), country: arg('country')};
}

/** Parsed and validated documents by query text: storefronts send the same few again and again. */
const documentCache = new WeakMap<GraphQLSchema, Map<string, {document: DocumentNode} | {errors: ErrorJson[]}>>();
const DOCUMENT_CACHE_SIZE = 500;

function prepare(schema: GraphQLSchema, query: string): {document: DocumentNode} | {errors: ErrorJson[]} {
  let cache = documentCache.get(schema);
  if (!cache) {
    cache = new Map();
    documentCache.set(schema, cache);
  }
  const cached = cache.get(query);
  if (cached) {
    // Most recently used last, so the oldest entry is the first to go.
    cache.delete(query);
    cache.set(query, cached);
    return cached;
  }
  let result: {document: DocumentNode} | {errors: ErrorJson[]};
  try {
    const document = parse(query, {maxTokens: MAX_TOKENS});
    const errors = validate(schema, document, specifiedRules, {maxErrors: 50});
    result = errors.length > 0 ? {errors: errors.map((error) => errorJson(error, shopifyValidationError(error)))} : {document};
  } catch (error) {
    result = {errors: [errorJson(error as GraphQLError, {extensions: {code: 'PARSE_ERROR'}})]};
  }
  if (query.length <= 100_000) {
    if (cache.size >= DOCUMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(query, result);
  }
  return result;
}

export async function executeRequest(app: AppState, request: GraphQLRequest): Promise<GraphQLResponse> {
  const {schema} = app;
  const prepared = prepare(schema, request.query);
  if ('errors' in prepared) return {errors: prepared.errors};
  const {document} = prepared;
  const operation = getOperationAST(document, request.operationName ?? undefined);
  if (!operation) {
    const message = request.operationName
      ? `No operation named "${request.operationName}"`
      : 'An operation name is required when the document has more than one operation';
    return {errors: [{message, extensions: {code: 'OPERATION_NOT_FOUND'}}]};
  }
  if (operation.operation === 'subscription') {
    return {errors: [{message: 'Subscriptions are not supported.', extensions: {code: 'BAD_REQUEST'}}]};
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, {maxErrors: 50});
  if (coerced.errors) {
    return {errors: coerced.errors.map((error) => errorJson(error, shopifyValidationError(error)))};
  }
  const variables = coerced.coerced;
  const {depth, complexity} = measure(schema, document, operation, variables);
  if (depth > MAX_QUERY_DEPTH) {
    return {errors: [{message: `Query has depth of ${depth}, which exceeds max depth of ${MAX_QUERY_DEPTH}`, extensions: {code: 'MAX_DEPTH_EXCEEDED', depth, maxDepth: MAX_QUERY_DEPTH}}]};
  }
  if (complexity > MAX_QUERY_COMPLEXITY) {
    return {
      errors: [
        {
          message: `Query has complexity of ${complexity}, which exceeds max complexity of ${MAX_QUERY_COMPLEXITY}`,
          extensions: {code: 'MAX_COMPLEXITY_EXCEEDED', complexity, maxComplexity: MAX_QUERY_COMPLEXITY},
        },
      ],
    };
  }
  const context = inContext(operation, variables);
  const language = languageOf(context.language);
  const catalogue = app.catalogueCache.get();
  const contextValue: RequestContext = {
    app,
    catalogue,
    views: app.views(catalogue),
    language,
    country: typeof context.country === 'string' ? context.country : null,
    t: messages(language),
    client: request.client ?? 'inconnu',
  };
  const result = await execute({
    schema,
    document,
    rootValue: rootFor(schema),
    contextValue,
    variableValues: request.variables ?? {},
    operationName: request.operationName ?? undefined,
  });
  const response: GraphQLResponse = {};
  if (result.errors && result.errors.length > 0) response.errors = result.errors.map(formatExecutionError);
  if ('data' in result) response.data = result.data;
  return response;
}

function formatExecutionError(error: GraphQLError): ErrorJson {
  const original = error.originalError;
  if (original && isApiError(original)) return errorJson(error, {message: original.message, extensions: original.extensions});
  if (!original || original instanceof GraphQLError) return errorJson(error, shopifyValidationError(error));
  if (original.message.startsWith('Cannot return null for non-nullable field')) {
    return errorJson(error, {extensions: {code: 'INTERNAL_SERVER_ERROR'}});
  }
  // A bug: logged with an id the client can quote, never shown.
  const requestId = crypto.randomUUID();
  console.error(`[magasin local] Erreur interne ${requestId} (${error.path?.join('.') ?? '?'}) :`, original);
  return errorJson(error, {
    message: `Internal error. Looks like something went wrong on our end. Request ID: ${requestId} (include this in support requests).`,
    extensions: {code: 'INTERNAL_SERVER_ERROR', requestId},
  });
}
