/**
 * The social-work contract of spec 001 in one import: the three documents with their stage / commit /
 * discard bodies, and the bodies of the row resources around them.
 */
export * from './home-visit';
export * from './initial-assessment';
export * from './social-work-evolution';
export * from './social-work-activity';
export * from './family-composition';
export * from './external-network-report';
export * from './subsidy';
export * from './psychosocial-risk';
export { serviceFields } from './social-work-fields';
export { sisbenSubgroupsOf } from '../domain/social-work-codes';
