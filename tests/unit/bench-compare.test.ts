import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {graphqlErrorLines, interleavedCells, loadSeconds, poolLevel, skeletonVisitorFor, type Cell, type CompareLevel, type Server, type Visitor} from '../../bench/compare.ts';
import {comparisonRatios, comparisonTargets, figureTargets, htmlRatios, renderComparison} from '../../bench/comparison-report.ts';
import {figureMeets, FIGURES, readFigures} from '../../bench/figures.ts';
import {htmlComposition, type HtmlComposition} from '../../bench/html.ts';
import {databaseSize, readyLine, skeletonBindings} from '../../bench/servers.ts';
import {lockedVersions, skeletonKey, skeletonPackage} from '../../bench/skeleton.ts';

function html(total: number): HtmlComposition {
  return {total, loaderData: 0, inlineScripts: 0, jsonLd: 0, svg: 0, inlineStyles: 0, markup: total, svgCount: 0};
}

function level(connections: number, perSecond: number, p99: number, p50 = p99 / 2, cpuMsPerRequest: number | null = null): CompareLevel {
  return {connections, seconds: 10, requests: perSecond * 10, perSecond, p50, p90: p99, p99, max: p99, errors: 0, statusCodes: {'200': perSecond * 10}, timeouts: 0, connectionErrors: {}, roundsPerSecond: [perSecond, perSecond], cpuMsPerRequest};
}

function cell(page: Cell['page'], server: Server, visitor: Visitor, perSecond: number, p99: number, extra: Partial<Cell> = {}): Cell {
  const label = {home: 'Accueil', product: 'Fiche produit', collection: 'Collection', search: 'Recherche'}[page];
  return {page, label, server, visitor, path: `/${page}`, pageCache: server === 'ours' && visitor === 'new' ? 'HIT' : null, html: html(10_000), levels: [level(32, perSecond, p99)], error: null, ...extra};
}

/** One page where ours renders 2× the skeleton's rate, every shopper is served from the cache and p99 is low. */
function goodPage(page: Cell['page']): Cell[] {
  return [
    cell(page, 'ours', 'new', 1000, 40),
    cell(page, 'skeleton', 'new', 50, 600, {html: html(8_000), levels: [level(32, 50, 600, 300, 20)]}),
    cell(page, 'nocache', 'new', 100, 200, {levels: [level(32, 100, 200, 100, 12)]}),
    cell(page, 'ours', 'cart', 950, 45, {pageCache: 'HIT'}),
    cell(page, 'skeleton', 'cart', 50, 600),
    cell(page, 'nocache', 'cart', 100, 200),
    cell(page, 'ours', 'customer', 900, 60, {pageCache: 'STALE'}),
    cell(page, 'nocache', 'customer', 90, 240),
  ];
}

const byName = (targets: ReturnType<typeof comparisonTargets>, start: string) => {
  const found = targets.find((target) => target.target.startsWith(start));
  if (!found) throw new Error(`no target ${start}`);
  return found;
};

