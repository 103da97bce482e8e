import { describe, expect, it } from 'vitest';
import { serializeParams } from '../../../src/api/params';

describe('serializeParams (spec 000 §5)', () => {
  it('drops empty strings, null and undefined, and keeps 0 and false', () => {
    const search = serializeParams({
      search: '',
      page: 1,
      sites: null,
      name: undefined,
      limit: 0,
      active: false,
    });
    expect(search.toString()).toBe('page=1&limit=0&active=false');
  });

  it('joins lists with commas and drops empty lists and empty items', () => {
    expect(serializeParams({ sites: [1, 2], roles: [], other: ['a', '', 'b'] }).toString()).toBe(
      'sites=1%2C2&other=a%2Cb',
    );
  });

  it('writes dates as ISO strings and keeps text as given', () => {
    const search = serializeParams({ date: new Date('2026-03-01T05:00:00.000Z'), search: 'maría josé' });
    expect(search.get('date')).toBe('2026-03-01T05:00:00.000Z');
    expect(search.get('search')).toBe('maría josé');
  });

  it('gives an empty query for no parameters', () => {
    expect(serializeParams(undefined).toString()).toBe('');
    expect(serializeParams({}).toString()).toBe('');
  });
});
