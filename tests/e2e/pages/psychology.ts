/**
 * The psychology view as a user meets it (spec 000 §2 "Psychology view"): its six tabs, the embedded
 * pages, and the postponed Bayley and Griffiths (menu "Opciones", the "Aplazar" modal, the postponed
 * screen); and the server's answers about a postponement.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { FixtureHistory } from '../../../server/seed/fixtures';
import type { SignedIn } from '../support/session';
import { digitsOf } from './development-control';
import { PatientSearch } from './patient-search';

export type TabName = 'Antecedentes' | 'Pediatría' | 'Gráficas' | 'Evoluciones' | 'Griffiths' | 'Bayley';

export class PsychologyView {
  readonly tabList: Locator;
  readonly options: Locator;
  readonly postponedScreen: Locator;
  readonly frame: Locator;
  readonly frameSkeleton: Locator;
  readonly frameOffline: Locator;

  constructor(readonly page: Page) {
    this.tabList = page.getByRole('tablist', { name: 'Secciones de la historia' });
    this.options = page.getByRole('button', { name: 'Opciones' });
    this.postponedScreen = page.getByTestId('postponed-screen');
    this.frame = page.getByTestId('history-frame');
    this.frameSkeleton = page.getByTestId('frame-skeleton');
    this.frameOffline = page.getByTestId('frame-offline');
  }

  async open(history: FixtureHistory) {
    await new PatientSearch(this.page).openHistory(history.code, digitsOf(history));
    await expect(this.page.getByTestId('patient-name')).toHaveText(history.patientName);
  }

  tab(name: TabName): Locator {
    return this.tabList.getByRole('tab', { name, exact: true });
  }

  menuItem(name: string): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  postponeModal(exam: 'Bayley' | 'Griffiths'): Locator {
    return this.page.getByRole('dialog', { name: `Aplazar ${exam}` });
  }

  /** Opciones → "Aplazar {exam}", a motive, "Aplazar". */
  async postpone(exam: 'Bayley' | 'Griffiths', motive: string) {
    await this.options.click();
    await this.menuItem(`Aplazar ${exam}`).click();
    const modal = this.postponeModal(exam);
    await expect(modal).toBeVisible();
    await modal.getByLabel('Motivo').fill(motive);
    await modal.getByRole('button', { name: 'Aplazar', exact: true }).click();
    await expect(modal).toBeHidden();
  }

  undo(): Promise<void> {
    return this.postponedScreen.getByRole('button', { name: 'Deshacer' }).click();
  }
}

/** The history's postponements as the server lists them (GET /v1/postponed-{exam}/hc/{id}). */
export async function serverPostponements(
  page: Page,
  session: SignedIn,
  kind: 'postponed-bayley' | 'postponed-griffiths',
  historyId: string,
): Promise<{ motive: string; date: string; timeZone: string }[]> {
  const answer = await page.request.get(`/v1/${kind}/hc/${historyId}`, {
    headers: { authorization: `Bearer ${session.tokens.access.token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { motive: string; date: string; timeZone: string }[];
}
