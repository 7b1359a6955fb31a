// `npm run bench:profile`: where a rendered page's time goes, ours (page cache off) beside
// Hydrogen's skeleton, on the pages both have (docs/decisions/019-where-render-time-goes.md).
// Each storefront runs in MiniOxygen with workerd's inspector open; for each page, V8's
// sampling CPU profiler records one connection's requests for a few seconds, and a small
// proxy in front of the local shop counts and times the Storefront API calls. The samples
// are mapped through the build's source map to the package or file they ran in.
// Writes bench/tmp/profile/profile.md and one .cpuprofile per page (open them in DevTools).
// Options: --seconds N (per page, default 8), --pages home,collection,product,search,products,
// --dist DIR (another build of ours, e.g. a throw-away copy with one change), --no-skeleton,
// --out DIR; ports as `npm run bench` (BENCH_PORT, BENCH_LOCAL_SHOP_PORT, --port…).
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer, request as httpRequest, type IncomingMessage, type ServerResponse} from 'node:http';
import {SourceMap, type SourceMapPayload} from 'node:module';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {readDotEnv} from '../scripts/shop-env.ts';
import {describeError} from './errors.ts';
import {htmlComposition} from './html.ts';
import {loadFixtures, pageTargets, SEARCH_TERM} from './fixtures.ts';
import {cpuTimes, stealPercent} from './machine.ts';
import {freePort, groupCpuMs, skeletonBindings, startCompanions, startServers, type Companions} from './servers.ts';
import {prepareSkeleton} from './skeleton.ts';
import {round} from './stats.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

// ---------------------------------------------------------------------------- CPU profile

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
  hitCount?: number;
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A DevTools-protocol session over workerd's inspector (MiniOxygen's proxy). */
async function inspector(url: string) {
  // MiniOxygen's proxy lets a local origin in (Node's WebSocket sends none by default).
  const socket = new WebSocket(url, {headers: {origin: 'http://127.0.0.1'}} as unknown as string[]);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), {once: true});
    socket.addEventListener('error', () => reject(new Error(`Inspecteur injoignable : ${url}`)), {once: true});
  });
  let next = 1;
  const pending = new Map<number, (message: {result?: unknown; error?: {message: string}}) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {id?: number; result?: unknown; error?: {message: string}};
    if (typeof message.id === 'number' && pending.has(message.id)) {
      pending.get(message.id)!(message);
      pending.delete(message.id);
    }
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      pending.set(id, (message) => (message.error ? reject(new Error(`${method} : ${message.error.message}`)) : resolve(message.result as T)));
      socket.send(JSON.stringify({id, method, params}));
    });
  return {send, close: () => socket.close()};
}

/** A sampled frame mapped back to its original file and name (through the build's source map). */
export interface Frame {
  source: string;
  name: string;
}
export type Locate = (frame: CallFrame) => Frame;

/** Frames without a script are V8's and workerd's: (program), (garbage collector), Request, URL… */
export function sourceLocator(mapFile: string, bundleSuffix = 'index.js'): Locate {
  const map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload);
  const cache = new Map<string, Frame>();
  return (frame) => {
    if (!frame.url) return {source: frame.functionName.startsWith('(') ? frame.functionName : '(runtime)', name: frame.functionName};
    if (!frame.url.endsWith(bundleSuffix)) return {source: frame.url, name: frame.functionName};
    const key = `${frame.lineNumber}:${frame.columnNumber}`;
    let found = cache.get(key);
    if (!found) {
      const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as {originalSource?: string; name?: string};
      found = {source: (entry.originalSource ?? '(build)').replace(/^.*?node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, ''), name: entry.name || frame.functionName};
      cache.set(key, found);
    }
    return found;
  };
}

