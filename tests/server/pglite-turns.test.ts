/**
 * PGlite's queue and Node's event loop (server/db/database.ts): PGlite runs one statement or transaction at
 * a time, synchronously, and hands over to the next by promises. Each turn must start in an event-loop turn
 * of its own, so that a long queue never holds the thread: between two turns the server accepts
 * connections, reads requests and writes answers. The turns still run one at a time, first in, first out,
 * and a failed turn does not stop the ones behind it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
});

afterAll(async () => {
  await db.close();
});

describe('PGlite turns', () => {
  it('lets the event loop run between two turns of a long queue', async () => {
    const finished: number[] = [];
    const queue = Array.from({ length: 40 }, (_, n) =>
      db.query('select $1::int as n', [n]).then(() => finished.push(n)),
    );
    // Input and output wait for the event loop as a setImmediate callback does.
    const turnsBeforeTheLoop = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(finished.length)),
    );
    await Promise.all(queue);
    expect(turnsBeforeTheLoop).toBeLessThan(40);
  });

  it('runs the turns one at a time, in the order they were asked, past a failed one', async () => {
    const order: string[] = [];
    const turns = [
      db.transaction(async (tx) => {
        order.push('transaction begins');
        await tx.query('select 1');
        order.push('transaction ends');
      }),
      db.query('select nothing_here').catch(() => order.push('failed query')),
      db.query('select 1').then(() => order.push('query')),
    ];
    await Promise.all(turns);
    expect(order).toEqual(['transaction begins', 'transaction ends', 'failed query', 'query']);
    expect(db.poolUse()).toEqual({ size: 1, inUse: 0, waiting: 0 });
  });
});
