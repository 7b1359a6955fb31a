// The replacement finder's answer: the range's compression springs equivalent to the worn
// one (same force, lengths, stroke, body, ends), then the closest, each difference
// spelled out (+5 mm, −20 N, another end and the end fitting that adapts it).

import {formatNumber} from '../../money.ts';
import {endFittingType, type AccessoryVariant, type SpringCandidate} from '../spring-match.ts';
import type {ReplaceQuery} from './form.ts';

/** Lengths measured with a tape eye to eye: equal within this, mm. */
export const EXACT_LENGTH_MM = 2;
/** Body diameters read with a calliper: equal within this, mm. */
export const EXACT_BODY_MM = 0.5;

/** Weights of the relative differences: a wrong length does not fit at all, force can vary a little. */
const WEIGHTS = {force: 2, length: 4, stroke: 2};
const BODY_PENALTY = 0.3;
const END_WITH_ADAPTER_PENALTY = 0.05;
const END_WITHOUT_ADAPTER_PENALTY = 0.3;
const THREAD_PENALTY = 0.05;

export interface Adapter {
  accessory: AccessoryVariant;
  /** Per spring */
  perSpring: number;
}

export interface ReplaceMatch {
  candidate: SpringCandidate;
  exact: boolean;
  score: number;
  /** One line per datum, French: 'Force 420 N : +20 N', 'Course 100 mm : identique'. */
  lines: string[];
  adapters: Adapter[];
  /** Eye-to-eye length with the adapters fitted, less the worn spring's, mm. */
  lengthDifferenceMm: number;
}

export interface ReplaceAnswer {
  exact: ReplaceMatch[];
  closest: ReplaceMatch[];
}

const NBSP = '\u00A0';
const n0 = (n: number) => formatNumber(Math.round(n * 10) / 10);

/** '+5 mm', '−20 N' (typographic minus), 'identique'. */
export function signedDifference(diff: number, unit: string): string {
  const rounded = Math.round(diff * 10) / 10;
  if (rounded === 0) return 'identique';
  return `${rounded > 0 ? '+' : '\u2212'}${formatNumber(Math.abs(rounded))}${NBSP}${unit}`;
}

const article = (fitting: string) => (fitting === 'Œillet' ? 'un œillet' : fitting === 'Filetage' ? 'un filetage nu' : `une ${fitting.toLowerCase()}`);
const lower = (fitting: string) => (fitting === 'Filetage' ? 'filetage nu' : fitting.toLowerCase());

/** A ball socket's ball from its wording ('Rotule Ø 13 mm avec clip' → 13); null for other fittings. */
export function ballDiameter(fitting: string | null): number | null {
  if (!/rotule|boule/i.test(fitting ?? '')) return null;
  const match = /Ø\s*(\d+(?:[.,]\d+)?)/.exec(fitting ?? '');
  return match ? Number(match[1].replace(',', '.')) : null;
}

/** The ball Ø each size's ball sockets clip on, the most common among the range's ball-socket springs ('15/6' → 10). */
export function ballsBySize(springs: readonly SpringCandidate[]): Map<string, number> {
  const counts = new Map<string, Map<number, number>>();
  for (const spring of springs) {
    const ball = spring.ballDiameterMm ?? ballDiameter(spring.fitting);
    if (!spring.size || ball === null) continue;
    const bySize = counts.get(spring.size) ?? new Map<number, number>();
    bySize.set(ball, (bySize.get(ball) ?? 0) + 1);
    counts.set(spring.size, bySize);
  }
  const balls = new Map<string, number>();
  for (const [size, bySize] of counts) balls.set(size, [...bySize].sort((a, b) => b[1] - a[1])[0][0]);
  return balls;
}

/**
 * The end fitting of the wanted kind that screws on this spring's thread; a ball socket
 * clips on the ball the spring's size uses (the buyer's ball studs stay in place).
 */
export function adapterFor(
  wanted: string,
  spring: SpringCandidate,
  accessories: readonly AccessoryVariant[],
  balls: ReadonlyMap<string, number> = new Map(),
): AccessoryVariant | null {
  if (!spring.thread || wanted === 'Filetage') return null;
  const ball = spring.size ? (balls.get(spring.size) ?? null) : null;
  const choices = accessories.filter((a) => a.kind === 'Embout' && endFittingType(a.fitting) === wanted && a.thread === spring.thread);
  const offBall = (a: AccessoryVariant) => Number(ball !== null && ballDiameter(a.fitting) !== null && ballDiameter(a.fitting) !== ball);
  choices.sort(
    (a, b) =>
      offBall(a) - offBall(b) ||
      Number(a.stainless !== spring.stainless) - Number(b.stainless !== spring.stainless) ||
      Number(!a.available) - Number(!b.available) ||
      a.price - b.price,
  );
  return choices[0] ?? null;
}

