import { areEnemies, isGeneral, regionStatus, seatOf, unitOwners, unitSideIn } from '../../board';
import { REGION_IDS } from '../../content/ids';
import { logEvent } from '../../log';
import { shuffle } from '../../rng';
import type { CityOnCity, RuleModule } from '../../ruleHooks/hooks';
import type { GameState, RegionId, Scenario, SeatId, SideId, StrongholdState } from '../../types';
import { inPlay } from '../machinery';
import { mutRegion } from '../../draft';

/**
 * Strongholds of Wonder (EV-SAGA-HOLD): the questions the base rules ask about Stronghold rings
 * (control, movement, targets, hits, Fortify), answered while the Saga is in play.
 */

type StrongholdOwner = StrongholdState['owner'];

/** RB-7, EV-SAGA-HOLD-23/28: whose Stronghold stands in a region, if any. */
function strongholdOwner(s: GameState, region: RegionId): StrongholdOwner | null {
  return s.strongholds[region]?.owner ?? null;
}

/** EV-SAGA-HOLD-22: the Strongholds one owner has in play. */
function strongholdCount(s: GameState, owner: StrongholdOwner): number {
  return REGION_IDS.filter((r) => s.strongholds[r]?.owner === owner).length;
}

/** EV-SAGA-HOLD-2/22: rings a player still holds; only Generals take rings. */
export function ringsHeld(s: GameState, seat: SeatId): number {
  if (!inPlay(s, 'strongholds') || !isGeneral(seatOf(s, seat))) return 0;
  return s.content.stronghold.ringsPerGeneral - strongholdCount(s, seat);
}

/**
 * Q-HOLD-2: neutral Strongholds use the supply's rings, gray side up: the rings of factions not
 * in play and every ring not held by a General nor on the map. They never use a General's rings.
 */
export function neutralRingsLeft(s: GameState): number {
  if (!inPlay(s, 'strongholds')) return 0;
  const onMap = REGION_IDS.filter((r) => s.strongholds[r]).length;
  const held = s.seats.reduce((n, seat) => n + ringsHeld(s, seat.id), 0);
  return s.content.stronghold.rings - onMap - held;
}

/**
 * EV-SAGA-HOLD-6, Q-HOLD-4: an enemy Stronghold bars a side's Units (they enter only by winning
 * a combat there). EV-SAGA-HOLD-33: Dragons are never barred.
 */
function strongholdBars(s: GameState, region: RegionId, side: SideId): boolean {
  const owner = strongholdOwner(s, region);
  if (owner === null || owner === side) return false;
  if (side !== 'neutral' && !isGeneral(seatOf(s, side))) return false;
  return areEnemies(s, side, owner);
}

/**
 * EV-SAGA-HOLD-3/4: a city placed on a city becomes a Stronghold, or resets one; null when it can
 * do nothing (RB-22 places the cities themselves).
 */
function cityOnCity(s: GameState, region: RegionId): CityOnCity | null {
  const hold = s.strongholds[region];
  // A reset of a Stronghold that has all its Wounds changes nothing.
  if (hold) return hold.woundsLeft < s.content.stronghold.wounds ? { kind: 'reset' } : null;
  // EV-SAGA-HOLD-13/14, Q-HOLD-9: the faction side for the controller, else the neutral side.
  const status = regionStatus(s, region);
  if (status.kind === 'controlled') {
    // Q-HOLD-5: a General with 3 Strongholds in play places neither a 4th nor another city.
    return ringsHeld(s, status.by) > 0 ? { kind: 'stronghold', owner: status.by } : null;
  }
  // Q-HOLD-2: no ring left in the supply, no Stronghold.
  return neutralRingsLeft(s) > 0 ? { kind: 'stronghold', owner: 'neutral' } : null;
}

/** EV-SAGA-HOLD-3/4/15: places the Stronghold, or resets it to its Wound value. */
function placeOnCity(
  s: GameState,
  region: RegionId,
  placement: CityOnCity,
  by: SeatId | null,
): void {
  if (placement.kind === 'stronghold') {
    s.strongholds[region] = { owner: placement.owner, woundsLeft: s.content.stronghold.wounds };
    logEvent(s, { kind: 'stronghold-placed', seat: by, region, owner: placement.owner });
  } else {
    const hold = s.strongholds[region]!;
    // Replaced, never edited: the ring may be the earlier state's too (draft.ts).
    if (hold.woundsLeft !== s.content.stronghold.wounds)
      s.strongholds[region] = { ...hold, woundsLeft: s.content.stronghold.wounds };
    logEvent(s, { kind: 'stronghold-reset', seat: by, region });
  }
}

