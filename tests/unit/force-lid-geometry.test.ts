import {describe, expect, it} from 'vitest';
import {
  evaluateSpring,
  forceRange,
  geometryNeeds,
  leverArm,
  requiredForce,
  requiredPeak,
  springLength,
  weightTorque,
  DEFAULT_PROGRESSION,
  type LidInput,
} from '../../app/lib/tools/force/calculator.ts';

// The calculator's physics pinned on three lids worked by hand. Conventions (calculator.ts):
// hinge at the origin, y up; the lid's plane at φ = φ0 + θ from the horizontal; along the
// lid u = (cos φ, sin φ), its inner normal n = (sin φ, −cos φ); the lid point
// P = a·u(φ) + b·n(φ), the frame point Q = x·u(φ0) + y·n(φ0); lever arm
// h = (Qx·Py − Qy·Px) / |P − Q|; weight torque τ = m·g·d·cos φ (g = 9.81);
// required force per spring F = (τ − friction) / (n·h) × (1 + margin). Margins are 0
// below unless said, so the figures are the plain physics.

describe('a chest lid whose brackets sit off the lid plane', () => {
  // 10 kg, 600 mm deep, centre of gravity 300 mm from the hinge, closed flat (φ0 = 0),
  // two springs. The lid bracket holds the spring's eye a = 100 mm from the hinge line
  // and b = 50 mm under the lid; the frame bracket is x = 200 mm forward, y = 250 mm down.
  const chest: LidInput = {
    massKg: 10,
    lidDepthMm: 600,
    cgMm: 300,
    springs: 2,
    lidMountMm: 100,
    lidMountOffsetMm: 50,
    frameMountXMm: 200,
    frameMountYMm: 250,
    openingDeg: 90,
    marginPercent: 0,
  };

  it('closed: the bracket\'s offset shortens the lever arm and raises the force', () => {
    // θ = 0: u = (1, 0), n = (0, −1). P = (100, −50), Q = (200, −250).
    // P − Q = (−100, 200), s = √(10 000 + 40 000) = 223.61 mm.
    // h = (200·(−50) − (−250)·100) / 223.61 = 15 000 / 223.61 = 67.08 mm.
    // τ = 10 × 9.81 × 300 = 29 430 N·mm → F = 29 430 / (2 × 67.08) = 219.4 N.
    expect(springLength(chest, 0)).toBeCloseTo(223.61, 1);
    expect(leverArm(chest, 0)).toBeCloseTo(67.08, 1);
    expect(weightTorque(chest, 0)).toBeCloseTo(29430, 0);
    expect(requiredForce(chest, 0)).toBeCloseTo(219.4, 0);
    // The same lid with the eye on the lid itself (b = 0): P = (100, 0), P − Q = (−100, 250),
    // s = 269.26, h = 25 000 / 269.26 = 92.85 mm → F = 29 430 / 185.7 = 158.5 N.
    expect(requiredForce({...chest, lidMountOffsetMm: 0}, 0)).toBeCloseTo(158.5, 0);
  });

  it('half open and open', () => {
    // θ = 45°: u = n-ish mix, c = s = 0.7071: P = (100c + 50s, 100s − 50c) = (106.07, 35.36).
    // P − Q = (−93.93, 285.36), s = 300.42; h = (200·35.36 + 250·106.07) / 300.42 = 111.81 mm.
    // τ = 29 430 × 0.7071 = 20 810 → F = 20 810 / (2 × 111.81) = 93.1 N.
    expect(springLength(chest, 45)).toBeCloseTo(300.42, 1);
    expect(leverArm(chest, 45)).toBeCloseTo(111.81, 1);
    expect(requiredForce(chest, 45)).toBeCloseTo(93.1, 0);
    // θ = 90°: P = (50, 100), P − Q = (−150, 350), s = 380.79 mm; a vertical lid weighs nothing on its hinge.
    expect(springLength(chest, 90)).toBeCloseTo(380.79, 1);
    expect(requiredForce(chest, 90)).toBe(0);
  });

  it('the peak is closed, and the mounting points call for a 157 mm stroke', () => {
    expect(requiredPeak(chest)).toEqual({forceN: expect.closeTo(219.4, 0) as number, angleDeg: 0});
    // Stroke = 380.79 − 223.61 = 157.2 mm; compressed it may measure 223.6 mm at most,
    // and a spring of that stroke is at least 157.2 + 40 = 197.2 mm: feasible.
    const needs = geometryNeeds(chest);
    expect(needs.strokeMm).toBeCloseTo(157.2, 0);
    expect(needs.minLengthMm).toBeCloseTo(223.6, 0);
    expect(needs.feasible).toBe(true);
  });

  it('hinge friction carries part of the weight', () => {
    // 5 N·m of friction: (29 430 − 5 000) / (2 × 67.08) = 182.1 N closed.
    expect(requiredForce({...chest, hingeFrictionNm: 5}, 0)).toBeCloseTo(182.1, 0);
    // At 80°, τ = 29 430 × cos 80° = 5 110 N·mm: friction of 5.2 N·m holds it alone.
    expect(requiredForce({...chest, hingeFrictionNm: 5.2}, 80)).toBe(0);
  });
});

