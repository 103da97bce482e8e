/**
 * The social-work contract of spec 001 in one import: the three documents with their stage / commit /
 * discard bodies, and the bodies of the row resources around them.
 */
import type { DocumentContract } from './document';
import { homeVisit } from './home-visit';
import { initialAssessment } from './initial-assessment';
import { socialWorkEvolution } from './social-work-evolution';

export * from './home-visit';
export * from './initial-assessment';
export * from './social-work-evolution';
export * from './social-work-activity';
export * from './family-composition';
export * from './external-network-report';
export * from './subsidy';
export * from './psychosocial-risk';
export {
  COUNT_MAX,
  MONEY_MAX,
  ROOM_NAME_MAX,
  ROW_OBSERVATION_MAX,
  emptyRoom,
  serviceFields,
  type Room,
} from './social-work-fields';
export {
  HOUSING_TYPE_OTHER,
  OWNERSHIP_OTHER,
  POPULATION_TYPE_NONE,
  STRATUM_MAX,
  sisbenGroups,
  sisbenSubgroupsOf,
} from '../domain/social-work-codes';

/** The social-work documents, in the order the Evoluciones timeline loads them (spec 001 §2). */
export const socialWorkDocuments: readonly DocumentContract[] = [
  initialAssessment,
  socialWorkEvolution,
  homeVisit,
];
