// Issue 20's figures: ours as a ratio of Hydrogen's skeleton measured in the same run
// (bench/compare.ts), the HTML each sends, and the targets computed from them.
import {skeletonVisitorFor, type Cell, type CompareLevel, type Server, type Visitor} from './compare.ts';
import {figureMeets, type FigureResult} from './figures.ts';
import type {TargetResult, TargetStatus} from './report.ts';
import type {DatabaseSize} from './servers.ts';
import {round} from './stats.ts';

export const COMPARISON_TARGETS = {
  /** Rendered (page cache off) requests per second, ours ÷ skeleton, at 32 connections */
  renderedThroughputRatio: 1.5,
  renderedThroughputPages: ['home', 'product', 'collection'] as string[],
  /** A cart holder's or a customer's requests per second ÷ a new visitor's, page cache on */
  personalThroughputShare: 0.8,
  p99At32Ms: 250,
  /** Our HTML bytes ÷ the skeleton's (new visitor) */
  htmlRatio: 1.5,
};

export interface RatioRow {
  page: Cell['page'];
  label: string;
  server: Exclude<Server, 'skeleton'>;
  visitor: Visitor;
  skeletonVisitor: Exclude<Visitor, 'customer'>;
  connections: number;
  pageCache: string | null;
  ours: Pick<CompareLevel, 'perSecond' | 'p50' | 'p99' | 'cpuMsPerRequest'>;
  skeleton: Pick<CompareLevel, 'perSecond' | 'p50' | 'p99' | 'cpuMsPerRequest'> | null;
  /** ours ÷ skeleton: above 1 is better for req/s, below 1 is better for latencies and CPU per page */
  ratio: {perSecond: number | null; p50: number | null; p99: number | null; cpu: number | null};
}

const divide = (a: number, b: number | undefined | null) => (b ? round(a / b, 2) : null);

/** One row per cell of ours (cache on, cache off) and load level, beside the skeleton's same page and visitor. */
export function comparisonRatios(cells: Cell[]): RatioRow[] {
  const rows: RatioRow[] = [];
  for (const cell of cells) {
    if (cell.server === 'skeleton' || cell.error) continue;
    const skeletonVisitor = skeletonVisitorFor(cell.visitor);
    const reference = cells.find((other) => other.server === 'skeleton' && other.page === cell.page && other.visitor === skeletonVisitor && !other.error);
    for (const level of cell.levels) {
      const skeleton = reference?.levels.find((other) => other.connections === level.connections) ?? null;
      rows.push({
        page: cell.page,
        label: cell.label,
        server: cell.server,
        visitor: cell.visitor,
        skeletonVisitor,
        connections: level.connections,
        pageCache: cell.pageCache,
        ours: {perSecond: level.perSecond, p50: level.p50, p99: level.p99, cpuMsPerRequest: level.cpuMsPerRequest ?? null},
        skeleton: skeleton ? {perSecond: skeleton.perSecond, p50: skeleton.p50, p99: skeleton.p99, cpuMsPerRequest: skeleton.cpuMsPerRequest ?? null} : null,
        ratio: {
          perSecond: divide(level.perSecond, skeleton?.perSecond),
          p50: divide(level.p50, skeleton?.p50),
          p99: divide(level.p99, skeleton?.p99),
          cpu: level.cpuMsPerRequest != null ? divide(level.cpuMsPerRequest, skeleton?.cpuMsPerRequest) : null,
        },
      });
    }
  }
  return rows;
}

export interface HtmlRow {
  page: Cell['page'];
  label: string;
  visitor: Visitor;
  ours: NonNullable<Cell['html']>;
  skeleton: NonNullable<Cell['html']> | null;
  ratio: number | null;
}

/** Our HTML per page and visitor (page cache on: what is sent), beside the skeleton's. */
export function htmlRatios(cells: Cell[]): HtmlRow[] {
  return cells
    .filter((cell) => cell.server === 'ours' && cell.html)
    .map((cell) => {
      const skeleton = cells.find((other) => other.server === 'skeleton' && other.page === cell.page && other.visitor === skeletonVisitorFor(cell.visitor))?.html ?? null;
      return {page: cell.page, label: cell.label, visitor: cell.visitor, ours: cell.html!, skeleton, ratio: divide(cell.html!.total, skeleton?.total)};
    });
}

