/**
 * A new Dexie database with its tables' types. Dexie adds a property for each table that
 * `db.version(n).stores()` declares, at run time, where TypeScript cannot follow; so the type of a
 * database (`Dexie & { drafts: EntityTable<...> }`) is given once, here, as Dexie's own docs give it, and
 * each database module declares its stores right after.
 */
import Dexie, { type DexieOptions } from 'dexie';

export function typedDexie<Db extends Dexie>(name: string, options: DexieOptions): Db {
  return new Dexie(name, options) as Db;
}
