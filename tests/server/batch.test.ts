/**
 * GET /v1/batch (docs/api.md "Batch reads"): each read answers in the batch exactly what it answers alone
 * (status and body), with the caller's own permissions and sites; a failing read is its own entry; the list
 * itself is refused when empty, too long or naming anything but a read of /v1.
 */
import { describe, expect, it } from 'vitest';
import { BATCH_MAX_READS } from '../../src/contract/batch';
import { batchText } from '../../src/i18n/validation';
import { as, call, get, type Session } from './support/api';
import { FORBIDDEN, OTHER_SITE, UNAUTHENTICATED, fixtures, histories, uuid } from './support/bodies';

interface Entry {
  path: string;
  status: number;
  body: any;
}

const batchPath = (paths: readonly string[]) =>
  `/batch?${paths.map((path) => `path=${encodeURIComponent(path)}`).join('&')}`;
/** The entries of a 200; a refusal's body is its message. */
const batch = (session: Session | null, paths: readonly string[]) =>
  get<Entry[] & { message?: string }>(session, batchPath(paths));

describe('GET /v1/batch', () => {
  it('answers each read as the read answers alone, in order', async () => {
    const s = await as('trabajosocial');
    const id = histories.rows.id;
    const paths = [
      `/hc/${id}`,
      `/hc/${id}/basic-data/social-work`,
      `/initial-assessment/hc/${id}`,
      `/family-composition/hc/${id}`,
      `/subsidy/hc/${id}`,
      '/parameters/name/Parentescos',
      `/bayley?historyId=${id}`,
      '/cie10?search=diabetes',
    ];
    const res = await batch(
      s,
      paths.map((path) => `/v1${path}`),
    );
    expect(res.status).toBe(200);
    expect(res.body.map((entry) => entry.path)).toEqual(paths.map((path) => `/v1${path}`));
    for (const [index, path] of paths.entries()) {
      const alone = await get(s, path);
      expect(res.body[index], path).toEqual({ path: `/v1${path}`, status: alone.status, body: alone.body });
    }
    // Not all the same answer: a record, a catalogue, a list with a query.
    expect(res.body[0]!.body.id).toBe(id);
    expect(res.body[5]!.body.data.values.length).toBeGreaterThan(0);
  });

  it("checks each read's policy for the caller: billing reads the record, not the social-work lists", async () => {
    const id = histories.rows.id;
    const res = await batch(await as('facturacion'), [`/v1/hc/${id}`, `/v1/initial-assessment/hc/${id}`]);
    expect(res.body.map((entry) => entry.status)).toEqual([200, 403]);
    expect(res.body[1]!.body.message).toBe(FORBIDDEN);
  });

  it("checks each read's site and existence for the caller: another site's history answers its 403 in the list", async () => {
    const s = await as('trabajosocial');
    const res = await batch(s, [
      `/v1/hc/${fixtures.medellin.id}`,
      `/v1/hc/${fixtures.sanJose.id}`,
      `/v1/hc/${uuid()}`,
      '/v1/hc/123',
      '/v1/no-such-route',
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((entry) => entry.status)).toEqual([403, 200, 404, 400, 404]);
    expect(res.body[0]!.body.message).toBe(OTHER_SITE);
    expect(res.body[1]!.body.id).toBe(fixtures.sanJose.id);
    // The same paths for psicologia (sites 1 and 2): Medellín is hers, San José is not.
    const psychology = await batch(await as('psicologia'), [
      `/v1/hc/${fixtures.medellin.id}`,
      `/v1/hc/${fixtures.sanJose.id}`,
    ]);
    expect(psychology.body.map((entry) => entry.status)).toEqual([200, 403]);
  });

  it('needs a session for the batch itself', async () => {
    const res = await batch(null, [`/v1/hc/${histories.rows.id}`]);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(UNAUTHENTICATED);
  });

  it('refuses an empty list, a list over the limit and a path that is not a read of /v1', async () => {
    const s = await as('trabajosocial');
    const none = await get(s, '/batch');
    expect(none).toMatchObject({ status: 400, body: { message: batchText.noReads } });

    const catalogue = '/v1/parameters/name/Parentescos';
    const full = await batch(
      s,
      Array.from({ length: BATCH_MAX_READS }, () => catalogue),
    );
    expect(full.status).toBe(200);
    expect(full.body).toHaveLength(BATCH_MAX_READS);
    const over = await batch(
      s,
      Array.from({ length: BATCH_MAX_READS + 1 }, () => catalogue),
    );
    expect(over).toMatchObject({ status: 400, body: { message: batchText.tooMany(BATCH_MAX_READS) } });

    for (const path of [
      '/v1/batch?path=/v1/health',
      '/v1/batch/',
      '/v1/../v1/batch',
      '/hc/list',
      'hc/list',
      'https://example.com/v1/hc/list',
      '//example.com/v1/hc/list',
      '/v1/../index.html',
    ]) {
      const res = await batch(s, [catalogue, path]);
      expect(res, path).toMatchObject({ status: 400, body: { message: batchText.notRead(2) } });
    }
  });

  it('is a read: no XSRF token needed, and a POST is not a batch', async () => {
    const s = await as('trabajosocial');
    const plain = await call(s, 'GET', batchPath(['/v1/parameters/name/Parentescos']), { noXsrf: true });
    expect(plain.status).toBe(200);
    const posted = await call(s, 'POST', batchPath(['/v1/parameters/name/Parentescos']));
    expect(posted.status).toBe(404);
  });
});
