/**
 * Numbers as the app shows them (spec 000 §9 "Numbers use the Spanish locale"): the Colombian Spanish
 * grouping and decimal comma ("3.658", "53,1", "-1,17").
 */
const formats = new Map<number, Intl.NumberFormat>();

/** A number with at most `decimals` decimals (trailing zeros dropped). */
export function formatNumber(value: number, decimals = 0): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-CO', { maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format.format(value);
}
