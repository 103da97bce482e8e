/**
 * When a new version may take over (src/app/update-decision.ts): never while a form holds unsaved changes
 * or the outbox is being sent (DESIGN.md write path, step 10).
 */
import { describe, expect, it } from 'vitest';
import { nextUpdateStep, type UpdateSituation } from '../../../src/app/update-decision';

const idle: Omit<UpdateSituation, 'phase'> = { unsavedWork: false, sending: false, dismissed: false };

describe('nextUpdateStep', () => {
  it('shows nothing while no new version is known, whatever else holds', () => {
    expect(nextUpdateStep({ ...idle, phase: 'current' })).toEqual({ kind: 'none' });
    expect(nextUpdateStep({ phase: 'current', unsavedWork: true, sending: true, dismissed: true })).toEqual({
      kind: 'none',
    });
  });

  it('offers a waiting version and never activates it before the user chooses', () => {
    expect(nextUpdateStep({ ...idle, phase: 'waiting' })).toEqual({ kind: 'offer' });
    // Busy or not, the offer is only an offer: nothing is activated or reloaded.
    expect(nextUpdateStep({ ...idle, phase: 'waiting', unsavedWork: true, sending: true })).toEqual({
      kind: 'offer',
    });
  });

  it('hides the offer once the user said "Más tarde"', () => {
    expect(nextUpdateStep({ ...idle, phase: 'waiting', dismissed: true })).toEqual({ kind: 'none' });
  });

  it('activates an accepted version when no form holds changes and nothing is being sent', () => {
    expect(nextUpdateStep({ ...idle, phase: 'accepted' })).toEqual({ kind: 'activate' });
  });

  it('holds an accepted version while a form holds unsaved changes, and says so', () => {
    expect(nextUpdateStep({ ...idle, phase: 'accepted', unsavedWork: true })).toEqual({
      kind: 'hold',
      waitingFor: 'forms',
    });
    // Unsaved forms are named first: they are what the user can act on.
    expect(nextUpdateStep({ ...idle, phase: 'accepted', unsavedWork: true, sending: true })).toEqual({
      kind: 'hold',
      waitingFor: 'forms',
    });
  });

  it('holds an accepted version while the outbox is being sent', () => {
    expect(nextUpdateStep({ ...idle, phase: 'accepted', sending: true })).toEqual({
      kind: 'hold',
      waitingFor: 'sync',
    });
  });

  it('reloads into an activated version only when this tab is not busy', () => {
    expect(nextUpdateStep({ ...idle, phase: 'activated' })).toEqual({ kind: 'reload' });
    expect(nextUpdateStep({ ...idle, phase: 'activated', unsavedWork: true }).kind).toBe('hold');
    expect(nextUpdateStep({ ...idle, phase: 'activated', sending: true }).kind).toBe('hold');
  });

  it('ignores "Más tarde" once the user has accepted (or another tab activated the version)', () => {
    expect(nextUpdateStep({ ...idle, phase: 'accepted', dismissed: true })).toEqual({ kind: 'activate' });
    expect(nextUpdateStep({ ...idle, phase: 'activated', dismissed: true })).toEqual({ kind: 'reload' });
  });

  it('goes on by itself when the work is saved: the same accepted phase turns from hold to activate', () => {
    const busy = nextUpdateStep({ ...idle, phase: 'accepted', unsavedWork: true });
    const saved = nextUpdateStep({ ...idle, phase: 'accepted', unsavedWork: false });
    expect([busy.kind, saved.kind]).toEqual(['hold', 'activate']);
  });
});
