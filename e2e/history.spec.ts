import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** A solo game (Allaria human, three Faceless) waiting for Elyse's first Planning card. */
async function soloGame(page: Page, seed = 42) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('spinbutton', { name: 'Seed' }).fill(String(seed));
  await page.getByRole('button', { name: 'Start game' }).click();
  const decision = page.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
  await expect(decision).toBeVisible({ timeout: 60_000 });
  return decision;
}

const handSummary = (page: Page) =>
  page.getByRole('group', { name: "Elyse's hand (private)" }).getByText(/^Your Action cards/);

const seriousOrWorse = (violations: { impact?: string | null }[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

test('a Planning card taken back with Undo is back in hand; Redo plays it again', async ({
  page,
}) => {
  const decision = await soloGame(page);
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  const summary = await handSummary(page).textContent();
  const cards = Number(/\((\d+)\)/.exec(summary ?? '')?.[1]);

  const card = decision.getByRole('list', { name: 'Options' }).getByRole('button').first();
  const cardName = (await card.textContent())?.trim() ?? '';
  await card.click();
  await expect(handSummary(page)).toHaveText(`Your Action cards (${cards - 1})`);
  await expect(page.getByRole('log', { name: 'Game log' })).toContainText('Allaria put a card');

  await undo.click();
  await expect(handSummary(page)).toHaveText(`Your Action cards (${cards})`);
  await expect(decision.getByRole('button', { name: cardName, exact: true })).toBeVisible();
  await expect(undo).toBeDisabled();

  await redo.click();
  await expect(handSummary(page)).toHaveText(`Your Action cards (${cards - 1})`);

  // The keyboard: Z takes back, Shift+Z plays again.
  await page.keyboard.press('z');
  await expect(handSummary(page)).toHaveText(`Your Action cards (${cards})`);
  await page.keyboard.press('Shift+Z');
  await expect(handSummary(page)).toHaveText(`Your Action cards (${cards - 1})`);

  const scan = await new AxeBuilder({ page }).analyze();
  expect(seriousOrWorse(scan.violations)).toEqual([]);
});

test('replay steps back to the opening position and forward again', async ({ page }) => {
  const decision = await soloGame(page);
  for (let i = 0; i < 2; i++) {
    const moves = Number(await page.locator('[data-moves]').first().getAttribute('data-moves'));
    await decision.getByRole('list', { name: 'Options' }).getByRole('button').first().click();
    await expect(page.locator(`[data-moves="${moves + 1}"]`)).toBeAttached();
  }

  await page.getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Replay' })).toBeVisible();
  const step = page.getByRole('heading', { level: 2, name: /^Move \d+ of \d+/ });
  await expect(step).toContainText('Move 2 of 2');
  await expect(page.getByRole('region', { name: /^Decision/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'First' }).click();
  await expect(step).toContainText('Move 0 of 2');
  await expect(page.getByRole('list', { name: 'What this move did' })).toHaveText(
    'The opening position.',
  );
  const stack = page.getByRole('list', { name: /Action stack/ });
  await expect(stack).not.toContainText('Allaria');

  await page.keyboard.press('ArrowRight');
  await expect(step).toContainText('Move 1 of 2');
  await expect(page.getByRole('list', { name: 'What this move did' })).toContainText(
    'Allaria put a card face down on the Action stack',
  );
  await expect(stack).toContainText('Allaria');

  const scan = await new AxeBuilder({ page }).analyze();
  expect(seriousOrWorse(scan.violations)).toEqual([]);

  await page.getByRole('button', { name: 'Return to the game' }).click();
  await expect(decision).toBeVisible();
});
