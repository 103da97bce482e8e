/**
 * Codes that spec 001 fixes for the social-work forms (§4, §9): the 'other' options that open a 'which?'
 * text, the exclusive 'none' of the differential population, the strata and the Sisbén groups with their
 * subgroups. Both the contract (what a commit accepts) and the form rules read them from here.
 */

/** Housing type 'other' (6) and ownership 'other' (5) ask 'which?'. */
export const HOUSING_TYPE_OTHER = 6;
export const OWNERSHIP_OTHER = 5;

/** Residential strata 1 to 6. */
export const STRATUM_MAX = 6;

/** Differential population: codes 1 to 6, where 6 is 'none' and excludes the others. */
export const POPULATION_TYPE_COUNT = 6;
export const POPULATION_TYPE_NONE = 6;

/** Sisbén groups 1-4 and their subgroups A1-A5, B1-B7, C1-C18, D1-D21. */
export const sisbenGroups = [
  { group: 1, letter: 'A', subgroups: 5 },
  { group: 2, letter: 'B', subgroups: 7 },
  { group: 3, letter: 'C', subgroups: 18 },
  { group: 4, letter: 'D', subgroups: 21 },
] as const;

/** The subgroup codes of a Sisbén group, in order ('A1'..'A5' for group 1); none for an unknown group. */
export function sisbenSubgroupsOf(group: number): string[] {
  const entry = sisbenGroups.find((candidate) => candidate.group === group);
  return entry ? Array.from({ length: entry.subgroups }, (_, index) => `${entry.letter}${index + 1}`) : [];
}
