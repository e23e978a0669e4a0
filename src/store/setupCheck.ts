import { createGame, type GameSetup } from '../engine';

/**
 * The engine's verdict on a table before it starts, in its own words, or null when it would start.
 * The new-game form shows it while people are still choosing, so nothing is silently blocked.
 */
export function setupProblems(setup: GameSetup): string[] {
  try {
    const result = createGame(setup);
    return result.ok ? [] : result.error.split('; ').filter((p) => p.length > 0);
  } catch (e) {
    return [`The rules engine failed: ${e instanceof Error ? e.message : String(e)}`];
  }
}
