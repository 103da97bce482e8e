/**
 * The server's history search in memory (server/search/history-search.ts) against its SQL search
 * (repositories/histories.ts) on the same database, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL:
 * the same pages in the same order (the order is the database's "C" collation in SQL, code points in
 * memory), and a history written to the database is found, changed and gone without a restart.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../src/contract/history';
import { historySearchText } from '../../src/domain/history-search';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { searchHistories } from '../../server/repositories/histories';
import { HistorySearch, describeIndexBuild, type IndexBuild } from '../../server/search/history-search';
import { seedIfEmpty } from '../../server/seed';

let db: Database;
let dataDir = '';
let historySearch: HistorySearch;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'canguro-history-search-'));
  const url = process.env.TEST_DATABASE_URL;
  db = await openDatabase({ databaseUrl: url, dataDir: url ? dataDir : 'memory://' });
  await migrate(db);
  await seedIfEmpty(db, { historyCount: 600 });
  historySearch = new HistorySearch(db);
  expect(historySearch.state).toBe('sql');
  await historySearch.start();
});

afterAll(async () => {
  await historySearch.stop();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The index of `histories` built by tests/fixtures/index-build-memory.ts under --expose-gc: its build,
 * memory measured.
 */
async function buildInOwnProcess(histories: number): Promise<IndexBuild> {
  const script = 'tests/fixtures/index-build-memory.ts';
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--no-flush-bytecode', '--import', 'tsx', script, String(histories)],
    { env: process.env },
  );
  return JSON.parse(stdout) as IndexBuild;
}

/** Waits (up to 15 s) until the search answers what `done` expects: the index follows within seconds. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the history search in memory', () => {
  it('is built once started', () => {
    expect(historySearch.state).toBe('ready');
  });

  it('tells what its build took; the memory only where a full collection can be asked for', async () => {
    // As many as the database holds: 600 seeded here, more where a shared PostgreSQL was seeded before.
    const [held] = await db.query<{ count: number }>(`select count(*)::int as count from histories`);
    const count = held!.count;
    // Run without --expose-gc: the memory is left unmeasured rather than guessed.
    expect(historySearch.lastBuild).toMatchObject({ histories: count, bytes: null });
    expect(historySearch.lastBuild!.seconds).toBeGreaterThan(0);
    expect(describeIndexBuild(historySearch.lastBuild!)).toMatch(
      new RegExp(
        `^Índice de búsqueda de historias: ${count.toLocaleString('es-CO')} historias en \\d+,\\d s; ` +
          'memoria sin medir \\(se mide con NODE_OPTIONS=--expose-gc\\)$',
      ),
    );

    // With a collector to call (as under --expose-gc), a build measures what the index holds: in a process
    // of its own, where nothing else is freed meanwhile (and no unused code is flushed from the heap).
    const measured = await buildInOwnProcess(count);
    expect(measured.histories).toBe(count);
    expect(measured.bytes).toBeGreaterThan(10_000);
    expect(measured.bytes).toBeLessThan(20 * 2 ** 20);
    expect(describeIndexBuild(measured)).toMatch(/; \d+,\d MB en memoria$/);
  });

  it('answers every page as the SQL search does, in the same order', async () => {
    const queries = ['mar', 'maria', 'gomez mar', 'ez', 'a', 'salome ramirez', 'CNG', '52', 'zzqx', 'ñ', ''];
    let compared = 0;
    for (const search of queries) {
      for (const sites of [[1], [2, 3], [1, 2, 3]]) {
        for (const page of [1, 2, 7]) {
          const fromMemory = await historySearch.search({ search, page, sites });
          expect(fromMemory, `"${search}" page ${page} sites ${sites.join(',')}`).toEqual(
            await searchHistories(db, { search, page, sites }),
          );
          if (fromMemory.results.length > 0) compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('finds a history written to the database, its change, and no longer finds it once deleted', async () => {
    const [source] = await db.query<{ record: HistoryRecord }>(`select record from histories limit 1`);
    const id = randomUUID();
    const code = `CNG-QZ-${id.slice(0, 8)}`;
    const record: HistoryRecord = {
      ...source!.record,
      id,
      EGNDT: code,
      Iden_nombreCompletoPaciente: 'Qwzyxa Prueba Índice',
    };
    await db.query(
      `insert into histories (id, code, site_id, patient_name, patient_document, mother_name, mother_document,
         custodian_document, substitute_mother, birth_date, gestational_days, sex, birth_weight_g, search_text, record)
       select $1, $2, site_id, $3, null, mother_name, mother_document, custodian_document, substitute_mother,
              birth_date, gestational_days, sex, birth_weight_g, $4, $5
       from histories where id = $6`,
      [id, code, record.Iden_nombreCompletoPaciente, historySearchText(record), record, source!.record.id],
    );
    const sites = [record.Iden_Sede];
    try {
      const found = await eventually(
        () => historySearch.search({ search: 'qwzyxa', page: 1, sites }),
        (page) => page.total === 1,
      );
      expect(found.results.map((r) => r.id)).toEqual([id]);

      const renamed = { ...record, Iden_nombreCompletoPaciente: 'Qwzyxb Prueba Índice' };
      await db.query(`update histories set patient_name = $2, search_text = $3, record = $4 where id = $1`, [
        id,
        renamed.Iden_nombreCompletoPaciente,
        historySearchText(renamed),
        renamed,
      ]);
      const afterRename = await eventually(
        () => historySearch.search({ search: 'qwzyxb', page: 1, sites }),
        (page) => page.total === 1,
      );
      expect(afterRename.results[0]?.Iden_nombreCompletoPaciente).toBe('Qwzyxb Prueba Índice');
      expect((await historySearch.search({ search: 'qwzyxa', page: 1, sites })).total).toBe(0);
    } finally {
      await db.query(`delete from histories where id = $1`, [id]);
    }
    const afterDelete = await eventually(
      () => historySearch.search({ search: 'qwzyx', page: 1, sites }),
      (page) => page.total === 0,
    );
    expect(afterDelete.total).toBe(0);
  });
});
