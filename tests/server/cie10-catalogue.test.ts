/**
 * GET /v1/cie10/catalogue, the catalogue a device stores for the diagnosis search with no network, and the
 * device's search over it (src/domain/cie10-search.ts): for every query below it must answer exactly what
 * the server's SQL search answers.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cie10Catalogue } from '../../src/contract/shared';
import { searchCie10, type Cie10Row } from '../../src/domain/cie10-search';
import { as, baseUrl, get } from './support/api';

const queries = [
  '',
  'a',
  'P07.3',
  'p07',
  'p073',
  'F82',
  'f82x',
  'A09',
  'a09x',
  'peso extremadamente bajo',
  'recién nacidos pretérmino',
  'RECIEN NACIDOS PRETERMINO',
  'desarrollo',
  'trastorno especifico del desarrollo',
  '  lenguaje   expresivo ',
  'r62',
  'retardo',
  'z00.1',
  'co',
  '%',
  '_',
  'no existe tal diagnostico',
];

describe('GET /v1/cie10/catalogue', () => {
  it('answers every row, compressed when asked', async () => {
    const s = await as('psicologia');
    const res = await fetch(`${baseUrl()}/v1/cie10/catalogue`, {
      headers: { authorization: `Bearer ${s.token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = v.parse(cie10Catalogue, await res.json());
    expect(body.count).toBe(body.rows.length);
    expect(body.count).toBeGreaterThan(12_000);
    expect(body.rows).toContainEqual(['P073', 'P07.3', expect.any(String), expect.stringContaining('p073')]);
  });

  it('is denied to a role without readCIE10 (facturacion: 403)', async () => {
    const res = await get(await as('facturacion'), '/cie10/catalogue');
    expect(res.status).toBe(403);
  });

  it('gives the device the same search as the server, query by query', async () => {
    const s = await as('psicologia');
    const catalogue = (await get(s, '/cie10/catalogue')).body as { rows: [string, string, string, string][] };
    const rows: Cie10Row[] = catalogue.rows.map(([code, codeDotted, value, searchText]) => ({
      code,
      codeDotted,
      value,
      searchText,
    }));
    for (const query of queries) {
      for (const limit of [20, 5]) {
        const server = await get(s, `/cie10?search=${encodeURIComponent(query)}&limit=${limit}`);
        expect(server.status, query).toBe(200);
        expect(searchCie10(rows, query, limit), `"${query}" limit ${limit}`).toEqual(server.body.results);
      }
    }
  });
});
