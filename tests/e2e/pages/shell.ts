import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The signed-in frame: sidebar, site chooser, the home menu's tiles, and the open histories with the
 * current patient in the top bar (spec 000 §2).
 */
export class Shell {
  readonly sidebar: Locator;
  readonly siteChooser: Locator;
  readonly tiles: Locator;
  /** The open histories under "Historias Clínicas" (absent while none is open). */
  readonly openHistories: Locator;
  /** The current patient's name in the top bar. */
  readonly navbarPatient: Locator;
  readonly closeHistory: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Menú principal' });
    this.siteChooser = page.getByRole('dialog', { name: '¿En qué sede estás?' });
    this.tiles = page.getByRole('list', { name: 'Menu' });
    this.openHistories = this.sidebar.getByRole('list', { name: 'Historias Clínicas' });
    this.navbarPatient = page.getByTestId('navbar-patient');
    this.closeHistory = page.getByRole('button', { name: 'Cerrar Historia' });
  }

  /** An open history in the sidebar, by the patient's full name. */
  openHistory(name: string): Locator {
    return this.openHistories.getByRole('button', { name });
  }

  /** A sidebar entry by its text (the wide sidebar) or accessible name (the narrow one). */
  sidebarItem(name: string | RegExp): Locator {
    return this.sidebar.getByRole('button', { name }).or(this.sidebar.getByRole('link', { name }));
  }

  /** An active tile: a link to its module. */
  activeTile(label: string): Locator {
    return this.tiles.getByRole('link', { name: label, exact: true });
  }

  /** An announced tile: greyed, not a link, labelled "Próximamente". */
  announcedTile(label: string): Locator {
    return this.tiles.locator('[aria-disabled="true"]').filter({ hasText: label });
  }

  async chooseSite(name: string) {
    await expect(this.siteChooser).toBeVisible();
    await this.siteChooser.getByRole('button', { name }).click();
    await expect(this.siteChooser).toBeHidden();
  }

  async signOut() {
    await this.sidebarItem('Salir').click();
  }
}
