import { expect, test, type Page } from '@playwright/test';
import type { GameSetup } from '../src/engine';
import { openTableAt } from './tableAt';

/**
 * The board never gives way (docs/ui.md "The board never gives way"): on a landscape screen the map
 * keeps at least half the viewport's height at every decision of a game, however tall a decision or
 * an Epic board beside it grows, and grows back when they shrink. Solo games with three Sagas and
 * an Epic seat, whose decisions are the tallest the table shows, are played by the options in turn.
 */
const SOLO_SAGAS_EPIC: GameSetup = {
  seed: 7,
  seats: [
    { faction: 'allaria', controller: 'human', name: 'Elyse', epic: true },
    { faction: 'fulgen', controller: 'faceless' },
    { faction: 'tyveria', controller: 'faceless' },
    { faction: 'skarn', controller: 'faceless' },
  ],
  sagas: ['strongholds', 'kadmos', 'crow'],
  soloMode: 'standard',
};

/** The part of the map's drawing inside the viewport, in CSS px. */
function visibleBoardHeight(page: Page) {
  return page.locator('.map__board').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  });
}

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
] as const) {
  test(`at ${width}×${height} the board keeps half the screen at every decision`, async ({
    page,
  }) => {
    // Up to 60 decisions and the Faceless moves between them: 1.1-1.5 min at load 4-10 and at
    // load 15.
    test.setTimeout(360_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openTableAt(page, SOLO_SAGAS_EPIC);
    const progress = page.locator('[data-round]');
    const moves = async () => Number(await progress.getAttribute('data-moves'));
    const decision = page.getByRole('region', { name: /^Decision: Allaria \(Elyse\)/ });
    const options = decision
      .getByRole('list', { name: 'Options' })
      .getByRole('button')
      .filter({ hasNotText: /^\d+ Units$/ });
    const gameOver = page.getByRole('heading', { name: /^Game over: / });
    const lowest: number[] = [];

    for (let step = 0; step < 60; step++) {
      await expect(options.first().or(gameOver)).toBeVisible({ timeout: 60_000 });
      if (await gameOver.isVisible()) break;
      const board = await visibleBoardHeight(page);
      lowest.push(board);
      expect(
        board,
        `decision ${step}: the board shows ${board} of ${height} px`,
      ).toBeGreaterThanOrEqual(height / 2);
      const before = await moves();
      await options.nth(step % (await options.count())).click();
      await expect.poll(moves).not.toBe(before);
    }
    expect(lowest.length).toBeGreaterThan(10);
  });
}
