/**
 * The growth reference tables by age, loaded on demand (spec 000 §9 "Growth reference tables"; sources in
 * growth-tables/SOURCES.md). The WHO tables by day are about 100 kB each, so they are CSV files imported as
 * text through a dynamic import: only the chunk that draws a chart pulls them, never the first route.
 *
 * WHO tables: one row per day of age 0–1856 for each sex, so the LMS at a whole day is a row, not an
 * interpolation. Olsen 2015 BMI-for-gestational-age: one row per completed week 24–41, interpolated
 * linearly between weeks for a postmenstrual age in days.
 */
import type { Lms, Sex } from './growth';

export type AgeIndicator = 'wfa' | 'lhfa' | 'hcfa';

export interface LmsTable {
  /** Ages (days for WHO, weeks for Olsen) in increasing order. */
  x: readonly number[];
  lms: readonly Lms[];
}

const loaders: Record<AgeIndicator, () => Promise<{ default: string }>> = {
  wfa: () => import('./growth-tables/who_wfa_lms_days.csv?raw'),
  lhfa: () => import('./growth-tables/who_lhfa_lms_days.csv?raw'),
  hcfa: () => import('./growth-tables/who_hcfa_lms_days.csv?raw'),
};

const olsenLoaders: Record<Sex, () => Promise<{ default: string }>> = {
  M: () => import('./growth-tables/bmi_preterm_boys.csv?raw'),
  F: () => import('./growth-tables/bmi_preterm_girls.csv?raw'),
};

/** Rows of a WHO table by day for one sex (columns sex,age_days,L,M,S[,measured_as]). */
export function parseWhoDays(csv: string, sex: Sex): LmsTable {
  const x: number[] = [];
  const lms: Lms[] = [];
  for (const line of csv.trim().split(/\r?\n/).slice(1)) {
    const [s, age, L, M, S] = line.split(',');
    if (s !== sex) continue;
    x.push(Number(age));
    lms.push({ L: Number(L), M: Number(M), S: Number(S) });
  }
  return { x, lms };
}

/** Rows of an Olsen table (columns ga_weeks,L,M,S). */
export function parseOlsen(csv: string): LmsTable {
  const x: number[] = [];
  const lms: Lms[] = [];
  for (const line of csv.trim().split(/\r?\n/).slice(1)) {
    const [ga = NaN, L = NaN, M = NaN, S = NaN] = line.split(',').map(Number);
    x.push(ga);
    lms.push({ L, M, S });
  }
  return { x, lms };
}

const cache = new Map<string, Promise<LmsTable>>();
/** The tables already read, so a chart drawn again has its table in its first render (no loader). */
const ready = new Map<string, LmsTable>();

type TableKey = `${AgeIndicator | 'olsenBmi'}:${Sex}`;

function loadOnce(key: TableKey, load: () => Promise<LmsTable>): Promise<LmsTable> {
  let table = cache.get(key);
  if (!table) {
    table = load().then((loaded) => {
      ready.set(key, loaded);
      return loaded;
    });
    cache.set(key, table);
  }
  return table;
}

/** The WHO table of an indicator for one sex, loaded once. */
export const loadWhoTable = (indicator: AgeIndicator, sex: Sex): Promise<LmsTable> =>
  loadOnce(`${indicator}:${sex}`, () => loaders[indicator]().then((m) => parseWhoDays(m.default, sex)));

/** The Olsen BMI-for-gestational-age table for one sex, loaded once. */
export const loadOlsenBmiTable = (sex: Sex): Promise<LmsTable> =>
  loadOnce(`olsenBmi:${sex}`, () => olsenLoaders[sex]().then((m) => parseOlsen(m.default)));

/** A table already loaded (by loadWhoTable or loadOlsenBmiTable), or undefined while it is not. */
export const loadedTable = (indicator: AgeIndicator | 'olsenBmi', sex: Sex): LmsTable | undefined =>
  ready.get(`${indicator}:${sex}`);

/** L, M and S at x, interpolated linearly between rows; null outside the table. */
export function lmsAt(table: LmsTable, x: number): Lms | null {
  const { x: xs, lms } = table;
  const first = xs[0];
  const last = xs[xs.length - 1];
  if (first === undefined || last === undefined || !Number.isFinite(x) || x < first || x > last) return null;
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] ?? Infinity) <= x) lo = mid;
    else hi = mid;
  }
  // Within the bounds checked above; a table whose lists differ in length has no row there.
  const x0 = xs[lo];
  const x1 = xs[hi];
  const a = lms[lo];
  const b = lms[hi];
  if (x0 === undefined || x1 === undefined || !a || !b) return null;
  const t = x1 === x0 ? 0 : (x - x0) / (x1 - x0);
  return { L: a.L + (b.L - a.L) * t, M: a.M + (b.M - a.M) * t, S: a.S + (b.S - a.S) * t };
}
