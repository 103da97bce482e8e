/**
 * Texts of the growth charts (spec 000 §2 Gráficas): a reading's z-score and percentile as the list shows
 * them, "p15, -1,04 D.E." (Spanish decimal comma, two decimals for z; percentile whole, or one decimal
 * below p1 and above p99).
 */
const decimal = (n: number, digits: number): string =>
  new Intl.NumberFormat('es', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  })
    .format(n)
    .replace('\u2212', '-');

export const growthTexts = {
  zAndPercentile: (z: number, percentile: number): string =>
    `p${Number.isInteger(percentile) ? String(percentile) : decimal(percentile, 1)}, ${decimal(Math.round(z * 100) / 100 || 0, 2)} D.E.`,
} as const;
