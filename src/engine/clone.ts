import { REGION_IDS } from './content/ids';
import type {
  CreatureInPlay,
  DialState,
  Frame,
  GameState,
  GlyphFrame,
  RegionId,
  SeatState,
  StackCard,
  TurnFrame,
} from './types';

/** Deep copy of plain JSON data (frames and other small, varied shapes). */
export function cloneData<T>(value: T): T {
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneData(value[i]);
    return out as T;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = cloneData((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}

export function cloneSeat(seat: SeatState): SeatState {
  // Listed field by field: V8 copies a literal of known shape much faster than a spread.
  return {
    id: seat.id,
    character: seat.character,
    role: seat.role,
    controller: seat.controller,
    name: seat.name,
    home: seat.home,
    location: seat.location,
    power: { unspent: seat.power.unspent, spent: seat.power.spent },
    hand: seat.hand.slice(),
    vaalaHand: seat.vaalaHand.slice(),
    vaalaDeck: seat.vaalaDeck.slice(),
    vaalaDiscard: seat.vaalaDiscard.slice(),
    lasting: seat.lasting.map((card) => ({ ...card })),
    denizens: seat.denizens.slice(),
    wounds: seat.wounds,
    essence: seat.essence.slice(),
    skipNextGlyph: seat.skipNextGlyph,
    bondedTo: seat.bondedTo,
    epic: seat.epic && {
      slots: seat.epic.slots.slice(),
      unplaced: seat.epic.unplaced.slice(),
      toSpend: seat.epic.toSpend,
      toUnspend: seat.epic.toUnspend,
      mayUnspend: seat.epic.mayUnspend,
    },
  };
}

/**
 * Tallies (Units by side, arrivals by region) have varying keys, so an object spread on them takes
 * V8's slow generic path; a plain key loop is several times faster (13 tallies on every move).
 */
export function copyTally<K extends string>(
  tally: Partial<Record<K, number>>,
): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const key in tally) out[key] = tally[key];
  return out;
}

/** Literals per kind rather than `{ ...card }`: a spread over several shapes is megamorphic and slow. */
export function copyStackCard(card: StackCard): StackCard {
  switch (card.kind) {
    case 'event':
      return { kind: 'event', event: card.event, revealed: card.revealed };
    case 'action':
      return { kind: 'action', seat: card.seat, card: card.card, revealed: card.revealed };
    case 'stage':
      return { kind: 'stage', card: card.card, revealed: card.revealed };
  }
}

export function copyDial(d: DialState): DialState {
  return {
    id: d.id,
    kind: d.kind,
    region: d.region,
    wounds: d.wounds,
    bondedTo: d.bondedTo,
    essence: d.essence.slice(),
  };
}

function copyStrongholds(holds: GameState['strongholds']): GameState['strongholds'] {
  const out: GameState['strongholds'] = {};
  for (const region in holds) {
    const hold = holds[region as RegionId]!;
    out[region as RegionId] = { owner: hold.owner, woundsLeft: hold.woundsLeft };
  }
  return out;
}

export function copyCreature(c: CreatureInPlay): CreatureInPlay {
  return { card: c.card, region: c.region, wounds: c.wounds, regionCard: c.regionCard };
}

/**
 * `applyMove` copies the state once and lets the rules edit the copy, which keeps the caller's
 * state untouched (docs/architecture.md §1: the engine is pure). Spelled out per field because this
 * runs on every move; the log is append-only, so its entries are shared.
 */
export function cloneState(s: GameState): GameState {
  const regions = {} as GameState['regions'];
  for (const id of REGION_IDS) {
    const r = s.regions[id];
    regions[id] = { units: copyTally(r.units), power: r.power, city: r.city };
  }
  return {
    schema: s.schema,
    // Content and options never change after setup.
    content: s.content,
    options: s.options,
    round: s.round,
    phase: s.phase,
    initiative: s.initiative,
    moveCount: s.moveCount,
    seats: s.seats.map(cloneSeat),
    regions,
    supply: { power: s.supply.power, cities: s.supply.cities, units: copyTally(s.supply.units) },
    eventDeck: s.eventDeck.slice(),
    eventDiscard: s.eventDiscard.slice(),
    regionDeck: s.regionDeck.slice(),
    denizenDeck: s.denizenDeck.slice(),
    lineup: s.lineup.slice(),
    denizenDiscard: s.denizenDiscard.slice(),
    creatures: s.creatures.map(copyCreature),
    sagas: s.sagas.map((saga) => ({ id: saga.id, marker: saga.marker, stage: saga.stage })),
    stageDeck: s.stageDeck.slice(),
    stageDiscard: s.stageDiscard.slice(),
    dials: s.dials.map(copyDial),
    ally: s.ally && { holder: s.ally.holder },
    strongholds: copyStrongholds(s.strongholds),
    relics: copyTally(s.relics),
    stack: s.stack.map(copyStackCard),
    // Frames are copied when the resolver next runs them (copyFrame); decisions are never edited.
    frames: s.frames.slice(),
    pending: s.pending,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    scriptedDice: s.scriptedDice.slice(),
    log: s.log.slice(),
    result: s.result && cloneData(s.result),
  };
}

/** Every field of T, optional ones included: a field added to the type cannot be left out of a copy. */
type AllFields<T> = { [K in keyof Required<T>]: T[K] };

/**
 * A frame is edited only by its own handler, and only at the top level, plus a glyph frame's
 * `arrived` tally; so a shallow copy before the handler runs keeps earlier states intact.
 * Glyph and turn frames are nearly all the copies made (about two per move): they are spelled
 * out because a spread over frames is several times slower than a literal of known shape.
 */
export function copyFrame<F extends Frame>(f: F): F {
  if (f.kind === 'glyph') return copyGlyphFrame(f) as F;
  if (f.kind === 'turn') return copyTurnFrame(f) as F;
  // A Saga's memo is edited by key; arrays in it are replaced, never edited in place.
  if (f.kind === 'saga') return { ...f, memo: { ...f.memo } };
  return { ...f };
}

function copyGlyphFrame(f: GlyphFrame): GlyphFrame {
  const copy: AllFields<GlyphFrame> = {
    kind: f.kind,
    seat: f.seat,
    glyph: f.glyph,
    card: f.card,
    region: f.region,
    remaining: f.remaining,
    arrived: copyTally(f.arrived),
    goal: f.goal,
    played: f.played,
    started: f.started,
  };
  return copy;
}

function copyTurnFrame(f: TurnFrame): TurnFrame {
  // `glyphs` is the card's printed list and is never edited, so it is shared.
  const copy: AllFields<TurnFrame> = {
    kind: f.kind,
    seat: f.seat,
    card: f.card,
    region: f.region,
    glyphs: f.glyphs,
    next: f.next,
  };
  return copy;
}
