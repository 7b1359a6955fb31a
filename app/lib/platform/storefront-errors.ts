// SPEC.md section 8, 'Shared handler': how a failing Storefront API call is named to the
// merchant (server logs, the start-up check). Shoppers never see these texts: each
// screen shows its own error state. Pure, so that scripts/ can use it too.

export const STOREFRONT_MESSAGES = {
  auth: "Token d'accès Shopify invalide. Vérifiez que votre Storefront Access Token est correct et a les bonnes permissions.",
  shopNotFound: 'Boutique Shopify introuvable. Vérifiez que le domaine de votre boutique est correct.',
  rateLimited: 'Limite de requêtes atteinte. Veuillez réessayer dans quelques instants.',
} as const;

/** 'Shopify API Error: {message}' (SPEC.md), for GraphQL errors. */
export function graphqlErrorMessage(message: string): string {
  return `Shopify API Error: ${message}`;
}

/** 'Erreur lors de {action}: {message}' (SPEC.md), for every other failure. */
export function actionErrorMessage(action: string, message: string): string {
  return `Erreur lors de ${action}: ${message}`;
}

export type StorefrontFailureKind =
  | 'auth'
  | 'shop-not-found'
  | 'rate-limited'
  | 'graphql'
  | 'timeout'
  | 'network'
  | 'invalid-response'
  | 'http';

export interface GraphQLErrorLike {
  message?: unknown;
  extensions?: {code?: unknown} | null;
}

/** What is known of a failed call: any of an HTTP status, GraphQL errors, a transport problem. */
export interface StorefrontFailure {
  status?: number;
  statusText?: string;
  errors?: GraphQLErrorLike[];
  /** A failure before any usable answer: no answer in time, no connection, not JSON. */
  transport?: 'timeout' | 'network' | 'invalid-response';
  /** Free text: the transport error's message, or a short body that is not JSON. */
  detail?: string;
  timeoutMs?: number;
}

const AUTH_CODES = new Set(['UNAUTHORIZED', 'ACCESS_DENIED', 'FORBIDDEN', 'INVALID_TOKEN']);
const AUTH_TEXT = /unauthori[sz]ed|access denied|invalid (?:api key or )?access token|invalid token/i;
const SHOP_NOT_FOUND_CODES = new Set(['SHOP_NOT_FOUND']);
const RATE_CODES = new Set(['RATE_LIMITED', 'THROTTLED']);
const RATE_TEXT = /\bthrottled\b|rate.?limit/i;

function errorCode(error: GraphQLErrorLike): string {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code.toUpperCase() : '';
}

/** The message alone: Hydrogen's GraphQLError adds '[h2:error:…] ' and ' - Request ID: …'. */
function errorText(error: GraphQLErrorLike): string {
  if (typeof error.message !== 'string') return '';
  return error.message
    .replace(/^\[h2:[^\]]*\]\s*/, '')
    .replace(/ - Request ID: [\w-]+$/, '')
    .trim();
}

function texts(failure: StorefrontFailure): string[] {
  return [...(failure.errors ?? []).map(errorText), failure.detail ?? ''].filter(Boolean);
}

/** The SPEC.md category of a failure, most specific first. */
export function classifyStorefrontFailure(failure: StorefrontFailure): StorefrontFailureKind {
  const codes = (failure.errors ?? []).map(errorCode);
  const words = texts(failure);
  const {status} = failure;
  if (status === 401 || status === 403 || codes.some((c) => AUTH_CODES.has(c)) || words.some((t) => AUTH_TEXT.test(t))) {
    return 'auth';
  }
  // ENOTFOUND: the domain does not even resolve (Node's fetch, in the start-up check).
  if (status === 404 || codes.some((c) => SHOP_NOT_FOUND_CODES.has(c)) || words.some((t) => /SHOP_NOT_FOUND|ENOTFOUND/.test(t))) {
    return 'shop-not-found';
  }
  if (status === 429 || codes.some((c) => RATE_CODES.has(c)) || words.some((t) => RATE_TEXT.test(t))) return 'rate-limited';
  if (failure.transport) return failure.transport;
  if ((failure.errors ?? []).length > 0) return 'graphql';
  return 'http';
}

/** The detail of an 'otherwise' failure, in French, for 'Erreur lors de {action}: {message}'. */
function otherDetail(kind: StorefrontFailureKind, failure: StorefrontFailure): string {
  switch (kind) {
    case 'timeout':
      return failure.timeoutMs
        ? `pas de réponse en ${String(failure.timeoutMs / 1000).replace('.', ',')} s`
        : 'pas de réponse dans le délai imparti';
    case 'network':
      return `connexion impossible${failure.detail ? ` (${failure.detail})` : ''}`;
    case 'invalid-response':
      return 'réponse illisible (ce n’est pas du JSON)';
    default: {
      const status = failure.status ? `HTTP ${failure.status}${failure.statusText ? ` ${failure.statusText}` : ''}` : '';
      return [status, failure.detail].filter(Boolean).join(', ') || 'erreur inconnue';
    }
  }
}

/** SPEC.md's message for a failure; `action` names what was being done ('la requête X'). */
export function storefrontFailureMessage(failure: StorefrontFailure, action: string): string {
  const kind = classifyStorefrontFailure(failure);
  switch (kind) {
    case 'auth':
      return STOREFRONT_MESSAGES.auth;
    case 'shop-not-found':
      return STOREFRONT_MESSAGES.shopNotFound;
    case 'rate-limited':
      return STOREFRONT_MESSAGES.rateLimited;
    case 'graphql': {
      const messages = (failure.errors ?? []).map((error) => errorText(error) || errorCode(error)).filter(Boolean);
      return graphqlErrorMessage(messages.join(', ') || 'erreur sans message');
    }
    default:
      return actionErrorMessage(action, otherDetail(kind, failure));
  }
}

