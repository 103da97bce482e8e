/**
 * Forward-only migrations: every server/db/migrations/NNNN_name.sql is applied once, in order, each in
 * its own transaction together with its row in schema_migrations. A file never changes once shipped;
 * a change of schema is a new file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function migrate(db: Database): Promise<string[]> {
  await db.query(`create table if not exists schema_migrations (
    version integer primary key, name text not null, applied_at timestamptz not null default now())`);
  const applied = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version),
  );
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const done: string[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    if (applied.has(version)) continue;
    const sql = readFileSync(migrationsDir + file, 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [version, file]);
    });
    done.push(file);
  }
  return done;
}

/** Splits a migration on semicolons at line ends; migrations keep one statement per `;` line end. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
