/**
 * Password hashing (server/auth/password.ts): scrypt, stored with its cost, and hashes queued so that a
 * burst of sign-ins does not take every core. The queue must never lose a caller: every verification
 * answers, in any number at once, and one that fails gives its place to the next.
 */
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/auth/password';

/** A stored hash of `password` at a low cost (the format keeps the cost, so verification follows it). */
async function cheapHash(password: string): Promise<string> {
  const [scheme, , , , salt, hash] = (await hashPassword(password)).split('$');
  const { scryptSync } = await import('node:crypto');
  const key = scryptSync(password, Buffer.from(salt!, 'base64'), Buffer.from(hash!, 'base64').length, {
    N: 1024,
    r: 8,
    p: 1,
  });
  return [scheme, 1024, 8, 1, salt, key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('verifies the password it hashed, and no other', async () => {
    const stored = await hashPassword('canguro');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('canguro', stored)).toBe(true);
    expect(await verifyPassword('Canguro', stored)).toBe(false);
  });

  it("lowers the priority of its own threads only, never the server's", async () => {
    const before = getPriority();
    await hashPassword('canguro');
    expect(getPriority()).toBe(before);
  });

  it('answers every one of many verifications at once, a failing one included', async () => {
    const stored = await cheapHash('clave');
    // N must be a power of two: scrypt refuses this one, and its place in the queue must pass on.
    const broken = stored.replace('scrypt$1024$', 'scrypt$1000$');
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        i === 3 ? verifyPassword('clave', broken) : verifyPassword(i % 2 ? 'clave' : 'otra', stored),
      ),
    );
    expect(answers[3]!.status).toBe('rejected');
    expect(
      answers.filter((_, i) => i !== 3).map((a) => (a.status === 'fulfilled' ? a.value : 'failed')),
    ).toEqual([false, true, false, false, true, false, true, false, true, false, true]);
  });
});