/** Groups a source file into what the report talks about. */
export function category(source: string): string {
  if (source === '(idle)') return 'attente (idle)';
  if (source === '(garbage collector)') return 'ramasse-miettes (GC)';
  if (source === '(program)' || source === '(root)') return 'programme (workerd, natif)';
  if (source === '(runtime)') return 'API du runtime (Request, URL, Headers…)';
  if (source.startsWith('node_modules/react-dom/')) return 'React DOM';
  if (source.startsWith('node_modules/react/')) return 'React';
  if (source.startsWith('node_modules/react-router/')) return 'React Router';
  if (source.startsWith('node_modules/@shopify/hydrogen-react/')) return 'Hydrogen React';
  if (source.startsWith('node_modules/@shopify/hydrogen/')) return 'Hydrogen';
  if (source.startsWith('node_modules/')) return 'autres paquets';
  if (/(^|\/)app\//.test(source) || /(^|\/)server\.ts$/.test(source)) return 'notre code';
  return 'autre';
}

/** React Router's turbo-stream encoder and the component that writes its chunks into the page. */
const TURBO_STREAM = new Set(['flatten', 'stringify', 'encode', 'encodeViaTurboStream', 'StreamTransfer', 'escapeHtml']);

export const PHASES = {
  serialize: 'sérialisation des données des loaders (turbo-stream)',
  render: 'rendu React (React DOM et composants)',
  loaders: 'loaders (requêtes Storefront, cache Hydrogen)',
  router: 'React Router hors rendu (requête, routage, réponse)',
  hydrogen: 'Hydrogen hors loaders (contexte, session, CSP)',
  ours: 'notre code hors rendu (server.ts, contexte, cache de pages)',
  runtime: 'API du runtime (Request, URL, Headers…)',
  gc: 'ramasse-miettes (GC)',
  program: 'programme (workerd, natif)',
  other: 'autre',
} as const;

/** The phase a sample belongs to, from its stack (leaf first): the first that matches wins. */
export function phaseOf(stack: Frame[]): string {
  if (stack.some((frame) => frame.source.startsWith('node_modules/react-router/') && TURBO_STREAM.has(frame.name))) return PHASES.serialize;
  if (stack.some((frame) => frame.source.startsWith('node_modules/react-dom/'))) return PHASES.render;
  if (stack.some((frame) => (frame.name === 'loader' || frame.name === 'action') && !frame.source.startsWith('node_modules/'))) return PHASES.loaders;
  const leaf = category(stack[0]?.source ?? '');
  if (leaf === 'React Router') return PHASES.router;
  if (leaf === 'Hydrogen' || leaf === 'Hydrogen React') return PHASES.hydrogen;
  if (leaf === 'notre code') return PHASES.ours;
  if (leaf === 'API du runtime (Request, URL, Headers…)') return PHASES.runtime;
  if (leaf === 'ramasse-miettes (GC)') return PHASES.gc;
  if (leaf === 'programme (workerd, natif)') return PHASES.program;
  return PHASES.other;
}

export interface ProfileSummary {
  /** Sampled milliseconds per phase (bench/profile.ts phaseOf) */
  byPhase: Record<string, number>;
  /** Within the render phase, by where the sample ran (React DOM itself, our components, React Router's links…) */
  renderByLeaf: Record<string, number>;
  /** Sampled milliseconds per package or file group (self time) */
  byCategory: Record<string, number>;
  /** Self time per source file */
  bySource: Record<string, number>;
  /** Self time per function (original name from the source map) */
  byFunction: Record<string, number>;
  cpuMs: number;
  wallMs: number;
}

export function summarizeProfile(profile: CpuProfile, locate: Locate): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map(profile.nodes.map((node) => [node.id, locate(node.callFrame)]));
  const summary: ProfileSummary = {byPhase: {}, renderByLeaf: {}, byCategory: {}, bySource: {}, byFunction: {}, cpuMs: 0, wallMs: (profile.endTime - profile.startTime) / 1000};
  const add = (record: Record<string, number>, key: string, ms: number) => (record[key] = (record[key] ?? 0) + ms);
  for (let i = 0; i < profile.samples.length; i += 1) {
    // timeDeltas[i] is the time before sample i; the sample's own duration is the next delta.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!nodes.has(profile.samples[i]) || ms <= 0) continue;
    const stack: Frame[] = [];
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) stack.push(frames.get(id)!);
    const leaf = stack[0];
    if (leaf.source === '(idle)') continue;
    summary.cpuMs += ms;
    const phase = phaseOf(stack);
    add(summary.byPhase, phase, ms);
    if (phase === PHASES.render) add(summary.renderByLeaf, category(leaf.source), ms);
    add(summary.byCategory, category(leaf.source), ms);
    add(summary.bySource, leaf.source, ms);
    add(summary.byFunction, `${category(leaf.source)} · ${leaf.name || '(anonyme)'}`, ms);
  }
  return summary;
}

