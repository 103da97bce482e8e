/**
 * Bayley and Griffiths beyond the document trio (spec 000 §7): parameters, the formatted table, a new
 * column for a date, the list by history, and direct create/update of a column. Parameters are licensed
 * tables: a demo set ships in server/data and a clinic points BAYLEY_PARAMS_FILE / GRIFFITHS_PARAMS_FILE at
 * its own; they are checked against the contract when first loaded.
 */
import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import { id } from '../../src/contract/common';
import {
  bayley,
  bayleyCreateBody,
  bayleyHistoryQuery,
  bayleyNewQuery,
  bayleyUpdateBody,
} from '../../src/contract/bayley';
import {
  griffiths,
  griffithsCreateBody,
  griffithsHistoryQuery,
  griffithsNewQuery,
  griffithsUpdateBody,
} from '../../src/contract/griffiths';
import type { AnyDocumentContract } from '../../src/contract/document';
import { requirePolicy, signatureOf } from '../http/auth';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { body, param, query } from '../http/validate';
import { respond } from '../http/write';
import { loadTestParams } from '../seed/test-params';
import { assertHistoryAccess } from '../repositories/histories';
import { commitDocument, getDocument, listDocuments, type DocumentRow } from '../repositories/documents';
import {
  NEW_COLUMN,
  bayleyTable,
  columnsOf,
  griffithsTable,
  type ExamColumn,
} from '../repositories/exam-table';

type Kind = 'bayley' | 'griffiths';

/** One exam's contract, bodies and table; its parameters are read and checked once per process. */
interface ExamDefinition {
  contract: AnyDocumentContract;
  create: v.GenericSchema<unknown, { historyId: string } & Record<string, unknown>>;
  update: v.GenericSchema<unknown, { version?: number | null | undefined } & Record<string, unknown>>;
  newQuery: v.GenericSchema<unknown, { historyId: string; date: string }>;
  historyQuery: v.GenericSchema<unknown, { historyId: string }>;
  params: () => object;
  table: (columns: ExamColumn[]) => object;
}

/** A clinic restarts the server after replacing its parameter tables. */
const once = <T>(load: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= load());
};
const bayleyParams = once(() => loadTestParams('bayley'));
const griffithsParams = once(() => loadTestParams('griffiths'));

const definitions: Record<Kind, ExamDefinition> = {
  bayley: {
    contract: bayley,
    create: bayleyCreateBody,
    update: bayleyUpdateBody,
    newQuery: bayleyNewQuery,
    historyQuery: bayleyHistoryQuery,
    params: bayleyParams,
    table: (columns) => bayleyTable(bayleyParams(), columns),
  },
  griffiths: {
    contract: griffiths,
    create: griffithsCreateBody,
    update: griffithsUpdateBody,
    newQuery: griffithsNewQuery,
    historyQuery: griffithsHistoryQuery,
    params: griffithsParams,
    table: (columns) => griffithsTable(griffithsParams(), columns),
  },
};

async function historyColumns(c: Context<AppEnv>, contract: AnyDocumentContract, historyId: string) {
  const rows = await c.var.db.query<DocumentRow>(
    `select * from documents where kind = $1 and history_id = $2 order by coalesce(committed_at, created_at), id`,
    [contract.kind, historyId],
  );
  return columnsOf(rows);
}

export function examRoutes(kind: Kind) {
  const def = definitions[kind];
  const { contract } = def;
  const app = new Hono<AppEnv>();
  const read = requirePolicy('readPsychology');
  const write = requirePolicy('writePsychology');

  app.get('/params', read, (c) => c.json(def.params()));

  app.get('/formatted-table', read, async (c) => {
    const { historyId } = query(c, def.historyQuery);
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return c.json(def.table(await historyColumns(c, contract, historyId)));
  });

  app.get('/new', read, async (c) => {
    const { historyId, date } = query(c, def.newQuery);
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    const columns = await historyColumns(c, contract, historyId);
    // Griffiths "Agregar" copies the previous values into the new column (spec 000 §4).
    const previous = kind === 'griffiths' ? columns.at(-1)?.body : undefined;
    const fresh: ExamColumn = {
      id: NEW_COLUMN,
      date,
      body: previous ? { testResults: previous.testResults } : {},
      signature: signatureOf(c.var.user),
      lastSaved: null,
    };
    const table = def.table([...columns, fresh]);
    return c.json(kind === 'griffiths' ? { ...table, notes: [] } : table);
  });

  app.get('/', read, async (c) => {
    const { historyId } = query(c, def.historyQuery);
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return c.json(await listDocuments(c.var.db, kind, historyId, contract.idField));
  });

  app.post('/', write, async (c) => {
    const { historyId, signature: _s, ...fields } = await body(c, def.create);
    return respond(c, 201, async (tx) => {
      await assertHistoryAccess(tx, c.var.user, historyId);
      const created = await commitDocument(tx, {
        kind,
        id: null,
        historyId,
        version: null,
        fields: { ...fields, date: new Date().toISOString() },
        signature: signatureOf(c.var.user),
        userId: c.var.user.id,
      });
      return getDocument(tx, kind, created.id, contract.idField);
    });
  });

  app.put('/:id', write, async (c) => {
    const docId = param(c, 'id', id());
    const input = await body(c, def.update);
    const [row] = await c.var.db.query<DocumentRow>(`select * from documents where id = $1 and kind = $2`, [
      docId,
      kind,
    ]);
    if (!row) throw notFound('Examen no encontrado');
    await assertHistoryAccess(c.var.db, c.var.user, row.history_id);
    const { signature: _s, version, ...changes } = input;
    return respond(c, 200, async (tx) => {
      await commitDocument(tx, {
        kind,
        id: docId,
        historyId: row.history_id,
        version: version ?? null,
        fields: { ...row.body, ...(row.draft ?? {}), ...changes },
        signature: signatureOf(c.var.user),
        userId: c.var.user.id,
      });
      return getDocument(tx, kind, docId, contract.idField);
    });
  });

  return app;
}
