/**
 * Histories (spec 000 §3 "History record"): search over the user's sites, one record, the social-work
 * basic data, and the access check every history-scoped route goes through. The search's matching rule
 * (the words of the query, each a substring of `search_text`) is src/domain/history-search.ts, which the
 * device uses offline too.
 */
import { HISTORY_PAGE_SIZE } from '../../src/contract/shared';
import type { HistoryRecord } from '../../src/contract/history';
import { historySummaryOf, searchTerms } from '../../src/domain/history-search';
import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import type { AuthUser } from '../http/env';

/** Throws 404 when the history does not exist and 403 when it belongs to none of the user's sites. */
export async function assertHistoryAccess(db: Queryable, user: AuthUser, historyId: string) {
  const [row] = await db.query<{ site_id: number }>(`select site_id from histories where id = $1`, [
    historyId,
  ]);
  if (!row) throw notFound('Historia clínica no encontrada');
  if (!user.sites.includes(row.site_id)) throw forbidden('La historia clínica no pertenece a sus sedes');
}

/**
 * The search's WHERE clause: the user's sites, and each word of the query a substring of search_text.
 * `search_text like '%word%'` is the expression the trigram index of migration 0005 answers.
 */
export function historySearchFilter(search: string, sites: number[]): { filter: string; params: unknown[] } {
  const params: unknown[] = [sites];
  const where = ['site_id = any($1::int[])'];
  for (const term of searchTerms(search)) {
    params.push(`%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`search_text like $${params.length}`);
  }
  return { filter: where.join(' and '), params };
}

export async function searchHistories(
  db: Queryable,
  options: { search: string; page: number; sites: number[] },
) {
  const { filter, params } = historySearchFilter(options.search, options.sites);
  const n = params.length;
  // Two queries at once: on PostgreSQL they run on two pooled connections.
  const [[count], rows] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total from histories where ${filter}`, params),
    db.query<{ record: HistoryRecord }>(
      `select record from histories where ${filter} order by patient_name, id limit $${n + 1} offset $${n + 2}`,
      [...params, HISTORY_PAGE_SIZE, (options.page - 1) * HISTORY_PAGE_SIZE],
    ),
  ]);
  const total = count?.total ?? 0;
  return {
    results: rows.map(({ record }) => historySummaryOf(record)),
    totalPages: Math.ceil(total / HISTORY_PAGE_SIZE),
    page: options.page,
    total,
  };
}

export async function getHistory(db: Queryable, id: string): Promise<HistoryRecord | null> {
  const [row] = await db.query<{ record: HistoryRecord }>(`select record from histories where id = $1`, [id]);
  return row?.record ?? null;
}

/** The basic-data side panel of spec 001 §3 "Social-work basic data". */
export function socialWorkBasicData(record: HistoryRecord) {
  const sw = record.SocialWork;
  return {
    motherName: record.Iden_nombreCompletoMadre,
    motherDocument: record.Iden_DocumentoMadre,
    motherBirthDate: sw.motherBirthDate,
    motherMaritalStatus: sw.motherMaritalStatus,
    motherAddressNeighborhoodLocality: [sw.motherAddress, sw.motherNeighborhood, sw.motherLocality]
      .filter(Boolean)
      .join(', '),
    motherTelephone: sw.motherTelephone,
    motherStatus: sw.motherStatus,
    patientName: record.Iden_nombreCompletoPaciente,
    patientDocument: record.Iden_DocumentoPaciente,
    patientBirthIPS: sw.patientBirthIPS,
    patientEPS: sw.patientEPS,
    patientRegime: sw.patientRegime,
  };
}
