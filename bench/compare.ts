// Our storefront against Hydrogen's skeleton on the pages both have (issue 20): the same
// local shop, the same MiniOxygen, measured in the same run and interleaved (ours, the
// skeleton, ours with the page cache off, then again), so that what the rest of the machine
// does weighs on both alike. Latencies are pooled over the rounds (every response's time),
// throughput is all answers over all the seconds.
import {existsSync, readFileSync} from 'node:fs';
import autocannon from 'autocannon';
import {describeError} from './errors.ts';
import {htmlComposition, type HtmlComposition} from './html.ts';
import type {SsrLevel} from './ssr.ts';
import {percentile, round} from './stats.ts';

/** Our build with the page cache on (as `npm start`), with it off, Hydrogen's skeleton. */
export type Server = 'ours' | 'nocache' | 'skeleton';
/** A new visitor (no cookie), a shopper with a cart, a signed-in customer (ours only). */
export type Visitor = 'new' | 'cart' | 'customer';

export interface ComparedPage {
  key: 'home' | 'product' | 'collection' | 'search';
  label: string;
  /** Our URL path */
  path: string;
  /** The same page on the skeleton */
  skeletonPath: string;
}

export interface CompareLevel extends SsrLevel {
  /** Requests per second of each round, in order */
  roundsPerSecond: number[];
  /**
   * CPU the storefront's processes spent per answered request (/proc), in ms: what a page
   * costs whatever else the machine runs. Null for ours with the page cache on (it shares
   * its process with the local shop) and off Linux.
   */
  cpuMsPerRequest: number | null;
}

export interface Cell {
  page: ComparedPage['key'];
  label: string;
  server: Server;
  visitor: Visitor;
  path: string;
  /** X-Page-Cache of the last preflight answer (HIT, MISS, BYPASS…), null when none */
  pageCache: string | null;
  html: HtmlComposition | null;
  levels: CompareLevel[];
  error: string | null;
}

/**
 * The skeleton has no signed-in customer without the Customer Account API (left aside):
 * our signed-in customer is compared with its shopper with a cart, the nearest
 * personalised page it renders.
 */
export function skeletonVisitorFor(visitor: Visitor): Exclude<Visitor, 'customer'> {
  return visitor === 'customer' ? 'cart' : visitor;
}

/** The cells of one page, in the order one round measures them (ours and its yardstick side by side). */
export function interleavedCells(): {server: Server; visitor: Visitor}[] {
  return [
    {server: 'ours', visitor: 'new'},
    {server: 'skeleton', visitor: 'new'},
    {server: 'nocache', visitor: 'new'},
    {server: 'ours', visitor: 'cart'},
    {server: 'skeleton', visitor: 'cart'},
    {server: 'nocache', visitor: 'cart'},
    {server: 'ours', visitor: 'customer'},
    {server: 'nocache', visitor: 'customer'},
  ];
}

export interface Sample {
  seconds: number;
  /** CPU the storefront's process group used during the load, in ms (null: not measured) */
  cpuMs: number | null;
  latencies: number[];
  statusCodes: Record<string, number>;
  timeouts: number;
  connectionErrors: Record<string, number>;
}

/** One level's figures from the rounds' raw samples (pooled percentiles, total rate). */
export function poolLevel(connections: number, samples: Sample[]): CompareLevel {
  const latencies = samples.flatMap((sample) => sample.latencies);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const statusCodes: Record<string, number> = {};
  const connectionErrors: Record<string, number> = {};
  for (const sample of samples) {
    for (const [code, count] of Object.entries(sample.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
    for (const [code, count] of Object.entries(sample.connectionErrors)) connectionErrors[code] = (connectionErrors[code] ?? 0) + count;
  }
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const bad = Object.entries(statusCodes)
    .filter(([code]) => Number(code) >= 400 || Number(code) < 200)
    .reduce((sum, [, count]) => sum + count, 0);
  const timeouts = samples.reduce((sum, sample) => sum + sample.timeouts, 0);
  const at = (p: number) => round(percentile(latencies, p) ?? 0, 1);
  const cpuMs = samples.every((sample) => sample.cpuMs !== null) ? samples.reduce((sum, sample) => sum + sample.cpuMs!, 0) : null;
  return {
    connections,
    seconds,
    requests: answered,
    perSecond: seconds ? round(answered / seconds, 1) : 0,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: round(latencies.length ? Math.max(...latencies) : 0, 1),
    errors: bad + timeouts + Object.values(connectionErrors).reduce((sum, count) => sum + count, 0),
    statusCodes,
    timeouts,
    connectionErrors,
    roundsPerSecond: samples.map((sample) => (sample.seconds ? round(Object.values(sample.statusCodes).reduce((a, b) => a + b, 0) / sample.seconds, 1) : 0)),
    cpuMsPerRequest: cpuMs !== null && answered ? round(cpuMs / answered, 2) : null,
  };
}

function load(url: string, headers: Record<string, string>, connections: number, seconds: number, cpu: () => number | null): Promise<Sample> {
  const latencies: number[] = [];
  const cpuBefore = cpu();
  const statusCodes: Record<string, number> = {};
  const connectionErrors: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon({url, headers, connections, duration: seconds, timeout: 10}, (error, result) => {
      if (error) reject(error);
      else {
        const cpuAfter = cpu();
        resolve({seconds: result.duration, cpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null, latencies, statusCodes, timeouts: result.timeouts, connectionErrors});
      }
    });
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      latencies.push(responseTime);
    });
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const key = error.code ?? error.message;
      connectionErrors[key] = (connectionErrors[key] ?? 0) + 1;
    });
  });
}

/** What shows that a page did not render its content: the skeleton's and React Router's error screens. */
const ERROR_SCREEN = /class="route-error"|<h1>Oops<\/h1>|Unexpected Server Error/;

