import './allRules';
import { applyMove, legalMoves, newGame, type GameSetup, type Move } from '../src/engine';
import { toSaveFile } from '../src/store/saveFile';

/** Elyse (Allaria) against three Faceless: the table the README pictures and bench:ui measures. */
export const SOLO_SETUP = (seed: number): GameSetup => ({
  seed,
  seats: [
    { faction: 'allaria', controller: 'human', name: 'Elyse' },
    { faction: 'fulgen', controller: 'faceless' },
    { faction: 'tyveria', controller: 'faceless' },
    { faction: 'skarn', controller: 'faceless' },
  ],
});

/**
 * A save file of a solo game played up to the human's first decision in `round`: the human takes
 * the first legal option every time, the Faceless follow their policy. Loaded as the autosave,
 * it puts the app straight into a mid-game table.
 */
export function midGameSave(seed: number, round: number): string {
  const setup = SOLO_SETUP(seed);
  let state = newGame(setup);
  const moves: Move[] = [];
  while (!(state.round >= round && state.pending && !state.pending.automaton)) {
    if (state.result) throw new Error(`the game ended before round ${round}`);
    const move = legalMoves(state)[0];
    const result = applyMove(state, move);
    if (!result.ok) throw new Error(`move refused: ${result.error.message}`);
    moves.push(move);
    state = result.state;
  }
  return JSON.stringify(toSaveFile(setup, moves, state));
}
