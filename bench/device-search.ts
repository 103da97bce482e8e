/**
 * The patient search on the device (src/offline/history-search.ts `searchStoredHistories`): 500 histories
 * stored on the device, sealed at rest like every record, searched offline by the server's own rule. Each
 * search reads the stored histories, opens and checks them, and pages the matches.
 *
 * The histories are the reference server's demo records, copied under new ids and names (the same shape a
 * device stores after "Preparar visitas"). fake-indexeddb in Node with Node's WebCrypto, not a browser.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { HistoryRecord } from '../src/contract/history';
import { openUserDb } from '../src/offline/db';
import { searchStoredHistories } from '../src/offline/history-search';
import { putRecord, recordKeys } from '../src/offline/records';
import { startReferenceServer } from '../tests/unit/offline/support/reference-server';
import { testVault } from '../tests/unit/offline/support/test-vault';
import { percentile, round, type Bench } from './lib/bench';

const HISTORIES = 500;
const SEARCHES = 30;
const GOAL_MS = 30;
const NAMES = ['ANA', 'LUIS', 'MARIA', 'JOSE', 'CARMEN', 'PEDRO', 'LUCIA', 'JUAN', 'SOFIA', 'DIEGO'];
const SURNAMES = ['GOMEZ', 'PEREZ', 'RODRIGUEZ', 'MARTINEZ', 'LOPEZ', 'DIAZ', 'TORRES', 'RAMIREZ'];
/** What a user types, word by word: one word, two words, a document number's start, nothing found. */
const QUERIES = ['ana', 'maria gomez', 'perez', 'lucia torres', '10', 'zzz'];

const bench: Bench = {
  name: 'device-search',
  description: `patient search over ${HISTORIES} histories stored on the device (sealed), ${SEARCHES} searches`,
  async run() {
    const server = await startReferenceServer();
    let demo: HistoryRecord[];
    try {
      const rows = await server.db.query<{ record: HistoryRecord }>('select record from histories');
      demo = rows.map((row) => row.record);
    } finally {
      await server.close();
    }
    const db = await openUserDb('device', {
      vault: await testVault(),
      indexedDB: new IDBFactory(),
      IDBKeyRange,
    });
    const sites = [...new Set(demo.map((record) => record.Iden_Sede))];
    for (let i = 0; i < HISTORIES; i++) {
      const base = demo[i % demo.length]!;
      const id = crypto.randomUUID();
      const name = `${NAMES[i % NAMES.length]} ${SURNAMES[i % SURNAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]}`;
      const record = { ...base, id, Iden_nombreCompletoPaciente: name };
      await putRecord(db, recordKeys.history(id), id, record);
    }

    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < SEARCHES; i++) {
      const startedAt = performance.now();
      const page = await searchStoredHistories(db, { search: QUERIES[i % QUERIES.length]!, page: 1 }, sites);
      times.push(performance.now() - startedAt);
      found += page.total;
    }
    db.close();
    if (found === 0) throw new Error('the searches found nothing: the bench is not searching');
    const first = times[0]!;
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    return [
      { metric: 'histories stored on the device', value: HISTORIES, unit: '' },
      { metric: 'search, first', value: round(first, 1), unit: 'ms' },
      { metric: `search p50 (${SEARCHES} searches)`, value: round(percentile(sorted, 50), 1), unit: 'ms' },
      { metric: 'search p95', value: round(p95, 1), unit: 'ms' },
      { metric: `search p95 / goal (${GOAL_MS} ms)`, value: round(p95 / GOAL_MS, 2), unit: 'x' },
    ];
  },
};

export default bench;
