import { landDistance, flightDistance } from '../distances';
import { controllerOf, isGeneral, seatOf } from '../board';
import { REGION_IDS } from '../content/ids';
import { dragonMayHarvest } from '../power';
import { pickRandom } from '../rng';
import type { GameState, RegionId, SeatId } from '../types';

function distanceFor(s: GameState, seat: SeatId) {
  return isGeneral(seatOf(s, seat)) ? landDistance(s) : flightDistance(s);
}

/**
 * RB-44a: the region with the most Power tokens the Faceless could collect (a General: one it does
 * not control yet; a Dragon: one it may harvest in, RB-26); ties go to the fewest steps, then at
 * random (RB-44c).
 */
export function facelessGoal(s: GameState, seat: SeatId): RegionId {
  const me = seatOf(s, seat);
  const distance = distanceFor(s, seat)[me.location];
  const candidates = REGION_IDS.filter((r) =>
    isGeneral(me) ? controllerOf(s, r) !== seat : dragonMayHarvest(s, seat, r),
  );
  const pool = candidates.length > 0 ? candidates : [me.location];
  const most = Math.max(...pool.map((r) => s.regions[r].power));
  const richest = pool.filter((r) => s.regions[r].power === most);
  const nearest = Math.min(...richest.map((r) => distance[r]));
  return pickRandom(
    s,
    richest.filter((r) => distance[r] === nearest),
  );
}
