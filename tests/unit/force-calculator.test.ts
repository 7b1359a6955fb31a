import {describe, expect, it} from 'vitest';
import {
  angles,
  evaluateSpring,
  forceCurve,
  forceRange,
  G,
  geometryNeeds,
  idealSpring,
  leverArm,
  requiredForce,
  springForceAtLength,
  springLength,
  weightTorque,
  type GasSpring,
  type LidInput,
} from '../../app/lib/tools/force/calculator.ts';

// The worked example: a 10 kg lid, 600 mm deep, centre of gravity at 300 mm, two springs
// mounted on the lid 100 mm from the hinge and on the frame 250 mm forward of the hinge
// and 150 mm below it; opening 90°, safety margin 10 %.
//
//   closed: P = (100, 0), Q = (250, −150), P − Q = (−150, 150), s = 150√2 = 212.13 mm
//   open:   P = (0, 100),                  P − Q = (−250, 250), s = 250√2 = 353.55 mm
//   lever arm h = (Qx·Py − Qy·Px) / s
//     closed: (250·0 + 150·100) / 212.13 = 70.71 mm;  open: (250·100 + 150·0) / 353.55 = 70.71 mm
const lid: LidInput = {
  massKg: 10,
  lidDepthMm: 600,
  cgMm: 300,
  springs: 2,
  lidMountMm: 100,
  frameMountXMm: 250,
  frameMountYMm: 150,
  openingDeg: 90,
  marginPercent: 10,
};

// A catalogue spring: 15/6, stroke 150 mm, 360 mm extended, F1 = 100 N, progression 1.3.
const spring150: GasSpring = {forceN: 100, progression: 1.3, strokeMm: 150, extendedLengthMm: 360};

