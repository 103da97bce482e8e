/**
 * Host origins (src/domain/embed-origins.ts): CSP host-source expressions as EMBED_ORIGINS writes them,
 * and whether a message's origin matches one (a port wildcard, a subdomain wildcard, the scheme's default
 * port).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMBED_ORIGINS,
  isAllowedOrigin,
  isEmbedOriginExpression,
  originMatches,
  parentOriginOf,
  parseEmbedOrigins,
} from '../../../src/domain/embed-origins';

describe('isEmbedOriginExpression', () => {
  it.each([
    'https://karen.example.org',
    'http://localhost:*',
    'http://127.0.0.1:4211',
    'https://*.example.org',
    'HTTPS://Karen.Example.org:443',
  ])('accepts %s', (expression) => {
    expect(isEmbedOriginExpression(expression)).toBe(true);
  });

  it.each([
    '',
    '*',
    "'self'",
    "'none'",
    'https:',
    'karen.example.org',
    'https://karen.example.org/',
    'https://karen.example.org/vacunas',
    'https://user@karen.example.org',
    'https://karen.example.org:70000',
    'https://karen.example.org:8*',
    'https://*',
    'https://karen.example.org;script-src',
    'javascript://x',
  ])('refuses %j', (expression) => {
    expect(isEmbedOriginExpression(expression)).toBe(false);
  });
});

describe('parseEmbedOrigins', () => {
  it('is the loopback origins when unset or blank', () => {
    expect(parseEmbedOrigins(undefined)).toEqual([...DEFAULT_EMBED_ORIGINS]);
    expect(parseEmbedOrigins(' ')).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('splits on commas and drops blanks', () => {
    expect(parseEmbedOrigins(' https://a.example , ,http://localhost:3000')).toEqual([
      'https://a.example',
      'http://localhost:3000',
    ]);
  });

  it('throws on an entry that is not an origin, naming it', () => {
    expect(() => parseEmbedOrigins('https://a.example, *')).toThrow('"*"');
  });
});

describe('originMatches', () => {
  it('a port wildcard matches every port of that scheme and host, and no port at all', () => {
    expect(originMatches('http://localhost:4211', 'http://localhost:*')).toBe(true);
    expect(originMatches('http://localhost', 'http://localhost:*')).toBe(true);
    expect(originMatches('https://localhost:4211', 'http://localhost:*')).toBe(false);
    expect(originMatches('http://localhost.evil.example:4211', 'http://localhost:*')).toBe(false);
    expect(originMatches('http://127.0.0.1:9', 'http://localhost:*')).toBe(false);
  });

  it('no port in the expression means the scheme default port', () => {
    expect(originMatches('https://karen.example.org', 'https://karen.example.org')).toBe(true);
    expect(originMatches('https://karen.example.org:8443', 'https://karen.example.org')).toBe(false);
    expect(originMatches('http://karen.example.org', 'https://karen.example.org')).toBe(false);
    expect(originMatches('https://karen.example.org', 'https://karen.example.org:443')).toBe(true);
    expect(originMatches('http://karen.example.org', 'http://karen.example.org:80')).toBe(true);
  });

  it('an explicit port matches only that port', () => {
    expect(originMatches('http://127.0.0.1:4211', 'http://127.0.0.1:4211')).toBe(true);
    expect(originMatches('http://127.0.0.1:4212', 'http://127.0.0.1:4211')).toBe(false);
  });

  it('a subdomain wildcard matches subdomains only', () => {
    expect(originMatches('https://a.example.org', 'https://*.example.org')).toBe(true);
    expect(originMatches('https://b.a.example.org', 'https://*.example.org')).toBe(true);
    expect(originMatches('https://example.org', 'https://*.example.org')).toBe(false);
    expect(originMatches('https://badexample.org', 'https://*.example.org')).toBe(false);
  });

  it('compares host and scheme without letter case', () => {
    expect(originMatches('https://KAREN.example.org', 'https://karen.EXAMPLE.org')).toBe(true);
  });

  it('never matches what is not an origin', () => {
    expect(originMatches('null', 'http://localhost:*')).toBe(false);
    expect(originMatches('', 'http://localhost:*')).toBe(false);
    expect(originMatches('http://localhost:4211/page', 'http://localhost:*')).toBe(false);
    expect(originMatches('http://localhost:4211', "'self'")).toBe(false);
  });
});

describe('isAllowedOrigin', () => {
  it('matches any of the expressions', () => {
    const allowed = ['https://karen.example.org', 'http://localhost:*'];
    expect(isAllowedOrigin('http://localhost:4211', allowed)).toBe(true);
    expect(isAllowedOrigin('https://karen.example.org', allowed)).toBe(true);
    expect(isAllowedOrigin('https://evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:4211', [])).toBe(false);
  });
});

describe('parentOriginOf', () => {
  const allowed = ['http://localhost:*'];

  it('is the first ancestor origin when allowed', () => {
    expect(parentOriginOf({ ancestorOrigin: 'http://localhost:4211', referrer: '' }, allowed)).toBe(
      'http://localhost:4211',
    );
  });

  it('falls back on the referrer when the browser names no ancestor', () => {
    expect(
      parentOriginOf({ ancestorOrigin: undefined, referrer: 'http://localhost:4211/host.html?x=1' }, allowed),
    ).toBe('http://localhost:4211');
  });

  it('is null when neither is an allowed origin', () => {
    expect(parentOriginOf({ ancestorOrigin: 'https://evil.example', referrer: '' }, allowed)).toBeNull();
    expect(parentOriginOf({ ancestorOrigin: null, referrer: 'not an address' }, allowed)).toBeNull();
    expect(parentOriginOf({ ancestorOrigin: null, referrer: '' }, [])).toBeNull();
  });
});
