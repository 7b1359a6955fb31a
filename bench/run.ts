// `npm run bench [-- --quick]`: starts the production build and the local shop, measures
// them, writes bench/report.json and bench/report.md. A benchmark, not a test: it exits
// non-zero only when it cannot run (no free port, no build, no server), never on a time.
import {mkdirSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {type AbuseResult, benchAbuse, renderAbuse} from './abuse.ts';
import {measureRouteAssets} from './assets.ts';
import {benchComparison, graphqlErrorLines, type Cell, type ComparedPage, type Server, type Visitor} from './compare.ts';
import {readDotEnv} from '../scripts/shop-env.ts';
import {describeError} from './errors.ts';
import {FIGURES, readFigures} from './figures.ts';
import {cartCookie, loadFixtures, pageTargets, SEARCH_TERM, type Fixtures, type PageTarget} from './fixtures.ts';
import {benchLighthouse} from './lighthouse.ts';
import type {LighthouseResult} from './lighthouse-result.ts';
import {benchLocalShop, type QueryResult} from './local-shop.ts';
import {cpuTimes, machineInfo, stealPercent, versions} from './machine.ts';
import {evaluateTargets, renderMarkdown, type AssetsResult, type BenchReport} from './report.ts';
import {groupCpuMs, skeletonBindings, startCompanions, startServers, type Companions, type DatabaseSize, type Servers} from './servers.ts';
import {customerCookie, type AdminCredentials} from './sign-in.ts';
import {prepareSkeleton, type Skeleton} from './skeleton.ts';
import {benchSsr, ssrTargets, type SsrResult} from './ssr.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

const USAGE = `Usage : npm run bench [-- options]
  --quick                 une minute environ : charges de 2 s, Lighthouse sur l’accueil seulement, une exécution
  --port <n>              port de la vitrine (défaut 3900, ou BENCH_PORT)
  --local-shop-port <n>   port du magasin local (défaut 4900, ou BENCH_LOCAL_SHOP_PORT)
  --only <parties>        parmi ssr,shop,abuse,assets,lighthouse, séparées par des virgules (défaut : toutes)
  --out <dossier>         où écrire report.json et report.md (défaut : bench/)`;

type Part = 'ssr' | 'shop' | 'abuse' | 'assets' | 'lighthouse';
const PARTS: Part[] = ['ssr', 'shop', 'abuse', 'assets', 'lighthouse'];

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} invalide : « ${value} » (un entier entre 1 et 65535).`);
  return port;
}

function options() {
  let values;
  try {
    ({values} = parseArgs({
      options: {
        quick: {type: 'boolean', default: false},
        port: {type: 'string'},
        'local-shop-port': {type: 'string'},
        only: {type: 'string'},
        out: {type: 'string'},
        help: {type: 'boolean', short: 'h', default: false},
      },
    }));
  } catch (error) {
    throw new Error(`option non reconnue (${(error as Error).message}).\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const only = values.only ? values.only.split(',').map((part) => part.trim()) : PARTS;
  const unknown = only.filter((part) => !PARTS.includes(part as Part));
  if (unknown.length) throw new Error(`Partie inconnue : ${unknown.join(', ')} (choix : ${PARTS.join(', ')}).`);
  const quick = values.quick;
  return {
    quick,
    port: parsePort(values.port ?? process.env.BENCH_PORT, 3900, 'Port de la vitrine'),
    localShopPort: parsePort(values['local-shop-port'] ?? process.env.BENCH_LOCAL_SHOP_PORT, 4900, 'Port du magasin local'),
    parts: new Set(only as Part[]),
    outDir: values.out ? resolve(values.out) : join(ROOT, 'bench'),
    ssrSeconds: quick ? 2 : 5,
    ssrConnections: [1, 32],
    // Ours and the skeleton in turn: rounds × seconds per round at each level.
    compareRounds: quick ? 1 : 2,
    compareSeconds: quick ? {1: 1, 32: 2} : ({1: 2, 32: 5} as Record<number, number>),
    // A slow machine lengthens the loaded windows up to this (bench/compare.ts loadSeconds).
    compareMaxSeconds: quick ? 6 : 15,
    localShopMs: quick ? 500 : 5000,
    localShopConcurrency: [1, 8],
    lighthouseRuns: quick ? 1 : 3,
    lighthousePages: quick ? ['home'] : ['home', 'collection', 'product', 'search', 'cart'],
  };
}

