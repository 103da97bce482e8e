/**
 * POST /v1/analytics/rips-raw/generate-rips-bai-report (spec 000 §7): a zip of CSV files over a date
 * range, in the fixed time zone America/Bogota. The RIPS layout itself is not shown in the spec; ours is
 * documented in docs/api.md: US (users attended), AC (consultations: one per committed document) and CT
 * (control: the files and their row counts), semicolon separated, UTF-8.
 */
import { Hono } from 'hono';
import { zipSync, strToU8 } from 'fflate';
import { ripsReportBody, REPORT_TIME_ZONE } from '../../src/contract/shared';
import { documentTypeId, type DocumentKind } from '../../src/contract/document';
import { requirePolicy } from '../http/auth';
import type { AppEnv } from '../http/env';
import { body } from '../http/validate';

const csv = (rows: (string | number | null | undefined)[][]) =>
  rows
    .map((r) => r.map((v) => (v == null ? '' : `"${String(v).replace(/"/g, '""')}"`)).join(';'))
    .join('\r\n') + '\r\n';

/** The date of an instant as seen in Bogotá, 'YYYY-MM-DD'; a plain date is that day (read at its noon UTC). */
export const bogotaDay = (d: Date | string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(
    new Date(typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T12:00:00Z` : d),
  );

export function reportRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/rips-raw/generate-rips-bai-report', requirePolicy('writeAnalytics'), async (c) => {
    const input = await body(c, ripsReportBody);
    const from = bogotaDay(input.iniDate);
    const to = bogotaDay(input.endDate);
    // Bogotá has no daylight saving: UTC-5 all year.
    const rows = await c.var.db.query<{
      id: string;
      kind: DocumentKind;
      committed_at: Date;
      body: Record<string, unknown>;
      signature: { name?: string; numeroRegistro?: string } | null;
      code: string;
      patient_name: string;
      patient_document: string | null;
      sex: string;
      birth_date: string;
      site_id: number;
      mother_document: string;
    }>(
      `select d.id, d.kind, d.committed_at, d.body, d.signature, h.code, h.patient_name, h.patient_document, h.sex,
              h.birth_date, h.site_id, h.mother_document
       from documents d join histories h on h.id = d.history_id
       where d.status = 'committed' and h.site_id = any($1::int[])
         and d.committed_at >= ($2::date)::timestamp at time zone 'America/Bogota'
         and d.committed_at < ($3::date + 1)::timestamp at time zone 'America/Bogota'
       order by d.committed_at, d.id`,
      [c.var.user.sites, from, to],
    );
    const users = new Map<string, (typeof rows)[number]>();
    for (const r of rows) users.set(r.code, r);
    const us = [
      [
        'codigo_historia',
        'tipo_documento',
        'documento',
        'nombre',
        'sexo',
        'fecha_nacimiento',
        'sede',
        'documento_madre',
      ],
      ...[...users.values()].map((r) => [
        r.code,
        r.patient_document ? 'RC' : 'MS',
        r.patient_document ?? r.mother_document,
        r.patient_name,
        r.sex,
        r.birth_date,
        r.site_id,
        r.mother_document,
      ]),
    ];
    const ac = [
      [
        'id',
        'codigo_historia',
        'fecha',
        'tipo_documento_clinico',
        'id_tipo',
        'diagnostico_principal',
        'profesional',
        'registro',
      ],
      ...rows.map((r) => [
        r.id,
        r.code,
        bogotaDay(r.committed_at),
        r.kind,
        documentTypeId[r.kind],
        typeof r.body.primaryDiagnosis === 'string' ? r.body.primaryDiagnosis : '',
        r.signature?.name ?? '',
        r.signature?.numeroRegistro ?? '',
      ]),
    ];
    const ct = [
      ['archivo', 'registros', 'desde', 'hasta'],
      ['US', us.length - 1, from, to],
      ['AC', ac.length - 1, from, to],
    ];
    const zip = zipSync({
      [`US_${from}_${to}.csv`]: strToU8(csv(us)),
      [`AC_${from}_${to}.csv`]: strToU8(csv(ac)),
      [`CT_${from}_${to}.csv`]: strToU8(csv(ct)),
    });
    return c.body(zip, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="RIPS-BAI_${from}_${to}.zip"`,
    });
  });
  return app;
}
