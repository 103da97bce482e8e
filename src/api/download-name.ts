/**
 * The name a downloaded answer is saved under (spec 000 §7 "file name from the content-disposition
 * header, default download.zip"), read as RFC 6266 says: `filename*` (RFC 8187's `charset'lang'%XX`,
 * UTF-8 or ISO-8859-1) wins over `filename` (a token or a quoted string with `\` escapes); parameter names
 * in any case; a value that cannot be decoded is skipped, not half-used.
 *
 * The name is only a suggestion from the network, so any folder part is dropped and control characters
 * removed (RFC 6266 §4.3); an empty result falls back to the default.
 */

export const DEFAULT_DOWNLOAD_NAME = 'download.zip';

/** Parameters after the disposition type; a quoted value may hold ';' and '='. The first of a name wins. */
function parameters(header: string): Map<string, string> {
  const found = new Map<string, string>();
  const parameter = /(?:^|;)\s*([^\s=;"]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, name, raw] of header.matchAll(parameter)) {
    const key = name!.toLowerCase();
    let value = raw!.trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    if (!found.has(key)) found.set(key, value);
  }
  return found;
}

/** RFC 8187 ext-value: `UTF-8''n%C3%B1.zip`; null when its charset is unknown or its bytes are broken. */
function decodeExtValue(value: string): string | null {
  const match = /^([A-Za-z0-9!#$&+^_`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  if (charset === 'utf-8') {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  if (charset === 'iso-8859-1') {
    return encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return null;
}

/** The last path segment without control characters; null when nothing usable is left. */
function safeName(name: string | null | undefined): string | null {
  if (!name) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}

/** The file name of a content-disposition header, or `fallback` (download.zip) without a usable one. */
export function downloadName(
  header: string | null | undefined,
  fallback: string = DEFAULT_DOWNLOAD_NAME,
): string {
  if (!header) return fallback;
  const params = parameters(header);
  const extended = params.get('filename*');
  return (
    safeName(extended === undefined ? null : decodeExtValue(extended)) ??
    safeName(params.get('filename')) ??
    fallback
  );
}
