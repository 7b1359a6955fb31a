// Parsing and validating a document, with Shopify's error shapes. Large documents are
// checked in a worker thread (validation-worker.ts) so that the event loop stays free:
// graphql-js takes tens of milliseconds per validation pass over a 60 KB document of
// aliases, time in which no other request could be answered.

import {Worker} from 'node:worker_threads';
import {type DocumentNode, GraphQLError, type GraphQLSchema, parse, specifiedRules, validate} from 'graphql';
import {shopifyValidationError} from './errors.ts';

export const MAX_TOKENS = 20_000;
/** Documents up to this many characters are validated in place (a millisecond or two). */
export const IN_PLACE_LIMIT = 8_000;

export type ErrorJson = {message: string; locations?: unknown; path?: unknown; extensions: Record<string, unknown>};

/** Shopify's key order: message, locations, path, extensions. */
export function errorJson(error: GraphQLError, extra: Partial<ErrorJson> = {}): ErrorJson {
  const json: Partial<ErrorJson> = {message: extra.message ?? error.message};
  if (error.locations) json.locations = error.locations;
  if (error.path) json.path = error.path;
  json.extensions = extra.extensions ?? {code: 'INTERNAL_SERVER_ERROR'};
  return json as ErrorJson;
}

/** Parses and validates in this thread. */
export function checkDocument(schema: GraphQLSchema, query: string): {document: DocumentNode} | {errors: ErrorJson[]} {
  try {
    const document = parse(query, {maxTokens: MAX_TOKENS});
    const errors = validate(schema, document, specifiedRules, {maxErrors: 50});
    return errors.length > 0 ? {errors: errors.map((error) => errorJson(error, shopifyValidationError(error)))} : {document};
  } catch (error) {
    return {errors: [errorJson(error as GraphQLError, {extensions: {code: 'PARSE_ERROR'}})]};
  }
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (errors: ErrorJson[] | null) => void>();

function validationWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./validation-worker.ts', import.meta.url));
  started.unref();
  started.on('message', ({id, errors}: {id: number; errors: ErrorJson[] | null}) => {
    pending.get(id)?.(errors);
    pending.delete(id);
  });
  started.on('error', (error) => {
    console.error('[magasin local] Le fil de validation GraphQL s’est arrêté :', error);
  });
  started.on('exit', () => {
    worker = null;
    // Whatever was waiting is checked in place rather than left hanging.
    for (const [id, resolve] of pending) {
      pending.delete(id);
      resolve(undefined as never);
    }
  });
  worker = started;
  return started;
}

/**
 * Parses and validates: small documents here, large ones in the worker thread (only
 * valid documents are then parsed here, to keep their locations for execution errors).
 */
export async function checkDocumentAsync(schema: GraphQLSchema, query: string): Promise<{document: DocumentNode} | {errors: ErrorJson[]}> {
  if (query.length <= IN_PLACE_LIMIT) return checkDocument(schema, query);
  const id = nextId++;
  const errors = await new Promise<ErrorJson[] | null | undefined>((resolve) => {
    pending.set(id, resolve);
    validationWorker().postMessage({id, query});
  });
  if (errors === undefined) return checkDocument(schema, query);
  if (errors) return {errors};
  return {document: parse(query, {maxTokens: MAX_TOKENS})};
}
