/**
 * Double-submit XSRF (spec 000 §7) and the embedded mode's x-api-key (spec 000 §6).
 */
import { describe, expect, it } from 'vitest';
import { as, baseUrl, get, post } from './support/api';
import { developmentControlStage, developmentControlsWith, histories } from './support/bodies';

const API_KEY = 'canguro-demo-api-key';
const historyId = histories.extremelyPreterm.id;
const XSRF_REFUSED = 'Token XSRF ausente o no válido';

const drafts = async (marker: string) => developmentControlsWith(await as('psicologia'), historyId, marker);

describe('XSRF', () => {
  it('sets the XSRF-TOKEN cookie when the browser has none', async () => {
    const res = await fetch(`${baseUrl()}/v1/health`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict/);
    const again = await fetch(`${baseUrl()}/v1/health`, { headers: { cookie: cookie!.split(';')[0]! } });
    expect(again.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  it('refuses a write without the X-XSRF-TOKEN header (403) and writes nothing', async () => {
    const s = await as('psicologia');
    const marker = crypto.randomUUID();
    const res = await post(s, '/development-control/stage', developmentControlStage(historyId, marker), {
      noXsrf: true,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(XSRF_REFUSED);
    expect(await drafts(marker)).toEqual([]);
  });

  it('refuses a header that does not match the cookie (403)', async () => {
    const s = await as('psicologia');
    const res = await post(s, '/development-control/stage', developmentControlStage(historyId), {
      noXsrf: true,
      headers: { cookie: `XSRF-TOKEN=${s.xsrf}`, 'x-xsrf-token': `${s.xsrf}x` },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(XSRF_REFUSED);
    const noCookie = await post(s, '/development-control/stage', developmentControlStage(historyId), {
      noXsrf: true,
      headers: { 'x-xsrf-token': s.xsrf },
    });
    expect(noCookie.status).toBe(403);
  });

  it('lets reads through without it', async () => {
    const s = await as('psicologia');
    const res = await get(s, `/development-control/hc/${historyId}`, { noXsrf: true });
    expect(res.status).toBe(200);
  });

  it('with the header the same write succeeds', async () => {
    const s = await as('psicologia');
    const marker = crypto.randomUUID();
    const res = await post(s, '/development-control/stage', developmentControlStage(historyId, marker));
    expect(res.status).toBe(200);
    expect(await drafts(marker)).toHaveLength(1);
  });
});

describe('x-api-key (embedded mode)', () => {
  it('with the configured key the activity log needs no XSRF token', async () => {
    const s = await as('psicologia');
    const res = await post(
      s,
      '/activity-log',
      { action: 'abrir-vista-integrada', historyId, url: '/external-views/psychology', userId: s.userId },
      { noXsrf: true, headers: { 'x-api-key': API_KEY } },
    );
    expect(res.status).toBe(201);
  });

  it('an embedded view writes nothing else, whatever token it carries (403)', async () => {
    const s = await as('psicologia');
    const marker = crypto.randomUUID();
    const res = await post(s, '/development-control/stage', developmentControlStage(historyId, marker), {
      noXsrf: true,
      headers: { 'x-api-key': API_KEY },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Una vista integrada solo puede consultar datos');
    expect(await drafts(marker)).toEqual([]);
  });

  it('a wrong key answers 401, on writes and reads, and writes nothing', async () => {
    const s = await as('psicologia');
    const marker = crypto.randomUUID();
    const write = await post(s, '/development-control/stage', developmentControlStage(historyId, marker), {
      noXsrf: true,
      headers: { 'x-api-key': 'clave-equivocada' },
    });
    expect(write.status).toBe(401);
    expect(write.body.message).toBe('Clave de API no válida');
    const read = await get(s, `/development-control/hc/${historyId}`, { headers: { 'x-api-key': '' } });
    expect(read.status).toBe(401);
    expect(await drafts(marker)).toEqual([]);
  });

  it('a key does not replace the access token (401 without one)', async () => {
    const res = await get(null, `/development-control/hc/${historyId}`, {
      headers: { 'x-api-key': API_KEY },
    });
    expect(res.status).toBe(401);
  });

  it('a key does not lift the permissions: trabajosocial still may not write psychology (403)', async () => {
    const s = await as('trabajosocial');
    const res = await post(s, '/development-control/stage', developmentControlStage(histories.documents.id), {
      noXsrf: true,
      headers: { 'x-api-key': API_KEY },
    });
    expect(res.status).toBe(403);
  });
});
