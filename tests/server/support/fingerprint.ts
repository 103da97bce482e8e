/**
 * A database's whole state as one comparable value: per table of the public schema, its row count and a
 * digest of its rows in a fixed order. Two databases with equal fingerprints hold the same rows.
 */
import type { Queryable } from '../../../server/db/database';

export async function fingerprint(db: Queryable): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number; digest: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as digest from "${name}" t`,
    );
    result[name] = `${row!.n} ${row!.digest ?? ''}`;
  }
  return result;
}
