import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BUILT_IN_DEMOS } from '../src/demos/builtIn';
import { openDemo } from './openDemo';

test.use({ viewport: { width: 1280, height: 800 } });

// An Epic Dragon's tokens are laid by clicking the slots of its board (EV-SLOT-2); the board's
// picture for the README is taken here.
test('an Epic Dragon lays harvested tokens on its board by clicking the slots', async ({
  page,
}) => {
  const demo = BUILT_IN_DEMOS.find((d) => d.id === 'epic-dragon')!;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await openDemo(page, demo.title);
  const bar = page.getByRole('region', { name: `Demo: ${demo.title}` });
  // To the harvest's first token, then take over.
  await bar.getByRole('button', { name: 'Next' }).click();
  await bar.getByRole('button', { name: 'Next' }).click();
  await bar.getByRole('button', { name: 'Play from here' }).click();

  const board = page.getByRole('region', { name: /Epic board$/ });
  await expect(page.getByRole('region', { name: /^Decision: / })).toContainText(
    'choose a free slot',
  );
  await board.getByRole('button', { name: /^Choose Health slot: free/ }).click();
  await expect(board.getByRole('img', { name: /^Health slot: unspent token/ })).toBeVisible();
  await expect(board).toHaveAccessibleName(/Fulgen.*Epic board/);
  await expect(
    board.getByLabel(/^Wound track: blocker over 2 of 6 spaces, 0 of 4 wounds/),
  ).toBeVisible();

  // The Harvest Moon gives him a second Harvest: its token goes on a slot too.
  const decision = page.getByRole('region', { name: /^Decision: / });
  await decision.getByRole('button', { name: 'Harvest 1 Power token' }).click();
  await expect(decision).toContainText('choose a free slot');
  await board.getByRole('button', { name: /^Choose Combat Value slot \(wound space 3\)/ }).click();
  await expect(
    board.getByRole('img', { name: /^Combat Value slot \(wound space 3\): unspent token/ }),
  ).toBeVisible();
  // Next: Fulgen's Wrath, answered in the decision bar as usual.
  await expect(page.getByRole('region', { name: /^Decision: / })).toContainText('Wrath');

  const results = await new AxeBuilder({ page }).include('.epic').analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
  await page.locator(':focus').evaluate((el) => (el as HTMLElement).blur());
  await board.screenshot({ path: 'docs/screenshots/epic-board.png' });
});
