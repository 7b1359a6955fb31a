// What « fits » means to a specialist, beyond SPEC.md's score ranges (force 0.8–1.2 ×, size
// 0.9–1.1 ×, which only order candidates): a stroke or a length between fittings is the one
// asked within a couple of millimetres (the space is the space: 120 mm is not 130 mm, 370 is
// not 350), a force from a little under to a little over the one asked (a gas spring is
// chosen at or just above the force needed; one worked out from a load takes the next force
// up with a margin). Within the score's ranges but not exact is
// « near »: shown as the closest, with its difference, never as an exact fit. And geometry:
// a gas spring's compressed length holds its stroke plus its dead length, so its extended
// length is at least twice the stroke plus the dead length.

import {EXACT_FORCE, EXACT_FORCE_FROM_LOAD, EXACT_SIZE, GAS_SPRING_MIN_DEAD_LENGTH_MM, IMPERIAL_SIZE_TOLERANCE_MM} from './constants.ts';

/** Millimetres within which a length or stroke is the one asked. */
export function exactSizeTolerance(mm: number, imperial = false): number {
  const metric = Math.max(EXACT_SIZE.mm, mm * EXACT_SIZE.share);
  return imperial ? Math.max(metric, IMPERIAL_SIZE_TOLERANCE_MM) : metric;
}

export function sizeIsExact(value: number | undefined, target: number, imperial = false): boolean {
  return value !== undefined && Number.isFinite(value) && Math.abs(value - target) <= exactSizeTolerance(target, imperial) + 1e-9;
}

/** The force asked; `fromLoad` when it was worked out from a mass or a shared total (margin allowed). */
export function forceIsExact(value: number | undefined, target: number, fromLoad = false): boolean {
  const range = fromLoad ? EXACT_FORCE_FROM_LOAD : EXACT_FORCE;
  return value !== undefined && Number.isFinite(value) && value >= target * range.min - 1e-9 && value <= target * range.max + 1e-9;
}

/**
 * The longest stroke a gas spring of this extended length can have: the compressed
 * length (extended − stroke) must hold the stroke and the shortest dead length of the trade.
 */
export function longestStrokeFor(extendedLengthMm: number): number {
  return Math.max(0, Math.floor((extendedLengthMm - GAS_SPRING_MIN_DEAD_LENGTH_MM) / 2));
}

/** True when no gas spring can have this stroke within this extended length. */
export function impossibleGeometry(strokeMm: number | undefined, extendedLengthMm: number | undefined): boolean {
  return strokeMm !== undefined && extendedLengthMm !== undefined && strokeMm > longestStrokeFor(extendedLengthMm);
}
