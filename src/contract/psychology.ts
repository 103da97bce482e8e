/**
 * The psychology module's contract in one import (spec 000): the four clinical documents with their
 * stage/commit/discard bodies, the exam calls, postponements and the anthropometry answers.
 */
import { bayley } from './bayley';
import { developmentControl } from './development-control';
import { familyControl } from './family-control';
import { griffiths } from './griffiths';

export * from './anthropometry';
export * from './bayley';
export * from './development-control';
export * from './exam';
export * from './family-control';
export * from './griffiths';
export * from './postponed';

/** The documents the psychology timeline loads (spec 000 §7), each with its stage/commit/discard schemas. */
export const psychologyDocuments = [bayley, griffiths, developmentControl, familyControl] as const;
