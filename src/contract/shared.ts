/**
 * Queries and bodies of the shared calls of spec 000 §7 (search, users, CIE-10, activity log, report).
 * Query values arrive as strings; the schemas convert them so the server works with typed values.
 */
import * as v from 'valibot';
import { isOrderedRange } from '../domain/report-range';
import { reportsText } from '../i18n/reports';
import { validationText as t } from '../i18n/validation';
import { isoDate, objectWithEveryKey, optionalText, requiredText } from './common';

const intFromQuery = (min: number, max: number) =>
  v.pipe(
    v.string(t.invalidType),
    v.regex(/^\d+$/, t.numberRange(min, max)),
    v.toNumber(),
    v.minValue(min, t.numberRange(min, max)),
    v.maxValue(max, t.numberRange(min, max)),
  );

/** GET /v1/hc/list: search by name, document or code; page (default 1); sites as "1,2". */
export const historySearchQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, t.maxLength(100))), ''),
  page: v.optional(intFromQuery(1, 100000), '1'),
  sites: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(,\d+)*$/, 'Sedes no válidas'),
      v.transform((s) => s.split(',').map(Number)),
    ),
  ),
});
export const HISTORY_PAGE_SIZE = 20;

/**
 * GET /v1/users/name: name fragment and role filter ("psychologist,social-worker"); at most `limit` users
 * by name (ours: 50 unless asked; a device downloading a referral area's users asks for all of them).
 */
export const USER_SEARCH_LIMIT = 50;
export const USER_AREA_LIMIT = 2000;
export const userSearchQuery = v.object({
  limit: v.optional(intFromQuery(1, USER_AREA_LIMIT), String(USER_SEARCH_LIMIT)),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, t.maxLength(100))), ''),
  roles: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.split(',').filter(Boolean)),
    ),
  ),
});

/** GET /v1/cie10: search by code or description; at most 20 results (spec 000 §5). */
export const CIE10_LIMIT = 20;
export const cie10Query = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, t.maxLength(100))), ''),
  limit: v.optional(intFromQuery(1, CIE10_LIMIT), String(CIE10_LIMIT)),
});
export const cie10Entry = v.object({ code: v.string(), value: v.string(), points: v.number() });
export type Cie10Entry = v.InferOutput<typeof cie10Entry>;
/** GET /v1/cie10/catalogue: every row as [code, dotted code, description, search text] (ours). */
export const cie10Catalogue = v.object({
  count: v.number(),
  rows: v.array(v.tuple([v.string(), v.string(), v.string(), v.string()])),
});
export type Cie10Catalogue = v.InferOutput<typeof cie10Catalogue>;

/** POST /v1/activity-log. */
export const activityLogBody = objectWithEveryKey({
  action: requiredText(100),
  // Ids: bounded, so a log line can never carry a document's worth of text.
  historyId: optionalText(64),
  url: optionalText(2000),
  userId: optionalText(64),
});

/** POST /v1/analytics/rips-raw/generate-rips-bai-report: both dates required (spec 000 §5). */
export const REPORT_TIME_ZONE = 'America/Bogota';
export const ripsReportBody = v.pipe(
  objectWithEveryKey({
    iniDate: isoDate(),
    endDate: isoDate(),
    timeZone: v.optional(v.literal(REPORT_TIME_ZONE, 'Zona horaria no válida'), REPORT_TIME_ZONE),
  }),
  v.forward(
    v.check((b) => isOrderedRange(b.iniDate, b.endDate), reportsText.endBeforeStart),
    ['endDate'],
  ),
);
export type RipsReportBody = v.InferInput<typeof ripsReportBody>;
