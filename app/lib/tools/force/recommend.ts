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
  framePoint,
  lidAngle,
  lidPoint,
  type ForcePeak,
  type GeometryNeeds,
  type LidInput,
  type SpringEvaluation,
} from './calculator.ts';
import type {AccessoryVariant, SpringCandidate} from '../spring-match.ts';

/** Geometries (products) fully evaluated (frame point, force over the opening) after the geometric sort. */
const EVALUATED_GEOMETRIES = 40;
/** The frame mounting point is moved at most this far to fit a stocked spring, mm. */
export const MAX_FRAME_SHIFT_MM = 120;

/** Where to fix the spring on the frame so that a stocked spring fits. */
export interface FrameShift {
  /** Along the spring's line with the lid closed, away from the lid mount (negative: towards it), mm. */
  deltaMm: number;
  /** The new frame point, measured like the form's fields, mm. */
  frameMountXMm: number;
  frameMountYMm: number;
}

export interface RankedSpring {
  candidate: SpringCandidate;
  evaluation: SpringEvaluation;
  /** Reaches the full opening and is not much longer than needed. */
  lengthFits: boolean;
  /** Compresses enough for the lid to close. */
  strokeFits: boolean;
  /** Holds the lid open over the top third, margin included. */
  forceFits: boolean;
  fits: boolean;
  /** Null: it fits the mounting points as given; else the frame point it fits with. */
  frameShift: FrameShift | null;
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
  /** The spring of the kit: the best that fits (as given or with the frame point moved), else the best ranked. */
  choice: RankedSpring | null;
  /** Only a spring that fits the lid (as measured or with the frame point moved) and holds it open; else empty. */
  kit: KitLine[];
  /** Where to move the frame bracket for the kit's spring to fit; null: as measured (or no kit). */
  kitFrameShift: FrameShift | null;
  /** What to look for when the range has no bracket for the kit spring's ends. */
  bracketNote: string | null;
  /** A made-to-measure request prefilled with what the lid needs, offered when no kit fits. */
  customRequestUrl: string;
}

