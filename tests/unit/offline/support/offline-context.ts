/**
 * One device for a test: a fresh fake IndexedDB (isolated from every other test), the user's Dexie
 * database on it, the replay store, a fake clock, and the replay core's deps wired to a transport.
 * `reload()` is what a reload of the page does to the store: the in-memory objects are dropped and the
 * database is opened again from what IndexedDB kept.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openUserDb, type CanguroDb } from '../../../../src/offline/db';
import { testVault } from './test-vault';
import { createReplayStore } from '../../../../src/offline/replay-store';
import type { ReplayDeps, Transport } from '../../../../workers/replay-core';

export interface FakeClock {
  now: number;
  advance(ms: number): void;
}

export function fakeClock(start = Date.now()): FakeClock {
  return {
    now: start,
    advance(ms) {
      this.now += ms;
    },
  };
}

export interface Device {
  db: CanguroDb;
  /** What navigator.onLine would say. */
  online: boolean;
  clock: FakeClock;
  deps: ReplayDeps;
  refreshCalls: number;
  reload(): Promise<void>;
  close(): void;
}

export async function openDevice(options: {
  userId?: string;
  send: Transport;
  read?: ReplayDeps['read'];
  refresh?: () => Promise<boolean>;
  random?: () => number;
}): Promise<Device> {
  const factory = new IDBFactory();
  const userId = options.userId ?? 'user-1';
  const vault = await testVault();
  const open = () => openUserDb(userId, { vault, indexedDB: factory, IDBKeyRange });
  const clock = fakeClock();
  const device: Device = {
    db: await open(),
    online: true,
    clock,
    refreshCalls: 0,
    deps: undefined as unknown as ReplayDeps,
    async reload() {
      device.db.close();
      device.db = await open();
      device.deps = { ...device.deps, store: createReplayStore(device.db) };
    },
    close() {
      device.db.close();
    },
  };
  device.deps = {
    store: createReplayStore(device.db),
    send: options.send,
    ...(options.read && { read: options.read }),
    refresh: async () => {
      device.refreshCalls += 1;
      return options.refresh ? options.refresh() : false;
    },
    now: () => clock.now,
    random: options.random ?? (() => 0.5),
    online: () => device.online,
  };
  return device;
}
