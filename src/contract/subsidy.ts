/**
 * Subsidies (spec 001 §3 "Subsidy", §5 "Other rows", §7). A POST creates an empty subsidy that the user
 * completes in the table; the PUT carries the rules, and a subsidy that fails them opens in edit mode.
 *
 * The state is not in the PUT body: the server sets it (a new subsidy is active, a deleted one is marked
 * deleted). The spec fixes active as 1; the other ids and the Spanish labels are ours. The observation
 * gets 500 characters, our limit for row observations.
 */
import { optionalText, requiredOption } from './common';
import { defineRowResource } from './row-resource';
import { ROW_OBSERVATION_MAX, date } from './social-work-fields';

export const subsidyStates = [
  { id: 1, key: 'active', label: 'Activo' },
  { id: 2, key: 'inactive', label: 'Inactivo' },
  { id: 3, key: 'deleted', label: 'Eliminado' },
] as const;
export type SubsidyStateId = (typeof subsidyStates)[number]['id'];
/** "Active means state id 1" (spec 001 §3). */
export const SUBSIDY_ACTIVE: SubsidyStateId = 1;
export const SUBSIDY_DELETED: SubsidyStateId = 3;

/** The editable part of a subsidy: date and type required (spec 001 §5). */
export const subsidyRowFields = {
  date: date(),
  type: requiredOption(),
  observation: optionalText(ROW_OBSERVATION_MAX),
};

/** The resource, declared once for the outbox, the tables and the server's routes (./row-resource.ts). */
export const subsidyRows = defineRowResource({
  name: 'subsidy',
  rowFields: subsidyRowFields,
  itemPath: '/:rowId/hc/:historyId',
  version: 'edit-start',
});
