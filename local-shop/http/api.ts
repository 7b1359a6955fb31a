// POST /api/{version}/graphql.json: the Storefront API endpoint. Authentication,
// content type and size are checked like Shopify does before the query runs. A request
// without a token is Shopify's tokenless access (graphql/access.ts); every client has a
// bounded number of requests under way (throttle.ts).

import crypto from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {type GraphQLRequest, executeRequest} from '../graphql/execute.ts';
import {clientAddress} from './input.ts';
import {type ClientLimits, ClientThrottle, TOKENLESS_LIMITS, TOKEN_LIMITS, clientOf} from './throttle.ts';
import {sendJsonInSlices} from './json-slices.ts';
import {HttpError, readBody, sendJson} from './util.ts';

export const API_PATH = /^\/api(?:\/(\d{4}-\d{2}|unstable))?\/graphql(?:\.json)?$/;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, X-Shopify-Storefront-Access-Token, Shopify-Storefront-Private-Token, Shopify-Storefront-Buyer-IP, X-SDK-Variant, X-SDK-Variant-Source, X-SDK-Version, Shopify-Storefront-Id',
  'Access-Control-Max-Age': '86400',
};

const INVALID_TOKEN = {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'};

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : (value ?? '')).trim();
}

/** The token a request carries (null: tokenless), or false when it is not the one required. */
function requestToken(request: IncomingMessage, expected: string | null): {token: string | null; privateToken: boolean} | false {
  const publicToken = header(request, 'x-shopify-storefront-access-token');
  const privateToken = header(request, 'shopify-storefront-private-token');
  const given = publicToken || privateToken;
  if (given === '') return {token: null, privateToken: false};
  if (expected !== null) {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return false;
  }
  return {token: given, privateToken: publicToken === ''};
}

const throttle = new ClientThrottle();

const THROTTLED = {errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]};

export async function handleApi(request: IncomingMessage, response: ServerResponse, app: AppState): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS);
    response.end();
    return;
  }
  if (request.method !== 'POST') {
    request.resume();
    sendJson(response, 405, {errors: [{message: 'Method not allowed: use POST.', extensions: {code: 'METHOD_NOT_ALLOWED'}}]}, {Allow: 'POST, OPTIONS', ...CORS_HEADERS});
    return;
  }
  const auth = requestToken(request, app.storefrontToken);
  if (auth === false) {
    request.resume();
    sendJson(response, 401, INVALID_TOKEN, CORS_HEADERS);
    return;
  }
  const contentType = header(request, 'content-type').split(';')[0].trim().toLowerCase();
  if (contentType !== 'application/json' && contentType !== 'application/graphql') {
    request.resume();
    sendJson(response, 400, {errors: [{message: 'Unsupported content type: send application/json or application/graphql.', extensions: {code: 'BAD_REQUEST'}}]}, CORS_HEADERS);
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(request);
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 400;
    sendJson(response, status, {errors: [{message: status === 413 ? 'Request body is too large (1 MB maximum).' : 'Could not read the request body.', extensions: {code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'}}]}, {...CORS_HEADERS, Connection: 'close'});
    return;
  }
  let graphqlRequest: GraphQLRequest;
  if (contentType === 'application/graphql') {
    graphqlRequest = {query: body.toString('utf8')};
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      sendJson(response, 400, {errors: [{message: 'Invalid JSON in request body.', extensions: {code: 'BAD_REQUEST'}}]}, CORS_HEADERS);
      return;
    }
    const value = parsed as Record<string, unknown> | null;
    if (
      !value ||
      typeof value !== 'object' ||
      Array.isArray(value) ||
      typeof value.query !== 'string' ||
      value.query.trim() === '' ||
      (value.variables !== undefined && value.variables !== null && (typeof value.variables !== 'object' || Array.isArray(value.variables))) ||
      (value.operationName !== undefined && value.operationName !== null && typeof value.operationName !== 'string')
    ) {
      sendJson(response, 400, {errors: {query: 'Required parameter missing or invalid'}}, CORS_HEADERS);
      return;
    }
    graphqlRequest = {
      query: value.query,
      variables: (value.variables as Record<string, unknown> | null | undefined) ?? null,
      operationName: (value.operationName as string | null | undefined) || null,
    };
  }
  const client = clientOf(request, auth.token, auth.privateToken);
  const limits: ClientLimits = auth.token === null ? TOKENLESS_LIMITS : TOKEN_LIMITS;
  const place = throttle.acquire(client, limits);
  if (!place) {
    sendJson(response, 429, THROTTLED, {...CORS_HEADERS, 'Retry-After': '1'});
    return;
  }
  const release = await place;
  try {
    // The client left while waiting: nothing to answer.
    if (request.socket.destroyed) return;
    const result = await executeRequest(app, graphqlRequest, {client, tokenless: auth.token === null, buyer: clientAddress(request, true)});
    await sendJsonInSlices(response, 200, result, CORS_HEADERS);
  } finally {
    release();
  }
}
