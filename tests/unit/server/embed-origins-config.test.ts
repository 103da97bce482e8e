/**
 * EMBED_ORIGINS (server/config.ts, server/http/security-headers.ts): the host pages that may frame the two
 * external views. Loopback only by default; a list of CSP origins otherwise; a bad entry stops the start;
 * exactly the two views carry them in frame-ancestors, every other answer 'none'.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { securityHeaders } from '../../../server/http/security-headers';

describe('EMBED_ORIGINS', () => {
  it('defaults to the loopback origins on any port', () => {
    expect(readConfig({}).embedOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(readConfig({ EMBED_ORIGINS: '  ' }).embedOrigins).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
  });

  it('reads a comma-separated list of origins', () => {
    expect(
      readConfig({ EMBED_ORIGINS: 'https://karen.example.org, https://*.clinica.example:8443,' })
        .embedOrigins,
    ).toEqual(['https://karen.example.org', 'https://*.clinica.example:8443']);
  });

  it.each([
    "'self'",
    'https:',
    '*',
    'https://karen.example.org/path',
    'https://karen.example.org; script-src *',
    'ftp://karen.example.org',
    'https://karen.example.org:99999',
  ])('refuses %s', (entry) => {
    expect(() => readConfig({ EMBED_ORIGINS: `https://ok.example, ${entry}` })).toThrow(/EMBED_ORIGINS/);
  });
});

async function headersOf(path: string, embedOrigins: readonly string[]) {
  const app = new Hono();
  app.use(securityHeaders({ frameSources: "'self'", embedOrigins }));
  app.get('*', (c) => c.text('ok'));
  const res = await app.request(path);
  return { csp: res.headers.get('content-security-policy') ?? '', xfo: res.headers.get('x-frame-options') };
}

describe('frame-ancestors', () => {
  const origins = ['https://karen.example.org', 'http://localhost:*'];

  it.each(['/external-views/vaccination/hc/abc', '/external-views/psychology/hc/abc'])(
    '%s may be framed by exactly the configured origins',
    async (path) => {
      const { csp, xfo } = await headersOf(`${path}?enabled=true`, origins);
      expect(csp).toMatch(/; frame-ancestors https:\/\/karen\.example\.org http:\/\/localhost:\*$/);
      expect(xfo).toBeNull();
    },
  );

  it.each(['/', '/psychology', '/external-views/vaccination', '/external-views/other/hc/1', '/v1/health'])(
    '%s may be framed by no one',
    async (path) => {
      const { csp, xfo } = await headersOf(path, origins);
      expect(csp).toMatch(/; frame-ancestors 'none'$/);
      expect(xfo).toBe('DENY');
    },
  );

  it('an empty list lets no one frame the views either', async () => {
    const { csp } = await headersOf('/external-views/vaccination/hc/abc', []);
    expect(csp).toMatch(/; frame-ancestors 'none'$/);
  });
});
