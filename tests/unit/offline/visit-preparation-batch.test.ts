/**
 * "Preparar visitas" in batches against the real reference server in-process, through the app's real API
 * client: every registered call of a history that declares a read gets through GET /v1/batch exactly the
 * answer its read gets alone (the same parse), a refusal comes back as the same ApiError, and a
 * preparation sends one request per history. (The CIE-10 catalogue, fetched only when the device has
 * none, is not a plain read: it is left out here, as it goes alone.)
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runRead } from '../../../src/api/api-read';
import { fetchBatch } from '../../../src/api/batch.api';
import { historyRead } from '../../../src/api/history.api';
import type { ServerCall } from '../../../src/api/server-query';
import { psychologyPreparation } from '../../../src/features/psychology/preparation-source';
import { socialWorkCalls } from '../../../src/features/social-work/evolutions/use-social-work-timeline';
import { openUserDb, type CanguroDb } from '../../../src/offline/db';
import { getRecord, recordKeys } from '../../../src/offline/records';
import {
  preparationCalls,
  preparationFraction,
  prepareHistories,
} from '../../../src/offline/visit-preparation';
import { deviceNetwork, type DeviceNetwork } from './support/device-network';
import { startReferenceServer, TestSession, type ReferenceServer } from './support/reference-server';
import { testVault } from './support/test-vault';

let server: ReferenceServer;
let session: TestSession;

beforeAll(async () => {
  server = await startReferenceServer();
  session = await TestSession.signIn(server, 'trabajosocial');
}, 120_000);

afterAll(() => server.close());

let db: CanguroDb;
let network: DeviceNetwork;

beforeEach(async () => {
  db = await openUserDb(session.user.id, {
    vault: await testVault(),
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  });
  network = deviceNetwork(server, session);
});

afterEach(() => db.close());

/** The calls of a history that are plain reads, as the app registers them. */
const readsOf = (database: CanguroDb, historyId: string): ServerCall[] =>
  preparationCalls(database, historyId, [psychologyPreparation, socialWorkCalls]).filter((call) => call.read);

describe('the preparation in batches, against the real server', () => {
  it('answers every read of a history in one request, each as the read answers alone', async () => {
    const calls = readsOf(db, server.historyIds[0]!);
    expect(calls.length).toBeGreaterThan(40);
    const outcomes = await fetchBatch(
      calls.map((call) => call.read!),
      network.client,
    );
    expect(network.requests).toEqual(['/v1/batch']);
    for (const [index, call] of calls.entries()) {
      const alone = await runRead(call.read!, undefined, network.client);
      expect(outcomes[index], call.what).toEqual({ ok: true, value: alone });
    }
  });

  it("gives a read the server refuses the ApiError it throws alone (a psychologist, another site's history)", async () => {
    const psychologist = await TestSession.signIn(server, 'psicologia');
    const client = deviceNetwork(server, psychologist).client;
    const [row] = await server.db.query<{ id: string }>(`select id from histories where site_id = 3 limit 1`);
    const refused = historyRead(row!.id);
    const [outcome, own] = await fetchBatch([refused, historyRead(server.historyIds[0]!)], client);
    const alone = await runRead(refused, undefined, client).catch((error: unknown) => error);
    expect(outcome).toMatchObject({ ok: false, error: { status: 403, kind: 'http' } });
    expect(outcome!.ok === false && outcome!.error.message).toBe((alone as Error).message);
    expect(own).toMatchObject({ ok: true, value: { id: server.historyIds[0] } });
  });

  it('prepares three histories with one request each, and stores what the screens read', async () => {
    const ids = server.historyIds.slice(0, 3);
    const progress = await prepareHistories(db, ids, {
      callsOf: readsOf,
      fetchBatch: (reads) => fetchBatch(reads, network.client),
    });
    expect(network.requests).toEqual(['/v1/batch', '/v1/batch', '/v1/batch']);
    expect(progress.map(preparationFraction)).toEqual([1, 1, 1]);
    expect(progress.flatMap((history) => history.calls.filter((call) => call.state !== 'done'))).toEqual([]);
    for (const id of ids) expect((await getRecord(db, recordKeys.history(id)))?.data).toMatchObject({ id });
  });
});
