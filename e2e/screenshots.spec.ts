import { expect, test } from '@playwright/test';
import { midGameSave } from '../scripts/midGameSave';
import { AUTOSAVE_KEY } from '../src/store/setAside';
import { openTableAt } from './tableAt';

// The README's pictures, retaken with every e2e run so they show the app as it is.
const DIR = 'docs/screenshots';

test.use({ viewport: { width: 1280, height: 800 } });

test('README screenshot: the start screen', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // A fixed seed, so the picture does not change from run to run.
  await page.getByRole('spinbutton', { name: 'Seed' }).fill('42');
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `${DIR}/setup.png` });
});

test('README screenshot: a solo table in round 2', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(([key, save]) => localStorage.setItem(key, save), [
    AUTOSAVE_KEY,
    midGameSave(42, 2),
  ] as const);
  await page.goto('/');
  const decision = page.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
  await expect(decision).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Round 2 · /)).toBeVisible();
  await page.locator(':focus').evaluate((el) => (el as HTMLElement).blur());
  await page.screenshot({ path: `${DIR}/board.png` });
});

test('README screenshot: the end of a game, with its numbers and the Power chart', async ({
  page,
}) => {
  // Seed 3, four Faceless at the fast pace: the table plays itself to its end.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openTableAt(page, {
    seed: 3,
    seats: [
      { faction: 'allaria', controller: 'faceless' },
      { faction: 'fulgen', controller: 'faceless' },
      { faction: 'tyveria', controller: 'faceless' },
      { faction: 'skarn', controller: 'faceless' },
    ],
  });
  const over = page.getByRole('region', { name: /^Game over: / });
  await expect(over).toBeVisible({ timeout: 120_000 });
  await expect(over.getByRole('img', { name: /^Power at the end of each round/ })).toBeVisible();
  await expect(over.getByRole('columnheader', { name: 'Combats won' })).toBeVisible();
  await page.locator(':focus').evaluate((el) => (el as HTMLElement).blur());
  await over.scrollIntoViewIfNeeded();
  await over.screenshot({ path: `${DIR}/game-over.png` });
});
