import { expect, type Locator, type Page } from '@playwright/test';

/** "Reportes disponibles" and its card "Reporte RIPS - BAI por fechas" (spec 000 §2 "Reports screen"). */
export class ReportsScreen {
  readonly heading: Locator;
  readonly card: Locator;
  readonly start: Locator;
  readonly end: Locator;
  readonly generate: Locator;
  readonly clear: Locator;
  /** The notice shown while the server cannot be reached. */
  readonly connectionNotice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Reportes disponibles', level: 1 });
    this.card = page.getByRole('region', { name: 'Reporte RIPS - BAI por fechas' });
    this.start = this.card.getByRole('textbox', { name: 'Fecha de inicio', exact: true });
    this.end = this.card.getByRole('textbox', { name: 'Fecha de fin', exact: true });
    this.generate = this.card.getByRole('button', { name: 'Generar', exact: true });
    this.clear = this.card.getByRole('button', { name: 'Limpiar', exact: true });
    this.connectionNotice = page.getByRole('status').filter({ hasText: 'necesita conexión' });
  }

  /** The button that opens a field's calendar. */
  calendarButton(field: 'inicio' | 'fin'): Locator {
    return this.card.getByRole('button', { name: `Elegir fecha de ${field} en el calendario` });
  }

  /** The calendar dialog of a field, once opened. */
  calendar(field: 'inicio' | 'fin'): Locator {
    return this.page.getByRole('dialog', { name: `Elegir fecha de ${field} en el calendario` });
  }

  async goto() {
    await this.page.goto('/reports');
    await expect(this.heading).toBeVisible();
  }

  /** Types both dates as 'DD/MM/AAAA' (or any text, to see it refused). */
  async fill(start: string, end: string) {
    await this.start.fill(start);
    await this.end.fill(end);
  }
}

/** 'AAAA-MM-DD' written as the field reads it, 'DD/MM/AAAA'. */
export const typed = (day: string) => day.split('-').reverse().join('/');
