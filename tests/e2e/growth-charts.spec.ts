/**
 * The growth charts drawn on the device (spec 000 §2 Gráficas, docs/growth-charts.md) in Chromium against
 * the real server: a psychologist opens a baby born at 32+0 weeks with a series of readings, reaches the
 * charts from the anthropometry panel, then — with no network — opens Gráficas and sees the readings'
 * points (a dot at corrected age and a cross at chronological age) and their percentiles and z-scores in
 * Spanish, those before term on the INTERGROWTH-21st preterm chart; by chronological age the crosses go;
 * the Olsen chart takes the readings before 41 weeks.
 */
import { expect, test } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { PsychologyView } from './pages/psychology';
import { seriousViolations } from './support/axe';
import { openSignedIn } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

const SCORE = /^p\d+(,\d)?, -?\d+,\d\d D\.E\.$/;

test('a baby born at 32 weeks: the growth charts from the anthropometry panel, and offline', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const history = fixtures.overFortyWeeks;
  await openSignedIn(page, 'psicologia', { path: '/psychology' });
  await waitForServiceWorkerControl(page);
  const view = new PsychologyView(page);
  await view.open(history);

  // Online, with the clinic's history system configured: Gráficas offers its frame and the device's view.
  await expect(view.tab('Gráficas')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Historia clínica' })).toBeChecked();
  // The anthropometry panel beside the timeline opens the device's view.
  await view.tab('Evoluciones').click();
  const panel = page.getByTestId('anthropometry-panel');
  await panel.getByRole('button', { name: 'Ver curvas de crecimiento' }).click({ timeout: 30_000 });
  await expect(view.tab('Gráficas')).toHaveAttribute('aria-selected', 'true');
  const charts = page.getByRole('region', { name: 'Curvas de crecimiento' });
  await expect(charts).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Curvas en el dispositivo' })).toBeChecked();

  // No network: Gráficas is the device's view alone, with every reading stored on the device.
  await context.setOffline(true);
  await view.tab('Evoluciones').click();
  await view.tab('Gráficas').click();
  await expect(charts).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Historia clínica' })).toHaveCount(0);
  const chart = page.getByRole('img', { name: /^Peso para la edad: \d+ mediciones/ });
  await expect(chart).toBeVisible();
  const points = chart.getByTestId('growth-point');
  await expect(points.first()).toBeAttached();
  const plotted = await points.count();
  expect(plotted).toBeGreaterThan(2);
  // Corrected readings (born at 32+0: until the first birthday) carry the cross of their chronological age.
  expect(await chart.getByTestId('growth-point-chronological').count()).toBe(plotted);
  // Readings before term are not on the WHO curves (they start at term): they are on the INTERGROWTH-21st
  // preterm chart, by postmenstrual age, and every reading is listed with its score.
  const preterm = page.getByRole('img', { name: /^Peso para la edad, prematuro \(INTERGROWTH-21st\)/ });
  await expect(preterm.getByTestId('growth-point').first()).toBeAttached();
  const pretermPlotted = await preterm.getByTestId('growth-point').count();
  const scores = charts.getByTestId('growth-score');
  const listed = (await scores.allTextContents()).filter((text) => SCORE.test(text));
  expect(listed).toHaveLength(plotted + pretermPlotted);
  await expect(charts.getByTestId('growth-reference').filter({ hasText: 'INTERGROWTH-21st' })).toHaveCount(
    pretermPlotted,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 768, height: 1024 });
  await testInfo.attach('growth-weight-for-age-768x1024', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // By chronological age: the same readings, no crosses, and scores that differ.
  const before = await scores.allTextContents();
  await charts
    .locator('label')
    .filter({ hasText: /^Edad cronológica$/ })
    .click();
  await expect(charts.getByRole('radio', { name: 'Edad cronológica' })).toBeChecked();
  await expect(chart.getByTestId('growth-point-chronological')).toHaveCount(0);
  await expect.poll(async () => (await scores.allTextContents()).join('|')).not.toBe(before.join('|'));

  // The Olsen chart: BMI of the readings before 41 weeks, by postmenstrual age.
  await charts.getByRole('radio', { name: 'IMC para la edad gestacional' }).check();
  const olsen = page.getByRole('img', { name: /^IMC para la edad gestacional: \d+ mediciones/ });
  await expect(olsen.getByTestId('growth-point').first()).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
});
