import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import { demoActions, initialDemoState } from './demoActions';
import { filesActions, initialFilesState } from './filesActions';
import { hotSeatActions, initialHotSeatState } from './hotSeatActions';
import { player } from './player';
import { initialPlayState, playActions } from './playActions';
import { initialRewindState, rewindActions } from './rewindActions';
import type { GameStore, GameStoreApi, GameStoreState } from './storeTypes';

/**
 * This device's game (docs/architecture.md "The store"): a setup, the moves applied to it and the
 * positions they led to, with what a table around one screen adds — hot-seat hand-offs, the
 * Faceless pace, undo and replay, demos, files. It never decides a rule itself: every answer
 * goes to the engine's `applyMove` and the store keeps what comes back. Each concern is a slice
 * of its own; `player` is how they all play moves, `openPosition` how a game opens or closes.
 */

const initialState: GameStoreState = {
  ...initialPlayState,
  ...initialHotSeatState,
  ...initialFilesState,
  pace: 'normal',
  ...initialDemoState,
  ...initialRewindState,
};

export function createGameStore(): GameStoreApi {
  return createStore<GameStore>()(
    immer((set, get, store) => {
      const moves = player(set, get);
      const { playPlannedAhead, ...hotSeat } = hotSeatActions(set, get, moves);
      const play = playActions(set, get, moves, playPlannedAhead);
      return {
        ...initialState,
        ...play,
        ...hotSeat,
        ...filesActions(set, get, moves, play.startGame, store),
        setPace(pace) {
          set((draft) => {
            draft.pace = pace;
          });
        },
        ...demoActions(set, get),
        ...rewindActions(set, get, moves.play, moves.fail),
      };
    }),
  );
}
