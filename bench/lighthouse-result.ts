// The figures the report keeps from a Lighthouse result, and which run of several is kept.
import type {RunnerResult} from 'lighthouse';
import {round} from './stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  lcpElement: string | null;
  /** Audits that cost points, worst first: what to fix */
  failing: {category: Category; id: string; title: string; score: number; displayValue: string | null}[];
  /** The page asks search engines not to index it (Lighthouse's SEO then caps it well under 100) */
  noindex: boolean;
  /** The SEO score from every audit but « is-crawlable » (what a noindex page can reach) */
  seoWithoutIndexing: number | null;
  benchmarkIndex: number | null;
  warnings: string[];
}

export interface LighthouseResult {
  key: string;
  label: string;
  path: string;
  runs: number;
  /** The median run by performance score */
  median: LighthouseRun | null;
  performanceScores: (number | null)[];
  error: string | null;
}

export type Lhr = RunnerResult['lhr'];

/** The figures the report needs from one Lighthouse result. */
export function readLhr(lhr: Lhr): LighthouseRun {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const failing: LighthouseRun['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= (category === 'performance' ? 0.9 : 1)) continue;
      failing.push({category, id: ref.id, title: audit.title, score: round(audit.score, 2), displayValue: audit.displayValue ?? null});
    }
  }
  failing.sort((a, b) => a.score - b.score);
  // Lighthouse's category score: the weighted mean of its scored audits.
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.id === 'is-crawlable' || ref.weight === 0 || typeof score !== 'number') continue;
    weighted += score * ref.weight;
    weights += ref.weight;
  }
  const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details as {items?: {type?: string; nodeLabel?: string; selector?: string}[]} | undefined)?.items?.find(
    (item) => item.type === 'node',
  );
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint') === null ? null : round(numeric('largest-contentful-paint') as number, 0),
    cls: numeric('cumulative-layout-shift') === null ? null : round(numeric('cumulative-layout-shift') as number, 3),
    tbtMs: numeric('total-blocking-time') === null ? null : round(numeric('total-blocking-time') as number, 0),
    fcpMs: numeric('first-contentful-paint') === null ? null : round(numeric('first-contentful-paint') as number, 0),
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.selector ?? ''})`.trim() : null,
    failing,
    noindex: lhr.audits['is-crawlable']?.score === 0,
    seoWithoutIndexing: weights > 0 ? Math.round((weighted / weights) * 100) : null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Index of the median run by performance score (the lower middle for an even count). */
export function medianRunIndex(runs: LighthouseRun[]): number {
  const order = runs.map((run, index) => ({index, score: run.scores.performance ?? -1})).sort((a, b) => a.score - b.score);
  return order[Math.floor((order.length - 1) / 2)].index;
}
