import { describe, expect, it } from 'vitest';
import {
  POSTPONED_MOTIVE_MAX,
  postponedCreateBody,
  postponedQuery,
  postponedState,
} from '../../../src/contract/postponed';
import { validationText as t } from '../../../src/i18n/validation';
import { signatureOf, uuid } from '../../fixtures/bodies';
import { fieldErrors, parsed, text } from './issues';

const valid = () => ({
  historyId: uuid(),
  motive: 'La madre no pudo asistir con el bebé.',
  signature: signatureOf(),
  createdAt: '2025-03-04T14:30:00.000Z',
});

describe('postponement body', () => {
  it('accepts the spec body, and the optional day and time zone', () => {
    expect(fieldErrors(postponedCreateBody, valid())).toEqual({});
    expect(
      fieldErrors(postponedCreateBody, { ...valid(), date: '2025-03-04', timeZone: 'America/Bogota' }),
    ).toEqual({});
  });

  it('requires a motive of at most 500 characters, trimmed', () => {
    expect(POSTPONED_MOTIVE_MAX).toBe(500);
    expect(fieldErrors(postponedCreateBody, { ...valid(), motive: '   ' })).toEqual({ motive: [t.required] });
    const { motive: _, ...noMotive } = valid();
    expect(fieldErrors(postponedCreateBody, noMotive)).toEqual({ motive: [t.required] });
    expect(fieldErrors(postponedCreateBody, { ...valid(), motive: text(500) })).toEqual({});
    expect(fieldErrors(postponedCreateBody, { ...valid(), motive: text(501) })).toEqual({
      motive: [t.maxLength(500)],
    });
    expect(parsed(postponedCreateBody, { ...valid(), motive: '  Enfermo  ' }).motive).toBe('Enfermo');
  });

  it('requires the history, the signature and the creation time', () => {
    const errors = fieldErrors(postponedCreateBody, { motive: 'x' });
    expect(Object.keys(errors).sort()).toEqual(['createdAt', 'historyId', 'signature']);
  });
});

describe('is-postponed and undo query', () => {
  it('needs the history, the day and a real time zone', () => {
    const query = { historyId: uuid(), date: '2025-03-04', timeZone: 'America/Bogota' };
    expect(fieldErrors(postponedQuery, query)).toEqual({});
    expect(fieldErrors(postponedQuery, { ...query, timeZone: 'Mars/Olympus' })).toEqual({
      timeZone: [t.invalidType],
    });
    expect(Object.keys(fieldErrors(postponedQuery, { historyId: query.historyId }))).toEqual([
      'date',
      'timeZone',
    ]);
  });

  it('answers result and motive', () => {
    expect(fieldErrors(postponedState, { result: true, motive: 'Enfermo' })).toEqual({});
    expect(fieldErrors(postponedState, { result: false, motive: null })).toEqual({});
  });
});
