// Parsing and validating a document, with Shopify's error shapes. Large documents are
// analysed in a worker thread (validation-worker.ts, analysis.ts) so that the event loop
// stays free: graphql-js takes tens of milliseconds per validation pass over a 60 KB
// document of aliases, time in which no other request could be answered.

import {Worker} from 'node:worker_threads';
import {type DocumentNode, GraphQLError, type GraphQLSchema, parse, specifiedRules, validate} from 'graphql';
import {AnalysisQueue} from './analysis-queue.ts';
import {type AnalysisJob, type Verdict, analyseDocument} from './analysis.ts';
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
const pending = new Map<number, (reply: {verdict: Verdict; cpuMs: number} | undefined) => void>();

function analysisWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./validation-worker.ts', import.meta.url));
  started.unref();
  started.on('message', ({id, verdict, cpuMs}: {id: number; verdict: Verdict; cpuMs: number}) => {
    pending.get(id)?.({verdict, cpuMs});
    pending.delete(id);
  });
  started.on('error', (error) => {
    console.error('[magasin local] Le fil d’analyse GraphQL s’est arrêté :', error);
  });
  started.on('exit', () => {
    worker = null;
    // Whatever was waiting is analysed in place rather than left hanging.
    for (const [id, resolve] of pending) {
      pending.delete(id);
      resolve(undefined);
    }
  });
  worker = started;
  return started;
}

/** What the analysis thread did, for tests and the bench. */
export const analysisStats = {analysed: 0, refusedByCost: 0};

function threadCpuMs(): number {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** One document in the worker thread; in place if the thread is gone. */
function analyseInWorker(schema: GraphQLSchema, job: AnalysisJob): Promise<{result: Verdict; cpuMs: number}> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, (reply) => {
      if (!reply) {
        const start = threadCpuMs();
        const result = analyseDocument(schema, job);
        resolve({result, cpuMs: threadCpuMs() - start});
        return;
      }
      analysisStats.analysed++;
      if ('refusedByCost' in reply.verdict && reply.verdict.refusedByCost) analysisStats.refusedByCost++;
      resolve({result: reply.verdict, cpuMs: reply.cpuMs});
    });
    analysisWorker().postMessage({id, job});
  });
}

const queues = new WeakMap<GraphQLSchema, AnalysisQueue<AnalysisJob, Verdict>>();

/**
 * Analyses a large document off the event loop, in the client's turn
 * (analysis.ts, analysis-queue.ts).
 */
export function analyseLargeDocument(schema: GraphQLSchema, client: string, job: AnalysisJob): Promise<Verdict> {
  let queue = queues.get(schema);
  if (!queue) {
    queue = new AnalysisQueue((queued) => analyseInWorker(schema, queued));
    queues.set(schema, queue);
  }
  return queue.submit(client, job);
}
