import { describe, expect, it } from 'vitest';
import { dayIn } from '../../../../src/domain/gestation';
import {
  postponedRecordKey,
  reconcile,
  samePostponed,
  todayQuery,
  type LocalPostponed,
} from '../../../../src/features/psychology/postponed/postponed-rules';

const server = (result: boolean, motive: string | null = result ? 'Fiebre' : null) => ({ result, motive });
const local = (result: boolean, pending: boolean, motive: string | null = result ? 'Local' : null) =>
  ({ result, motive, pending }) satisfies LocalPostponed;

describe('postponed exam rules (spec 000 §4 "Postponing", §7)', () => {
  it("names today's exam by the day in the browser's time zone", () => {
    // 03:30 UTC on the 10th is 22:30 of the 9th in Bogotá.
    const now = new Date('2026-03-10T03:30:00.000Z');
    expect(todayQuery('h1', now, 'America/Bogota')).toEqual({
      historyId: 'h1',
      date: '2026-03-09',
      timeZone: 'America/Bogota',
    });
    expect(dayIn(now, 'UTC')).toBe('2026-03-10');
    expect(postponedRecordKey('postponed-bayley', todayQuery('h1', now, 'UTC'))).toBe(
      'postponed-bayley:h1:2026-03-10',
    );
  });

  it('the server is the truth when nothing of ours waits', () => {
    expect(reconcile(null, server(true), false)).toEqual({ result: true, motive: 'Fiebre', pending: false });
    expect(reconcile(local(false, false), server(true), true)).toEqual(local(true, false, 'Fiebre'));
    expect(reconcile(local(true, false), server(false), true)).toEqual(local(false, false));
    // Our write reached the server, or was refused (it then waits in "needs attention"): the server wins.
    expect(reconcile(local(true, true), server(false), false)).toEqual(local(false, false));
    expect(reconcile(local(true, true), server(true), false)).toEqual(local(true, false, 'Fiebre'));
  });

  it("keeps the device's pending record while writes still waited when the server was asked", () => {
    expect(reconcile(local(true, true), server(false), true)).toEqual(local(true, true));
    // A postponement and its undo both queued: the server may be between the two; the device is right.
    expect(reconcile(local(false, true), server(true), true)).toEqual(local(false, true));
  });

  it('a motive is kept only while postponed', () => {
    expect(reconcile(null, { result: false, motive: 'viejo' }, false).motive).toBeNull();
  });

  it('compares records to skip needless writes', () => {
    expect(samePostponed(local(true, true), local(true, true))).toBe(true);
    expect(samePostponed(local(true, true), local(true, false))).toBe(false);
    expect(samePostponed(null, local(true, false))).toBe(false);
  });
});
