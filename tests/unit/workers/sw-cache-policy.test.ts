/**
 * What the service worker may cache at run time (workers/sw-cache-policy.ts): only answers that are the
 * same for every user; never histories, documents, auth or searches.
 */
import { describe, expect, it } from 'vitest';
import { isAppNavigation, isCacheableApiRequest } from '../../../workers/sw-cache-policy';

const origin = 'https://canguro.example';
const cacheable = (path: string, method = 'GET', from = origin) =>
  isCacheableApiRequest(new URL(path, from), method, origin);

describe('isCacheableApiRequest', () => {
  it.each([
    '/v1/parameters/name/Feature_Flags',
    '/v1/parameters/name/Tipo%20de%20documento',
    '/v1/bayley/params',
    '/v1/griffiths/params',
  ])('allows GET %s', (path) => {
    expect(cacheable(path)).toBe(true);
  });

  it.each([
    '/v1/hc/list',
    '/v1/hc/8f7f3c1e-0000-4000-8000-000000000001',
    '/v1/hc/8f7f3c1e-0000-4000-8000-000000000001/basic',
    '/v1/bayley/hc/8f7f3c1e-0000-4000-8000-000000000001',
    '/v1/bayley/8f7f3c1e-0000-4000-8000-000000000001',
    '/v1/auth/login-username',
    '/v1/auth/refresh-tokens',
    '/v1/activity-log',
    '/v1/users',
    '/v1/parameters',
    '/v1/parameters/name/a/b',
    '/v1/health',
  ])('refuses GET %s', (path) => {
    expect(cacheable(path)).toBe(false);
  });

  it('refuses other methods, other origins and any query string', () => {
    expect(cacheable('/v1/parameters/name/Feature_Flags', 'POST')).toBe(false);
    expect(cacheable('/v1/parameters/name/Feature_Flags', 'GET', 'https://other.example')).toBe(false);
    expect(cacheable('/v1/parameters/name/Feature_Flags?user=1')).toBe(false);
  });
});

describe('isAppNavigation', () => {
  it('answers deep links of the app with the shell, never /v1', () => {
    expect(isAppNavigation(new URL('/psychology', origin))).toBe(true);
    expect(isAppNavigation(new URL('/', origin))).toBe(true);
    expect(isAppNavigation(new URL('/v1/hc/list', origin))).toBe(false);
    expect(isAppNavigation(new URL('/v1', origin))).toBe(false);
  });

  it('leaves the external views to the server, whose answer says who may frame them', () => {
    expect(isAppNavigation(new URL('/external-views/psychology/hc/1?api_key=x', origin))).toBe(false);
    expect(isAppNavigation(new URL('/external-views/vaccination/hc/1?enabled=true', origin))).toBe(false);
  });
});