export const VISITOR_LABEL: Record<Visitor, string> = {new: 'nouveau visiteur', cart: 'avec panier', customer: 'client connecté'};
export const SERVER_LABEL: Record<Server, string> = {ours: 'cache activé', nocache: 'cache coupé', skeleton: 'squelette'};
const times = (value: number) => `${String(value).replace('.', ',')}×`;

function judged(name: string, measures: {where: string; value: number; note?: string}[], passes: (value: number) => boolean, format: (value: number) => string, worstIsMax: boolean): TargetResult {
  if (!measures.length) return {target: name, measured: '—', status: 'not measured', misses: []};
  const worst = measures.reduce((a, b) => ((worstIsMax ? b.value > a.value : b.value < a.value) ? b : a));
  const misses = measures.filter((measure) => !passes(measure.value)).map((measure) => `${measure.where} ${format(measure.value)}${measure.note ? ` (${measure.note})` : ''}`);
  return {target: name, measured: measures.length === 1 ? format(worst.value) : `pire : ${format(worst.value)} (${worst.where})`, status: misses.length ? 'missed' : 'met', misses};
}

/** Issue 20's targets from the comparison; `extraP99` adds our other routes (/products, the cart add) to the p99 target. */
export function comparisonTargets(cells: Cell[], extraP99: {where: string; value: number}[] = []): TargetResult[] {
  const t = COMPARISON_TARGETS;
  const rows = comparisonRatios(cells).filter((row) => row.connections === 32);
  const rendered = rows
    .filter((row) => row.server === 'nocache' && t.renderedThroughputPages.includes(row.page) && row.ratio.perSecond !== null)
    .map((row) => ({where: `${row.label}, ${VISITOR_LABEL[row.visitor]}`, value: row.ratio.perSecond!}));

  const personal = rows
    .filter((row) => row.server === 'ours' && row.visitor !== 'new')
    .flatMap((row) => {
      const fresh = rows.find((other) => other.server === 'ours' && other.visitor === 'new' && other.page === row.page);
      if (!fresh?.ours.perSecond) return [];
      const cached = row.pageCache === 'HIT' || row.pageCache === 'STALE';
      const share = round(row.ours.perSecond / fresh.ours.perSecond, 2);
      // Not from the cache counts as a miss whatever the rate: the figure is then 0.
      return [{where: `${row.label}, ${VISITOR_LABEL[row.visitor]}`, value: cached ? share : 0, note: cached ? undefined : `cache ${row.pageCache ?? 'absent'}, ${times(share)} le débit du nouveau visiteur`}];
    });

  const p99 = [
    ...rows.map((row) => ({where: `${row.label}, ${VISITOR_LABEL[row.visitor]}, ${SERVER_LABEL[row.server]}`, value: row.ours.p99})),
    ...extraP99,
  ];

  const html = htmlRatios(cells)
    .filter((row) => row.visitor === 'new' && row.ratio !== null)
    .map((row) => ({where: row.label, value: row.ratio!, note: `${(row.ours.total / 1000).toFixed(1)} kB contre ${(row.skeleton!.total / 1000).toFixed(1)} kB`}));

  return [
    judged(
      `Débit rendu (cache coupé) ≥ ${times(t.renderedThroughputRatio)} celui du squelette à 32 connexions (accueil, fiche produit, collection ; chaque visiteur)`,
      rendered,
      (value) => value >= t.renderedThroughputRatio,
      times,
      false,
    ),
    judged(
      `Panier et client connecté servis depuis le cache (X-Page-Cache HIT) à ≥ ${Math.round(t.personalThroughputShare * 100)} % du débit d’un nouveau visiteur (accueil, fiche produit, collection, recherche)`,
      personal,
      (value) => value >= t.personalThroughputShare,
      times,
      false,
    ),
    judged(`Latence SSR p99 < ${t.p99At32Ms} ms à 32 connexions partout (chaque page, visiteur, cache activé ou coupé)`, p99, (value) => value < t.p99At32Ms, (value) => `${value} ms`, true),
    judged(`HTML ≤ ${times(t.htmlRatio)} celui du squelette (chaque page comparée, nouveau visiteur)`, html, (value) => value <= t.htmlRatio, times, true),
  ];
}

