import { cloneState } from '../clone';
import {
  DENIZEN_IDS,
  EVENT_IDS,
  REGION_IDS,
  WEEPING_MOTHER_IDS,
  type DenizenId,
  type EventId,
} from '../content/ids';
import { STAGE_CARDS, type StageCardId } from '../content/ids';
import { stackFacelessDeck } from '../faceless/planning';
import { regionOfCard } from '../cardFacts';
import { seedRng, shuffle } from '../rng';
import { isDragonbondEvent, startingHand, vaalaSetOf } from '../setup';
import type { CardId, GameState, RegionId, SeatId, SeatState, StackCard, VaalaId } from '../types';
import type { GameView, SeatView } from './view';

/**
 * A whole GameState consistent with what one seat sees (a "determinization"): everything the view
 * shows is kept, and everything it hides is dealt at random, seeded, from what it could be — other
 * seats' hands and face-down cards from their own cards that are nowhere in sight, the unseen
 * Region cards (a General most likely holding those of the regions it controls, RB-38a), the
 * decks shuffled from the cards of the game not seen elsewhere, a fresh generator (so new dice).
 * It reads nothing but the view, so a player that samples its futures this way cannot peek.
 *
 * The view must be a seat's own (or the table's) at a moment when no other seat is deciding:
 * another seat's pending options are hidden, and the position cannot go on without them.
 */
export function determinize(v: GameView, seed: number): GameState {
  if (v.pending && v.pending.options === null)
    throw new Error(
      `determinize: the waiting decision is ${v.pending.seat}'s and its options are hidden`,
    );
  const s = skeleton(v, seed);
  const hidden = hiddenStackSlots(v);
  dealHands(s, v, hidden);
  dealDeck(
    s,
    eventsOf(v).filter((e) => !v.eventDiscard.includes(e) && !shownOnStack(v, 'event', e)),
    hidden.event,
    v.deckCounts.events,
    (card, at) => (s.stack[at] = { kind: 'event', event: card, revealed: false }),
    (deck) => (s.eventDeck = deck),
  );
  dealDeck(
    s,
    (v.sagas.length > 0 ? [...STAGE_CARDS] : []).filter(
      (c) => !v.stageDiscard.includes(c) && !shownOnStack(v, 'stage', c),
    ),
    hidden.stage,
    v.deckCounts.stages,
    (card: StageCardId, at) => (s.stack[at] = { kind: 'stage', card, revealed: false }),
    (deck) => (s.stageDeck = deck),
  );
  s.denizenDeck = take(s, unseenDenizens(v), v.deckCounts.denizens, 'Denizen deck');
  dealVaala(s, v);
  // A fresh copy: nothing in the result is shared with the view (frames and log entries are
  // never edited in place, clone.ts).
  return cloneState(s);
}

/** The public part of the position, with empty hands and decks to be dealt. */
function skeleton(v: GameView, seed: number): GameState {
  return {
    schema: v.schema,
    content: v.content,
    options: v.options,
    round: v.round,
    phase: v.phase,
    seats: v.seats.map(seatSkeleton),
    initiative: v.initiative,
    regions: v.regions,
    supply: v.supply,
    eventDeck: [],
    eventDiscard: v.eventDiscard,
    regionDeck: [],
    denizenDeck: [],
    lineup: v.lineup,
    denizenDiscard: v.denizenDiscard,
    creatures: v.creatures,
    sagas: v.sagas,
    stageDeck: [],
    stageDiscard: v.stageDiscard,
    dials: v.dials,
    strongholds: v.strongholds,
    ally: v.ally,
    relics: v.relics,
    // Face-down cards are placeholders until dealt; every one is replaced below.
    stack: v.stack.map((card) => (card.kind === 'hidden' ? (null as unknown as StackCard) : card)),
    frames: v.frames,
    pending: v.pending && { ...v.pending, options: v.pending.options! },
    rng: seedRng(seed),
    scriptedDice: [],
    log: v.log,
    result: v.result,
    moveCount: v.moveCount,
  };
}

function seatSkeleton(seat: SeatView): SeatState {
  const {
    hand,
    vaalaHand,
    handCount: _handCount,
    vaalaHandCount: _vaalaHandCount,
    vaalaDeckCount: _vaalaDeckCount,
    ...rest
  } = seat;
  return {
    ...rest,
    hand: hand ? [...hand] : [],
    vaalaHand: vaalaHand ? [...vaalaHand] : [],
    vaalaDeck: [],
  };
}

interface HiddenSlots {
  event: number[];
  stage: number[];
  action: Partial<Record<SeatId, number[]>>;
}

/** Where the face-down cards lie on the stack, by their backs (and owners). */
function hiddenStackSlots(v: GameView): HiddenSlots {
  const slots: HiddenSlots = { event: [], stage: [], action: {} };
  v.stack.forEach((card, at) => {
    if (card.kind !== 'hidden') return;
    if (card.back === 'action') (slots.action[card.seat!] ??= []).push(at);
    else slots[card.back].push(at);
  });
  return slots;
}

function shownOnStack(v: GameView, kind: 'event' | 'stage', id: EventId | StageCardId): boolean {
  return v.stack.some((c) =>
    kind === 'event' ? c.kind === 'event' && c.event === id : c.kind === 'stage' && c.card === id,
  );
}

/** EV-NOFACE-3: the fully competitive game has no Dragonbond Event. */
const eventsOf = (v: GameView): EventId[] =>
  EVENT_IDS.filter(
    (e) => !(v.options.noFaceless === 'competitive' && isDragonbondEvent(v.content, e)),
  );

