import { regionStatus, type RegionStatus } from '../board';
import { REGION_IDS } from '../content/ids';
import { sameData } from '../sameData';
import { seatFacts, type SeatFacts } from './seatFacts';
import type {
  CardId,
  Decision,
  GameState,
  RegionId,
  SeatId,
  SeatState,
  StackCard,
  VaalaId,
} from '../types';

export type Viewer = SeatId | 'table';

export interface SeatView extends Omit<SeatState, 'hand' | 'vaalaHand' | 'vaalaDeck'> {
  /** Null when the viewer may not see this hand. */
  hand: CardId[] | null;
  handCount: number;
  vaalaHand: VaalaId[] | null;
  vaalaHandCount: number;
  vaalaDeckCount: number;
}

/** A face-down card shows its back (which deck it came from) and, for an Action card, its owner. */
export type StackCardView =
  StackCard | { kind: 'hidden'; back: StackCard['kind']; seat: SeatId | null };

export interface GameView extends Omit<
  GameState,
  | 'seats'
  | 'stack'
  | 'eventDeck'
  | 'regionDeck'
  | 'denizenDeck'
  | 'stageDeck'
  | 'rng'
  | 'scriptedDice'
  | 'pending'
> {
  viewer: Viewer;
  seats: SeatView[];
  stack: StackCardView[];
  deckCounts: { events: number; regions: number; denizens: number; stages: number };
  /** RB-7, EV-SAGA-HOLD-23: each region's status as the rules read it now. */
  statuses: Record<RegionId, RegionStatus>;
  /** What the rules say of each seat now, for the player boards (seatFacts.ts). */
  seatFacts: Partial<Record<SeatId, SeatFacts>>;
  /** The waiting decision; its options only for the seat that decides. */
  pending: (Omit<Decision, 'options'> & { options: Decision['options'] | null }) | null;
}

/**
 * What one seat (or an onlooker at the table) may see: no other hands, no deck order, no RNG.
 * The effect frames are shown: they say where the game stands (whose turn, which Glyph, which
 * combat step) and hold nothing a player at the table could not see — only revealed cards,
 * seats, regions and counts.
 *
 * `previous`, the last view shown to the same viewer: a move starts every list afresh (draft.ts),
 * so a list that holds the same items as that view's is given back as that view's list, and the
 * table does not draw again the lineup a move left as it was (docs/architecture.md "Structural
 * sharing": components memo by reference).
 */
export function view(state: GameState, viewer: Viewer, previous?: GameView | null): GameView {
  const last = previous?.viewer === viewer ? previous : null;
  const shown: Pick<GameView, 'seats' | 'stack' | 'lineup' | 'creatures' | 'dials' | 'relics'> = {
    seats: sameOr(
      state.seats.map((seat) => seatView(seat, viewer)),
      last?.seats,
    ),
    stack: sameOr(
      state.stack.map((card) => stackCardView(card, viewer)),
      last?.stack,
    ),
    lineup: sameOr(state.lineup, last?.lineup),
    creatures: sameOr(state.creatures, last?.creatures),
    dials: sameOr(state.dials, last?.dials),
    // Token counts by card: the same counts are the same data.
    relics: last && sameData(state.relics, last.relics) ? last.relics : state.relics,
  };
  const { seats, stack } = shown;
  const pending = state.pending && {
    ...state.pending,
    options: state.pending.seat === viewer ? [...state.pending.options] : null,
  };
  return {
    schema: state.schema,
    content: state.content,
    viewer,
    round: state.round,
    phase: state.phase,
    seats,
    initiative: state.initiative,
    regions: state.regions,
    supply: state.supply,
    eventDiscard: state.eventDiscard,
    lineup: shown.lineup,
    denizenDiscard: state.denizenDiscard,
    creatures: shown.creatures,
    options: state.options,
    sagas: state.sagas,
    stageDiscard: state.stageDiscard,
    dials: shown.dials,
    strongholds: state.strongholds,
    ally: state.ally,
    relics: shown.relics,
    stack,
    frames: state.frames,
    deckCounts: {
      events: state.eventDeck.length,
      regions: state.regionDeck.length,
      denizens: state.denizenDeck.length,
      stages: state.stageDeck.length,
    },
    statuses: Object.fromEntries(REGION_IDS.map((r) => [r, sharedStatus(state, r)])) as Record<
      RegionId,
      RegionStatus
    >,
    seatFacts: seatFacts(state, last?.seatFacts),
    pending,
    log: state.log,
    result: state.result,
    moveCount: state.moveCount,
  };
}

/** `last` when it holds the same items as `list`, in the same order. */
function sameOr<T>(list: T[], last: T[] | undefined): T[] {
  if (!last || last.length !== list.length) return list;
  for (let i = 0; i < list.length; i++) if (list[i] !== last[i]) return list;
  return last;
}

/*
 * A view shares what the state shares (draft.ts): the view of a seat, a stack card or a region's
 * status is the same object for as long as what it shows is unchanged, so components memo by
 * reference. Each is made once per state part and viewer.
 */
const seatViews = new WeakMap<SeatState, Map<Viewer, SeatView>>();

function seatView(seat: SeatState, viewer: Viewer): SeatView {
  let perViewer = seatViews.get(seat);
  if (!perViewer) seatViews.set(seat, (perViewer = new Map()));
  let seen = perViewer.get(viewer);
  if (!seen) {
    const { hand, vaalaHand, vaalaDeck, ...rest } = seat;
    const mine = seat.id === viewer;
    seen = {
      ...rest,
      hand: mine ? [...hand] : null,
      handCount: hand.length,
      vaalaHand: mine ? [...vaalaHand] : null,
      vaalaHandCount: vaalaHand.length,
      vaalaDeckCount: vaalaDeck.length,
    };
    perViewer.set(viewer, seen);
  }
  return seen;
}

const hiddenCards = new WeakMap<StackCard, StackCardView>();

/** A card is shown as it lies once revealed, and to the owner of an Action card; else its back. */
function stackCardView(card: StackCard, viewer: Viewer): StackCardView {
  if (card.revealed || (card.kind === 'action' && card.seat === viewer)) return card;
  let back = hiddenCards.get(card);
  if (!back) {
    back = { kind: 'hidden', back: card.kind, seat: card.kind === 'action' ? card.seat : null };
    hiddenCards.set(card, back);
  }
  return back;
}

const UNCONTROLLED: RegionStatus = { kind: 'uncontrolled' };
const NEUTRAL: RegionStatus = { kind: 'neutral' };
const CONTROLLED = new Map<SeatId, RegionStatus>();

/** One object per status, so an unchanged status is the same object from view to view. */
function sharedStatus(state: GameState, region: RegionId): RegionStatus {
  const status = regionStatus(state, region);
  if (status.kind === 'uncontrolled') return UNCONTROLLED;
  if (status.kind === 'neutral') return NEUTRAL;
  let shared = CONTROLLED.get(status.by);
  if (!shared) CONTROLLED.set(status.by, (shared = status));
  return shared;
}