// ---------------------------------------------------------------------------- Storefront calls

interface ShopCalls {
  count: number;
  ms: number[];
  responseBytes: number;
  operations: Record<string, number>;
}

/** A proxy in front of the local shop that counts, names and times the Storefront API calls. */
async function storefrontProxy(target: string) {
  const calls: ShopCalls = {count: 0, ms: [], responseBytes: 0, operations: {}};
  const upstream = new URL(target);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const isApi = /graphql\.json$/.test(req.url ?? '');
      if (isApi) {
        const name = /(?:query|mutation)\s+(\w+)/.exec(body.toString('utf8'))?.[1] ?? '(anonyme)';
        calls.operations[name] = (calls.operations[name] ?? 0) + 1;
      }
      const forward = httpRequest(
        {host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: {...req.headers, host: upstream.host}},
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          let size = 0;
          answer.on('data', (chunk: Buffer) => {
            size += chunk.length;
            res.write(chunk);
          });
          answer.on('end', () => {
            res.end();
            if (isApi) {
              calls.count += 1;
              calls.responseBytes += size;
              calls.ms.push(performance.now() - started);
            }
          });
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    take(): ShopCalls {
      const copy = {...calls, ms: [...calls.ms], operations: {...calls.operations}};
      calls.count = 0;
      calls.ms = [];
      calls.responseBytes = 0;
      calls.operations = {};
      return copy;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------- Run

interface PageProfile {
  server: 'nous' | 'squelette';
  page: string;
  path: string;
  requests: number;
  /** CPU the storefront's processes used during the load (/proc), in ms */
  processCpuMs: number | null;
  summary: ProfileSummary;
  shop: ShopCalls;
  htmlBytes: number;
  loaderDataBytes: number;
  svgBytes: number;
  svgElements: number;
  elements: number;
}

function loadFor(url: string, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    autocannon({url, connections: 1, duration: seconds, timeout: 10}, (error, result) => (error ? reject(error) : resolve(result['2xx'])));
  });
}

/** Elements in the HTML, and those inside <svg> (their share approximates SVG's part of the render). */
function elementCounts(html: string): {elements: number; svgElements: number} {
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const elements = (body.match(/<[a-zA-Z][^>]*>/g) ?? []).length;
  let svgElements = 0;
  for (const svg of body.matchAll(/<svg\b[\s\S]*?<\/svg>/gi)) svgElements += (svg[0].match(/<[a-zA-Z][^>]*>/g) ?? []).length;
  return {elements, svgElements};
}

async function main() {
  const {values} = parseArgs({
    options: {
      seconds: {type: 'string', default: '8'},
      pages: {type: 'string', default: 'home,product,collection,search'},
      port: {type: 'string'},
      'local-shop-port': {type: 'string'},
      out: {type: 'string'},
      // Another build of ours (a throw-away copy with one change): its folder with server/ and client/.
      dist: {type: 'string'},
      'no-skeleton': {type: 'boolean', default: false},
    },
  });
  const ourDist = values.dist ? resolve(values.dist) : join(ROOT, 'dist');
  const seconds = Number(values.seconds);
  const wanted = values.pages.split(',');
  const outDir = values.out ? resolve(values.out) : join(ROOT, 'bench', 'tmp', 'profile');
  const logDir = join(ROOT, 'bench', 'tmp');
  mkdirSync(outDir, {recursive: true});
  const log = (line: string) => console.log(line);
  const port = Number(values.port ?? process.env.BENCH_PORT ?? 3900);
  const localShopPort = Number(values['local-shop-port'] ?? process.env.BENCH_LOCAL_SHOP_PORT ?? 4900);

  const skeleton = values['no-skeleton'] ? null : prepareSkeleton({root: ROOT, logFile: join(logDir, 'skeleton-build.log'), log});
  const servers = await startServers({root: ROOT, port, localShopPort, logDir});
  const proxy = await storefrontProxy(servers.localShopUrl);
  // One process group per storefront: /proc then tells the CPU each one used.
  const groups: Record<string, Companions> = {
    nocache: await startCompanions({
      root: ROOT,
      logFile: join(logDir, 'profile-nocache.log'),
      specs: [{name: 'nocache', distDir: ourDist, envFile: servers.workerEnvFile, bindings: {PAGE_CACHE_SECONDS: '0', PUBLIC_STORE_DOMAIN: proxy.url}, inspectorPort: await freePort()}],
    }),
  };
  if (!values['no-skeleton']) {
    groups.skeleton = await startCompanions({
      root: ROOT,
      logFile: join(logDir, 'profile-skeleton.log'),
      specs: [{name: 'skeleton', distDir: join(skeleton!.dir, 'dist'), bindings: {...skeletonBindings(servers.localShopUrl, readDotEnv(servers.workerEnvFile).PUBLIC_STOREFRONT_API_TOKEN), PUBLIC_STORE_DOMAIN: proxy.url}, inspectorPort: await freePort()}],
    });
  }
  const results: PageProfile[] = [];
  const cpuStart = cpuTimes();
  try {
    const fixtures = await loadFixtures(servers.localShopUrl);
    const pages = pageTargets(fixtures).filter((page) => wanted.includes(page.key));
    const targets = [
      {server: 'nous' as const, name: 'nocache', map: join(ourDist, 'server/index.js.map'), path: (page: (typeof pages)[number]) => page.path},
      {
        server: 'squelette' as const,
        name: 'skeleton',
        map: join(skeleton?.dir ?? '', 'dist/server/index.js.map'),
        path: (page: (typeof pages)[number]) => (page.key === 'search' ? `/search?q=${SEARCH_TERM}` : page.path),
      },
    ].filter((target) => groups[target.name]);
    for (const page of pages) {
      for (const target of targets) {
        const group = groups[target.name];
        const worker = group.workers[0];
        if (!worker?.inspectorUrl) throw new Error(`Pas d’inspecteur pour ${target.name}`);
        const url = `${worker.url}${target.path(page)}`;
        const html = await (await fetch(url)).text();
        const composition = htmlComposition(html);
        const counts = elementCounts(html);
        // Warm the isolate (JIT, Hydrogen's sub-request cache) before anything is recorded.
        await loadFor(url, 2);
        const session = await inspector(`ws://127.0.0.1:${new URL(worker.inspectorUrl).port}/ws`);
        try {
          await session.send('Profiler.enable');
          await session.send('Profiler.setSamplingInterval', {interval: 200});
          proxy.take();
          await session.send('Profiler.start');
          const cpuBefore = groupCpuMs(group.pid);
          const requests = await loadFor(url, seconds);
          const cpuAfter = groupCpuMs(group.pid);
          const {profile} = await session.send<{profile: CpuProfile}>('Profiler.stop');
          const shop = proxy.take();
          writeFileSync(join(outDir, `${target.name}-${page.key}.cpuprofile`), JSON.stringify(profile));
          const summary = summarizeProfile(profile, sourceLocator(target.map));
          results.push({
            server: target.server,
            page: page.label,
            path: target.path(page),
            requests,
            processCpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
            summary,
            shop,
            htmlBytes: composition.total,
            loaderDataBytes: composition.loaderData,
            svgBytes: composition.svg,
            svgElements: counts.svgElements,
            elements: counts.elements,
          });
          log(`  ${page.label} (${target.server}) : ${requests} requêtes, ${round(summary.cpuMs / requests, 2)} ms échantillonnées et ${cpuBefore !== null && cpuAfter !== null ? round((cpuAfter - cpuBefore) / requests, 2) : '?'} ms de CPU (workerd) par page, ${shop.count} appels Storefront`);
        } finally {
          session.close();
        }
      }
    }
  } catch (error) {
    console.error(`Profil impossible : ${describeError(error)}`);
    process.exitCode = 1;
  } finally {
    await Promise.allSettled(Object.values(groups).map((group) => group.stop()));
    await proxy.close();
    await servers.stop();
  }
  const steal = stealPercent(cpuStart, cpuTimes());
  writeFileSync(join(outDir, 'profile.json'), JSON.stringify({date: new Date().toISOString(), seconds, cpuStealPercent: steal, results}, null, 2) + '\n');
  writeFileSync(join(outDir, 'profile.md'), renderProfile(results, steal, seconds) + '\n');
  log(`Profil écrit : ${join(outDir, 'profile.md')} (vol de CPU par l’hyperviseur : ${steal ?? '?'} %).`);
}

export function renderProfile(results: PageProfile[], steal: number | null, seconds: number): string {
  const out: string[] = [];
  const per = (result: PageProfile, ms: number) => round(ms / Math.max(1, result.requests), 2);
  const columns = results.map((result) => `${result.page} (${result.server})`);
  const rows = (record: (result: PageProfile) => Record<string, number>) => {
    const keys = [...new Set(results.flatMap((result) => Object.keys(record(result))))];
    const total = (key: string) => results.reduce((sum, result) => sum + per(result, record(result)[key] ?? 0), 0);
    return keys.sort((a, b) => total(b) - total(a)).map((key) => `| ${key} | ${results.map((result) => per(result, record(result)[key] ?? 0)).join(' | ')} |`);
  };
  out.push('# Où va le temps de rendu — profil CPU (workerd, V8)', '');
  out.push(
    `${new Date().toISOString()} · une connexion, ${seconds} s par page et par vitrine, cache de pages coupé pour nous · vol de CPU par l’hyperviseur pendant le profil : ${steal ?? '?'} %. ` +
      'Temps des échantillons du profileur de V8 (toutes les 200 µs), en millisecondes par requête ; « mur » = durée du profil ÷ requêtes (le reste est de l’attente : réseau, cache, workerd hors JavaScript).',
    '',
  );
  out.push('| Page | Vitrine | Requêtes | CPU workerd ms/page (/proc) | Échantillons ms/page | Mur ms/page | Appels Storefront (pendant le profil) | HTML kB | Données des loaders kB | SVG kB (éléments SVG / tous) |');
  out.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const result of results) {
    const ops = Object.entries(result.shop.operations).map(([name, count]) => `${name}×${count}`).join(', ');
    out.push(
      `| ${result.page} | ${result.server} | ${result.requests} | ${result.processCpuMs === null ? '—' : per(result, result.processCpuMs)} | ${per(result, result.summary.cpuMs)} | ${per(result, result.summary.wallMs)} | ${result.shop.count}${ops ? ` (${ops})` : ''} | ${round(result.htmlBytes / 1000, 1)} | ${round(result.loaderDataBytes / 1000, 1)} | ${round(result.svgBytes / 1000, 1)} (${result.svgElements} / ${result.elements}) |`,
    );
  }
  out.push('', '## Par phase (ms de CPU par requête)', '');
  out.push(`| Phase | ${columns.join(' | ')} |`, `| --- | ${results.map(() => '---').join(' | ')} |`, ...rows((result) => result.summary.byPhase));
  out.push('', '## Dans le rendu React : où tournent les échantillons (ms par requête)', '');
  out.push(`| Code | ${columns.join(' | ')} |`, `| --- | ${results.map(() => '---').join(' | ')} |`, ...rows((result) => result.summary.renderByLeaf));
  out.push('', '## Par paquet, temps propre (ms par requête)', '');
  out.push(`| Paquet | ${columns.join(' | ')} |`, `| --- | ${results.map(() => '---').join(' | ')} |`, ...rows((result) => result.summary.byCategory));
  out.push('', '## Fonctions les plus coûteuses (temps propre, ms par requête)', '');
  for (const result of results) {
    const top = Object.entries(result.summary.byFunction)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, ms]) => `${name} ${per(result, ms)}`);
    out.push(`- **${result.page} (${result.server})** : ${top.join(' ; ')}`);
  }
  out.push('', '## Nos fichiers (temps propre, ms par requête)', '');
  for (const result of results.filter((entry) => entry.server === 'nous')) {
    const top = Object.entries(result.summary.bySource)
      .filter(([source]) => category(source) === 'notre code')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([source, ms]) => `${source.replace(/^.*?(app\/)/, '$1')} ${per(result, ms)}`);
    out.push(`- **${result.page}** : ${top.join(' ; ') || '—'}`);
  }
  return out.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`Le profil n’a pas pu tourner : ${describeError(error)}`);
    process.exit(1);
  });
}
