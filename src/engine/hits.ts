import { addUnits, seatOf, unitsIn } from './board';
import { ESSENCE_TRACK_LENGTH, SKULL_HEAL } from './content/numbers';
import {
  dragonTrackValue as trackValue,
  woundCapacity as epicWoundCapacity,
} from './epic/dragonBoard';
import { filledSlots } from './epic/slots';
import { creatureStats } from './creatures/stats';
import { removeCreature } from './denizens';
import { DIALS } from './content/dials';
import { dialOf, nullDialsIn, woundDial } from './dials';
import { logEvent } from './log';
import { bondedDialOf, hitsOnBondedDial, toDialEssence, woundBondedDial } from './sagas/bondedDial';
import { gainFromSupply } from './power';
import { hitStronghold, strongholdOwner } from './strongholds';
import type { DialState, GameState, RegionId, SeatId, SideId, Target } from './types';

export type Fate = 'standing' | 'destroyed' | 'injured';

export interface HitContext {
  /** Hits outside combat never injure, and General miniatures and Creatures ignore them (RB-32b). */
  inCombat: boolean;
  /** The player whose side deals the hits: Essence (RB-36) and Trophies (RB-36a) go to them. */
  by: SeatId | null;
}

/** Spaces on a Dragon's wound track: 6, or fewer behind an Epic blocker (EV-EDRAGON-4/5). */
export function woundCapacity(s: GameState, dragon: SeatId): number {
  return epicWoundCapacity(seatOf(s, dragon));
}

/** RB-37: a Dragon's CV is the value printed on the first empty wound space (+ Epic Combat slots). */
export function dragonTrackValue(s: GameState, dragon: SeatId): number {
  return trackValue(seatOf(s, dragon));
}

export function targetExists(s: GameState, t: Target): boolean {
  switch (t.kind) {
    case 'force':
      return (
        unitsIn(s, t.region, t.side) > 0 ||
        (t.side !== 'neutral' && seatOf(s, t.side).location === t.region) ||
        strongholdOwner(s, t.region) === t.side || // a lone Stronghold can be attacked (Q-HOLD-7)
        (t.side !== 'neutral' && bondedDialOf(s, t.side)?.region === t.region) // Q-DDIAL-2
      );
    case 'dragon':
      return true;
    case 'creature':
      return s.creatures.some((c) => c.card === t.card);
    case 'dial':
      return dialOf(s, t.id).region !== null;
    case 'null':
      return nullDialsIn(s, t.region).length > 0;
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
      return hitDial(s, dialOf(s, t.id), hits, ctx);
    case 'null':
      return hitNullForce(s, t.region, hits, ctx);
  }
}

/**
 * EV-DIAL-7/8: wounds turn the dial; at its Wound value it leaves play. RB-36a: Trophy to a player.
 * Q-DIAL-2: a bonded Dragon dial is never removed; outside combat (Wilderness wounds, Vaala cards)
 * it meets the Skull instead (EV-DDIAL-22). In combat it is never a target of its own: it fights
 * within its General's force (hitsOnBondedDial).
 */
function hitDial(s: GameState, dial: DialState, hits: number, ctx: HitContext): Fate {
  if (dial.bondedTo) return woundBondedDial(s, dial, hits, ctx.inCombat);
  if (!woundDial(s, dial, hits)) return 'standing';
  if (ctx.inCombat && ctx.by) gainFromSupply(s, ctx.by, DIALS[dial.kind].trophy, 'trophy');
  return 'destroyed';
}

/**
 * EV-SAGA-NULL-17/19: hits on a Null force go to its Nullborn first, then to its Portals (most
 * wounded first) — the order that lowers its Combat Value fastest (docs/rulings.md, Q-DIAL-6).
 */
function hitNullForce(s: GameState, region: RegionId, hits: number, ctx: HitContext): Fate {
  let left = hits;
  const order = nullDialsIn(s, region).sort((a, b) =>
    a.kind === b.kind ? b.wounds - a.wounds : a.kind === 'nullborn' ? -1 : 1,
  );
  for (const dial of order) {
    if (left === 0) break;
    const needed = DIALS[dial.kind].wounds - dial.wounds;
    const dealt = Math.min(left, needed);
    left -= dealt;
    hitDial(s, dial, dealt, ctx);
  }
  return nullDialsIn(s, region).length === 0 ? 'destroyed' : 'standing';
}

