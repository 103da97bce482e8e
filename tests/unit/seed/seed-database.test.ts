/**
 * Migrate and seed an in-memory PGlite: the counts land, a second seedIfEmpty does nothing, a reset
 * seeds again (with as many histories as asked, deterministically), and the fixtures and search text are
 * there for the API to find, through the trigram index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { fixtures } from '../../../server/seed/fixtures';
import { historySearchPlan } from '../../fixtures/search-plan';
import { seed, seedIfEmpty, seedReferenceIfEmpty, type SeedSummary } from '../../../server/seed/index';
import { demoUsers } from '../../../server/seed/users';
import { verifyPassword } from '../../../server/auth/password';

let db: Database;
let first: SeedSummary | null;

const count = async (table: string) =>
  Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  first = await seedIfEmpty(db, { seedDay: '2025-06-15' });
}, 120_000);

afterAll(async () => {
  await db.close();
});

describe('seeding a database', () => {
  it('loads every table', async () => {
    expect(first).not.toBeNull();
    expect(await count('sites')).toBe(3);
    expect(await count('users')).toBe(demoUsers.length);
    expect(await count('users where demo')).toBe(demoUsers.length);
    expect(await count('parameters')).toBe(36);
    expect(await count('cie10')).toBe(12423);
    expect(await count('histories')).toBe(2400);
    expect(await count(`records where kind = 'anthropometry'`)).toBe(first!.anthropometry);
    expect(first!.anthropometry).toBeGreaterThan(1000);
    // Reported so that a slow machine shows up in the test log; the target is a few seconds.
    console.log(`seed timings (ms): ${JSON.stringify(first!.timings)}`);
  });

  it('stores sites, users with the demo password and their sites', async () => {
    expect(await db.query('select id, name from sites order by id')).toEqual([
      { id: 1, name: 'San Ignacio' },
      { id: 2, name: 'Medellín' },
      { id: 3, name: 'San Jose' },
    ]);
    const [admin] = await db.query<{ password_hash: string; role: string }>(
      `select password_hash, role from users where username = 'admin'`,
    );
    expect(admin!.role).toBe('admin');
    expect(await verifyPassword('canguro', admin!.password_hash)).toBe(true);
    const sites = await db.query<{ site_id: number }>(
      `select site_id from user_sites join users on users.id = user_id where username = 'trabajosocial' order by 1`,
    );
    expect(sites.map((s) => s.site_id)).toEqual([1, 3]);
  });

  it('finds histories by accent-free search text and returns the record', async () => {
    const found = await db.query<{ id: string; record: { EGNDT: string }; birth_date: string }>(
      `select id, record, birth_date from histories where search_text like $1`,
      ['%munoz alvarez%'],
    );
    expect(found.map((h) => h.id)).toContain(fixtures.overFortyWeeks.id);
    const martin = found.find((h) => h.id === fixtures.overFortyWeeks.id)!;
    expect(martin.record.EGNDT).toBe('CNG-000002');
    expect(martin.birth_date).toBe('2024-10-18');
  });

  it('finds CIE-10 codes by code or description', async () => {
    const rows = await db.query<{ code: string }>(
      `select code from cie10 where search_text like $1 order by code limit 20`,
      ['%recien nacidos pretermino%'],
    );
    expect(rows.map((r) => r.code)).toContain('P073');
    const [i10] = await db.query<{ search_text: string }>(`select search_text from cie10 where code = 'I10'`);
    expect(i10!.search_text).toBe('i10 i10x i10 hipertension esencial (primaria)');
  });

  it('stores the feature flags with Trabajo Social on', async () => {
    const [flags] = await db.query<{ values: unknown }>(
      `select "values" from parameters where name = 'Feature_Flags'`,
    );
    expect(flags!.values).toContainEqual({ name: 'socialWork', value: true });
  });

  it('does nothing on a second first start, and redoes everything on reset', async () => {
    expect(await seedIfEmpty(db)).toBeNull();
    await expect(seed(db)).rejects.toThrow(/already holds data/);
    await db.query(
      `insert into settings (key, value) values ('jwt_secret', 'keep-me') on conflict do nothing`,
    );
    const again = await seed(db, { reset: true, seedDay: '2025-06-16' });
    expect(again.histories).toBe(2400);
    expect(await count('histories')).toBe(2400);
    expect(await count('users')).toBe(demoUsers.length);
    const [moved] = await db.query<{ birth_date: string }>(`select birth_date from histories where id = $1`, [
      fixtures.overFortyWeeks.id,
    ]);
    expect(moved!.birth_date).toBe('2024-10-19');
    expect(await count(`settings where key = 'jwt_secret'`)).toBe(1);
  }, 120_000);

  it('answers the history search from the trigram index of its folded text', async () => {
    await db.query('analyze histories');
    const plan = await historySearchPlan(db, 'Gómez maría');
    expect(plan).toContain('histories_search_trgm');
    expect(plan).toMatch(/search_text ~~ '%gomez%'/);
  });

  it('seeds the number of histories asked for, the same rows for the same number and day', async () => {
    const fingerprint = async () =>
      (
        await db.query<{ md5: string }>(
          `select md5(string_agg(id::text || search_text || record::text, '|' order by id)) as md5 from histories`,
        )
      )[0]!.md5;
    const small = await seed(db, { reset: true, seedDay: '2025-06-16', historyCount: 40 });
    expect(small.histories).toBe(40);
    expect(await count('histories')).toBe(40);
    const firstRows = await fingerprint();
    await seed(db, { reset: true, seedDay: '2025-06-16', historyCount: 40 });
    expect(await fingerprint()).toBe(firstRows);
  }, 120_000);
});

describe('a database without the demo (SEED_DEMO=false)', () => {
  it('gets the sites, catalogues and CIE-10 once, and neither demo users nor histories', async () => {
    const bare = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(bare);
      expect(await seedReferenceIfEmpty(bare)).toBe(true);
      const counted = async (table: string) =>
        Number((await bare.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);
      expect(await counted('sites')).toBe(3);
      expect(await counted('parameters')).toBe(36);
      expect(await counted('cie10')).toBe(12423);
      expect(await counted('users')).toBe(0);
      expect(await counted('histories')).toBe(0);
      expect(await seedReferenceIfEmpty(bare)).toBe(false);
      // It holds data now: the demo is not loaded over it.
      expect(await seedIfEmpty(bare)).toBeNull();
    } finally {
      await bare.close();
    }
  }, 120_000);
});
