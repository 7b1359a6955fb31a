// The one place where the storefront's Storefront API calls fail (SPEC.md section 8,
// 'Shared handler'): every `storefront.query` / `storefront.mutate`, the cart handler's
// included, logs SPEC.md's message and throws a StorefrontError; loaders catch it and
// show their screen's error state. Why it is built this way: docs/decisions/007-backend-failures.md.
import type {Storefront} from '@shopify/hydrogen';
import {
  failureFromHttp,
  failureFromThrown,
  operationAction,
  type GraphQLErrorLike,
  StorefrontError,
  StorefrontTransportError,
} from '~/lib/platform/storefront-errors';

/** A page waits this long for the Storefront API (Shopify answers in well under a second). */
export const DEFAULT_STOREFRONT_TIMEOUT_MS = 8000;

const STOREFRONT_API_PATH = /\/api\/(?:[\w-]+\/)?graphql\.json$/;

/** STOREFRONT_TIMEOUT_MS from the worker's environment, within 0.5-60 s, else the default. */
export function storefrontTimeout(value: string | undefined): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 500 && ms <= 60_000 ? ms : DEFAULT_STOREFRONT_TIMEOUT_MS;
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

export function isStorefrontApiCall(input: RequestInfo | URL): boolean {
  try {
    return STOREFRONT_API_PATH.test(new URL(requestUrl(input)).pathname);
  } catch {
    return false;
  }
}

/**
 * One Storefront API call with a deadline, which Hydrogen's client does not have: a hung
 * store would otherwise hold the page forever. Answers that Hydrogen would mistake or
 * blur are thrown as StorefrontTransportError carrying the HTTP status (Hydrogen keeps only
 * the body's text), and a 200 that is not JSON is refused (Hydrogen would return `{}`).
 */
export async function fetchStorefrontApi(
  fetcher: typeof fetch,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  timeoutMs: number,
): Promise<Response> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
  let response: Response;
  let body: string;
  try {
    response = await fetcher(input, {...init, signal});
    // Read under the same deadline: a store may send its headers and then stall.
    body = await response.text();
  } catch (error) {
    if (deadline.aborted) throw new StorefrontTransportError({transport: 'timeout', timeoutMs});
    if (init?.signal?.aborted) throw error;
    throw new StorefrontTransportError({transport: 'network', detail: error instanceof Error ? error.message : String(error)});
  }
  if (!response.ok) throw new StorefrontTransportError(failureFromHttp(response.status, response.statusText, body));
  // A cheap check (no second parse of a large answer): JSON starts with { or [.
  if (!/^\s*[[{]/.test(body)) {
    throw new StorefrontTransportError({status: response.status, transport: 'invalid-response'});
  }
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(body, {status: response.status, statusText: response.statusText, headers});
}

let timeoutMs = DEFAULT_STOREFRONT_TIMEOUT_MS;
let installed = false;

/**
 * Hydrogen's client calls the global `fetch` and takes no signal, so the deadline goes
 * there, for Storefront API URLs only (forms, chat model and assets are left alone).
 */
export function installStorefrontFetch(ms: number): void {
  timeoutMs = ms;
  if (installed) return;
  installed = true;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    isStorefrontApiCall(input) ? fetchStorefrontApi(original, input, init, timeoutMs) : original(input, init)) as typeof fetch;
}

type StorefrontCalls = Pick<Storefront, 'query' | 'mutate'>;
type Call = (document: string, options?: {displayName?: string}) => Promise<Record<string, unknown> | null | undefined>;

/** Logs SPEC.md's message once, with where it happened, for the merchant. */
function logFailure(error: StorefrontError, where: string): StorefrontError {
  error.reported = true;
  // The action, unless the message already names it ('Erreur lors de {action}: …').
  const action = error.message.startsWith(`Erreur lors de ${error.action}:`) ? '' : error.action;
  const details = [action, error.status ? `HTTP ${error.status}` : '', where].filter(Boolean).join(', ');
  console.error(`${error.message} [${details}]`);
  return error;
}

function guard(call: Call, where: string, onFailure: () => void): Call {
  const report = (error: StorefrontError) => {
    onFailure();
    return logFailure(error, where);
  };
  return async (document, options) => {
    const action = options?.displayName ?? operationAction(document);
    let result: Awaited<ReturnType<Call>>;
    try {
      result = await call(document, options);
    } catch (error) {
      throw report(error instanceof StorefrontError ? error : new StorefrontError(failureFromThrown(error), action));
    }
    // Hydrogen returns GraphQL errors beside the data instead of throwing (THROTTLED,
    // ACCESS_DENIED...): SPEC.md's handler raises them, so no screen reads half an answer.
    const errors: unknown = result?.errors;
    if (Array.isArray(errors) && errors.length > 0) {
      throw report(new StorefrontError({errors: errors as GraphQLErrorLike[]}, action));
    }
    // Data-less JSON (`{}`, `{"data": null}`): no root field came back.
    if (!result || Object.keys(result).length === 0) {
      throw report(new StorefrontError({transport: 'invalid-response'}, action));
    }
    return result;
  };
}

/**
 * Routes every call of this request's client through the shared handler. In place, so
 * that the cart handler, which holds the same client, goes through it too. `onFailure`
 * hears of every failed call (a page rendered with one is never cached).
 */
export function guardStorefront<T extends StorefrontCalls>(storefront: T, where: string, onFailure: () => void = () => {}): T {
  storefront.query = guard(storefront.query.bind(storefront) as unknown as Call, where, onFailure) as unknown as T['query'];
  storefront.mutate = guard(storefront.mutate.bind(storefront) as unknown as Call, where, onFailure) as unknown as T['mutate'];
  return storefront;
}
