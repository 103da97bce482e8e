/**
 * The summaries of the Bayley and Griffiths exams that the Evoluciones timeline shows (spec 000 §2
 * "Timeline cards", §9 "Bayley", "Griffiths"): pure rules over an exam's results and the test's parameters
 * (src/contract/bayley.ts, griffiths.ts), so the cards only draw them.
 *
 * Decisions (docs/ui-decisions.md "Evoluciones timeline"):
 * - A bar is a percentage of the most the scored items could reach. Bayley items scored 0 ("No evaluado" in
 *   the parameters, isItem false) were not evaluated, so they count neither for nor against: the section's
 *   score is the sum of its evaluated items over 5 × their number.
 * - Bayley result bands (§9: bands by age, under 6 months, 6 to 12, 13 to 42; categories normal,
 *   questionable, non-optimal; "exact band cutoffs are not shown"): the age bands of the spec plus a fourth
 *   for an age outside them, where no category is given. The cutoffs are ours, in percent of the maximum,
 *   one row per age band in BAYLEY_BAND_CUTOFFS. A clinic's parameter table sets its own (BandCutoffs of
 *   GET /v1/bayley/params, docs/exams.md); the demo rows apply only to a table without them.
 * - A month of age is 30.4375 days (the mean month), for the age bands and the Griffiths quotient alike.
 */
import type { BayleyBandCutoffs, BayleyTestItem } from '../contract/bayley';
import type { GriffithsAgeFromScore, GriffithsTestItem } from '../contract/griffiths';

export const DAYS_PER_MONTH = 30.4375;
/** Spec 000 §9: item score maximum 5. */
export const BAYLEY_ITEM_MAX = 5;

/** Spec 000 §2 "progress bar colour steps at 20, 40, 60, 80 %": the step a percentage is in, 0 to 4. */
export function progressStep(percent: number): 0 | 1 | 2 | 3 | 4 {
  if (percent >= 80) return 4;
  if (percent >= 60) return 3;
  if (percent >= 40) return 2;
  if (percent >= 20) return 1;
  return 0;
}

export type BayleyAgeBand = 'under6' | 'from6to12' | 'from13to42' | 'outside';
export type BayleyCategory = 'normal' | 'questionable' | 'nonOptimal';

/** Age band of spec 000 §9 from the age in days at the exam (whole months). */
export function bayleyAgeBand(ageDays: number | null | undefined): BayleyAgeBand {
  if (ageDays == null || ageDays < 0) return 'outside';
  const months = Math.floor(ageDays / DAYS_PER_MONTH);
  if (months < 6) return 'under6';
  if (months <= 12) return 'from6to12';
  if (months <= 42) return 'from13to42';
  return 'outside';
}

/** Ours (see the header): from these percentages on, a result is normal, else questionable, else non-optimal. */
export const BAYLEY_BAND_CUTOFFS: Readonly<BayleyBandCutoffs> = {
  under6: { normal: 60, questionable: 40 },
  from6to12: { normal: 65, questionable: 45 },
  from13to42: { normal: 70, questionable: 50 },
};

/** The category of a percentage in an age band; null outside the bands or without a score. */
export function bayleyCategory(
  percent: number | null,
  band: BayleyAgeBand,
  cutoffs: Readonly<BayleyBandCutoffs> = BAYLEY_BAND_CUTOFFS,
): BayleyCategory | null {
  if (percent === null || band === 'outside') return null;
  const cut = cutoffs[band];
  if (percent >= cut.normal) return 'normal';
  return percent >= cut.questionable ? 'questionable' : 'nonOptimal';
}

export interface ScoreBar {
  /** Section number, or 0 for the total. */
  section: number;
  /** The section's name from the parameters ('' for the total). */
  name: string;
  score: number;
  max: number;
  /** score / max × 100, rounded; null when nothing was scored. */
  percent: number | null;
}

export interface BayleySummary {
  total: ScoreBar & { category: BayleyCategory | null };
  sections: (ScoreBar & { category: BayleyCategory | null })[];
  band: BayleyAgeBand;
}

