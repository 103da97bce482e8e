/**
 * The stage / commit / discard trio and the per-history list, made once for every clinical document
 * (bayley, griffiths, development-control, family-control, home-visit, initial-assessment,
 * social-work-evolution) from its contract and the policy that guards it. A write's checks (the history's
 * access, the diagnoses' codes) run in its transaction (server/http/write.ts).
 */
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AnyDocumentContract, DocumentContract, DocumentKind } from '../../src/contract/document';
import type { PolicyName } from '../../src/contract/permissions';
import { id } from '../../src/contract/common';
import { requirePolicy, signatureOf } from '../http/auth';
import type { AppEnv } from '../http/env';
import { body, param } from '../http/validate';
import { respond } from '../http/write';
import { assertDiagnosesExist } from '../repositories/cie10';
import { assertHistoryAccess } from '../repositories/histories';
import { commitDocument, discardDocument, listDocuments, stageDocument } from '../repositories/documents';

/** What a checked lifecycle body writes: the document's head and fields, signed by the user. */
export function documentWriteInput<F extends v.ObjectEntries>(
  contract: DocumentContract<DocumentKind, F, v.ObjectEntries, string>,
  body: Record<string, unknown>,
  user: AppEnv['Variables']['user'],
) {
  const { id, historyId, version, fields } = contract.writeOf(body);
  return {
    kind: contract.kind,
    id,
    historyId,
    version,
    fields,
    signature: signatureOf(user),
    userId: user.id,
  };
}

export function documentRoutes(contract: AnyDocumentContract, policy: PolicyName) {
  const app = new Hono<AppEnv>();
  const { kind, idField } = contract;
  const write = requirePolicy(`write${policy}`);

  app.post('/stage', write, async (c) => {
    const input = documentWriteInput(contract, await body(c, contract.stage), c.var.user);
    return respond(c, 200, async (tx) => {
      await assertHistoryAccess(tx, c.var.user, input.historyId);
      const staged = await stageDocument(tx, input);
      return { [idField]: staged.id, id: staged.id, version: staged.version, status: staged.status };
    });
  });

  app.post('/commit', write, async (c) => {
    const input = documentWriteInput(contract, await body(c, contract.commit), c.var.user);
    return respond(c, 200, async (tx) => {
      await assertHistoryAccess(tx, c.var.user, input.historyId);
      await assertDiagnosesExist(tx, input.fields);
      const committed = await commitDocument(tx, input);
      return { id: committed.id, [idField]: committed.id, version: committed.version, status: 'committed' };
    });
  });

  app.post('/discard', write, async (c) => {
    const input = contract.writeOf(await body(c, contract.discard));
    return respond(c, 200, async (tx) => {
      await assertHistoryAccess(tx, c.var.user, input.historyId);
      return discardDocument(tx, kind, input.id, input.historyId, c.var.user.id);
    });
  });

  app.get('/hc/:historyId', requirePolicy(`read${policy}`), async (c) => {
    const historyId = param(c, 'historyId', id());
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return c.json(await listDocuments(c.var.db, kind, historyId, idField));
  });

  return app;
}
