/**
 * The stage / commit / discard trio and the per-history list, made once for every clinical document
 * (bayley, griffiths, development-control, family-control, home-visit, initial-assessment,
 * social-work-evolution) from its contract and the policy that guards it.
 */
import { Hono } from 'hono';
import type { DocumentContract } from '../../src/contract/document';
import type { PolicyName } from '../../src/contract/permissions';
import { id } from '../../src/contract/common';
import { requirePolicy, signatureOf } from '../http/auth';
import type { AppEnv } from '../http/env';
import { body, param } from '../http/validate';
import { respond } from '../http/write';
import { assertDiagnosesExist } from '../repositories/cie10';
import { assertHistoryAccess } from '../repositories/histories';
import {
  commitDocument,
  discardDocument,
  fieldsOf,
  listDocuments,
  stageDocument,
} from '../repositories/documents';

export function documentRoutes(contract: DocumentContract, policy: PolicyName) {
  const app = new Hono<AppEnv>();
  const { kind, idField } = contract;
  const write = requirePolicy(`write${policy}`);

  const writeInput = (c: { var: AppEnv['Variables'] }, input: Record<string, unknown>) => ({
    kind,
    id: (input[idField] as string | null | undefined) ?? null,
    historyId: input.historyId as string,
    version: (input.version as number | null | undefined) ?? null,
    fields: fieldsOf(input, idField),
    signature: signatureOf(c.var.user),
    userId: c.var.user.id,
  });

  app.post('/stage', write, async (c) => {
    const input = await body(c, contract.stage);
    await assertHistoryAccess(c.var.db, c.var.user, input.historyId as string);
    return respond(c, 200, async (tx) => {
      const staged = await stageDocument(tx, writeInput(c, input));
      return { [idField]: staged.id, id: staged.id, version: staged.version, status: staged.status };
    });
  });

  app.post('/commit', write, async (c) => {
    const input = await body(c, contract.commit);
    await assertHistoryAccess(c.var.db, c.var.user, input.historyId as string);
    await assertDiagnosesExist(c.var.db, input);
    return respond(c, 200, async (tx) => {
      const committed = await commitDocument(tx, writeInput(c, input));
      return { id: committed.id, [idField]: committed.id, version: committed.version, status: 'committed' };
    });
  });

  app.post('/discard', write, async (c) => {
    const input = await body(c, contract.discard);
    await assertHistoryAccess(c.var.db, c.var.user, input.historyId as string);
    return respond(c, 200, (tx) =>
      discardDocument(
        tx,
        kind,
        (input[idField] as string | null | undefined) ?? null,
        input.historyId as string,
        c.var.user.id,
      ),
    );
  });

  app.get('/hc/:historyId', requirePolicy(`read${policy}`), async (c) => {
    const historyId = param(c, 'historyId', id());
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return c.json(await listDocuments(c.var.db, kind, historyId, idField));
  });

  return app;
}
