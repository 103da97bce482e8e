/**
 * The seven clinical documents the outbox knows, each with its contract (src/contract/registry.ts): the id
 * field its bodies and answers carry (developmentControlId, homeVisitId, ...) and the stage / commit / discard
 * routes under /v1 (docs/api.md §1.11: `/v1/{kind}/stage`, `/commit`, `/discard`).
 */
import type { DocumentKind } from '../contract/document';
import { documentRegistry } from '../contract/registry';

export type LifecycleOp = 'stage' | 'commit' | 'discard';

/** The id field of a document kind in bodies and answers. */
export const idFieldOf = (kind: DocumentKind): string => documentRegistry[kind].idField;

/** Path under /v1 of a lifecycle call. */
export const lifecyclePath = (kind: DocumentKind, op: LifecycleOp): string => `/${kind}/${op}`;

/** Path under /v1 of a history's list of documents of a kind. */
export const documentListPath = (kind: DocumentKind, historyId: string): string => `/${kind}/hc/${historyId}`;