/** Three requests as the load sends them: status 200, no error screen; the last one's HTML and cache status. */
async function preflight(url: string, headers: Record<string, string>): Promise<{pageCache: string | null; html: string}> {
  let pageCache: string | null = null;
  let html = '';
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(url, {headers, redirect: 'manual'});
    html = await response.text();
    if (response.status !== 200) throw new Error(`GET ${new URL(url).pathname}${new URL(url).search} a répondu ${response.status} (attendu : 200).`);
    pageCache = response.headers.get('X-Page-Cache');
  }
  if (ERROR_SCREEN.test(html)) throw new Error(`GET ${new URL(url).pathname} affiche un écran d’erreur.`);
  return {pageCache, html};
}

/**
 * Seconds of one loaded window: the setting, or longer when the machine renders slowly.
 * One isolate renders the connections' requests together, so answers come in waves of
 * about connections × one render; a window shorter than a few waves loses a large part of
 * its last one. Four waves at least, `maxSeconds` at most.
 */
export function loadSeconds(setting: number, connections: number, renderMs: number, maxSeconds = 30): number {
  if (connections <= 1 || renderMs <= 0) return setting;
  return Math.min(Math.max(setting, maxSeconds), Math.max(setting, Math.ceil((4 * connections * renderMs) / 1000)));
}

export interface CompareOptions {
  urls: Record<Server, string | null>;
  pages: ComparedPage[];
  /** Cookie header per server and visitor (null: that visitor could not be set up) */
  cookies: Record<Server, Partial<Record<Visitor, string | null>>>;
  connections: number[];
  /** Seconds per round at each number of connections */
  seconds: (connections: number) => number;
  rounds: number;
  /** Longest loaded window when the machine renders slowly (loadSeconds) */
  maxSeconds?: number;
  /** CPU used so far by a storefront's own processes, in ms, where it runs alone in them */
  cpu?: Partial<Record<Server, () => number | null>>;
  log: (line: string) => void;
}

export async function benchComparison(options: CompareOptions): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const page of options.pages) {
    const pageCells: {cell: Cell; url: string; headers: Record<string, string>; samples: Map<number, Sample[]>}[] = [];
    for (const {server, visitor} of interleavedCells()) {
      const base = options.urls[server];
      const path = server === 'skeleton' ? page.skeletonPath : page.path;
      const cell: Cell = {page: page.key, label: page.label, server, visitor, path, pageCache: null, html: null, levels: [], error: null};
      cells.push(cell);
      const cookie = visitor === 'new' ? '' : options.cookies[server][visitor];
      if (!base) {
        cell.error = 'vitrine non démarrée';
        continue;
      }
      if (cookie === null || cookie === undefined) {
        cell.error = visitor === 'customer' ? 'client connecté non disponible' : 'panier non disponible';
        continue;
      }
      const headers: Record<string, string> = cookie ? {Cookie: cookie} : {};
      try {
        const {pageCache, html} = await preflight(`${base}${path}`, headers);
        cell.pageCache = pageCache;
        cell.html = htmlComposition(html);
        pageCells.push({cell, url: `${base}${path}`, headers, samples: new Map()});
      } catch (error) {
        cell.error = describeError(error);
        options.log(`  ${page.label} (${server}, ${visitor}) : ${cell.error}`);
      }
    }
    // The page's slowest render one at a time, once measured: sets how long a loaded window must be.
    let renderMs = 0;
    for (const connections of [...options.connections].sort((a, b) => a - b)) {
      const seconds = loadSeconds(options.seconds(connections), connections, renderMs, options.maxSeconds);
      for (let round = 0; round < options.rounds; round += 1) {
        for (const entry of pageCells) {
          if (entry.cell.error) continue;
          try {
            // CPU per page is read one request at a time: under load, the window's end cuts
            // renders in flight whose CPU is counted but whose answer is not.
            const cpu = connections === 1 ? (options.cpu?.[entry.cell.server] ?? (() => null)) : () => null;
            const sample = await load(entry.url, entry.headers, connections, seconds, cpu);
            entry.samples.set(connections, [...(entry.samples.get(connections) ?? []), sample]);
            // Let what the load left in flight finish before the next one is timed.
            await fetch(entry.url, {headers: entry.headers}).then((response) => response.arrayBuffer()).catch(() => undefined);
          } catch (error) {
            entry.cell.error = describeError(error);
          }
        }
      }
      for (const entry of pageCells) {
        const samples = entry.samples.get(connections);
        if (!samples?.length) continue;
        const level = poolLevel(connections, samples);
        if (!level.requests) {
          entry.cell.error = `aucune réponse complète en ${seconds} s à ${connections} connexions (vitrine saturée)`;
          options.log(`  ${page.label} ${entry.cell.server}/${entry.cell.visitor} ×${connections} : ${entry.cell.error}`);
          continue;
        }
        if (connections === 1) renderMs = Math.max(renderMs, level.p50);
        entry.cell.levels.push(level);
        options.log(
          `  ${page.label} ${entry.cell.server}/${entry.cell.visitor} ×${connections} : ${level.perSecond} req/s, p50 ${level.p50} ms, p99 ${level.p99} ms${level.cpuMsPerRequest === null ? '' : `, CPU ${level.cpuMsPerRequest} ms/page`}, erreurs ${level.errors}`,
        );
      }
    }
  }
  return cells;
}

/** Lines of a storefront's log where Hydrogen reported a GraphQL error. */
export function graphqlErrorLines(logFile: string): string[] {
  if (!existsSync(logFile)) return [];
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /GraphQLError|\[h2:error:storefront/.test(line))
    .map((line) => line.trim().slice(0, 200));
}
