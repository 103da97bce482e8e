/**
 * What is typed and not saved yet, kept on the device (src/offline/kept-typing.ts): sealed, a moment after
 * the last change or at once, the last value winning, and a removal never undone by an earlier write.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDb, type CanguroDb } from '../../../src/offline/db';
import { KEEP_DELAY_MS, keptTyping } from '../../../src/offline/kept-typing';
import { getRecord } from '../../../src/offline/records';
import { testVault } from './support/test-vault';

let db: CanguroDb;
const key = 'postpone-motive:bayley:h1';
const stored = async () => (await getRecord<{ motive: string }>(db, key))?.data ?? null;

beforeEach(async () => {
  db = await openUserDb('ana', { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });
});

afterEach(() => {
  db.close();
});

describe('kept typing', () => {
  it('is written a moment after the last change, the last value only, sealed and under its history', async () => {
    const kept = keptTyping<{ motive: string }>(db, key, 'h1');
    kept.write({ motive: 'La' });
    kept.write({ motive: 'La madre' });
    await kept.settled();
    expect(await stored()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, KEEP_DELAY_MS + 50));
    await kept.settled();
    expect(await stored()).toEqual({ motive: 'La madre' });
    const row = await db.records.get(key);
    expect(row?.historyId).toBe('h1');
    expect(JSON.stringify(row)).not.toContain('La madre');
  });

  it('is written at once when asked, and what waits is written by flush (the screen closing)', async () => {
    const kept = keptTyping<{ motive: string }>(db, key, 'h1');
    kept.write({ motive: 'ya' }, true);
    await kept.settled();
    expect(await stored()).toEqual({ motive: 'ya' });
    kept.write({ motive: 'al cerrar' });
    kept.flush();
    await kept.settled();
    expect(await stored()).toEqual({ motive: 'al cerrar' });
  });

  it('is forgotten by clear, with a write still waiting and one already started', async () => {
    const kept = keptTyping<{ motive: string }>(db, key, 'h1');
    kept.write({ motive: 'empezada' }, true);
    kept.write({ motive: 'esperando' });
    kept.clear();
    await kept.settled();
    await new Promise((resolve) => setTimeout(resolve, KEEP_DELAY_MS + 50));
    await kept.settled();
    expect(await stored()).toBeNull();
  });

  it('is read after the writes and removals asked for before it', async () => {
    const kept = keptTyping<{ motive: string }>(db, key, 'h1');
    kept.write({ motive: 'escrita' }, true);
    expect(await kept.read()).toEqual({ motive: 'escrita' });
    kept.clear();
    expect(await kept.read()).toBeUndefined();
  });
});
