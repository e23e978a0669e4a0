import { addUnits, seatOf, unitsIn } from './board';
import { creatureStats, removeCreature } from './denizens';
import { logEvent } from './log';
import { gainFromSupply } from './power';
import { anyOf, chainOf, eachOf, firstOf, sumOf, targetKind } from './ruleHooks/apply';
import type { Fate, HitContext } from './ruleHooks/hooks';
import type { GameState, RegionId, SeatId, SideId, Target } from './types';
import { mutCreature, mutRegion, mutSeat } from './draft';

export type { Fate };

/** Wound spaces covered on a Dragon's track: none, or those behind an Epic blocker (EV-EDRAGON-4). */
const blockedSpaces = (s: GameState, dragon: SeatId) => sumOf(s, 'blockedWoundSpaces', dragon);

/** Spaces on a Dragon's wound track: 6, or fewer behind an Epic blocker (EV-EDRAGON-4/5). */
export function woundCapacity(s: GameState, dragon: SeatId): number {
  return s.content.numbers.dragonWoundTrack.length - blockedSpaces(s, dragon);
}

/** A Dragon's wound track as the rules read it now (RB-37, EV-EDRAGON-4…8). */
export interface WoundTrack {
  /** Wound spaces it has: the track's, less those behind the blocker. */
  capacity: number;
  /** Spaces behind the blocker (an Epic Dragon's Health slots slide it off). */
  blocked: number;
  /**
   * The space whose printed Combat Value is in force: the first empty one (Q-EDRAGON-1: the
   * wounds fill from the first uncovered one).
   */
  current: number;
}

export function woundTrack(s: GameState, dragon: SeatId): WoundTrack {
  const blocked = blockedSpaces(s, dragon);
  const spaces = s.content.numbers.dragonWoundTrack.length;
  return {
    capacity: spaces - blocked,
    blocked,
    current: Math.min(blocked + seatOf(s, dragon).wounds, spaces - 1),
  };
}

/**
 * RB-37: a Dragon's CV is the value printed on the first empty wound space, plus what a module
 * adds on that space (EV-EDRAGON-7).
 */
export function dragonTrackValue(s: GameState, dragon: SeatId): number {
  const space = woundTrack(s, dragon).current;
  return s.content.numbers.dragonWoundTrack[space] + sumOf(s, 'woundSpaceBonus', dragon, space);
}

/** The region a side's force is in holds a piece that keeps it standing (Q-HOLD-7, Q-DDIAL-2). */
const standsIn = (s: GameState, side: SideId, region: RegionId) =>
  anyOf(s, 'forceStandsIn', side, region);

export function targetExists(s: GameState, t: Target): boolean {
  switch (t.kind) {
    case 'force':
      return (
        unitsIn(s, t.region, t.side) > 0 ||
        (t.side !== 'neutral' && seatOf(s, t.side).location === t.region) ||
        standsIn(s, t.side, t.region)
      );
    case 'dragon':
      return true;
    case 'creature':
      return s.creatures.some((c) => c.card === t.card);
    case 'dial':
    case 'null':
      return targetKind(t.kind).exists(s, t);
  }
}

/** Applies hits to one target (RB-32, RB-32a, RB-32b) and tells what became of it. */
export function applyHits(s: GameState, t: Target, hits: number, ctx: HitContext): Fate {
  if (hits <= 0) return 'standing';
  switch (t.kind) {
    case 'force':
      return hitForce(s, t.side, t.region, hits, ctx);
    case 'dragon':
      return woundDragon(s, t.seat, hits, ctx);
    case 'creature':
      return ctx.inCombat ? woundCreature(s, t.card, hits, ctx) : 'standing';
    case 'dial':
    case 'null':
      return targetKind(t.kind).hit(s, t, hits, ctx);
  }
}

