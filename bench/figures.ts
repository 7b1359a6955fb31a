// Figures that other parts of the bench measure and the targets list holds: one slot per
// figure, each reading its value from the run's results, so that the report lists it (met,
// missed, or not measured) without any other change.
import type {AbuseResult} from './abuse.ts';
import type {QueryResult} from './local-shop.ts';

export interface FigureSources {
  localShop: QueryResult[];
  abuse: AbuseResult | null;
}

export interface FigureSpec {
  key: string;
  label: string;
  /** The target as the report states it */
  target: string;
  unit: string;
  /** The value meets the target when at most `max` (or at least `min`); none: reporting it is the target */
  threshold: {max?: number; min?: number};
  /** Where the figure and its target come from (issue, decision record) */
  source: string;
  /** The value and a short detail from the run's results; null when that part did not run */
  read: (sources: FigureSources) => {value: number; detail: string; /** Missed whatever the value (errors…) */ failed?: boolean} | null;
}

export interface FigureResult {
  key: string;
  label: string;
  target: string;
  unit: string;
  threshold: {max?: number; min?: number};
  source: string;
  value: number | null;
  detail: string | null;
  /** Missed whatever the value: what was measured went wrong (errors under load…) */
  failed?: boolean;
  error: string | null;
}

const level = (query: QueryResult | undefined, concurrency: number) => query?.levels.find((entry) => entry.concurrency === concurrency);

export const FIGURES: FigureSpec[] = [
  {
    key: 'filtered-search',
    label: 'Recherche filtrée par 3 facettes sur toute la gamme (magasin local, p50)',
    target: 'Latence de la recherche filtrée sur toute la gamme rapportée (magasin local, p50)',
    unit: 'ms',
    threshold: {},
    source: 'issue 18',
    read: ({localShop}) => {
      const search = localShop.find((query) => query.key === 'filtered-search');
      const one = level(search, 1);
      if (!search || search.error || !one || one.p50 === null) return null;
      const collection = level(
        localShop.find((query) => query.key === 'filtered-collection'),
        1,
      );
      const eight = level(search, 8);
      return {
        value: one.p50,
        detail: `p99 ${one.p99 ?? '—'} ms${eight ? ` ; 8 en parallèle : p50 ${eight.p50 ?? '—'} ms` : ''}${collection ? ` ; collection filtrée : p50 ${collection.p50 ?? '—'} ms` : ''}`,
      };
    },
  },
  {
    key: 'abusive-client',
    label: 'Requête produit normale pendant qu’un client abusif envoie de gros documents (p99)',
    target: 'Requête produit normale, p99 < 50 ms pendant qu’un client abusif envoie de gros documents',
    unit: 'ms',
    threshold: {max: 50},
    source: 'issue 17, decision 022',
    read: ({abuse}) => {
      if (!abuse || abuse.error || abuse.underAbuse.p99 === null) return null;
      const errors = abuse.underAbuse.errors ? `, ${abuse.underAbuse.errors} erreur(s)` : '';
      return {value: abuse.underAbuse.p99, detail: `seule : ${abuse.alone.p99 ?? '—'} ms${errors}`, failed: abuse.underAbuse.errors > 0};
    },
  },
];

export function figureMeets(figure: Pick<FigureResult, 'value' | 'threshold' | 'failed'>): boolean | null {
  if (figure.value === null) return null;
  if (figure.failed) return false;
  if (figure.threshold.max !== undefined && figure.value > figure.threshold.max) return false;
  if (figure.threshold.min !== undefined && figure.value < figure.threshold.min) return false;
  return true;
}

export function readFigures(specs: FigureSpec[], sources: FigureSources): FigureResult[] {
  return specs.map((spec) => {
    const base = {key: spec.key, label: spec.label, target: spec.target, unit: spec.unit, threshold: spec.threshold, source: spec.source};
    try {
      const found = spec.read(sources);
      return {...base, value: found?.value ?? null, detail: found?.detail ?? null, failed: found?.failed ?? false, error: null};
    } catch (error) {
      return {...base, value: null, detail: null, error: error instanceof Error ? error.message : String(error)};
    }
  });
}
