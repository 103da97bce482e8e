/**
 * POST /v1/analytics/rips-raw/generate-rips-bai-report (spec 000 §7): a zip of CSV files over a date range
 * in Bogotá time, for users with writeAnalytics, over their own sites.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { as, post, type Answer } from './support/api';
import { FORBIDDEN, addDays, bogotaDay, developmentControlCommit, histories, t } from './support/bodies';

const REPORT = '/analytics/rips-raw/generate-rips-bai-report';

const unzip = (res: Answer) => {
  const files = unzipSync(new Uint8Array(res.body as ArrayBuffer));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
};
/** Rows of a semicolon-separated CSV with quoted cells. */
const rows = (csv: string) =>
  csv
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));

describe('RIPS-BAI report', () => {
  it('answers a zip with US, AC and CT files, the committed document in range included', async () => {
    const s = await as('psicologia');
    const committed = await post(
      s,
      '/development-control/commit',
      developmentControlCommit(s, histories.report.id),
    );
    expect(committed.status).toBe(200);
    const today = bogotaDay();
    const from = addDays(today, -1);
    const to = addDays(today, 1);

    const res = await post(s, REPORT, { iniDate: from, endDate: to, timeZone: 'America/Bogota' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="RIPS-BAI_${from}_${to}.zip"`);

    const files = unzip(res);
    expect(Object.keys(files).sort()).toEqual([
      `AC_${from}_${to}.csv`,
      `CT_${from}_${to}.csv`,
      `US_${from}_${to}.csv`,
    ]);
    const ac = rows(files[`AC_${from}_${to}.csv`]!);
    const us = rows(files[`US_${from}_${to}.csv`]!);
    const ct = rows(files[`CT_${from}_${to}.csv`]!);
    expect(ac[0]).toEqual([
      'id',
      'codigo_historia',
      'fecha',
      'tipo_documento_clinico',
      'id_tipo',
      'diagnostico_principal',
      'profesional',
      'registro',
    ]);
    const line = ac.find((r) => r[0] === committed.body.id);
    expect(line).toEqual([
      committed.body.id,
      histories.report.code,
      today,
      'development-control',
      '4',
      'F82X',
      s.user.name,
      String(s.user.numeroRegistro),
    ]);
    expect(us.find((r) => r[0] === histories.report.code)).toMatchObject({
      3: histories.report.patientName,
      6: String(histories.report.siteId),
    });
    expect(ct).toEqual([
      ['archivo', 'registros', 'desde', 'hasta'],
      ['US', String(us.length - 1), from, to],
      ['AC', String(ac.length - 1), from, to],
    ]);
  });

  it("leaves out documents outside the range and outside the user's sites", async () => {
    const psychology = await as('psicologia');
    const medellin = await post(
      psychology,
      '/development-control/commit',
      developmentControlCommit(psychology, histories.medellin.id),
    );
    expect(medellin.status).toBe(200);
    const today = bogotaDay();

    // trabajosocial (sites 1 and 3) does not see the Medellín document (site 2); psicologia does.
    const social = unzip(await post(await as('trabajosocial'), REPORT, { iniDate: today, endDate: today }));
    const socialAc = rows(social[`AC_${today}_${today}.csv`]!);
    expect(socialAc.some((r) => r[0] === medellin.body.id)).toBe(false);
    const own = unzip(await post(psychology, REPORT, { iniDate: today, endDate: today }));
    expect(rows(own[`AC_${today}_${today}.csv`]!).some((r) => r[0] === medellin.body.id)).toBe(true);

    const past = await post(psychology, REPORT, { iniDate: '2001-01-01', endDate: '2001-01-31' });
    expect(past.status).toBe(200);
    const files = unzip(past);
    expect(rows(files['AC_2001-01-01_2001-01-31.csv']!)).toHaveLength(1);
    expect(rows(files['CT_2001-01-01_2001-01-31.csv']!)[2]).toEqual(['AC', '0', '2001-01-01', '2001-01-31']);
  });

  it('reads the range in Bogotá time: an instant late on a day belongs to that day', async () => {
    const s = await as('psicologia');
    const today = bogotaDay();
    // 23:59 in Bogotá is 04:59 UTC of the next day; the range is still just today.
    const res = await post(s, REPORT, {
      iniDate: `${today}T05:00:00.000Z`,
      endDate: `${addDays(today, 1)}T04:59:00.000Z`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`RIPS-BAI_${today}_${today}.zip`);
  });

  it('answers 400 when a date is missing or the range is reversed', async () => {
    const s = await as('psicologia');
    const missing = await post(s, REPORT, { iniDate: '2025-01-01' });
    expect(missing.status).toBe(400);
    // The Spanish text of a missing key is checked in errors.test.ts.
    expect(missing.body.errors.endDate).toEqual(expect.any(String));
    expect(missing.headers.get('content-type')).toContain('application/json');
    const invalid = await post(s, REPORT, { iniDate: 'ayer', endDate: '2025-01-01' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.iniDate).toBe(t.invalidDate('ayer'));
    const reversed = await post(s, REPORT, { iniDate: '2025-02-01', endDate: '2025-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.endDate).toBe('La fecha de fin no puede ser anterior a la fecha de inicio');
    const zone = await post(s, REPORT, { iniDate: '2025-01-01', endDate: '2025-01-02', timeZone: 'UTC' });
    expect(zone.status).toBe(400);
    expect(zone.body.errors.timeZone).toBe('Zona horaria no válida');
  });

  it('is denied to users without writeAnalytics (403)', async () => {
    for (const username of ['secretaria', 'facturacion', 'pediatria']) {
      const res = await post(await as(username), REPORT, { iniDate: '2025-01-01', endDate: '2025-01-02' });
      expect(res.status, username).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
    }
    expect(
      (await post(await as('analitica'), REPORT, { iniDate: '2025-01-01', endDate: '2025-01-02' })).status,
    ).toBe(200);
  });
});
