/**
 * Form rule of the Bayley observations (spec 000 §4 "changing away from an 'other' option clears its free
 * text"): when caretaker no longer includes 6, or companion no longer includes 4, the "¿Quién?" or "¿Quién lo
 * acompaña?" text is emptied so a stale answer is never saved.
 */
import type { BayleyObservationsDraft } from '../contract/bayley';
import { BAYLEY_CARETAKER_OTHER_ID, BAYLEY_COMPANION_OTHER_ID } from './psychology-codes';

export function applyBayleyObservationRules(observations: BayleyObservationsDraft): BayleyObservationsDraft {
  let result = observations;
  if (!(observations.caretaker ?? []).includes(BAYLEY_CARETAKER_OTHER_ID) && observations.otherCaretaker) {
    result = { ...result, otherCaretaker: '' };
  }
  if (!(observations.companion ?? []).includes(BAYLEY_COMPANION_OTHER_ID) && observations.otherCompanion) {
    result = { ...result, otherCompanion: '' };
  }
  return result;
}
