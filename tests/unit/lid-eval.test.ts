import {describe, expect, it} from 'vitest';
import {MAX_FRAME_SHIFT_MM, recommendForLid} from '../../app/lib/tools/force/recommend.ts';
import type {LidInput} from '../../app/lib/tools/force/calculator.ts';
import {HELD_OUT_CASES, TUNING_CASES, type LidCase} from './lid-eval-cases.ts';
import {RANGE_ACCESSORIES, RANGE_SPRINGS} from './tool-range-fixture.ts';

// Scores the calculator's recommendations on the evaluation set (lid-eval-cases.ts): a
// case passes when every expected attribute holds. The bands come from `handNeeds`, a
// computation of its own (rotations of the lid's local frame), not the calculator's.

const G = 9.81;
const rad = (deg: number) => (deg * Math.PI) / 180;
/** A point given in the lid's own frame (along it, up from it) turned by φ. */
const turn = (along: number, up: number, phiDeg: number) => ({
  x: along * Math.cos(rad(phiDeg)) - up * Math.sin(rad(phiDeg)),
  y: along * Math.sin(rad(phiDeg)) + up * Math.cos(rad(phiDeg)),
});

function handNeeds(lid: LidInput) {
  const phi0 = lid.closedAngleDeg ?? 0;
  // Inwards is 'down' in the lid's frame: the bracket offset and the frame point sit below it.
  const frame = turn(lid.frameMountXMm, -lid.frameMountYMm, phi0);
  const at = (theta: number) => {
    const p = turn(lid.lidMountMm, -(lid.lidMountOffsetMm ?? 0), phi0 + theta);
    const s = Math.hypot(p.x - frame.x, p.y - frame.y);
    // Twice the area of the triangle hinge–P–Q over the base PQ: the lever arm.
    const arm = (frame.x * p.y - frame.y * p.x) / s;
    const torque = Math.max(0, lid.massKg * G * lid.cgMm * Math.cos(rad(phi0 + theta)) - (lid.hingeFrictionNm ?? 0) * 1000);
    const force = torque === 0 ? 0 : arm <= 0 ? Infinity : (torque / (lid.springs * arm)) * (1 + lid.marginPercent / 100);
    return {s, force};
  };
  const lengths = Array.from({length: Math.round(lid.openingDeg) + 1}, (_, i) => at(Math.min(i, lid.openingDeg)).s);
  const reach = Math.max(...lengths.slice(0, Math.max(1, Math.round(lid.openingDeg - 5) + 1)));
  const longest = Math.max(...lengths);
  const shortest = Math.min(...lengths);
  const hold = Math.max(at((2 / 3) * lid.openingDeg).force, at(lid.openingDeg).force);
  return {reach, longest, shortest, forceLow: hold / 1.3, forceHigh: 2 * hold};
}

interface Outcome {
  name: string;
  passed: boolean;
  failures: string[];
}

function score(lidCase: LidCase): Outcome {
  const rec = recommendForLid(lidCase.input, RANGE_SPRINGS, RANGE_ACCESSORIES);
  // A recommendation may move the frame point (and says where): the bands are those of the lid as it will be built.
  const shift = rec.choice?.frameShift;
  const hand = handNeeds(shift ? {...lidCase.input, frameMountXMm: shift.frameMountXMm, frameMountYMm: shift.frameMountYMm} : lidCase.input);
  const failures: string[] = [];
  if (shift && Math.abs(shift.deltaMm) > MAX_FRAME_SHIFT_MM) failures.push('frame point moved too far');
  if (rec.wontHoldOpen === lidCase.holdsOpen) failures.push(`holds open: expected ${lidCase.holdsOpen}`);
  if (lidCase.needsLatch !== undefined && lidCase.holdsOpen && rec.needsLatch !== lidCase.needsLatch) failures.push(`latch: expected ${lidCase.needsLatch}`);
  if (lidCase.holdsOpen) {
    const spring = rec.choice?.fits ? rec.choice.candidate : undefined;
    const kitSpring = rec.kit.find((line) => line.role === 'spring');
    if (!spring || !kitSpring || kitSpring.merchandiseId !== spring.variantId) failures.push('no fitting spring in the kit');
    else {
      if (spring.extendedLengthMm < hand.reach - 0.5) failures.push(`too short: ${spring.extendedLengthMm} < ${hand.reach.toFixed(0)}`);
      if (spring.extendedLengthMm > hand.longest + Math.max(10, 0.05 * hand.longest)) failures.push(`too long: ${spring.extendedLengthMm}`);
      if (spring.extendedLengthMm - spring.strokeMm > hand.shortest + 0.5) failures.push(`does not close: compressed ${spring.extendedLengthMm - spring.strokeMm} > ${hand.shortest.toFixed(0)}`);
      if (spring.forceN < hand.forceLow || spring.forceN > hand.forceHigh) failures.push(`force ${spring.forceN} outside ${hand.forceLow.toFixed(0)}–${hand.forceHigh.toFixed(0)}`);
      if (kitSpring.quantity !== lidCase.input.springs) failures.push('spring quantity');
      const brackets = rec.kit.find((line) => line.role === 'bracket');
      if (!brackets || brackets.quantity !== 2 * lidCase.input.springs) failures.push('brackets missing from the kit');
    }
  }
  return {name: lidCase.name, passed: failures.length === 0, failures};
}

function report(part: string, cases: LidCase[]) {
  const outcomes = cases.map(score);
  const passed = outcomes.filter((o) => o.passed).length;
  console.info(`${part}: ${passed}/${cases.length} (${Math.round((100 * passed) / cases.length)} %)`);
  for (const o of outcomes.filter((x) => !x.passed)) console.info(`  ✗ ${o.name}: ${o.failures.join('; ')}`);
  return passed / cases.length;
}

describe('force calculator recommendations, scored', () => {
  it('tuning part', () => {
    expect(report('tuning', TUNING_CASES)).toBeGreaterThanOrEqual(0.85);
  });
  it('held-out part', () => {
    expect(report('held-out', HELD_OUT_CASES)).toBeGreaterThanOrEqual(0.8);
  });
});
