/**
 * The preterm period on the growth charts (docs/growth-charts.md "Preterm growth") in Chromium against the
 * real server, on a tablet: a psychologist opens the baby born at 30+2 weeks (CNG-000012, weekly readings
 * from 31 to 40 weeks postmenstrual, then at 44), lets the device store its readings, and with no network
 * opens Gráficas: every reading has its centile and z-score, those of the preterm period on the
 * INTERGROWTH-21st chart by postmenstrual age, the later ones on the WHO chart; the size at birth is in
 * the header and on the view; the print is one A4 page with the patient, the standards and the day.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { PsychologyView } from './pages/psychology';
import { seriousViolations } from './support/axe';
import { openSignedIn } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

const SCORE = /^p\d+(,\d)?, -?\d+,\d\d D\.E\.$/;
const history = fixtures.bornAtThirtyWeeks;
/** The seeded visits: 31+0 to 39+0 weekly (preterm chart), 40+0 and 44+0 (WHO by corrected age). */
const PRETERM_READINGS = 9;
const READINGS = 11;

/** Opens the history, lets the timeline store its readings on the device, then cuts the network. */
async function openOffline(page: Page, context: BrowserContext) {
  await openSignedIn(page, 'psicologia', { path: '/psychology' });
  await waitForServiceWorkerControl(page);
  const view = new PsychologyView(page);
  await view.open(history);
  await view.tab('Evoluciones').tap();
  // The timeline's anthropometry cards: the readings are stored on the device.
  await expect(page.getByText('Datos Peso y Talla').filter({ visible: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await context.setOffline(true);
  await view.tab('Gráficas').tap();
  const charts = page.getByRole('region', { name: 'Curvas de crecimiento' });
  await expect(charts).toBeVisible();
  return { view, charts };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test.describe('1024x768', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test('a baby born at 30 weeks: every reading scored, the preterm chart, offline, and its print', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { charts } = await openOffline(page, context);

    // The size at birth: in the header's data and on the view, by the INTERGROWTH-21st newborn standards.
    await expect(page.getByTestId('patient-size-at-birth')).toHaveText(
      /^(Pequeño|Adecuado|Grande) para la edad gestacional \(p\d+(,\d)?\)$/,
    );
    const birth = charts.getByTestId('size-at-birth');
    await expect(birth.getByTestId('size-at-birth-class')).toHaveText(/para la edad gestacional$/);
    await expect(birth.getByTestId('size-at-birth-weight')).toHaveText(
      /^Peso 1\.420 g: p\d+, -?\d,\d\d D\.E\.$/,
    );
    await expect(birth.getByTestId('size-at-birth-length')).toHaveText(/^Talla \d+(,\d)? cm: p\d+/);
    await expect(birth.getByTestId('size-at-birth-head')).toHaveText(
      /^Perímetro cefálico \d+(,\d)? cm: p\d+/,
    );

    // Weight: every reading with its centile and z-score; the preterm period's on the INTERGROWTH-21st chart.
    const preterm = page.getByRole('img', {
      name: `Peso para la edad, prematuro (INTERGROWTH-21st): ${PRETERM_READINGS} mediciones sobre las curvas de -3 a +3 D.E.`,
    });
    await expect(preterm).toBeVisible();
    await expect(preterm.getByTestId('growth-point')).toHaveCount(PRETERM_READINGS);
    const who = page.getByRole('img', { name: /^Peso para la edad: 2 mediciones/ });
    await expect(who.getByTestId('growth-point')).toHaveCount(READINGS - PRETERM_READINGS);
    const rows = charts.getByTestId('growth-reading');
    await expect(rows).toHaveCount(READINGS);
    const scores = await charts.getByTestId('growth-score').allTextContents();
    expect(scores.filter((text) => SCORE.test(text))).toHaveLength(READINGS);
    const references = await charts.getByTestId('growth-reference').allTextContents();
    expect(references).toEqual([
      ...Array<string>(PRETERM_READINGS).fill('INTERGROWTH-21st'),
      'OMS 2006',
      'OMS 2006',
    ]);
    // The x axis is postmenstrual weeks, 27 to 40.
    await expect(preterm.getByText('Edad posmenstrual (semanas)')).toBeAttached();
    await expect(preterm.getByText('27', { exact: true })).toBeAttached();
    await expect(preterm.getByText('40', { exact: true })).toBeAttached();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    const chartShot = await preterm.screenshot({ path: testInfo.outputPath('preterm-chart-1024x768.png') });
    await testInfo.attach('preterm-chart-1024x768', { body: chartShot, contentType: 'image/png' });
    const shot = await page.screenshot({ path: testInfo.outputPath('preterm-growth-1024x768.png') });
    await testInfo.attach('preterm-growth-1024x768', { body: shot, contentType: 'image/png' });

    // Head circumference: the same readings on the preterm chart of its own standard.
    await charts.getByRole('radio', { name: 'Perímetro cefálico para la edad' }).check();
    const head = page.getByRole('img', {
      name: /^Perímetro cefálico para la edad, prematuro \(INTERGROWTH-21st\)/,
    });
    await expect(head.getByTestId('growth-point')).toHaveCount(PRETERM_READINGS);
    expect(
      (await charts.getByTestId('growth-score').allTextContents()).filter((t) => SCORE.test(t)),
    ).toHaveLength(READINGS);
    await charts.getByRole('radio', { name: 'Peso para la edad' }).check();
    await expect(preterm).toBeVisible();

    // The print: one A4 page with the patient, the standards and the day, in Spanish.
    await page.emulateMedia({ media: 'print' });
    const heading = charts.getByTestId('growth-print-heading');
    await expect(heading).toBeVisible();
    await expect(heading).toContainText(`${history.patientName} · Código ${history.code}`);
    await expect(heading).toContainText(/Indicador: Peso para la edad · Impreso el \d{1,2} \w{3} \d{4}/);
    await expect(
      charts.getByText(/^INTERGROWTH-21st, patrones de crecimiento posnatal del prematuro/),
    ).toBeVisible();
    await expect(charts.getByText('Patrones de crecimiento infantil de la OMS (2006)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      path: testInfo.outputPath('print.pdf'),
    });
    await testInfo.attach('preterm-growth-print-a4', { body: pdf, contentType: 'application/pdf' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
    await page.setViewportSize({ width: 794, height: 1123 });
    const printShot = await page.screenshot({
      path: testInfo.outputPath('preterm-growth-print-794x1123.png'),
    });
    await testInfo.attach('preterm-growth-print-794x1123', { body: printShot, contentType: 'image/png' });
  });
});

test.describe('768x1024', () => {
  test.use({ hasTouch: true, viewport: { width: 768, height: 1024 } });

  test('the preterm chart and the list fit a portrait tablet', async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    const { charts } = await openOffline(page, context);
    const preterm = page.getByRole('img', { name: /^Peso para la edad, prematuro \(INTERGROWTH-21st\)/ });
    await expect(preterm.getByTestId('growth-point')).toHaveCount(PRETERM_READINGS);
    await expect(charts.getByTestId('growth-reading')).toHaveCount(READINGS);
    const box = await preterm.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(768);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    const shot = await page.screenshot({
      path: testInfo.outputPath('preterm-growth-768x1024.png'),
      fullPage: true,
    });
    await testInfo.attach('preterm-growth-768x1024', { body: shot, contentType: 'image/png' });
  });
});
