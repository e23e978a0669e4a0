import { addUnits, regionStatus, roomFor } from './board';
import { REGION_IDS } from './content/ids';
import { shuffle } from './rng';
import type { GameState, RegionId } from './types';
import { mutRegion } from './draft';

type RegionFilter = 'neutral-or-uncontrolled' | 'mountain-adjacent' | 'neutral' | 'uncontrolled';

export function regionsWhere(s: GameState, where: RegionFilter): RegionId[] {
  return REGION_IDS.filter((r) => {
    const status = regionStatus(s, r).kind;
    switch (where) {
      case 'neutral-or-uncontrolled':
        return status !== 'controlled';
      case 'neutral':
        return status === 'neutral';
      case 'uncontrolled':
        return status === 'uncontrolled';
      case 'mountain-adjacent':
        return s.content.regions[r].mountainAdjacent;
    }
  });
}

/**
 * RB-3b: a placement in many regions from a short supply places what remains; nobody chooses
 * for Events, so the regions that get one are picked at random (RB-44c).
 */
function fairShare(s: GameState, regions: RegionId[], available: number): RegionId[] {
  if (regions.length <= available) return regions;
  return shuffle(s, [...regions]).slice(0, available);
}

export function placePowerIn(s: GameState, regions: RegionId[], amount: number): number {
  let placed = 0;
  for (let round = 0; round < amount; round++) {
    for (const r of fairShare(s, regions, s.supply.power)) {
      mutRegion(s, r).power += 1;
      s.supply.power -= 1;
      placed += 1;
    }
  }
  return placed;
}

/** Neutral Units are placed only where the 6-Unit limit and RB-7a allow. */
export function placeNeutralUnits(s: GameState, regions: RegionId[], amount: number): number {
  let placed = 0;
  for (let round = 0; round < amount; round++) {
    const open = regions.filter((r) => roomFor(s, r, 'neutral') > 0);
    for (const r of fairShare(s, open, s.supply.units.neutral ?? 0)) {
      addUnits(s, r, 'neutral', 1);
      s.supply.units.neutral = (s.supply.units.neutral ?? 0) - 1;
      placed += 1;
    }
  }
  return placed;
}
