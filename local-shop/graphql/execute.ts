// Executes a Storefront API request with graphql-js against the official schema
// (@shopify/hydrogen's storefront.schema.json, loaded once), with Shopify's error
// shapes: HTTP 200 and `errors` for anything wrong with the document, query depth and
// complexity limits, and no internal detail leaked from a failing resolver.

import crypto from 'node:crypto';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
  defaultFieldResolver,
  execute,
  getOperationAST,
  getVariableValues,
  parse,
} from 'graphql';
import {languageOf, messages} from '../messages.ts';
import type {Catalogue} from '../store/catalogue.ts';
import {accessDenied, tokenlessDenial} from './access.ts';
import type {AppState, RequestContext} from './context.ts';
import {type CatalogueBounds, MAX_QUERY_DEPTH, MAX_WORK, type QueryCost, TOKENLESS_MAX_COST, catalogueBounds, costRefusal, measureCost} from './cost.ts';
import {isApiError, shopifyValidationError} from './errors.ts';
import {rootValue} from './root.ts';
import {loadStorefrontSchema} from './schema.ts';
import {type ErrorJson, IN_PLACE_LIMIT, MAX_TOKENS, analyseLargeDocument, checkDocument, errorJson} from './validation.ts';
import {EXECUTION_BUDGET_MS, Execution, ExecutionTimeout, scheduler} from './scheduler.ts';

export {MAX_QUERY_DEPTH, MAX_WORK, TOKENLESS_MAX_COST};

