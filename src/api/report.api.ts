/**
 * POST /v1/analytics/rips-raw/generate-rips-bai-report (spec 000 §7): the RIPS - BAI report of a date
 * range, always in the time zone America/Bogota; the answer is a zip, saved under the name of its
 * content-disposition header (./download-name.ts). Failures are the client's `ApiError`s, the reading of
 * the body included, so a connection lost halfway is a network failure like any other.
 */
import { REPORT_TIME_ZONE, type RipsReportBody } from '../contract/shared';
import { api, type ApiClient } from './client';
import { downloadName } from './download-name';
import { toApiError } from './errors';

export const RIPS_REPORT_PATH = 'analytics/rips-raw/generate-rips-bai-report';

export interface ReportFile {
  blob: Blob;
  fileName: string;
}

export async function generateRipsReport(
  range: { iniDate: string; endDate: string },
  client: Pick<ApiClient, 'raw'> = api,
): Promise<ReportFile> {
  const body: RipsReportBody = { ...range, timeZone: REPORT_TIME_ZONE };
  const response = await client.raw('post', RIPS_REPORT_PATH, {
    body,
    headers: { accept: 'application/zip, application/json' },
  });
  try {
    return {
      blob: await response.blob(),
      fileName: downloadName(response.headers.get('content-disposition')),
    };
  } catch (error) {
    throw toApiError(error);
  }
}
