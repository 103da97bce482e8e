/**
 * The save button's label of the exam grids (spec 000 §2 "Bayley tab"): 'Guardado hace …' with "unos
 * instantes" under 5 s, then whole seconds, minutes, hours and days (the largest unit that is at least 1,
 * rounded down, singular for 1), or 'No se ha guardado' without a save. A clock behind the save (a device
 * whose time lags the server's) reads as "unos instantes" rather than a negative age.
 */
import { savedAgoText as t } from '../i18n/exams';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Spec 000 §2: under 5 s the label says "unos instantes". */
export const SAVED_MOMENTS_MS = 5 * SECOND;

/** The later of two save times (ms), either unknown (null). */
export const laterSave = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.max(a, b);

const count = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

/** The label for a save at `lastSaved` (epoch ms, or null when never saved) seen at `now`. */
export function savedAgo(lastSaved: number | null | undefined, now: number): string {
  if (lastSaved == null || Number.isNaN(lastSaved)) return t.never;
  const elapsed = now - lastSaved;
  if (elapsed < SAVED_MOMENTS_MS) return `${t.prefix} ${t.moments}`;
  if (elapsed < MINUTE) return `${t.prefix} ${count(Math.floor(elapsed / SECOND), t.second)}`;
  if (elapsed < HOUR) return `${t.prefix} ${count(Math.floor(elapsed / MINUTE), t.minute)}`;
  if (elapsed < DAY) return `${t.prefix} ${count(Math.floor(elapsed / HOUR), t.hour)}`;
  return `${t.prefix} ${count(Math.floor(elapsed / DAY), t.day)}`;
}
