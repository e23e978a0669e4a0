import { sameData } from './sameData';
import { cloneData, cloneSeat, copyCreature, copyDial, copyStackCard, copyTally } from './clone';
import type {
  CreatureInPlay,
  DenizenId,
  DialState,
  GameState,
  LogEntry,
  RegionId,
  RegionState,
  SeatId,
  SeatState,
} from './types';

/**
 * Structural sharing (docs/architecture.md "Structural sharing"): a move's new state shares every
 * seat, region, dial, Action-stack card and log entry it does not change with the state it was
 * applied to, so the UI can tell what changed by reference. `draftOf` starts the new state with
 * fresh containers but the same parts; rule code that writes a part asks for it through `mutSeat`,
 * `mutRegion`, `mutDial`, `mutStackCard` or `appendLog`, which copy it the first time in this move
 * and hand back that copy after. Reads never copy.
 *
 * A state that is not a move's draft (setup, scenarios, a test building a position) belongs to
 * whoever is editing it, so the same calls edit it in place.
 *
 * A reference taken with `seatOf` before the seat's first write in the move is the earlier
 * state's object: code that writes a part takes it with `mut…` first and reads that one.
 */
let draft: GameState | null = null;
/**
 * The parts of `draft` copied in this move, its own to edit, as (container, key, original, copy)
 * quadruples in `copied[0…copiedEnd)`: where each went, for `settle`. A move copies a handful, so
 * a scan finds a copy faster than a Set, and a list kept from move to move allocates nothing (a
 * Set's clear, or an array's `length = 0`, allocates its storage anew every move).
 */
const copied: unknown[] = [];
let copiedEnd = 0;

function isCopy(part: unknown): boolean {
  for (let i = 3; i < copiedEnd; i += 4) if (copied[i] === part) return true;
  return false;
}
/**
 * The draft's log, once copied: entries are never edited once made, so the list is copied once a
 * move, at its first new entry. Kept apart from the other parts: no lookup at every entry, and
 * nothing for `settle` to compare (a copied log has grown).
 */
let draftLog: LogEntry[] | null = null;

/**
 * `container[key]` as the draft `s`'s own part: copied the first time in the move (left as it is
 * when `s` is no draft).
 */
function own<C, K extends keyof C>(
  s: GameState,
  container: C,
  key: K,
  copy: (part: C[K]) => C[K],
): C[K] {
  const part = container[key];
  if (s !== draft || isCopy(part)) return part;
  const made = copy(part);
  copied[copiedEnd] = container;
  copied[copiedEnd + 1] = key;
  copied[copiedEnd + 2] = part;
  copied[copiedEnd + 3] = made;
  copiedEnd += 4;
  return (container[key] = made);
}

/**
 * The state a move builds, sharing every part with `s`; until `settle`, the state the mut… calls
 * copy for (one move at a time: the engine never applies a move inside another). Small tallies, decks and counters are
 * copied at once (cheaper than asking before each write); frames are copied by the resolver when
 * it runs them (resolver.ts).
 */
export function draftOf(s: GameState): GameState {
  if (draft) throw new Error('engine bug: a move was applied while another was being applied');
  const next: GameState = {
    schema: s.schema,
    content: s.content,
    options: s.options,
    round: s.round,
    phase: s.phase,
    initiative: s.initiative,
    moveCount: s.moveCount,
    seats: s.seats.slice(),
    // The regions' keys are always the same ones in the same order: V8 copies such a spread fast.
    regions: { ...s.regions },
    supply: { power: s.supply.power, cities: s.supply.cities, units: copyTally(s.supply.units) },
    eventDeck: s.eventDeck.slice(),
    eventDiscard: s.eventDiscard.slice(),
    regionDeck: s.regionDeck.slice(),
    denizenDeck: s.denizenDeck.slice(),
    lineup: s.lineup.slice(),
    denizenDiscard: s.denizenDiscard.slice(),
    creatures: s.creatures.slice(),
    sagas: s.sagas.map((saga) => ({ id: saga.id, marker: saga.marker, stage: saga.stage })),
    stageDeck: s.stageDeck.slice(),
    stageDiscard: s.stageDiscard.slice(),
    dials: s.dials.slice(),
    ally: s.ally && { holder: s.ally.holder },
    strongholds: shareStrongholds(s.strongholds),
    relics: copyTally(s.relics),
    stack: s.stack.slice(),
    frames: s.frames.slice(),
    pending: s.pending,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    scriptedDice: s.scriptedDice.slice(),
    // Append-only: copied by appendLog at the move's first entry.
    log: s.log,
    result: s.result && cloneData(s.result),
  };
  draft = next;
  return next;
}

