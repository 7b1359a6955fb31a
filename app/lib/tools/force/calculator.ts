// Gas-spring force calculator for a lid, a flap or a tailgate hinged along one edge
// (DESIGN.md section 5): torque balance at every opening angle, not one number.
//
// Frame of reference, in millimetres: the hinge is the origin, y points up, x points
// horizontally towards the side the lid opens from. The lid's plane makes the angle
//   φ(θ) = φ0 + θ       with the horizontal, θ the opening (0° closed)
// φ0 = 0 for a chest lid closed flat, −90° for a kitchen flap that hangs closed,
// about −60° for a car's tailgate. Along the lid u(φ) = (cos φ, sin φ); its inner normal
// (towards the cabinet or the car) n(φ) = (sin φ, −cos φ).
//
//   lid point    P(θ) = a·u(φ) + b·n(φ)        a along the lid from the hinge line,
//                                              b off the lid's plane, inwards (a bracket)
//   frame point  Q    = x·u(φ0) + y·n(φ0)      measured like the lid point, on the closed
//                                              lid: x along its plane, y inwards from it
//   spring       s(θ) = |P(θ) − Q|             its length between mounting centres
//   lever arm    h(θ) = (Qx·Py − Qy·Px) / s    signed distance from the hinge to the
//                                              spring's line; > 0 opens the lid
//   weight       τ(θ) = m·g·d·cos φ            d = hinge to centre of gravity; > 0 closes
//   friction     T                              hinge friction, N·mm, resists any motion
//   required     F(θ) = max(0, τ(θ) − T) / (n·h(θ)) × (1 + margin)   per spring
//
// A gas spring pushes with F1 fully extended and F2 = F1 × progression fully compressed,
// linearly in between along its stroke. It fits a lid when it keeps the lid closed (its
// torque at 0° stays below the weight's plus friction), holds it open over the top third
// of the opening with the safety margin, reaches the full opening and compresses enough
// to close.

export const G = 9.81;
/** Typical F2/F1 of the catalogue's gas springs, for the 'ideal' spring of a geometry. */
export const DEFAULT_PROGRESSION = 1.3;
/**
 * Length of a gas spring that does not move: tube end, fittings and guide. A spring
 * compressed to its minimum is at least its stroke plus this (the catalogue's rule:
 * extended length = 2 × stroke + an allowance of 40 mm or more).
 */
export const MIN_DEAD_LENGTH_MM = 40;
/** The spring must hold the lid open over this top share of the opening. */
export const HOLD_OPEN_SHARE = 1 / 3;
/** A spring slightly shorter than needed stops the lid this much before full opening at most. */
export const OPENING_TOLERANCE_DEG = 5;
/** Longer than needed: it still pushes at full opening; accepted up to this much. */
export function lengthTolerance(extendedLengthNeededMm: number): number {
  return Math.max(10, 0.05 * extendedLengthNeededMm);
}
/** The closing is 'gentle' when the spring still carries this share of the weight when closed. */
export const GENTLE_CLOSING_SHARE = 0.5;

const STEP_DEG = 0.25;

export interface LidGeometry {
  /** Lid mounting point of the spring: distance from the hinge line along the lid, mm. */
  lidMountMm: number;
  /** Lid mounting point: distance off the lid's plane, inwards (a bracket under the lid), mm. */
  lidMountOffsetMm?: number;
  /** Frame mounting point: distance from the hinge line along the closed lid's plane, mm (negative: behind the hinge). */
  frameMountXMm: number;
  /** Frame mounting point: distance from the closed lid's plane, inwards (below a flat lid), mm. */
  frameMountYMm: number;
  /** Angle of the closed lid above the horizontal, degrees (0 flat, −90 hanging like a flap). */
  closedAngleDeg?: number;
}

