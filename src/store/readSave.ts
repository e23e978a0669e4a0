import {
  contentFingerprint,
  fingerprint,
  gameOutcome,
  HOUSE_CONTENT,
  KNOWN_CONTENT,
  dataFingerprint,
  RULES_VERSION,
  type Content,
  type GameSetup,
  type GameState,
  type Move,
} from '../engine';
import { replayStates } from './history';
import { parseSave, SAVE_VERSION, type ContentRef, type SaveContents } from './saveFile';
import { moveWords, outcomeWords } from './saveWords';

/**
 * A save file's text, read and replayed with today's engine: what the store loads, or why it
 * refuses. Every move passes the engine's strict boundary (`applyMove`), in order. How a save is
 * checked beyond that depends on what its version recorded (saveFile.ts):
 *
 * - **Version 3** names its rules version and its outcome, sealed by a fingerprint. A broken seal
 *   is an edit: refused. Under the same rules (and content) the moves must lead to that outcome,
 *   every one allowed, or the file was edited after it was written (made up with its seal
 *   recomputed): refused. Under other rules a game may rightly go elsewhere: it loads with a note
 *   saying where it stood when saved and where it stands now. That is the most honest thing for a
 *   player: every move they made is still a legal move, the position on the table is exactly what
 *   those moves give under today's rules, and they are told it differs from what they left;
 *   refusing would leave them no game at all, and nothing else can be offered (a save records no
 *   position between its first and last move to go back to).
 * - **Version 2** recorded the fingerprint of its whole final position, log and frames included.
 *   When today's replay gives that position, the save is checked. When it does not but every
 *   move is allowed, the save loads with a note: an earlier table wrote it, its moves were
 *   checked one by one, and it could not be checked for edits. An edited save cannot be told
 *   from one an earlier table wrote, in general: both replay to a position whose fingerprint
 *   differs, and today's engine cannot compute the one an earlier engine gave. (Most edits of a
 *   setup, such as its seed, deal another game, and then an early move is refused anyway.)
 * - **Version 1** recorded nothing to check against: it loads with a note saying so.
 *
 * When a move is refused (or can no longer be read) and the file is not known to be edited, the
 * refusal says which move and why in words, and offers the moves before it as a game to continue
 * (`prefix`): the longest legal beginning of the game.
 */
export type ReadSave =
  | {
      ok: true;
      setup: GameSetup;
      moves: Move[];
      /** The position after each move, `states[0]` the opening. */
      states: GameState[];
      /** Something the person should know about a save that loaded, or null. */
      note: string | null;
      /**
       * The note speaks of the file, not of the game: what could not be checked for edits (an old
       * save), which edition of the content it played. Worth saying of a file someone brings, not
       * of the table's own autosave. Otherwise it says that the game stands elsewhere than when
       * it was saved, which whoever plays on should always hear.
       */
      noteIsAboutTheFile: boolean;
    }
  | { ok: false; error: string; prefix: SavePrefix | null };

/** The longest legal beginning of a refused save, offered as a game to continue. */
export interface SavePrefix {
  setup: GameSetup;
  /** The moves before the refused one (possibly none). */
  moves: Move[];
  /** The position after each of them, `states[0]` the opening. */
  states: GameState[];
  /** The refused move, 1-based: the prefix holds the moves before it. */
  refusedMove: number;
  /** What to say once the prefix opens. */
  note: string;
}

const UNCHECKED =
  'This save was written before saves carried a fingerprint, so the table could not check that it was not edited since.';
const EARLIER_TABLE =
  'This save was written by an earlier Valerna Table, whose positions read differently, so it could not be checked for edits; its moves were checked one by one against today’s rules, and all of them are allowed.';
const CONTENT_EDITED =
  'This save was played with an earlier edition of its content; its moves still lead where it recorded.';
const CONTENT_CHANGED =
  'This save was played with an earlier edition of its content (cards, map or numbers), and under this one its moves lead elsewhere.';
const UNSEALED =
  'This save was edited after it was written: its fingerprint is not the one its setup, moves and outcome give.';

/** The Content a save names: the house content when it names none (saves before contents). */
function contentOf(ref: ContentRef | undefined): Content | string {
  if (!ref) return HOUSE_CONTENT;
  const known = KNOWN_CONTENT.find((c) => c.id === ref.id);
  if (!known)
    return `This save was played with content "${ref.id}", which this table does not have: load it on the table that has that content.`;
  return known;
}

/** The first move that does not play: its number (1-based), and in words what and why. */
interface Stop {
  number: number;
  /** "its move 38 (Allaria: Hollowdepths) is not allowed (That is not one of …)"; `no longer`. */
  words: (noLonger: boolean) => string;
}

const sentence = (text: string) => text.replace(/\.$/, '');

