import type { Move } from '../engine';
import type { GetStore, RewindActions, RewindRequest, RewindState, SetStore } from './storeTypes';

export type { RewindActions, RewindRequest, RewindState } from './storeTypes';
import { sealBetween, undoStep } from './history';

export const initialRewindState: RewindState = {
  history: [],
  redoMoves: [],
  joined: [],
  redoJoined: [],
  rewindRequest: null,
  replayAt: null,
};

export function rewindActions(
  set: SetStore,
  get: GetStore,
  play: (move: Move, joined?: boolean) => boolean,
  fail: (message: string) => false,
): RewindActions {
  /** Truncates the game to `to` moves; the moves dropped become the redo line. */
  const rewindTo = (to: number) => {
    const { history, moves, redoMoves, joined, redoJoined } = get();
    const kept = history.slice(0, to + 1);
    const dropped = [...moves.slice(to), ...redoMoves];
    set((draft) => {
      draft.history = kept;
      draft.state = kept[to];
      draft.moves = moves.slice(0, to);
      draft.redoMoves = dropped;
      draft.joined = joined.filter((k) => k < to);
      draft.redoJoined = [
        ...joined.filter((k) => k >= to).map((k) => k - to),
        ...redoJoined.map((k) => k + moves.length - to),
      ];
      draft.rewindRequest = null;
      draft.replayAt = null;
      draft.error = null;
      // Hot-seat: whoever pressed Undo may not be the person whose decision comes back, so the
      // device is handed over again before any hand shows.
      draft.holder = null;
      draft.handAsked = null;
      // Cards chosen ahead were chosen for the Planning as it went; it goes back, so they go.
      draft.planAhead = {};
    });
  };

  const humanSeats = () =>
    (get().state?.seats ?? []).filter((s) => s.controller === 'human').map((s) => s.id);

  return {
    undo() {
      if (get().replayAt !== null) return fail('The replay is open: close it to play on.');
      const step = undoStep(get().history, get().joined);
      if (!step.possible) return fail(step.why);
      if (step.sealedBy) {
        const request: RewindRequest = {
          reason: 'undo',
          to: step.to,
          sealedBy: step.sealedBy,
          agreed: [],
        };
        set((draft) => {
          draft.rewindRequest = request;
        });
        return false;
      }
      rewindTo(step.to);
      return true;
    },

    redo() {
      if (get().redoMoves.length === 0) return fail('Nothing was taken back.');
      // The first move is the person's (with the rest of its gesture); the Faceless answers after
      // it come back with it.
      if (!play(get().redoMoves[0])) return false;
      while (get().redoJoined[0] === 0) if (!play(get().redoMoves[0], true)) return false;
      while (get().redoMoves.length > 0 && get().state?.pending?.automaton) {
        if (!play(get().redoMoves[0])) return false;
      }
      return true;
    },

    agreeToRewind(seat) {
      const request = get().rewindRequest;
      if (!request || request.agreed.includes(seat)) return;
      const agreed = [...request.agreed, seat];
      if (humanSeats().every((id) => agreed.includes(id))) {
        rewindTo(request.to);
        return;
      }
      set((draft) => {
        draft.rewindRequest!.agreed = agreed;
      });
    },

    cancelRewind() {
      set((draft) => {
        draft.rewindRequest = null;
      });
    },

    openReplay() {
      if (!get().state) return;
      set((draft) => {
        draft.replayAt = draft.moves.length;
        draft.rewindRequest = null;
      });
    },

    stepReplay(moves) {
      set((draft) => {
        if (draft.replayAt === null) return;
        draft.replayAt = Math.max(0, Math.min(draft.moves.length, Math.round(moves)));
      });
    },

    closeReplay() {
      set((draft) => {
        draft.replayAt = null;
        draft.rewindRequest = null;
      });
    },

    playFromHere() {
      const { replayAt, history } = get();
      if (replayAt === null) return;
      const now = history.length - 1;
      if (replayAt === now) {
        get().closeReplay();
        return;
      }
      // Play from here discards later moves of every seat, so every person agrees, sealed or not.
      const request: RewindRequest = {
        reason: 'replay',
        to: replayAt,
        sealedBy: sealBetween(history, replayAt, now),
        agreed: [],
      };
      set((draft) => {
        draft.rewindRequest = request;
      });
    },
  };
}
