/**
 * Exporting unsent work (docs/offline.md "Exporting unsent work") at the size of a long outbox: 1,000
 * entries (a commit of a ~5 KB development control each, every one its own draft), with the app's PBKDF2
 * rounds (600,000). Timed: the export as the dialog runs it (the password checked against the device's
 * stored verifier, the outbox and drafts opened, the file encrypted), and the import on another device
 * (opened with the password, joined to its outbox). Goal: the export within 10 s, so the dialog's progress
 * is enough and nobody gives up on it. Real src/offline over fake-indexeddb in Node: WebCrypto is Node's,
 * IndexedDB is not a browser's.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openUserDb } from '../src/offline/db';
import { openDraft } from '../src/offline/drafts';
import { derivePasswordKeys, newSalt, PBKDF2_ITERATIONS, sameBytes } from '../src/offline/identity-crypto';
import { enqueueCommit } from '../src/offline/outbox';
import { openUnsentFile, sealUnsentWork } from '../src/offline/unsent-file';
import { collectUnsentWork, importUnsentWork } from '../src/offline/unsent-work';
import { completeDevelopmentControl } from '../tests/fixtures/bodies';
import { testVault } from '../tests/unit/offline/support/test-vault';
import { round, type Bench } from './lib/bench';

const ENTRIES = 1000;
const EXPORT_GOAL_MS = 10_000;
const PASSWORD = 'canguro';
const WORDS = (
  'bebé alerta sigue objetos con la mirada responde voz materna sonrisa social tono axial control ' +
  'cefálico progreso succión fuerte duerme bien madre refiere visita domiciliaria estimulación temprana ' +
  'motricidad gruesa fina rolado sedestación apoyo gateo balbuceo contacto visual llanto consolable'
).split(' ');

/** About 5 KB of clinical-looking words, different for every document (gzip finds no long repeats). */
function note(seed: number): string {
  let state = seed + 1;
  const words: string[] = [];
  for (let length = 0; length < 5000;) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const word = WORDS[state % WORDS.length]!;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ');
}
const user = { id: 'bench-user', username: 'psicologia', name: 'Psicóloga' };

const bench: Bench = {
  name: 'unsent-export',
  description: `export of ${ENTRIES} unsent entries to a password-encrypted file, and its import on another device`,
  async run() {
    const tablet = await openUserDb(user.id, {
      vault: await testVault(),
      indexedDB: new IDBFactory(),
      IDBKeyRange,
    });
    const other = await openUserDb(user.id, {
      vault: await testVault(),
      indexedDB: new IDBFactory(),
      IDBKeyRange,
    });
    const historyId = '0bebef7d-3c29-5453-8e5e-309444b69308';
    for (let i = 0; i < ENTRIES; i++) {
      const content = { ...completeDevelopmentControl(), interventionEvolution: note(i) };
      const draft = await openDraft(tablet, { kind: 'development-control', historyId, content });
      await enqueueCommit(tablet, draft.key, content);
    }
    // The device's identity as a sign-in left it: a salt and the verifier of the password.
    const salt = newSalt();
    const stored = (await derivePasswordKeys(PASSWORD, salt)).verifier;

    const started = performance.now();
    const checked = sameBytes((await derivePasswordKeys(PASSWORD, salt)).verifier, stored);
    if (!checked) throw new Error('password check failed');
    const work = await collectUnsentWork(tablet, { user, appVersion: 'bench' });
    const text = await sealUnsentWork(work, PASSWORD);
    const exportMs = performance.now() - started;

    const importStarted = performance.now();
    const result = await importUnsentWork(
      other,
      await openUnsentFile(text, { userId: user.id, password: PASSWORD }),
    );
    const importMs = performance.now() - importStarted;
    if (result.added !== ENTRIES) throw new Error(`imported ${result.added} of ${ENTRIES}`);
    tablet.close();
    other.close();
    return [
      {
        metric: `export ${ENTRIES} entries (${PBKDF2_ITERATIONS} rounds, twice)`,
        value: round(exportMs, 0),
        unit: 'ms',
      },
      { metric: 'export goal', value: EXPORT_GOAL_MS, unit: 'ms' },
      { metric: 'export / goal', value: round(exportMs / EXPORT_GOAL_MS, 2), unit: '×' },
      { metric: 'file size', value: round(text.length / 1024 / 1024, 1), unit: 'MB' },
      { metric: `import ${ENTRIES} entries`, value: round(importMs, 0), unit: 'ms' },
    ];
  },
};

export default bench;