describe('skeleton comparison', () => {
  it('measures ours and the skeleton in turn, and compares a signed-in customer with the skeleton’s cart holder', () => {
    const order = interleavedCells().map((entry) => `${entry.server}/${entry.visitor}`);
    expect(order.slice(0, 3)).toEqual(['ours/new', 'skeleton/new', 'nocache/new']);
    expect(order.filter((entry) => entry.startsWith('skeleton/'))).toEqual(['skeleton/new', 'skeleton/cart']);
    expect(skeletonVisitorFor('customer')).toBe('cart');
    expect(skeletonVisitorFor('new')).toBe('new');
  });

  it('pools the rounds: every latency in the percentiles, all answers over all the seconds', () => {
    const pooled = poolLevel(32, [
      {seconds: 5, cpuMs: 600, latencies: Array.from({length: 50}, () => 10), statusCodes: {'200': 50}, timeouts: 0, connectionErrors: {}},
      {seconds: 5, cpuMs: 900, latencies: Array.from({length: 50}, (_, index) => (index < 45 ? 20 : 400)), statusCodes: {'200': 49, '502': 1}, timeouts: 1, connectionErrors: {ECONNRESET: 2}},
    ]);
    expect(pooled).toMatchObject({connections: 32, seconds: 10, requests: 100, perSecond: 10, p50: 10, p99: 400, max: 400, errors: 4, roundsPerSecond: [10, 10], cpuMsPerRequest: 15});
    expect(pooled.statusCodes).toEqual({'200': 99, '502': 1});
    // One round without a CPU reading: no CPU figure rather than a wrong one.
    const sample = {seconds: 5, latencies: [10], statusCodes: {'200': 1}, timeouts: 0, connectionErrors: {}};
    expect(poolLevel(1, [{...sample, cpuMs: 10}, {...sample, cpuMs: null}]).cpuMsPerRequest).toBeNull();
  });

  it('gives each of our cells its ratio to the skeleton’s same page and visitor', () => {
    const cells = [
      cell('home', 'ours', 'new', 1000, 50),
      cell('home', 'skeleton', 'new', 80, 500),
      cell('home', 'nocache', 'customer', 40, 1000),
      cell('home', 'skeleton', 'cart', 50, 800),
    ];
    const rows = comparisonRatios(cells);
    expect(rows.map((row) => [row.server, row.visitor, row.skeletonVisitor, row.ratio.perSecond, row.ratio.p99])).toEqual([
      ['ours', 'new', 'new', 12.5, 0.1],
      ['nocache', 'customer', 'cart', 0.8, 1.25],
    ]);
    // No skeleton (it could not be built): the row stays, without a ratio.
    expect(comparisonRatios(cells.filter((entry) => entry.server !== 'skeleton'))[0]).toMatchObject({skeleton: null, ratio: {perSecond: null, p50: null, p99: null}});
  });

  it('meets issue 20’s targets when ours renders 1.5× faster, serves every shopper from cache, answers in time and sends little HTML', () => {
    const cells = (['home', 'product', 'collection', 'search'] as const).flatMap(goodPage);
    const targets = comparisonTargets(cells);
    expect(targets.map((target) => target.status)).toEqual(['met', 'met', 'met', 'met']);
    expect(byName(targets, 'HTML').measured).toBe('pire : 1,25× (Accueil)');
  });

  it('names every page and visitor that misses, with the figure', () => {
    const cells = goodPage('product').map((entry) => {
      if (entry.server === 'nocache' && entry.visitor === 'cart') return {...entry, levels: [level(32, 60, 900)]};
      if (entry.server === 'ours' && entry.visitor === 'customer') return {...entry, pageCache: 'BYPASS', levels: [level(32, 45, 700)]};
      if (entry.server === 'ours' && entry.visitor === 'new') return {...entry, html: html(16_000)};
      return entry;
    });
    const targets = comparisonTargets(cells, [{where: 'POST /cart', value: 300}]);
    expect(byName(targets, 'Débit rendu')).toMatchObject({status: 'missed', misses: ['Fiche produit, avec panier 1,2×']});
    expect(byName(targets, 'Panier et client')).toMatchObject({status: 'missed', misses: ['Fiche produit, client connecté 0× (cache BYPASS, 0,05× le débit du nouveau visiteur)']});
    expect(byName(targets, 'Latence SSR').misses).toEqual(['Fiche produit, avec panier, cache coupé 900 ms', 'Fiche produit, client connecté, cache activé 700 ms', 'POST /cart 300 ms']);
    expect(byName(targets, 'HTML')).toMatchObject({status: 'missed', misses: ['Fiche produit 2× (16.0 kB contre 8.0 kB)']});
  });

  it('leaves the search page out of the rendered-throughput target, as issue 20 does', () => {
    const cells = goodPage('search').map((entry) => (entry.server === 'nocache' ? {...entry, levels: [level(32, 10, 200)]} : entry));
    expect(byName(comparisonTargets(cells), 'Débit rendu').status).toBe('not measured');
  });

  it('reports HTML for each visitor beside the skeleton’s page for the same visitor', () => {
    const rows = htmlRatios(goodPage('home'));
    expect(rows.map((row) => [row.visitor, row.ratio])).toEqual([
      ['new', 1.25],
      ['cart', 1],
      ['customer', 1],
    ]);
  });

  it('writes the comparison, the HTML, the database size and the figures still to come', () => {
    const lines = renderComparison({
      cells: goodPage('home'),
      skeleton: {starterVersion: '2026.1.1', versions: {'@shopify/hydrogen': '2026.4.6', 'react-router': '7.16.0', vite: '8.3.8', '@shopify/mini-oxygen': '4.2.2'}, built: false, seconds: 0},
      rounds: 2,
      secondsPerRound: {'1': 2, '32': 5},
      conditions: {cpuStealPercent: 3.5, loadAverage: [2, 1.5, 1]},
      database: {start: {file: 4096, wal: 600_000, total: 604_096}, end: {file: 800_000, wal: 4_200_000, total: 5_000_000}},
      figures: [{key: 'abusive-client', label: 'Client abusif', target: 't', unit: 'ms', threshold: {max: 50}, source: 'issue 17', value: null, detail: null, error: null}],
    }).join('\n');
    expect(lines).toContain('| Accueil | nouveau visiteur | cache coupé | — | 32 | 100 / 50 | 2× | 100 / 300 | 0,33× | 200 / 600 | 0,33× | 12 / 20 | 0,6× |');
    expect(lines).toContain('Pendant la comparaison : 3,5 % du processeur pris par l’hyperviseur, charge moyenne 2 / 1.5 / 1 à la fin.');
    expect(lines).toContain('Hydrogen 2026.4.6, React Router 7.16.0');
    expect(lines).toContain('2 s à 1 connexion, 5 s à 32 connexions');
    expect(lines).toContain('à la fin du banc (paniers, commandes et clients qu’il a créés) : 5.00 Mo');
    expect(lines).toContain('| Client abusif | non mesuré | issue 17 |');
  });
});

