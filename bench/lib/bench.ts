/**
 * What a bench module is, and the small statistics the benches share.
 *
 * A bench module is a file directly in bench/ (not run.ts) whose default export is a `Bench`. bench/run.ts
 * runs them one after the other and prints every figure in one table.
 */
export interface Figure {
  /** What was measured, e.g. "first route JS (gzip)". */
  metric: string;
  value: number;
  /** "KB", "ms", "req/s", "" ... */
  unit: string;
  /** The most the figure may be (latencies, errors): printed beside it with value/goal. */
  goal?: number;
}

/** "0.62×" against a goal above 0; "met" or "missed" against a goal of 0; "" without a goal. */
export function ratioText(figure: Figure): string {
  if (figure.goal === undefined) return '';
  if (figure.goal === 0) return figure.value === 0 ? 'met' : 'missed';
  return `${(figure.value / figure.goal).toFixed(2)}×`;
}

export interface Bench {
  /** Short name shown in the table and accepted as a filter: `npm run bench -- bundle-size`. */
  name: string;
  description: string;
  run(): Promise<Figure[]>;
}

/** Nearest-rank percentile of already sorted values (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The median of values in any order (the lower of the middle two when even, as `percentile`). */
export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const kb = (bytes: number) => round(bytes / 1024, 1);