function hitForce(
  s: GameState,
  side: SideId,
  region: (typeof s.creatures)[number]['region'],
  hits: number,
  ctx: HitContext,
): Fate {
  // EV-DDIAL-5/14: wounds the bonded General sends to its Dragon dial spare the force.
  const onDial = hitsOnBondedDial(s, side, hits, ctx);
  if (onDial) return onDial;
  const walled = strongholdOwner(s, region) === side;
  let left = hitStronghold(s, region, side, hits);
  const where = s.regions[region];
  // RB-32a: the city belongs to no one and takes the first hit on the force in its region;
  // EV-SAGA-HOLD-18: the city inside a fallen Stronghold takes the next hit.
  if (where.city && left > 0 && (unitsIn(s, region, side) > 0 || walled)) {
    where.city = false;
    s.supply.cities += 1;
    left -= 1;
    logEvent(s, null, 'city-destroyed', { region });
  }
  const killed = Math.min(left, unitsIn(s, region, side));
  if (killed > 0) {
    destroyUnits(s, region, side, killed, ctx.by);
    left -= killed;
  }
  if (unitsIn(s, region, side) > 0 || strongholdOwner(s, region) === side) return 'standing';
  const generalHere = side !== 'neutral' && seatOf(s, side).location === region;
  if (!generalHere) return 'destroyed';
  // RB-18a, RB-33: the lone General is injured by a hit in combat; outside combat he ignores it.
  return left > 0 && ctx.inCombat ? 'injured' : 'standing';
}

/** Units a Dragon destroys go to its Essence track (RB-36); others return to their supply. */
export function destroyUnits(
  s: GameState,
  region: (typeof s.creatures)[number]['region'],
  side: SideId,
  n: number,
  by: SeatId | null,
): void {
  addUnits(s, region, side, -n);
  logEvent(s, by, 'units-destroyed', { region, side, count: n });
  const dragon = by ? seatOf(s, by) : null;
  if (dragon && dragon.role === 'dragon') {
    for (let i = 0; i < n; i++) dragon.essence.push(side);
    completeEssence(s, dragon.id);
  } else if (!toDialEssence(s, by, side, n)) {
    s.supply.units[side] = (s.supply.units[side] ?? 0) + n;
  }
}

/** RB-36: a full Essence track gives 1 Power token and its Units go home; extras start the next. */
function completeEssence(s: GameState, dragon: SeatId): void {
  const seat = seatOf(s, dragon);
  while (seat.essence.length >= ESSENCE_TRACK_LENGTH) {
    const returned = seat.essence.splice(0, ESSENCE_TRACK_LENGTH);
    for (const side of returned) s.supply.units[side] = (s.supply.units[side] ?? 0) + 1;
    // EV-EDRAGON-13/14: still 1 token, slot or not; EV-EDRAGON-15: the slot adds an optional flip.
    const gained = gainFromSupply(s, dragon, 1, 'essence');
    if (seat.epic && filledSlots(seat, 'essence') > 0) seat.epic.mayUnspend += 1;
    logEvent(s, dragon, 'essence-completed', { power: gained });
  }
}

function woundDragon(s: GameState, dragon: SeatId, hits: number, ctx: HitContext): Fate {
  const seat = seatOf(s, dragon);
  const capacity = woundCapacity(s, dragon);
  seat.wounds = Math.min(capacity, seat.wounds + hits);
  logEvent(s, dragon, 'dragon-wounded', { hits, wounds: seat.wounds });
  if (seat.wounds < capacity) return 'standing';
  // RB-37a: the skull heals 5 at once and cancels the next Glyph; only in combat is it an injury.
  seat.wounds = Math.max(0, seat.wounds - SKULL_HEAL);
  seat.skipNextGlyph = true;
  logEvent(s, dragon, 'skull', { inCombat: ctx.inCombat });
  return ctx.inCombat ? 'injured' : 'standing';
}

function woundCreature(
  s: GameState,
  card: (typeof s.creatures)[number]['card'],
  hits: number,
  ctx: HitContext,
): Fate {
  const creature = s.creatures.find((c) => c.card === card)!;
  const stats = creatureStats(s, card);
  creature.wounds += hits;
  if (creature.wounds < stats.wounds) return 'standing';
  removeCreature(s, card);
  logEvent(s, ctx.by, 'creature-defeated', { creature: card });
  // RB-36a: a player who destroys a Creature in combat gains its Trophy value.
  if (ctx.by) gainFromSupply(s, ctx.by, stats.trophy, 'trophy');
  return 'destroyed';
}

export function healDragon(s: GameState, dragon: SeatId, amount: number): number {
  const seat = seatOf(s, dragon);
  const healed = Math.min(amount, seat.wounds);
  seat.wounds -= healed;
  if (healed > 0) logEvent(s, dragon, 'dragon-healed', { healed });
  return healed;
}
