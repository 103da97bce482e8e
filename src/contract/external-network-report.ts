/**
 * External-network reports (spec 001 §3 "External network report", §5 "Other rows", §7): reports filed
 * with an outside entity. A POST creates an empty report that the user completes in the table; the PUT
 * carries the rules, and a report that fails them opens in edit mode.
 *
 * Lengths are not in the spec; ours: 50 for the filing number (a radicado is a short code), 500 for the
 * observation.
 */
import { optionalText, requiredOption } from './common';
import { defineRowResource } from './row-resource';
import { ROW_OBSERVATION_MAX, date } from './social-work-fields';

export const FILING_NUMBER_MAX = 50;

/** The editable part of a report: filing date and entity required (spec 001 §5). */
export const externalNetworkReportRowFields = {
  entity: requiredOption(),
  filingNumber: optionalText(FILING_NUMBER_MAX),
  filingDate: date(),
  observation: optionalText(ROW_OBSERVATION_MAX),
};

/** The resource, declared once for the outbox, the tables and the server's routes (./row-resource.ts). */
export const externalNetworkReportRows = defineRowResource({
  name: 'external-network-report',
  rowFields: externalNetworkReportRowFields,
  itemPath: '/:rowId',
  version: 'edit-start',
});
