import {
  areEnemies,
  flightNeighbours,
  groundNeighbours,
  isGeneral,
  seatOf,
  unitsIn,
} from './board';
import { anyOf, firstOf, listOf, targetKind } from './ruleHooks/apply';
import type { Choice, GameState, RegionId, SideId, Target } from './types';

/** An enemy the attacker may target: not a bonded partner (RB-42a), not spared (§10: the Ally). */
export function targetsAnEnemy(s: GameState, attacker: SideId, other: SideId): boolean {
  return areEnemies(s, attacker, other) && !anyOf(s, 'spares', attacker, other);
}

/** Everything in a region that `attacker` may fight: enemy forces, lone enemy Generals, Dragons, Creatures. */
export function targetsIn(s: GameState, region: RegionId, attacker: SideId): Target[] {
  const out: Target[] = [];
  const neutral = unitsIn(s, region, 'neutral') > 0 || anyOf(s, 'forceStandsIn', 'neutral', region);
  if (neutral && attacker !== 'neutral') out.push({ kind: 'force', side: 'neutral', region });
  for (const seat of s.seats) {
    if (!targetsAnEnemy(s, attacker, seat.id)) continue;
    if (isGeneral(seat)) {
      if (
        unitsIn(s, region, seat.id) > 0 ||
        seat.location === region ||
        anyOf(s, 'forceStandsIn', seat.id, region)
      )
        out.push({ kind: 'force', side: seat.id, region });
    } else if (seat.location === region) {
      out.push({ kind: 'dragon', seat: seat.id });
    }
  }
  // The pieces modules bring (Dragon dials, Null forces) are everyone's enemies.
  out.push(...listOf(s, 'targets', region, attacker));
  for (const creature of s.creatures)
    if (creature.region === region) out.push({ kind: 'creature', card: creature.card });
  return out;
}

/** RB-21: from a region with your Units, a target there or adjacent (by sea only from a city). */
export function assaultOptions(s: GameState, side: SideId, only: RegionId | null = null): Choice[] {
  const options: Choice[] = [];
  // EV-EGEN-2, Q-EGEN-1: an Epic General assaults only from where he stands, and fights along.
  const hero = firstOf(s, 'pinnedRegion', side);
  for (const origin of Object.keys(s.regions) as RegionId[]) {
    if (unitsIn(s, origin, side) === 0 || (only && origin !== only)) continue;
    if (hero !== null && origin !== hero) continue;
    for (const region of [origin, ...groundNeighbours(s, origin)]) {
      for (const target of targetsIn(s, region, side))
        options.push({ kind: 'target', from: origin, target });
    }
  }
  return options;
}

/** RB-25: a target in the Dragon's region, adjacent to it, or connected by sea. */
export function wrathOptions(s: GameState, dragon: SideId): Choice[] {
  const from = seatOf(s, dragon as Exclude<SideId, 'neutral'>).location;
  return [from, ...flightNeighbours(s, from)].flatMap((region) =>
    targetsIn(s, region, dragon).map((target): Choice => ({ kind: 'target', from, target })),
  );
}

export function targetRegion(s: GameState, t: Target): RegionId {
  switch (t.kind) {
    case 'force':
      return t.region;
    case 'dragon':
      return seatOf(s, t.seat).location;
    case 'creature':
      return s.creatures.find((c) => c.card === t.card)!.region;
    case 'dial':
    case 'null':
      return targetKind(t.kind).region(s, t);
  }
}

/** The player behind a side, if any: neutral forces and Creatures have none. */
export function seatBehind(t: Target): Exclude<SideId, 'neutral'> | null {
  if (t.kind === 'force') return t.side === 'neutral' ? null : t.side;
  if (t.kind === 'dragon') return t.seat;
  return null;
}
