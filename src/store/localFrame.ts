import { gameStats, view, type GameState, type GameStats } from '../engine';
import type {
  DemoFrame,
  LastMove,
  ReplayFrame,
  TableFrame,
  TimeFrame,
  UndoOffer,
} from '../source/tableSource';
import { EMPTY_FRAME } from '../source/tableSource';
import { lastHumanMove, undoStep } from './history';
import {
  selectDecisionFacts,
  selectDeciderView,
  selectDemoStepPlaces,
  selectFacelessStrength,
  selectFacelessToAct,
  selectHandShownFor,
  selectLastMoveHighlights,
  selectMayAskForHand,
  selectPassTo,
  viewFor,
} from './selectors';
import { selectUndoTarget } from './rewindSelectors';
import type { GameStore } from './storeTypes';

/**
 * The frame this device's game gives the table (src/source/tableSource.ts): the store's game as
 * the UI draws it. Every part is kept from the frame before while the store's part it comes from
 * is the same object, so a panel that reads a part is drawn again only when that part changed.
 */
export function localFrame(store: GameStore, before: TableFrame): TableFrame {
  const { state } = store;
  if (!state) return { ...EMPTY_FRAME, files: filesOf(store, before) };
  return {
    table: viewFor(state, 'table'),
    seat: selectDeciderView(store),
    handShownFor: selectHandShownFor(store),
    decision: selectDecisionFacts(store),
    lastMove: same(selectLastMoveHighlights(store) as LastMove | null, before.lastMove),
    error: store.error,
    facelessStrength: selectFacelessStrength(store),
    ending: endingOf(store),
    hotSeat: same(
      { passTo: selectPassTo(store), mayAskForHand: selectMayAskForHand(store) },
      before.hotSeat,
    ),
    pace: same({ pace: store.pace, facelessToAct: selectFacelessToAct(store) }, before.pace),
    time: timeOf(store, before.time),
    replay: replayOf(store, before.replay),
    demo: demoOf(store, before.demo),
    files: filesOf(store, before),
  };
}

/** `next`, or `kept` when it holds the same values (one level deep). */
function same<T extends object>(next: T | null, kept: T | null): T | null {
  if (next === null || kept === null) return next;
  const keys = Object.keys(next) as (keyof T)[];
  return keys.length === Object.keys(kept).length && keys.every((k) => next[k] === kept[k])
    ? kept
    : next;
}

function filesOf(store: GameStore, before: TableFrame) {
  return same(
    {
      saveError: store.saveError,
      saveNote: store.saveNote,
      continueFrom: store.savePrefix?.moves.length ?? null,
    },
    before.files,
  );
}

function timeOf(store: GameStore, kept: TimeFrame | null): TimeFrame {
  const target = selectUndoTarget(store);
  const undoOffer: UndoOffer | null = target && {
    decision: target.state.pending!,
    answer: target.move.choice,
    times: target.times,
    automatonMoves: target.automatonMoves,
  };
  const k = lastHumanMove(store.history);
  return same(
    {
      moveCount: store.moves.length,
      undo: undoStep(store.history, store.joined),
      undoOffer: same(undoOffer, kept?.undoOffer ?? null),
      canRedo: store.redoMoves.length > 0,
      rewindRequest: store.rewindRequest,
      logSinceLastPersonMove: k === null ? 0 : store.history[k].log.length,
    },
    kept,
  )!;
}

/** The past position as an onlooker sees it: no decision, so nothing can be answered there. */
const pastFrames = new WeakMap<GameState, TableFrame>();

function pastFrame(state: GameState): TableFrame {
  let frame = pastFrames.get(state);
  if (!frame) {
    frame = { ...EMPTY_FRAME, table: view({ ...state, pending: null }, 'table') };
    pastFrames.set(state, frame);
  }
  return frame;
}

function replayOf(store: GameStore, kept: ReplayFrame | null): ReplayFrame | null {
  const { replayAt: at, history, moves } = store;
  if (at === null) return null;
  const shown = history[at];
  if (kept && kept.at === at && kept.past === pastFrames.get(shown) && kept.length === moves.length)
    return kept;
  const before = history[at - 1];
  return {
    at,
    length: moves.length,
    past: pastFrame(shown),
    mover: at > 0 ? moves[at - 1].seat : null,
    lines: before ? shown.log.slice(before.log.length) : [],
  };
}

function demoOf(store: GameStore, kept: DemoFrame | null): DemoFrame | null {
  const session = store.demo;
  if (!session) return null;
  return same(
    { demo: session.demo, step: session.step, places: selectDemoStepPlaces(store) },
    kept,
  );
}

const endings = new WeakMap<GameState, GameStats>();

/** The game's numbers once it is over, from every position it went through (made once). */
function endingOf(store: GameStore): GameStats | null {
  const { state, history } = store;
  if (!state?.result) return null;
  let stats = endings.get(state);
  if (!stats) {
    stats = gameStats(history[history.length - 1] === state ? history : [state]);
    endings.set(state, stats);
  }
  return stats;
}
