/**
 * The server against bad input and abuse (docs/api.md "Bad input", "Sign-in throttling", "Security
 * headers"): text the database refuses, bodies that are not objects, too deep or too large, each answered
 * 4xx with a Spanish message and nothing written; repeated failed sign-ins throttled with 429 and
 * Retry-After; the security headers on every answer.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { as, baseUrl, call, get, post, type Session } from './support/api';

const FORBIDDEN_TEXT = 'El texto contiene caracteres no válidos';

async function raw(path: string, init: RequestInit) {
  const res = await fetch(`${baseUrl()}/v1${path}`, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return {
    status: res.status,
    body: body as { message?: string; errors?: Record<string, string> },
    headers: res.headers,
  };
}

const signIn = (username: string, password: string) =>
  raw('/auth/login-username', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

describe('text the database refuses', () => {
  it('a NUL in the sign-in body answers 400 in Spanish, before any query', async () => {
    const res = await signIn('psicologia\u0000', 'canguro');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(FORBIDDEN_TEXT);
  });

  it('a lone surrogate in a written text answers 400 and writes nothing', async () => {
    const s = await as('psicologia');
    const action = `buscar \ud800 ${randomUUID()}`;
    const res = await post(s, '/activity-log', { action, historyId: null, url: '/', userId: s.userId });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ action: FORBIDDEN_TEXT });
  });

  it('a NUL in a query or a path answers 400', async () => {
    const s = await as('psicologia');
    expect((await get(s, '/hc/list?search=ab%00cd')).status).toBe(400);
    const path = await get(s, '/hc/%00');
    expect(path.status).toBe(400);
    expect(path.body.message).toBe(FORBIDDEN_TEXT);
  });
});

describe('bodies', () => {
  it('an array where an object goes is refused, not read as an empty object', async () => {
    const s = await as('psicologia');
    const res = await post(s, '/activity-log', [{ action: 'abrir-historia' }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El cuerpo de la petición debe ser un objeto JSON');
  });

  it('nesting deeper than 32 levels answers 400', async () => {
    const s = await as('psicologia');
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const res = await post(s, '/activity-log', { action: 'x', url: deep });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('demasiados niveles anidados');
  });

  it('a wrong type gets a Spanish message, never the library English', async () => {
    const s = await as('psicologia');
    const res = await post(s, '/activity-log', { action: 'abrir-historia', historyId: 12 });
    expect(res.status).toBe(400);
    expect(Object.values(res.body.errors ?? {}).join(' ')).not.toMatch(/Invalid|Expected|received/);
  });

  it('an id of a megabyte is refused', async () => {
    const s = await as('psicologia');
    const res = await post(s, '/activity-log', { action: 'abrir-historia', historyId: 'x'.repeat(1 << 20) });
    expect(res.status).toBe(400);
  });
});

describe('sign-in throttling', () => {
  it('after 10 failures the account is refused (429, Retry-After), even with the right password', async () => {
    const admin = await as('admin');
    const username = `throttle.${randomUUID().slice(0, 8)}`;
    const created = await post(admin, '/auth/register', {
      email: `${username}@canguro.demo`,
      name: 'Usuario de Prueba',
      username,
      password: 'clave-segura-1',
      rol: 'psychologist',
      sede: [1],
    });
    expect(created.status).toBe(201);

    // Failures, then a success, which clears them.
    for (let i = 0; i < 9; i++) expect((await signIn(username, 'equivocada')).status).toBe(401);
    expect((await signIn(username, 'clave-segura-1')).status).toBe(200);

    for (let i = 0; i < 10; i++) expect((await signIn(username, 'equivocada')).status).toBe(401);
    const refused = await signIn(username, 'clave-segura-1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      /^Demasiados intentos fallidos\. Intente de nuevo en \d+ minutos?\.$/,
    );
    // Another account from the same address still signs in.
    expect((await signIn('psicologia', 'canguro')).status).toBe(200);
  });
});

describe('security headers', () => {
  it('every answer, API and app, carries them; only the embedded views may be framed', async () => {
    const api = await fetch(`${baseUrl()}/v1/health`);
    const csp = api.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('no-referrer');

    const app = await fetch(`${baseUrl()}/psychology`);
    expect(app.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(app.headers.get('x-frame-options')).toBe('DENY');

    for (const view of ['vaccination', 'psychology']) {
      const embedded = await fetch(`${baseUrl()}/external-views/${view}/hc/${randomUUID()}?enabled=true`);
      expect(embedded.headers.get('content-security-policy')).toMatch(
        /frame-ancestors http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*$/,
      );
      expect(embedded.headers.get('x-frame-options')).toBeNull();
    }

    // Only the two views: anything else under /external-views/ is the app's and framed by no one.
    const other = await fetch(`${baseUrl()}/external-views/other/hc/1`);
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(other.headers.get('x-frame-options')).toBe('DENY');
  });

  it('GET /v1/embed-origins names the host pages, with no token', async () => {
    const res = await fetch(`${baseUrl()}/v1/embed-origins`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ origins: ['http://localhost:*', 'http://127.0.0.1:*'] });
  });
});

// Last: the server answers 413 before reading the body and closes that connection.
describe('body limit', () => {
  it('a body over the limit answers 413 without being read whole', async () => {
    const s = await as('psicologia');
    const res = await call(s, 'POST', '/activity-log', {
      body: { action: 'x', url: 'y'.repeat(3 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('La petición es demasiado grande');
  });

  // Without a Content-Length the body's size is known only as it arrives: it is counted as it is read.
  const chunked = async (s: Session, body: string) => {
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const res = await fetch(`${baseUrl()}/v1/activity-log`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${s.token}`,
        cookie: `XSRF-TOKEN=${s.xsrf}`,
        'x-xsrf-token': s.xsrf,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    return { status: res.status, body: (await res.json()) as { message?: string } };
  };

  it('a body sent in chunks is counted as it arrives: under the limit it is read, over it 413', async () => {
    const s = await as('psicologia');
    const small = await chunked(s, JSON.stringify({ action: 'x', url: 'y'.repeat(200 * 1024) }));
    expect(small.status).not.toBe(413);
    expect(small.status).toBeLessThan(500);
    const large = await chunked(s, JSON.stringify({ action: 'x', url: 'y'.repeat(3 * 1024 * 1024) }));
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('La petición es demasiado grande');
  });
});
