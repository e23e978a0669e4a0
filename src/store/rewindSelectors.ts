import type { GameState, Move } from '../engine';
import type { GameStore } from './storeTypes';
import { lastHumanMove, undoStep, type UndoStep } from './history';
import type { RewindRequest } from './rewindActions';

/** Read-only views of undo, redo and the replay for components (stable references per state). */

export const selectUndoStep = (store: GameStore): UndoStep => undoStep(store.history);

export const selectCanRedo = (store: GameStore): boolean => store.redoMoves.length > 0;

export const selectRewindRequest = (store: GameStore): RewindRequest | null => store.rewindRequest;

export const selectReplayAt = (store: GameStore): number | null => store.replayAt;

export const selectHistory = (store: GameStore): GameState[] => store.history;

/**
 * Where the log stood when the last decision a person made was answered: what was logged from
 * there on happened since someone last acted (the combat panel keeps such a combat on screen).
 */
export function selectLogSinceLastHumanMove(store: GameStore): number {
  const k = lastHumanMove(store.history);
  return k === null ? 0 : store.history[k].log.length;
}

/** What Undo would take back: the decision it returns to, its answer and the Faceless moves after. */
export interface UndoTarget {
  /** The position Undo returns to (its pending decision is asked again). */
  state: GameState;
  /** The person's answer to that decision, which Undo takes back. */
  move: Move;
  /** Moves after it, all by Faceless seats or solo preferences, taken back with it. */
  automatonMoves: number;
}

const undoTargets = new WeakMap<readonly GameState[], UndoTarget | null>();

export function selectUndoTarget(store: GameStore): UndoTarget | null {
  const { history, moves } = store;
  let target = undoTargets.get(history);
  if (target === undefined) {
    const k = lastHumanMove(history);
    target =
      k === null || !moves[k]
        ? null
        : { state: history[k], move: moves[k], automatonMoves: history.length - 2 - k };
    undoTargets.set(history, target);
  }
  return target;
}
