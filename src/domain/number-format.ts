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

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes as people read it: "850 KB", "12,3 MB", "1,2 GB" (powers of 1024, one decimal from MB). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit >= 2 ? 1 : 0)} ${byteUnits[unit]}`;
}
