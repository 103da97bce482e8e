/**
 * The device's identity (src/offline/identity.ts) over a fake IndexedDB, with the real WebCrypto of Node:
 * the first online sign-in makes the user's key, the offline unlock takes the same credentials and nothing
 * else, a password changed on the server keeps the key (rewrapped), users cannot open each other's data,
 * and nothing stored reads in the clear. PBKDF2 runs at 1,000 rounds here: the rounds are a parameter of
 * the store, and the app's 600,000 are timed by `npm run bench` (durable-write).
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser, Tokens } from '../../../src/contract/auth';
import { IDENTITY_DB_NAME, openIdentityStore, type IdentityStore } from '../../../src/offline/identity';
import { PBKDF2_ITERATIONS } from '../../../src/offline/identity-crypto';
import { createVault } from '../../../src/offline/vault';

const user = (username: string, name: string): SessionUser => ({
  id: crypto.randomUUID(),
  name,
  email: `${username}@canguro.test`,
  username,
  role: 'psychologist',
  numeroRegistro: null,
  especialidad: null,
  sede: [{ id: 1, name: 'San Ignacio' }],
  permissions: { policies: ['readPsychology'], userModules: ['psychology'] },
  modulesAccess: ['psychology'],
  enableChangeSite: true,
});

const tokens: Tokens = {
  access: { token: 'access-token-secreto', expires: '2030-01-01T00:00:00.000Z' },
  refresh: { token: 'refresh-token-secreto', expires: '2030-02-01T00:00:00.000Z' },
};

const ana = user('ana', 'Ana Beatriz Pérez');
const luis = user('luis', 'Luis Carlos Gómez');
const secretOf = (seed: number) => new Uint8Array(32).fill(seed);

let indexedDB: IDBFactory;
let store: IdentityStore;

const open = () => openIdentityStore({ indexedDB, IDBKeyRange, iterations: 1000 });

beforeEach(() => {
  indexedDB = new IDBFactory();
  store = open();
});

const remember = (who: SessionUser, password: string, secret = secretOf(1), logins = [who.username]) =>
  store.rememberSignIn({ logins, password, user: who, tokens, deviceSecret: secret });

/** Everything the identity database holds, as text (binary fields as their bytes). */
async function dump(): Promise<string> {
  const names = (await indexedDB.databases()).map((d) => d.name!);
  const text: string[] = [];
  for (const name of names) {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
    });
    for (const table of db.objectStoreNames) {
      const rows = await new Promise<unknown[]>((resolve) => {
        const request = db.transaction(table).objectStore(table).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
      });
      text.push(
        JSON.stringify(rows, (_key, value: unknown) =>
          value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? new TextDecoder().decode(value) : value,
        ),
      );
    }
    db.close();
  }
  return text.join('\n');
}

