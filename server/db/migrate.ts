/**
 * Forward-only migrations: every server/db/migrations/NNNN_name.sql is applied once, in order, each in
 * its own transaction together with its row in schema_migrations. A file never changes once shipped;
 * a change of schema is a new file.
 *
 * Several server processes may start at once on one PostgreSQL (docs/deploy.md): each step takes the
 * schema lock first, so one process applies a migration and the others, waiting, find it applied.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Held until the end of the calling transaction: migrations and the first seed run one process at a time.
 * (A transaction-scoped advisory lock, so a pooled connection never keeps it.)
 */
export async function lockSchema(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['canguro schema']);
}

export async function migrate(db: Database): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockSchema(tx);
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null default now())`);
  });
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const done: string[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    const sql = readFileSync(migrationsDir + file, 'utf8');
    const applied = await db.transaction(async (tx) => {
      await lockSchema(tx);
      const [already] = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (already) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [version, file]);
      return true;
    });
    if (applied) done.push(file);
  }
  return done;
}

/**
 * Splits a migration on semicolons at line ends; migrations keep one statement per `;` line end. A
 * function's body (between `$$`) keeps its own semicolons.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let pending = '';
  for (const piece of sql.split(/;\s*$/m)) {
    pending = pending ? `${pending};${piece}` : piece;
    if ((pending.match(/\$\$/g)?.length ?? 0) % 2 === 0) {
      statements.push(pending);
      pending = '';
    }
  }
  if (pending) statements.push(pending);
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
