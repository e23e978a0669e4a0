import { createGame, legalMoves, repeatLimit, type Move } from '../engine';
import { openPosition } from './openPosition';
import { attempt, type Player } from './player';
import type { GetStore, PlayActions, PlayState, SetStore } from './storeTypes';

export const initialPlayState: PlayState = { setup: null, state: null, moves: [], error: null };

/**
 * The game itself: it starts, a person answers, a Faceless plays, a person leaves. Every answer
 * goes through the engine (`player`); the store never decides a rule.
 */
export function playActions(
  set: SetStore,
  get: GetStore,
  { play, playAll, fail }: Player,
  playPlannedAhead: () => void,
): PlayActions {
  return {
    startGame(setup) {
      const result = attempt(() => createGame(setup));
      if ('crash' in result) return fail(`The rules engine failed: ${result.crash}`);
      if (!result.ok) return fail(result.error);
      set((draft) => openPosition(draft, { setup, history: [result.state], moves: [] }));
      return true;
    },

    choose(choice) {
      const pending = get().state?.pending;
      if (!pending) return fail('No decision is waiting.');
      if (!play({ seat: pending.seat, choice })) return false;
      playPlannedAhead();
      return true;
    },

    chooseSeveral(choice, count) {
      const state = get().state;
      const pending = state?.pending;
      if (!state || !pending) return fail('No decision is waiting.');
      const most = repeatLimit(state, choice);
      if (!Number.isInteger(count) || count < 1 || count > most)
        return fail(`Only ${most} can go that way now; nothing was played.`);
      const move: Move = { seat: pending.seat, choice };
      if (!playAll(Array.from({ length: count }, () => move))) return false;
      playPlannedAhead();
      return true;
    },

    advanceFaceless() {
      const { state } = get();
      const pending = state?.pending;
      if (!state || !pending?.automaton) return fail('No Faceless decision is waiting.');
      // legalMoves gives exactly one move for a Faceless decision: {kind:'auto'}.
      const [move] = legalMoves(state);
      if (!move) return fail('No Faceless decision is waiting.');
      if (!play(move)) return false;
      playPlannedAhead();
      return true;
    },

    clearError() {
      set((draft) => {
        draft.error = null;
      });
    },

    leaveGame() {
      set((draft) => openPosition(draft, null));
    },
  };
}
