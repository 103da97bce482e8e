/**
 * A seeded history of the demo data that is no fixture (fixtures are what most specs write to), of
 * psicologia's sites and with no substitute mother: the `nth` one from CNG-0000{from} on. Each spec takes its
 * own range so that no two specs write to the same history: offline-identity and read-only-view from 40,
 * control-modal-flag from 120, timeline-pending-postponed from 140, visit-preparation from 880 (its rows from
 * 1400), social-work from 900 (of site 1, which trabajosocial shares: `sites`), griffiths from 1200 (old
 * enough for the exams: `minAgeDays`), the Bayley only looked at on a second device from 1300, the offline
 * development control from 1500, the conflict from a second device from 1600, the device clock
 * (clock-skew.faults.spec.ts) from 1700, a new version mid-form (update-mid-form.faults.spec.ts) from 1720,
 * the export of unsent work from 1800, refused writes (refusals.faults.spec.ts) from 1850, the tablet seams
 * from 1900, the messages over the social-work editors (message-placement.faults.spec.ts) from 1940, the
 * tables on a tablet (tablet-tables.spec.ts) from 2200, the spec's rules (spec-rules.spec.ts) from 2300
 * (psychology) and 2340 (social work), the home visit's consent (home-visit-consent.spec.ts) from 2060,
 * storage full while writing (storage-full.spec.ts) from 640, a row written on two tablets
 * (row-conflict.faults.spec.ts) from 2010 and its activities from 2100.
 */
import type { Page } from '@playwright/test';
import { historyCode } from '../../../server/seed/fixtures';
import { apiSignIn } from './session';

export interface SeededHistory {
  id: string;
  code: string;
  siteId: number;
  patientName: string;
  motherName: string;
  motherDocument: string;
}

export async function seededHistory(
  page: Page,
  from: number,
  nth = 0,
  sites: readonly number[] = [1, 2],
  /** At least this many days old (112 days make 40 weeks corrected for any baby born from 24 weeks). */
  minAgeDays = 0,
): Promise<SeededHistory> {
  const bornBy = new Date(Date.now() - minAgeDays * 86_400_000).toISOString().slice(0, 10);
  const { tokens } = await apiSignIn(page, 'admin');
  let found = -1;
  for (let n = from; n < from + 60; n++) {
    const answer = await page.request.get('/v1/hc/list', {
      params: { search: historyCode(n) },
      headers: { authorization: `Bearer ${tokens.access.token}` },
    });
    const [row] = ((await answer.json()) as { results: Record<string, unknown>[] }).results;
    if (!row || row.Iden_MadreSustituta || !sites.includes(row.Iden_Sede as number)) continue;
    if ((row.Iden_FechaParto as string).slice(0, 10) > bornBy) continue;
    if (++found < nth) continue;
    return {
      id: row.id as string,
      code: row.EGNDT as string,
      siteId: row.Iden_Sede as number,
      patientName: row.Iden_nombreCompletoPaciente as string,
      motherName: row.Iden_nombreCompletoMadre as string,
      motherDocument: row.Iden_DocumentoMadre as string,
    };
  }
  throw new Error('No seeded history fits');
}
