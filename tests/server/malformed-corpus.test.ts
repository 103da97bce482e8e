/**
 * Every /v1 route against a corpus of malformed input (docs/api.md "Bad input"): ids that are garbage,
 * NUL or a lone surrogate; queries with NUL, negative, huge or non-numeric pages and limits; bodies that
 * are not JSON, not objects, nested too deep, or whose usual fields (historyId, date, signature, version,
 * page) hold the wrong type, an invalid date, a megabyte of text, a NUL or a lone surrogate. Each answer
 * is a 4xx with a Spanish message, never a 5xx and never the validation library's English, and nothing of
 * the history the corpus names is written. The routes are read from the app itself, so a new route is in
 * the corpus the day it is added.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { as, baseUrl, get, type Session } from './support/api';

/** The routes a user can call: the fault hooks and the app's pages are not part of the API. */
function apiRoutes(): { method: string; path: string }[] {
  const app = createApp({
    db: {} as never,
    config: { ...readConfig({}), testMode: false },
    jwtSecret: 'x'.repeat(48),
  });
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/v1/')) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

const MEGABYTE = 'a'.repeat(1024 * 1024);
const LARGE = MEGABYTE.slice(0, 256 * 1024);
const UNKNOWN_ID = '2b7c8d1e-4f5a-4b6c-9d7e-8f9a0b1c2d3e';

/** Path parameters: each replaces one parameter while the others take a real value. */
const badIds = ['garbage', "1' or '1'='1", '%00', '%ED%A0%80', 'x'.repeat(5000)];

const badQueries = [
  'search=%00',
  'search=%ED%A0%80',
  'page=-1',
  'page=99999999999999999999',
  'page=abc',
  'limit=1000000000',
  'historyId=garbage',
  'sites=a,b',
  'visitId=%00',
];

/** Raw bodies, sent as they are. */
const badBodies: { name: string; text: string }[] = [
  { name: 'not JSON', text: '{"historyId": ' },
  { name: 'an array', text: '[{"historyId": "x"}]' },
  { name: 'a string', text: '"texto"' },
  { name: 'a number', text: '42' },
  { name: 'null', text: 'null' },
  { name: 'nested 40 deep', text: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}` },
  { name: 'a NUL', text: JSON.stringify({ historyId: 'a\u0000b', observation: '\u0000' }) },
  { name: 'a lone surrogate', text: '{"historyId": "\\ud800", "observation": "\\udc00"}' },
  {
    name: 'wrong types',
    text: JSON.stringify({
      historyId: 123,
      id: [],
      date: 'no es fecha',
      signature: 'firma',
      version: 'uno',
      page: {},
      refreshToken: 5,
      email: false,
      username: null,
      password: 7,
      iniDate: 'ayer',
      endDate: null,
      action: 9,
      motive: [],
      password2: {},
    }),
  },
  {
    name: 'invalid dates',
    text: JSON.stringify({ historyId: 'x', date: '2026-02-30', iniDate: '2026-13-01' }),
  },
  // Far beyond every field's limit and under the 2 MB body limit (a larger body is answered 413 before it
  // is read: tests/server/hardening.test.ts).
  { name: 'a megabyte of text', text: JSON.stringify({ historyId: MEGABYTE, date: '2026-01-01' }) },
  { name: 'a megabyte of text in a login', text: JSON.stringify({ email: MEGABYTE, username: 'x' }) },
  { name: 'a quarter megabyte of text', text: JSON.stringify({ historyId: LARGE, observation: LARGE }) },
];

/** An English message of the validation library starts so; every message must be Spanish. */
const ENGLISH = /^(Invalid|Expected|Received)\b|\bbut received\b/;

/**
 * One request on a connection of its own (`agent: false`): the server may answer a bad body before it has
 * read it all and close that connection, which a pooled fetch would then reuse for the next request.
 */
function send(session: Session, method: string, path: string, body?: string) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${session.token}`,
    cookie: `XSRF-TOKEN=${session.xsrf}`,
    'x-xsrf-token': session.xsrf,
  };
  if (method !== 'GET') headers['idempotency-key'] = randomUUID();
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise<{ status: number; message: unknown }>((resolve) => {
    const request = httpRequest(`${baseUrl()}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let message: unknown = text;
        try {
          const answer = JSON.parse(text) as { message?: unknown; error?: unknown };
          message = answer.message ?? answer.error;
        } catch {
          // not JSON: the text itself
        }
        resolve({ status: res.statusCode ?? 0, message });
      });
    });
    // No answer at all is status 0 (a failure below).
    request.on('error', (error) => resolve({ status: 0, message: String(error) }));
    request.end(body);
  });
}

/** What a malformed write could touch of a history: its documents, rows, postponements and activities. */
async function historyState(session: Session, historyId: string) {
  const reads = [
    'bayley',
    'griffiths',
    'development-control',
    'family-control',
    'initial-assessment',
    'social-work-evolution',
    'home-visit',
    'social-work-activity',
    'family-composition',
    'external-network-report',
    'subsidy',
    'psychosocial-risk',
    'postponed-bayley',
    'postponed-griffiths',
  ].map((kind) => `/${kind}/hc/${historyId}`);
  const answers = await Promise.all(reads.map(async (path) => [path, (await get(session, path)).body]));
  return JSON.stringify(answers);
}

describe('every route against malformed input', () => {
  it('answers 4xx in Spanish, never 5xx, and writes nothing', { timeout: 240_000 }, async () => {
    const admin = await as('admin');
    // A history no other test file writes to: far down the admin's list.
    const listed = await get(admin, '/hc/list?page=30');
    const historyId = listed.body.results[0].id as string;
    const before = await historyState(admin, historyId);

    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    const check = (what: string, answer: { status: number; message: unknown }) => {
      if (answer.status === 0) failures.push(`${what}: no answer (${String(answer.message)})`);
      else if (answer.status >= 500) failures.push(`${what}: ${answer.status}`);
      else if (answer.status < 400) failures.push(`${what}: accepted (${answer.status})`);
      else if (typeof answer.message !== 'string' || answer.message === '' || ENGLISH.test(answer.message))
        failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.message)}`);
    };
    let requests = 0;

    for (const route of routes) {
      const params = route.path.match(/:[A-Za-z]+/g) ?? [];
      const withParams = (bad: string | null, at: string | null) =>
        route.path.replace(/:([A-Za-z]+)/g, (name) =>
          name === at ? bad! : name === ':historyId' || name === ':id' ? historyId : UNKNOWN_ID,
        );
      // Garbage in each path parameter, whatever the body.
      for (const name of params)
        for (const bad of badIds) {
          const path = withParams(bad, name);
          const body = route.method === 'GET' ? undefined : '{}';
          check(`${route.method} ${path.slice(0, 120)}`, await send(admin, route.method, path, body));
          requests += 1;
        }
      if (route.method === 'GET') {
        // Queries: a route that reads none of them may answer 200 to a harmless one; only 5xx and English fail.
        for (const query of badQueries) {
          const path = `${withParams(null, null)}?${query}`;
          const answer = await send(admin, 'GET', path);
          requests += 1;
          if (answer.status >= 500 || (typeof answer.message === 'string' && ENGLISH.test(answer.message)))
            failures.push(`GET ${path}: ${answer.status} ${JSON.stringify(answer.message)}`);
        }
        continue;
      }
      for (const body of badBodies) {
        const path = withParams(null, null);
        check(`${route.method} ${path} with ${body.name}`, await send(admin, route.method, path, body.text));
        requests += 1;
      }
    }

    console.log(`malformed corpus: ${requests} requests over ${routes.length} routes`);
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect(await historyState(admin, historyId)).toBe(before);
  });
});
