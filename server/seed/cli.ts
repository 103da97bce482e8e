/**
 * `npm run seed [-- --reset] [-- --day=YYYY-MM-DD] [-- --histories N]`: migrates the database named by
 * DATABASE_URL (or the PGlite folder DATA_DIR, default ./.data) and loads the demo data. Without --reset it seeds only an
 * empty database; with --reset it deletes all data and seeds again. --day seeds as if it were that day
 * (the demo data depends on the seeding day; docs/demo-data.md). --histories seeds N histories instead of
 * the default 2,400 (50,000 for the search benches); the same N and day give the same rows.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../db/database';
import { parseSeedArgs } from './args';
import { migrate } from '../db/migrate';
import { seed, seedIfEmpty, type SeedSummary } from './index';
import { DEMO_PASSWORD, demoUsers } from './users';

function describe(summary: SeedSummary): string {
  const { timings, ...counts } = summary;
  const phases = Object.entries(timings)
    .filter(([name]) => name !== 'total')
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(', ');
  return [
    `Seeded demo data for ${counts.seedDay}: ${counts.sites} sites, ${counts.users} users, ${counts.parameters} parameter sets,`,
    `${counts.cie10} CIE-10 codes, ${counts.histories} histories, ${counts.anthropometry} anthropometry readings`,
    `in ${timings.total} ms (${phases}).`,
    `Demo users (password "${DEMO_PASSWORD}", demo only): ${demoUsers.map((u) => `${u.username} (${u.role})`).join(', ')}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { reset, day, historyCount } = parseSeedArgs(process.argv.slice(2));

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const started = performance.now();
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    console.log(`Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    const options = { seedDay: day, historyCount };
    const summary = reset ? await seed(db, { reset, ...options }) : await seedIfEmpty(db, options);
    console.log(
      summary
        ? describe(summary)
        : 'The database already holds data: nothing seeded (use --reset to redo it).',
    );
  } finally {
    await db.close();
  }
  console.log(`Done in ${Math.round(performance.now() - started)} ms.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