function unseenDenizens(v: GameView): DenizenId[] {
  const seen = new Set<DenizenId>([
    ...v.lineup.filter((d): d is DenizenId => d !== null),
    ...v.denizenDiscard,
    ...v.seats.flatMap((seat) => seat.denizens),
    ...v.creatures.map((c) => c.card),
  ]);
  const all = [...DENIZEN_IDS, ...(v.options.weepingMother ? WEEPING_MOTHER_IDS : [])];
  return all.filter((d) => !seen.has(d));
}

/** `n` of the cards at random (a deck or hand of that size); more cards than places is an error. */
function take<T>(s: GameState, pool: T[], n: number, what: string): T[] {
  if (pool.length < n)
    throw new Error(`determinize: ${what} holds ${n} cards but only ${pool.length} are unseen`);
  return shuffle(s, [...pool]).slice(0, n);
}

/** Unseen cards of one deck: first onto its face-down stack slots, the rest form the deck. */
function dealDeck<T>(
  s: GameState,
  unseen: T[],
  slots: number[],
  deckCount: number,
  place: (card: T, at: number) => void,
  setDeck: (deck: T[]) => void,
): void {
  const cards = take(s, unseen, slots.length + deckCount, 'a deck and its face-down cards');
  slots.forEach((at, i) => place(cards[i], at));
  setDeck(cards.slice(slots.length));
}

/**
 * Hands and face-down Action and Region cards. A seat's Action cards are all in its hand or on the
 * stack (RB-38), so the unseen ones are known; its other hidden cards are Region cards, drawn from
 * those nowhere in sight, a General's own regions first (RB-38a deals a General the cards of the
 * regions it controls). A Faceless's face-down cards are the top of its deck, stacked by RB-13a;
 * another human's are any of its hidden cards. The rest of the unseen Region cards form the
 * Region deck.
 */
function dealHands(s: GameState, v: GameView, hidden: HiddenSlots): void {
  const seenRegions = new Set<RegionId>(v.creatures.flatMap((c) => c.regionCard ?? []));
  for (const card of v.stack)
    if (card.kind === 'action' && regionOfCard(card.card))
      seenRegions.add(regionOfCard(card.card)!);
  for (const seat of v.seats)
    for (const card of seat.hand ?? [])
      if (regionOfCard(card)) seenRegions.add(regionOfCard(card)!);
  let unseenRegions = shuffle(
    s,
    REGION_IDS.filter((r) => !seenRegions.has(r)),
  );
  for (const seat of v.seats) {
    if (seat.hand !== null) continue;
    const slots = hidden.action[seat.id] ?? [];
    const shown = new Set(
      v.stack.flatMap((c) => (c.kind === 'action' && c.seat === seat.id ? [c.card] : [])),
    );
    const actions: CardId[] = startingHand({ role: seat.role, home: seat.home }).filter(
      (c) => regionOfCard(c) === null && !shown.has(c),
    );
    // A scenario may hand a seat fewer cards than it owns: then its hidden cards are some of them.
    const hiddenCount = seat.handCount + slots.length;
    const regionCount = Math.max(0, hiddenCount - actions.length);
    if (regionCount > 0 && seat.role !== 'general')
      throw new Error(`determinize: ${seat.id}'s ${seat.handCount} hidden cards do not add up`);
    const own = (r: RegionId) =>
      v.statuses[r].kind === 'controlled' && v.statuses[r].by === seat.id;
    const ranked = [...unseenRegions.filter(own), ...unseenRegions.filter((r) => !own(r))];
    if (ranked.length < regionCount)
      throw new Error(`determinize: too few unseen Region cards for ${seat.id}`);
    const regions = ranked.slice(0, regionCount);
    unseenRegions = unseenRegions.filter((r) => !regions.includes(r));
    const held = shuffle(s, actions).slice(0, hiddenCount - regionCount);
    const state = seatIn(s, seat.id);
    state.hand = [...held, ...regions.map((r) => `region:${r}` as CardId)];
    // A Faceless's face-down cards came off the top of its deck, stacked as RB-13a says.
    if (seat.controller === 'faceless') stackFacelessDeck(s, state);
    else shuffle(s, state.hand);
    const cards = state.hand;
    slots.forEach((at, i) => {
      s.stack[at] = { kind: 'action', seat: seat.id, card: cards[i], revealed: false };
    });
    state.hand = cards.slice(slots.length);
  }
  s.regionDeck = take(s, unseenRegions, v.deckCounts.regions, 'the Region deck');
}

/** Each seat's Vaala cards not face up or discarded are its hand (if unseen) and its deck. */
function dealVaala(s: GameState, v: GameView): void {
  const shownBy = new Map<SeatId, VaalaId[]>();
  for (const seat of v.seats)
    for (const lasting of seat.lasting) {
      const owner = lasting.from ?? seat.id;
      shownBy.set(owner, [...(shownBy.get(owner) ?? []), lasting.card]);
    }
  for (const seat of v.seats) {
    const pool = [...vaalaSetOf(v.content, seat.character, seat.id, seat.role)];
    for (const card of [
      ...seat.vaalaDiscard,
      ...(shownBy.get(seat.id) ?? []),
      ...(seat.vaalaHand ?? []),
    ]) {
      const at = pool.indexOf(card);
      if (at >= 0) pool.splice(at, 1);
    }
    const handCount = seat.vaalaHand === null ? seat.vaalaHandCount : 0;
    const cards = take(s, pool, handCount + seat.vaalaDeckCount, `${seat.id}'s Vaala cards`);
    const state = seatIn(s, seat.id);
    if (seat.vaalaHand === null) state.vaalaHand = cards.slice(0, handCount);
    state.vaalaDeck = cards.slice(handCount);
  }
}

const seatIn = (s: GameState, id: SeatId) => s.seats.find((seat) => seat.id === id)!;
