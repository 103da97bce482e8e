/**
 * Editable rows of spec 001 §7: family composition, external-network reports, subsidies and psychosocial
 * risks. POST creates an empty row, PUT carries the rules, the list has its order, DELETE removes.
 */
import { describe, expect, it } from 'vitest';
import { as, del, get, post, put, signatureOf, type Session } from './support/api';
import {
  externalNetworkReport,
  familyMember,
  psychosocialRisk,
  psychosocialRiskSource,
  subsidy,
} from '../fixtures/bodies';
import { FORBIDDEN, OTHER_SITE, RECORD_CHANGED, histories, t, uuid } from './support/bodies';

const historyId = histories.rows.id;

interface RowCase {
  name: string;
  base: string;
  /** Extra fields of the POST body besides historyId and signature. */
  createExtra: () => Record<string, unknown>;
  item: (rowId: string, hid?: string) => string;
  /** The rows of the list answer. */
  rowsOf: (body: any) => Record<string, any>[];
  valid: (n: number) => Record<string, unknown>;
  required: string;
  requiredMessage: string;
  /** Body field the list is sorted by, ascending. */
  sortBy?: string;
}

const cases: RowCase[] = [
  {
    name: 'family-composition',
    base: '/family-composition',
    createExtra: () => ({}),
    item: (rowId, hid = historyId) => `/family-composition/hc/${hid}/${rowId}`,
    rowsOf: (body) => {
      expect(body.historyId).toBe(historyId);
      return body.familyMembers;
    },
    valid: familyMember,
    required: 'name',
    requiredMessage: t.required,
  },
  {
    name: 'external-network-report',
    base: '/external-network-report',
    createExtra: () => ({}),
    item: (rowId) => `/external-network-report/${rowId}`,
    rowsOf: (body) => body,
    valid: externalNetworkReport,
    required: 'entity',
    requiredMessage: t.selectOption,
    sortBy: 'filingDate',
  },
  {
    name: 'subsidy',
    base: '/subsidy',
    createExtra: () => ({}),
    item: (rowId, hid = historyId) => `/subsidy/${rowId}/hc/${hid}`,
    rowsOf: (body) => body,
    valid: subsidy,
    required: 'date',
    requiredMessage: t.required,
  },
  {
    name: 'psychosocial-risk',
    base: '/psychosocial-risk',
    createExtra: () => psychosocialRiskSource(),
    item: (rowId) => `/psychosocial-risk/${rowId}`,
    rowsOf: (body) => body,
    valid: psychosocialRisk,
    required: 'action',
    requiredMessage: t.required,
    sortBy: 'assessmentDate',
  },
];