/** A Storefront API call that failed, named with SPEC.md's message. */
export class StorefrontError extends Error {
  readonly kind: StorefrontFailureKind;
  readonly status: number | undefined;
  readonly action: string;
  /** Set once the shared handler has logged it, so that callers do not log it again. */
  reported = false;

  constructor(failure: StorefrontFailure, action: string) {
    super(storefrontFailureMessage(failure, action));
    this.name = 'StorefrontError';
    this.kind = classifyStorefrontFailure(failure);
    this.status = failure.status;
    this.action = action;
  }

  /** Worth one more try: a dropped connection, a 5xx, a garbled answer. Not a hung or throttled store. */
  get transient(): boolean {
    return this.kind === 'network' || this.kind === 'invalid-response' || (this.kind === 'http' && (this.status ?? 0) >= 500);
  }
}

export function isStorefrontError(error: unknown): error is StorefrontError {
  return error instanceof StorefrontError;
}

/** Parses an error body (JSON errors, a JSON object, or text such as an HTML page). */
export function failureFromHttp(status: number, statusText: string, body: string): StorefrontFailure {
  const failure: StorefrontFailure = {status, statusText};
  try {
    const parsed: unknown = JSON.parse(body);
    const errors = Array.isArray(parsed) ? parsed : (parsed as {errors?: unknown} | null)?.errors;
    if (Array.isArray(errors)) failure.errors = errors.filter((e): e is GraphQLErrorLike => typeof e === 'object' && e !== null);
    else if (typeof errors === 'string') failure.detail = errors;
  } catch {
    const text = body.trim();
    // Plain short text is worth logging; an HTML page is not.
    if (text && text.length <= 200 && !text.startsWith('<')) failure.detail = text;
  }
  return failure;
}

/**
 * What an error thrown by Hydrogen's client tells. It throws `Error`s whose message is the
 * body's error messages (or the raw body, or 'API response error: <status>') and whose
 * `cause` is JSON holding the parsed `errors`; the status is otherwise lost, which is why
 * the storefront's fetch (storefront-client.server.ts) throws a StorefrontTransportError instead.
 */
export function failureFromThrown(error: unknown): StorefrontFailure {
  if (error instanceof StorefrontTransportError) return error.failure;
  if (!(error instanceof Error)) return {detail: String(error)};
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return {transport: 'timeout'};
  const message = error.message.replace(/^\[h2:[^\]]*\]\s*/, '');
  const failure: StorefrontFailure = {};
  const status = message.match(/API response error: (\d{3})/);
  if (status) failure.status = Number(status[1]);
  if (typeof error.cause === 'string') {
    try {
      const cause = JSON.parse(error.cause) as {errors?: unknown};
      const errors = Array.isArray(cause.errors) ? cause.errors : (cause.errors as {errors?: unknown} | undefined)?.errors;
      if (Array.isArray(errors)) failure.errors = errors as GraphQLErrorLike[];
      else if (typeof errors === 'string') failure.detail = errors;
    } catch {
      // Not Hydrogen's JSON cause: the message is all there is.
    }
  }
  if (!failure.errors && !failure.detail && !status) {
    failure.detail = message.length <= 200 && !message.trim().startsWith('<') ? message : undefined;
    if (error instanceof TypeError) failure.transport = 'network';
  }
  return failure;
}

/** Thrown by the storefront's fetch for a Storefront API answer that is not a usable one. */
export class StorefrontTransportError extends Error {
  readonly failure: StorefrontFailure;
  constructor(failure: StorefrontFailure) {
    super(storefrontFailureMessage(failure, 'l’appel à l’API Storefront'));
    this.name = 'StorefrontTransportError';
    this.failure = failure;
  }
}

/** 'la requête ProductPage' / 'la mutation CustomerLogin', from a GraphQL document. */
export function operationAction(document: string, fallback = 'l’appel à l’API Storefront'): string {
  const match = document.match(/\b(query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/);
  if (!match) return fallback;
  return `${match[1] === 'mutation' ? 'la mutation' : 'la requête'} ${match[2]}`;
}

/** Logs what a loader or an action caught, unless the shared handler already logged it. */
export function logError(error: unknown): void {
  if (isStorefrontError(error) && error.reported) return;
  console.error(error);
}

/** What `attempt` gives: the call's value, or the failure the page shows its own state for. */
export type Attempt<T> = {ok: true; value: T} | {ok: false; error: unknown};

/**
 * The one way a loader or an action meets a failed call to the shop: the value, or
 * `{ok: false}` for the page to show its own French state. The shared handler has already
 * logged a failed Storefront call (SPEC.md's message, once); anything else thrown (a bug,
 * the inbox) is logged here. Redirects and responses thrown on purpose pass through.
 */
export async function attempt<T>(call: Promise<T> | (() => Promise<T>)): Promise<Attempt<T>> {
  try {
    return {ok: true, value: await (typeof call === 'function' ? call() : call)};
  } catch (error) {
    if (error instanceof Response) throw error;
    logError(error);
    return {ok: false, error};
  }
}

/** A call the page does without when it fails (a section below the fold): its value, else `fallback`. */
export async function withFallback<T, F>(call: Promise<T>, fallback: F): Promise<T | F> {
  const result = await attempt(call);
  return result.ok ? result.value : fallback;
}
