import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { expect, test } from './support/faults';
import { openSignedIn } from './support/session';

/** Fixtures of docs/demo-data.md. */
const overForty = { code: 'CNG-000002', name: 'Martín Muñoz Álvarez', digits: '456' };
const substitute = { code: 'CNG-000003', name: 'Thiago Hernández Suárez', mother: '321', custodian: '789' };

test.describe('patient search (spec 000 §2, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
  });

  test('is hidden on home and shown on a module page', async ({ page }) => {
    const search = new PatientSearch(page);
    await expect(search.field).toBeVisible();
    await new Shell(page).sidebarItem('Inicio').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(search.field).toHaveCount(0);
  });

  test('under 3 characters it says how many are missing', async ({ page }) => {
    const search = new PatientSearch(page);
    await search.search('m');
    await expect(page.getByText('Faltan 2 caracteres')).toBeVisible();
    await search.search('ma');
    await expect(page.getByText('Falta 1 carácter')).toBeVisible();
    await expect(search.results).toHaveCount(0);
  });

  test('from 3 characters it shows "Buscando historias…" and then the results', async ({ page, faults }) => {
    // The server's answer held back a moment (this test's requests only), so the waiting state is seen.
    await faults.set({ delayMs: 1500, delayPath: '^/v1/hc/list' });
    const search = new PatientSearch(page);
    await search.search('munoz alvarez');
    await expect(page.getByText('Buscando historias…')).toBeVisible();
    const row = search.option(overForty.code);
    await expect(row).toBeVisible();
    await expect(row).toContainText(overForty.name);
    await expect(row).toContainText('Madre: Ángela María Álvarez Ríos');
    // Spanish short date "D MMM YYYY" and the site's name.
    await expect(row).toContainText(/\d{1,2} [a-z]{3,4} \d{4} · San Ignacio/);
  });

  test('a search without matches says "No se encontraron resultados"', async ({ page }) => {
    const search = new PatientSearch(page);
    await search.search('zzqqxx');
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  });

  test('scrolling to the end loads the next pages; the rows in the DOM stay few', async ({ page }) => {
    const search = new PatientSearch(page);
    await search.search('mar');
    await expect(search.count).toHaveText(/^20 de \d+ historias$/);
    const total = Number(/de (\d+)/.exec((await search.count.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(60);

    const pageTwo = page.waitForRequest(
      (request) => request.url().includes('/v1/hc/list') && request.url().includes('page=2'),
    );
    await search.scrollResultsToEnd();
    await pageTwo;
    await expect(search.count).toHaveText(`40 de ${total} historias`);
    await expect(search.results.locator('[aria-posinset="21"]')).toHaveCount(1);

    await search.scrollResultsToEnd();
    await expect(search.count).toHaveText(`60 de ${total} historias`);
    await search.scrollResultsToEnd();
    await expect(search.count).toHaveText(`80 de ${total} historias`);
    // At the end of the 80 rows: row 80 shows, and the fifth page comes.
    await search.scrollResultsToEnd();
    await expect(search.results.locator('[aria-posinset="80"]')).toBeVisible();
    await expect(search.count).toHaveText(`100 de ${total} historias`);
    // Virtualised: the rows in view plus a 200 px buffer, not the 100 loaded.
    const rendered = await search.renderedRows();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThanOrEqual(20);
    await expect(search.results.locator('[aria-posinset="1"]')).toHaveCount(0);
    await expect(search.options.first()).toHaveAttribute('aria-setsize', String(total));
  });

  test('the keyboard moves through the results and Enter chooses one', async ({ page }) => {
    const search = new PatientSearch(page);
    await search.search(overForty.code);
    await expect(search.option(overForty.code)).toBeVisible();
    await search.field.press('ArrowDown');
    await expect(search.option(overForty.code)).toHaveAttribute('aria-selected', 'true');
    await expect(search.field).toHaveAttribute('aria-activedescendant', /option-0$/);
    await search.field.press('Enter');
    await expect(search.verification).toBeVisible();
    await search.digits.fill(overForty.digits);
    await search.digits.press('Enter');
    await expect(search.verification).toBeHidden();
    await expect(new Shell(page).navbarPatient).toContainText(overForty.name);
  });

  test('Escape closes the list and Cancelar closes the verification', async ({ page }) => {
    const search = new PatientSearch(page);
    await search.search(overForty.code);
    await expect(search.results).toBeVisible();
    await search.field.press('Escape');
    await expect(search.results).toBeHidden();
    await search.field.press('ArrowDown');
    await expect(search.results).toBeVisible();
    await search.option(overForty.code).click();
    await expect(search.verification).toBeVisible();
    await search.cancel.click();
    await expect(search.verification).toBeHidden();
    await expect(new Shell(page).closeHistory).toHaveCount(0);
  });
});

test.describe('patient search on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 768, height: 1024 } });

  test('a tap on a result opens the verification', async ({ page }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const search = new PatientSearch(page);
    await search.field.tap();
    await search.search(overForty.code);
    await search.option(overForty.code).tap();
    await expect(search.verification).toBeVisible();
    await search.digits.fill(overForty.digits);
    await search.verify.tap();
    await expect(search.verification).toBeHidden();
    await expect(new Shell(page).navbarPatient).toContainText(overForty.name);
  });
});

test.describe('verification (spec 000 §2, §5)', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
  });

  test('the right digits open the history: name in the top bar, the sidebar and the page', async ({
    page,
  }) => {
    const search = new PatientSearch(page);
    const shell = new Shell(page);
    const record = page.waitForResponse((response) => /\/v1\/hc\/[0-9a-f-]{36}$/.test(response.url()));
    await search.openHistory(overForty.code, overForty.digits);
    expect((await record).status()).toBe(200);
    await expect(shell.navbarPatient).toContainText(overForty.name);
    await expect(shell.openHistory(overForty.name)).toBeVisible();
    await expect(shell.openHistories.locator('li')).toHaveAttribute('data-local-state', '0');
    await expect(page.getByTestId('patient-name')).toHaveText(overForty.name);
    await expect(page.getByTestId('patient-code')).toHaveText(overForty.code);
    await expect(search.field).toHaveValue('');
  });

  test('wrong digits show "Los datos no coinciden", open nothing and come back to the results', async ({
    page,
  }) => {
    const search = new PatientSearch(page);
    await search.chooseAndVerify(overForty.code, '111');
    await expect(search.mismatch).toBeVisible();
    await search.mismatch.getByRole('button', { name: 'Aceptar' }).click();
    await expect(search.mismatch).toBeHidden();
    await expect(search.option(overForty.code)).toBeVisible();
    await expect(search.field).toBeFocused();
    await expect(new Shell(page).closeHistory).toHaveCount(0);
    await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
  });

  test("a substitute mother's history takes the custodian's digits", async ({ page }) => {
    const search = new PatientSearch(page);
    await search.openHistory(substitute.code, substitute.custodian);
    await expect(new Shell(page).navbarPatient).toContainText(substitute.name);
  });

  test("a substitute mother's history takes the mother's digits too", async ({ page }) => {
    const search = new PatientSearch(page);
    await search.openHistory(substitute.code, substitute.mother);
    await expect(new Shell(page).navbarPatient).toContainText(substitute.name);
  });

  test('the production build refuses the development code', async ({ page }) => {
    const search = new PatientSearch(page);
    await search.chooseAndVerify(overForty.code, '000');
    await expect(search.mismatch).toBeVisible();
  });
});
