import {
  decisionTrace,
  describeDecision,
  movePlaces,
  strengthApplies,
  view,
  type Decision,
  type DecisionFacts,
  type FacelessStrength,
  type GameState,
  type GameView,
  type RegionId,
  type SeatId,
  type Viewer,
} from '../engine';
import type { GameStore } from './storeTypes';

/**
 * Read-only views of the store for components. Selectors return stable references for an
 * unchanged state (React re-renders only when the answer changes), so derived values such as
 * `view(state, seat)` are cached per state object.
 */

const viewCache = new WeakMap<GameState, Map<Viewer, GameView>>();
/** The last view made for each viewer, so the next one keeps the lists a move left unchanged. */
const lastViews = new Map<Viewer, GameView>();

/** What one seat (or an onlooker, 'table') may see: other seats' hands are hidden by the engine. */
export function viewFor(state: GameState, viewer: Viewer): GameView {
  let perViewer = viewCache.get(state);
  if (!perViewer) {
    perViewer = new Map();
    viewCache.set(state, perViewer);
  }
  let seen = perViewer.get(viewer);
  if (!seen) {
    seen = view(state, viewer, lastViews.get(viewer));
    perViewer.set(viewer, seen);
    lastViews.set(viewer, seen);
  }
  return seen;
}

export const selectView =
  (viewer: Viewer) =>
  (store: GameStore): GameView | null =>
    store.state ? viewFor(store.state, viewer) : null;

export const selectPending = (store: GameStore): Decision | null => store.state?.pending ?? null;

/** RB-44d: the game's Faceless strength, when people play against Faceless seats for it to matter. */
export const selectFacelessStrength = (store: GameStore): FacelessStrength | null =>
  store.state && strengthApplies(store.state.seats) ? store.state.options.facelessStrength : null;

const factsCache = new WeakMap<GameState, DecisionFacts | null>();

/**
 * What the pending decision's options mean (the engine's describeDecision), for the person who
 * decides: where each lives and the numbers to choose by. Null for a Faceless decision or a demo,
 * like the decider's view, and cached per state.
 */
export function selectDecisionFacts(store: GameStore): DecisionFacts | null {
  const state = store.state;
  if (!state?.pending || state.pending.automaton || store.demo) return null;
  let facts = factsCache.get(state);
  if (facts === undefined) {
    facts = describeDecision(state);
    factsCache.set(state, facts);
  }
  return facts;
}

/**
 * True when a Faceless seat's decision is waiting for the automaton to play it. The automata wait
 * while the table looks back (replay) or decides on a take-back, so the past they would change
 * stays put.
 */
export const selectFacelessToAct = (store: GameStore): boolean =>
  Boolean(
    store.state?.pending?.automaton &&
    !store.state.result &&
    !store.demo &&
    store.replayAt === null &&
    !store.rewindRequest,
  );

const humanSeats = (state: GameState) =>
  state.seats.filter((seat) => seat.controller === 'human').length;

/** A decision that shows its seat's hand: Planning, Vaala, or any whose options name hand cards. */
export function isPrivateDecision(decision: Decision): boolean {
  return (
    decision.kind === 'plan' ||
    decision.kind === 'vaala' ||
    decision.options.some((o) => o.kind === 'card' || o.kind === 'vaala')
  );
}

/**
 * Hot-seat (docs/ui.md "Hot-seat"): the human seat the device must be passed to before its private
 * decision (or before a hand its person asked to see), or null. With one person at the table there
 * is nobody to hide a hand from.
 */
export function selectPassTo(store: GameStore): SeatId | null {
  const state = store.state;
  const pending = state?.pending;
  if (!state || !pending || pending.automaton || state.result || store.demo) return null;
  if (humanSeats(state) < 2 || store.holder === pending.seat) return null;
  return isPrivateDecision(pending) || store.handAsked === pending.seat ? pending.seat : null;
}

/**
 * Hot-seat: the deciding person may ask for their hand, because this decision does not show it
 * (another person held the device last). The seat, or null when the hand is on screen already.
 */
export function selectMayAskForHand(store: GameStore): SeatId | null {
  const state = store.state;
  const pending = state?.pending;
  if (!state || !pending || pending.automaton || state.result || store.demo) return null;
  if (humanSeats(state) < 2 || store.holder === pending.seat) return null;
  return isPrivateDecision(pending) ? null : pending.seat;
}

/** Whose hand may be on screen now: the deciding human seat, once it holds the device. */
export function selectHandShownFor(store: GameStore): SeatId | null {
  const state = store.state;
  const pending = state?.pending;
  if (!state || !pending || pending.automaton) return null;
  if (humanSeats(state) < 2 || store.holder === pending.seat) return pending.seat;
  return null;
}

/**
 * The view for the seat that is deciding, when that seat is a human player: the only view through
 * which a hand may be shown (a Faceless hand is its private deck and is never shown).
 */
export function selectDeciderView(store: GameStore): GameView | null {
  const state = store.state;
  const pending = state?.pending;
  // In a demo nobody answers: the steps do, so no options are offered.
  if (!state || !pending || pending.automaton || store.demo) return null;
  return viewFor(state, pending.seat);
}

/**
 * What the last decision did, for the map and the log to light (docs/ui.md "Following the
 * Faceless"): a person's or an automaton's, and not what the rules ran on their own after it in the
 * same move (the Clean-up, a new round's Event and Power, a next Glyph: the engine's
 * decisionTrace).
 */
export interface LastMoveHighlights {
  /** Who made it, and whether an automaton (a Faceless or a solo preference) did. */
  seat: SeatId;
  automaton: boolean;
  /** Where it happened, in map order. */
  regions: RegionId[];
  /** Its log lines: `log.slice(logFrom, logTo)` of the current state. */
  logFrom: number;
  logTo: number;
}

const highlightCache = new WeakMap<GameState, LastMoveHighlights | null>();

/** The last decision's places and log lines, or null before the first move. */
export function selectLastMoveHighlights(store: GameStore): LastMoveHighlights | null {
  const { history, moves, state } = store;
  // The history must end at the state shown, each position after its move.
  if (!state || history.length < 2 || history.length !== moves.length + 1) return null;
  if (history[history.length - 1] !== state) return null;
  let found = highlightCache.get(state);
  if (found === undefined) {
    const before = history[history.length - 2];
    const move = moves[moves.length - 1];
    const trace = decisionTrace(before, move);
    found = trace && {
      seat: move.seat,
      automaton: Boolean(before.pending?.automaton),
      regions: trace.regions,
      logFrom: before.log.length,
      logTo: trace.logTo,
    };
    highlightCache.set(state, found);
  }
  return found;
}

const demoPlacesCache = new WeakMap<GameState, RegionId[]>();

/**
 * In a demo, the places its step on show changed since the step before (the engine's movePlaces
 * over the step's moves), for the map to mark what changed (docs/ui.md "Rules demos at game
 * night"); null outside a demo and at its first step.
 */
export function selectDemoStepPlaces(store: GameStore): RegionId[] | null {
  const session = store.demo;
  if (!session || session.step === 0) return null;
  const state = session.states[session.step];
  let found = demoPlacesCache.get(state);
  if (!found) {
    found = movePlaces(session.states[session.step - 1], state);
    demoPlacesCache.set(state, found);
  }
  return found;
}
