/**
 * Social-work activities (spec 001 §3 "Social-work activity", §5 "Activity row", §7). Activities are shared
 * across evolutions: a group is created once for a history and holds records, each made by an evolution
 * (sourceId). Editing a record made by another evolution posts a new record instead of changing it.
 *
 * Lengths are not in the spec; ours: 200 for the activity name (a short title shown in a table cell)
 * and 500 for the observation, like the other row observations. The table's editing flag is dropped by
 * the object schemas.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import { id, objectWithEveryKey, optionalText, requiredText, requiredYesNo, signature } from './common';
import { defineRowResource, rowDeleteQuery } from './row-resource';
import { ROW_OBSERVATION_MAX, date, rowUpdateBody } from './social-work-fields';

export const ACTIVITY_NAME_MAX = 200;

/** Activities are made by evolutions; the spec does not name the source type, this is our name. */
export const SOCIAL_WORK_ACTIVITY_SOURCE_TYPE = 'SocialWorkEvolution';
const sourceType = () => v.literal(SOCIAL_WORK_ACTIVITY_SOURCE_TYPE, t.invalidType);

/** The editable part of a record: name and completed required, observation optional (spec 001 §5). */
export const socialWorkActivityRowFields = {
  name: requiredText(ACTIVITY_NAME_MAX),
  completed: requiredYesNo(),
  observation: optionalText(ROW_OBSERVATION_MAX),
};
/** A row that fails this opens in edit mode. */
export const socialWorkActivityRow = objectWithEveryKey(socialWorkActivityRowFields);
export type SocialWorkActivityRow = v.InferOutput<typeof socialWorkActivityRow>;

/** POST /v1/social-work-activity/hc/{historyId}: opens the activity group of a history. */
export const socialWorkActivityGroupCreateBody = objectWithEveryKey({
  historyId: id(),
  recordDate: date(),
  sourceId: id(),
  sourceType: sourceType(),
  signature,
});
export type SocialWorkActivityGroupCreateBody = v.InferOutput<typeof socialWorkActivityGroupCreateBody>;

/** PUT /v1/social-work-activity/{activityId}/{index}: changes a record made by the same evolution. */
export const socialWorkActivityUpdateBody = rowUpdateBody(socialWorkActivityRowFields);
export type SocialWorkActivityUpdateBody = v.InferOutput<typeof socialWorkActivityUpdateBody>;

/** POST /v1/social-work-activity/{activityId}: adds a record, new or a copy of another evolution's. */
export const socialWorkActivityCreateBody = objectWithEveryKey({
  ...socialWorkActivityRowFields,
  recordDate: date(),
  signature,
  sourceId: id(),
  sourceType: sourceType(),
});
export type SocialWorkActivityCreateBody = v.InferOutput<typeof socialWorkActivityCreateBody>;

/**
 * Path parameters of PUT and DELETE /v1/social-work-activity/{activityId}/{recordId}: the group and the
 * record's own `_id`. The spec's calls name a position (`{index}`); a position moves when an earlier record
 * is removed, so a write queued on a device could reach another activity: records are named by id.
 */
export const socialWorkActivityRecordParams = objectWithEveryKey({
  activityId: id(),
  recordId: id(),
});

/**
 * Query of DELETE /v1/social-work-activity/{activityId}/{recordId}: the evolution that deletes, and the
 * record's version the deletion was decided on (as every row's DELETE). Only the evolution that created a
 * record may delete it (spec 001 §6), so the delete names it.
 */
export const socialWorkActivityDeleteQuery = objectWithEveryKey({
  sourceId: id(),
  version: rowDeleteQuery.entries.version,
});
export type SocialWorkActivityDeleteQuery = v.InferOutput<typeof socialWorkActivityDeleteQuery>;

/** Paths under /v1 of the writes of one group's records (the group is opened by the resource's POST). */
export const activityPaths = {
  /** POST: adds a record. */
  add: (activityId: string) => `/social-work-activity/${activityId}`,
  /** PUT: changes one record. */
  record: (activityId: string, recordId: string) => `/social-work-activity/${activityId}/${recordId}`,
  /** DELETE: removes one record, named by the evolution that deletes it. */
  remove: (activityId: string, recordId: string, sourceId: string) =>
    `/social-work-activity/${activityId}/${recordId}?sourceId=${sourceId}`,
};

const activityPathPattern = /^\/social-work-activity\/([^/?]+)(?:\/([^/?]+))?(?:\?.*)?$/;

/**
 * The group and record a path of `activityPaths` names (no record for `add`); null for any other path,
 * the group's opening (`…/hc/{historyId}`) included.
 */
export function activityPathIds(path: string): { activityId: string; recordId?: string } | null {
  const match = activityPathPattern.exec(path);
  if (!match?.[1] || match[1] === 'hc') return null;
  return match[2] === undefined ? { activityId: match[1] } : { activityId: match[1], recordId: match[2] };
}

/**
 * The resource, declared once for the outbox, the tables and the server's routes (./row-resource.ts): its
 * POST opens a group, whose records (the table's rows, `rowFields`) are then written by their own ids
 * (`activityPaths`, server/routes/social-work-activity.ts). Versioned per record: a record's PUT and DELETE
 * carry the record's version its edit started from (`version` of each record in the group's answer).
 */
export const socialWorkActivityRows = defineRowResource({
  name: 'social-work-activity',
  recordKind: 'social-work-activity',
  rowFields: socialWorkActivityRowFields,
  createBody: socialWorkActivityGroupCreateBody,
  updateBody: socialWorkActivityUpdateBody,
  itemPath: '/:rowId',
  version: 'edit-start',
});
