// Server-side rendering under load: autocannon against the storefront for a fixed time
// per route and per number of connections. Redirects count as answers (the cart add
// answers 303 to /cart), any 4xx/5xx, connection error or timeout as an error.
// The pages the skeleton also has are measured side by side with it (bench/compare.ts);
// these are the others, for a new visitor (no cookie).
import autocannon from 'autocannon';
import {cartAddForm, visitorAddress, type Fixtures, type PageTarget} from './fixtures.ts';
import {describeError} from './errors.ts';
import {round} from './stats.ts';

export interface SsrTarget {
  key: string;
  label: string;
  path: string;
  method: 'GET' | 'POST';
  /** The status a correct answer has */
  expectedStatus: number;
  headers?: Record<string, string>;
  body?: string;
  /** 'new': no cookie; 'cart': a shopper with a cart, whose pages are always rendered */
  visitor: 'new' | 'cart';
}

export interface SsrLevel {
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** 4xx + 5xx + connection errors + timeouts (must be 0) */
  errors: number;
  statusCodes: Record<string, number>;
  timeouts: number;
  /** Connection errors by message (ECONNRESET…), as autocannon reported them */
  connectionErrors: Record<string, number>;
}

export interface SsrResult {
  key: string;
  label: string;
  method: string;
  path: string;
  visitor: 'new' | 'cart';
  /** The page cache's answer before the load (X-Page-Cache: HIT, MISS…), null when none */
  pageCache: string | null;
  levels: SsrLevel[];
  /** Set when the route did not answer as expected before the load */
  error: string | null;
}

/**
 * Our routes that the skeleton comparison (bench/compare.ts) does not cover: the pages it
 * has no equivalent for (the full product list), for a new visitor, and the cart add.
 */
export function ssrTargets(pages: PageTarget[], fixtures: Fixtures, storefrontUrl: string, compared: readonly string[]): SsrTarget[] {
  const gets: SsrTarget[] = pages
    .filter((page) => page.key !== 'cart' && !compared.includes(page.key))
    .map((page) => ({key: page.key, label: page.label, path: page.path, method: 'GET', expectedStatus: 200, visitor: 'new'}));
  return [
    ...gets,
    {
      key: 'cart-add',
      label: 'Ajout au panier (POST /cart → 303)',
      path: '/cart',
      method: 'POST',
      expectedStatus: 303,
      // Each request comes without cookies: a new cart per request, as for a new visitor.
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: storefrontUrl},
      body: cartAddForm(fixtures.variantId),
      visitor: 'new',
    },
  ];
}

/** Turns autocannon's result into the report's figures. */
export function summarize(result: autocannon.Result): SsrLevel {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = (stat as {count: number}).count;
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    connections: result.connections,
    seconds: result.duration,
    requests: answered,
    perSecond: round(answered / result.duration, 1),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result['1xx'] + result['4xx'] + result['5xx'] + result.errors,
    statusCodes,
    timeouts: result.timeouts,
    connectionErrors: {},
  };
}

/** Three requests as the load will send them; the page cache's answer to the last one. */
async function preflight(baseUrl: string, target: SsrTarget): Promise<string | null> {
  let pageCache: string | null = null;
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(`${baseUrl}${target.path}`, {method: target.method, headers: target.headers, body: target.body, redirect: 'manual'});
    await response.arrayBuffer();
    if (response.status !== target.expectedStatus) {
      throw new Error(`${target.method} ${target.path} a répondu ${response.status} (attendu : ${target.expectedStatus}).`);
    }
    pageCache = response.headers.get('X-Page-Cache');
  }
  return pageCache;
}

function run(options: autocannon.Options): Promise<{result: autocannon.Result; connectionErrors: Record<string, number>}> {
  const connectionErrors: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({result, connectionErrors})));
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const key = error.code ?? error.message;
      connectionErrors[key] = (connectionErrors[key] ?? 0) + 1;
    });
  });
}

export async function benchSsr(options: {
  storefrontUrl: string;
  targets: SsrTarget[];
  connections: number[];
  durationSeconds: number;
  log: (line: string) => void;
}): Promise<SsrResult[]> {
  const results: SsrResult[] = [];
  for (const target of options.targets) {
    const result: SsrResult = {
      key: target.key,
      label: target.label,
      method: target.method,
      path: target.path,
      visitor: target.visitor,
      pageCache: null,
      levels: [],
      error: null,
    };
    try {
      result.pageCache = await preflight(options.storefrontUrl, target);
      for (const connections of options.connections) {
        const {result: raw, connectionErrors} = await run({
          url: `${options.storefrontUrl}${target.path}`,
          method: target.method,
          headers: target.headers,
          body: target.body,
          // A new visitor is another address each time (Oxygen's oxygen-buyer-ip, which
          // the local front trusts from this machine): the shop limits carts per client.
          requests: target.visitor === 'new' ? [{setupRequest: (request) => ({...request, headers: {...request.headers, 'oxygen-buyer-ip': visitorAddress()}})}] : undefined,
          connections,
          duration: options.durationSeconds,
          timeout: 10,
        });
        const level = {...summarize(raw), connectionErrors};
        options.log(`  SSR ${target.method} ${target.path}${target.visitor === 'cart' ? ' (avec panier)' : ''} ×${connections} : ${level.perSecond} req/s, p99 ${level.p99} ms, erreurs ${level.errors}`);
        result.levels.push(level);
      }
    } catch (error) {
      result.error = describeError(error);
      options.log(`  SSR ${target.path} : ${result.error}`);
    }
    results.push(result);
  }
  return results;
}
