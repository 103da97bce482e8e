/**
 * "Preparar visitas" through its screen, as a social worker does it: each history searched and added,
 * then "Descargar para trabajar sin conexión" until the total progress bar is full. Shared by the benches
 * that time it on loopback and on a weak link.
 */
import type { Page } from '@playwright/test';

export async function addToPreparation(page: Page, origin: string, codes: readonly string[]) {
  await page.goto(`${origin}/prepare-visits`);
  const field = page.getByRole('textbox', { name: 'Buscar historias para la visita' });
  for (const code of codes) {
    await field.fill(code);
    const add = page
      .getByRole('listitem')
      .filter({ hasText: code })
      .getByRole('button', { name: /^Agregar / });
    await add.first().click();
  }
}

/** Starts the download and answers once every history is on the device. */
export async function downloadPrepared(page: Page) {
  await page.getByRole('button', { name: 'Descargar para trabajar sin conexión' }).click();
  await page
    .getByRole('progressbar', { name: 'Progreso total' })
    .and(page.locator('[aria-valuenow="100"]'))
    .waitFor({ timeout: 600_000 });
}
