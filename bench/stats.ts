// Small statistics shared by the bench's measurements.

/** The p-th percentile (0-100) of the samples, nearest-rank method; null when there are none. */
export function percentile(samples: readonly number[], p: number): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median of the values (the lower middle for an even count), null when empty. */
export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/** Rounds to the given number of decimals (for reports: enough to compare runs, no noise). */
export function round(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