/** '/verin-sur-mesure?cylinderType=gas&force=…&stroke=…&message=…': the lid's needs as a custom request. */
export function customRequestUrl(input: LidInput, needs: GeometryNeeds, neededForceN: number): string {
  const force = Number.isFinite(neededForceN) && neededForceN > 0 ? Math.ceil(neededForceN / 10) * 10 : null;
  const params = new URLSearchParams({cylinderType: 'gas', stroke: String(Math.ceil(needs.strokeMm))});
  if (force !== null) params.set('force', String(force));
  params.set(
    'message',
    `Couvercle de ${input.massKg} kg, ${input.springs} vérin(s) : ${Math.round(needs.extendedLengthMm)} mm entre axes déployé, ` +
      `course d’au moins ${Math.ceil(needs.strokeMm)} mm, au plus ${Math.floor(needs.minLengthMm)} mm comprimé` +
      (force !== null ? `, au moins ${force} N par vérin.` : '.'),
  );
  return `/verin-sur-mesure?${params.toString()}`;
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

/** The lid with the frame point a recommendation moved. */
export function withFrameShift(input: LidInput, shift: FrameShift): LidInput {
  return {...input, frameMountXMm: shift.frameMountXMm, frameMountYMm: shift.frameMountYMm};
}

/** The lid with its frame point moved by δ along the closed spring's line. */
function shifted(input: LidInput, delta: number): {input: LidInput; shift: FrameShift} {
  const p = lidPoint(input, 0);
  const q = framePoint(input);
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const moved = {x: q.x + ((q.x - p.x) / length) * delta, y: q.y + ((q.y - p.y) / length) * delta};
  // Back to the form's measures: along the closed lid u0 and inwards n0.
  const phi = (lidAngle(input, 0) * Math.PI) / 180;
  const x = moved.x * Math.cos(phi) + moved.y * Math.sin(phi);
  const y = moved.x * Math.sin(phi) - moved.y * Math.cos(phi);
  return {input: {...input, frameMountXMm: x, frameMountYMm: y}, shift: {deltaMm: delta, frameMountXMm: x, frameMountYMm: y}};
}

function longestLength(input: LidInput): number {
  let max = 0;
  for (const a of angles(input.openingDeg, 1)) max = Math.max(max, springLength(input, a));
  return max;
}

/**
 * The frame point, moved along the closed spring's line, at which this spring is fully
 * extended at full opening (bisection: the longest distance grows with δ); null when it
 * would then not compress enough to close, or the move is larger than MAX_FRAME_SHIFT_MM.
 */
export function frameShiftFor(input: LidInput, spring: SpringCandidate): {input: LidInput; shift: FrameShift} | null {
  let lo = -MAX_FRAME_SHIFT_MM;
  let hi = MAX_FRAME_SHIFT_MM;
  const f = (delta: number) => longestLength(shifted(input, delta).input) - spring.extendedLengthMm;
  if (f(lo) > 0 || f(hi) < 0) return null;
  for (let i = 0; i < 25; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) hi = mid;
    else lo = mid;
  }
  const result = shifted(input, Math.round(lo));
  const needs = geometryNeeds(result.input);
  if (spring.extendedLengthMm - spring.strokeMm > needs.minLengthMm + 1e-6) return null;
  if (spring.extendedLengthMm < reachLength(result.input) - 1e-6) return null;
  return result;
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
  limit = 6,
): RankedSpring[] {
  const needs = geometryNeeds(input);
  const reach = reachLength(input);
  // Variants of a product share their geometry: the geometric fit (and a frame point
  // that makes it fit) is worked out once per geometry, then force decides between variants.
  const groups = new Map<string, SpringCandidate[]>();
  for (const candidate of candidates) {
    if (candidate.kind !== 'compression') continue;
    const key = `${candidate.handle}|${candidate.extendedLengthMm}|${candidate.strokeMm}`;
    const list = groups.get(key);
    if (list) list.push(candidate);
    else groups.set(key, [candidate]);
  }
  // Fits as given first; then those whose stroke is long enough, which a moved frame
  // point can make fit (moving it along the spring's line changes lengths, not the stroke).
  const order = (g: Geometric) => [
    g.lengthFits && g.strokeFits ? 0 : g.candidate.strokeMm >= needs.strokeMm - 1 ? 1 : 2,
    Math.abs(g.candidate.extendedLengthMm - needs.extendedLengthMm) / needs.extendedLengthMm + Math.max(0, g.candidate.strokeMm - needs.strokeMm) / needs.strokeMm,
  ];
  const geo = [...groups.values()]
    .map((variants) => ({variants, g: geometric(variants[0], needs, reach)}))
    .sort((a, b) => compare(order(a.g), order(b.g)));
  const best = new Map<
    string,
    {rank: number[]; lid: LidInput; lidNeeds: GeometryNeeds; candidate: SpringCandidate; fitsGeometry: boolean; frameShift: FrameShift | null}
  >();
  for (const {variants, g} of geo.slice(0, EVALUATED_GEOMETRIES)) {
    const asIs = g.lengthFits && g.strokeFits;
    const moved = asIs ? null : frameShiftFor(input, g.candidate);
    const lid = moved?.input ?? input;
    const lidNeeds = moved ? geometryNeeds(lid) : needs;
    // Geometric fit first: as given, then with the frame point moved (the smaller move
    // first), then the others by how far off they are; then force.
    const geometryClass = asIs ? 0 : moved ? 1 : 2 + Number(!g.lengthFits) + Number(!g.strokeFits);
    const closeness = asIs ? Math.round(g.gap * 100) / 100 : moved ? Math.round(Math.abs(moved.shift.deltaMm) / 10) : g.gap;
    // Holding open and staying closed are bounds on F1 for this shape (forceRange): each
    // variant is placed between them without running the whole opening again.
    const shape = forceRange(lid, {progression: g.candidate.progression, strokeMm: g.candidate.strokeMm, extendedLengthMm: g.candidate.extendedLengthMm});
    for (const candidate of variants) {
      const holdsOpen = candidate.forceN >= shape.minN - 1e-9;
      const staysClosed = candidate.forceN < shape.maxN;
      const forceGap = recommendedForceN > 0 ? Math.abs(candidate.forceN - recommendedForceN) / recommendedForceN : 0;
      // It must hold the lid open; one that also keeps it closed (no latch) is better.
      const rank = [geometryClass, Number(!holdsOpen), Number(!staysClosed), closeness, forceGap, Number(!candidate.available), candidate.price];
      const current = best.get(candidate.handle);
      if (!current || compare(rank, current.rank) < 0) {
        best.set(candidate.handle, {rank, lid, lidNeeds, candidate, fitsGeometry: asIs || moved !== null, frameShift: moved?.shift ?? null});
      }
    }
  }
  // The whole evaluation (verdict, reach, hand forces) for the springs shown.
  return [...best.values()]
    .sort((a, b) => compare(a.rank, b.rank))
    .slice(0, limit)
    .map((entry) => {
      const evaluation = evaluateSpring(entry.lid, entry.candidate, entry.lidNeeds);
      return {
        candidate: entry.candidate,
        evaluation,
        lengthFits: entry.fitsGeometry,
        strokeFits: entry.fitsGeometry,
        forceFits: evaluation.holdsOpen,
        fits: entry.fitsGeometry && evaluation.holdsOpen,
        frameShift: entry.frameShift,
      };
    });
}

/** What a spring's end attaches to, when the range has no bracket for it. */
const BRACKET_TO_LOOK_FOR: Record<string, string> = {
  Rotule: 'une ferrure à axe à boule',
  Œillet: 'une chape de fixation pour vérin à œillet',
  Chape: 'une patte plate percée (une languette) de l’épaisseur de la fourche, percée au diamètre de l’axe',
  Filetage: 'un embout (rotule, œillet ou chape) à visser sur le filetage, puis la ferrure qui lui correspond',
};

