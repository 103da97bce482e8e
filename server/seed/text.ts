/**
 * Text helpers shared by the seed: the search key that histories and CIE-10 rows store in search_text,
 * the CSV reader for the reference files in server/data, and calendar-day arithmetic on 'YYYY-MM-DD'.
 *
 * The search key is lower-case and accent-free so that "munoz" finds "Muñoz" with a plain LIKE; a
 * search route must fold its query with the same `searchKey` before matching.
 */
import { readFileSync } from 'node:fs';

export { searchKey } from '../../src/domain/search-key';

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into objects keyed by the header row. */
export function parseCsv(text: string): Record<string, string>[] {
  // One sticky regex walks the text field by field: fast in V8, even for the 2 MB CIE-10 file.
  const field = /(?:"((?:[^"]|"")*)"|([^,\r\n]*))(,|\r\n|\n|\r|$)/y;
  const rows: string[][] = [];
  let row: string[] = [];
  while (field.lastIndex < text.length) {
    const m = field.exec(text);
    if (!m) throw new Error(`CSV: cannot read at offset ${field.lastIndex}`);
    row.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? ''));
    if (m[3] !== ',') {
      rows.push(row);
      row = [];
      if (m[3] === '') break;
    }
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== '');
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
}

export function readCsv(url: URL): Record<string, string>[] {
  return parseCsv(readFileSync(url, 'utf8').replace(/^\uFEFF/, ''));
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus n days (calendar arithmetic in UTC, so no time zone can shift it). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Today's date in Bogotá, the programme's time zone (the same calendar day for every clinic). */
export function bogotaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Bogota',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** An instant on a Bogotá calendar day (UTC-5 all year, no daylight saving), as ISO-8601. */
export function bogotaInstant(day: string, hour: number, minute = 0): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((hour + 5) * 60 + minute) * 60_000).toISOString();
}