/** The extra figures (bench/figures.ts) as targets: met, missed, or not measured yet. */
export function figureTargets(figures: FigureResult[]): TargetResult[] {
  return figures.map((figure) => {
    const meets = figureMeets(figure);
    const measured = figure.value === null ? (figure.error ? `impossible : ${figure.error}` : `non mesuré (${figure.source})`) : `${figure.value} ${figure.unit}${figure.detail ? ` (${figure.detail})` : ''}`;
    const status: TargetStatus = meets === null ? 'not measured' : meets ? 'met' : 'missed';
    return {target: figure.target, measured, status, misses: meets === false ? [measured] : []};
  });
}

// ---------------------------------------------------------------------------- Markdown

type Row = (string | number | null)[];

function table(headers: string[], rows: Row[]): string {
  const cell = (value: string | number | null) => (value === null ? '—' : String(value).replace(/\|/g, '\\|').replace(/\n/g, ' '));
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}

const ratio = (value: number | null) => (value === null ? null : times(value));
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export interface ComparisonSection {
  cells: Cell[];
  skeleton: {starterVersion: string; versions: Record<string, string>; built: boolean; seconds: number} | null;
  rounds: number;
  secondsPerRound: Record<string, number>;
  /** Hypervisor's share of the CPU and the load average while the comparison ran */
  conditions?: {cpuStealPercent: number | null; loadAverage?: number[]};
  database: {start: DatabaseSize | null; end: DatabaseSize | null};
  figures: FigureResult[];
}