/** Why the moves stop short, if they do: the first refused or unreadable move. */
function stopOf(
  save: SaveContents,
  states: GameState[],
  refused: { index: number; error: { message: string } } | null,
  content: Content,
): Stop | null {
  if (refused) {
    const move = moveWords(content, save.moves[refused.index]);
    const why = sentence(refused.error.message);
    return {
      number: refused.index + 1,
      words: (noLonger) =>
        `its move ${refused.index + 1} (${move}) is ${noLonger ? 'no longer' : 'not'} allowed (${why})`,
    };
  }
  if (!save.unreadable) return null;
  const { index, problem } = save.unreadable;
  // An unreadable move after the game ended is refused as any move would be.
  if (states[states.length - 1].result)
    return {
      number: index + 1,
      words: () => `its move ${index + 1} comes after the end of the game`,
    };
  return {
    number: index + 1,
    words: (noLonger) =>
      `its move ${index + 1} can${noLonger ? ' no longer' : 'not'} be read (${problem})`,
  };
}

/** Outcomes are compared as data: the canonical digests of two small objects. */
const sameOutcome = (a: unknown, b: unknown) => dataFingerprint(a) === dataFingerprint(b);

/** The words of a version 3 save whose rules (or else content) are not this table's. */
function underOtherRules({ rulesVersion }: Extract<SaveContents, { version: 3 }>): string {
  const versions = `it names rules version ${rulesVersion}; this table plays version ${RULES_VERSION}`;
  if (rulesVersion < RULES_VERSION)
    return `The rules changed since this save was written (${versions})`;
  if (rulesVersion > RULES_VERSION)
    return `This save was written under newer rules than this table plays (${versions}: update the table to play it as it was)`;
  return 'This save was played with an earlier edition of its content (cards, map or numbers)';
}

/** A refusal that offers the moves before `stop` as a game to continue. */
function withPrefix(error: string, save: SaveContents, states: GameState[], stop: Stop): ReadSave {
  const kept = stop.number - 1;
  return {
    ok: false,
    error,
    prefix: {
      setup: save.setup,
      moves: save.moves.slice(0, kept),
      states: states.slice(0, kept + 1),
      refusedMove: stop.number,
      note:
        kept === 0
          ? 'This game starts afresh from the setup of a save whose first move today’s rules do not allow.'
          : `This game goes on from the first ${kept === 1 ? 'move' : `${kept} moves`} of a save whose move ${stop.number} today’s rules do not allow.`,
    },
  };
}

const refusal = (error: string): ReadSave => ({ ok: false, error, prefix: null });

export function readSave(text: string): ReadSave {
  const parsed = parseSave(text);
  if (!parsed.ok) return refusal(parsed.error);
  const save = parsed.save;
  if (save.version === SAVE_VERSION && !save.sealed)
    return refusal(
      save.unreadable ? `This save is damaged (${save.unreadable.problem}).` : UNSEALED,
    );
  const content = contentOf(save.content);
  if (typeof content === 'string') return refusal(content);
  const changed =
    save.content !== undefined && save.content.fingerprint !== contentFingerprint(content);
  const replayed = replayStates(save.setup, save.moves, content);
  if (!replayed.ok)
    return refusal(`This save does not replay under the rules: ${sentence(replayed.error)}.`);
  const { states, refused } = replayed;
  const stop = stopOf(save, states, refused, content);
  const last = states[states.length - 1];
  const loads = (note: string | null, noteIsAboutTheFile = false): ReadSave => ({
    ok: true,
    setup: save.setup,
    moves: save.moves,
    states,
    note,
    noteIsAboutTheFile,
  });

  if (save.version === SAVE_VERSION) {
    const sameRules = save.rulesVersion === RULES_VERSION && !changed;
    const now = gameOutcome(last);
    if (stop)
      return sameRules
        ? refusal(
            `This save was edited after it was written: ${stop.words(false)}, under the very rules it was written with (rules version ${RULES_VERSION}).`,
          )
        : withPrefix(`${underOtherRules(save)}: ${stop.words(true)}.`, save, states, stop);
    if (sameOutcome(now, save.outcome)) return loads(changed ? CONTENT_EDITED : null, true);
    const where = `When it was saved: ${outcomeWords(content, save.outcome)}. Now: ${outcomeWords(content, now)}.`;
    if (sameRules)
      return refusal(
        `This save was edited after it was written: under the very rules it was written with (rules version ${RULES_VERSION}) its moves lead elsewhere than it says. ${where}`,
      );
    return loads(
      `${underOtherRules(save)}: its moves are all still allowed, but they lead elsewhere. ${where}`,
    );
  }

  if (stop)
    return withPrefix(
      `This save was written by an earlier Valerna Table, and under today’s rules ${stop.words(false)}: the rules changed since it was written, or the file was edited.`,
      save,
      states,
      stop,
    );
  if (save.fingerprint === undefined) return loads(UNCHECKED, true);
  if (fingerprint(last) === save.fingerprint) return loads(changed ? CONTENT_EDITED : null, true);
  // See above: an edited version 2 save cannot be told from one an earlier table wrote.
  return changed ? loads(CONTENT_CHANGED) : loads(EARLIER_TABLE, true);
}
