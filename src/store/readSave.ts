import {
  contentFingerprint,
  fingerprint,
  HOUSE_CONTENT,
  KNOWN_CONTENT,
  type Content,
  type GameSetup,
  type GameState,
  type Move,
} from '../engine';
import { replayStates } from './history';
import { parseSave, type ContentRef } from './saveFile';

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
const CONTENT_CHANGED =
  'This save was played with an earlier edition of its content (cards, map or numbers), and under this one its moves lead elsewhere.';
const CONTENT_EDITED =
  'This save was played with an earlier edition of its content; its moves still lead to the position it recorded.';
// A save's fingerprint covers the whole position, so one from an older table can fail it too.
const EDITED =
  "This save's setup or moves (its seed, say) no longer lead to the position it recorded: it was edited after it was written, or written by an earlier Valerna Table whose positions read differently.";

/** The Content a save names: the house content when it names none (saves before contents). */
function contentOf(ref: ContentRef | undefined): Content | string {
  if (!ref) return HOUSE_CONTENT;
  const known = KNOWN_CONTENT.find((c) => c.id === ref.id);
  if (!known)
    return `This save was played with content "${ref.id}", which this table does not have: load it on the table that has that content.`;
  return known;
}

export function readSave(text: string): ReadSave {
  const parsed = parseSave(text);
  if (!parsed.ok) return parsed;
  const { setup, moves, fingerprint: recorded } = parsed.save;
  const content = contentOf(parsed.save.content);
  if (typeof content === 'string') return { ok: false, error: content };
  const changed =
    parsed.save.content !== undefined &&
    parsed.save.content.fingerprint !== contentFingerprint(content);
  const replayed = replayStates(setup, moves, content);
  if (!replayed.ok)
    return {
      ok: false,
      error: `This save does not replay under the rules: ${replayed.error.replace(/\.$/, '')}.`,
    };
  const { states } = replayed;
  if (recorded !== undefined && fingerprint(states[states.length - 1]) !== recorded)
    return { ok: false, error: changed ? CONTENT_CHANGED : EDITED };
  const note = recorded === undefined ? UNCHECKED : changed ? CONTENT_EDITED : null;
  return { ok: true, setup, moves, states, note };
}
