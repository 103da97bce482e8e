/**
 * The file of unsent work (`.canguro`): what a tablet that will never reach the server again hands to
 * another device, encrypted with its user's password (docs/offline.md "Exporting unsent work").
 *
 * Design:
 * - The file is JSON: a plain header (format, version, user id, time, app version, the key derivation's
 *   salt and rounds, a password verifier, the IV) and the work itself (./unsent-work.ts `UnsentWork`),
 *   JSON compressed with gzip (a draft's text, repeated by its stages and commit, shrinks about tenfold)
 *   and encrypted with AES-GCM. The header is the cipher's additional data, so changing any of it (another
 *   user id, fewer rounds) makes the file unreadable, exactly as changing the ciphertext does.
 * - The key comes from the password alone (PBKDF2-SHA256, a fresh 16-byte salt, the device key's rounds),
 *   never from the device's data key: the file opens on another device with the password. Like the
 *   device's identity (./identity-crypto.ts), 512 bits are derived: the first half is a verifier kept in
 *   the header, the second half the AES-GCM key. So a wrong password is told apart from a damaged file.
 * - The user id is in the clear so that a file of another user is refused before any password is tried
 *   (the server remembers Idempotency-Keys per user: another user's keys would execute again).
 * - Opening checks the file's shape (valibot) before and after decrypting: anything unexpected is a
 *   damaged file, and nothing is written (the import is ./unsent-work.ts's, after this succeeded).
 */
import * as v from 'valibot';
import { documentKinds } from '../contract/document';
import {
  fromBase64,
  PBKDF2_ITERATIONS,
  randomBytes,
  sameBytes,
  stretchPassword,
  toBase64,
} from './identity-crypto';
import type { DraftConflict, SetAsideValue } from './db';

export const UNSENT_FILE_FORMAT = 'canguro-unsent-work';
export const UNSENT_FILE_VERSION = 1;
export const UNSENT_FILE_EXTENSION = '.canguro';
/** Far above the default; a file asking for more would only freeze the device trying it. */
const MAX_ITERATIONS = 10_000_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;

const plainId = v.pipe(v.string(), v.maxLength(200));
const json = v.record(v.string(), v.unknown());

const entrySchema = v.object({
  seq: v.number(),
  draftKey: plainId,
  op: v.picklist(['stage', 'commit', 'discard', 'request']),
  kind: v.nullable(v.picklist(documentKinds)),
  request: v.nullable(
    v.object({
      method: v.picklist(['POST', 'PUT', 'DELETE', 'PATCH']),
      path: v.pipe(v.string(), v.startsWith('/')),
      answerIds: v.optional(
        v.record(plainId, v.pipe(v.array(v.union([v.string(), v.number()])), v.readonly())),
      ),
    }),
  ),
  /** The sealed part of the body, opened; null when the entry had none (a discard). */
  body: v.nullable(json),
  ids: v.record(v.string(), plainId),
  idempotencyKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  createdAt: v.number(),
  attempts: v.number(),
  sentAt: v.nullable(v.number()),
  lastError: v.nullable(
    v.object({ status: v.number(), message: v.string(), details: v.optional(v.unknown()), at: v.number() }),
  ),
  state: v.picklist(['pending', 'needs-attention', 'conflict']),
  /** The server version the entry was first sent on (docs/offline.md "Conflicts"). */
  version: v.optional(v.nullable(v.number())),
});

const draftSchema = v.object({
  key: plainId,
  kind: v.picklist(documentKinds),
  historyId: plainId,
  serverId: v.nullable(plainId),
  content: json,
  createdAt: v.number(),
  updatedAt: v.number(),
  state: v.picklist(['editing', 'committed-pending', 'committed', 'discard-pending']),
  /** When the device that wrote it last queued it: 'Guardado hace …' of an exam column. */
  stagedAt: v.optional(v.number()),
  /** The server version and content the changes start from, and a conflict's sides (offline.md "Conflicts"). */
  baseVersion: v.optional(v.nullable(v.number())),
  base: v.optional(v.nullable(json)),
  conflict: v.optional(v.nullable(v.custom<DraftConflict>((value) => typeof value === 'object'))),
  setAside: v.optional(
    v.array(v.custom<SetAsideValue>((value) => typeof value === 'object' && value !== null)),
  ),
});

const workSchema = v.object({
  user: v.object({ id: plainId, username: v.string(), name: v.string() }),
  appVersion: v.string(),
  exportedAt: v.number(),
  /** Oldest first: the order they join the other device's outbox in. */
  entries: v.array(entrySchema),
  drafts: v.array(draftSchema),
  /** Local id → server id, for every local id the entries and drafts name that this device had mapped. */
  idMap: v.array(v.object({ localId: plainId, serverId: plainId, mappedAt: v.number() })),
});

/** The work a file carries, in the clear. */
export type UnsentWork = v.InferOutput<typeof workSchema>;
export type ExportedEntry = UnsentWork['entries'][number];
export type ExportedDraft = UnsentWork['drafts'][number];

