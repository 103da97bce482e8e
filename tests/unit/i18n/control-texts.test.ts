/**
 * The controls' messages of spec 000 §8: the development control and the family control each say their
 * own pair after a stage and after GUARDAR, written exactly as the spec gives them (case included); the
 * discard text is the one both share.
 */
import { describe, expect, it } from 'vitest';
import { familyControlText } from '../../../src/i18n/family-control';
import { developmentControlText } from '../../../src/i18n/psychology';

describe('control messages (spec 000 §8)', () => {
  it('the development control says "Borrador de Control guardado" and "Control guardado correctamente"', () => {
    expect(developmentControlText.draftSaved).toBe('Borrador de Control guardado');
    expect(developmentControlText.saved).toBe('Control guardado correctamente');
  });

  it('the family control says its own "Borrador del control guardado" and "control guardado correctamente"', () => {
    expect(familyControlText.draftSaved).toBe('Borrador del control guardado');
    expect(familyControlText.saved).toBe('control guardado correctamente');
  });

  it('both discard with "Se descartaron los cambios en el borrador del Control"', () => {
    expect(developmentControlText.discarded).toBe('Se descartaron los cambios en el borrador del Control');
    expect('discarded' in familyControlText).toBe(false);
  });
});
