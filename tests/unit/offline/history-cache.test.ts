/**
 * History records on the device (src/offline/history-cache.ts) against the real reference server: a
 * record opened online is stored; without network the stored copy answers; the server's refusal (404,
 * 403) is never overridden and clears what the device held.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestHistory, type HistoryFailure } from '../../../src/api/history.api';
import type { HistoryRecord } from '../../../src/contract/history';
import { openUserDb, type CanguroDb } from '../../../src/offline/db';
import { testVault } from './support/test-vault';
import { createHistoryLoader } from '../../../src/offline/history-cache';
import { getRecord, putRecord, recordKeys } from '../../../src/offline/records';
import { deviceNetwork, type DeviceNetwork } from './support/device-network';
import { startReferenceServer, TestSession, type ReferenceServer } from './support/reference-server';

let server: ReferenceServer;
let session: TestSession;
/** A history of site 3, which the psychologist (sites 1 and 2) may not read. */
let otherSiteId: string;

beforeAll(async () => {
  server = await startReferenceServer();
  session = await TestSession.signIn(server, 'psicologia');
  const [row] = await server.db.query<{ id: string }>(`select id from histories where site_id = 3 limit 1`);
  otherSiteId = row!.id;
}, 60_000);

afterAll(() => server.close());

let db: CanguroDb;
let network: DeviceNetwork;
let online: boolean;
let loadHistory: (id: string) => Promise<HistoryRecord | HistoryFailure>;
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  db = await openUserDb(session.user.id, {
    vault: await testVault(),
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  });
  network = deviceNetwork(server, session);
  online = true;
  loadHistory = createHistoryLoader({
    db: () => Promise.resolve(db),
    fetchHistory: (id) => requestHistory(id, undefined, network.client),
    online: () => online,
  });
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  db.close();
  vi.restoreAllMocks();
});

const stored = async (id: string) => (await getRecord<HistoryRecord>(db, recordKeys.history(id)))?.data;

describe('the history cache', () => {
  it('online: answers the server’s record and stores it on the device', async () => {
    const id = server.historyIds[0]!;
    const record = await loadHistory(id);
    expect(typeof record === 'string' ? record : record.id).toBe(id);
    expect(record).toEqual(await session.get(`/hc/${id}`));
    expect(await stored(id)).toEqual(record);
    expect((await getRecord(db, recordKeys.history(id)))?.historyId).toBe(id);
  });

  it('a network failure answers the stored copy', async () => {
    const id = server.historyIds[1]!;
    const online1 = await loadHistory(id);
    network.offline = true;
    const requestsBefore = network.requests.length;
    expect(await loadHistory(id)).toEqual(online1);
    expect(network.requests.length).toBe(requestsBefore + 1); // it tried the network first
    expect(logged).not.toHaveBeenCalled();
  });

  it('a gateway’s 503 answers the stored copy too; a 500 is the server’s word: failed, copy kept', async () => {
    const id = server.historyIds[2]!;
    const record = await loadHistory(id);
    network.status = 503;
    expect(await loadHistory(id)).toEqual(record);
    network.status = 500;
    expect(await loadHistory(id)).toBe('failed');
    expect(logged).toHaveBeenCalled();
    expect(await stored(id)).toEqual(record);
  });

  it('the browser offline: the stored copy without trying the network', async () => {
    const id = server.historyIds[3]!;
    const record = await loadHistory(id);
    online = false;
    const requestsBefore = network.requests.length;
    expect(await loadHistory(id)).toEqual(record);
    expect(network.requests.length).toBe(requestsBefore);
  });

  it('no network and nothing stored: offline, logged', async () => {
    network.offline = true;
    expect(await loadHistory(server.historyIds[4]!)).toBe('offline');
    expect(logged).toHaveBeenCalled();
    online = false;
    expect(await loadHistory(server.historyIds[4]!)).toBe('offline');
  });

  it('a later online opening replaces the stored copy with the server’s fresher record', async () => {
    const id = server.historyIds[5]!;
    const record = (await loadHistory(id)) as HistoryRecord;
    await putRecord(db, recordKeys.history(id), id, { ...record, Iden_nombreCompletoPaciente: 'Viejo' });
    expect(await loadHistory(id)).toEqual(record);
    expect(await stored(id)).toEqual(record);
  });

  it('404: not-found, and nothing is served from the store, which forgets the history', async () => {
    const gone = '4f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
    const record = (await session.get(`/hc/${server.historyIds[0]!}`)) as HistoryRecord;
    await putRecord(db, recordKeys.history(gone), gone, { ...record, id: gone });
    await putRecord(db, recordKeys.documents('development-control', gone), gone, []);
    expect(await loadHistory(gone)).toBe('not-found');
    expect(await db.records.where('historyId').equals(gone).count()).toBe(0);
    expect(await stored(gone)).toBeUndefined();
  });

  it('403 (a history of another site): forbidden, and the device forgets it', async () => {
    const record = (await session.get(`/hc/${server.historyIds[0]!}`)) as HistoryRecord;
    await putRecord(db, recordKeys.history(otherSiteId), otherSiteId, { ...record, id: otherSiteId });
    expect(await loadHistory(otherSiteId)).toBe('forbidden');
    expect(await stored(otherSiteId)).toBeUndefined();
  });

  it('a stored copy that no longer passes the contract is not served', async () => {
    const id = server.historyIds[6]!;
    await putRecord(db, recordKeys.history(id), id, { id, EGNDT: 42 });
    network.offline = true;
    expect(await loadHistory(id)).toBe('offline');
  });

  it('with nobody signed in there is no store: the network alone', async () => {
    const loader = createHistoryLoader({
      db: () => null,
      fetchHistory: (id) => requestHistory(id, undefined, network.client),
      online: () => true,
    });
    const id = server.historyIds[0]!;
    expect(await loader(id)).toMatchObject({ id });
    network.offline = true;
    expect(await loader(id)).toBe('offline');
  });
});
