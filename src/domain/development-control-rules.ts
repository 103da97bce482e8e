/**
 * Form rules of the development control (spec 000 §4): answering No to "Se remite a terapia" clears the
 * therapies; choosing Terapia Integral (4) makes it the only therapy, choosing any other removes it. Pure
 * functions over the draft, so the form, a restored draft and the tests apply the same rule.
 */
import type { DevelopmentControlDraft, TherapyId } from '../contract/development-control';
import { INTEGRAL_THERAPY_ID } from './psychology-codes';

const integralTherapyId = INTEGRAL_THERAPY_ID satisfies TherapyId;

/**
 * The therapies after a selection changed from `previous` to `next` (a multi-select reports the whole new
 * list): a newly chosen Terapia Integral stays alone; a newly chosen other therapy drops Terapia Integral.
 */
export function nextTherapies(previous: readonly TherapyId[], next: readonly TherapyId[]): TherapyId[] {
  const added = next.filter((therapy) => !previous.includes(therapy));
  if (added.includes(integralTherapyId)) return [integralTherapyId];
  if (added.length > 0) return next.filter((therapy) => therapy !== integralTherapyId);
  return [...next];
}

/** The therapies after one chip or checkbox was pressed. */
export function toggleTherapy(current: readonly TherapyId[], therapy: TherapyId): TherapyId[] {
  if (current.includes(therapy)) return current.filter((chosen) => chosen !== therapy);
  return nextTherapies(current, [...current, therapy]);
}

/**
 * The draft after a change from `previous` to `next`, with the §4 rules applied. Returns `next` itself when
 * no rule applies, so a caller can compare by reference.
 */
export function applyDevelopmentControlRules(
  previous: DevelopmentControlDraft,
  next: DevelopmentControlDraft,
): DevelopmentControlDraft {
  const chosen = next.therapies ?? [];
  if (next.needsTherapy === false) {
    return chosen.length > 0 ? { ...next, therapies: [] } : next;
  }
  const therapies = nextTherapies(previous.therapies ?? [], chosen);
  const changed = therapies.length !== chosen.length || therapies.some((therapy, i) => therapy !== chosen[i]);
  return changed ? { ...next, therapies } : next;
}
