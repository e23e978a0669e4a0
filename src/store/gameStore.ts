import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import { holderAfter } from './device';
import { initialRewindState, rewindActions } from './rewindActions';
import { readSave } from './readSave';
import type { GameStore, GameStoreApi, GameStoreState } from './storeTypes';
import {
  applyMove,
  createGame,
  legalMoves,
  repeatLimit,
  sameMove,
  type Choice,
  type GameState,
  type Move,
} from '../engine';

/**
 * The one place the UI touches the engine (architecture.md "The UI"). The store holds the game as
 * a setup plus the moves applied to it and the resulting state; it never decides a rule itself,
 * it only forwards answers to `applyMove` and keeps what comes back.
 */

const initialState: GameStoreState = {
  setup: null,
  state: null,
  moves: [],
  error: null,
  holder: null,
  handAsked: null,
  saveError: null,
  saveNote: null,
  ...initialRewindState,
  pace: 'normal',
  planAhead: {},
  demo: null,
};

/** Engine calls never throw for a bad move, but an engine bug must not take the table down. */
function attempt<T>(run: () => T): T | { crash: string } {
  try {
    return run();
  } catch (e) {
    return { crash: e instanceof Error ? e.message : String(e) };
  }
}

export function createGameStore(): GameStoreApi {
  return createStore<GameStore>()(
    immer((set, get) => {
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

      /** Plays answers in order; if the rules refuse one, none is recorded. */
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

      /** Applies one move and records it; on refusal the state stays exactly as it was. */
      const play = (move: Move, joined = false): boolean => playAll([move], joined);

      const dropPlans = () => {
        if (Object.keys(get().planAhead).length > 0)
          set((draft) => {
            draft.planAhead = {};
          });
      };

      /** Plays the Planning cards chosen ahead whenever such a person's Planning turn comes. */
      const playPlannedAhead = () => {
        for (;;) {
          const pending = get().state?.pending;
          // Planning is over: nothing chosen ahead carries into the next one.
          if (pending?.kind !== 'plan') return dropPlans();
          const { seat } = pending;
          const plan = get().planAhead[seat];
          if (!plan) return;
          const [card, ...rest] = plan.cards;
          set((draft) => {
            if (card) draft.planAhead[seat] = { ...plan, cards: rest };
            else delete draft.planAhead[seat];
          });
          // Nothing left to play and no pass chosen: the person is asked again.
          if (!card && !plan.passAfter) return;
          const choice: Choice = card ? { kind: 'card', card } : { kind: 'pass' };
          if (!play({ seat, choice })) return dropPlans();
        }
      };

      return {
        ...initialState,
        ...rewindActions(set, get, play, fail),

        startGame(setup) {
          const result = attempt(() => createGame(setup));
          if ('crash' in result) return fail(`The rules engine failed: ${result.crash}`);
          if (!result.ok) return fail(result.error);
          set((draft) => {
            draft.setup = setup;
            draft.state = result.state;
            draft.moves = [];
            draft.error = null;
            draft.holder = null;
            draft.handAsked = null;
            draft.planAhead = {};
            Object.assign(draft, initialRewindState, { history: [result.state] });
            draft.demo = null;
          });
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

        planCards(cards, passAfter) {
          const pending = get().state?.pending;
          if (pending?.kind !== 'plan' || pending.automaton)
            return fail('Cards are chosen ahead only in a person’s Planning.');
          const inHand = new Set(
            pending.options.flatMap((o) => (o.kind === 'card' ? [o.card] : [])),
          );
          if (
            cards.length === 0 ||
            new Set(cards).size !== cards.length ||
            !cards.every((c) => inHand.has(c))
          )
            return fail('Choose each card once, from your hand.');
          const [first, ...rest] = cards;
          if (!play({ seat: pending.seat, choice: { kind: 'card', card: first } })) return false;
          if (rest.length > 0 || passAfter)
            set((draft) => {
              draft.planAhead[pending.seat] = { cards: rest, passAfter };
            });
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
          set((draft) => {
            draft.state = null;
            draft.moves = [];
            draft.error = null;
            draft.holder = null;
            draft.handAsked = null;
            draft.planAhead = {};
            Object.assign(draft, initialRewindState);
            draft.demo = null;
          });
        },

        loadSave(text) {
          const refuse = (message: string): false => {
            set((draft) => {
              draft.saveError = message;
              draft.saveNote = null;
            });
            return false;
          };
          const read = attempt(() => readSave(text));
          if ('crash' in read) return refuse('The table failed while reading this save.');
          if (!read.ok) return refuse(read.error);
          const { setup, moves, states } = read;
          set((draft) => {
            Object.assign(draft, initialRewindState, { history: states });
            draft.setup = setup;
            draft.state = states[moves.length];
            draft.moves = moves;
            draft.error = null;
            draft.saveError = null;
            draft.saveNote = read.note;
            draft.holder = null;
            draft.handAsked = null;
            draft.planAhead = {};
            draft.demo = null;
          });
          return true;
        },

        refuseSave(message) {
          set((draft) => {
            draft.saveError = message;
          });
        },

        clearSaveError() {
          set((draft) => {
            draft.saveError = null;
            draft.saveNote = null;
          });
        },

        takeDevice(seat) {
          set((draft) => {
            draft.holder = seat;
            draft.handAsked = null;
          });
        },

        setPace(pace) {
          set((draft) => {
            draft.pace = pace;
          });
        },

        askForHand() {
          const pending = get().state?.pending;
          if (!pending || pending.automaton) return;
          set((draft) => {
            draft.handAsked = pending.seat;
          });
        },
      };
    }),
  );
}
