import {describe, expect, it} from 'vitest';
import {exactSizeTolerance, forceIsExact, impossibleGeometry, longestStrokeFor, sizeIsExact} from '../../app/lib/chat/fit.ts';

// What « fits » means (app/lib/chat/fit.ts), on the module's own examples.
describe('an exact size', () => {
  it('is within 2 mm or 1 %, whichever is larger', () => {
    expect(exactSizeTolerance(80)).toBe(2);
    expect(exactSizeTolerance(600)).toBe(6);
    expect(sizeIsExact(82, 80)).toBe(true);
    expect(sizeIsExact(90, 80)).toBe(false);
    expect(sizeIsExact(596, 600)).toBe(true);
    expect(sizeIsExact(590, 600)).toBe(false);
    expect(sizeIsExact(undefined, 600)).toBe(false);
  });

  it('allows a quarter inch for a size given in inches', () => {
    // 6 inches = 152.4 mm: a 150 mm stroke is the metric equivalent.
    expect(sizeIsExact(150, 152.4, true)).toBe(true);
    expect(sizeIsExact(150, 152.4)).toBe(false);
  });
});

describe('an exact force', () => {
  it('is from 5 % under to 10 % over the one asked', () => {
    expect(forceIsExact(250, 250)).toBe(true);
    expect(forceIsExact(270, 250)).toBe(true);
    expect(forceIsExact(240, 250)).toBe(true);
    expect(forceIsExact(300, 250)).toBe(false);
    expect(forceIsExact(200, 250)).toBe(false);
  });

  it('takes the next force up with a margin when it was worked out from a load', () => {
    expect(forceIsExact(400, 340)).toBe(false);
    expect(forceIsExact(400, 340, true)).toBe(true);
    expect(forceIsExact(450, 340, true)).toBe(false);
  });
});

describe('the geometry of a gas spring', () => {
  it('needs twice the stroke plus the dead length between centres', () => {
    expect(longestStrokeFor(240)).toBe(100);
    expect(impossibleGeometry(100, 240)).toBe(false);
    expect(impossibleGeometry(120, 240)).toBe(true);
    expect(impossibleGeometry(150, undefined)).toBe(false);
  });
});
