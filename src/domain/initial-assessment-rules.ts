/**
 * Pure rules of the initial-assessment form (spec 001 §3, §4): the read-only total of the monthly
 * expenses, the answers that clear the text they no longer need, the Sisbén subgroups of a group and the
 * exclusive "none" of the differential population. The form calls them on every change; the commit
 * schema of src/contract/initial-assessment checks the same facts on the way in.
 */
import type { InitialAssessmentDraft } from '../contract/initial-assessment';
import { clearedWhich } from './dwelling-rules';
import { POPULATION_TYPE_NONE, sisbenSubgroupsOf } from './social-work-codes';

/** The six monthly expenses the total adds up. */
export const expenseFields = ['rent', 'food', 'transport', 'education', 'services', 'otherExpenses'] as const;
type Expenses = Partial<Pick<InitialAssessmentDraft, (typeof expenseFields)[number]>>;

/** The total shown under the expenses: the sum of the six, an empty or invalid amount counting as 0. */
export function totalExpenses(values: Expenses): number {
  return expenseFields.reduce((sum, field) => {
    const amount = values[field];
    return sum + (typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
  }, 0);
}

/** The subgroups offered for a Sisbén group: 1 gives A1-A5, 2 B1-B7, 3 C1-C18, 4 D1-D21; none without group. */
export function sisbenSubgroupOptions(group: number | null | undefined): string[] {
  return typeof group === 'number' ? sisbenSubgroupsOf(group) : [];
}

/**
 * The differential-population selection after a change: choosing 'none' (6) clears the others, choosing
 * another option while 'none' is selected removes 'none' (spec 001 §4).
 */
export function normalizePopulationTypes(previous: readonly number[], next: readonly number[]): number[] {
  const addedNone = next.includes(POPULATION_TYPE_NONE) && !previous.includes(POPULATION_TYPE_NONE);
  if (addedNone) return [POPULATION_TYPE_NONE];
  return next.includes(POPULATION_TYPE_NONE) && next.length > 1
    ? next.filter((code) => code !== POPULATION_TYPE_NONE)
    : [...next];
}

/** The column (0, 1 or 2) of a differential-population option: options are laid out by code modulo 3. */
export const populationTypeColumn = (code: number): number => code % 3;

/**
 * The values to set when `field` changes to `value`: the field itself and what it clears (spec 001 §4).
 * Housing type away from 6 and ownership away from 5 clear their 'which?' (./dwelling-rules.ts, the home
 * visit's rule too); pets and home-visit candidate to no clear their comment and motive; a new Sisbén
 * group clears the subgroup; the differential population keeps 'none' exclusive.
 */
export function changeInitialAssessment<K extends keyof InitialAssessmentDraft>(
  current: InitialAssessmentDraft,
  field: K,
  value: InitialAssessmentDraft[K],
): Partial<InitialAssessmentDraft> {
  const patch: Partial<InitialAssessmentDraft> = { [field]: value, ...clearedWhich(field, value) };
  switch (field) {
    case 'pets':
      if (value === false) patch.petsComment = '';
      break;
    case 'homeVisitCandidate':
      if (value === false) patch.homeVisitCandidateMotive = '';
      break;
    case 'sisbenGroup':
      if (value !== current.sisbenGroup) patch.sisbenSubgroup = null;
      break;
    case 'populationType':
      patch.populationType = normalizePopulationTypes(
        current.populationType ?? [],
        // The patch holds the value just given, typed by its field.
        patch.populationType ?? [],
      );
      break;
  }
  return patch;
}
