/**
 * Migration 0010 (server/db/migrations/0010_activity_record_ids.sql) on the database itself: PGlite in
 * memory, or, with TEST_DATABASE_URL, the PostgreSQL the other server tests use. Groups stored as an older
 * writer or an import left them (records without `_id`, with an empty one, or two with the same one) are
 * written, the migration is applied again, and every record then has an id of its own, in the same order,
 * with nothing else changed.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';

const MIGRATION = '0010_activity_record_ids.sql';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let db: Database;
let dataDir = '';
let historyId = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'canguro-activity-ids-'));
  const url = process.env.TEST_DATABASE_URL;
  db = await openDatabase({ databaseUrl: url, dataDir: url ? dataDir : 'memory://' });
  await migrate(db);
  historyId = await anyHistory();
});

/** A history to hang the groups on: the shared PostgreSQL has the demo's; the fresh PGlite gets one. */
async function anyHistory(): Promise<string> {
  const [history] = await db.query<{ id: string }>('select id from histories order by id limit 1');
  if (history) return history.id;
  const id = randomUUID();
  await db.query(`insert into sites (id, name) values (1, 'Sede de prueba') on conflict do nothing`);
  await db.query(
    `insert into histories (id, code, site_id, patient_name, mother_name, mother_document, birth_date,
       gestational_days, sex, search_text, record)
     values ($1, 'HC-0010', 1, 'Bebé', 'Madre', '1', '2025-01-01', 230, 'F', 'bebe madre', '{}')`,
    [id],
  );
  return id;
}

afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A group as stored, with the records given; its id. */
async function storeGroup(records: unknown[], kind = 'social-work-activity'): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into records (id, kind, history_id, body, version) values ($1, $2, $3, $4, 3)`, [
    id,
    kind,
    historyId,
    { records },
  ]);
  return id;
}

const stored = async (id: string) =>
  (
    await db.query<{ body: { records: Record<string, unknown>[] }; version: number }>(
      'select body, version from records where id = $1',
      [id],
    )
  )[0]!;

/** Applies the migration again, as a database written before it would see it. */
async function applyAgain(): Promise<string[]> {
  await db.query('delete from schema_migrations where version = 10');
  return migrate(db);
}

const activity = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  completed: true,
  observation: null,
  recordDate: '2025-06-01',
  sourceId: randomUUID(),
  sourceType: 'SocialWorkEvolution',
  ...extra,
});

describe('migration 0010: every activity has an id of its own', () => {
  it('gives ids to records without one, keeping the order, the rest and the version', async () => {
    const kept = randomUUID();
    const twice = randomUUID();
    const legacy = [
      activity('Llamada'),
      activity('Visita', { _id: kept }),
      activity('Taller', { _id: '' }),
      activity('Cita', { _id: twice }),
      activity('Copia', { _id: twice }),
      activity('Sin id', { _id: null }),
    ];
    const group = await storeGroup(legacy);
    const untouched = await storeGroup([activity('Ya tiene', { _id: randomUUID() })]);
    const otherKind = await storeGroup([{ name: 'no es actividad' }], 'subsidy');
    const before = await stored(untouched);

    expect(await applyAgain()).toEqual([MIGRATION]);

    const after = await stored(group);
    expect(after.version).toBe(3);
    const records = after.body.records;
    expect(records.map((r) => r.name)).toEqual(legacy.map((r) => r.name));
    for (const [i, record] of records.entries()) {
      const { _id, ...rest } = record;
      const { _id: _old, ...was } = legacy[i]! as Record<string, unknown>;
      expect(rest).toEqual(was);
      expect(_id).toMatch(UUID);
    }
    expect(records[1]!._id).toBe(kept);
    expect(records[3]!._id).toBe(twice);
    expect(new Set(records.map((r) => r._id)).size).toBe(records.length);
    expect(await stored(untouched)).toEqual(before);
    expect((await stored(otherKind)).body).toEqual({ records: [{ name: 'no es actividad' }] });
  });

  it('leaves a group with no records, or without a list, as it was', async () => {
    const empty = await storeGroup([]);
    const id = randomUUID();
    await db.query(
      `insert into records (id, kind, history_id, body) values ($1, 'social-work-activity', $2, $3)`,
      [id, historyId, { note: 'sin lista' }],
    );
    await applyAgain();
    expect((await stored(empty)).body).toEqual({ records: [] });
    expect((await stored(id)).body).toEqual({ note: 'sin lista' });
  });
});