export interface LidInput extends LidGeometry {
  massKg: number;
  /** Depth of the lid, hinge to front edge, mm. */
  lidDepthMm: number;
  /** Hinge to the lid's centre of gravity, mm (half the depth for an even lid). */
  cgMm: number;
  springs: number;
  /** Full opening, degrees from closed. */
  openingDeg: number;
  /** Safety margin on the required force, percent. */
  marginPercent: number;
  /** Friction torque of the hinges, N·m (0: free hinges). */
  hingeFrictionNm?: number;
}

export interface GasSpring {
  /** F1: force fully extended, N. */
  forceN: number;
  /** F2 / F1. */
  progression: number;
  strokeMm: number;
  /** Length between mounting centres, fully extended, mm. */
  extendedLengthMm: number;
}

export interface Point {
  x: number;
  y: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Angle of the lid's plane above the horizontal at this opening, degrees. */
export function lidAngle(geometry: Pick<LidGeometry, 'closedAngleDeg'>, openingDeg: number): number {
  return (geometry.closedAngleDeg ?? 0) + openingDeg;
}

/** a along the lid, b along its inner normal, with the lid's plane at φ. */
function onLid(a: number, b: number, phiDeg: number): Point {
  const c = Math.cos(rad(phiDeg));
  const s = Math.sin(rad(phiDeg));
  return {x: a * c + b * s, y: a * s - b * c};
}

export function lidPoint(geometry: LidGeometry, angleDeg: number): Point {
  return onLid(geometry.lidMountMm, geometry.lidMountOffsetMm ?? 0, lidAngle(geometry, angleDeg));
}

export function framePoint(geometry: LidGeometry): Point {
  return onLid(geometry.frameMountXMm, geometry.frameMountYMm, lidAngle(geometry, 0));
}

/** Distance between the two mounting centres at this angle, mm. */
export function springLength(geometry: LidGeometry, angleDeg: number): number {
  const p = lidPoint(geometry, angleDeg);
  const q = framePoint(geometry);
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/**
 * Signed perpendicular distance from the hinge to the spring's line, mm: the torque of
 * a 1 N push along the spring, in N·mm. Positive when the push opens the lid.
 */
export function leverArm(geometry: LidGeometry, angleDeg: number): number {
  const p = lidPoint(geometry, angleDeg);
  const q = framePoint(geometry);
  const s = Math.hypot(p.x - q.x, p.y - q.y);
  if (s === 0) return 0;
  // z of P × (P − Q) = Px·(Py − Qy) − Py·(Px − Qx) = Qx·Py − Qy·Px
  return (q.x * p.y - q.y * p.x) / s;
}

/** Torque of the lid's weight about the hinge, N·mm; positive closes the lid. */
export function weightTorque(input: Pick<LidInput, 'massKg' | 'cgMm' | 'closedAngleDeg'>, angleDeg: number): number {
  const torque = input.massKg * G * input.cgMm * Math.cos(rad(lidAngle(input, angleDeg)));
  // cos 90° is 6e-17 in floating point: a vertical lid weighs nothing on its hinge.
  return Math.abs(torque) < 1e-6 ? 0 : torque;
}

/** The hinges' friction torque, N·mm. */
export function frictionTorque(input: Pick<LidInput, 'hingeFrictionNm'>): number {
  return Math.max(0, input.hingeFrictionNm ?? 0) * 1000;
}

/**
 * Force each spring must give to hold the lid still at this angle, N, safety margin
 * included. Infinity when the spring's line passes through or behind the hinge while the
 * weight still closes the lid (no force can hold it there).
 */
export function requiredForce(input: LidInput, angleDeg: number, withMargin = true): number {
  // Friction holds part of the weight: the springs carry the rest.
  const torque = weightTorque(input, angleDeg) - frictionTorque(input);
  const arm = leverArm(input, angleDeg);
  const factor = withMargin ? 1 + input.marginPercent / 100 : 1;
  if (torque <= 1e-6) return 0;
  if (arm <= 1e-9) return Number.POSITIVE_INFINITY;
  return (torque / (input.springs * arm)) * factor;
}

export interface ForcePeak {
  /** Largest required force per spring over the opening, margin included, N (Infinity: no force holds). */
  forceN: number;
  angleDeg: number;
}

/** The peak of the required force across the whole opening, and where it happens. */
export function requiredPeak(input: LidInput): ForcePeak {
  let peak: ForcePeak = {forceN: 0, angleDeg: 0};
  for (const a of angles(input.openingDeg, STEP_DEG)) {
    const f = requiredForce(input, a, true);
    if (f > peak.forceN) peak = {forceN: f, angleDeg: a};
  }
  return peak;
}

/** Compression from full extension at this length, mm, within [0, stroke]. */
export function compressionAt(spring: GasSpring, lengthMm: number): number {
  return Math.min(spring.strokeMm, Math.max(0, spring.extendedLengthMm - lengthMm));
}

/** The spring's push at a given length: F1 extended, rising linearly to F1 × progression. */
export function springForceAtLength(spring: GasSpring, lengthMm: number): number {
  const c = compressionAt(spring, lengthMm);
  return spring.forceN * (1 + ((spring.progression - 1) * c) / spring.strokeMm);
}

/** Angles from 0 to the opening, every `step` degrees, the opening itself always last. */
export function angles(openingDeg: number, step: number): number[] {
  const list: number[] = [];
  for (let a = 0; a < openingDeg - 1e-9; a += step) list.push(Math.round(a * 1e6) / 1e6);
  list.push(openingDeg);
  return list;
}

export interface GeometryNeeds {
  /** Spring length closed and fully open, mm. */
  closedLengthMm: number;
  openLengthMm: number;
  /** Shortest and longest spring length over the opening, mm. */
  minLengthMm: number;
  maxLengthMm: number;
  /** What the spring must travel: max − min, mm. */
  strokeMm: number;
  /** The spring's extended length: the longest distance between mounting points, mm. */
  extendedLengthMm: number;
  /** A standard gas spring of that stroke compresses to stroke + 40 mm at best. */
  feasible: boolean;
  /** Smallest lever arm over the opening, mm (≤ 0: the spring crosses the hinge, 'point mort'). */
  minLeverArmMm: number;
}

export function geometryNeeds(input: LidInput): GeometryNeeds {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let minArm = Number.POSITIVE_INFINITY;
  for (const a of angles(input.openingDeg, STEP_DEG)) {
    const s = springLength(input, a);
    min = Math.min(min, s);
    max = Math.max(max, s);
    minArm = Math.min(minArm, leverArm(input, a));
  }
  const stroke = max - min;
  return {
    closedLengthMm: springLength(input, 0),
    openLengthMm: springLength(input, input.openingDeg),
    minLengthMm: min,
    maxLengthMm: max,
    strokeMm: stroke,
    extendedLengthMm: max,
    feasible: min >= stroke + MIN_DEAD_LENGTH_MM,
    minLeverArmMm: minArm,
  };
}

/** The spring a geometry calls for: extended when open, fully compressed when closed. */
export function idealSpring(needs: GeometryNeeds, forceN: number, progression = DEFAULT_PROGRESSION): GasSpring {
  return {forceN, progression, strokeMm: needs.strokeMm, extendedLengthMm: needs.extendedLengthMm};
}

/** First angle of the top share of the opening over which the lid must hold open. */
export function holdOpenFromDeg(input: LidInput): number {
  return input.openingDeg * (1 - HOLD_OPEN_SHARE);
}

export interface ForceRange {
  /** Smallest F1 that holds the lid open over the top third, margin included, N. */
  minN: number;
  /** Largest F1 that still lets the closed lid stay closed, N. */
  maxN: number;
  /** minN ≤ maxN: some force does both. */
  possible: boolean;
}

/**
 * The F1 window for a spring of this shape (progression, stroke, length) mounted on
 * this geometry: the spring's force is F1 × k(θ), k from 1 extended to the progression
 * compressed, so each condition is a bound on F1.
 */
export function forceRange(input: LidInput, shape: Omit<GasSpring, 'forceN'>): ForceRange {
  const unit: GasSpring = {...shape, forceN: 1};
  let minN = 0;
  for (const a of angles(input.openingDeg, STEP_DEG)) {
    if (a < holdOpenFromDeg(input) - 1e-9) continue;
    const k = springForceAtLength(unit, springLength(input, a));
    minN = Math.max(minN, requiredForce(input, a, true) / k);
  }
  const k0 = springForceAtLength(unit, springLength(input, 0));
  // Largest F1 whose torque at 0° stays under the weight's plus friction.
  const arm0 = leverArm(input, 0);
  const closedLimit = weightTorque(input, 0) + frictionTorque(input);
  const maxN = arm0 <= 1e-9 ? Number.POSITIVE_INFINITY : closedLimit <= 0 ? 0 : closedLimit / (input.springs * arm0 * k0);
  return {minN, maxN, possible: minN <= maxN};
}

export type Verdict = 'balanced' | 'opens-by-itself' | 'too-weak' | 'unsuitable' | 'too-short';

export interface CurvePoint {
  angleDeg: number;
  springLengthMm: number;
  leverArmMm: number;
  /** Weight torque, N·m (positive closes). */
  weightTorqueNm: number;
  /** Per spring, margin included, N. */
  requiredN: number;
  /** The spring's push at this angle, N. */
  springN: number;
  /**
   * The spring spans the mounting points at this angle. When it does not, it is fully
   * extended and holds the lid back: the lid cannot open that far.
   */
  reaches: boolean;
  /**
   * Force a hand must give at the lid's front edge, perpendicular to the lid, N:
   * positive to lift the lid, negative to push it down.
   */
  handForceN: number;
}

export interface SpringEvaluation {
  verdict: Verdict;
  /** Holds the lid open over the top third, margin included. */
  holdsOpen: boolean;
  /** The closed lid stays closed. */
  staysClosed: boolean;
  /** Reaches the full opening (within 5°) and is not much longer than needed. */
  lengthFits: boolean;
  /** Compresses enough for the lid to close. */
  strokeFits: boolean;
  fits: boolean;
  /** Angle above which the spring beats the weight (the lid rises by itself); null: never. */
  balanceAngleDeg: number | null;
  /** The opening the spring allows before reaching full extension, degrees. */
  reachDeg: number;
  /** Share of the weight's torque the springs carry when the lid is closed. */
  closedSupport: number;
  /** Spring length when fully compressed, mm. */
  compressedLengthMm: number;
  /** Largest lift a hand must give at the front edge to open the lid, N (0: none). */
  liftForceN: number;
  /** Largest push a hand must give at the front edge to close the lid, N (0: none). */
  pushDownForceN: number;
}

/** Net torque of the springs minus the weight, N·mm (> 0: the lid rises). */
function netTorque(input: LidInput, spring: GasSpring, angleDeg: number): number {
  const force = springForceAtLength(spring, springLength(input, angleDeg));
  return input.springs * force * leverArm(input, angleDeg) - weightTorque(input, angleDeg);
}

export function curvePoint(input: LidInput, spring: GasSpring | null, angleDeg: number): CurvePoint {
  const length = springLength(input, angleDeg);
  const arm = leverArm(input, angleDeg);
  const springN = spring ? springForceAtLength(spring, length) : 0;
  const net = spring ? netTorque(input, spring, angleDeg) : -weightTorque(input, angleDeg);
  return {
    angleDeg,
    springLengthMm: length,
    leverArmMm: arm,
    weightTorqueNm: weightTorque(input, angleDeg) / 1000,
    requiredN: requiredForce(input, angleDeg, true),
    springN,
    reaches: spring ? length <= spring.extendedLengthMm + 1e-6 : true,
    handForceN: -net / input.lidDepthMm,
  };
}

/** The curve every `step` degrees, for the table and the chart. */
export function forceCurve(input: LidInput, spring: GasSpring | null, step = 10): CurvePoint[] {
  return angles(input.openingDeg, step).map((a) => curvePoint(input, spring, a));
}

/** The angle at which the net torque changes sign upwards, refined by bisection. */
function balanceAngle(input: LidInput, spring: GasSpring): number | null {
  const list = angles(input.openingDeg, STEP_DEG);
  if (netTorque(input, spring, 0) >= 0) return 0;
  for (let i = 1; i < list.length; i++) {
    if (netTorque(input, spring, list[i]) >= 0) {
      let lo = list[i - 1];
      let hi = list[i];
      for (let k = 0; k < 30; k++) {
        const mid = (lo + hi) / 2;
        if (netTorque(input, spring, mid) >= 0) hi = mid;
        else lo = mid;
      }
      return hi;
    }
  }
  return null;
}

/** Largest opening at which the mounting points are no further apart than the spring's length. */
function reachAngle(input: LidInput, spring: GasSpring): number {
  let reach = 0;
  for (const a of angles(input.openingDeg, STEP_DEG)) {
    if (springLength(input, a) > spring.extendedLengthMm + 1e-6) break;
    reach = a;
  }
  return reach;
}

export function evaluateSpring(input: LidInput, spring: GasSpring, needs: GeometryNeeds = geometryNeeds(input)): SpringEvaluation {
  let holdsOpen = true;
  for (const a of angles(input.openingDeg, STEP_DEG)) {
    if (a < holdOpenFromDeg(input) - 1e-9) continue;
    const force = springForceAtLength(spring, springLength(input, a));
    if (force < requiredForce(input, a, true) - 1e-9) {
      holdsOpen = false;
      break;
    }
  }
  const closedTorque = weightTorque(input, 0);
  const closedSpringTorque = input.springs * springForceAtLength(spring, springLength(input, 0)) * leverArm(input, 0);
  // Friction helps the lid stay closed too.
  const staysClosed = closedSpringTorque < closedTorque + frictionTorque(input);
  const reachDeg = reachAngle(input, spring);
  const compressedLengthMm = spring.extendedLengthMm - spring.strokeMm;
  const lengthFits =
    reachDeg >= input.openingDeg - OPENING_TOLERANCE_DEG &&
    spring.extendedLengthMm <= needs.extendedLengthMm + lengthTolerance(needs.extendedLengthMm);
  const strokeFits = compressedLengthMm <= needs.minLengthMm + 1e-6;
  let lift = 0;
  let push = 0;
  for (const a of angles(input.openingDeg, 1)) {
    const hand = -netTorque(input, spring, a) / input.lidDepthMm;
    lift = Math.max(lift, hand);
    push = Math.max(push, -hand);
  }
  let verdict: Verdict;
  // Shorter than the distance between its mounting points with the lid closed: it
  // cannot be fitted, or it would keep the lid from closing.
  if (spring.extendedLengthMm < springLength(input, 0) - 1e-6) verdict = 'too-short';
  else if (holdsOpen && staysClosed) verdict = 'balanced';
  else if (holdsOpen) verdict = 'opens-by-itself';
  else if (staysClosed) verdict = 'too-weak';
  else verdict = 'unsuitable';
  return {
    verdict,
    holdsOpen,
    staysClosed,
    lengthFits,
    strokeFits,
    fits: verdict === 'balanced' && lengthFits && strokeFits,
    balanceAngleDeg: balanceAngle(input, spring),
    reachDeg,
    closedSupport: closedTorque > 0 ? closedSpringTorque / closedTorque : closedSpringTorque > 0 ? Number.POSITIVE_INFINITY : 1,
    compressedLengthMm,
    liftForceN: lift,
    pushDownForceN: push,
  };
}
