/**
 * Psychosocial risks (spec 001 §3 "Psychosocial risk", §5 "Other rows", §7), recorded from the initial
 * assessment. A POST creates an empty risk tied to the assessment that made it (sourceId); the PUT
 * carries the rules, and a risk that fails them opens in edit mode.
 *
 * Lengths are not in the spec; ours: 500 for the action and for the observation.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import { id, objectWithEveryKey, optionalText, requiredText, signature } from './common';
import { defineRowResource } from './row-resource';
import { ROW_OBSERVATION_MAX, date } from './social-work-fields';

export const RISK_ACTION_MAX = 500;

/** Risks come from the initial assessment (spec 001 §3 "sourceType ('InitialAssessment')"). */
export const PSYCHOSOCIAL_RISK_SOURCE_TYPE = 'InitialAssessment';

/** The editable part of a risk: assessment date and action required (spec 001 §5). */
export const psychosocialRiskRowFields = {
  assessmentDate: date(),
  action: requiredText(RISK_ACTION_MAX),
  observation: optionalText(ROW_OBSERVATION_MAX),
};

/** POST /v1/psychosocial-risk/hc/{historyId}. */
export const psychosocialRiskCreateBody = objectWithEveryKey({
  historyId: id(),
  sourceId: id(),
  sourceType: v.literal(PSYCHOSOCIAL_RISK_SOURCE_TYPE, t.invalidType),
  signature,
});

/** The resource, declared once for the outbox, the tables and the server's routes (./row-resource.ts). */
export const psychosocialRiskRows = defineRowResource({
  name: 'psychosocial-risk',
  rowFields: psychosocialRiskRowFields,
  createBody: psychosocialRiskCreateBody,
  itemPath: '/:rowId',
  version: 'edit-start',
});
