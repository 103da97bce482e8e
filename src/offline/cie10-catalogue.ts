/**
 * The CIE-10 catalogue on the device, so a control written with no network can still name its diagnoses
 * (spec 000 §7 "GET /v1/cie10", §5 "Diagnosis search returns up to 20").
 *
 * Design:
 * - The catalogue is public, non-personal data (about 12,400 rows): fetched once per user database from
 *   GET /v1/cie10/catalogue and kept in `records` under `catalogue:cie10` (no history), as the server sends
 *   it ([code, dotted code, description, search text] rows).
 * - Search: online, the server answers (GET /v1/cie10); offline, or when that call fails, the stored
 *   catalogue answers with the same rule (src/domain/cie10-search.ts, proven equal to the server's SQL by
 *   tests/server/cie10-catalogue.test.ts). With neither, the answer is an empty list (spec 000 §8 "CIE10
 *   failure: logged, empty list").
 * - The rows are parsed once per database and kept in memory: each search is a scan of an array.
 * - Cards and forms show a stored code with its description (`describeCodes`), offline too.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { fetchCie10Catalogue, searchCie10Online } from '../api/cie10.api';
import { isOnline } from '../api/server-reachability';
import { serverKeys, type ServerCall } from '../api/server-query';
import { CIE10_LIMIT, type Cie10Catalogue, type Cie10Entry } from '../contract/shared';
import { bareCie10Code, searchCie10, type Cie10Row } from '../domain/cie10-search';
import type { CanguroDb } from './db';
import { getRecord, putRecord } from './records';
import { useSessionDb } from './session-db';
import { logFailure } from '../api/failure-log';

export const CIE10_CATALOGUE_KEY = 'catalogue:cie10';

const loading = new WeakMap<CanguroDb, Promise<Cie10Row[] | null>>();

function toRows(catalogue: Cie10Catalogue): Cie10Row[] {
  return catalogue.rows.map(([code, codeDotted, value, searchText]) => ({
    code,
    codeDotted,
    value,
    searchText,
  }));
}

/** The catalogue as a server call (src/api/server-query.ts): fetched only when this device has none. */
export function cie10CatalogueCall(db: CanguroDb): ServerCall<Cie10Catalogue | null> {
  return {
    key: serverKeys.parameter('cie10'),
    what: 'CIE-10',
    load: async () => ((await getRecord(db, CIE10_CATALOGUE_KEY)) ? null : fetchCie10Catalogue()),
    store: async (catalogue) => {
      if (!catalogue) return;
      await putRecord(db, CIE10_CATALOGUE_KEY, null, catalogue);
      loading.delete(db);
    },
  };
}

/** The stored rows, parsed once; null when this device has no catalogue yet. */
export function storedCie10Rows(db: CanguroDb): Promise<Cie10Row[] | null> {
  let rows = loading.get(db);
  if (!rows) {
    rows = getRecord<Cie10Catalogue>(db, CIE10_CATALOGUE_KEY).then((record) => {
      if (!record) loading.delete(db);
      return record ? toRows(record.data) : null;
    });
    loading.set(db, rows);
  }
  return rows;
}

/** The device's answer to a search: the server's rule over the stored catalogue. */
export async function searchStoredCie10(db: CanguroDb, search: string): Promise<Cie10Entry[]> {
  const rows = await storedCie10Rows(db);
  return rows ? searchCie10(rows, search, CIE10_LIMIT) : [];
}

/** The diagnosis search of the forms: the server when online, the device otherwise (see header). */
export async function searchDiagnoses(db: CanguroDb, search: string): Promise<Cie10Entry[]> {
  if (isOnline()) {
    try {
      return await searchCie10Online(search);
    } catch (error) {
      logFailure('CIE-10 search failed; searching the device catalogue', error);
    }
  }
  return searchStoredCie10(db, search);
}

/** Descriptions of codes ("P07.3", "F82X"), by the code as given; codes not in the catalogue are left out. */
export async function describeCodes(db: CanguroDb, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = await storedCie10Rows(db);
  const described = new Map<string, string>();
  if (!rows || codes.length === 0) return described;
  const wanted = new Map(codes.map((code) => [bareCie10Code(code), code]));
  for (const row of rows) {
    const code = wanted.get(row.code);
    if (code !== undefined) described.set(code, row.value);
  }
  return described;
}

/** `describeCodes` for React: an empty map until the catalogue answers. */
export function useCie10Descriptions(codes: readonly string[]): Map<string, string> {
  const db = useSessionDb();
  const [described, setDescribed] = useState<Map<string, string>>(() => new Map());
  const wanted = [...new Set(codes)].sort().join('|');
  // Whether the catalogue is stored (counted, not read): descriptions come once it arrives.
  const stored = useLiveQuery(
    () => (db ? db.records.where('key').equals(CIE10_CATALOGUE_KEY).count() : 0),
    [db],
    0,
  );
  useEffect(() => {
    if (!db || wanted === '' || stored === 0) return;
    let current = true;
    void describeCodes(db, wanted.split('|')).then((map) => {
      if (current) setDescribed(map);
    });
    return () => {
      current = false;
    };
  }, [db, wanted, stored]);
  return described;
}
