/**
 * A home visit whose consent was refused is stored with its consent and observations only (spec 001 §2,
 * §4; docs/api.md "Home visit"): the answers a stage or a commit still carries (a device that had them in
 * its draft) are dropped, never stored, while the request is answered as usual.
 */
import { describe, expect, it } from 'vitest';
import { completeHomeVisit } from '../fixtures/bodies';
import { as, get, post, signatureOf, type Session } from './support/api';
import { histories } from './support/bodies';

const historyId = histories.documents.id;
const refused = {
  ...completeHomeVisit(),
  signedConsent: false,
  observations: 'La madre no acepta la visita',
};
/** What the list answers of a document besides its own fields. */
const head = ['id', 'homeVisitId', 'historyId', 'status', 'version', 'signature', 'createdBy', 'createdAt'];
const headAnd = ['updatedAt', 'updatedBy', 'committedAt', 'draft', ...head];

const stored = async (s: Session, id: string) => {
  const list = (await get(s, `/home-visit/hc/${historyId}`)).body as Record<string, unknown>[];
  const visit = list.find((doc) => doc.id === id)!;
  return Object.fromEntries(Object.entries(visit).filter(([key]) => !headAnd.includes(key)));
};

describe('a home visit without consent', () => {
  it('stores only the consent and the observations of a stage and of a commit', async () => {
    const s = await as('trabajosocial');
    const staged = await post(s, '/home-visit/stage', { historyId, ...refused });
    expect(staged.status).toBe(200);
    const id = staged.body.homeVisitId as string;
    expect(await stored(s, id)).toEqual({ signedConsent: false, observations: refused.observations });

    const committed = await post(s, '/home-visit/commit', {
      homeVisitId: id,
      historyId,
      signature: signatureOf(s),
      ...refused,
    });
    expect(committed.status).toBe(200);
    expect(await stored(s, id)).toEqual({ signedConsent: false, observations: refused.observations });
  });

  it('drops the answers of a visit first committed with consent once it is refused', async () => {
    const s = await as('trabajosocial');
    const first = await post(s, '/home-visit/commit', {
      historyId,
      signature: signatureOf(s),
      ...completeHomeVisit(),
    });
    expect(first.status).toBe(200);
    const id = first.body.id as string;
    expect(await stored(s, id)).toMatchObject({
      signedConsent: true,
      objective: completeHomeVisit().objective,
    });

    // A pending change refusing consent holds no answers either.
    expect((await post(s, '/home-visit/stage', { homeVisitId: id, historyId, ...refused })).status).toBe(200);
    const list = (await get(s, `/home-visit/hc/${historyId}`)).body as Record<string, unknown>[];
    expect(list.find((doc) => doc.id === id)!.draft).toEqual({
      signedConsent: false,
      observations: refused.observations,
    });

    const committed = await post(s, '/home-visit/commit', {
      homeVisitId: id,
      historyId,
      signature: signatureOf(s),
      ...refused,
    });
    expect(committed.status).toBe(200);
    expect(await stored(s, id)).toEqual({ signedConsent: false, observations: refused.observations });
  });
});