export function renderComparison(section: ComparisonSection): string[] {
  const out: string[] = [];
  out.push('## Face au squelette Hydrogen (même exécution, en alternance)', '');
  const skeleton = section.skeleton;
  out.push(
    (skeleton
      ? `Le squelette de \`@shopify/cli\` (starter ${skeleton.starterVersion}) construit hors du dépôt avec nos versions (Hydrogen ${skeleton.versions['@shopify/hydrogen']}, React Router ${skeleton.versions['react-router']}, Vite ${skeleton.versions.vite}, MiniOxygen ${skeleton.versions['@shopify/mini-oxygen']} ; ${skeleton.built ? `construit pour ce banc en ${Math.round(skeleton.seconds)} s` : 'build en cache réutilisé'}), ` +
        'servi par le même MiniOxygen que le nôtre, contre le même magasin local. '
      : 'Squelette non construit : pas de rapport. ') +
      `Chaque page est mesurée ${section.rounds} fois à tour de rôle (nous cache activé, squelette, nous cache coupé, pour chaque visiteur), ${Object.entries(section.secondsPerRound)
        .map(([connections, seconds]) => `${seconds} s à ${connections} connexion${connections === '1' ? '' : 's'}`)
        .join(', ')} par tour (à 32 connexions, allongé quand la machine rend lentement, pour couvrir si possible quatre vagues de rendus ; durée réelle dans report.json) ; latences regroupées sur tous les tours. ` +
      'Ratio = nous ÷ squelette : au-dessus de 1 nous servons plus de pages par seconde ; pour les latences, en dessous de 1 nous répondons plus vite. ' +
      'Le squelette n’a pas de client connecté sans l’API Customer Account (laissée de côté) : notre client connecté est comparé à son visiteur avec panier. ' +
      '« CPU ms/page » : le temps de processeur des processus de la vitrine (workerd, lu dans /proc) par réponse, à une connexion, pour le cache coupé et le squelette, qui tournent chacun seuls dans les leurs : ' +
      'ce que coûte une page quelle que soit la charge du reste de la machine.' +
      (section.conditions
        ? ` Pendant la comparaison : ${typeof section.conditions.cpuStealPercent === 'number' ? `${String(section.conditions.cpuStealPercent).replace('.', ',')} % du processeur pris par l’hyperviseur` : 'vol de processeur inconnu'}${section.conditions.loadAverage ? `, charge moyenne ${section.conditions.loadAverage.join(' / ')} à la fin` : ''}.`
        : ''),
    '',
  );
  const rows = comparisonRatios(section.cells);
  out.push(
    table(
      ['Page', 'Visiteur', 'Nous', 'Cache', 'Connexions', 'req/s (nous / squelette)', 'Ratio req/s', 'p50 ms', 'Ratio p50', 'p99 ms', 'Ratio p99', 'CPU ms/page', 'Ratio CPU'],
      rows.map((row) => [
        row.label,
        VISITOR_LABEL[row.visitor],
        SERVER_LABEL[row.server],
        row.pageCache ?? '—',
        row.connections,
        `${row.ours.perSecond} / ${row.skeleton?.perSecond ?? '—'}`,
        ratio(row.ratio.perSecond),
        `${row.ours.p50} / ${row.skeleton?.p50 ?? '—'}`,
        ratio(row.ratio.p50),
        `${row.ours.p99} / ${row.skeleton?.p99 ?? '—'}`,
        ratio(row.ratio.p99),
        row.ours.cpuMsPerRequest === null ? null : `${row.ours.cpuMsPerRequest} / ${row.skeleton?.cpuMsPerRequest ?? '—'}`,
        ratio(row.ratio.cpu),
      ]),
    ),
    '',
  );
  const failed = section.cells.filter((cell) => cell.error);
  if (failed.length) out.push('Non mesuré : ' + failed.map((cell) => `${cell.label} (${SERVER_LABEL[cell.server]}, ${VISITOR_LABEL[cell.visitor]}) : ${cell.error}`).join(' ; '), '');
  const errors = section.cells.flatMap((cell) => cell.levels.filter((level) => level.errors).map((level) => `${cell.label} (${SERVER_LABEL[cell.server]}, ${VISITOR_LABEL[cell.visitor]}) ×${level.connections} : ${level.errors}`));
  out.push(errors.length ? `Erreurs sous charge : ${errors.join(' ; ')}.` : 'Aucune erreur sous charge (4xx, 5xx, connexion, délai) ni pour nous ni pour le squelette.', '');

  out.push('### HTML envoyé, face au squelette', '');
  out.push(
    'Octets du document (UTF-8, sans compression) et ce qui le compose : données des loaders pour l’hydratation (flux turbo-stream de React Router), autres scripts en ligne (contexte, manifeste), JSON-LD, SVG en ligne (nombre d’éléments), styles en ligne, balisage et texte.',
    '',
  );
  const composition = (html: NonNullable<Cell['html']>) => `${kB(html.total)} (données ${kB(html.loaderData)}, scripts ${kB(html.inlineScripts)}, JSON-LD ${kB(html.jsonLd)}, SVG ${kB(html.svg)} ×${html.svgCount}, styles ${kB(html.inlineStyles)}, balisage ${kB(html.markup)})`;
  out.push(
    table(
      ['Page', 'Visiteur', 'Nous (kB)', 'Squelette (kB)', 'Ratio'],
      htmlRatios(section.cells).map((row) => [row.label, VISITOR_LABEL[row.visitor], composition(row.ours), row.skeleton ? composition(row.skeleton) : null, ratio(row.ratio)]),
    ),
    '',
  );

  out.push('## Base de données du magasin local', '');
  const size = (value: DatabaseSize | null) => (value ? `${(value.total / 1e6).toFixed(2)} Mo (fichier ${(value.file / 1e6).toFixed(2)} Mo + journal WAL ${(value.wal / 1e6).toFixed(2)} Mo)` : '—');
  out.push(`Au démarrage (catalogue semé) : ${size(section.database.start)} ; à la fin du banc (paniers, commandes et clients qu’il a créés) : ${size(section.database.end)}.`, '');

  if (section.figures.length) {
    out.push('## Autres mesures', '');
    out.push(
      table(
        ['Mesure', 'Valeur', 'Source'],
        section.figures.map((figure) => [figure.label, figure.value === null ? (figure.error ? `impossible : ${figure.error}` : 'non mesuré') : `${figure.value} ${figure.unit}${figure.detail ? ` (${figure.detail})` : ''}`, figure.source]),
      ),
      '',
    );
  }
  return out;
}