describe('a kitchen lift-up flap, hanging closed', () => {
  // 6 kg, 400 mm tall, centre of gravity 200 mm from the hinge at the top of the
  // opening; closed it hangs (φ0 = −90°) and lifts by 100° (open at 10° above the
  // horizontal). Two springs: on the flap a = 100 mm from the hinge, b = 20 mm behind it;
  // on the cabinet's side wall x = 300 mm below the hinge (along the closed flap),
  // y = 100 mm behind the flap.
  const flap: LidInput = {
    massKg: 6,
    lidDepthMm: 400,
    cgMm: 200,
    springs: 2,
    closedAngleDeg: -90,
    lidMountMm: 100,
    lidMountOffsetMm: 20,
    frameMountXMm: 300,
    frameMountYMm: 100,
    openingDeg: 100,
    marginPercent: 0,
  };

  it('closed, the weight hangs on the hinge and any spring pushes the flap open', () => {
    // θ = 0, φ = −90°: u = (0, −1), n = (−1, 0). P = (−20, −100), Q = (−100, −300).
    // P − Q = (80, 200), s = 215.41 mm; h = ((−100)(−100) − (−300)(−20)) / 215.41 = 4 000 / 215.41 = 18.57 mm.
    // τ = 6 × 9.81 × 200 × cos(−90°) = 0: nothing to carry, nothing keeps it closed.
    expect(springLength(flap, 0)).toBeCloseTo(215.41, 1);
    expect(leverArm(flap, 0)).toBeCloseTo(18.57, 1);
    expect(weightTorque(flap, 0)).toBe(0);
    expect(requiredForce(flap, 0)).toBe(0);
    // The largest F1 that keeps it closed is therefore 0: it needs a latch.
    const needs = geometryNeeds(flap);
    expect(forceRange(flap, {progression: DEFAULT_PROGRESSION, strokeMm: needs.strokeMm, extendedLengthMm: needs.extendedLengthMm}).maxN).toBe(0);
  });

  it('horizontal, then fully open: the peak is at the end of the opening', () => {
    // θ = 90°, φ = 0: P = (100, −20); P − Q = (200, 280), s = 344.09;
    // h = ((−100)(−20) + 300·100) / 344.09 = 32 000 / 344.09 = 93.00 mm.
    // τ = 6 × 9.81 × 200 = 11 772 N·mm → F = 11 772 / (2 × 93.00) = 63.3 N.
    expect(leverArm(flap, 90)).toBeCloseTo(93.0, 1);
    expect(requiredForce(flap, 90)).toBeCloseTo(63.3, 1);
    // θ = 100°, φ = 10° (c = 0.98481, s = 0.17365): P = (98.48 + 3.47, 17.36 − 19.70) = (101.95, −2.33);
    // P − Q = (201.95, 297.67), s = 359.71; h = (233.1 + 30 586.2) / 359.71 = 85.68 mm;
    // τ = 11 772 × 0.98481 = 11 593 → F = 11 593 / (2 × 85.68) = 67.7 N.
    expect(springLength(flap, 100)).toBeCloseTo(359.71, 1);
    expect(leverArm(flap, 100)).toBeCloseTo(85.68, 1);
    expect(requiredForce(flap, 100)).toBeCloseTo(67.65, 1);
    expect(requiredPeak(flap).angleDeg).toBe(100);
    expect(requiredPeak(flap).forceN).toBeCloseTo(67.65, 1);
    // With a 10 % margin: 74.4 N.
    expect(requiredForce({...flap, marginPercent: 10}, 100)).toBeCloseTo(74.4, 1);
  });

  it('needs a spring of about 360 mm with a 144 mm stroke', () => {
    // 359.71 − 215.41 = 144.3 mm of stroke; compressed at most 215.4 mm (≥ 144.3 + 40: feasible).
    const needs = geometryNeeds(flap);
    expect(needs.extendedLengthMm).toBeCloseTo(359.7, 0);
    expect(needs.strokeMm).toBeCloseTo(144.3, 0);
    expect(needs.feasible).toBe(true);
    // A 15/6 course 150 with eyes (360 mm, compressed 210 mm) at 100 N holds it open and reaches the full opening.
    const evaluation = evaluateSpring({...flap, marginPercent: 10}, {forceN: 100, progression: 1.3, strokeMm: 150, extendedLengthMm: 360});
    expect(evaluation.holdsOpen).toBe(true);
    expect(evaluation.lengthFits).toBe(true);
    expect(evaluation.strokeFits).toBe(true);
    expect(evaluation.staysClosed).toBe(false);
  });
});