/**
 * The move is applied: from now on `next` is as immutable as any other state. A part copied and
 * then written back to what it was (a wound healed in the same move, a deck shuffled into the
 * order it had) is the earlier state's object again, so "unchanged" always means "the same object".
 */
export function settle(): void {
  draft = null;
  draftLog = null;
  for (let i = 0; i < copiedEnd; i += 4) {
    const container = copied[i] as Record<string | number, unknown>;
    const key = copied[i + 1] as string | number;
    if (sameData(container[key], copied[i + 2])) container[key] = copied[i + 2];
  }
  // The list keeps its storage, not the parts: a state it held can be let go.
  copied.fill(undefined, 0, copiedEnd);
  copiedEnd = 0;
}

/** A new record of the same rings: rings are replaced when they change, never edited. */
function shareStrongholds(holds: GameState['strongholds']): GameState['strongholds'] {
  const out: GameState['strongholds'] = {};
  for (const region in holds) out[region as RegionId] = holds[region as RegionId];
  return out;
}

function seatIndex(s: GameState, id: SeatId): number {
  for (let i = 0; i < s.seats.length; i++) if (s.seats[i].id === id) return i;
  throw new Error(`no seat ${id} in this game`);
}

export function mutSeat(s: GameState, id: SeatId): SeatState {
  return own(s, s.seats, seatIndex(s, id), cloneSeat);
}

const copyRegion = (r: RegionState): RegionState => ({
  units: copyTally(r.units),
  power: r.power,
  city: r.city,
});

export function mutRegion(s: GameState, region: RegionId): RegionState {
  return own(s, s.regions, region, copyRegion);
}

/** The dial to write, found by its id. */
export function mutDial(s: GameState, id: string): DialState {
  const i = s.dials.findIndex((d) => d.id === id);
  if (i < 0) throw new Error(`no dial ${id} in this game`);
  return own(s, s.dials, i, copyDial);
}

/** The Creature miniature of a card in play, to write (its wounds, the Region card under it). */
export function mutCreature(s: GameState, card: DenizenId): CreatureInPlay {
  const i = s.creatures.findIndex((c) => c.card === card);
  if (i < 0) throw new Error(`no Creature ${card} in play`);
  return own(s, s.creatures, i, copyCreature);
}

/** The Action-stack card at `index`, to write (RB-16: turned face up as it resolves). */
export function mutStackCard(s: GameState, index: number): GameState['stack'][number] {
  return own(s, s.stack, index, copyStackCard);
}

/**
 * Room for a move's entries (3.5 on average) past the log it copies. Built by Array.from, which
 * makes a packed list: one with holes (`new Array(8)`) would make every log built from it holey,
 * slower to read.
 */
const LOG_ROOM: undefined[] = Array.from({ length: 8 });

function ownLog(s: GameState): LogEntry[] {
  if (s !== draft) return s.log;
  if (draftLog === null) {
    // A copy with room: `slice` copies to the exact length, so the move's first entry copied the
    // whole log again into a larger store. Shortening the copy keeps the store (V8 trims it only
    // at twice the length). The room is cut off before anything can read it.
    const log = s.log.concat(LOG_ROOM as never[]);
    log.length = s.log.length;
    draftLog = s.log = log;
  }
  return draftLog;
}

export function appendLog(s: GameState, entry: LogEntry): void {
  ownLog(s).push(entry);
}

/** An entry placed among this move's own, before those logged after index `at`. */
export function insertLog(s: GameState, at: number, entry: LogEntry): void {
  ownLog(s).splice(at, 0, entry);
}