const percentOf = (score: number, max: number) => (max > 0 ? Math.round((score / max) * 100) : null);

/** Total and six section bars of a Bayley exam, each with its band category. */
export function bayleySummary(
  items: readonly Pick<BayleyTestItem, 'uuid' | 'section' | 'sectionName'>[],
  results: readonly { uuid: string; score?: number | null }[],
  ageDays: number | null | undefined,
  cutoffs: Readonly<BayleyBandCutoffs> = BAYLEY_BAND_CUTOFFS,
): BayleySummary {
  const band = bayleyAgeBand(ageDays);
  const scoreOf = new Map(results.map((r) => [r.uuid, r.score ?? null]));
  const sectionNumbers = [...new Set(items.map((item) => item.section))].sort((a, b) => a - b);
  const bar = (section: number, name: string, of: typeof items) => {
    let score = 0;
    let evaluated = 0;
    for (const item of of) {
      const s = scoreOf.get(item.uuid);
      if (s != null && s > 0) {
        score += s;
        evaluated += 1;
      }
    }
    const max = evaluated * BAYLEY_ITEM_MAX;
    const percent = percentOf(score, max);
    return { section, name, score, max, percent, category: bayleyCategory(percent, band, cutoffs) };
  };
  return {
    band,
    total: bar(0, '', items),
    sections: sectionNumbers.map((section) => {
      const of = items.filter((item) => item.section === section);
      return bar(section, of[0]?.sectionName ?? '', of);
    }),
  };
}

export interface GriffithsSummary {
  /** Observed items (the score) and the test's items (spec 000 §9: 225). */
  observed: number;
  total: number;
  /** Equivalent age of the score (AgeFromScore); null when the table has no row for it. */
  equivalentAge: { months: number; days: number } | null;
  /** Spec 000 §9: equivalent age / corrected age × 100, rounded; null without either. */
  quotient: number | null;
  sections: ScoreBar[];
}

/** Spec 000 §9 "Development quotient = equivalent age divided by corrected age, as a percentage rounded". */
export function developmentQuotient(
  equivalentAge: { months: number; days: number } | null,
  correctedAgeDays: number | null,
): number | null {
  if (!equivalentAge || correctedAgeDays === null || correctedAgeDays <= 0) return null;
  const equivalentDays = equivalentAge.months * DAYS_PER_MONTH + equivalentAge.days;
  return Math.round((equivalentDays / correctedAgeDays) * 100);
}

/** The equivalent age of a score (AgeFromScore); null where the table has no row for it. */
export function equivalentAgeOf(
  score: number,
  ageFromScore: readonly GriffithsAgeFromScore[],
): { months: number; days: number } | null {
  const row = ageFromScore.find((entry) => entry.score === score);
  return row ? { months: row.months, days: row.days } : null;
}

/** Observed items, equivalent age, quotient and five section bars of a Griffiths exam. */
export function griffithsSummary(
  items: readonly Pick<GriffithsTestItem, 'uuid' | 'section' | 'sectionName'>[],
  ageFromScore: readonly GriffithsAgeFromScore[],
  results: readonly { uuid: string; isObserved?: boolean | null }[],
  correctedAgeDays: number | null,
): GriffithsSummary {
  const observedSet = new Set(results.filter((r) => r.isObserved === true).map((r) => r.uuid));
  const observed = items.filter((item) => observedSet.has(item.uuid)).length;
  const equivalentAge = equivalentAgeOf(observed, ageFromScore);
  const sectionNumbers = [...new Set(items.map((item) => item.section))].sort((a, b) => a - b);
  return {
    observed,
    total: items.length,
    equivalentAge,
    quotient: developmentQuotient(equivalentAge, correctedAgeDays),
    sections: sectionNumbers.map((section) => {
      const of = items.filter((item) => item.section === section);
      const score = of.filter((item) => observedSet.has(item.uuid)).length;
      return {
        section,
        name: of[0]?.sectionName ?? '',
        score,
        max: of.length,
        percent: percentOf(score, of.length),
      };
    }),
  };
}
