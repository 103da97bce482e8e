/**
 * The device's directory of users (src/offline/user-directory.ts) on fake-indexeddb: the users of every
 * referral area are asked ahead, one read per area filtered by its roles, and answers stored at the same
 * moment all stay in the directory, so the referring-user search finds them with no network.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../src/api/users.api';
import { openUserDb, type CanguroDb } from '../../../src/offline/db';
import { getRecord } from '../../../src/offline/records';
import {
  referralUsersCalls,
  rememberUsers,
  rolesOfArea,
  searchDirectory,
  USER_DIRECTORY_KEY,
  type UserDirectory,
} from '../../../src/offline/user-directory';
import { testVault } from './support/test-vault';

let db: CanguroDb;

beforeEach(async () => {
  db = await openUserDb('user-1', { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });
});

afterEach(() => db.close());

const user = (id: string, name: string, role: string): PublicUser => ({
  id,
  name,
  email: `${id}@canguro.demo`,
  role,
});

const known = async () => Object.values((await getRecord<UserDirectory>(db, USER_DIRECTORY_KEY))?.data ?? {});

describe('referralUsersCalls', () => {
  it("asks, for each referral area, all its role group's users by an empty name", () => {
    const calls = referralUsersCalls(db);
    expect(calls.map((call) => call.read?.path)).toEqual([
      '/users/name?roles=admin&limit=2000',
      '/users/name?roles=pediatrician&limit=2000',
      '/users/name?roles=nurse%2Cnursing-assistant&limit=2000',
      '/users/name?roles=social-worker&limit=2000',
    ]);
    expect(new Set(calls.map((call) => JSON.stringify(call.key))).size).toBe(calls.length);
  });

  it('keeps every area answered at the same moment, for the search with no network', async () => {
    const [, pediatrics, nursing] = referralUsersCalls(db);
    await Promise.all([
      pediatrics!.store([user('1', 'Carlos Andrés Mejía Uribe', 'pediatrician')]),
      nursing!.store([user('2', 'Luz Marina Ortiz', 'nurse'), user('3', 'Ana Muñoz', 'nursing-assistant')]),
      rememberUsers(db, [user('4', 'Carolina Gómez', 'social-worker')]),
    ]);
    const users = await known();
    expect(users.map((u) => u.id).sort()).toEqual(['1', '2', '3', '4']);
    expect(searchDirectory(users, 'mejia', rolesOfArea(1)).map((u) => u.name)).toEqual([
      'Carlos Andrés Mejía Uribe',
    ]);
    expect(searchDirectory(users, '', rolesOfArea(2)).map((u) => u.id)).toEqual(['3', '2']);
  });

  it('a failed write does not stop the next one', async () => {
    const closed = await openUserDb('user-2', {
      vault: await testVault(),
      indexedDB: new IDBFactory(),
      IDBKeyRange,
    });
    closed.close();
    await expect(rememberUsers(closed, [user('9', 'Nadie', 'nurse')])).rejects.toThrow();
    await rememberUsers(db, [user('5', 'Pedro Pérez', 'pediatrician')]);
    expect((await known()).map((u) => u.id)).toEqual(['5']);
  });
});