const headerSchema = v.object({
  format: v.literal(UNSENT_FILE_FORMAT),
  version: v.number(),
  userId: plainId,
  exportedAt: v.number(),
  appVersion: v.string(),
  kdf: v.object({
    name: v.literal('PBKDF2'),
    hash: v.literal('SHA-256'),
    iterations: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ITERATIONS)),
    salt: v.string(),
    verifier: v.string(),
  }),
  cipher: v.object({ name: v.literal('AES-GCM'), iv: v.string() }),
  /** What was encrypted: the work's JSON, gzip-compressed. */
  content: v.literal('application/json+gzip'),
});
type Header = v.InferOutput<typeof headerSchema>;

const fileSchema = v.object({ ...headerSchema.entries, data: v.string() });

export type UnsentFileProblem = 'damaged' | 'newer-version' | 'other-user' | 'wrong-password';

export class UnsentFileError extends Error {
  override readonly name = 'UnsentFileError';
  constructor(readonly problem: UnsentFileProblem) {
    super(`Unsent-work file refused: ${problem}`);
  }
}

const subtle = () => globalThis.crypto.subtle;

/** Verifier and AES-GCM key of a password (see the header). */
async function fileKeys(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const { verifier, keyBytes } = await stretchPassword(password, salt, iterations);
  const key = await subtle().importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { verifier, key };
}

const pipeThrough = async (bytes: BufferSource, stream: CompressionStream | DecompressionStream) =>
  new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
const gzip = (bytes: Uint8Array<ArrayBuffer>) => pipeThrough(bytes, new CompressionStream('gzip'));
const gunzip = (bytes: ArrayBuffer) => pipeThrough(bytes, new DecompressionStream('gzip'));

/** The header as the cipher's additional data: every field, in a fixed order. */
function additionalData(header: Header): Uint8Array<ArrayBuffer> {
  const { format, version, userId, exportedAt, appVersion, kdf, cipher, content } = header;
  const fields = [
    format,
    version,
    userId,
    exportedAt,
    appVersion,
    kdf.iterations,
    kdf.salt,
    kdf.verifier,
    cipher.iv,
    content,
  ];
  return new TextEncoder().encode(JSON.stringify(fields));
}

export interface SealOptions {
  /** PBKDF2 rounds; the device key's by default (unit tests lower it). */
  iterations?: number;
}

/** The file's text: `work` encrypted with `password`. */
export async function sealUnsentWork(
  work: UnsentWork,
  password: string,
  options: SealOptions = {},
): Promise<string> {
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const { verifier, key } = await fileKeys(password, salt, iterations);
  const header: Header = {
    format: UNSENT_FILE_FORMAT,
    version: UNSENT_FILE_VERSION,
    userId: work.user.id,
    exportedAt: work.exportedAt,
    appVersion: work.appVersion,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64(salt), verifier: toBase64(verifier) },
    cipher: { name: 'AES-GCM', iv: toBase64(iv) },
    content: 'application/json+gzip',
  };
  const plain = await gzip(new TextEncoder().encode(JSON.stringify(work)));
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(header) },
    key,
    plain,
  );
  return JSON.stringify({ ...header, data: toBase64(new Uint8Array(data)) });
}

function bytesOf(text: string): Uint8Array<ArrayBuffer> {
  try {
    return fromBase64(text);
  } catch {
    throw new UnsentFileError('damaged');
  }
}

/**
 * The work in a file, for the signed-in user `userId` who typed `password`. Throws `UnsentFileError`:
 * not a file of ours or changed since it was made (`damaged`), made by a newer app (`newer-version`), of
 * another user (`other-user`, before the password is tried), or a wrong password.
 */
export async function openUnsentFile(
  text: string,
  { userId, password }: { userId: string; password: string },
): Promise<UnsentWork> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UnsentFileError('damaged');
  }
  // The version first: a newer file may have another header, and is not damaged for it.
  const kind = v.safeParse(
    v.looseObject({ format: v.literal(UNSENT_FILE_FORMAT), version: v.number() }),
    raw,
  );
  if (kind.success && kind.output.version > UNSENT_FILE_VERSION) throw new UnsentFileError('newer-version');
  const parsed = v.safeParse(fileSchema, raw);
  if (!parsed.success || parsed.output.version !== UNSENT_FILE_VERSION) throw new UnsentFileError('damaged');
  const { data, ...header } = parsed.output;
  if (header.userId !== userId) throw new UnsentFileError('other-user');
  const { verifier, key } = await fileKeys(password, bytesOf(header.kdf.salt), header.kdf.iterations);
  if (!sameBytes(verifier, bytesOf(header.kdf.verifier))) throw new UnsentFileError('wrong-password');
  let plain: ArrayBuffer;
  try {
    plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytesOf(header.cipher.iv), additionalData: additionalData(header) },
      key,
      bytesOf(data),
    );
  } catch {
    throw new UnsentFileError('damaged');
  }
  let work: unknown;
  try {
    work = JSON.parse(new TextDecoder().decode(await gunzip(plain)));
  } catch {
    throw new UnsentFileError('damaged');
  }
  const checked = v.safeParse(workSchema, work);
  if (!checked.success || checked.output.user.id !== header.userId) throw new UnsentFileError('damaged');
  return checked.output;
}

/** `canguro-cambios-<user>-<date>.canguro`, the date of the device (yyyy-mm-dd), the user's login. */
export function unsentFileName(userName: string, at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const user =
    userName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'usuario';
  return `canguro-cambios-${user}-${date}${UNSENT_FILE_EXTENSION}`;
}
