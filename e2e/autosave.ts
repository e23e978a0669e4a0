import { expect, type Page } from '@playwright/test';
import { AUTOSAVE_KEY } from '../src/store/setAside';

/**
 * The autosave once it holds the table's latest move. The table writes it when the browser is
 * idle after the move (at once when the page is left), so a test that reads it waits for that.
 */
export async function settledAutosave(page: Page): Promise<string> {
  const moves = Number(await page.locator('[data-round]').getAttribute('data-moves'));
  const read = () => page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY);
  const savedMoves = async () => {
    const text = await read();
    return text ? (JSON.parse(text) as { moves: unknown[] }).moves.length : null;
  };
  await expect.poll(savedMoves).toBe(moves);
  return (await read())!;
}
