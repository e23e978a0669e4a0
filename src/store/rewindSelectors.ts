import type { GameState, Move } from '../engine';
import type { GameStore } from './storeTypes';
import { lastHumanMove, undoStep, type UndoStep } from './history';

/** Undo as the local frame reads it (localFrame.ts): where it goes and what it takes back. */

export const selectUndoStep = (store: GameStore): UndoStep => undoStep(store.history, store.joined);

/** What Undo would take back: the decision it returns to, its answer and the Faceless moves after. */
export interface UndoTarget {
  /** The position Undo returns to (its pending decision is asked again). */
  state: GameState;
  /** The person's answer to that decision, which Undo takes back. */
  move: Move;
  /** How many times it was given in one gesture (several Units at once), 1 otherwise. */
  times: number;
  /** Moves after it, all by Faceless seats or solo preferences, taken back with it. */
  automatonMoves: number;
}

const undoTargets = new WeakMap<
  readonly GameState[],
  WeakMap<readonly number[], UndoTarget | null>
>();

export function selectUndoTarget(store: GameStore): UndoTarget | null {
  const { history, moves, joined } = store;
  let targets = undoTargets.get(history);
  if (!targets) {
    targets = new WeakMap();
    undoTargets.set(history, targets);
  }
  let target = targets.get(joined);
  if (target === undefined) {
    const k = lastHumanMove(history, joined);
    let times = 1;
    while (k !== null && joined.includes(k + times)) times += 1;
    target =
      k === null || !moves[k]
        ? null
        : {
            state: history[k],
            move: moves[k],
            times,
            automatonMoves: history.length - 1 - k - times,
          };
    targets.set(joined, target);
  }
  return target;
}
