import { describe, expect, it } from 'vitest';
import { lastSavedAt } from '../../../../src/features/psychology/exams/use-exam-grid-columns';

const created = Date.parse('2026-11-26T14:00:00Z');
const guardar = Date.parse('2026-11-26T14:20:00Z');

describe("'Guardado hace …' of today's exam column reopened", () => {
  it('with no GUARDAR on this screen: the time the exam is listed at', () => {
    expect(lastSavedAt(created, null)).toBe(created);
  });

  it("after GUARDAR of a new exam (listed at its draft's creation): the GUARDAR", () => {
    expect(lastSavedAt(created, guardar)).toBe(guardar);
  });

  it('once the server lists a later save (another device saved it since): that one', () => {
    const later = guardar + 60_000;
    expect(lastSavedAt(later, guardar)).toBe(later);
  });
});
