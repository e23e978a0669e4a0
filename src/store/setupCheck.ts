import { createGame, type GameSetup, type SetupProblem } from '../engine';

/**
 * The engine's verdict on a table before it starts, each problem with the part of the setup it is
 * about, or none when it would start. The new-game form shows them while people are still
 * choosing, each next to its field, so nothing is silently blocked.
 */
export function setupProblems(setup: GameSetup): SetupProblem[] {
  try {
    const result = createGame(setup);
    return result.ok ? [] : result.problems;
  } catch (e) {
    const message = `The rules engine failed: ${e instanceof Error ? e.message : String(e)}`;
    return [{ field: 'setup', message }];
  }
}
