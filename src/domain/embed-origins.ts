/**
 * The host pages that may embed the external views (docs/vaccination.md "Host origins"): the server's
 * EMBED_ORIGINS, a comma-separated list of CSP host-source expressions. The server writes them into the
 * external views' `frame-ancestors` and answers them at GET /v1/embed-origins; the vaccination view takes
 * a message only from an origin they match, and posts back only to that origin.
 *
 * An expression is `scheme://host[:port]`, scheme http or https, host a name or an IPv4 address, possibly
 * starting with `*.` (any subdomain), port a number or `*` (any port). Nothing else is accepted: no path,
 * no bare keyword, no `;` or `,` that would let a setting write another CSP directive.
 */

/** The default: only the loopback origins, on any port (a host page on the same machine). */
export const DEFAULT_EMBED_ORIGINS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*'];

const EXPRESSION = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i;

interface ParsedExpression {
  scheme: string;
  anySubdomain: boolean;
  host: string;
  /** A port number as text, '*' for any port, or null for the scheme's default port. */
  port: string | null;
}

function parseExpression(expression: string): ParsedExpression | null {
  const match = EXPRESSION.exec(expression.trim());
  if (!match) return null;
  const port = match[4] ?? null;
  if (port !== null && port !== '*' && Number(port) > 65535) return null;
  return {
    scheme: match[1]!.toLowerCase(),
    anySubdomain: match[2] !== undefined,
    host: match[3]!.toLowerCase(),
    port,
  };
}

/** Whether a text is an expression this setting accepts. */
export const isEmbedOriginExpression = (expression: string): boolean => parseExpression(expression) !== null;

/**
 * Reads the setting: entries separated by commas (spaces around them ignored), empty entries dropped.
 * An unset or blank setting gives the default. Throws, naming the entry, on one that is not an
 * accepted expression: a server must not start with a frame policy it cannot write.
 */
export function parseEmbedOrigins(setting: string | undefined): string[] {
  if (setting === undefined || setting.trim() === '') return [...DEFAULT_EMBED_ORIGINS];
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isEmbedOriginExpression(entry))
      throw new Error(`EMBED_ORIGINS: "${entry}" no es un origen válido (p. ej. https://karen.example.org)`);
  }
  return entries;
}

const defaultPort = (scheme: string) => (scheme === 'https' ? '443' : '80');

/**
 * Whether an origin (as `MessageEvent.origin` gives it: `scheme://host[:port]`) matches an expression.
 * The scheme must be the same (an https page does not pass for an http expression, nor the reverse);
 * `*.example.org` matches any subdomain but not example.org itself; a port `*` matches any port, no port
 * only the scheme's default one.
 */
export function originMatches(origin: string, expression: string): boolean {
  const allowed = parseExpression(expression);
  if (!allowed) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  if (scheme !== allowed.scheme || url.origin !== origin.replace(/\/$/, '').toLowerCase()) return false;
  const host = url.hostname.toLowerCase();
  const hostMatches = allowed.anySubdomain ? host.endsWith(`.${allowed.host}`) : host === allowed.host;
  if (!hostMatches) return false;
  if (allowed.port === '*') return true;
  const port = url.port || defaultPort(scheme);
  return port === (allowed.port ?? defaultPort(scheme));
}

/** Whether an origin matches any of the allowed expressions. */
export const isAllowedOrigin = (origin: string, expressions: readonly string[]): boolean =>
  expressions.some((expression) => originMatches(origin, expression));

/**
 * The origin of the page that frames the view, to post `iframe-ready` to before the host has written:
 * the browser's `location.ancestorOrigins[0]` where it has one (Chromium, WebKit), else the origin of
 * `document.referrer` (the host page's address, unless its referrer policy hides it). Null when neither
 * names an allowed origin: the view then waits for the host's init and answers to the origin that wrote.
 */
export function parentOriginOf(
  frame: { ancestorOrigin: string | null | undefined; referrer: string },
  allowed: readonly string[],
): string | null {
  const candidates = [frame.ancestorOrigin ?? ''];
  try {
    candidates.push(new URL(frame.referrer).origin);
  } catch {
    // no referrer, or not an address
  }
  return candidates.find((origin) => origin !== '' && isAllowedOrigin(origin, allowed)) ?? null;
}
