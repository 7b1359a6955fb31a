// Figures other parts of the work add to the report, each with its target: a slot per
// figure, so that a new measurement is one `measure` function here, and the report lists
// it (met, missed, or not measured yet) without any other change.
import type {Fixtures} from './fixtures.ts';

export interface FigureContext {
  root: string;
  storefrontUrl: string;
  localShopUrl: string;
  fixtures: Fixtures;
  quick: boolean;
  log: (line: string) => void;
}

export interface FigureSpec {
  key: string;
  label: string;
  /** The target as the report states it */
  target: string;
  unit: string;
  /** The value meets the target when at most `max` (or at least `min`) */
  threshold: {max?: number; min?: number};
  /** Where the figure comes from once measured (issue, decision record) */
  source: string;
  measure?: (context: FigureContext) => Promise<{value: number; detail: string}>;
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
  error: string | null;
}

/** The slots. Fill `measure` to make a figure count; until then the report says « non mesuré ». */
export const FIGURES: FigureSpec[] = [
  {
    key: 'filtered-search',
    label: 'Recherche filtrée sur toute la gamme (p99)',
    target: 'Recherche filtrée sur toute la gamme : p99 mesuré',
    unit: 'ms',
    threshold: {},
    source: 'recherche à filtres sur le catalogue complet',
  },
  {
    key: 'abusive-client',
    label: 'Requête produit normale pendant qu’un client abusif envoie de gros documents (p99)',
    target: 'Requête produit normale, p99 < 50 ms pendant qu’un client abusif envoie de gros documents',
    unit: 'ms',
    threshold: {max: 50},
    source: 'issue 17, point 2',
  },
];

export function figureMeets(figure: Pick<FigureResult, 'value' | 'threshold'>): boolean | null {
  if (figure.value === null) return null;
  if (figure.threshold.max !== undefined && figure.value > figure.threshold.max) return false;
  if (figure.threshold.min !== undefined && figure.value < figure.threshold.min) return false;
  return true;
}

export async function measureFigures(specs: FigureSpec[], context: FigureContext): Promise<FigureResult[]> {
  const out: FigureResult[] = [];
  for (const spec of specs) {
    const base = {key: spec.key, label: spec.label, target: spec.target, unit: spec.unit, threshold: spec.threshold, source: spec.source};
    if (!spec.measure) {
      out.push({...base, value: null, detail: null, error: null});
      continue;
    }
    try {
      const {value, detail} = await spec.measure(context);
      out.push({...base, value, detail, error: null});
    } catch (error) {
      out.push({...base, value: null, detail: null, error: error instanceof Error ? error.message : String(error)});
    }
  }
  return out;
}
