/**
 * Compressed answers (docs/api.md "Compression"): an answer of a compressible type (JSON, text) and 1 KB or
 * more is gzip or deflate as the client's Accept-Encoding asks (gzip first), and from 8 KB brotli first; a
 * smaller one goes plain, where the header and the work would cost more than they save.
 *
 * Every such answer of /v1 is whole in memory when it is made (JSON, the metrics' text, a stored replay;
 * the one stream, the backup, is gzip already), so it is compressed in one synchronous zlib call, at zlib's
 * default level as before (the same bytes on the wire). hono's `compress` piped each answer through a web
 * CompressionStream instead: a stream, its chunks and trips to libuv's thread pool, some 0.5 ms of the
 * server's thread for a 5 KB search answer, ten times the zlib call, and as much as the search itself at
 * 200,000 histories (docs/benchmarks.md).
 */
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from './env';

const THRESHOLD_BYTES = 1024;
/**
 * From this size an answer goes brotli where the client accepts it: at quality 5 it is about a sixth
 * smaller than gzip for the same work (a 40 KB answer: 0.8 against 0.6 ms), which over a rural link is
 * seconds of a day's "Preparar visitas" (`npm run bench -- weak-link`). Below it, the search's pages and
 * the acknowledgements, gzip costs the server least.
 */
const BROTLI_FROM_BYTES = 8 * 1024;

const brotli = (plain: Uint8Array) =>
  brotliCompressSync(plain, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
    },
  });

/** In order of preference: the first the client accepts as much as any other wins. */
const ENCODERS = { br: brotli, gzip: gzipSync, deflate: deflateSync } as const;
type Encoding = keyof typeof ENCODERS;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether the answer may be compressed at all: a body of a compressible type, not already encoded. */
function compressible(method: string, answer: Response): boolean {
  const type = answer.headers.get('content-type');
  return (
    method !== 'HEAD' &&
    answer.status !== 204 &&
    answer.status !== 206 &&
    answer.status !== 304 &&
    type !== null &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !answer.headers.has('content-encoding') &&
    !answer.headers.has('transfer-encoding') &&
    !NO_TRANSFORM.test(answer.headers.get('cache-control') ?? '')
  );
}

/**
 * The encoding the client accepts with the highest weight (q) for an answer of `bytes`: brotli first from
 * 8 KB, else gzip first; none when it accepts none of them.
 */
export function chosenEncoding(acceptEncoding: string | undefined, bytes: number): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const order: Encoding[] = bytes >= BROTLI_FROM_BYTES ? ['br', 'gzip', 'deflate'] : ['gzip', 'deflate'];
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of order) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** The /v1 answers, compressed as accepted; first in the chain, so it sees every answer, errors included. */
export function compressAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (!compressible(c.req.method, answer)) return;
    // Such an answer depends on Accept-Encoding whatever its size; a client that accepts no encoding (a
    // read inside GET /v1/batch among them) gets it untouched, without its bytes being read here.
    const vary = answer.headers.get('vary');
    if (vary !== '*' && !VARIES_BY_ENCODING.test(vary ?? ''))
      answer.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const acceptEncoding = c.req.header('accept-encoding');
    // The bytes are read only for a client that accepts an encoding at some size (brotli alone: from 8 KB).
    if (!chosenEncoding(acceptEncoding, Number.POSITIVE_INFINITY)) return;
    const plain = new Uint8Array(await answer.arrayBuffer());
    const encoding =
      plain.byteLength >= THRESHOLD_BYTES ? chosenEncoding(acceptEncoding, plain.byteLength) : undefined;
    const headers = new Headers(answer.headers);
    const body = encoding ? ENCODERS[encoding](plain) : plain;
    if (encoding) {
      headers.set('content-encoding', encoding);
      // The compressed bytes are not the plain ones: a strong validator becomes a weak one.
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    }
    headers.set('content-length', String(body.byteLength));
    // Unset first: hono's setter would otherwise wrap the new answer again, as a stream, and copy the old
    // answer's headers over it; `headers` already holds them.
    c.res = undefined;
    c.res = new Response(body, { status: answer.status, headers });
  };
}