/** Eye-to-eye lengths of the range's springs by fitting: the same spring with each end fitting. */
export interface FittingLengths {
  /** 'handle|size|stroke|thread|fitting' → length, mm */
  byProduct: Map<string, number>;
  /** 'size|stroke|thread|fitting' → the lengths of every product with that fitting on both ends, mm */
  bySize: Map<string, number[]>;
}

const productKey = (s: SpringCandidate, fitting: string) => `${s.handle}|${s.size}|${s.strokeMm}|${s.thread}|${fitting}`;
const sizeKey = (s: SpringCandidate, fitting: string) => `${s.size}|${s.strokeMm}|${s.thread}|${fitting}`;

export function fittingLengths(springs: readonly SpringCandidate[]): FittingLengths {
  const byProduct = new Map<string, number>();
  const bySize = new Map<string, number[]>();
  for (const spring of springs) {
    if (spring.kind !== 'compression' || !spring.size || !spring.fittingRod || spring.fittingRod !== spring.fittingBody) continue;
    byProduct.set(productKey(spring, spring.fittingRod), spring.extendedLengthMm);
    const list = bySize.get(sizeKey(spring, spring.fittingRod)) ?? [];
    list.push(spring.extendedLengthMm);
    bySize.set(sizeKey(spring, spring.fittingRod), list);
  }
  return {byProduct, bySize};
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * How much one end fitted with an adapter of kind `to` instead of its own `from` changes the
 * spring's eye-to-eye length, mm: the fittings' lengths are not in the data, so half the
 * difference between the same spring's variants with each fitting on both ends (the same
 * product, else the range's springs of the same size, stroke and thread); null when unknown.
 */
export function adapterLengthChange(spring: SpringCandidate, from: string, to: string, lengths: FittingLengths): number | null {
  const own = lengths.byProduct.get(productKey(spring, from));
  const other = lengths.byProduct.get(productKey(spring, to));
  if (own !== undefined && other !== undefined) return (other - own) / 2;
  const ownSize = lengths.bySize.get(sizeKey(spring, from));
  const otherSize = lengths.bySize.get(sizeKey(spring, to));
  if (ownSize && otherSize) return (median(otherSize) - median(ownSize)) / 2;
  return null;
}

export function compareToWorn(
  query: ReplaceQuery,
  candidate: SpringCandidate,
  accessories: readonly AccessoryVariant[],
  balls: ReadonlyMap<string, number> = new Map(),
  lengths: FittingLengths = fittingLengths([candidate]),
): ReplaceMatch {
  const dF = candidate.forceN - query.forceN;
  const dS = candidate.strokeMm - query.strokeMm;
  const lines = [`Force ${n0(candidate.forceN)}${NBSP}N : ${signedDifference(dF, 'N')}`];
  let score = (WEIGHTS.force * Math.abs(dF)) / query.forceN + (WEIGHTS.stroke * Math.abs(dS)) / query.strokeMm;
  let exact = Math.abs(dF) < 0.5 && Math.abs(dS) <= EXACT_LENGTH_MM;
  const bodyLines: string[] = [];
  if (query.bodyDiameterMm !== null && candidate.bodyDiameterMm !== null) {
    const dB = candidate.bodyDiameterMm - query.bodyDiameterMm;
    if (Math.abs(dB) > EXACT_BODY_MM) {
      exact = false;
      score += BODY_PENALTY;
      bodyLines.push(`Corps Ø ${n0(candidate.bodyDiameterMm)}${NBSP}mm : ${signedDifference(dB, 'mm')}, vérifiez la place autour du vérin`);
    } else bodyLines.push(`Corps Ø ${n0(candidate.bodyDiameterMm)}${NBSP}mm : identique`);
  }
  const adapters: Adapter[] = [];
  // The eye-to-eye length as it will be fitted: each adapter changes it.
  let fittedLength = candidate.extendedLengthMm;
  let lengthUnknown = false;
  const endLines: string[] = [];
  const ends = [
    {label: 'Côté tige', wanted: query.fittingRod, has: candidate.fittingRod},
    {label: 'Côté corps', wanted: query.fittingBody, has: candidate.fittingBody},
  ];
  for (const end of ends) {
    if (!end.wanted || !end.has) continue;
    if (end.wanted === end.has) {
      endLines.push(`${end.label} : ${lower(end.has)}, identique`);
      continue;
    }
    exact = false;
    const adapter = adapterFor(end.wanted, candidate, accessories, balls);
    if (adapter) {
      score += END_WITH_ADAPTER_PENALTY;
      const same = adapters.find((a) => a.accessory.variantId === adapter.variantId);
      if (same) same.perSpring += 1;
      else adapters.push({accessory: adapter, perSpring: 1});
      const change = adapterLengthChange(candidate, end.has, end.wanted, lengths);
      if (change === null) lengthUnknown = true;
      else fittedLength += change;
      endLines.push(`${end.label} : ${lower(end.has)} au lieu d’${article(end.wanted)} — ajoutez ${article(end.wanted)} ${candidate.thread} (adaptateur)`);
    } else {
      score += END_WITHOUT_ADAPTER_PENALTY;
      endLines.push(`${end.label} : ${lower(end.has)} au lieu d’${article(end.wanted)}, sans adaptateur en stock : changez aussi la ferrure`);
    }
  }
  const dL = fittedLength - query.extendedLengthMm;
  score += (WEIGHTS.length * Math.abs(dL)) / query.extendedLengthMm;
  if (Math.abs(dL) > EXACT_LENGTH_MM) exact = false;
  const withAdapters = adapters.length > 0 ? ` avec ${adapters.length > 1 || adapters[0].perSpring > 1 ? 'les adaptateurs' : 'l’adaptateur'}` : '';
  lines.push(
    `Longueur déployée ${n0(fittedLength)}${NBSP}mm${withAdapters} : ${signedDifference(dL, 'mm')}` +
      (lengthUnknown ? ' (sans compter l’adaptateur, dont la longueur n’est pas connue : mesurez-le)' : ''),
    `Course ${n0(candidate.strokeMm)}${NBSP}mm : ${signedDifference(dS, 'mm')}`,
  );
  lines.push(...bodyLines, ...endLines);
  if (query.thread && candidate.thread && query.thread !== candidate.thread) {
    exact = false;
    score += THREAD_PENALTY;
    lines.push(`Filetage ${candidate.thread} au lieu de ${query.thread} : vos anciens embouts ne se vissent pas, prenez ceux proposés`);
  }
  return {candidate, exact, score, lines, adapters, lengthDifferenceMm: dL};
}

const adapterCount = (m: ReplaceMatch) => m.adapters.reduce((sum, a) => sum + a.perSpring, 0);

/** Equal lengths (as fitted): the part needing no adapter first; otherwise the lower score. */
export function before(a: ReplaceMatch, b: ReplaceMatch): number {
  if (Math.abs(Math.abs(a.lengthDifferenceMm) - Math.abs(b.lengthDifferenceMm)) < 0.5 && (adapterCount(a) === 0) !== (adapterCount(b) === 0)) {
    return adapterCount(a) === 0 ? -1 : 1;
  }
  return a.score - b.score;
}

/** Exact equivalents (one per product), then the closest others, best first. */
export function findReplacements(
  query: ReplaceQuery,
  springs: readonly SpringCandidate[],
  accessories: readonly AccessoryVariant[],
  limits = {exact: 4, closest: 6},
): ReplaceAnswer {
  const best = new Map<string, ReplaceMatch>();
  const balls = ballsBySize(springs);
  const lengths = fittingLengths(springs);
  for (const candidate of springs) {
    if (candidate.kind !== 'compression') continue;
    const match = compareToWorn(query, candidate, accessories, balls, lengths);
    const current = best.get(candidate.handle);
    if (!current || Number(match.exact) > Number(current.exact) || (match.exact === current.exact && before(match, current) < 0)) {
      best.set(candidate.handle, match);
    }
  }
  const byScore = (a: ReplaceMatch, b: ReplaceMatch) =>
    before(a, b) || Number(a.candidate.stainless) - Number(b.candidate.stainless) || Number(!a.candidate.available) - Number(!b.candidate.available) || a.candidate.price - b.candidate.price;
  const all = [...best.values()].sort(byScore);
  return {
    exact: all.filter((m) => m.exact).slice(0, limits.exact),
    closest: all.filter((m) => !m.exact).slice(0, limits.closest),
  };
}
