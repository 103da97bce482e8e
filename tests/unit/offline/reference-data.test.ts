/**
 * The reference data kept for offline work (src/offline/reference-data.ts) on fake-indexeddb: only the
 * catalogues of the user's modules, each once; stored in the user's records; the time recorded only when
 * every part (the flags too) was answered, and a failure keeping the stored copies and the previous time.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverKeys, type ServerCall } from '../../../src/api/server-query';
import { metaKeys, openUserDb, type CanguroDb } from '../../../src/offline/db';
import { getRecord, putRecord } from '../../../src/offline/records';
import {
  referenceCalls,
  refreshReferenceData,
  type ReferenceSource,
} from '../../../src/offline/reference-data';
import { testVault } from './support/test-vault';

let db: CanguroDb;

beforeEach(async () => {
  db = await openUserDb('user-1', { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  db.close();
  vi.restoreAllMocks();
});

/** A catalogue call that answers `answer` (or throws it) and stores it under `catalogue:<name>`. */
const catalogue =
  (name: string, answer: unknown): ReferenceSource =>
  (target) => [
    {
      key: serverKeys.parameter(name),
      what: name,
      load: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)),
      store: (value) => putRecord(target, `catalogue:${name}`, null, value),
    } satisfies ServerCall,
  ];

const refreshedAt = async () => (await db.meta.get(metaKeys.referenceRefreshedAt))?.value;

describe('referenceCalls', () => {
  it("takes only the modules in the user's access, each call once", () => {
    const registered = new Map([
      ['socialWork', [catalogue('TiposVivienda', []), catalogue('Shared', [])]],
      ['psychology', [catalogue('AreasRemision', []), catalogue('Shared', [])]],
      ['reports', [catalogue('Unused', [])]],
    ]);
    const names = (access: string[]) => referenceCalls(db, access, registered).map((call) => call.what);
    expect(names(['socialWork', 'code'])).toEqual(['TiposVivienda', 'Shared']);
    expect(names(['socialWork', 'psychology'])).toEqual(['TiposVivienda', 'Shared', 'AreasRemision']);
    expect(names([])).toEqual([]);
  });
});

describe('refreshReferenceData', () => {
  it('stores the catalogues, asks for the flags and records the time', async () => {
    const loadFlags = vi.fn(() => Promise.resolve([{ name: 'socialWork', value: true }]));
    const registered = new Map([['socialWork', [catalogue('TiposVivienda', [{ id: 1, name: 'Casa' }])]]]);
    const complete = await refreshReferenceData({
      db,
      modulesAccess: ['socialWork'],
      loadFlags,
      now: () => 1000,
      registered,
    });
    expect(complete).toBe(true);
    expect(loadFlags).toHaveBeenCalledOnce();
    expect((await getRecord(db, 'catalogue:TiposVivienda'))?.data).toEqual([{ id: 1, name: 'Casa' }]);
    expect(await refreshedAt()).toBe(1000);
  });

  it('keeps the previous time and the stored copies when a catalogue fails', async () => {
    await putRecord(db, 'catalogue:TiposVivienda', null, [{ id: 1, name: 'Casa' }]);
    await db.meta.put({ key: metaKeys.referenceRefreshedAt, value: 500 });
    const registered = new Map([
      ['socialWork', [catalogue('TiposVivienda', new Error('network')), catalogue('Otro', [])]],
    ]);
    const complete = await refreshReferenceData({
      db,
      modulesAccess: ['socialWork'],
      loadFlags: () => Promise.resolve([]),
      now: () => 2000,
      registered,
    });
    expect(complete).toBe(false);
    expect(await refreshedAt()).toBe(500);
    expect((await getRecord(db, 'catalogue:TiposVivienda'))?.data).toEqual([{ id: 1, name: 'Casa' }]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Reference data not refreshed'));
  });

  it('records no time when the flags were not answered', async () => {
    const complete = await refreshReferenceData({
      db,
      modulesAccess: ['socialWork'],
      loadFlags: () => Promise.reject(new Error('Failed to fetch feature flags: network')),
      registered: new Map(),
    });
    expect(complete).toBe(false);
    expect(await refreshedAt()).toBeUndefined();
  });
});
