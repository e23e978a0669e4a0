import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('start page shows the title and starts a game', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveTitle('Valerna Table');
  await expect(page.getByRole('heading', { level: 1, name: 'Valerna Table' })).toBeVisible();

  await page.getByRole('button', { name: 'Start a game' }).click();
  await expect(page.getByRole('status')).toHaveText('Game setup is coming soon.');
});

test('start page has no detectable accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
