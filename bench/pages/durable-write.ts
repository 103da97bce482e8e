/**
 * The page of bench/durable-write.ts: the real drafts of src/offline on Chromium's IndexedDB. For each
 * Dexie transaction durability it opens a fresh user database, starts a development-control draft of about
 * 5 KB and times each change from the call to `writeDraft` resolving (Dexie resolves after the
 * transaction's `complete` event: the change is committed in IndexedDB).
 *
 * Each durability is `openUserDb`'s own option (the app uses `strict`); the page records what Dexie
 * actually asks of IndexedDB by wrapping `IDBDatabase.prototype.transaction`.
 */
import type { SessionUser } from '../../src/contract/auth';
import { openUserDb, type CanguroDb } from '../../src/offline/db';
import { openIdentityStore } from '../../src/offline/identity';
import { createVault, DATA_KEY_ALGORITHM } from '../../src/offline/vault';
import { getDraft, openDraft, writeDraft } from '../../src/offline/drafts';
import { completeDevelopmentControl } from '../../tests/fixtures/bodies';

export type Durability = 'default' | 'relaxed' | 'strict';

export interface WriteTimes {
  /** ms from the change to writeDraft resolving, one per change. */
  times: number[];
  /** The `durability` option Dexie passed to IDBDatabase.transaction, counted ("none" when absent). */
  requested: Record<string, number>;
  /** Size of the draft's content as JSON, in bytes. */
  contentBytes: number;
}

const requested: Record<string, number> = {};
// eslint-disable-next-line @typescript-eslint/unbound-method -- always called with an IDBDatabase as `this`
const nativeTransaction = IDBDatabase.prototype.transaction;
IDBDatabase.prototype.transaction = function (
  this: IDBDatabase,
  ...args: Parameters<IDBDatabase['transaction']>
) {
  const durability = args[2]?.durability ?? 'none';
  requested[durability] = (requested[durability] ?? 0) + 1;
  return nativeTransaction.apply(this, args);
};

const NOTE =
  'Madre refiere que el bebé duerme bien, succiona con fuerza y sigue objetos con la mirada. ' +
  'Se observa buen tono axial, control cefálico en progreso y respuesta social a la voz. ';

/** A development control being written: about 5 KB of text, changed a little at each call. */
function content(change: number) {
  return {
    ...completeDevelopmentControl(),
    index: 1,
    initialObservation: NOTE.repeat(3).slice(0, 560),
    interventionEvolution: `${NOTE.repeat(25).slice(0, 4200)} ${change}`,
    followUp: `Control en un mes (cambio ${change}).`,
  };
}

const databases = new Map<Durability, { db: CanguroDb; key: string }>();

async function databaseFor(durability: Durability) {
  let open = databases.get(durability);
  if (!open) {
    // Sealed under a non-extractable key, as the app's drafts are: the time includes the encryption.
    const key = await crypto.subtle.generateKey(DATA_KEY_ALGORITHM, false, ['encrypt', 'decrypt']);
    const db = await openUserDb(`bench-${durability}-${crypto.randomUUID()}`, {
      vault: createVault(key),
      durability,
    });
    const draft = await openDraft(db, {
      kind: 'development-control',
      historyId: crypto.randomUUID(),
      content: content(0),
    });
    open = { db, key: draft.key };
    databases.set(durability, open);
  }
  return open;
}

/** `changes` changes of one draft, one after the other. */
async function measure(durability: Durability, changes: number): Promise<WriteTimes> {
  const { db, key } = await databaseFor(durability);
  for (const k of Object.keys(requested)) delete requested[k];
  const times: number[] = [];
  let last = content(0);
  for (let i = 1; i <= changes; i++) {
    last = content(i);
    const startedAt = performance.now();
    await writeDraft(db, key, last);
    times.push(performance.now() - startedAt);
  }
  const stored = await getDraft(db, key);
  if (JSON.stringify(stored?.content) !== JSON.stringify(last))
    throw new Error('The last change was not stored');
  return { times, requested: { ...requested }, contentBytes: JSON.stringify(last).length };
}

/** What Chromium reports for a transaction opened without a durability option. */
async function browserDefault(): Promise<string> {
  const { db } = await databaseFor('default');
  const idb = db.backendDB();
  return nativeTransaction.call(idb, 'drafts', 'readonly').durability;
}

const user: SessionUser = {
  id: crypto.randomUUID(),
  name: 'Bench',
  email: 'bench@canguro.test',
  username: 'bench',
  role: 'psychologist',
  numeroRegistro: null,
  especialidad: null,
  sede: [],
  permissions: { policies: [], userModules: [] },
  modulesAccess: [],
  enableChangeSite: true,
};
const tokens = {
  access: { token: 'a', expires: new Date(Date.now() + 60_000).toISOString() },
  refresh: { token: 'r', expires: new Date(Date.now() + 60_000).toISOString() },
};

/** The identity's costs with the app's PBKDF2 rounds: first online sign-in, a later one, offline unlock. */
async function measureUnlock(times: number) {
  const identity = openIdentityStore();
  const deviceSecret = crypto.getRandomValues(new Uint8Array(32));
  const input = { logins: ['bench'], password: 'una clave larga', user, tokens, deviceSecret };
  const timed = async (work: () => Promise<unknown>) => {
    const startedAt = performance.now();
    await work();
    return performance.now() - startedAt;
  };
  const firstSignIn = await timed(() => identity.rememberSignIn(input));
  const signIn: number[] = [];
  const unlock: number[] = [];
  for (let i = 0; i < times; i++) {
    signIn.push(await timed(() => identity.rememberSignIn(input)));
    unlock.push(await timed(() => identity.unlockOffline('bench', input.password)));
  }
  identity.close();
  return { firstSignIn, signIn, unlock };
}

declare global {
  interface Window {
    durableWrite: {
      measure: typeof measure;
      browserDefault: typeof browserDefault;
      measureUnlock: typeof measureUnlock;
    };
  }
}

window.durableWrite = { measure, browserDefault, measureUnlock };
document.title = 'ready';
