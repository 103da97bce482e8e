import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: sidebar, site chooser and the home menu's tiles (spec 000 §2). */
export class Shell {
  readonly sidebar: Locator;
  readonly siteChooser: Locator;
  readonly tiles: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Menú principal' });
    this.siteChooser = page.getByRole('dialog', { name: '¿En qué sede estás?' });
    this.tiles = page.getByRole('list', { name: 'Menu' });
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
