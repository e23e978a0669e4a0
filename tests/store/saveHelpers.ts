import type { GameSetup, SeatSetup } from '../../src/engine';
import { createGameStore, type SaveStorage } from '../../src/store';

export const SEATS: SeatSetup[] = [
  { faction: 'allaria', controller: 'human', name: 'Elyse' },
  { faction: 'fulgen', controller: 'faceless' },
  { faction: 'tyveria', controller: 'faceless' },
  { faction: 'skarn', controller: 'faceless' },
];
export const setup: GameSetup = { seed: 21, seats: SEATS, initiative: 'allaria' };

export function memoryStorage(): SaveStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A version 1 save (no fingerprint): its moves are only checked by replay. */
export const unchecked = (s: GameSetup, moves: unknown[] = []) => ({
  app: 'valerna-table',
  version: 1,
  setup: s,
  moves,
});

/** A game a few moves in: the human plans, the Faceless answer. */
export function playedStore(moves = 6) {
  const store = createGameStore();
  store.getState().startGame(setup);
  for (let i = 0; i < moves; i++) {
    const pending = store.getState().state!.pending!;
    if (pending.automaton) store.getState().advanceFaceless();
    else store.getState().choose(pending.options[0]);
  }
  return store;
}