describe('a car tailgate closed at an angle', () => {
  // 20 kg, 900 mm, centre of gravity 400 mm from the roof hinge; closed it slopes down at
  // φ0 = −60° and opens by 75° (to 15° above the horizontal). Two springs: on the
  // tailgate a = 150 mm from the hinge; on the body x = 450 mm along the closed tailgate,
  // y = 60 mm inside it.
  const gate: LidInput = {
    massKg: 20,
    lidDepthMm: 900,
    cgMm: 400,
    springs: 2,
    closedAngleDeg: -60,
    lidMountMm: 150,
    frameMountXMm: 450,
    frameMountYMm: 60,
    openingDeg: 75,
    marginPercent: 0,
  };

  it('closed: half the weight torque, a short lever arm, the peak', () => {
    // φ = −60°: u = (0.5, −0.86603), n = (−0.86603, −0.5). P = 150u = (75, −129.90);
    // Q = 450u + 60n = (225 − 51.96, −389.71 − 30) = (173.04, −419.71).
    // P − Q = (−98.04, 289.81), s = 305.94; h = (173.04·(−129.90) + 419.71·75) / 305.94 = 9 000 / 305.94 = 29.42 mm.
    // τ = 20 × 9.81 × 400 × cos(−60°) = 39 240 N·mm → F = 39 240 / (2 × 29.42) = 666.9 N.
    expect(springLength(gate, 0)).toBeCloseTo(305.94, 1);
    expect(leverArm(gate, 0)).toBeCloseTo(29.42, 1);
    expect(weightTorque(gate, 0)).toBeCloseTo(39240, 0);
    expect(requiredForce(gate, 0)).toBeCloseTo(666.9, 0);
    expect(requiredPeak(gate)).toEqual({forceN: expect.closeTo(666.95, 1) as number, angleDeg: 0});
  });

  it('open: the weight torque is largest but the lever arm is long', () => {
    // φ = 15°: P = 150 × (0.96593, 0.25882) = (144.89, 38.82); P − Q = (−28.15, 458.53), s = 459.39;
    // h = (173.04·38.82 + 419.71·144.89) / 459.39 = 67 529 / 459.39 = 147.0 mm.
    // τ = 78 480 × 0.96593 = 75 806 → F = 75 806 / (2 × 147.0) = 257.9 N.
    expect(springLength(gate, 75)).toBeCloseTo(459.39, 1);
    expect(leverArm(gate, 75)).toBeCloseTo(147.0, 1);
    expect(requiredForce(gate, 75)).toBeCloseTo(257.85, 1);
    // Stroke 459.4 − 305.9 = 153.5 mm. Holding open over the top third (50° to 75°) needs F1 ≥ 257.9 N;
    // the closed tailgate stays shut up to 39 240 / (2 × 29.42 × k0) with k0 = 1.3 (fully compressed): 513 N.
    const needs = geometryNeeds(gate);
    expect(needs.strokeMm).toBeCloseTo(153.5, 0);
    const range = forceRange(gate, {progression: 1.3, strokeMm: needs.strokeMm, extendedLengthMm: needs.extendedLengthMm});
    expect(range.minN).toBeCloseTo(257.85, 1);
    expect(range.maxN).toBeCloseTo(513.0, 0);
  });
});
