/**
 * The patient search with the device behind it (src/offline/history-search.ts) against the real reference
 * server: without network it searches the histories stored on the device, by the server's own rule, and
 * says so; with network it is the server's search.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  requestHistory,
  requestHistorySearch,
  type HistoryFailure,
  type HistorySearchPage,
} from '../../../src/api/history.api';
import type { HistoryRecord } from '../../../src/contract/history';
import { openUserDb, type CanguroDb } from '../../../src/offline/db';
import { testVault } from './support/test-vault';
import { createHistoryLoader } from '../../../src/offline/history-cache';
import { createHistorySearch, searchStoredHistories } from '../../../src/offline/history-search';
import { putRecord, recordKeys } from '../../../src/offline/records';
import { deviceNetwork, type DeviceNetwork } from './support/device-network';
import { startReferenceServer, TestSession, type ReferenceServer } from './support/reference-server';

let server: ReferenceServer;
let admin: TestSession;
let psychologist: TestSession;
let all: HistoryRecord[];

beforeAll(async () => {
  server = await startReferenceServer();
  admin = await TestSession.signIn(server, 'admin');
  psychologist = await TestSession.signIn(server, 'psicologia');
  const rows = await server.db.query<{ record: HistoryRecord }>(`select record from histories order by code`);
  all = rows.map((row) => row.record);
}, 60_000);

afterAll(() => server.close());

let db: CanguroDb;
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  db = await openUserDb('device', { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  db.close();
  vi.restoreAllMocks();
});

const storeAll = async (records: HistoryRecord[]) => {
  for (const record of records) await putRecord(db, recordKeys.history(record.id), record.id, record);
};

const sitesOf = (session: TestSession) => (session === admin ? [1, 2, 3] : [1, 2]);

describe('the device search follows the server’s rule', () => {
  it('the same answer as GET /v1/hc/list when the device holds every history', async () => {
    await storeAll(all);
    const martin = all.find((r) => r.EGNDT === 'CNG-000002')!;
    const queries = [
      'munoz',
      'MUÑOZ álvarez',
      'ANGELA',
      martin.Iden_DocumentoMadre.slice(-5),
      'cng-00000',
      'cng',
      'a',
      'ortiz luisa',
      'no existe nadie',
    ];
    let compared = 0;
    for (const session of [admin, psychologist]) {
      for (const search of queries) {
        for (const sites of [undefined, [2], [3], [1, 3]]) {
          for (const page of [1, 2]) {
            const network = deviceNetwork(server, session);
            const fromServer = await requestHistorySearch({ search, page, sites }, undefined, network.client);
            const onDevice = await searchStoredHistories(db, { search, page, sites }, sitesOf(session));
            expect(onDevice, `${search} ${String(sites)} p${page}`).toEqual(fromServer);
            if (fromServer.results.length > 0) compared += 1;
          }
        }
      }
    }
    // The comparison covered real matches, not only empty pages.
    expect(compared).toBeGreaterThan(20);
  }, 60_000);
});

describe('the patient search with the device behind it', () => {
  let network: DeviceNetwork;
  let online: boolean;
  let find: ReturnType<typeof createHistorySearch>;
  let open: (id: string) => Promise<HistoryRecord | HistoryFailure>;
  const martin = () => all.find((r) => r.EGNDT === 'CNG-000002')!;
  const salome = () => all.find((r) => r.EGNDT === 'CNG-000001')!;

  beforeEach(() => {
    network = deviceNetwork(server, psychologist);
    online = true;
    find = createHistorySearch({
      db: () => Promise.resolve(db),
      request: (params, signal) => requestHistorySearch(params, signal, network.client),
      online: () => online,
      userSites: () => [1, 2],
    });
    open = createHistoryLoader({
      db: () => Promise.resolve(db),
      fetchHistory: (id) => requestHistory(id, undefined, network.client),
      online: () => online,
    });
  });

  const ids = (page: HistorySearchPage) => page.results.map((row) => row.EGNDT);

  it('online: the server’s search, which finds histories never opened here', async () => {
    const answer = await find({ search: 'cng-00000' });
    expect(answer.onDevice).toBe(false);
    expect(ids(answer)).toContain('CNG-000001');
    expect(ids(answer)).toContain('CNG-000002');
  });

  it('no network: only the histories opened on this device, and it says so', async () => {
    expect(await open(martin().id)).toMatchObject({ id: martin().id });
    network.offline = true;
    const answer = await find({ search: 'cng-00000' });
    expect(answer).toMatchObject({ onDevice: true, total: 1, totalPages: 1, page: 1 });
    expect(ids(answer)).toEqual(['CNG-000002']);
    // The row carries the mother's document: verification works offline.
    expect(answer.results[0]!.Iden_DocumentoMadre).toBe(martin().Iden_DocumentoMadre);
    expect(ids(await find({ search: salome().Iden_nombreCompletoPaciente }))).toEqual([]);
    expect(ids(await find({ search: 'muñoz ALVAREZ' }))).toEqual(['CNG-000002']);
    expect(logged).not.toHaveBeenCalled();
  });

  it('the browser offline: the device at once, no request', async () => {
    await open(salome().id);
    online = false;
    const before = network.requests.length;
    const answer = await find({ search: 'salome' });
    expect(answer.onDevice).toBe(true);
    expect(ids(answer)).toEqual(['CNG-000001']);
    expect(network.requests.length).toBe(before);
  });

  it('a gateway’s 504 is no network; a 500 is the server’s failure: logged, empty, not the device', async () => {
    await open(martin().id);
    network.status = 504;
    expect(await find({ search: 'martin' })).toMatchObject({ onDevice: true, total: 1 });
    network.status = 500;
    expect(await find({ search: 'martin' })).toEqual({
      results: [],
      totalPages: 0,
      page: 1,
      total: 0,
      onDevice: false,
    });
    expect(logged).toHaveBeenCalled();
  });

  it('offline, only the user’s sites (and those asked for among them)', async () => {
    const ofSite = (site: number) => all.find((r) => r.Iden_Sede === site)!;
    await storeAll([ofSite(1), ofSite(2), ofSite(3)]);
    online = false;
    const sitesFound = async (sites?: number[]) =>
      (await find({ search: 'cng', sites })).results.map((row) => row.Iden_Sede).sort();
    expect(await sitesFound()).toEqual([1, 2]);
    expect(await sitesFound([2, 3])).toEqual([2]);
    expect(await sitesFound([3])).toEqual([]);
  });

  it('an aborted search is an empty page, not the device’s, and is not logged', async () => {
    await open(martin().id);
    const controller = new AbortController();
    const pending = find({ search: 'martin' }, controller.signal);
    controller.abort();
    expect(await pending).toMatchObject({ onDevice: false, results: [] });
    expect(logged).not.toHaveBeenCalled();
  });
});
