import { describe, expect, it } from 'vitest';
import { returnPath } from '../../../../src/features/platform/auth/return-path';

describe('the address a sign-in returns to', () => {
  it('keeps a path of the app, with its query', () => {
    expect(returnPath('/psychology/hc/abc/evoluciones')).toBe('/psychology/hc/abc/evoluciones');
    expect(returnPath('/reports?desde=2026-01-01')).toBe('/reports?desde=2026-01-01');
  });

  it('drops another origin, home, /login and anything not a path', () => {
    expect(returnPath('//evil.example/x')).toBeUndefined();
    expect(returnPath('/\\evil.example')).toBeUndefined();
    expect(returnPath('https://evil.example/')).toBeUndefined();
    expect(returnPath('/')).toBeUndefined();
    expect(returnPath('/login?redirect=/x')).toBeUndefined();
    expect(returnPath(undefined)).toBeUndefined();
    expect(returnPath(42)).toBeUndefined();
  });
});
