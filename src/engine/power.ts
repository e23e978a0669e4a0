import { seatOf } from './board';
import type { GameState, RegionId, SeatId } from './types';

/** Power tokens move between the supply, regions and boards; 50 of them exist in all (RB-3). */

export function boardPower(s: GameState, seat: SeatId): number {
  const { unspent, spent } = seatOf(s, seat).power;
  return unspent + spent;
}

/** Gains from the supply; a short supply gives what remains (RB-3b). Returns tokens gained. */
export function gainFromSupply(s: GameState, seat: SeatId, n: number): number {
  const taken = Math.min(n, s.supply.power);
  s.supply.power -= taken;
  seatOf(s, seat).power.unspent += taken;
  return taken;
}

/** Collects up to n tokens from a region onto a board. Returns tokens collected. */
export function collectFromRegion(s: GameState, seat: SeatId, region: RegionId, n: number): number {
  const taken = Math.min(n, s.regions[region].power);
  s.regions[region].power -= taken;
  seatOf(s, seat).power.unspent += taken;
  return taken;
}

export function placeInRegion(s: GameState, region: RegionId, n: number): number {
  const placed = Math.min(n, s.supply.power);
  s.supply.power -= placed;
  s.regions[region].power += placed;
  return placed;
}

/** Spending flips tokens to their spent side (RB-3); they still count toward victory. */
export function spendPower(s: GameState, seat: SeatId, n: number): void {
  const power = seatOf(s, seat).power;
  if (power.unspent < n) throw new Error(`${seat} cannot spend ${n} Power`);
  power.unspent -= n;
  power.spent += n;
}

/** RB-33: a stolen token keeps its side; with no thief it returns to the supply unspent side up. */
export function stealToken(
  s: GameState,
  victim: SeatId,
  thief: SeatId | null,
  spent: boolean,
): void {
  const from = seatOf(s, victim).power;
  if (spent) from.spent -= 1;
  else from.unspent -= 1;
  if (thief === null) s.supply.power += 1;
  else if (spent) seatOf(s, thief).power.spent += 1;
  else seatOf(s, thief).power.unspent += 1;
}
