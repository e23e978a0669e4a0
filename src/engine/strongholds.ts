import { areEnemies, isGeneral, regionStatus, seatOf } from './board';
import { REGION_IDS } from './content/ids';
import { STRONGHOLD } from './content/strongholds';
import { logEvent } from './log';
import { shuffle } from './rng';
import { inPlay } from './sagas/registry';
import type { GameState, RegionId, SeatId, SideId, StrongholdState } from './types';

/**
 * Strongholds of Wonder (EV-SAGA-HOLD): the questions the base rules ask about Stronghold rings.
 * Each is a no-op while no Stronghold is on the map, so the base game is unchanged.
 */

export type StrongholdOwner = StrongholdState['owner'];

/** RB-7, EV-SAGA-HOLD-23/28: whose Stronghold stands in a region, if any. */
export function strongholdOwner(s: GameState, region: RegionId): StrongholdOwner | null {
  return s.strongholds[region]?.owner ?? null;
}

/** EV-SAGA-HOLD-22: the Strongholds one owner has in play. */
export function strongholdCount(s: GameState, owner: StrongholdOwner): number {
  return REGION_IDS.filter((r) => s.strongholds[r]?.owner === owner).length;
}

/** EV-SAGA-HOLD-2/22: rings a player still holds; only Generals take rings. */
export function ringsHeld(s: GameState, seat: SeatId): number {
  if (!inPlay(s, 'strongholds') || !isGeneral(seatOf(s, seat))) return 0;
  return STRONGHOLD.ringsPerGeneral - strongholdCount(s, seat);
}

/**
 * Q-HOLD-2: neutral Strongholds use the supply's rings, gray side up: the rings of factions not
 * in play and every ring not held by a General nor on the map. They never use a General's rings.
 */
export function neutralRingsLeft(s: GameState): number {
  if (!inPlay(s, 'strongholds')) return 0;
  const onMap = REGION_IDS.filter((r) => s.strongholds[r]).length;
  const held = s.seats.reduce((n, seat) => n + ringsHeld(s, seat.id), 0);
  return STRONGHOLD.rings - onMap - held;
}

/**
 * EV-SAGA-HOLD-6, Q-HOLD-4: an enemy Stronghold bars a side's Units (they enter only by winning
 * a combat there). EV-SAGA-HOLD-33: Dragons are never barred.
 */
export function strongholdBars(s: GameState, region: RegionId, side: SideId): boolean {
  const owner = strongholdOwner(s, region);
  if (owner === null || owner === side) return false;
  if (side !== 'neutral' && !isGeneral(seatOf(s, side))) return false;
  return areEnemies(s, side, owner);
}

export type CityPlacement =
  { kind: 'city' } | { kind: 'stronghold'; owner: StrongholdOwner } | { kind: 'reset' };

/**
 * What placing a city in a region does, or null when it can do nothing: RB-22 a city; with the
 * Saga in play EV-SAGA-HOLD-3 a Stronghold on an existing city, EV-SAGA-HOLD-4 a reset.
 */
export function cityPlacement(s: GameState, region: RegionId): CityPlacement | null {
  if (!s.regions[region].city) return s.supply.cities > 0 ? { kind: 'city' } : null;
  if (!inPlay(s, 'strongholds')) return null;
  const hold = s.strongholds[region];
  // A reset of a Stronghold that has all its Wounds changes nothing.
  if (hold) return hold.woundsLeft < STRONGHOLD.wounds ? { kind: 'reset' } : null;
  // EV-SAGA-HOLD-13/14, Q-HOLD-9: the faction side for the controller, else the neutral side.
  const status = regionStatus(s, region);
  if (status.kind === 'controlled') {
    // Q-HOLD-5: a General with 3 Strongholds in play places neither a 4th nor another city.
    return ringsHeld(s, status.by) > 0 ? { kind: 'stronghold', owner: status.by } : null;
  }
  // Q-HOLD-2: no ring left in the supply, no Stronghold.
  return neutralRingsLeft(s) > 0 ? { kind: 'stronghold', owner: 'neutral' } : null;
}

/** Places a city in a region as `cityPlacement` says (RB-22, EV-SAGA-HOLD-3/4/15). */
export function placeCity(s: GameState, region: RegionId, by: SeatId | null): void {
  const placement = cityPlacement(s, region);
  if (placement?.kind === 'city') {
    s.regions[region].city = true;
    s.supply.cities -= 1;
  } else if (placement?.kind === 'stronghold') {
    s.strongholds[region] = { owner: placement.owner, woundsLeft: STRONGHOLD.wounds };
    logEvent(s, by, 'stronghold-placed', { region, owner: placement.owner });
  } else if (placement?.kind === 'reset') {
    s.strongholds[region]!.woundsLeft = STRONGHOLD.wounds;
    logEvent(s, by, 'stronghold-reset', { region });
  }
}

/**
 * EV-SAGA-HOLD-7/8: a city in every listed region. RB-3b: when cities or rings run short, the
 * regions that get one are picked at random (nobody chooses for a Stage).
 */
export function placeCitiesIn(s: GameState, regions: RegionId[]): void {
  const cityless = regions.filter((r) => !s.regions[r].city).length;
  const ringless = regions.filter((r) => s.regions[r].city && !s.strongholds[r]).length;
  const short = cityless > s.supply.cities || ringless > neutralRingsLeft(s);
  for (const region of short ? shuffle(s, [...regions]) : regions) placeCity(s, region, null);
}

/**
 * EV-SAGA-HOLD-16/17 (Q-HOLD-8, in combat or not): hits on a side's force go to its Stronghold
 * first; a ring with no Wound left returns to the supply. Returns the hits left over.
 */
export function hitStronghold(s: GameState, region: RegionId, side: SideId, hits: number): number {
  const hold = s.strongholds[region];
  if (!hold || hold.owner !== side || hits <= 0) return hits;
  const dealt = Math.min(hits, hold.woundsLeft);
  hold.woundsLeft -= dealt;
  if (hold.woundsLeft === 0) {
    delete s.strongholds[region];
    logEvent(s, null, 'stronghold-destroyed', { region, owner: side });
  }
  return hits - dealt;
}
