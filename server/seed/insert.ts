/**
 * Bulk insert for the seed. Each batch is ONE statement with ONE parameter: the rows as a JSON array,
 * expanded by jsonb_to_recordset. Compared with a multi-row VALUES list (one bind parameter per cell),
 * this keeps statements small and lets PGlite parse one parameter instead of thousands: measured on
 * PGlite it loads the 12,423 CIE-10 rows about twice as fast as 200-row VALUES statements (0.4 s against
 * 0.6 to 1 s). It is plain SQL on PostgreSQL too.
 */
import type { Queryable } from '../db/database';

/** Column name and SQL type, e.g. ['birth_date', 'date']. */
export type Column = readonly [name: string, type: string];

export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly object[],
  batchSize = 1000,
): Promise<number> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const types = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  const sql = `insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${types})`;
  for (let i = 0; i < rows.length; i += batchSize) {
    await tx.query(sql, [JSON.stringify(rows.slice(i, i + batchSize))]);
  }
  return rows.length;
}
