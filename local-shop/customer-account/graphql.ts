// POST /<shop id>/account/customer/api/<version>/graphql: the Customer Account API's
// GraphQL endpoint, as Hydrogen's client calls it (the access token as it came from the
// token endpoint in the Authorization header, JSON body). A missing, unknown or expired
// token gets 401, upon which Hydrogen clears its session and sends the shopper to sign
// in. The query runs through the Storefront API's execution entry point
// (graphql/execute.ts: limits, errors) against @shopify/hydrogen's
// customer-account.schema.json, whose root fields carry this module's resolvers.

import fs from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {createRequire} from 'node:module';
import {type GraphQLSchema, type IntrospectionQuery, buildClientSchema} from 'graphql';
import type {AppState, RequestContext} from '../graphql/context.ts';
import {ApiError} from '../graphql/errors.ts';
import {type GraphQLRequest, executeRequest} from '../graphql/execute.ts';
import {cleanInput} from '../http/input.ts';
import {HttpError, header, mediaType, readBody, sendJson} from '../http/util.ts';
import {allowedOrigins} from './config.ts';
import type {CustomerAccountState} from './index.ts';
import {type AccountRequestApp, accountMutations, accountQueries} from './resolvers.ts';

type Resolver = (args: Record<string, any>, ctx: RequestContext) => unknown;

let schema: GraphQLSchema | null = null;

/** The official schema, with a resolver on every root field (an explicit error for the ones not answered here). */
export function customerAccountSchema(): GraphQLSchema {
  if (schema) return schema;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@shopify/hydrogen/customer-account.schema.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {data?: IntrospectionQuery} & IntrospectionQuery;
  const built = buildClientSchema(json.data ?? json);
  const resolvers: Record<string, Resolver> = {...accountQueries, ...accountMutations};
  for (const type of [built.getQueryType(), built.getMutationType()]) {
    for (const [name, field] of Object.entries(type?.getFields() ?? {})) {
      const resolver = Object.hasOwn(resolvers, name) ? resolvers[name] : null;
      field.resolve = resolver
        ? // Arguments cleaned of control characters, as the Storefront API's (http/input.ts).
          (_root, args, ctx) => resolver(cleanInput(args) as Record<string, any>, ctx as RequestContext)
        : () => {
            throw new ApiError(`Le magasin local ne prend pas encore en charge « ${name} ».`, 'NOT_IMPLEMENTED', {field: name});
          };
    }
  }
  schema = built;
  return schema;
}

function corsHeaders(request: IncomingMessage, app: AppState): Record<string, string> {
  const origin = header(request, 'origin');
  if (!allowedOrigins(app.storefrontUrl).origins.has(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}

const error = (message: string, code: string) => ({errors: [{message, extensions: {code}}]});

/** The token, as Hydrogen sends it (bare) or with the Bearer scheme. */
function accessToken(request: IncomingMessage): string {
  return header(request, 'authorization').replace(/^Bearer\s+/i, '');
}

function parseRequest(body: Buffer): GraphQLRequest | null {
  let value: Record<string, unknown> | null;
  try {
    value = JSON.parse(body.toString('utf8')) as Record<string, unknown> | null;
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || typeof value.query !== 'string' || value.query.trim() === '') return null;
  const variables = value.variables;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  if (value.operationName !== undefined && value.operationName !== null && typeof value.operationName !== 'string') return null;
  return {query: value.query, variables: (variables as Record<string, unknown> | null | undefined) ?? null, operationName: (value.operationName as string | null | undefined) || null};
}

export async function handleGraphql(request: IncomingMessage, response: ServerResponse, app: AppState, state: CustomerAccountState): Promise<void> {
  const cors = corsHeaders(request, app);
  if (request.method === 'OPTIONS') {
    request.resume();
    response.writeHead(204, cors);
    response.end();
    return;
  }
  if (request.method !== 'POST') {
    request.resume();
    sendJson(response, 405, error('Method not allowed: use POST.', 'METHOD_NOT_ALLOWED'), {Allow: 'POST, OPTIONS', ...cors});
    return;
  }
  const customerId = state.accounts.customerIdByAccessToken(accessToken(request), state.now());
  if (customerId === null) {
    request.resume();
    sendJson(response, 401, error('Unauthorized: a valid customer access token is required in the Authorization header.', 'UNAUTHORIZED'), {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
      ...cors,
    });
    return;
  }
  if (mediaType(request) !== 'application/json') {
    request.resume();
    sendJson(response, 400, error('Unsupported content type: send application/json.', 'BAD_REQUEST'), cors);
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(request);
  } catch (failure) {
    const status = failure instanceof HttpError ? failure.status : 400;
    sendJson(response, status, error(status === 413 ? 'Request body is too large (1 MB maximum).' : 'Could not read the request body.', status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'), {...cors, Connection: 'close'});
    return;
  }
  const graphqlRequest = parseRequest(body);
  if (!graphqlRequest) {
    sendJson(response, 400, error('Invalid JSON body: expected {"query": String, "variables"?: Object, "operationName"?: String}.', 'BAD_REQUEST'), cors);
    return;
  }
  const scoped: AccountRequestApp = {...app, schema: customerAccountSchema(), viewer: {customerId, state}};
  // Each customer is a client of its own for the scheduler's time slices (graphql/scheduler.ts).
  sendJson(response, 200, await executeRequest(scoped, graphqlRequest, {client: `customer-account:${customerId}`, tokenless: false}), cors);
}