/** The pages both storefronts have, with the skeleton's path for each. */
function comparedPages(pages: PageTarget[]): ComparedPage[] {
  const skeletonPath: Partial<Record<PageTarget['key'], string>> = {search: `/search?q=${SEARCH_TERM}`};
  return pages
    .filter((page): page is PageTarget & {key: ComparedPage['key']} => ['home', 'product', 'collection', 'search'].includes(page.key))
    .map((page) => ({key: page.key, label: page.label, path: page.path, skeletonPath: skeletonPath[page.key] ?? page.path}));
}

async function measureAssets(storefrontUrl: string, pages: PageTarget[], cookie: string | null): Promise<AssetsResult[]> {
  const clientDir = join(ROOT, 'dist', 'client');
  const out: AssetsResult[] = [];
  const html = async (page: PageTarget) => {
    const response = await fetch(`${storefrontUrl}${page.path}`, {headers: page.key === 'cart' && cookie ? {Cookie: cookie} : {}});
    if (!response.ok) throw new Error(`réponse ${response.status}`);
    return response.text();
  };
  for (const page of pages) {
    try {
      // One retry: on a saturated machine a connection can be dropped.
      const text = await html(page).catch(() => html(page));
      out.push({key: page.key, label: page.label, path: page.path, error: null, ...measureRouteAssets(text, clientDir)});
    } catch (error) {
      out.push({key: page.key, label: page.label, path: page.path, error: describeError(error)});
    }
  }
  return out;
}

/** Cookies of each visitor, per storefront; null where it could not be set up (said in problems). */
async function visitorCookies(urls: Record<Server, string | null>, localShopUrl: string, admin: AdminCredentials, variantId: string, problems: string[]) {
  const attempt = async (what: string, work: () => Promise<string>) => {
    try {
      return await work();
    } catch (error) {
      problems.push(`${what} : ${describeError(error)}`);
      return null;
    }
  };
  const ours = urls.ours!;
  const cart = await attempt('Panier garni (vitrine)', () => cartCookie(ours, variantId));
  const customer = await attempt('Client connecté (vitrine)', () => customerCookie(ours, localShopUrl, admin));
  const skeletonCart = urls.skeleton ? await attempt('Panier garni (squelette)', () => cartCookie(urls.skeleton!, variantId)) : null;
  // The page cache off shares our session secret (same worker settings): the same cookies work there.
  const cookies: Record<Server, Partial<Record<Visitor, string | null>>> = {
    ours: {cart, customer},
    nocache: {cart, customer},
    skeleton: {cart: skeletonCart},
  };
  return {cart, cookies};
}

