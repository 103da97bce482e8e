/** The autosave state under the signer (src/document-kit/autosave-state.ts). */
import { describe, expect, it } from 'vitest';
import { autosaveState } from '../../../src/document-kit/autosave-state';

const session = (changed: boolean, unwritten: boolean, unstaged: boolean) => ({
  changed,
  unwritten,
  unstaged,
});

describe('autosaveState', () => {
  it('says nothing before the first change', () => {
    expect(autosaveState(session(false, false, false), 0)).toBe('idle');
  });
  it('"Guardando…" while the change is not on the device', () => {
    expect(autosaveState(session(true, true, true), 0)).toBe('saving');
  });
  it('"No guardado en el dispositivo" while its write failed, "Guardado…" once one succeeds', () => {
    expect(autosaveState({ ...session(true, true, true), writeError: new Error('quota') }, 0)).toBe(
      'not-stored',
    );
    // A stage that could not be queued leaves the change on the device.
    expect(autosaveState({ ...session(true, false, true), writeError: new Error('quota') }, 0)).toBe(
      'saved-on-device',
    );
  });
  it('"Guardado en el dispositivo" once written and not yet staged', () => {
    expect(autosaveState(session(true, false, true), 1)).toBe('saved-on-device');
  });
  it('"Pendiente de sincronizar" while a stage waits in the outbox, nothing once acknowledged', () => {
    expect(autosaveState(session(true, false, false), 1)).toBe('pending-sync');
    expect(autosaveState(session(true, false, false), 0)).toBe('idle');
    expect(autosaveState(session(true, false, false), undefined)).toBe('idle');
  });
});
