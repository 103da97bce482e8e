import type { Locator, Page } from '@playwright/test';

/** The global notification stack: `alert` for errors, `status` for the others (src/ui/notifications). */
export const notification = (page: Page, type: 'success' | 'error' | 'default', text: string): Locator =>
  page.locator(`[data-type="${type}"]`).filter({ hasText: text });
