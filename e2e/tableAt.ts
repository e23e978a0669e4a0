import type { Page } from '@playwright/test';
// The position is replayed here, in Node: every rule loaded first, whichever spec runs first.
import '../scripts/allRules';
import { replay, type GameSetup, type Move } from '../src/engine';
import { toSaveFile } from '../src/store/saveFile';
import { AUTOSAVE_KEY } from '../src/store/setAside';

let opened = 0;

/**
 * Opens the table at a prepared position: the game (a setup, a scenario maybe, and moves) is the
 * autosave the app restores at start-up, set before the page's next load only, so the table's
 * own saves after that stand.
 */
export async function openTableAt(page: Page, setup: GameSetup, moves: Move[] = []): Promise<void> {
  const text = JSON.stringify(toSaveFile(setup, moves, replay(setup, moves)));
  opened += 1;
  await page.addInitScript(
    ([key, save, once]) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, 'yes');
      localStorage.setItem(key, save);
    },
    [AUTOSAVE_KEY, text, `seeded-${opened}`] as const,
  );
  await page.goto('/');
}
