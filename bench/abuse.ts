// One client abuses the local shop's Storefront API while a shopper's product query
// is timed: the product query's latency alone, then while the abusive client sends
// heavy or refused documents back to back on two connections (docs/decisions/022-throttling.md).
// Target: the product query's p99 stays under 50 ms.
import {SPEC_IDENTIFIERS} from '../app/lib/specs.ts';
import {describeError} from './errors.ts';
import {API_VERSION, STOREFRONT_TOKEN, type Fixtures} from './fixtures.ts';
import {appOperation} from './local-shop.ts';
import {percentile, round} from './stats.ts';

export const ABUSE_TARGET_P99_MS = 50;

export interface LatencySummary {
  requests: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
  errors: number;
}

export interface AbuseResult {
  normalQuery: string;
  seconds: number;
  alone: LatencySummary;
  underAbuse: LatencySummary;
  /** What the abusive client's documents got */
  abusive: {sent: number; answered: number; refusedByCost: number; timedOut: number; throttled: number; failed: number};
  targetMet: boolean | null;
  error: string | null;
}

/** The abusive documents, each a little different every time so no cache helps. */
function abusiveDocument(turn: number): {name: string; query: string} {
  const tag = `# ${turn}\n`;
  const aliases = (count: number, field: (i: number) => string) => Array.from({length: count}, (_, i) => `a${i}: ${field(i)}`).join(' ');
  switch (turn % 4) {
    case 0:
      return {name: '1 000 × search(first: 1)', query: `${tag}{ ${aliases(1000, () => 'search(query: "verin", first: 1) { nodes { __typename } }')} }`};
    case 1:
      return {name: '900 × __schema', query: `${tag}{ ${aliases(900, () => '__schema { types { name fields { name args { name } } } }')} }`};
    case 2:
      return {
        name: '12 × products(first: 250) × variants(first: 250)',
        query: `${tag}{ ${aliases(12, () => 'products(first: 250, sortKey: TITLE) { nodes { id title variants(first: 250) { nodes { id title sku price { amount } selectedOptions { name value } } } } }')} }`,
      };
    default:
      return {
        name: '400 × predictiveSearch',
        query: `${tag}{ ${aliases(400, (i) => `predictiveSearch(query: "v${i % 10}", limit: 10) { products { id title } queries { text } }`)} }`,
      };
  }
}

async function post(localShopUrl: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${localShopUrl}/api/${API_VERSION}/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token},
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json().catch(() => ({}))) as {data?: unknown; errors?: {extensions?: {code?: string}}[]};
  return {status: response.status, body};
}

function summary(samples: number[], errors: number): LatencySummary {
  return {
    requests: samples.length,
    p50: round(percentile(samples, 50) ?? NaN) || null,
    p99: round(percentile(samples, 99) ?? NaN) || null,
    max: samples.length ? round(Math.max(...samples)) : null,
    errors,
  };
}

/** The shopper's product query, one after another, for `durationMs`. */
async function timeNormal(localShopUrl: string, document: string, variables: Record<string, unknown>, durationMs: number): Promise<LatencySummary> {
  const samples: number[] = [];
  let errors = 0;
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    const started = performance.now();
    try {
      const result = await post(localShopUrl, STOREFRONT_TOKEN, document, variables);
      if (result.status !== 200 || result.body.errors) errors++;
    } catch {
      errors++;
    }
    samples.push(performance.now() - started);
    // A shopper's pace: one product page every 20 ms at most.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return summary(samples, errors);
}

export async function benchAbuse(options: {root: string; localShopUrl: string; fixtures: Fixtures; durationMs: number; log: (line: string) => void}): Promise<AbuseResult> {
  const {localShopUrl, durationMs, log} = options;
  const abusive = {sent: 0, answered: 0, refusedByCost: 0, timedOut: 0, throttled: 0, failed: 0};
  const empty = summary([], 0);
  try {
    const document = appOperation(options.root, 'ProductPage');
    const variables = {handle: options.fixtures.productHandle, identifiers: SPEC_IDENTIFIERS, country: 'FR', language: 'FR'};
    log('  requête produit seule…');
    const alone = await timeNormal(localShopUrl, document, variables, durationMs);
    let stop = false;
    let turn = 0;
    const abuser = async () => {
      while (!stop) {
        const {query} = abusiveDocument(turn++);
        abusive.sent++;
        try {
          const result = await post(localShopUrl, 'abusive-client-token', query);
          const code = result.body.errors?.[0]?.extensions?.code;
          if (result.status === 429) abusive.throttled++;
          else if (code === 'MAX_COMPLEXITY_EXCEEDED') abusive.refusedByCost++;
          else if (code === 'TIMEOUT') abusive.timedOut++;
          else if (result.status === 200 && result.body.data) abusive.answered++;
          else abusive.failed++;
        } catch {
          abusive.failed++;
        }
      }
    };
    log('  requête produit pendant qu’un client abusif envoie des documents lourds sans arrêt…');
    const abusers = [abuser(), abuser()];
    // Let the abusive documents pile up before timing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const underAbuse = await timeNormal(localShopUrl, document, variables, durationMs);
    stop = true;
    await Promise.all(abusers);
    return {
      normalQuery: 'ProductPage',
      seconds: durationMs / 1000,
      alone,
      underAbuse,
      abusive,
      targetMet: underAbuse.p99 === null ? null : underAbuse.p99 < ABUSE_TARGET_P99_MS && underAbuse.errors === 0,
      error: null,
    };
  } catch (error) {
    return {normalQuery: 'ProductPage', seconds: durationMs / 1000, alone: empty, underAbuse: empty, abusive, targetMet: null, error: describeError(error)};
  }
}

/** The report's section, in the report's French. */
export function renderAbuse(result: AbuseResult): string {
  const line = (label: string, value: LatencySummary) =>
    `| ${label} | ${value.requests} | ${value.p50 ?? '–'} | ${value.p99 ?? '–'} | ${value.max ?? '–'} | ${value.errors} |`;
  const verdict = result.targetMet === null ? '–' : result.targetMet ? 'atteint' : 'manqué';
  return [
    '## Client abusif',
    '',
    `La requête de la fiche produit (${result.normalQuery}), ${result.seconds} s seule puis ${result.seconds} s pendant qu’un client envoie sans arrêt, sur deux connexions, des documents lourds ou refusés (1 000 × search, 900 × __schema, 12 × products × variants, 400 × predictiveSearch). Objectif : p99 < ${ABUSE_TARGET_P99_MS} ms (${verdict}).`,
    '',
    '| Mesure | Requêtes | p50 (ms) | p99 (ms) | max (ms) | Erreurs |',
    '| --- | --- | --- | --- | --- | --- |',
    line('Seule', result.alone),
    line('Sous abus', result.underAbuse),
    '',
    `Documents abusifs : ${result.abusive.sent} envoyés, ${result.abusive.answered} exécutés, ${result.abusive.refusedByCost} refusés par le coût, ${result.abusive.timedOut} arrêtés par le budget de temps, ${result.abusive.throttled} refusés (429), ${result.abusive.failed} autres.`,
    ...(result.error ? ['', `Erreur : ${result.error}`] : []),
    '',
  ].join('\n');
}
