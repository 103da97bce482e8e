/**
 * axe-core checks of the main screens: no serious or critical violation of WCAG 2.1 A/AA.
 */
import { expect, test } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import type { GriffithsParams } from '../../src/contract/griffiths';
import { ControlModal, digitsOf, newControl, showEvoluciones } from './pages/development-control';
import { FamilyControlModal, newFamilyControl } from './pages/family-control';
import { LoginPage } from './pages/login-page';
import { PatientSearch } from './pages/patient-search';
import { PsychologyView } from './pages/psychology';
import { Shell } from './pages/shell';
import { V1 } from './pages/timeline';
import { seriousViolations } from './support/axe';
import { openSignedIn } from './support/session';

test.describe('accessibility (axe)', () => {
  test('the sign-in page', async ({ page }) => {
    await new LoginPage(page).goto();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('home', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await expect(new Shell(page).activeTile('Trabajo Social')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the patient search offline: the results of the device under the notice', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const search = new PatientSearch(page);
    await search.openHistory('CNG-000002', '456');
    await context.setOffline(true);
    await search.search('CNG-00000');
    await expect(page.getByText(/^Sin conexión: solo se buscan/)).toBeVisible();
    await expect(search.count).toHaveText('1 de 1 historias');
    await search.field.press('ArrowDown');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the patient search with its results open, and an open history', async ({ page }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const search = new PatientSearch(page);
    await search.openHistory('CNG-000002', '456');
    await search.search('mar');
    await expect(search.count).toHaveText(/^20 de/);
    await search.field.press('ArrowDown');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the welcome page, the verification modal and the mismatch modal', async ({ page }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const search = new PatientSearch(page);
    await search.search('CNG-000003');
    await search.option('CNG-000003').click();
    await expect(search.verification).toBeVisible();
    await search.digits.fill('12');
    expect(await seriousViolations(page)).toEqual([]);
    await search.digits.fill('123');
    await search.verify.click();
    await expect(search.mismatch).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Evoluciones panel and the development control modal with its messages', async ({ page }) => {
    // Three axe runs over a timeline that now holds the history's weight and size readings too.
    test.setTimeout(90_000);
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await new PatientSearch(page).openHistory('CNG-000003', '321');
    await page.getByRole('tab', { name: 'Evoluciones' }).click();
    await expect(page.getByRole('button', { name: 'Opciones' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await newControl(page);
    const modal = new ControlModal(page);
    await expect(modal.dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // GUARDAR with nothing filled: every field shows its message.
    await modal.save();
    await expect(modal.dialog.getByText('Este valor es obligatorio').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await modal.close();
    await expect(modal.dialog).toBeHidden();
  });

  test('the family control modal with its messages and its referral fields', async ({ page }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await new PatientSearch(page).openHistory('CNG-000003', '321');
    await showEvoluciones(page);
    await newFamilyControl(page);
    const modal = new FamilyControlModal(page);
    await expect(modal.dialog).toBeVisible();
    for (const group of [
      'Llega remitido por otro profesional',
      'Remite a especialidad',
      'Remite a institución',
    ]) {
      await modal.choice(group, 'Sí').click();
    }
    await modal.choice('Se suspende la intervención', 'Sí').click();
    await modal.save();
    await expect(modal.dialog.getByText('Este valor es obligatorio').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await modal.close();
    await expect(modal.dialog).toBeHidden();
  });

  test('the Evoluciones timeline: exam cards with their bars, a postponement, readings and the lateral panel', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A history no other spec postpones exams of (a postponement of today shows in the Bayley tab).
    const history = fixtures.termLowBirthWeight;
    const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const v1 = new V1(page, session);
    const signature = v1.signature();
    const griffiths = await v1.get<GriffithsParams>('/griffiths/params');
    await v1.post('/griffiths/commit', {
      griffithsId: null,
      historyId: history.id,
      signature,
      patientChronologicalAgeDays: 380,
      testResults: griffiths.TestItems.map((item, n) => ({
        uuid: item.uuid,
        section: item.section,
        isObserved: n % 3 === 0,
      })),
    });
    await v1.post('/postponed-bayley', {
      historyId: history.id,
      motive: 'Bebé hospitalizado',
      signature,
      createdAt: new Date().toISOString(),
    });
    // The first history opened after sign-in waits for the user's database: seconds on a loaded machine.
    const search = new PatientSearch(page);
    await search.chooseAndVerify(history.code, digitsOf(history));
    await expect(search.verification).toBeHidden({ timeout: 30_000 });
    await showEvoluciones(page);
    // The exam parameters and readings are stored beside the CIE-10 catalogue the first visit downloads
    // (thousands of rows sealed on the device): on a loaded machine that takes seconds.
    const griffithsCard = page.getByTestId('griffiths-card');
    await expect(griffithsCard).toBeVisible({ timeout: 15_000 });
    await expect(griffithsCard.getByText(/parámetros del examen no están/)).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('postponed-bayley-card')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('anthropometry-card').first()).toBeVisible();
    await expect(page.getByTestId('lateral-day-weight')).not.toHaveText('—');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the psychology tabs, a disabled tab and its notification, the "Aplazar" modal', async ({ page }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const view = new PsychologyView(page);
    await view.open(fixtures.underFortyWeeks);
    await view.tab('Bayley').click({ force: true });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Esta pestaña no está disponible' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await view.open(fixtures.overFortyWeeks);
    await view.tab('Bayley').click();
    await expect(view.options).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await view.options.click();
    await view.menuItem('Aplazar Bayley').click();
    await expect(view.postponeModal('Bayley')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await view.postponeModal('Bayley').getByRole('button', { name: 'Cancelar' }).click();
    await expect(view.postponeModal('Bayley')).toBeHidden();
  });
});
