import type { Page } from '@playwright/test';
import { historyCode } from '../../../server/seed/fixtures';
import { apiSignIn } from './session';

/** What a test needs of a history: enough to find, verify and recognise it. */
export interface SeededHistory {
  id: string;
  code: string;
  siteId: number;
  patientName: string;
  motherName: string;
  motherDocument: string;
}

/**
 * A seeded history of the demo data that is no fixture (fixtures are what many specs write to), of
 * psicologia's sites and with no substitute mother: the `nth` one from CNG-000040 on. Each spec that writes
 * takes its own `nth` (offline-identity 0–2, read-only-view 3), so no spec sees another's documents.
 */
export async function seededHistory(page: Page, nth: number): Promise<SeededHistory> {
  const { tokens } = await apiSignIn(page, 'admin');
  let found = -1;
  for (let n = 40; n < 100; n++) {
    const answer = await page.request.get('/v1/hc/list', {
      params: { search: historyCode(n) },
      headers: { authorization: `Bearer ${tokens.access.token}` },
    });
    const [row] = ((await answer.json()) as { results: Record<string, unknown>[] }).results;
    if (!row || row.Iden_MadreSustituta || ![1, 2].includes(row.Iden_Sede as number)) continue;
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
