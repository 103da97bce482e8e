import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SIGN_IN_TIMEOUT_MS } from '../support/session';

/** The sign-in page (spec 000 §2 Login). */
export class LoginPage {
  readonly identifier: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly support: Locator;
  readonly version: Locator;

  constructor(readonly page: Page) {
    this.identifier = page.getByLabel('Usuario ó Email');
    this.password = page.getByLabel('Contraseña');
    this.submit = page.getByRole('button', { name: 'Iniciar' });
    this.support = page.getByRole('link', { name: 'Reportar problema' });
    this.version = page.getByTestId('app-version');
  }

  async goto() {
    await this.page.goto('/login');
    await expect(this.submit).toBeVisible();
  }

  async signIn(identifier: string, password = DEMO_PASSWORD) {
    await this.identifier.fill(identifier);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Signs in and waits for home (the key derivation of a sign-in takes a while on a loaded machine). */
  async signInHome(identifier: string, password = DEMO_PASSWORD) {
    await this.signIn(identifier, password);
    await expect(this.page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
  }
}
