import { applyMove, sameMove, type GameState, type Move } from '../engine';
import { holderAfter } from './device';
import type { GetStore, SetStore } from './storeTypes';

/** Engine calls never throw for a bad move, but an engine bug must not take the table down. */
export function attempt<T>(run: () => T): T | { crash: string } {
  try {
    return run();
  } catch (e) {
    return { crash: e instanceof Error ? e.message : String(e) };
  }
}

/** How every slice plays moves: through the engine, recorded in one update, or refused in words. */
export interface Player {
  /** Sets the refusal for the table to show; always false. */
  fail(message: string): false;
  /** Applies one move and records it; on refusal the state stays exactly as it was. */
  play(move: Move, joined?: boolean): boolean;
  /** Plays answers in order; if the rules refuse one, none is recorded. */
  playAll(moves: Move[], joined?: boolean): boolean;
}

export function player(set: SetStore, get: GetStore): Player {
  const fail = (message: string): false => {
    set((draft) => {
      draft.error = message;
    });
    return false;
  };

  /** Why no move may be played now, or null. */
  const closed = (): string | null => {
    const { state, replayAt } = get();
    if (!state) return 'No game is running.';
    if (replayAt !== null) return 'The replay is open: close it to play on.';
    if (get().demo) return 'This is a demo: choose "Play from here" to take over.';
    return null;
  };

  /**
   * Records moves the engine applied, in one update (one autosave, one render); `joined`: the
   * first was played in one gesture with the move before it (the rest always are).
   */
  const record = (played: { state: GameState; move: Move }[], joined: boolean) =>
    set((draft) => {
      played.forEach(({ state, move }, i) => {
        if (joined || i > 0) draft.joined.push(draft.moves.length);
        draft.state = state;
        draft.holder = holderAfter(draft.holder, state);
        draft.moves.push(move);
        draft.history.push(state);
        // Playing the move Redo would play keeps the rest of the redo line; anything else ends it.
        if (draft.redoMoves.length > 0 && sameMove(draft.redoMoves[0], move)) {
          draft.redoMoves.shift();
          draft.redoJoined = draft.redoJoined.filter((k) => k > 0).map((k) => k - 1);
        } else {
          draft.redoMoves = [];
          draft.redoJoined = [];
        }
      });
      draft.handAsked = null;
      draft.rewindRequest = null;
      draft.error = null;
    });

  const playAll = (moves: Move[], joined = false): boolean => {
    const why = closed();
    if (why) return fail(why);
    let state = get().state!;
    const played: { state: GameState; move: Move }[] = [];
    for (const [i, move] of moves.entries()) {
      const result = attempt(() => applyMove(state, move));
      if ('crash' in result) return fail(`The rules engine failed: ${result.crash}`);
      if (!result.ok) {
        const which = moves.length > 1 ? `Unit ${i + 1} of ${moves.length}: ` : '';
        const none = moves.length > 1 ? ' Nothing was played.' : '';
        return fail(`${which}${result.error.message}${none}`);
      }
      played.push({ state: result.state, move: result.move });
      state = result.state;
    }
    record(played, joined);
    return true;
  };

  return { fail, play: (move, joined = false) => playAll([move], joined), playAll };
}
