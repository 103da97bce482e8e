import { describe, expect, it } from 'vitest';
import { lastSavedAt } from '../../../../src/features/psychology/exams/use-exam-grid-columns';

const staged = Date.parse('2026-11-26T14:00:00Z');
const guardar = Date.parse('2026-11-26T14:20:00Z');

describe("'Guardado hace …' of today's exam column reopened", () => {
  it('with no GUARDAR on this screen: the last save the list knows of', () => {
    expect(lastSavedAt(staged, null)).toBe(staged);
  });

  it('a draft never sent, before any GUARDAR: none ("No se ha guardado")', () => {
    expect(lastSavedAt(null, null)).toBeNull();
  });

  it('after GUARDAR on this screen, of a draft the list has not seen saved yet: the GUARDAR', () => {
    expect(lastSavedAt(null, guardar)).toBe(guardar);
    expect(lastSavedAt(staged, guardar)).toBe(guardar);
  });

  it('once the server lists a later save (another device saved it since): that one', () => {
    const later = guardar + 60_000;
    expect(lastSavedAt(later, guardar)).toBe(later);
  });
});
