import {
  checkSetup,
  HOUSE_CONTENT,
  PLAYABLE_SAGA_ROSTER,
  type GameSetup,
  type SetupProblem,
} from '../engine/data';

/**
 * The engine's verdict on a table before it starts, each problem with the part of the setup it is
 * about, or none when it would start. The new-game form shows them while people are still
 * choosing, each next to its field, so nothing is silently blocked; it is the light check (no
 * piece is placed), so the form asks it before the rules engine loads, against the house content
 * and the Sagas the app's rules install (createGame's defaults).
 */
export function setupProblems(setup: GameSetup): SetupProblem[] {
  try {
    const result = checkSetup(setup, HOUSE_CONTENT, PLAYABLE_SAGA_ROSTER);
    return result.ok ? [] : result.problems;
  } catch (e) {
    const message = `The rules engine failed: ${e instanceof Error ? e.message : String(e)}`;
    return [{ field: 'setup', message }];
  }
}
