import { expect, type Page } from '@playwright/test';

/** Opens a demo from the start screen, opening the demo list first when it is closed. */
export async function openDemo(page: Page, title: string): Promise<void> {
  const show = page.getByRole('button', { name: 'Show the demos' });
  const hide = page.getByRole('button', { name: 'Hide the demos' });
  await expect(show.or(hide)).toBeVisible();
  if (await show.isVisible()) await show.click();
  await page.getByRole('button', { name: `Open demo: ${title}` }).click();
}
