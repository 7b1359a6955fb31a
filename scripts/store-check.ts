// Start-up check of a real store (`npm start`, `npm run dev`): one cheap Storefront API
// query, so that a wrong token or domain is said at once, in SPEC.md's words, instead of
// surfacing later as error states on every page.
import {
  failureFromHttp,
  storefrontFailureMessage,
  type GraphQLErrorLike,
  type StorefrontFailure,
} from '../app/lib/platform/storefront-errors.ts';

/** The Storefront API version of Hydrogen 2026.4 (what the worker calls). */
export const STOREFRONT_API_VERSION = '2026-04';
const CHECK_ACTION = 'la vérification de la boutique';
const CHECK_QUERY = 'query StartupCheck { shop { name } }';

export interface StoreSettings {
  PUBLIC_STORE_DOMAIN?: string;
  PUBLIC_STOREFRONT_API_TOKEN?: string;
  PRIVATE_STOREFRONT_API_TOKEN?: string;
}

type CheckAnswer = {data?: {shop?: {name?: unknown}} | null; errors?: unknown};

export type StoreCheck = {ok: true; shopName: string} | {ok: false; message: string};

/** `xxx.myshopify.com` or a full origin (`http://127.0.0.1:4000`), as Hydrogen accepts it. */
export function storefrontApiUrl(domain: string): string {
  const origin = /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;
  return `${origin}/api/${STOREFRONT_API_VERSION}/graphql.json`;
}

/** Node's fetch names a domain that does not resolve in the error's cause. */
function networkDetail(error: unknown): string {
  const cause = (error as {cause?: {code?: unknown; message?: unknown}} | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

export async function checkStore(settings: StoreSettings, {timeoutMs = 10_000, fetcher = fetch} = {}): Promise<StoreCheck> {
  const domain = settings.PUBLIC_STORE_DOMAIN?.trim();
  if (!domain) return {ok: false, message: storefrontFailureMessage({status: 404}, CHECK_ACTION)};
  const privateToken = settings.PRIVATE_STOREFRONT_API_TOKEN?.trim();
  const publicToken = settings.PUBLIC_STOREFRONT_API_TOKEN?.trim();
  if (!privateToken && !publicToken) return {ok: false, message: storefrontFailureMessage({status: 401}, CHECK_ACTION)};
  // The worker sends the private token when it has one (Hydrogen's rule): check that one.
  const headers: Record<string, string> = {'Content-Type': 'application/json', Accept: 'application/json'};
  if (privateToken) headers['Shopify-Storefront-Private-Token'] = privateToken;
  else headers['X-Shopify-Storefront-Access-Token'] = publicToken as string;

  let failure: StorefrontFailure;
  try {
    const response = await fetcher(storefrontApiUrl(domain), {
      method: 'POST',
      headers,
      body: JSON.stringify({query: CHECK_QUERY}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    if (!response.ok) {
      failure = failureFromHttp(response.status, response.statusText, body);
    } else {
      let parsed: CheckAnswer | null = null;
      try {
        parsed = JSON.parse(body) as CheckAnswer;
      } catch {
        // Reported below as an unreadable answer.
      }
      const name = parsed?.data?.shop?.name;
      if (typeof name === 'string' && !parsed?.errors) return {ok: true, shopName: name};
      failure = Array.isArray(parsed?.errors)
        ? {status: response.status, errors: parsed.errors as GraphQLErrorLike[]}
        : {status: response.status, transport: 'invalid-response'};
    }
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    failure = timedOut ? {transport: 'timeout', timeoutMs} : {transport: 'network', detail: networkDetail(error)};
  }
  return {ok: false, message: storefrontFailureMessage(failure, CHECK_ACTION)};
}

/** Prints the check's outcome; never throws, so the storefront still starts and says why pages fail. */
export async function reportStoreCheck(settings: StoreSettings, log = console): Promise<StoreCheck> {
  const result = await checkStore(settings).catch(
    (error: unknown): StoreCheck => ({ok: false, message: storefrontFailureMessage({detail: String(error)}, CHECK_ACTION)}),
  );
  if (result.ok) {
    log.log(`Boutique Shopify joignable : « ${result.shopName} ».`);
  } else {
    log.error(
      [
        '',
        '✖ La boutique Shopify ne répond pas comme prévu :',
        `  ${result.message}`,
        '  (réglages : PUBLIC_STORE_DOMAIN, PUBLIC_STOREFRONT_API_TOKEN, PRIVATE_STOREFRONT_API_TOKEN dans .env)',
        '  La vitrine démarre quand même : ses pages affichent leurs messages d’erreur tant que ce n’est pas corrigé.',
        '',
      ].join('\n'),
    );
  }
  return result;
}
