/**
 * Loads the demo data: sites, demo users, catalogues and feature flags, the full CIE-10, the demo
 * histories and anthropometry readings. Everything is written in one transaction, so a seed lands whole
 * or not at all, and in batched bulk inserts (insert.ts), so the whole set loads in a few seconds on PGlite.
 *
 * `seedIfEmpty` runs at server start and seeds a database whose sites table is empty. `seed({ reset })`
 * first empties every data table, including any a later migration adds; it keeps schema_migrations and
 * settings (the JWT secret lives there).
 */
import { readFileSync } from 'node:fs';
import { hashPassword } from '../auth/password';
import type { Database, Queryable } from '../db/database';
import { lockSchema } from '../db/migrate';
import { anthropometryReadings, type RecordRow } from './anthropometry';
import { buildCatalogues } from './catalogues';
import { DEFAULT_HISTORY_COUNT, generateHistories } from './histories';
import { insertRows } from './insert';
import { bogotaToday, parseCsv, searchKey } from './text';
import { DEMO_PASSWORD, demoUser, demoUsers } from './users';

export const sites = [
  { id: 1, name: 'San Ignacio' },
  { id: 2, name: 'Medellín' },
  { id: 3, name: 'San Jose' },
];

/** Tables a reset leaves alone: the migration ledger and server settings (JWT secret). */
const KEPT_TABLES = new Set(['schema_migrations', 'settings']);

export interface SeedOptions {
  /** Delete all data first. Without it, seeding a database that holds data is refused. */
  reset?: boolean;
  /** The seeding day, 'YYYY-MM-DD'; default today in Bogotá. Same day, same data. */
  seedDay?: string;
  historyCount?: number;
}

export interface SeedSummary {
  seedDay: string;
  sites: number;
  users: number;
  parameters: number;
  cie10: number;
  histories: number;
  anthropometry: number;
  /** Milliseconds per phase and in total. */
  timings: Record<string, number>;
}

/** CIE-10 rows from server/data/cie10_es.csv (the full Spanish ICD-10; SOURCES.md). */
export function cie10Rows() {
  const text = readFileSync(new URL('../data/cie10_es.csv', import.meta.url), 'utf8');
  return parseCsv(text).map((r) => ({
    code: r.code!,
    code_dotted: r.code_dotted!,
    description: r.description!,
    description_accented: r.description_accented || null,
    search_text: searchKey(r.code, r.code_4 !== r.code ? r.code_4 : null, r.code_dotted, r.description),
  }));
}

/**
 * Empties every data table of the current schema in one TRUNCATE (which handles the foreign keys among
 * them as a whole, and is far faster than DELETE: deleting 2,400 histories row by row runs a
 * foreign-key check per row). Tables added by later migrations are included without a change here.
 */
async function deleteAll(tx: Queryable): Promise<void> {
  const tables = (
    await tx.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname = current_schema() order by 1`,
    )
  )
    .map((t) => t.name)
    .filter((t) => !KEPT_TABLES.has(t));
  if (tables.length > 0)
    await tx.query(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} restart identity`);
}

/** What every installation needs, demo or not: the sites, the catalogues and feature flags, the CIE-10. */
function referenceRows() {
  return {
    catalogues: Object.entries(buildCatalogues()).map(([name, values]) => ({ name, values })),
    cie10: cie10Rows(),
  };
}

async function insertReference(tx: Queryable, rows: ReturnType<typeof referenceRows>): Promise<void> {
  await insertRows(
    tx,
    'sites',
    [
      ['id', 'integer'],
      ['name', 'text'],
    ],
    sites,
  );
  await insertRows(
    tx,
    'parameters',
    [
      ['name', 'text'],
      ['values', 'jsonb'],
    ],
    rows.catalogues,
  );
  await insertRows(
    tx,
    'cie10',
    [
      ['code', 'text'],
      ['code_dotted', 'text'],
      ['description', 'text'],
      ['description_accented', 'text'],
      ['search_text', 'text'],
    ],
    rows.cie10,
    2000,
  );
}

/**
 * A clinic's database without the demo (SEED_DEMO=false) still needs the sites, catalogues and CIE-10:
 * loads them into an empty database, once (under the schema lock, as the demo seed). True when it did.
 */
export async function seedReferenceIfEmpty(db: Database): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const rows = referenceRows();
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (!(await isEmpty(tx))) return false;
    await insertReference(tx, rows);
    return true;
  });
}

class AlreadyHoldsData extends Error {}

export async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>('select exists (select 1 from sites) as any');
  return !row?.any;
}

