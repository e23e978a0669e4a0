import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { midGameSave } from '../scripts/midGameSave';
import { AUTOSAVE_KEY } from '../src/store/setAside';
import { settledAutosave } from './autosave';

/**
 * The save that once bricked the table (README "Reliability": no input can brick the table). A
 * valid save whose first move carries an extra key nested thousands of levels deep used to load
 * silently, be written to the autosave, and blank the page at every reload from then on.
 */
function poisonedSave(depth: number): string {
  const text = midGameSave(42, 2);
  const first = JSON.stringify((JSON.parse(text) as { moves: unknown[] }).moves[0]);
  const nested = '['.repeat(depth) + ']'.repeat(depth);
  return text.replace(first, `${first.slice(0, -1)},"x":${nested}}`);
}

test('loading a save nested 3,000 deep during a game is refused in words and the game goes on', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('spinbutton', { name: 'Seed' }).fill('42');
  await page.getByRole('button', { name: 'Start game' }).click();
  const decision = page.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
  await expect(decision).toBeVisible({ timeout: 60_000 });
  const progress = page.locator('[data-round]');
  const moves = await progress.getAttribute('data-moves');
  const autosave = await settledAutosave(page);

  // Loading over a running game asks first; the person says yes.
  page.once('dialog', (dialog) => dialog.accept());
  await page.locator('input[type=file]').setInputFiles({
    name: 'poisoned.json',
    mimeType: 'application/json',
    buffer: Buffer.from(poisonedSave(3000)),
  });

  await expect(page.getByRole('alert')).toContainText(
    'This file is not a Valerna Table save: it is nested more than 16 levels deep.',
  );
  await expect(progress).toHaveAttribute('data-moves', moves!);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY)).toBe(autosave);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The game goes on, and after a reload it is still there.
  await decision.getByRole('list', { name: 'Options' }).getByRole('button').first().click();
  await expect(progress).not.toHaveAttribute('data-moves', moves!);
  const later = await progress.getAttribute('data-moves');
  await page.reload();
  await expect(progress).toHaveAttribute('data-moves', later!);
});

test('a poisoned autosave at start-up shows the recovery screen: export it, start a new game', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const poisoned = poisonedSave(3000);
  // Only before the first load: the table's own writes after that must stand.
  await page.addInitScript(
    ([key, text]) => {
      if (sessionStorage.getItem('poisoned')) return;
      sessionStorage.setItem('poisoned', 'yes');
      localStorage.setItem(key, text);
    },
    [AUTOSAVE_KEY, poisoned] as const,
  );
  await page.goto('/');

  await expect(
    page.getByRole('heading', { name: 'The autosaved game could not be restored' }),
  ).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('nested more than 16 levels deep');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export the saved game' }).click(),
  ]);
  const exported = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of exported) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toBe(poisoned);

  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByText(/could not be restored is kept in this browser/)).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Seed' }).fill('42');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' })).toBeVisible(
    {
      timeout: 60_000,
    },
  );

  // The next start restores the new game; the poisoned save stays set aside.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' })).toBeVisible(
    {
      timeout: 60_000,
    },
  );
});
