/**
 * The fixtures' ages hold on the day the server seeded its demo data (a baby of 39+6 weeks is 40+0 the
 * day after). A run that crosses midnight in Bogotá keeps the page's clock on the seeding day, a minute
 * before midnight: a few minutes in the past, so tokens stay valid, and timers keep running.
 */
import type { Page } from '@playwright/test';
import { fixtures } from '../../../server/seed/fixtures';
import { addDays, bogotaInstant, bogotaToday } from '../../../server/seed/text';
import { apiSignIn } from './session';

export async function holdSeedDay(page: Page): Promise<void> {
  const probe = fixtures.overFortyWeeks;
  const { tokens } = await apiSignIn(page, 'admin');
  const answer = await page.request.get('/v1/hc/list', {
    params: { search: probe.code },
    headers: { authorization: `Bearer ${tokens.access.token}` },
  });
  const [row] = ((await answer.json()) as { results: { Iden_FechaParto: string }[] }).results;
  if (!row) throw new Error(`${probe.code} is not on the server`);
  const seedDay = addDays(row.Iden_FechaParto.slice(0, 10), probe.ageDays);
  if (seedDay !== bogotaToday()) await page.clock.setFixedTime(new Date(bogotaInstant(seedDay, 23, 59)));
}
