import type { GameState } from '../engine';
import type { GameStore } from './gameStore';
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
