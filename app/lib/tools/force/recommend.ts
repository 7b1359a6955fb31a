// What the force calculator recommends for a lid, always: the force per spring (from the
// required force with the margin, rounded up to a force the range stocks), the length and
// stroke the mounting points call for, whether the lid needs a latch or will not hold
// open, the catalogue springs ranked by geometric fit first (length, stroke), then force,
// and the kit that completes the best one (springs and brackets, one cart addition).

import {
  DEFAULT_PROGRESSION,
  evaluateSpring,
  forceRange,
  geometryNeeds,
  lengthTolerance,
  OPENING_TOLERANCE_DEG,
  requiredPeak,
  springLength,
  angles,
  type ForcePeak,
  type GeometryNeeds,
  type LidInput,
  type SpringEvaluation,
} from './calculator.ts';
import type {AccessoryVariant, SpringCandidate} from '../spring-match.ts';

/** Candidates fully evaluated (force over the opening) after the geometric sort. */
const EVALUATED = 150;

export interface RankedSpring {
  candidate: SpringCandidate;
  evaluation: SpringEvaluation;
  /** Reaches the full opening and is not much longer than needed. */
  lengthFits: boolean;
  /** Compresses enough for the lid to close. */
  strokeFits: boolean;
  /** Holds the lid open over the top third, margin included (and keeps it closed unless a latch is needed anyway). */
  forceFits: boolean;
  fits: boolean;
}

export interface KitLine {
  merchandiseId: string;
  quantity: number;
  title: string;
  variantTitle: string;
  handle: string;
  options: {name: string; value: string}[];
  /** TTC, per unit */
  price: number;
  available: boolean;
  role: 'spring' | 'bracket';
}

export interface LidRecommendation {
  peak: ForcePeak;
  needs: GeometryNeeds;
  /** Smallest F1 per spring that holds the lid open over the top third, margin included, N. */
  neededForceN: number;
  /** That force rounded up to a force the range stocks for this geometry; null: none is strong enough. */
  forceN: number | null;
  /** Largest F1 that still keeps the closed lid closed, N (Infinity: any). */
  maxClosedForceN: number;
  /** The recommended springs push the closed lid open: it needs a latch (or a catch) to stay closed. */
  needsLatch: boolean;
  /** No spring of the range, or no force at all, holds the lid open with these mounting points. */
  wontHoldOpen: boolean;
  /** Length between mounting centres the spring must have, extended; the most it may measure compressed. */
  extendedLengthMm: number;
  strokeMm: number;
  maxCompressedLengthMm: number;
  ranked: RankedSpring[];
  kit: KitLine[];
}

/** The distance between mounting points the spring must reach: full opening less the 5° tolerance. */
function reachLength(input: LidInput): number {
  let max = 0;
  for (const a of angles(Math.max(0, input.openingDeg - OPENING_TOLERANCE_DEG), 1)) max = Math.max(max, springLength(input, a));
  return max;
}

interface Geometric {
  candidate: SpringCandidate;
  lengthFits: boolean;
  strokeFits: boolean;
  gap: number;
}

