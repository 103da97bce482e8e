/**
 * INTERGROWTH-21st Postnatal Growth Standards for Preterm Infants (Villar J et al., Lancet Glob Health
 * 2015;3:e681–91): weight, length and head circumference by postmenstrual age, 27 to 64 weeks, by sex.
 * The standards are published as equations of the mean and SD at a postmenstrual age in weeks (of the
 * log of weight in kg and of length in cm; of head circumference in cm itself), so they are code here
 * rather than a table: a z-score is (y − μ) / σ, with y the log where the equation is of the log.
 * Coefficients and the cross-check against the published tables: growth-tables/SOURCES.md.
 */
import type { Sex } from './growth';

export type PretermMeasure = 'weight' | 'length' | 'head';

export const PRETERM_MIN_WEEKS = 27;
export const PRETERM_MAX_WEEKS = 64;

interface MeanSd {
  mu: number;
  sigma: number;
  /** The equations are of the natural log of the measure. */
  log: boolean;
}

/** μ and σ of a measure at a postmenstrual age in weeks (27–64); the male term is 1 for boys. */
function meanSd(measure: PretermMeasure, sex: Sex, weeks: number): MeanSd {
  const male = sex === 'M' ? 1 : 0;
  const x = weeks;
  switch (measure) {
    case 'weight':
      return {
        mu: 2.591277 - 0.01155 * x ** 0.5 - 2201.705 * x ** -2 + 0.0911639 * male,
        sigma: 0.1470258 + 505.92394 / x ** 2 - (140.0576 / x ** 2) * Math.log(x),
        log: true,
      };
    case 'length':
      return {
        mu: 4.136244 - 547.0018 * x ** -2 + 0.0026066 * x + 0.0314961 * male,
        sigma: 0.050489 + 310.44761 * x ** -2 - 90.0742 * x ** -2 * Math.log(x),
        log: true,
      };
    case 'head':
      return {
        mu: 55.53617 - 852.0059 / x + 0.7957903 * male,
        sigma: 3.0582292 + 3910.05 * x ** -2 - 180.5625 / x,
        log: false,
      };
  }
}

const inRange = (weeks: number) =>
  Number.isFinite(weeks) && weeks >= PRETERM_MIN_WEEKS && weeks <= PRETERM_MAX_WEEKS;

/**
 * The z-score of a measure (weight in kg, length and head circumference in cm) at a postmenstrual age in
 * weeks; null outside 27–64 weeks or for a measure that is not positive.
 */
export function pretermZ(measure: PretermMeasure, sex: Sex, weeks: number, value: number): number | null {
  if (!inRange(weeks) || !(value > 0) || !Number.isFinite(value)) return null;
  const { mu, sigma, log } = meanSd(measure, sex, weeks);
  return ((log ? Math.log(value) : value) - mu) / sigma;
}

/** The measure at a z-score (the SD lines of the chart); null outside 27–64 weeks. */
export function pretermValue(measure: PretermMeasure, sex: Sex, weeks: number, z: number): number | null {
  if (!inRange(weeks)) return null;
  const { mu, sigma, log } = meanSd(measure, sex, weeks);
  const y = mu + z * sigma;
  return log ? Math.exp(y) : y;
}