describe('extra figures', () => {
  const loadLevel = (concurrency: number, p50: number, p99: number) => ({concurrency, operations: 100, seconds: 5, perSecond: 20, p50, p90: p99, p99, errors: 0, firstError: null});
  const query = (key: string, p50: number, p99: number) => ({key, label: key, document: key, levels: [loadLevel(1, p50, p99), loadLevel(8, p50 * 4, p99 * 4)], error: null});
  const abuse = (p99: number | null, errors = 0) =>
    ({
      normalQuery: 'ProductPage',
      seconds: 5,
      alone: {requests: 100, p50: 2, p99: 6, max: 9, errors: 0},
      underAbuse: {requests: 100, p50: 9, p99, max: 90, errors},
      abusive: {sent: 10, answered: 0, refusedByCost: 10, timedOut: 0, throttled: 0, failed: 0},
      targetMet: null,
      error: null,
    }) as const;

  it('reads the filtered search and the abusive client from the run’s results, not measured when their part did not run', () => {
    expect(FIGURES.map((spec) => spec.key)).toEqual(['filtered-search', 'abusive-client']);
    const none = readFigures(FIGURES, {localShop: [], abuse: null});
    expect(figureTargets(none).map((target) => target.status)).toEqual(['not measured', 'not measured']);
    const [search, client] = readFigures(FIGURES, {localShop: [query('filtered-search', 12.5, 30), query('filtered-collection', 8, 20)], abuse: abuse(41)});
    expect(search).toMatchObject({value: 12.5, detail: 'p99 30 ms ; 8 en parallèle : p50 50 ms ; collection filtrée : p50 8 ms'});
    // Reporting the filtered search is issue 18's target: no threshold.
    expect(figureTargets([search])[0]).toMatchObject({status: 'met', measured: '12.5 ms (p99 30 ms ; 8 en parallèle : p50 50 ms ; collection filtrée : p50 8 ms)'});
    expect(figureTargets([client])[0]).toMatchObject({status: 'met', measured: '41 ms (seule : 6 ms)'});
  });

  it('misses the abusive-client target above 50 ms, or with errors whatever the latency', () => {
    expect(figureTargets(readFigures(FIGURES, {localShop: [], abuse: abuse(51)}))[1]).toMatchObject({status: 'missed', misses: ['51 ms (seule : 6 ms)']});
    expect(figureTargets(readFigures(FIGURES, {localShop: [], abuse: abuse(20, 3)}))[1]).toMatchObject({status: 'missed', measured: '20 ms (seule : 6 ms, 3 erreur(s))'});
    expect(figureMeets({value: 3, threshold: {min: 5}})).toBe(false);
  });

  it('says what went wrong when a figure cannot be read', () => {
    const [broken] = readFigures([{...FIGURES[0], read: () => {
      throw new Error('résultat illisible');
    }}], {localShop: [], abuse: null});
    expect(figureTargets([broken])[0]).toMatchObject({status: 'not measured', measured: 'impossible : résultat illisible'});
  });
});

