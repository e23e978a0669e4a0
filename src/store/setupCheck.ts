import { checkSetup, HOUSE_CONTENT, PLAYABLE_SAGA_ROSTER, type GameSetup } from '../engine/data';

/**
 * The engine's verdict on a table before it starts, in its own words (none when it would start).
 * The new-game form shows it while people are still choosing, so nothing is silently blocked; it
 * is the light check (no piece is placed), so the form asks it before the rules engine loads,
 * against the house content and the Sagas the app's rules install (createGame's defaults).
 */
export function setupProblems(setup: GameSetup): string[] {
  try {
    const result = checkSetup(setup, HOUSE_CONTENT, PLAYABLE_SAGA_ROSTER);
    return result.ok ? [] : result.problems;
  } catch (e) {
    return [`The rules engine failed: ${e instanceof Error ? e.message : String(e)}`];
  }
}
