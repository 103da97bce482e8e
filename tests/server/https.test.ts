/**
 * HTTPS (docs/deploy.md "HTTPS"): given TLS_CERT_FILE and TLS_KEY_FILE the server answers https on its
 * port with Strict-Transport-Security, and plain http on HTTP_REDIRECT_PORT only redirects there; without
 * them it serves plain http, where X-Forwarded-Proto counts only behind a trusted proxy (TRUST_PROXY).
 * Real servers on loopback, a certificate made for the run.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { httpsLocation, listen, readTlsSettings, type Listening } from '../../server/http/tls';
import { STRICT_TRANSPORT_SECURITY } from '../../server/http/strict-transport';
import { startServer } from '../../server/main';
import { makeTestCertificate, type TestCertificate } from '../fixtures/test-certificate';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; ca?: string; setHost?: boolean } = {},
): Promise<Reply> {
  const { protocol } = new URL(url);
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ca: options.ca, setHost: options.setHost },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const baseConfig = (env: NodeJS.ProcessEnv = {}) => ({
  ...readConfig({ SEED_DEMO: 'false', ...env }),
  port: 0,
  dataDir: 'memory://',
  testMode: false,
});

describe('with a certificate', () => {
  let certificate: TestCertificate;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    certificate = makeTestCertificate(['canguro.clinica.test']);
    const env = { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile };
    const config = baseConfig(env);
    server = await startServer({ ...config, tls: { ...config.tls!, redirectPort: 0 } });
  });

  afterAll(async () => {
    await server?.close();
    certificate?.remove();
  });

  it('answers https on its port, with Strict-Transport-Security and a Secure XSRF cookie', async () => {
    expect(server.url).toBe(`https://localhost:${server.port}`);
    const res = await send(`${server.url}/v1/health`, { ca: certificate.cert });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
    expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(res.headers['set-cookie']?.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/;\s*Secure/i);
    // The app's pages too, not only the API.
    const page = await send(`${server.url}/login`, { ca: certificate.cert });
    expect(page.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('does not answer plain http on its https port', async () => {
    await expect(send(`http://127.0.0.1:${server.port}/v1/health`)).rejects.toThrow();
  });

  it('redirects plain http to the same name, path and query on https, and serves nothing there', async () => {
    const http = `http://127.0.0.1:${server.redirectPort}`;
    const host = { host: `canguro.clinica.test:${server.redirectPort}` };
    const page = await send(`${http}/psychology/hc/abc?tab=1`, { headers: host });
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe(`https://canguro.clinica.test:${server.port}/psychology/hc/abc?tab=1`);
    // HSTS means nothing over http (browsers ignore it there): it is not sent.
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['set-cookie']).toBeUndefined();

    // A write is redirected too (308 keeps its method), never executed over http.
    const write = await send(`${http}/v1/auth/login-username`, { method: 'POST', headers: host });
    expect(write.status).toBe(308);
    expect(write.headers.location).toBe(`https://canguro.clinica.test:${server.port}/v1/auth/login-username`);
  });

  it('answers 400 to a plain-http request that names no host', async () => {
    const res = await send(`http://127.0.0.1:${server.redirectPort}/`, { setHost: false });
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('without a certificate', () => {
  let db: Database;
  const listening: Listening[] = [];
  // The real app on a real socket; one migrated database for both servers.
  const start = async (env: NodeJS.ProcessEnv) => {
    const config = baseConfig(env);
    const app = createApp({ db, config, jwtSecret: 'https-test-secret' });
    const server = await listen(app.fetch, 0, config.tls);
    listening.push(server);
    return server;
  };
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
  });
  afterAll(async () => {
    for (const server of listening) await server.close();
    await db?.close();
  });

  it('serves plain http with no redirect and no Strict-Transport-Security, whatever a client claims', async () => {
    const server = await start({});
    expect(server.url).toBe(`http://localhost:${server.port}`);
    expect(server.redirectPort).toBeUndefined();
    const res = await send(`${server.url}/v1/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['set-cookie']?.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/Secure/i);
  });

  it('behind a trusted proxy, takes X-Forwarded-Proto: https answers carry Strict-Transport-Security', async () => {
    const server = await start({ TRUST_PROXY: 'true' });
    const overHttps = await send(`${server.url}/v1/health`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.7' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(overHttps.headers['set-cookie']?.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/Secure/i);
    // The first entry is what the client used (a chain of proxies appends theirs).
    const chain = await send(`${server.url}/v1/health`, { headers: { 'x-forwarded-proto': 'http, https' } });
    expect(chain.headers['strict-transport-security']).toBeUndefined();
    const direct = await send(`${server.url}/v1/health`);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('settings', () => {
  it('TLS_CERT_FILE and TLS_KEY_FILE go together', () => {
    expect(readTlsSettings({})).toBeUndefined();
    expect(() => readTlsSettings({ TLS_CERT_FILE: 'cert.pem' })).toThrow(/TLS_CERT_FILE y TLS_KEY_FILE/);
    expect(() => readTlsSettings({ TLS_KEY_FILE: 'key.pem' })).toThrow(/TLS_CERT_FILE y TLS_KEY_FILE/);
  });

  it('with TLS, PORT defaults to 8443 and HTTP_REDIRECT_PORT to 8080; both may be set', () => {
    const tls = { TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem' };
    expect(readConfig(tls)).toMatchObject({ port: 8443, tls: { redirectPort: 8080 } });
    expect(readConfig({ ...tls, PORT: '443', HTTP_REDIRECT_PORT: '80' })).toMatchObject({
      port: 443,
      tls: { certFile: 'c.pem', keyFile: 'k.pem', redirectPort: 80 },
    });
    expect(readConfig({})).toMatchObject({ port: 8080, tls: undefined });
  });

  it('a certificate file that cannot be read fails the start', async () => {
    const tls = { certFile: '/nonexistent/cert.pem', keyFile: '/nonexistent/key.pem', redirectPort: 0 };
    await expect(listen(() => new Response('ok'), 0, tls)).rejects.toThrow(/ENOENT/);
  });

  it('the https address keeps the name, drops the http port, and leaves out 443', () => {
    expect(httpsLocation('canguro.clinica.test:8080', '/a?b=1', 8443)).toBe(
      'https://canguro.clinica.test:8443/a?b=1',
    );
    expect(httpsLocation('canguro.clinica.test', '/', 443)).toBe('https://canguro.clinica.test/');
    expect(httpsLocation('[fd00::5]:80', '/x', 443)).toBe('https://[fd00::5]/x');
    // An absolute-form target never chooses the destination.
    expect(httpsLocation('a.test', 'http://elsewhere.test/x', 443)).toBe('https://a.test/');
    expect(httpsLocation(undefined, '/', 443)).toBeNull();
    expect(httpsLocation('bad host/x', '/', 443)).toBeNull();
  });
});