export {loadStorefrontSchema};

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface GraphQLResponse {
  data?: unknown;
  errors?: unknown[];
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

/** Language and country from the operation's @inContext directive. */
function inContext(operation: OperationDefinitionNode, variables: Record<string, unknown>): {language: unknown; country: unknown} {
  const directive = operation.directives?.find((candidate) => candidate.name.value === 'inContext');
  const arg = (name: string) => argumentValue(directive?.arguments?.find((candidate) => candidate.name.value === name)?.value, variables);
  return {language: arg('language'), country: arg('country')};
}

/**
 * Parsed and validated documents by query text: storefronts send the same few again and
 * again. Bounded in number and in characters (an abusive client's large documents would
 * otherwise keep hundreds of megabytes of syntax trees alive, and the collector's pauses
 * grow with them).
 */
const documentCache = new WeakMap<GraphQLSchema, Map<string, {document: DocumentNode} | {errors: ErrorJson[]}>>();
const DOCUMENT_CACHE_SIZE = 500;
export const DOCUMENT_CACHE_CHARS = 1_000_000;
const cachedChars = new WeakMap<GraphQLSchema, {total: number}>();

function remember(schema: GraphQLSchema, query: string, result: {document: DocumentNode} | {errors: ErrorJson[]}): void {
  if (query.length > DOCUMENT_CACHE_CHARS / 10) return;
  const cache = documentCache.get(schema) as Map<string, {document: DocumentNode} | {errors: ErrorJson[]}>;
  let chars = cachedChars.get(schema);
  if (!chars) cachedChars.set(schema, (chars = {total: 0}));
  while (cache.size > 0 && (cache.size >= DOCUMENT_CACHE_SIZE || chars.total + query.length > DOCUMENT_CACHE_CHARS)) {
    const oldest = cache.keys().next().value as string;
    cache.delete(oldest);
    chars.total -= oldest.length;
  }
  cache.set(query, result);
  chars.total += query.length;
}

type Prepared = {document: DocumentNode; cost?: QueryCost | null} | {errors: ErrorJson[]};

/**
 * The request's document, parsed and validated. Small documents are checked here; large
 * ones are analysed in the worker thread in the client's turn (analysis.ts), refused there
 * when too costly, and parsed here only when they will run.
 */
async function prepare(app: AppState, request: GraphQLRequest, access: RequestAccess): Promise<Prepared> {
  const {schema} = app;
  const {query} = request;
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
  if (query.length <= IN_PLACE_LIMIT) {
    const result = checkDocument(schema, query);
    remember(schema, query, result);
    return result;
  }
  const verdict = await analyseLargeDocument(schema, access.client, {
    query,
    variables: request.variables ?? null,
    operationName: request.operationName ?? null,
    bounds: boundsOf(app.catalogueCache.get()),
    tokenless: access.tokenless,
  });
  if ('errors' in verdict) {
    // A cost refusal holds for these variables and this access only: not remembered.
    if (!verdict.refusedByCost) remember(schema, query, {errors: verdict.errors});
    return {errors: verdict.errors};
  }
  const document = parse(query, {maxTokens: MAX_TOKENS});
  remember(schema, query, {document});
  return {document, cost: verdict.cost};
}

/** Who sends a request: the client the scheduler shares time between, and whether it has a token. */
export interface RequestAccess {
  client: string;
  tokenless: boolean;
  /** The buyer's address, when a storefront speaks for one (per-buyer limits); the client's otherwise */
  buyer?: string;
}

const LOCAL_ACCESS: RequestAccess = {client: 'local', tokenless: false};

const boundsCache = new WeakMap<Catalogue, CatalogueBounds>();

function boundsOf(catalogue: Catalogue): CatalogueBounds {
  let bounds = boundsCache.get(catalogue);
  if (!bounds) {
    bounds = catalogueBounds(catalogue);
    boundsCache.set(catalogue, bounds);
  }
  return bounds;
}

/**
 * Every field goes through here: tokenless requests are refused what needs a token, and
 * the execution's time slice decides whether the field runs now or at its next turn.
 */
const gatedResolver: GraphQLFieldResolver<unknown, RequestContext> = (source, args, context, info) => {
  const root = info.parentType === info.schema.getQueryType() || info.parentType === info.schema.getMutationType();
  if (context.tokenless) {
    const required = tokenlessDenial(info.parentType.name, info.fieldName, info.parentType === info.schema.getMutationType());
    if (required) throw accessDenied(info.fieldName, required);
  }
  // Root fields and fields with arguments may do real work: look at the clock first.
  if (context.execution.proceed(root || (info.fieldNodes[0].arguments?.length ?? 0) > 0)) {
    return defaultFieldResolver(source, args, context, info);
  }
  return context.execution.later(() => gatedResolver(source, args, context, info));
};

export async function executeRequest(app: AppState, request: GraphQLRequest, access: RequestAccess = LOCAL_ACCESS): Promise<GraphQLResponse> {
  const {schema} = app;
  const prepared = await prepare(app, request, access);
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
  const catalogue = app.catalogueCache.get();
  // Measured in the worker thread already when the document was analysed there.
  const cost = prepared.cost ?? measureCost(schema, document, operation, variables, boundsOf(catalogue));
  const refusal = costRefusal(cost, access.tokenless);
  if (refusal) return {errors: [refusal]};
  const context = inContext(operation, variables);
  const language = languageOf(context.language);
  const execution = new Execution(scheduler, access.client);
  const contextValue: RequestContext = {
    app,
    catalogue,
    views: app.views(catalogue),
    language,
    country: typeof context.country === 'string' ? context.country : null,
    t: messages(language),
    tokenless: access.tokenless,
    buyer: access.buyer ?? access.client,
    execution,
  };
  const result = await execute({
    schema,
    document,
    rootValue: rootFor(schema),
    contextValue,
    variableValues: request.variables ?? {},
    operationName: request.operationName ?? undefined,
    fieldResolver: gatedResolver,
  });
  execution.finish();
  if (execution.timedOut) {
    // What ran is dropped: a partial answer would look like a store without the data.
    return {
      errors: [
        {
          message: `Timeout: the query ran for more than ${EXECUTION_BUDGET_MS / 1000} s. Ask for fewer objects.`,
          extensions: {code: 'TIMEOUT', budgetMs: EXECUTION_BUDGET_MS},
        },
      ],
    };
  }
  const response: GraphQLResponse = {};
  if (result.errors && result.errors.length > 0) response.errors = result.errors.map(formatExecutionError);
  if ('data' in result) response.data = result.data;
  return response;
}

function formatExecutionError(error: GraphQLError): ErrorJson {
  const original = error.originalError;
  if (original instanceof ExecutionTimeout) return errorJson(error, {message: 'Timeout', extensions: {code: 'TIMEOUT'}});
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
