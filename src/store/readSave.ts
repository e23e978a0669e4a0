import { fingerprint, type GameSetup, type GameState, type Move } from '../engine';
import { replayStates } from './history';
import { parseSave } from './saveFile';

/**
 * A save file's text, read and replayed: what the store loads, or why it refuses. The position
 * the moves replay to must be the one the save recorded (its fingerprint), so a save whose seed
 * or moves were edited is refused instead of loading as another game.
 */
export type ReadSave =
  | {
      ok: true;
      setup: GameSetup;
      moves: Move[];
      /** The position after each move, `states[0]` the opening. */
      states: GameState[];
      /** Something the person should know about a save that loaded (a version 1 save). */
      note: string | null;
    }
  | { ok: false; error: string };

const UNCHECKED =
  'This save was written before saves carried a fingerprint, so the table could not check that it was not edited since.';
const EDITED =
  'This save was edited after it was written: its setup or moves (its seed, say) no longer lead to the position it recorded.';

export function readSave(text: string): ReadSave {
  const parsed = parseSave(text);
  if (!parsed.ok) return parsed;
  const { setup, moves, fingerprint: recorded } = parsed.save;
  const replayed = replayStates(setup, moves);
  if (!replayed.ok)
    return {
      ok: false,
      error: `This save does not replay under the rules: ${replayed.error.replace(/\.$/, '')}.`,
    };
  const { states } = replayed;
  if (recorded !== undefined && fingerprint(states[states.length - 1]) !== recorded)
    return { ok: false, error: EDITED };
  return { ok: true, setup, moves, states, note: recorded === undefined ? UNCHECKED : null };
}