function geometric(candidate: SpringCandidate, needs: GeometryNeeds, reach: number): Geometric {
  const tolerance = lengthTolerance(needs.extendedLengthMm);
  const lengthFits = candidate.extendedLengthMm >= reach - 1e-6 && candidate.extendedLengthMm <= needs.extendedLengthMm + tolerance;
  const compressed = candidate.extendedLengthMm - candidate.strokeMm;
  const strokeFits = compressed <= needs.minLengthMm + 1e-6;
  const gap =
    Math.abs(candidate.extendedLengthMm - needs.extendedLengthMm) / needs.extendedLengthMm +
    Math.max(0, compressed - needs.minLengthMm) / needs.extendedLengthMm;
  return {candidate, lengthFits, strokeFits, gap};
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Ranks compression springs: geometric fit first (length and stroke fit, then how close
 * the length is), then force (holds the lid open, then how close F1 is to the
 * recommended force). One variant per product: its best force.
 */
export function rankForLid(
  input: LidInput,
  candidates: readonly SpringCandidate[],
  recommendedForceN: number,
  needsLatch: boolean,
  limit = 6,
): RankedSpring[] {
  const needs = geometryNeeds(input);
  const reach = reachLength(input);
  const geo = candidates
    .filter((candidate) => candidate.kind === 'compression')
    .map((candidate) => geometric(candidate, needs, reach))
    .sort((a, b) => compare([Number(!a.lengthFits) + Number(!a.strokeFits), a.gap], [Number(!b.lengthFits) + Number(!b.strokeFits), b.gap]));
  const best = new Map<string, {ranked: RankedSpring; rank: number[]}>();
  for (const g of geo.slice(0, EVALUATED)) {
    const evaluation = evaluateSpring(input, g.candidate, needs);
    const forceFits = evaluation.holdsOpen && (evaluation.staysClosed || needsLatch);
    const forceGap = recommendedForceN > 0 ? Math.abs(g.candidate.forceN - recommendedForceN) / recommendedForceN : 0;
    const rank = [
      Number(!g.lengthFits) + Number(!g.strokeFits),
      Math.round(g.gap * 1000) / 1000,
      Number(!forceFits),
      forceGap,
      Number(!g.candidate.available),
      g.candidate.price,
    ];
    const ranked: RankedSpring = {
      candidate: g.candidate,
      evaluation,
      lengthFits: g.lengthFits,
      strokeFits: g.strokeFits,
      forceFits,
      fits: g.lengthFits && g.strokeFits && forceFits,
    };
    const current = best.get(g.candidate.handle);
    if (!current || compare(rank, current.rank) < 0) best.set(g.candidate.handle, {ranked, rank});
  }
  return [...best.values()]
    .sort((a, b) => compare(a.rank, b.rank))
    .slice(0, limit)
    .map((entry) => entry.ranked);
}

/** Brackets for a spring's ends: a ball-stud bracket for ball sockets, a pin bracket for eyes and clevises. */
export function bracketFor(spring: SpringCandidate, accessories: readonly AccessoryVariant[]): AccessoryVariant | null {
  const size = spring.size;
  if (!size) return null;
  const ends = spring.fittingRod ?? spring.fittingBody;
  const fitsSize = (accessory: AccessoryVariant) => accessory.fits.includes(size);
  let choices: AccessoryVariant[];
  if (ends === 'Rotule') {
    choices = accessories.filter((a) => a.kind === 'Ferrure' && /boule/i.test(a.fitting) && fitsSize(a));
    if (choices.length === 0) choices = accessories.filter((a) => a.kind === 'Axe à boule' && fitsSize(a));
  } else if (ends === 'Œillet' || ends === 'Chape') {
    choices = accessories.filter((a) => a.kind === 'Ferrure' && !/boule/i.test(a.fitting) && fitsSize(a));
  } else return null;
  choices.sort(
    (a, b) =>
      Number(a.stainless !== spring.stainless) - Number(b.stainless !== spring.stainless) ||
      Number(!a.available) - Number(!b.available) ||
      a.price - b.price,
  );
  return choices[0] ?? null;
}

/** The kit: n springs, and two brackets per spring (one on the frame, one on the lid). */
export function kitFor(spring: SpringCandidate, springs: number, accessories: readonly AccessoryVariant[]): KitLine[] {
  const lines: KitLine[] = [
    {
      merchandiseId: spring.variantId,
      quantity: springs,
      title: spring.title,
      variantTitle: spring.variantTitle,
      handle: spring.handle,
      options: spring.options,
      price: spring.price,
      available: spring.available,
      role: 'spring',
    },
  ];
  const bracket = bracketFor(spring, accessories);
  if (bracket) {
    lines.push({
      merchandiseId: bracket.variantId,
      quantity: 2 * springs,
      title: bracket.title,
      variantTitle: bracket.variantTitle,
      handle: bracket.handle,
      options: bracket.options,
      price: bracket.price,
      available: bracket.available,
      role: 'bracket',
    });
  }
  return lines;
}

/** The smallest force ≥ needed among these springs' forces; null when none is strong enough. */
export function stockedForceAtLeast(neededN: number, springs: readonly SpringCandidate[]): number | null {
  let best: number | null = null;
  for (const spring of springs) if (spring.forceN >= neededN - 1e-9 && (best === null || spring.forceN < best)) best = spring.forceN;
  return best;
}

export function recommendForLid(
  input: LidInput,
  candidates: readonly SpringCandidate[],
  accessories: readonly AccessoryVariant[],
): LidRecommendation {
  const needs = geometryNeeds(input);
  const peak = requiredPeak(input);
  const range = forceRange(input, {progression: DEFAULT_PROGRESSION, strokeMm: needs.strokeMm, extendedLengthMm: needs.extendedLengthMm});
  const neededForceN = range.minN;
  // Round up among the springs whose geometry fits, else the whole range of compression springs.
  const compression = candidates.filter((c) => c.kind === 'compression');
  const reach = reachLength(input);
  const fitting = compression.filter((c) => {
    const g = geometric(c, needs, reach);
    return g.lengthFits && g.strokeFits;
  });
  const forceN = Number.isFinite(neededForceN) ? stockedForceAtLeast(neededForceN, fitting.length > 0 ? fitting : compression) : null;
  const wontHoldOpen = !Number.isFinite(neededForceN) || forceN === null;
  // A latch is needed when the force that holds the lid open also lifts it when closed.
  const needsLatch = !wontHoldOpen && (forceN ?? neededForceN) > range.maxN + 1e-9;
  const ranked = rankForLid(input, candidates, forceN ?? neededForceN, needsLatch);
  const best = ranked.find((r) => r.fits) ?? ranked[0];
  return {
    peak,
    needs,
    neededForceN,
    forceN,
    maxClosedForceN: range.maxN,
    needsLatch,
    wontHoldOpen,
    extendedLengthMm: needs.extendedLengthMm,
    strokeMm: needs.strokeMm,
    maxCompressedLengthMm: needs.minLengthMm,
    ranked,
    kit: best ? kitFor(best.candidate, input.springs, accessories) : [],
  };
}