export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  let mark = started;
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };

  const seedDay = options.seedDay ?? bogotaToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(seedDay)) throw new Error(`Seeding day must be YYYY-MM-DD, got ${seedDay}`);
  // scrypt runs on the libuv thread pool: let it hash while the data is generated.
  const hashing = hashPassword(DEMO_PASSWORD);
  const { catalogues, cie10 } = referenceRows();
  const histories = generateHistories({ seedDay, count: options.historyCount ?? DEFAULT_HISTORY_COUNT });
  const admin = demoUser('admin');
  const readings: RecordRow[] = histories
    .filter((h) => h.withReadings)
    .flatMap((h) => anthropometryReadings(h, seedDay, admin));
  const passwordHash = await hashing;
  lap('generate');

  await db.transaction(async (tx) => {
    // Two servers starting at once on one empty PostgreSQL: one seeds, the other then finds data.
    await lockSchema(tx);
    if (options.reset) {
      await deleteAll(tx);
      lap('reset');
    } else if (!(await isEmpty(tx))) {
      throw new AlreadyHoldsData('The database already holds data: seed with reset to replace it');
    }
    await insertReference(tx, { catalogues, cie10 });
    lap('sites, parameters, cie10');
    await insertRows(
      tx,
      'users',
      [
        ['id', 'uuid'],
        ['email', 'text'],
        ['username', 'text'],
        ['name', 'text'],
        ['password_hash', 'text'],
        ['role', 'text'],
        ['numero_registro', 'text'],
        ['especialidad', 'text'],
        ['enable_change_site', 'boolean'],
        ['demo', 'boolean'],
      ],
      demoUsers.map((u) => ({
        id: u.id,
        email: u.email,
        username: u.username,
        name: u.name,
        password_hash: passwordHash,
        role: u.role,
        numero_registro: u.numeroRegistro,
        especialidad: u.especialidad,
        enable_change_site: u.sites.length > 1,
        demo: true,
      })),
    );
    await insertRows(
      tx,
      'user_sites',
      [
        ['user_id', 'uuid'],
        ['site_id', 'integer'],
      ],
      demoUsers.flatMap((u) => u.sites.map((site_id) => ({ user_id: u.id, site_id }))),
    );
    lap('users');
    await insertRows(
      tx,
      'histories',
      [
        ['id', 'uuid'],
        ['code', 'text'],
        ['site_id', 'integer'],
        ['patient_name', 'text'],
        ['patient_document', 'text'],
        ['mother_name', 'text'],
        ['mother_document', 'text'],
        ['custodian_document', 'text'],
        ['substitute_mother', 'boolean'],
        ['birth_date', 'date'],
        ['gestational_days', 'integer'],
        ['sex', 'char(1)'],
        ['birth_weight_g', 'integer'],
        ['search_text', 'text'],
        ['record', 'jsonb'],
        ['created_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
      ],
      histories.map((h) => ({ ...h.row, updated_at: h.row.created_at })),
      500,
    );
    lap('histories');
    await insertRows(
      tx,
      'records',
      [
        ['id', 'uuid'],
        ['kind', 'text'],
        ['history_id', 'uuid'],
        ['body', 'jsonb'],
        ['signature', 'jsonb'],
        ['created_by', 'uuid'],
        ['created_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
      ],
      readings,
      1000,
    );
    lap('anthropometry');
    await tx.query(
      `insert into settings (key, value) values ('demo_seed_day', $1)
       on conflict (key) do update set value = excluded.value`,
      [seedDay],
    );
  });
  lap('commit');
  // Fresh statistics, so the planner knows the tables' sizes at once (PGlite has no autovacuum to gather them;
  // PostgreSQL's would only come later): the history search picks its index by them.
  await db.query('analyze');
  lap('analyze');
  timings.total = Math.round(performance.now() - started);

  return {
    seedDay,
    sites: sites.length,
    users: demoUsers.length,
    parameters: catalogues.length,
    cie10: cie10.length,
    histories: histories.length,
    anthropometry: readings.length,
    timings,
  };
}

/** Seeds when the database has no sites yet (first start); returns null when it already holds data. */
export async function seedIfEmpty(
  db: Database,
  options: Omit<SeedOptions, 'reset'> = {},
): Promise<SeedSummary | null> {
  if (!(await isEmpty(db))) return null;
  try {
    return await seed(db, options);
  } catch (error) {
    if (error instanceof AlreadyHoldsData) return null; // another process seeded it meanwhile
    throw error;
  }
}

export { demoUsers } from './users';