describe('the device identity', () => {
  it('uses 600,000 PBKDF2 rounds in the app', () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
  });

  it('unlocks offline with the same credentials, by username or e-mail, and hands back a usable key', async () => {
    const online = await remember(ana, 'clave-de-ana');
    const sealed = await createVault(online.key).seal({ nota: 'visita' });

    const byName = await store.unlockOffline('ANA ', 'clave-de-ana');
    expect(byName.user).toEqual(ana);
    expect(byName.tokens).toEqual(tokens);
    expect(await createVault(byName.key).open(sealed)).toEqual({ nota: 'visita' });
    const byEmail = await store.unlockOffline(ana.email, 'clave-de-ana');
    expect(byEmail.userId).toBe(ana.id);
    // The key the app works with cannot be read out.
    await expect(crypto.subtle.exportKey('raw', byName.key)).rejects.toThrow();
  });

  it('refuses a wrong password and a user never signed in here, with reasons the page words', async () => {
    await remember(ana, 'clave-de-ana');
    await expect(store.unlockOffline('ana', 'otra')).rejects.toMatchObject({ reason: 'wrong-credentials' });
    await expect(store.unlockOffline('luis', 'clave-de-ana')).rejects.toMatchObject({
      reason: 'unknown-user',
    });
  });

  it('checks a password against the device without opening anything (the export of unsent work)', async () => {
    await remember(ana, 'clave-de-ana');
    expect(await store.verifyPassword(ana.id, 'clave-de-ana')).toBe(true);
    expect(await store.verifyPassword(ana.id, 'Clave-de-ana')).toBe(false);
    expect(await store.verifyPassword('nadie', 'clave-de-ana')).toBe(false);
  });

  it('survives a reopening of the database (a relaunch of the app)', async () => {
    await remember(ana, 'clave-de-ana');
    store.close();
    store = open();
    expect((await store.unlockOffline('ana', 'clave-de-ana')).user.name).toBe(ana.name);
  });

  it('keeps the key across a password changed on the server, and forgets the old password', async () => {
    const first = await remember(ana, 'clave-vieja');
    const sealed = await createVault(first.key).seal({ borrador: 'sin sincronizar' });
    // The next online sign-in, with the new password the server accepted.
    const second = await remember(ana, 'clave-nueva');
    expect(await createVault(second.key).open(sealed)).toEqual({ borrador: 'sin sincronizar' });
    const offline = await store.unlockOffline('ana', 'clave-nueva');
    expect(await createVault(offline.key).open(sealed)).toEqual({ borrador: 'sin sincronizar' });
    await expect(store.unlockOffline('ana', 'clave-vieja')).rejects.toMatchObject({
      reason: 'wrong-credentials',
    });
  });

  it('a password set by an administrator rotates the secret: the previous one recovers, the new one rewraps', async () => {
    const first = await remember(ana, 'clave-vieja', secretOf(1));
    const sealed = await createVault(first.key).seal({ borrador: 'sin sincronizar' });
    const rotated = await store.rememberSignIn({
      logins: ['ana'],
      password: 'clave-nueva',
      user: ana,
      tokens,
      deviceSecret: secretOf(2),
      previousDeviceSecret: secretOf(1),
    });
    expect(await createVault(rotated.key).open(sealed)).toEqual({ borrador: 'sin sincronizar' });
    // Rewrapped under the new secret: a later password change needs only it.
    const later = await remember(ana, 'clave-tercera', secretOf(2));
    expect(await createVault(later.key).open(sealed)).toEqual({ borrador: 'sin sincronizar' });
  });

  it('a changed password with the wrong device secret recovers nothing', async () => {
    await remember(ana, 'clave-vieja', secretOf(1));
    await expect(remember(ana, 'clave-nueva', secretOf(2))).rejects.toThrow(/No se pudieron abrir/);
  });

  it('keeps each user apart: one user’s key opens nothing of another', async () => {
    const a = await remember(ana, 'clave-de-ana');
    const l = await remember(luis, 'clave-de-luis');
    const sealed = await createVault(a.key).seal({ paciente: 'Salomé' });
    await expect(createVault(l.key).open(sealed)).rejects.toThrow();
    await expect(store.unlockOffline('luis', 'clave-de-ana')).rejects.toMatchObject({
      reason: 'wrong-credentials',
    });
  });

  it('forgets the tokens at sign-out and keeps them sealed otherwise', async () => {
    const unlocked = await remember(ana, 'clave-de-ana');
    await store.saveTokens(ana.id, unlocked.key, null);
    expect((await store.unlockOffline('ana', 'clave-de-ana')).tokens).toBeNull();
    await store.saveTokens(ana.id, unlocked.key, tokens);
    expect((await store.unlockOffline('ana', 'clave-de-ana')).tokens).toEqual(tokens);
  });

  it('stores nothing readable: no name, login, e-mail, token or password in the clear', async () => {
    await remember(ana, 'clave-de-ana', secretOf(1), ['ana', ana.email]);
    const text = await dump();
    expect((await indexedDB.databases()).map((d) => d.name)).toEqual([IDENTITY_DB_NAME]);
    for (const secret of [
      ana.name,
      'ana@canguro.test',
      '"ana"',
      'clave-de-ana',
      'token-secreto',
      'San Ignacio',
    ])
      expect(text).not.toContain(secret);
  });
});
