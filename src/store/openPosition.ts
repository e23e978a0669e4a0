import type { GameSetup, GameState, Move } from '../engine';
import { initialRewindState } from './rewindActions';
import type { DemoSession, GameStore } from './storeTypes';

/** A game as it opens: its setup, every position of its moves so far, and how it was opened. */
export interface OpenedPosition {
  setup: GameSetup;
  /** `history[k]` is the position after k moves; the table shows the last. */
  history: GameState[];
  moves: Move[];
  /** A demo opens at its first step with no history: its steps, not Undo, go back. */
  demo?: DemoSession | null;
  /** What the person should know about the save it came from. */
  saveNote?: string | null;
}

/**
 * The one place a game opens or closes on the table: a new game, a save, a demo, a demo played
 * from where it stands, or none ("Leave game", which keeps the setup for the new-game form).
 * Whatever belonged to the game before — its refusal, the hot-seat holder, cards chosen ahead,
 * undo and redo, the replay, a demo — goes with it.
 */
export function openPosition(draft: GameStore, position: OpenedPosition | null): void {
  Object.assign(draft, initialRewindState);
  draft.error = null;
  draft.holder = null;
  draft.handAsked = null;
  draft.planAhead = {};
  draft.demo = position?.demo ?? null;
  if (!position) {
    draft.state = null;
    draft.moves = [];
    return;
  }
  const { setup, history, moves } = position;
  draft.setup = setup;
  draft.moves = moves;
  draft.state = position.demo ? position.demo.states[position.demo.step] : history[moves.length];
  draft.history = history;
  draft.saveError = null;
  draft.savePrefix = null;
  draft.saveNote = position.saveNote ?? null;
}
