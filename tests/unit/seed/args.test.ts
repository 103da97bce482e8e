/**
 * `npm run seed`'s arguments: --reset, --day and --histories, with `=` or a separate value; anything else,
 * or a number of histories that is not a positive whole number, is refused.
 */
import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from '../../../server/seed/args';

describe('npm run seed arguments', () => {
  it('default to seeding an empty database today with the default number of histories', () => {
    expect(parseSeedArgs([])).toEqual({ reset: false, day: undefined, historyCount: undefined });
    expect(parseSeedArgs(['--'])).toEqual({ reset: false, day: undefined, historyCount: undefined });
  });

  it('take --histories N and --day either way, with --reset', () => {
    expect(parseSeedArgs(['--', '--histories', '50000'])).toMatchObject({ historyCount: 50_000 });
    expect(parseSeedArgs(['--reset', '--histories=120', '--day', '2025-06-15'])).toEqual({
      reset: true,
      day: '2025-06-15',
      historyCount: 120,
    });
  });

  it('refuse a number of histories that is not a positive whole number', () => {
    for (const bad of [
      ['--histories', '0'],
      ['--histories=-5'],
      ['--histories=1e3'],
      ['--histories', '2.5'],
      ['--histories'],
    ])
      expect(() => parseSeedArgs(bad)).toThrow(/--histories must be a positive whole number/);
  });

  it('refuse what it does not know, naming it', () => {
    expect(() => parseSeedArgs(['--historias=5'])).toThrow(/Unknown arguments: --historias=5/);
  });
});
