/**
 * The shared calls of spec 000 §7: parameters, history search and record, basic data, users, CIE-10,
 * activity log.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { activityLogBody, cie10Query, historySearchQuery, userSearchQuery } from '../../src/contract/shared';
import { id } from '../../src/contract/common';
import { sitesToSearch } from '../../src/domain/history-search';
import { searchKey } from '../../src/domain/search-key';
import { requirePolicy } from '../http/auth';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { body, param, query } from '../http/validate';
import { respond } from '../http/write';
import { assertHistoryAccess, getHistory, socialWorkBasicData } from '../repositories/histories';
import { publicUser } from '../repositories/users';

export function sharedRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/parameters/name/:name', requirePolicy('readParameters'), async (c) => {
    const name = param(
      c,
      'name',
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,80}$/, 'Nombre de parámetro no válido')),
    );
    const [row] = await c.var.db.query<{ values: unknown[] }>(
      `select "values" from parameters where name = $1`,
      [name],
    );
    if (!row) throw notFound(`Parámetro ${name} no encontrado`);
    return c.json({ data: { name, values: row.values } });
  });

  app.get('/hc/list', requirePolicy('readHistory'), async (c) => {
    const q = query(c, historySearchQuery);
    const sites = sitesToSearch(q.sites, c.var.user.sites);
    return c.json(await c.var.historySearch.search({ search: q.search, page: q.page, sites }));
  });

  app.get('/hc/:id', requirePolicy('readHistory'), async (c) => {
    const historyId = param(c, 'id', id());
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return c.json(await getHistory(c.var.db, historyId));
  });

  app.get('/hc/:id/basic-data/social-work', requirePolicy('readHistory'), async (c) => {
    const historyId = param(c, 'id', id());
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    const record = await getHistory(c.var.db, historyId);
    return c.json(socialWorkBasicData(record!));
  });

  app.get('/users/name', requirePolicy('readUsers'), async (c) => {
    const q = query(c, userSearchQuery);
    const params: unknown[] = [`%${searchKey(q.name).replace(/[\\%_]/g, (m) => `\\${m}`)}%`];
    let sql = `select id, name, email, role, numero_registro, especialidad from users where translate(lower(name), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun') like $1`;
    if (q.roles?.length) {
      params.push(q.roles);
      sql += ` and role = any($2::text[])`;
    }
    const rows = await c.var.db.query<Parameters<typeof publicUser>[0]>(
      `${sql} order by name limit ${q.limit}`,
      params,
    );
    return c.json(rows.map(publicUser));
  });

  app.get('/users/:id', requirePolicy('readUsers'), async (c) => {
    const userId = param(c, 'id', id());
    const [row] = await c.var.db.query<Parameters<typeof publicUser>[0]>(
      `select id, name, email, role, numero_registro, especialidad from users where id = $1`,
      [userId],
    );
    if (!row) throw notFound('Usuario no encontrado');
    return c.json(publicUser(row));
  });

  app.get('/cie10', requirePolicy('readCIE10'), async (c) => {
    const q = query(c, cie10Query);
    const term = searchKey(q.search);
    const escaped = term.replace(/[\\%_]/g, (m) => `\\${m}`);
    // Code matches rank first (exact, then prefix), then descriptions that start with the term.
    const rows = await c.var.db.query<{ code: string; value: string; points: number }>(
      `select code_dotted as code, description as value,
              case when lower(code) = replace($1, '.', '') or lower(code_dotted) = $1 then 3
                   when lower(code) like replace($2, '.', '') || '%' or lower(code_dotted) like $2 || '%' then 2
                   when search_text like '% ' || $2 || '%' or search_text like $2 || '%' then 1
                   else 0 end as points
       from cie10
       where $1 = '' or search_text like '%' || $2 || '%'
       order by points desc, code
       limit $3`,
      [term, escaped, q.limit],
    );
    return c.json({ results: rows });
  });

  // The whole catalogue, for the search on a device with no network (src/offline/cie10-catalogue.ts): public,
  // non-personal data, fetched once per user database. Rows are [code, dotted code, description, search
  // text] so that the device runs the server's matching (src/domain/cie10-search.ts) on the same text.
  app.get('/cie10/catalogue', requirePolicy('readCIE10'), async (c) => {
    const rows = await c.var.db.query<{
      code: string;
      code_dotted: string;
      description: string;
      search_text: string;
    }>(`select code, code_dotted, description, search_text from cie10 order by code`);
    return c.json({
      count: rows.length,
      rows: rows.map((r) => [r.code, r.code_dotted, r.description, r.search_text]),
    });
  });

  app.post('/activity-log', async (c) => {
    const input = await body(c, activityLogBody);
    return respond(c, 201, async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into activity_log (action, history_id, url, user_id) values ($1, $2, $3, $4) returning id::text`,
        [input.action, input.historyId ?? null, input.url ?? null, c.var.user.id],
      );
      return { id: row!.id };
    });
  });

  return app;
}
