import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The patient search of the top bar and its "Verificación" modal (spec 000 §2 "Patient search and
 * verification"). The field is an ARIA combobox; its results are a virtual listbox (only the rows in
 * view are in the DOM).
 */
export class PatientSearch {
  readonly field: Locator;
  readonly results: Locator;
  readonly options: Locator;
  readonly count: Locator;
  readonly verification: Locator;
  readonly digits: Locator;
  readonly verify: Locator;
  readonly cancel: Locator;
  /** The message modal of a wrong code. */
  readonly mismatch: Locator;

  constructor(readonly page: Page) {
    this.field = page.getByRole('combobox', { name: 'Buscar paciente' });
    this.results = page.getByRole('listbox', { name: 'Historias encontradas' });
    this.options = this.results.getByRole('option');
    this.count = page.getByTestId('search-count');
    this.verification = page.getByRole('dialog', { name: 'Verificación' });
    this.digits = this.verification.getByLabel('Últimos 3 dígitos del documento');
    this.verify = this.verification.getByRole('button', { name: 'Verificar' });
    this.cancel = this.verification.getByRole('button', { name: 'Cancelar' });
    this.mismatch = page.getByRole('dialog').filter({ hasText: 'Los datos no coinciden' });
  }

  async search(text: string) {
    await this.field.fill(text);
  }

  /** The result row of a history, by its code (EGNDT). */
  option(code: string): Locator {
    return this.options.filter({ hasText: code });
  }

  /**
   * Searches the code, chooses its row and types the digits (the modal stays for the caller to check).
   * `by: 'tap'` presses as a touch screen does (the page needs `hasTouch`), leaving no mouse over the page.
   */
  async chooseAndVerify(code: string, digits: string, by: 'click' | 'tap' = 'click') {
    await this.search(code);
    await this.option(code)[by]();
    await expect(this.verification).toBeVisible();
    await this.digits.fill(digits);
    await this.verify[by]();
  }

  /** Opens a history with the right digits and waits for the modal to close. */
  async openHistory(code: string, digits: string, by: 'click' | 'tap' = 'click') {
    await this.chooseAndVerify(code, digits, by);
    await expect(this.verification).toBeHidden();
  }

  /** The number of result rows in the DOM (virtualised: the rows in view and a buffer). */
  renderedRows(): Promise<number> {
    return this.options.count();
  }

  /** Scrolls the results list to its end (infinite scroll loads the next page). */
  async scrollResultsToEnd() {
    await this.results.evaluate((list) => {
      list.scrollTop = list.scrollHeight;
      list.dispatchEvent(new Event('scroll'));
    });
  }
}