/** RB-22 with EV-SAGA-HOLD-3/4: a city, or on a city a Stronghold or a reset. */
function placeCity(s: GameState, region: RegionId): void {
  if (!s.regions[region].city) {
    if (s.supply.cities === 0) return;
    mutRegion(s, region).city = true;
    s.supply.cities -= 1;
    return;
  }
  const placement = cityOnCity(s, region);
  if (placement) placeOnCity(s, region, placement, null);
}

/**
 * EV-SAGA-HOLD-7/8: a city in every listed region. RB-3b: when cities or rings run short, the
 * regions that get one are picked at random (nobody chooses for a Stage).
 */
export function placeCitiesIn(s: GameState, regions: RegionId[]): void {
  const cityless = regions.filter((r) => !s.regions[r].city).length;
  const ringless = regions.filter((r) => s.regions[r].city && !s.strongholds[r]).length;
  const short = cityless > s.supply.cities || ringless > neutralRingsLeft(s);
  for (const region of short ? shuffle(s, [...regions]) : regions) placeCity(s, region);
}

/**
 * EV-SAGA-HOLD-16/17 (Q-HOLD-8, in combat or not): hits on a side's force go to its Stronghold
 * first; a ring with no Wound left returns to the supply. Returns the hits left over.
 */
function hitStronghold(s: GameState, region: RegionId, side: SideId, hits: number): number {
  const hold = s.strongholds[region];
  if (!hold || hold.owner !== side || hits <= 0) return hits;
  const dealt = Math.min(hits, hold.woundsLeft);
  s.strongholds[region] = { ...hold, woundsLeft: hold.woundsLeft - dealt };
  if (hold.woundsLeft === dealt) {
    delete s.strongholds[region];
    logEvent(s, { kind: 'stronghold-destroyed', seat: null, region, owner: side });
  }
  return hits - dealt;
}

/** EV-SAGA-HOLD-2/19/22, Q-HOLD-2: a scenario's rings around cities, at most 3 per General. */
function placeStrongholds(s: GameState, sc: Scenario, problems: string[]): void {
  const holds = Object.entries(sc.strongholds ?? {}) as [
    RegionId,
    { owner: SideId; woundsLeft?: number },
  ][];
  if (holds.length === 0) return;
  if (!inPlay(s, 'strongholds'))
    problems.push(`strongholds: Strongholds come only with ${s.content.sagas.strongholds.name}`);
  for (const [region, hold] of holds) {
    const where = `strongholds.${region}`;
    if (!unitOwners(s).includes(hold.owner))
      problems.push(`${where}.owner: a Stronghold belongs to a seated General or is neutral`);
    if (!s.regions[region].city)
      problems.push(`${where}: a Stronghold surrounds a city (EV-SAGA-HOLD-19)`);
    const units = unitSideIn(s, region);
    // EV-SAGA-HOLD-6, RB-7a: enemy Units enter only by destroying it, and sides never mix.
    if (units && units !== hold.owner)
      problems.push(
        `${where}: ${units} Units never stand in the region of a ${hold.owner} Stronghold`,
      );
    s.strongholds[region] = {
      owner: hold.owner,
      woundsLeft: hold.woundsLeft ?? s.content.stronghold.wounds,
    };
  }
  for (const seat of s.seats.filter(isGeneral)) {
    const count = strongholdCount(s, seat.id);
    if (count > s.content.stronghold.ringsPerGeneral)
      problems.push(
        `strongholds: ${seat.name} has ${count} Strongholds; a General has at most ${s.content.stronghold.ringsPerGeneral} in play (EV-SAGA-HOLD-22)`,
      );
  }
  if (neutralRingsLeft(s) < 0)
    problems.push(
      'strongholds: more Strongholds than the box has rings (EV-SAGA-HOLD-1, Q-HOLD-2)',
    );
}

/** The Stronghold rings as the base rules meet them (EV-SAGA-HOLD-5/6/16/23/28/31). */
export const strongholdRings = {
  id: 'strongholds',
  active: (s) => inPlay(s, 'strongholds'),
  regionHolder: strongholdOwner,
  blocks: strongholdBars,
  // Q-HOLD-7: a lone Stronghold is attacked as its owner's force.
  forceStandsIn: (s, side, region) => strongholdOwner(s, region) === side,
  absorbHits: hitStronghold,
  cityOnCity,
  placeOnCity,
  scenario: placeStrongholds,
} satisfies RuleModule;
