/**
 * Password hashing with scrypt from node:crypto. Stored as `scrypt$N$r$p$salt$hash` (base64) so the
 * cost can be raised later without invalidating existing hashes.
 */
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Each hash takes a core for a long moment (docs/deploy.md "Sign-in cost"), so a burst of sign-ins (a
 * clinic's tablets in the morning) must not take the cores from the requests of the users already signed
 * in. Hashes run on worker threads of the lowest CPU priority (Linux sets a thread's own): they use what
 * the requests leave. At most one fewer than the machine's cores run at once, the others wait in line.
 * A pool of a few threads and a queue are a few lines, not a library.
 */
const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);

/** The hashing thread: scrypt, after lowering its own priority (refused where not allowed: it still runs). */
const HASHER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(19); } catch {}
parentPort.on('message', ({ password, salt, keylen, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keylen, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});`;

const idleHashers: Worker[] = [];
/** Threads that failed (not a refused hash: the thread itself), never used again. */
const brokenHashers = new WeakSet<Worker>();
let hashing = 0;
const waiting: (() => void)[] = [];

function hashOn(hasher: Worker, password: string, salt: Buffer, keylen: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    const done = (answer: { key?: Uint8Array; error?: string }) => {
      hasher.off('error', failed);
      if (answer.key) resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.length));
      else reject(new Error(answer.error ?? 'scrypt failed'));
    };
    const failed = (error: Error) => {
      hasher.off('message', done);
      brokenHashers.add(hasher);
      reject(error);
    };
    hasher.once('message', done);
    hasher.once('error', failed);
    hasher.postMessage({ password, salt, keylen, options });
  });
}

async function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions) {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing++;
  const hasher = idleHashers.pop() ?? new Worker(HASHER_SOURCE, { eval: true });
  // Held while it hashes (a command-line seed must wait for it), let go while idle.
  hasher.ref();
  try {
    return await hashOn(hasher, password, salt, keylen, options);
  } finally {
    hasher.unref();
    if (brokenHashers.has(hasher)) void hasher.terminate();
    else idleHashers.push(hasher);
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

const COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(key, expected);
}
