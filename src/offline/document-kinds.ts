/**
 * The seven clinical documents the outbox knows, each with its contract (src/contract): the id field its
 * bodies and answers carry (developmentControlId, homeVisitId, ...) and the stage / commit / discard
 * routes under /v1 (docs/api.md §1.11: `/v1/{kind}/stage`, `/commit`, `/discard`).
 */
import { bayley } from '../contract/bayley';
import { developmentControl } from '../contract/development-control';
import type { DocumentContract, DocumentKind } from '../contract/document';
import { familyControl } from '../contract/family-control';
import { griffiths } from '../contract/griffiths';
import { homeVisit } from '../contract/home-visit';
import { initialAssessment } from '../contract/initial-assessment';
import { socialWorkEvolution } from '../contract/social-work-evolution';

export const documentContracts: Readonly<Record<DocumentKind, DocumentContract>> = {
  bayley,
  griffiths,
  'development-control': developmentControl,
  'family-control': familyControl,
  'home-visit': homeVisit,
  'initial-assessment': initialAssessment,
  'social-work-evolution': socialWorkEvolution,
};

export type LifecycleOp = 'stage' | 'commit' | 'discard';

/** The id field of a document kind in bodies and answers. */
export const idFieldOf = (kind: DocumentKind): string => documentContracts[kind].idField;

/** Path under /v1 of a lifecycle call. */
export const lifecyclePath = (kind: DocumentKind, op: LifecycleOp): string => `/${kind}/${op}`;

/** Path under /v1 of a history's list of documents of a kind. */
export const documentListPath = (kind: DocumentKind, historyId: string): string => `/${kind}/hc/${historyId}`;
