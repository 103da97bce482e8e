import { expect, type Locator, type Page } from '@playwright/test';

/** The social-work view (spec 001 §2): its tabs, the Evoluciones timeline and the full-screen editors. */
export class SocialWorkView {
  readonly tabs: Locator;
  readonly timeline: Locator;
  readonly cards: Locator;
  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tablist', { name: 'Secciones de trabajo social' });
    this.timeline = page.getByRole('region', { name: 'Evoluciones' });
    this.cards = page.getByTestId('social-work-card');
  }
  tab(name: string) {
    return this.tabs.getByRole('tab', { name, exact: true });
  }
  async openOption(name: 'Evolución' | 'Visita Domiciliaria') {
    await this.timeline.getByRole('button', { name: 'Opciones' }).click();
    await this.page.getByRole('menuitem', { name }).click();
  }
}

/** A full-screen social-work editor, by its document type in the title. */
export class SocialWorkEditor {
  readonly dialog: Locator;
  constructor(
    readonly page: Page,
    kind: 'Valoración Inicial' | 'Evolución' | 'Visita Domiciliaria',
  ) {
    this.dialog = page.getByRole('dialog').filter({ hasText: kind });
  }
  /** Answers a yes/no group by its label. */
  async answer(group: string, option: 'Sí' | 'No') {
    await this.dialog
      .getByRole('group', { name: group, exact: true })
      .getByRole('button', { name: option })
      .click();
  }
  async text(label: string, value: string) {
    await this.dialog.getByLabel(label, { exact: true }).fill(value);
  }
  /** Chooses the first option of a selection. */
  async chooseFirst(label: string) {
    await this.dialog
      .getByRole('textbox', { name: label, exact: true })
      .or(this.dialog.getByRole('combobox', { name: label, exact: true }))
      .click();
    await this.page.getByRole('option').first().click();
  }
  save() {
    return this.dialog.getByRole('button', { name: 'GUARDAR' }).click();
  }
  /** An editable row table of the form, by its caption. */
  table(caption: string) {
    return new RowTable(this.page, this.dialog.getByRole('table', { name: caption }), this.dialog);
  }
  close() {
    return this.dialog.getByRole('button', { name: 'Cerrar' }).click();
  }
}

export async function waitForEditor(editor: SocialWorkEditor) {
  await expect(editor.dialog).toBeVisible();
  await expect(editor.dialog.getByRole('button', { name: 'GUARDAR' })).toBeVisible();
}

/** The editable row table (src/ui/row-table): its rows, and a row's inputs and buttons by their names. */
export class RowTable {
  readonly rows: Locator;
  constructor(
    readonly page: Page,
    readonly table: Locator,
    readonly scope: Locator,
  ) {
    this.rows = table.getByTestId('editable-row');
  }
  /** A row's button: "Editar Riesgo 1", "Guardar Habitación 2", "No hay cambios Actividad 1". */
  button(action: string, row: string) {
    return this.table.getByRole('button', { name: `${action} ${row}`, exact: true });
  }
  /** The input of a column in the row being edited. */
  input(column: string) {
    return this.table.locator('[data-editing="true"]').getByLabel(column, { exact: true });
  }
  answer(column: string, option: 'Sí' | 'No') {
    return this.table
      .locator('[data-editing="true"]')
      .getByRole('group', { name: column, exact: true })
      .getByRole('button', { name: option })
      .click();
  }
  add(label: string) {
    return this.scope.getByRole('button', { name: label, exact: true }).click();
  }
}
