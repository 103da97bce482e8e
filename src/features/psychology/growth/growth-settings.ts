/**
 * The clinic's choice of where the preterm standard ends (docs/growth-charts.md "Until which week"): the
 * INTERGROWTH-21st preterm chart scores a preterm baby's readings until term by default, and until 64 weeks
 * of postmenstrual age when a build sets VITE_INTERGROWTH_UNTIL_WEEKS=64, as the standards' authors advise;
 * the WHO charts by corrected age take over from there. A build setting, like the history system's address:
 * it holds offline from the first screen and never changes a chart while it is drawn.
 */
import type { PretermUntilWeeks } from '../../../domain/preterm-chart';

export const pretermUntilWeeks = (setting: string | undefined): PretermUntilWeeks =>
  setting?.trim() === '64' ? 64 : 40;

export const PRETERM_UNTIL_WEEKS: PretermUntilWeeks = pretermUntilWeeks(
  import.meta.env.VITE_INTERGROWTH_UNTIL_WEEKS,
);