describe('geometry of the spring between the frame and the lid', () => {
  it('measures the spring length at each angle', () => {
    expect(springLength(lid, 0)).toBeCloseTo(150 * Math.SQRT2, 6); // 212.13
    expect(springLength(lid, 90)).toBeCloseTo(250 * Math.SQRT2, 6); // 353.55
    // 45°: P = (70.71, 70.71); s² = (70.71 − 250)² + (70.71 + 150)² = 32 144.9 + 48 713.0 = 80 857.9
    expect(springLength(lid, 45)).toBeCloseTo(284.36, 2);
    // 60°: P = (50, 86.60); s² = 200² + 236.60² = 95 980.8
    expect(springLength(lid, 60)).toBeCloseTo(309.81, 2);
  });

  it('gives the lever arm: the perpendicular distance from the hinge to the spring', () => {
    expect(leverArm(lid, 0)).toBeCloseTo(50 * Math.SQRT2, 6); // 70.71
    expect(leverArm(lid, 90)).toBeCloseTo(50 * Math.SQRT2, 6);
    // 45°: (250·70.71 + 150·70.71) / 284.36 = 28 284.3 / 284.36 = 99.47
    expect(leverArm(lid, 45)).toBeCloseTo(99.47, 2);
    // 60°: (250·86.60 + 150·50) / 309.81 = 29 150.6 / 309.81 = 94.09
    expect(leverArm(lid, 60)).toBeCloseTo(94.09, 2);
  });

  it('finds the length and stroke the geometry needs', () => {
    const needs = geometryNeeds(lid);
    expect(needs.closedLengthMm).toBeCloseTo(212.13, 2);
    expect(needs.openLengthMm).toBeCloseTo(353.55, 2);
    expect(needs.extendedLengthMm).toBeCloseTo(353.55, 2);
    // 353.55 − 212.13 = 141.42 (100√2)
    expect(needs.strokeMm).toBeCloseTo(100 * Math.SQRT2, 4);
    // A spring of 141.42 mm stroke is at least 181.42 mm compressed: 212.13 leaves room.
    expect(needs.feasible).toBe(true);
    expect(needs.minLeverArmMm).toBeGreaterThan(70);
  });

  it('flags a geometry no gas spring can fill', () => {
    // Frame point 100 forward, 100 below: closed s = 100, open s = √(100² + 200²) = 223.61,
    // stroke 123.61; such a spring is at least 163.61 mm compressed, more than 100.
    const needs = geometryNeeds({...lid, frameMountXMm: 100, frameMountYMm: 100});
    expect(needs.closedLengthMm).toBeCloseTo(100, 6);
    expect(needs.strokeMm).toBeCloseTo(123.61, 2);
    expect(needs.feasible).toBe(false);
  });

  it('detects the dead centre where the spring line crosses the hinge', () => {
    // Frame point right below the hinge: at 90° hinge, lid point and frame point are aligned.
    const below = {...lid, frameMountXMm: 0};
    expect(leverArm(below, 90)).toBeCloseTo(0, 9);
    expect(geometryNeeds(below).minLeverArmMm).toBeCloseTo(0, 9);
    // Behind the hinge, the spring ends up closing the lid.
    expect(geometryNeeds({...lid, frameMountXMm: -30, frameMountYMm: 160}).minLeverArmMm).toBeLessThan(0);
    // On that dead centre the lid is vertical and weighs nothing on its hinge: nothing needed.
    expect(requiredForce(below, 90)).toBe(0);
    // Past it, while the weight still closes the lid, no push can hold it.
    expect(requiredForce({...lid, frameMountXMm: -30, frameMountYMm: 160}, 80)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('torque balance', () => {
  it('weighs the lid: m·g·d·cos θ', () => {
    // 10 × 9.81 × 300 = 29 430 N·mm
    expect(G).toBe(9.81);
    expect(weightTorque(lid, 0)).toBeCloseTo(29_430, 6);
    expect(weightTorque(lid, 60)).toBeCloseTo(14_715, 6);
    expect(weightTorque(lid, 90)).toBeCloseTo(0, 6);
  });

  it('requires, per spring, torque / (n × lever arm) × margin', () => {
    // closed: 29 430 / (2 × 70.71) = 208.10 N; + 10 % = 228.91 N
    expect(requiredForce(lid, 0, false)).toBeCloseTo(208.1, 1);
    expect(requiredForce(lid, 0)).toBeCloseTo(228.91, 1);
    // 45°: 29 430 × 0.7071 = 20 810.0; / (2 × 99.47) = 104.61; × 1.1 = 115.07
    expect(requiredForce(lid, 45)).toBeCloseTo(115.07, 1);
    // 60°: 14 715 / (2 × 94.09) = 78.20; × 1.1 = 86.02
    expect(requiredForce(lid, 60)).toBeCloseTo(86.02, 1);
    // 90°: the vertical lid weighs nothing on its hinge.
    expect(requiredForce(lid, 90)).toBe(0);
    // One spring needs twice the force; no margin, 10 % less.
    expect(requiredForce({...lid, springs: 1}, 0, false)).toBeCloseTo(416.2, 1);
  });

  it('gives the whole curve, every 10° and at the full opening', () => {
    const curve = forceCurve(lid, null);
    expect(curve.map((p) => p.angleDeg)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(curve[0].requiredN).toBeCloseTo(228.91, 1);
    expect(curve[0].weightTorqueNm).toBeCloseTo(29.43, 6);
    expect(angles(100, 30)).toEqual([0, 30, 60, 90, 100]);
  });
});

describe('the gas spring’s own force', () => {
  it('rises linearly from F1 extended to F2 = F1 × progression compressed', () => {
    expect(springForceAtLength(spring150, 360)).toBeCloseTo(100, 9); // extended: F1
    expect(springForceAtLength(spring150, 285)).toBeCloseTo(115, 9); // half the stroke: 100 × (1 + 0.3 × 0.5)
    expect(springForceAtLength(spring150, 210)).toBeCloseTo(130, 9); // compressed: F2 = 130
    expect(springForceAtLength(spring150, 400)).toBeCloseTo(100, 9); // cannot extend further
    expect(springForceAtLength(spring150, 150)).toBeCloseTo(130, 9); // nor compress further
  });
});

describe('choosing a spring', () => {
  it('gives the F1 window of the ideal spring', () => {
    const needs = geometryNeeds(lid);
    const range = forceRange(lid, idealSpring(needs, 1, 1.3));
    // Stays closed: 208.10 / 1.3 = 160.08 N at most (fully compressed when closed).
    expect(range.maxN).toBeCloseTo(160.08, 1);
    // Holds open from 60° (top third) with the margin: at 60°, k = 1 + 0.3 × (353.55 − 309.81) / 141.42
    // = 1.0928, so F1 ≥ 86.02 / 1.0928 = 78.72 N (the most demanding angle of 60°–90°).
    expect(range.minN).toBeCloseTo(78.72, 1);
    expect(range.possible).toBe(true);
  });

  it('judges a spring that holds the lid open and lets it close gently', () => {
    const result = evaluateSpring(lid, spring150);
    // Closed: s = 212.13, compression 147.87 → 100 × (1 + 0.3 × 147.87 / 150) = 129.57 N;
    // torque 2 × 129.57 × 70.71 = 18 324 N·mm < 29 430: the lid stays closed, and the
    // springs carry 18 324 / 29 430 = 62 % of its weight.
    expect(result.staysClosed).toBe(true);
    expect(result.closedSupport).toBeCloseTo(0.6227, 3);
    // 60°: compression 360 − 309.81 = 50.19 → 110.04 N ≥ 86.02 N required.
    expect(result.holdsOpen).toBe(true);
    expect(result.verdict).toBe('balanced');
    // Balance: at 35° 2 × 118.61 × 99.75 = 23 663 < 24 108 (weight); at 37° 23 570 > 23 504.
    expect(result.balanceAngleDeg).toBeGreaterThan(35);
    expect(result.balanceAngleDeg).toBeLessThan(37);
    // 360 mm reaches the 353.55 needed (and is within 5 % longer); compressed 210 ≤ 212.13.
    expect(result.lengthFits).toBe(true);
    expect(result.strokeFits).toBe(true);
    expect(result.fits).toBe(true);
    // Lifting the closed lid by its front edge: (29 430 − 18 324) / 600 = 18.5 N.
    expect(result.liftForceN).toBeCloseTo(18.51, 1);
  });

  it('says when the spring is too strong or too weak', () => {
    // 200 N: closed 259.14 N, torque 2 × 259.14 × 70.71 = 36 648 > 29 430: opens by itself.
    expect(evaluateSpring(lid, {...spring150, forceN: 200}).verdict).toBe('opens-by-itself');
    // 50 N: at 60° 55.02 N < 86.02 N: does not hold open.
    const weak = evaluateSpring(lid, {...spring150, forceN: 50});
    expect(weak.verdict).toBe('too-weak');
    expect(weak.fits).toBe(false);
  });

  it('marks the angles the spring cannot reach', () => {
    const curve = forceCurve(lid, {...spring150, extendedLengthMm: 260, strokeMm: 100});
    // s(30°) = 258.26 ≤ 260 < s(40°) = 275.6
    expect(curve.map((p) => p.reaches)).toEqual([true, true, true, true, false, false, false, false, false, false]);
    expect(forceCurve(lid, spring150).every((p) => p.reaches)).toBe(true);
  });

  it('checks the length and the stroke against the geometry', () => {
    // 300 mm extended: stops the lid where s = 300, long before 90°.
    const short = evaluateSpring(lid, {...spring150, extendedLengthMm: 300, strokeMm: 100});
    expect(short.lengthFits).toBe(false);
    expect(short.reachDeg).toBeLessThan(60);
    // 100 mm stroke on 360 mm: 260 mm compressed, more than the 212.13 mm of the closed lid.
    const stiff = evaluateSpring(lid, {...spring150, strokeMm: 100});
    expect(stiff.strokeFits).toBe(false);
    expect(stiff.fits).toBe(false);
    // 480 mm: far longer than 353.55 + 17.68.
    expect(evaluateSpring(lid, {...spring150, extendedLengthMm: 480, strokeMm: 200}).lengthFits).toBe(false);
  });
});
