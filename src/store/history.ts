import {
  applyMove,
  createGame,
  HOUSE_CONTENT,
  type Content,
  type GameSetup,
  type GameState,
  type Move,
  type MoveError,
} from '../engine';
import type { UndoStep } from '../source/tableSource';
import { sealOf } from './undoPolicy';

/**
 * The game's past as the store keeps it: `history[k]` is the position after k moves (`history[0]`
 * the opening), so undo, redo and replay step through states without re-running the rules.
 * A whole game is a few hundred states sharing their log entries, well within memory.
 */

/** The first move the rules refused: its index in the moves (0-based) and the engine's refusal. */
export interface RefusedMove {
  index: number;
  error: MoveError;
}

/**
 * `states` holds the opening and the position after each move up to `refused`, the first move the
 * rules refuse (null when they all play); or there is no game: the setup is refused, or the
 * engine itself failed.
 */
export type Replay =
  { ok: true; states: GameState[]; refused: RefusedMove | null } | { ok: false; error: string };

/**
 * Every position of a game as far as its moves are legal, or why there is none: the setup, or a
 * failure of the engine itself (at which move, 1-based as `replay` counts). Never throws.
 */
export function replayStates(
  setup: GameSetup,
  moves: readonly Move[],
  content: Content = HOUSE_CONTENT,
): Replay {
  let at = 'the setup';
  try {
    const created = createGame(setup, content);
    if (!created.ok) return { ok: false, error: `the setup: ${created.error}` };
    const states = [created.state];
    for (let i = 0; i < moves.length; i++) {
      at = `move ${i + 1}`;
      const result = applyMove(states[i], moves[i]);
      if (!result.ok) return { ok: true, states, refused: { index: i, error: result.error } };
      states.push(result.state);
    }
    return { ok: true, states, refused: null };
  } catch (e) {
    // An engine bug: the person gets words, the console keeps the details for a bug report.
    console.error(e);
    return { ok: false, error: `the rules engine failed at ${at} (a fault of the table)` };
  }
}

/** Every position of a game the table itself made; throws naming the first move refused. */
export function statesAlong(setup: GameSetup, moves: Move[]): GameState[] {
  const replayed = replayStates(setup, moves);
  if (!replayed.ok) throw new Error(replayed.error);
  const { refused } = replayed;
  if (refused) throw new Error(`move ${refused.index + 1}: ${refused.error.message}`);
  return replayed.states;
}

/** A person answered the decision waiting in this state (not a Faceless or a solo preference). */
const humanDecides = (state: GameState) => Boolean(state.pending && !state.pending.automaton);

/**
 * How many moves stood before the last decision a person made, or null when nobody has decided
 * yet. A gesture of several Units (`joined`: the moves played with the one before) is one decision.
 */
export function lastHumanMove(
  history: readonly GameState[],
  joined: readonly number[] = [],
): number | null {
  for (let k = history.length - 2; k >= 0; k--) {
    if (!humanDecides(history[k])) continue;
    while (joined.includes(k)) k -= 1;
    return k;
  }
  return null;
}

/** The first seal (undoPolicy) among the moves from position `from` up to position `to`. */
export function sealBetween(
  history: readonly GameState[],
  from: number,
  to: number,
): string | null {
  for (let k = from; k < to; k++) {
    const seal = sealOf(history[k], history[k + 1]);
    if (seal) return seal;
  }
  return null;
}

export type { UndoStep } from '../source/tableSource';

const undoSteps = new WeakMap<readonly GameState[], WeakMap<readonly number[], UndoStep>>();

/**
 * Where Undo goes: to just before the last decision a person made (a gesture of several Units as
 * one), taking back the Faceless moves after it too (autoplay re-runs them when play resumes).
 * `sealedBy` says why everyone must agree.
 */
export function undoStep(history: readonly GameState[], joined: readonly number[]): UndoStep {
  let steps = undoSteps.get(history);
  if (!steps) {
    steps = new WeakMap();
    undoSteps.set(history, steps);
  }
  let step = steps.get(joined);
  if (!step) {
    const to = lastHumanMove(history, joined);
    step =
      to === null
        ? { possible: false, why: 'No one has made a decision yet.' }
        : { possible: true, to, sealedBy: sealBetween(history, to, history.length - 1) };
    steps.set(joined, step);
  }
  return step;
}
