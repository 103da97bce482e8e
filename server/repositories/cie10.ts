/**
 * CIE-10 lookups. Diagnoses arrive as codes ("P07.3" or "P073"); a commit may only name codes that exist
 * in the catalogue, so a typing slip never becomes a diagnosis on a signed document.
 */
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';

/** The catalogue's form of a code: no dot, and no RIPS "X" padding of a 3-character category (I10X → I10). */
const bare = (code: string) =>
  code
    .replace('.', '')
    .toUpperCase()
    .replace(/^([A-Z]\d{2})X$/, '$1');

/** Throws 400 naming each diagnosis field whose code is not in the CIE-10. */
export async function assertDiagnosesExist(db: Queryable, fields: Record<string, unknown>) {
  const named: [path: string, code: string][] = [];
  if (typeof fields.primaryDiagnosis === 'string') named.push(['primaryDiagnosis', fields.primaryDiagnosis]);
  if (Array.isArray(fields.otherDiagnoses)) {
    fields.otherDiagnoses.forEach((code, i) => {
      if (typeof code === 'string') named.push([`otherDiagnoses.${i}`, code]);
    });
  }
  if (!named.length) return;
  const rows = await db.query<{ code: string }>(`select code from cie10 where code = any($1::text[])`, [
    named.map(([, code]) => bare(code)),
  ]);
  const known = new Set(rows.map((r) => r.code));
  const errors = Object.fromEntries(
    named.filter(([, code]) => !known.has(bare(code))).map(([path]) => [path, 'Código CIE-10 no encontrado']),
  );
  const [first] = Object.keys(errors);
  if (first) throw badRequest(`Datos no válidos (${first}: Código CIE-10 no encontrado)`, { errors });
}