describe('htmlComposition', () => {
  it('splits a page into loader data, other scripts, JSON-LD, SVG, styles and markup', () => {
    const page = [
      '<html><head><style>a{}</style>',
      '<script type="application/ld+json">{"@type":"Product"}</script></head><body>',
      '<svg viewBox="0 0 1 1"><svg><path d="M0"/></svg></svg><p>Vérin</p><svg/>',
      '<script nonce="n">window.__reactRouterContext = {};</script>',
      '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[1]");</script>',
      '<script src="/a.js"></script></body></html>',
    ].join('');
    const parts = htmlComposition(page);
    const size = (text: string) => Buffer.byteLength(text);
    expect(parts.jsonLd).toBe(size('<script type="application/ld+json">{"@type":"Product"}</script>'));
    expect(parts.loaderData).toBe(size('<script nonce="n">window.__reactRouterContext.streamController.enqueue("[1]");</script>'));
    expect(parts.inlineScripts).toBe(size('<script nonce="n">window.__reactRouterContext = {};</script>'));
    // The nested <svg> counts once, with its parent; a self-closing one is an element too.
    expect(parts.svgCount).toBe(2);
    expect(parts.svg).toBe(size('<svg viewBox="0 0 1 1"><svg><path d="M0"/></svg></svg>') + size('<svg/>'));
    expect(parts.inlineStyles).toBe(size('<style>a{}</style>'));
    expect(parts.total).toBe(size(page));
    expect(parts.markup).toBe(parts.total - parts.jsonLd - parts.loaderData - parts.inlineScripts - parts.svg - parts.inlineStyles);
    // Accented text is counted in UTF-8 bytes.
    expect(htmlComposition('é').total).toBe(2);
  });
});