function hitForce(
  s: GameState,
  side: SideId,
  region: (typeof s.creatures)[number]['region'],
  hits: number,
  ctx: HitContext,
): Fate {
  // EV-DDIAL-5/14: wounds the bonded General sends to its Dragon dial spare the force.
  const elsewhere = firstOf(s, 'hitsOnForce', side, hits, ctx);
  if (elsewhere) return elsewhere;
  const walled = firstOf(s, 'regionHolder', region) === side;
  // EV-SAGA-HOLD-16/17: a Stronghold takes them first.
  let left = chainOf(s, 'absorbHits', hits, region, side);
  // RB-32a: the city belongs to no one and takes the first hit on the force in its region;
  // EV-SAGA-HOLD-18: the city inside a fallen Stronghold takes the next hit.
  if (s.regions[region].city && left > 0 && (unitsIn(s, region, side) > 0 || walled)) {
    mutRegion(s, region).city = false;
    s.supply.cities += 1;
    left -= 1;
    logEvent(s, { kind: 'city-destroyed', seat: null, region });
  }
  const killed = Math.min(left, unitsIn(s, region, side));
  if (killed > 0) {
    destroyUnits(s, region, side, killed, ctx.by);
    left -= killed;
  }
  if (unitsIn(s, region, side) > 0 || firstOf(s, 'regionHolder', region) === side)
    return 'standing';
  const generalHere = side !== 'neutral' && seatOf(s, side).location === region;
  if (!generalHere) return 'destroyed';
  // RB-18a, RB-33: the lone General is injured by a hit in combat; outside combat he ignores it.
  return left > 0 && ctx.inCombat ? 'injured' : 'standing';
}

/** Units a Dragon destroys go to its Essence track (RB-36); others return to their supply. */
function destroyUnits(
  s: GameState,
  region: (typeof s.creatures)[number]['region'],
  side: SideId,
  n: number,
  by: SeatId | null,
): void {
  addUnits(s, region, side, -n);
  logEvent(s, { kind: 'units-destroyed', seat: by, region, side, count: n });
  if (by && seatOf(s, by).role === 'dragon') {
    const { essence } = mutSeat(s, by);
    for (let i = 0; i < n; i++) essence.push(side);
    completeEssence(s, by);
  } else if (!anyOf(s, 'takesDestroyedUnits', by, side, n)) {
    s.supply.units[side] = (s.supply.units[side] ?? 0) + n;
  }
}

/** RB-36: a full Essence track gives 1 Power token and its Units go home; extras start the next. */
function completeEssence(s: GameState, dragon: SeatId): void {
  const length = s.content.numbers.essenceTrackLength;
  while (seatOf(s, dragon).essence.length >= length) {
    const returned = mutSeat(s, dragon).essence.splice(0, length);
    for (const side of returned) s.supply.units[side] = (s.supply.units[side] ?? 0) + 1;
    // EV-EDRAGON-13/14: still 1 token, slot or not; EV-EDRAGON-15: the slot adds an optional flip.
    const gained = gainFromSupply(s, dragon, 1, 'essence');
    eachOf(s, 'essenceCompleted', dragon);
    logEvent(s, { kind: 'essence-completed', seat: dragon, power: gained });
  }
}

function woundDragon(s: GameState, dragon: SeatId, hits: number, ctx: HitContext): Fate {
  const seat = mutSeat(s, dragon);
  const capacity = woundCapacity(s, dragon);
  seat.wounds = Math.min(capacity, seat.wounds + hits);
  logEvent(s, { kind: 'dragon-wounded', seat: dragon, hits, wounds: seat.wounds });
  if (seat.wounds < capacity) return 'standing';
  // RB-37a: the skull heals 5 at once and cancels the next Glyph; only in combat is it an injury.
  seat.wounds = Math.max(0, seat.wounds - s.content.numbers.skullHeal);
  seat.skipNextGlyph = true;
  logEvent(s, { kind: 'skull', seat: dragon, inCombat: ctx.inCombat });
  return ctx.inCombat ? 'injured' : 'standing';
}

function woundCreature(
  s: GameState,
  card: (typeof s.creatures)[number]['card'],
  hits: number,
  ctx: HitContext,
): Fate {
  const creature = mutCreature(s, card);
  const stats = creatureStats(s, card);
  creature.wounds += hits;
  if (creature.wounds < stats.wounds) return 'standing';
  removeCreature(s, card);
  logEvent(s, { kind: 'creature-defeated', seat: ctx.by, creature: card });
  // RB-36a: a player who destroys a Creature in combat gains its Trophy value.
  if (ctx.by) gainFromSupply(s, ctx.by, stats.trophy, 'trophy');
  return 'destroyed';
}

export function healDragon(s: GameState, dragon: SeatId, amount: number): number {
  const healed = Math.min(amount, seatOf(s, dragon).wounds);
  if (healed > 0) mutSeat(s, dragon).wounds -= healed;
  if (healed > 0) logEvent(s, { kind: 'dragon-healed', seat: dragon, healed });
  return healed;
}
