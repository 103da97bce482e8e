import { describe, expect, it } from 'vitest';
import {
  activitySaveKind,
  canDeleteActivity,
  isActivityUnchanged,
} from '../../../src/domain/social-work-activity-rules';

const mine = 'a1b2c3d4-0000-4000-8000-000000000001';
const earlier = 'a1b2c3d4-0000-4000-8000-000000000002';

describe('social-work activity rules (spec 001 §4, §6)', () => {
  it('offers delete only for rows this evolution created', () => {
    expect(canDeleteActivity({ sourceId: mine }, mine)).toBe(true);
    expect(canDeleteActivity({ sourceId: earlier }, mine)).toBe(false);
  });

  it('changes a row of this evolution in place and copies a row of another evolution', () => {
    expect(activitySaveKind({ sourceId: mine }, mine)).toBe('update');
    expect(activitySaveKind({ sourceId: earlier }, mine)).toBe('copy');
    expect(activitySaveKind(null, mine)).toBe('create');
  });

  const previous = { name: 'Taller de lactancia', completed: false, observation: null };

  it('reads "No hay cambios" while the row equals its previous record', () => {
    expect(isActivityUnchanged({ ...previous }, previous)).toBe(true);
    // An empty observation and a missing one are the same; so are surrounding blanks.
    expect(
      isActivityUnchanged({ ...previous, observation: '', name: ' Taller de lactancia ' }, previous),
    ).toBe(true);
  });

  it('allows saving once any field differs, and always for a new row', () => {
    expect(isActivityUnchanged({ ...previous, completed: true }, previous)).toBe(false);
    expect(isActivityUnchanged({ ...previous, name: 'Taller' }, previous)).toBe(false);
    expect(isActivityUnchanged({ ...previous, observation: 'Asistió' }, previous)).toBe(false);
    expect(isActivityUnchanged(previous, null)).toBe(false);
  });
});