/** One end's kind ('Rotule', 'Œillet', 'Chape', 'Filetage'…), null when the datasheet does not say. */
function endKinds(spring: SpringCandidate): string[] {
  const ends = [spring.fittingRod ?? spring.fittingBody, spring.fittingBody ?? spring.fittingRod];
  return ends.filter((end): end is string => end !== null);
}

/**
 * The bracket one end of this spring attaches to: a ball-stud bracket (or a ball stud) for
 * a ball socket, a clevis bracket made for eyes for an eye. A clevis end needs a flat tab,
 * which the range does not sell: null then, as for any other end.
 */
export function bracketForEnd(end: string, spring: SpringCandidate, accessories: readonly AccessoryVariant[]): AccessoryVariant | null {
  const size = spring.size;
  if (!size) return null;
  const fitsSize = (accessory: AccessoryVariant) => accessory.fits.includes(size);
  let choices: AccessoryVariant[] = [];
  if (end === 'Rotule') {
    choices = accessories.filter((a) => a.kind === 'Ferrure' && /boule/i.test(a.fitting) && fitsSize(a));
    if (choices.length === 0) choices = accessories.filter((a) => a.kind === 'Axe à boule' && fitsSize(a));
  } else if (end === 'Œillet') {
    choices = accessories.filter((a) => a.kind === 'Ferrure' && /chape/i.test(a.fitting) && /œillet|oeillet/i.test(a.title) && fitsSize(a));
  }
  choices.sort(
    (a, b) =>
      Number(a.stainless !== spring.stainless) - Number(b.stainless !== spring.stainless) ||
      Number(!a.available) - Number(!b.available) ||
      a.price - b.price,
  );
  return choices[0] ?? null;
}

/** The bracket of the spring's first end (kept for callers that show one bracket). */
export function bracketFor(spring: SpringCandidate, accessories: readonly AccessoryVariant[]): AccessoryVariant | null {
  const [end] = endKinds(spring);
  return end ? bracketForEnd(end, spring, accessories) : null;
}

/** What to look for when the range has no bracket for an end of this spring; null: every end has one. */
export function missingBracketText(spring: SpringCandidate, accessories: readonly AccessoryVariant[]): string | null {
  const kinds = endKinds(spring);
  const missing = [...new Set(kinds.filter((end) => bracketForEnd(end, spring, accessories) === null))];
  const none = missing.length === new Set(kinds).size;
  if (kinds.length === 0) return 'Les embouts de ce vérin ne sont pas précisés : vérifiez-les sur sa fiche avant de choisir les ferrures.';
  if (missing.length === 0) return null;
  const fitting = spring.fitting ? ` (${spring.fitting})` : '';
  const wanted = missing.map((end) => BRACKET_TO_LOOK_FOR[end] ?? 'une ferrure adaptée à son embout');
  return `Nous n’avons pas de ferrure pour ${none ? 'les embouts' : 'l’un des embouts'} de ce vérin${fitting} : le kit n’en contient ${none ? 'pas' : 'que pour l’autre extrémité'}. Prévoyez ${wanted.join(' et ')}.`;
}

/** The kit: n springs, and one bracket per end of each spring, only brackets made for that end. */
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
  for (const end of endKinds(spring)) {
    const bracket = bracketForEnd(end, spring, accessories);
    if (!bracket) continue;
    const line = lines.find((l) => l.merchandiseId === bracket.variantId);
    if (line) {
      line.quantity += springs;
      continue;
    }
    lines.push({
      merchandiseId: bracket.variantId,
      quantity: springs,
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
  const ranked = rankForLid(input, candidates, Number.isFinite(neededForceN) ? neededForceN : 0);
  const best = ranked.find((r) => r.fits) ?? ranked[0];
  // The force per spring: the kit's, the smallest stocked force of its length that holds
  // the lid open; without one, the needed force rounded up to any stocked force.
  const forceN = best?.fits
    ? best.candidate.forceN
    : Number.isFinite(neededForceN)
      ? stockedForceAtLeast(neededForceN, fitting.length > 0 ? fitting : compression)
      : null;
  const wontHoldOpen = !Number.isFinite(neededForceN) || forceN === null || (best !== undefined && !best.evaluation.holdsOpen && !best.fits);
  // A latch is needed when the force that holds the lid open also lifts it when closed.
  // A kit is offered only when its spring fits the lid and holds it open.
  const orderable = !wontHoldOpen && best?.fits ? best : null;
  const needsLatch = !wontHoldOpen && (best?.fits ? !best.evaluation.staysClosed : (forceN ?? neededForceN) > range.maxN + 1e-9);
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
    choice: best ?? null,
    kit: orderable ? kitFor(orderable.candidate, input.springs, accessories) : [],
    kitFrameShift: orderable?.frameShift ?? null,
    bracketNote: orderable ? missingBracketText(orderable.candidate, accessories) : null,
    customRequestUrl: customRequestUrl(input, needs, neededForceN),
  };
}
