/**
 * PGlite's statements, each parsed and planned once. PGlite's own `query` parses, describes, binds,
 * describes again, executes and syncs in six calls into its WebAssembly, each decoded by its protocol's
 * JavaScript, for every statement: as much work again as a small statement's own (docs/benchmarks.md,
 * "tablets-burst"). Here each SQL text becomes a named prepared statement the first time it runs, its
 * parameter and row types kept, and every later run is one call: bind, execute, sync.
 *
 * Callers run one statement or transaction at a time (server/db/database.ts queues them): this module
 * takes none of PGlite's locks. Within a transaction it runs one statement at a time itself: PGlite keeps a
 * call's answer in one place until the call ends, so two calls at once would read each other's.
 */
import type { PGlite } from '@electric-sql/pglite';
import { parse, protocol, type messages } from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription; null for a statement that returns no rows. */
  rows: BackendMessage | null;
}

/** More distinct texts than this (SQL built from a request's filters) closes the least recently used. */
const MOST_STATEMENTS = 500;

const { serialize } = protocol;
const BEGIN = serialize.query('begin');

/** What PGlite's own `query` sends for a type it has no serializer for: the value's `toString()`. */
const asText = (value: unknown) => (value as { toString(): string }).toString();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

interface PgliteStatements {
  /** One statement's rows; `autocommit` when it runs outside a transaction (PGlite then syncs its files). */
  query<T>(sql: string, params: unknown[], autocommit: boolean): Promise<T[]>;
  /** BEGIN, COMMIT or ROLLBACK; COMMIT throws when the transaction had failed and was rolled back. */
  control(command: 'begin' | 'commit' | 'rollback'): Promise<void>;
}

export function pgliteStatements(db: PGlite): PgliteStatements {
  const statements = new Map<string, Prepared>(); // in order of last use
  let named = 0;
  // A transaction's BEGIN goes with its first statement, in the same call.
  let beginPending = false;
  let last: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = last.then(run);
    last = turn.catch(() => undefined);
    return turn;
  };

  async function exec(parts: Uint8Array[], syncToFs: boolean, throwOnError = true) {
    const begin = beginPending;
    beginPending = false;
    const { messages } = await db.execProtocol(concat(begin ? [BEGIN, ...parts] : parts), {
      syncToFs,
      throwOnError,
    });
    // The BEGIN's own answer ends with its ReadyForQuery.
    return begin ? messages.slice(messages.findIndex((m) => m.name === 'readyForQuery') + 1) : messages;
  }

  async function prepare(sql: string): Promise<Prepared> {
    const name = `canguro_${++named}`;
    const messages = await exec(
      [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()],
      false,
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as
      messages.ParameterDescriptionMessage | undefined;
    return {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      rows: messages.find((m) => m.name === 'rowDescription') ?? null,
    };
  }

  async function statementOf(sql: string): Promise<Prepared> {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const prepared = await prepare(sql);
    statements.set(sql, prepared);
    if (statements.size > MOST_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value!;
      statements.delete(oldestSql);
      await exec([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()], false, false);
    }
    return prepared;
  }

  return {
    query: <T>(sql: string, params: unknown[], autocommit: boolean) =>
      oneAtATime(async () => {
        const statement = await statementOf(sql);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = db.serializers[statement.paramTypes[i] ?? 0];
          return serializer ? serializer(value) : asText(value);
        });
        const messages = await exec(
          [serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()],
          autocommit,
        );
        const [result] = parse.parseResults(
          statement.rows ? [statement.rows, ...messages] : messages,
          db.parsers,
        );
        return (result?.rows ?? []) as T[];
      }),
    control: (command) =>
      oneAtATime(async () => {
        if (command === 'begin') {
          beginPending = true;
          return;
        }
        // A transaction that ran no statement never began.
        if (beginPending) {
          beginPending = false;
          return;
        }
        const messages = await exec([serialize.query(command)], true);
        const done = messages.find((m) => m.name === 'commandComplete') as
          messages.CommandCompleteMessage | undefined;
        if (command === 'commit' && done?.text === 'ROLLBACK')
          throw new Error('La transacción falló y se deshizo al confirmarla');
      }),
  };
}