describe('skeleton build', () => {
  const lock = {
    packages: Object.fromEntries(
      ['@shopify/hydrogen', 'graphql', 'graphql-tag', 'isbot', 'react', 'react-dom', 'react-router', 'react-router-dom', '@react-router/dev', '@react-router/fs-routes', '@shopify/mini-oxygen', 'vite'].map((name, index) => [
        `node_modules/${name}`,
        {version: `1.0.${index}`},
      ]),
    ),
  };
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, {recursive: true, force: true});
    dir = null;
  });

  it('pins the skeleton to our lock file’s exact versions, overrides included', () => {
    const pkg = skeletonPackage(lock);
    expect(pkg.dependencies['@shopify/hydrogen']).toBe('1.0.0');
    expect(pkg.devDependencies['@shopify/mini-oxygen']).toBe('1.0.10');
    expect(pkg.devDependencies.vite).toBe('1.0.11');
    expect(pkg.overrides['react-router']).toBe(pkg.dependencies['react-router']);
    expect(Object.values({...pkg.dependencies, ...pkg.devDependencies}).every((version) => /^\d+\.\d+\.\d+$/.test(version))).toBe(true);
    expect(() => lockedVersions({packages: {}}, ['vite'])).toThrow('package-lock.json n’a pas de version pour vite');
  });

  it('changes its cache key when a starter file or a pin changes, not otherwise', () => {
    dir = mkdtempSync(join(tmpdir(), 'skeleton-key-'));
    mkdirSync(join(dir, 'app'));
    mkdirSync(join(dir, 'guides'));
    writeFileSync(join(dir, 'app/root.tsx'), 'export default 1');
    writeFileSync(join(dir, 'guides/readme.md'), 'a');
    const pkg = skeletonPackage(lock);
    const key = skeletonKey(dir, pkg);
    expect(skeletonKey(dir, pkg)).toBe(key);
    writeFileSync(join(dir, 'guides/readme.md'), 'b');
    expect(skeletonKey(dir, pkg)).toBe(key);
    expect(skeletonKey(dir, {...pkg, dependencies: {...pkg.dependencies, react: '9.9.9'}})).not.toBe(key);
    writeFileSync(join(dir, 'app/root.tsx'), 'export default 2');
    expect(skeletonKey(dir, pkg)).not.toBe(key);
  });

  it('points the skeleton at the local shop with its own session secret', () => {
    const bindings = skeletonBindings('http://127.0.0.1:5307');
    expect(bindings).toMatchObject({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:5307', PUBLIC_CHECKOUT_DOMAIN: '127.0.0.1:5307'});
    expect(bindings.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(skeletonBindings('http://127.0.0.1:5307').SESSION_SECRET).not.toBe(bindings.SESSION_SECRET);
  });
});

describe('bench servers', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, {recursive: true, force: true});
    dir = null;
  });

  it('adds the write-ahead log to the database size', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-db-'));
    expect(databaseSize(dir)).toEqual({file: 0, wal: 0, total: 0});
    writeFileSync(join(dir, 'shop.sqlite'), Buffer.alloc(4096));
    writeFileSync(join(dir, 'shop.sqlite-wal'), Buffer.alloc(1000));
    writeFileSync(join(dir, 'shop.sqlite-shm'), Buffer.alloc(24));
    writeFileSync(join(dir, 'session-secret'), 'x');
    expect(databaseSize(dir)).toEqual({file: 4096, wal: 1024, total: 5120});
  });

  it('reads the workers’ ready line from their output, whatever came before it', () => {
    expect(readyLine('starting\n')).toBeNull();
    expect(readyLine('log\nREADY [{"name":"skeleton","url":"http://127.0.0.1:1"}]\n')).toEqual([{name: 'skeleton', url: 'http://127.0.0.1:1'}]);
  });
});

describe('graphqlErrorLines', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, {recursive: true, force: true});
    dir = null;
  });

  it('finds the GraphQL errors Hydrogen logged, and nothing in a log without them', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-log-'));
    const file = join(dir, 'companions.log');
    expect(graphqlErrorLines(file)).toEqual([]);
    writeFileSync(file, 'READY []\n[Error: Network connection lost.]\nGraphQLError: [h2:error:storefront.query] Field "menu" not found\n');
    expect(graphqlErrorLines(file)).toEqual(['GraphQLError: [h2:error:storefront.query] Field "menu" not found']);
  });
});

describe('loadSeconds', () => {
  it('keeps the setting on a quick machine and lengthens a loaded window to four waves of renders, up to a cap', () => {
    expect(loadSeconds(5, 1, 80)).toBe(5);
    expect(loadSeconds(5, 32, 0)).toBe(5);
    // 32 × 20 ms = 0.64 s per wave: four waves fit in the 5 s set.
    expect(loadSeconds(5, 32, 20)).toBe(5);
    // 32 × 80 ms = 2.56 s per wave: 10.24 s → 11 s.
    expect(loadSeconds(5, 32, 80)).toBe(11);
    expect(loadSeconds(5, 32, 500)).toBe(30);
    expect(loadSeconds(5, 32, 500, 15)).toBe(15);
    // A cap below the setting never shortens the window that was asked for.
    expect(loadSeconds(5, 32, 500, 3)).toBe(5);
  });
});
