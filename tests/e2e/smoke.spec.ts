import { expect, test } from '@playwright/test';

test('la página inicial muestra Canguro y que el servidor responde', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Canguro');
  await expect(page.getByRole('heading', { name: 'Canguro', level: 1 })).toBeVisible();
  await expect(page.getByText('Servidor disponible')).toBeVisible();
});

test('la página inicial dice cuando el servidor no responde', async ({ page }) => {
  await page.route('**/v1/health', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByText('Servidor no disponible')).toBeVisible();
});
