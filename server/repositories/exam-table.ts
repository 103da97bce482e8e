/**
 * The formatted tables of the Bayley and Griffiths tabs (spec 000 §3): one row per test item, one column
 * per exam date, plus (Bayley) observation rows. Built from the test parameters (licensed tables, a demo
 * set by default) and the history's documents.
 */
import { isObjectLike } from '../../src/domain/object-like';
import type { DocumentRow } from './documents';

interface TestItem {
  uuid: string;
  section: number;
  sectionName: string;
  title: string;
  index: number;
  [key: string]: unknown;
}
interface TestObservation {
  model: string;
  title: string;
  type: string;
  data: unknown;
}

export interface ExamColumn {
  id: string;
  date: string;
  body: Record<string, unknown>;
  signature: Record<string, unknown> | null;
  lastSaved: string | null;
}

export const NEW_COLUMN = 'new';

export function columnsOf(rows: DocumentRow[]): ExamColumn[] {
  return rows.map((row) => ({
    id: row.id,
    date:
      typeof row.body.date === 'string' ? row.body.date : (row.committed_at ?? row.created_at).toISOString(),
    // A committed exam being edited shows its pending draft: that is what the examiner typed last.
    body: { ...row.body, ...(row.draft ?? {}) },
    signature: row.signature,
    lastSaved: row.updated_at.toISOString(),
  }));
}

/** A column's results by item uuid (the body is the contract's, checked when it was written). */
const resultsOf = (column: ExamColumn) => {
  const results: readonly unknown[] = Array.isArray(column.body.testResults) ? column.body.testResults : [];
  return new Map(results.filter(isObjectLike).map((result) => [result.uuid, result]));
};

export function bayleyTable(
  params: { TestItems: TestItem[]; TestObservations: TestObservation[] },
  columns: ExamColumn[],
) {
  const results = columns.map((col) => [col.id, resultsOf(col)] as const);
  const headers = [
    { text: 'Sección', value: 'sectionName' },
    { text: 'Ítem', value: 'title' },
    ...columns.map((col) => ({
      text: col.date.slice(0, 10),
      value: col.id,
      date: col.date,
      _id: col.id === NEW_COLUMN ? null : col.id,
      signature: col.signature ? { id: col.signature.id } : null,
      age: col.body.patientAgeDays ?? null,
      lastSaved: col.lastSaved,
    })),
  ];
  const records = params.TestItems.map((item) => {
    const row: Record<string, unknown> = { ...item, key: item.uuid };
    for (const [id, byItem] of results) {
      row[id] = byItem.get(item.uuid)?.score ?? null;
      row[`${id}_available`] = true;
    }
    return row;
  });
  const observations = params.TestObservations.map((obs) => {
    const row: Record<string, unknown> = { ...obs };
    for (const col of columns) {
      const values = isObjectLike(col.body.observations) ? col.body.observations : {};
      row[col.id] = values[obs.model] ?? null;
      const otherField =
        obs.model === 'caretaker' ? 'otherCaretaker' : obs.model === 'companion' ? 'otherCompanion' : null;
      row[`${col.id}_other`] = otherField ? (values[otherField] ?? null) : null;
    }
    return row;
  });
  return { headers, records, observations };
}

export function griffithsTable(params: { TestItems: TestItem[] }, columns: ExamColumn[]) {
  const results = columns.map((col) => [col.id, resultsOf(col)] as const);
  const headers = [
    { text: 'Sección', value: 'sectionName' },
    { text: 'Ítem', value: 'title' },
    ...columns.map((col) => ({
      value: col.id,
      text: col.date.slice(0, 10),
      date: col.date,
      chronologicalAge: col.body.patientChronologicalAgeDays ?? null,
      _id: col.id === NEW_COLUMN ? null : col.id,
      signature: col.signature,
      lastSaved: col.lastSaved,
    })),
  ];
  const records = params.TestItems.map((item) => {
    const row: Record<string, unknown> = { ...item, key: item.uuid };
    for (const [id, byItem] of results) row[id] = byItem.get(item.uuid)?.isObserved ?? null;
    return row;
  });
  return { headers, records };
}
