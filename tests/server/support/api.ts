/**
 * A small HTTP client for the server tests: signs in demo users, keeps their XSRF cookie, and sends
 * requests with bearer token, XSRF header and (for writes) an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export interface Session {
  username: string;
  userId: string;
  token: string;
  refreshToken: string;
  xsrf: string;
  user: Record<string, unknown> & { id: string; name: string; email: string };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

async function xsrfCookie(): Promise<string> {
  const res = await fetch(`${baseUrl()}/v1/health`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  return cookie!.split(';')[0]!.split('=')[1]!;
}

const sessions = new Map<string, Promise<Session>>();

export async function login(username: string, password = 'canguro'): Promise<Session> {
  const xsrf = await xsrfCookie();
  const res = await fetch(`${baseUrl()}/v1/auth/login-username`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(body)}`);
  return {
    username,
    userId: body.user.id,
    token: body.tokens.access.token,
    refreshToken: body.tokens.refresh.token,
    xsrf,
    user: body.user,
  };
}

/** One cached session per demo user for the whole file. */
export function as(username: string): Promise<Session> {
  let s = sessions.get(username);
  if (!s) {
    s = login(username);
    sessions.set(username, s);
  }
  return s;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  /** Idempotency-Key; a fresh one is made for every write unless given (null sends none). */
  key?: string | null;
  headers?: Record<string, string>;
  noXsrf?: boolean;
}

export async function call<T = any>(
  session: Session | null,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (session) {
    headers.authorization = `Bearer ${session.token}`;
    if (!options.noXsrf) {
      headers.cookie = `XSRF-TOKEN=${session.xsrf}`;
      headers['x-xsrf-token'] = session.xsrf;
    }
  }
  const write = method !== 'GET';
  if (write && options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID();
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}/v1${path}`, { method, headers, body: payload });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await res.json() : await res.arrayBuffer();
  return { status: res.status, body: body as T, headers: res.headers };
}

export const get = <T = any>(s: Session | null, path: string, o?: RequestOptions) =>
  call<T>(s, 'GET', path, o);
export const post = <T = any>(s: Session | null, path: string, body?: unknown, o?: RequestOptions) =>
  call<T>(s, 'POST', path, { ...o, body });
export const put = <T = any>(s: Session | null, path: string, body?: unknown, o?: RequestOptions) =>
  call<T>(s, 'PUT', path, { ...o, body });
export const del = <T = any>(s: Session | null, path: string, o?: RequestOptions) =>
  call<T>(s, 'DELETE', path, o);

export const signatureOf = (s: Session) => ({ id: s.user.id, name: s.user.name, email: s.user.email });

/** The fault hooks' scope header (server/http/faults.ts); without a scope, the unnamed one. */
const scopeHeader = (scope?: string): Record<string, string> =>
  scope ? { 'x-canguro-test-scope': scope } : {};

export async function resetFaults(scope?: string) {
  await fetch(`${baseUrl()}/v1/__test/reset`, { method: 'POST', headers: scopeHeader(scope) });
}

export async function setFaults(faults: Record<string, unknown>, scope?: string) {
  await fetch(`${baseUrl()}/v1/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...scopeHeader(scope) },
    body: JSON.stringify(faults),
  });
}

export async function stats(scope?: string): Promise<{
  inFlight: number;
  maxInFlight: number;
  requests: {
    method: string;
    path: string;
    status: number;
    idempotencyKey: string | null;
    replay: boolean;
  }[];
}> {
  return (await fetch(`${baseUrl()}/v1/__test/stats`, { headers: scopeHeader(scope) })).json() as never;
}

export const newKey = () => randomUUID();
