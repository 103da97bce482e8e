/**
 * PGlite's statements prepared once (server/db/pglite-statements.ts), through the server's Database: what
 * a statement answers is what PGlite's own `query` answered (types, dates as text, nulls), a failed
 * statement neither stops the next nor leaves a prepared statement behind, a failed transaction leaves
 * nothing, a transaction that ran no statement leaves none open, statements asked for at once each get
 * their own rows, and more distinct texts than are kept still run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await db.query('create table notes (id int primary key, body text, day date, at timestamptz, tags int[])');
});

afterAll(async () => {
  await db.close();
});

describe('PGlite statements prepared once', () => {
  it('answers the same rows on the first run of a text and the later ones', async () => {
    const insert = 'insert into notes (id, body, day, at, tags) values ($1, $2, $3, $4, $5) returning id';
    const at = new Date('2026-11-27T10:00:00Z');
    expect(await db.query(insert, [1, 'uno', '2026-01-31', at, [1, 2]])).toEqual([{ id: 1 }]);
    expect(await db.query(insert, [2, null, null, null, null])).toEqual([{ id: 2 }]);
    const select = 'select id, body, day, at, tags, $2::text as asked from notes where id = $1';
    for (let run = 0; run < 7; run++) {
      expect(await db.query(select, [1, `run ${run}`])).toEqual([
        { id: 1, body: 'uno', day: '2026-01-31', at, tags: [1, 2], asked: `run ${run}` },
      ]);
    }
    expect(await db.query(select, [2, 'x'])).toEqual([
      { id: 2, body: null, day: null, at: null, tags: null, asked: 'x' },
    ]);
    expect(await db.query('update notes set body = body where id > $1', [5])).toEqual([]);
  });

  it('refuses a wrong statement each time it is asked, and runs the next', async () => {
    await expect(db.query('select no_such_column from notes')).rejects.toThrow(/no_such_column/);
    await expect(db.query('select no_such_column from notes')).rejects.toThrow(/no_such_column/);
    await expect(db.query('insert into notes (id) values ($1)', [1])).rejects.toThrow(/duplicate key/);
    expect(await db.query('select count(*)::int as n from notes')).toEqual([{ n: 2 }]);
  });

  it('keeps nothing of a transaction that failed, and commits one that did not', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values ($1, $2)', [3, 'tres']);
        await tx.query('insert into notes (id) values ($1)', [1]);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.query('select id from notes where id = $1', [3])).toEqual([]);
    await db.transaction((tx) => tx.query('insert into notes (id, body) values ($1, $2)', [3, 'tres']));
    expect(await db.query('select body from notes where id = $1', [3])).toEqual([{ body: 'tres' }]);
  });

  it('answers each of the statements a transaction asks for at once with its own rows', async () => {
    const [one, two, three] = await db.transaction((tx) =>
      Promise.all([
        tx.query('select $1::int as n', [1]),
        tx.query('select $1::text as t', ['dos']),
        tx.query('select $1::int as n', [3]),
      ]),
    );
    expect([one, two, three]).toEqual([[{ n: 1 }], [{ t: 'dos' }], [{ n: 3 }]]);
  });

  it('leaves no transaction open after one that ran no statement', async () => {
    expect(await db.transaction(() => Promise.resolve('nothing'))).toBe('nothing');
    await expect(db.transaction(() => Promise.reject(new Error('before any statement')))).rejects.toThrow();
    await db.query('insert into notes (id, body) values ($1, $2)', [4, 'cuatro']);
    await expect(db.query('select no_such_column from notes')).rejects.toThrow();
    // Inside a transaction left open, the failure above would have undone the insert and refused this.
    expect(await db.query('select body from notes where id = $1', [4])).toEqual([{ body: 'cuatro' }]);
  });

  it('runs more distinct texts than it keeps prepared, and the first again', async () => {
    for (let n = 0; n < 520; n++) expect(await db.query(`select ${n} as n`)).toEqual([{ n }]);
    expect(await db.query('select 0 as n')).toEqual([{ n: 0 }]);
  });
});
