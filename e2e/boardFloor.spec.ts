import { expect, test, type Page } from '@playwright/test';
import type { GameSetup } from '../src/engine';
import { openTableAt } from './tableAt';

/**
 * The board never gives way, and what just happened is always in view (docs/ui.md): at every
 * decision of three complete solo games — the base game, three Sagas, an Epic seat — on a laptop
 * and on a TV, the map keeps at least half the viewport's height, however tall a decision or an
 * Epic board beside it grows, and the decision bar's "Last move" line is on screen. Elyse plays
 * two cards a Planning, then passes; elsewhere her n-th decision takes option n, so she meets many
 * kinds of decision. Hard Faceless end each game in a few rounds (seeds chosen for that).
 */
const SOLO = [
  { faction: 'allaria', controller: 'human', name: 'Elyse' },
  { faction: 'fulgen', controller: 'faceless' },
  { faction: 'tyveria', controller: 'faceless' },
  { faction: 'skarn', controller: 'faceless' },
] as const;

const GAMES: [string, GameSetup][] = [
  ['the base game', { seed: 60, seats: [...SOLO], facelessStrength: 'hard' }],
  [
    'three Sagas',
    {
      seed: 70,
      seats: [...SOLO],
      facelessStrength: 'hard',
      sagas: ['strongholds', 'kadmos', 'crow'],
      soloMode: 'standard',
    },
  ],
  [
    'an Epic seat',
    {
      seed: 60,
      seats: [{ ...SOLO[0], epic: true }, ...SOLO.slice(1)],
      facelessStrength: 'hard',
    },
  ],
];

/** The part of an element inside the viewport, in CSS px of height. */
function visibleHeight(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  });
}

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
] as const) {
  for (const [name, setup] of GAMES) {
    test(`${name} at ${width}×${height}: at every decision the board keeps half the screen and the last move is in view`, async ({
      page,
    }) => {
      // About 20–30 decisions and the Faceless moves between them: 1–2 min on a loaded machine.
      test.setTimeout(360_000);
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openTableAt(page, setup);
      const progress = page.locator('[data-round]');
      const moves = async () => Number(await progress.getAttribute('data-moves'));
      const decision = page.getByRole('region', { name: /^Decision: Allaria \(Elyse\)/ });
      const options = decision
        .getByRole('list', { name: 'Options' })
        .getByRole('button')
        .filter({ hasNotText: /^\d+ Units$/ });
      const gameOver = page.getByRole('heading', { name: /^Game over: / });
      const planned = new Map<string, number>();
      let decisions = 0;

      for (let step = 0; step < 200; step++) {
        await expect(options.first().or(gameOver)).toBeVisible({ timeout: 60_000 });
        if (await gameOver.isVisible()) break;
        const board = await visibleHeight(page, '.map__board');
        expect(
          board,
          `decision ${decisions}: the board shows ${board} of ${height} px`,
        ).toBeGreaterThanOrEqual(height / 2);
        const line = await visibleHeight(page, '.last-move');
        expect(line, `decision ${decisions}: the last move's line is out of view`).toBeGreaterThan(
          0,
        );
        const before = await moves();
        if ((await decision.getAttribute('data-kind')) === 'plan') {
          const round = (await progress.getAttribute('data-round'))!;
          const n = planned.get(round) ?? 0;
          planned.set(round, n + 1);
          if (n >= 2) await decision.getByRole('button', { name: 'Pass', exact: true }).click();
          else await options.first().click();
        } else await options.nth(decisions % (await options.count())).click();
        decisions += 1;
        await expect.poll(moves).not.toBe(before);
      }
      await expect(gameOver).toBeVisible();
      expect(decisions).toBeGreaterThan(10);
    });
  }
}