describe.each(cases)('$name', (c) => {
  const list = async (s: Session) => {
    const res = await get(s, `${c.base}/hc/${historyId}`);
    expect(res.status).toBe(200);
    return c.rowsOf(res.body);
  };
  const find = async (s: Session, id: string) => (await list(s)).find((r) => r.id === id);
  /** A POST body creating an empty row in a history. */
  const createBody = (s: Session, hid = historyId) => ({
    historyId: hid,
    signature: signatureOf(s),
    ...c.createExtra(),
  });
  /** A PUT body filling the row in with the values `c.valid(n)`. */
  const update = (s: Session, n: number) => ({ ...c.valid(n), signature: signatureOf(s) });
  const create = async (s: Session) => {
    const res = await post(s, `${c.base}/hc/${historyId}`, createBody(s));
    expect(res.status).toBe(201);
    return res.body as Record<string, any>;
  };

  it('POST creates an empty row (201) that the list shows', async () => {
    const s = await as('trabajosocial');
    const row = await create(s);
    expect(row).toMatchObject({
      id: expect.any(String),
      _id: row.id,
      historyId,
      version: 1,
      signature: { id: s.userId },
    });
    expect(row).not.toHaveProperty(c.required);
    expect(await find(s, row.id)).toMatchObject({ id: row.id, version: 1 });
  });

  it('PUT fills the row in and bumps its version', async () => {
    const s = await as('trabajosocial');
    const row = await create(s);
    const res = await put(s, c.item(row.id), update(s, 3));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: row.id, version: 2, ...c.valid(3) });
    expect(await find(s, row.id)).toMatchObject({ version: 2, ...c.valid(3) });
  });

  it('PUT without a required field answers 400 with the Spanish message and changes nothing', async () => {
    const s = await as('trabajosocial');
    const row = await create(s);
    await put(s, c.item(row.id), update(s, 2));
    const body: Record<string, unknown> = update(s, 4);
    delete body[c.required];
    const res = await put(s, c.item(row.id), body);
    expect(res.status).toBe(400);
    expect(res.body.errors[c.required]).toBe(c.requiredMessage);
    expect(await find(s, row.id)).toMatchObject({ version: 2, ...c.valid(2) });
  });

  it('PUT naming an older version answers 409 with the current version and writes nothing', async () => {
    const s = await as('trabajosocial');
    const row = await create(s);
    const current = await put(s, c.item(row.id), { ...update(s, 2), version: 1 });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: row.id, version: 2, ...c.valid(2) });
    const stale = await put(s, c.item(row.id), { ...update(s, 4), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: RECORD_CHANGED,
      currentVersion: 2,
      current: expect.objectContaining({ id: row.id, version: 2, ...c.valid(2) }),
    });
    expect(await find(s, row.id)).toMatchObject({ version: 2, ...c.valid(2) });
    const next = await put(s, c.item(row.id), { ...update(s, 5), version: 2 });
    expect(next.status).toBe(200);
    expect(await find(s, row.id)).toMatchObject({ version: 3, ...c.valid(5) });
  });

  if (c.sortBy) {
    it(`lists by ${c.sortBy}, ascending`, async () => {
      const s = await as('trabajosocial');
      const later = await create(s);
      const earlier = await create(s);
      await put(s, c.item(later.id), update(s, 8));
      await put(s, c.item(earlier.id), update(s, 1));
      const rows = await list(s);
      const ids = rows.map((r) => r.id);
      expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id));
      const dated = rows.filter((r) => typeof r[c.sortBy!] === 'string').map((r) => r[c.sortBy!] as string);
      expect(dated).toEqual([...dated].sort());
    });
  } else {
    it('lists in creation order', async () => {
      const s = await as('trabajosocial');
      const first = await create(s);
      const second = await create(s);
      const ids = (await list(s)).map((r) => r.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    });
  }

  it('DELETE removes the row; later writes to it answer 404', async () => {
    const s = await as('trabajosocial');
    const row = await create(s);
    const res = await del(s, c.item(row.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: row.id, deleted: true });
    expect(await find(s, row.id)).toBeUndefined();
    expect((await put(s, c.item(row.id), update(s, 1))).status).toBe(404);
    expect((await del(s, c.item(row.id))).status).toBe(404);
  });

  it('DELETE naming an older version answers 409 with the current row and keeps it', async () => {
    const s = await as('trabajosocial');
    const row = await create(s);
    await put(s, c.item(row.id), update(s, 2));
    const stale = await del(s, `${c.item(row.id)}?version=1`);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ currentVersion: 2, current: { id: row.id, ...c.valid(2) } });
    expect(await find(s, row.id)).toMatchObject({ version: 2 });
    expect((await del(s, `${c.item(row.id)}?version=x`)).status).toBe(400);
    const current = await del(s, `${c.item(row.id)}?version=2`);
    expect(current.status).toBe(200);
    expect(await find(s, row.id)).toBeUndefined();
    // Deleted by another device as well: gone as this one asked.
    expect((await del(s, `${c.item(row.id)}?version=2`)).body).toEqual({ id: row.id, deleted: true });
  });

  it('a versioned PUT of a row another device deleted answers 409 naming it deleted', async () => {
    const s = await as('trabajosocial');
    const row = await create(s);
    await put(s, c.item(row.id), update(s, 2));
    await del(s, c.item(row.id));
    const res = await put(s, c.item(row.id), { ...update(s, 6), version: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'El registro fue eliminado en otro dispositivo',
      deleted: true,
      current: { id: row.id, ...c.valid(2) },
    });
    expect(await find(s, row.id)).toBeUndefined();
  });

  it('psicologia may read but not create, change or delete (403)', async () => {
    const owner = await as('trabajosocial');
    const row = await create(owner);
    const s = await as('psicologia');
    expect((await get(s, `${c.base}/hc/${historyId}`)).status).toBe(200);
    const denied = [
      await post(s, `${c.base}/hc/${historyId}`, createBody(s)),
      await put(s, c.item(row.id), update(s, 1)),
      await del(s, c.item(row.id)),
    ];
    for (const res of denied) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
    }
    expect(await find(owner, row.id)).toMatchObject({ version: 1 });
    expect((await get(await as('secretaria'), `${c.base}/hc/${historyId}`)).status).toBe(403);
  });

  it('refuses a history of another site (403) and a body naming another history (400)', async () => {
    const s = await as('trabajosocial');
    const other = await post(
      s,
      `${c.base}/hc/${histories.medellin.id}`,
      createBody(s, histories.medellin.id),
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(OTHER_SITE);
    const mismatch = await post(s, `${c.base}/hc/${historyId}`, createBody(s, histories.sanJose.id));
    expect(mismatch.status).toBe(400);
  });

  it('refuses changes to a row of a history of another site (403)', async () => {
    const admin = await as('admin');
    const hid = histories.medellin.id;
    const res = await post(admin, `${c.base}/hc/${hid}`, createBody(admin, hid));
    expect(res.status).toBe(201);
    const s = await as('trabajosocial');
    const item = c.item(res.body.id, hid);
    const change = await put(s, item, update(s, 1));
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(OTHER_SITE);
    expect((await del(s, item)).status).toBe(403);
    const rows =
      c.name === 'family-composition'
        ? (await get(admin, `${c.base}/hc/${hid}`)).body.familyMembers
        : (await get(admin, `${c.base}/hc/${hid}`)).body;
    expect(rows.find((r: { id: string }) => r.id === res.body.id)).toMatchObject({ version: 1 });
  });

  if (c.item(uuid(), uuid()).includes('/hc/')) {
    it("the item path must name the row's history (404 otherwise)", async () => {
      const s = await as('trabajosocial');
      const row = await create(s);
      const res = await put(s, c.item(row.id, histories.sanJose.id), update(s, 1));
      expect(res.status).toBe(404);
      expect(await find(s, row.id)).toMatchObject({ version: 1 });
    });
  }
});