async function main() {
  const settings = options();
  const started = performance.now();
  const log = (line: string) => console.log(line);
  const machine = machineInfo();
  const cpuAtStart = cpuTimes();
  const problems: string[] = [];
  if (machine.loadAverage[0] > machine.cores) {
    log(`Attention : machine déjà chargée (charge ${machine.loadAverage[0]} pour ${machine.cores} cœurs), les mesures seront bruitées.`);
  }
  const logDir = join(ROOT, 'bench', 'tmp');
  mkdirSync(logDir, {recursive: true});
  const partSeconds: Record<string, number> = {};
  const timed = async <T>(part: string, work: () => Promise<T> | T): Promise<T> => {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      partSeconds[part] = Math.round((performance.now() - t0) / 100) / 10;
    }
  };

  // The skeleton is built (or found in the cache) before any server runs: the build takes the CPU.
  let skeleton: Skeleton | null = null;
  if (settings.parts.has('ssr')) {
    try {
      skeleton = await timed('skeleton', () => prepareSkeleton({root: ROOT, logFile: join(logDir, 'skeleton-build.log'), log}));
      log(`Squelette Hydrogen ${skeleton.starterVersion} : ${skeleton.built ? `construit en ${skeleton.seconds.toFixed(0)} s` : 'build en cache'} (${skeleton.dir}).`);
    } catch (error) {
      problems.push(`Squelette Hydrogen : ${describeError(error)} (pas de ratios).`);
    }
  }

  log(`Banc d’essai ${settings.quick ? 'rapide' : 'complet'} : démarrage de la vitrine (${settings.port}) et du magasin local (${settings.localShopPort})…`);
  let servers: Servers | null = null;
  let stopCompanions = async () => {};
  const stopServers = async () => {
    await Promise.allSettled([stopCompanions(), servers?.stop()]);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void stopServers().then(() => process.exit(130));
    });
  }
  const running = await startServers({root: ROOT, port: settings.port, localShopPort: settings.localShopPort, logDir});
  servers = running;
  partSeconds.start = Math.round(running.startSeconds * 10) / 10;
  log(`Prêt en ${running.startSeconds.toFixed(1)} s (${running.built ? 'build refait' : 'build existant'}). Journal des serveurs : ${running.logFile}`);
  const database: {start: DatabaseSize | null; end: DatabaseSize | null} = {start: running.databaseBytes(), end: null};

  // One process group per comparison storefront: /proc then tells what each page costs it.
  const companions: Partial<Record<'nocache' | 'skeleton', Companions>> = {};
  stopCompanions = async () => {
    await Promise.allSettled(Object.values(companions).map((group) => group.stop()));
  };
  if (settings.parts.has('ssr')) {
    const specs = {
      nocache: {name: 'nocache', envFile: running.workerEnvFile, bindings: {PAGE_CACHE_SECONDS: '0'}},
      ...(skeleton ? {skeleton: {name: 'skeleton', distDir: join(skeleton.dir, 'dist'), bindings: skeletonBindings(running.localShopUrl, readDotEnv(running.workerEnvFile).PUBLIC_STOREFRONT_API_TOKEN)}} : {}),
    };
    for (const [name, spec] of Object.entries(specs) as ['nocache' | 'skeleton', (typeof specs)['nocache']][]) {
      try {
        companions[name] = await timed(`start-${name}`, () => startCompanions({root: ROOT, logFile: join(logDir, `${name}.log`), specs: [spec]}));
      } catch (error) {
        problems.push(`Vitrine de comparaison « ${name} » : ${describeError(error)}`);
      }
    }
  }

  let fixtures: Fixtures | null = null;
  let ssr: SsrResult[] = [];
  let comparison: Cell[] = [];
  let compareSteal: number | null = null;
  let compareLoad: number[] | undefined;
  let localShop: QueryResult[] = [];
  let assets: AssetsResult[] = [];
  let lighthouse: LighthouseResult[] = [];
  let abuse: AbuseResult | null = null;
  try {
    fixtures = await loadFixtures(running.localShopUrl);
    const pages = pageTargets(fixtures);
    const urls: Record<Server, string | null> = {ours: running.storefrontUrl, nocache: companions.nocache?.url('nocache') ?? null, skeleton: companions.skeleton?.url('skeleton') ?? null};
    const {cart: cookie, cookies} = await visitorCookies(urls, running.localShopUrl, running.admin, fixtures.variantId, problems);

    if (settings.parts.has('assets')) {
      log('JavaScript et CSS par route…');
      assets = await timed('assets', () => measureAssets(running.storefrontUrl, pages, cookie));
    }
    if (settings.parts.has('shop')) {
      log('Magasin local…');
      const shopFixtures = fixtures;
      localShop = await timed('shop', () =>
        benchLocalShop({
          root: ROOT,
          localShopUrl: running.localShopUrl,
          fixtures: shopFixtures,
          durationMs: settings.localShopMs,
          concurrencies: settings.localShopConcurrency,
          log,
        }),
      );
    }
    if (settings.parts.has('abuse')) {
      log('Magasin local face à un client abusif…');
      const abuseFixtures = fixtures;
      abuse = await timed('abuse', () =>
        benchAbuse({root: ROOT, localShopUrl: running.localShopUrl, fixtures: abuseFixtures, durationMs: settings.localShopMs, log}),
      );
      if (abuse.error) problems.push(`Client abusif : ${abuse.error}`);
    }
    if (settings.parts.has('ssr')) {
      log('Rendu serveur, face au squelette Hydrogen (en alternance)…');
      const compared = comparedPages(pages);
      const cpuBefore = cpuTimes();
      comparison = await timed('compare', () =>
        benchComparison({
          urls,
          pages: compared,
          cookies,
          connections: settings.ssrConnections,
          seconds: (connections) => settings.compareSeconds[connections] ?? settings.ssrSeconds,
          rounds: settings.compareRounds,
          maxSeconds: settings.compareMaxSeconds,
          cpu: Object.fromEntries(Object.entries(companions).map(([name, group]) => [name, () => groupCpuMs(group.pid)])),
          log,
        }),
      );
      compareSteal = stealPercent(cpuBefore, cpuTimes());
      compareLoad = loadavg().map((value) => Math.round(value * 100) / 100);
      log('Autres routes sous charge…');
      const targets = ssrTargets(pages, fixtures, running.storefrontUrl, compared.map((page) => page.key));
      ssr = await timed('ssr', () =>
        benchSsr({
          storefrontUrl: running.storefrontUrl,
          targets,
          connections: settings.ssrConnections,
          durationSeconds: settings.ssrSeconds,
          log,
        }),
      );
    }
    if (settings.parts.has('lighthouse')) {
      log('Lighthouse…');
      try {
        const lighthousePages = pages
          .filter((page) => settings.lighthousePages.includes(page.key))
          .map((page) => ({...page, cookie: page.key === 'cart' ? (cookie ?? undefined) : undefined}));
        lighthouse = await timed('lighthouse', () =>
          benchLighthouse({storefrontUrl: running.storefrontUrl, pages: lighthousePages, runs: settings.lighthouseRuns, log}),
        );
      } catch (error) {
        problems.push(`Lighthouse : ${describeError(error)}`);
      }
    }
  } finally {
    database.end = running.databaseBytes();
    await stopServers();
  }

  // The skeleton must render the local shop's catalogue without GraphQL errors (Hydrogen logs them).
  const graphqlErrors = ['nocache', 'skeleton'].flatMap((name) => graphqlErrorLines(join(logDir, `${name}.log`)));
  if (graphqlErrors.length) problems.push(`Erreurs GraphQL dans les journaux des vitrines de comparaison (${graphqlErrors.length}) : ${graphqlErrors.slice(0, 3).join(' | ')}`);
  for (const route of ssr) if (route.error) problems.push(`SSR ${route.method} ${route.path} : ${route.error}`);
  for (const query of localShop) if (query.error) problems.push(`Magasin local, ${query.label} : ${query.error}`);
  for (const route of assets) if (route.error) problems.push(`Tailles de ${route.path} : ${route.error}`);
  for (const page of lighthouse) if (page.error) problems.push(`Lighthouse ${page.path} : ${page.error}`);

  const figures = readFigures(FIGURES, {localShop, abuse});
  const report: BenchReport = {
    schemaVersion: 2,
    date: new Date().toISOString(),
    mode: settings.quick ? 'quick' : 'full',
    settings: {
      ssrSecondsPerLevel: settings.ssrSeconds,
      ssrConnections: settings.ssrConnections,
      localShopSecondsPerLevel: settings.localShopMs / 1000,
      localShopConcurrency: settings.localShopConcurrency,
      lighthouseRuns: settings.lighthouseRuns,
      lighthousePages: settings.lighthousePages,
    },
    machine,
    loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
    cpuStealPercent: stealPercent(cpuAtStart, cpuTimes()),
    versions: versions(ROOT),
    servers: {built: running.built, startSeconds: Math.round(running.startSeconds * 10) / 10},
    fixtures,
    skeleton: skeleton ? {starterVersion: skeleton.starterVersion, versions: skeleton.versions, built: skeleton.built, seconds: Math.round(skeleton.seconds)} : null,
    comparison,
    comparisonSettings: {
      rounds: settings.compareRounds,
      secondsPerRound: Object.fromEntries(settings.ssrConnections.map((connections) => [String(connections), settings.compareSeconds[connections] ?? settings.ssrSeconds])),
      cpuStealPercent: compareSteal,
      loadAverage: compareLoad,
    },
    localShopDatabase: database,
    figures,
    ssr,
    localShop,
    assets,
    lighthouse,
    targets: evaluateTargets({lighthouse, assets, ssr, comparison, figures}),
    problems,
    partSeconds,
    elapsedSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
  mkdirSync(settings.outDir, {recursive: true});
  writeFileSync(join(settings.outDir, 'report.json'), JSON.stringify({...report, abuse}, null, 2) + '\n');
  writeFileSync(join(settings.outDir, 'report.md'), renderMarkdown(report) + '\n' + (abuse ? `\n${renderAbuse(abuse)}` : ''));

  log('');
  for (const target of report.targets) log(`${target.status === 'met' ? '✔' : target.status === 'missed' ? '✘' : '–'} ${target.target} : ${target.measured}`);
  log(`\nRapport écrit : ${join(settings.outDir, 'report.md')} et report.json (${report.elapsedSeconds} s).`);
}

main().catch((error: unknown) => {
  console.error(`Le banc d’essai n’a pas pu tourner : ${describeError(error)}`);
  process.exit(1);
});
