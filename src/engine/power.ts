import { controllerOf, seatOf } from './board';
import { eachOf, everyOf, leastOf } from './ruleHooks/apply';
import type { GainSource } from './ruleHooks/hooks';
import type { GameState, RegionId, SeatId, TokenSide } from './types';
import { mutRegion, mutSeat } from './draft';

/**
 * Power tokens move between the supply, regions and boards; 50 of them exist in all (RB-3). Every
 * token that reaches or leaves a board goes through here, so an Epic board (EV-SLOT) learns of it:
 * gained tokens wait to be placed on a slot, flips wait for the owner to pick the token.
 */

export function boardPower(s: GameState, seat: SeatId): number {
  const { unspent, spent } = seatOf(s, seat).power;
  return unspent + spent;
}

/**
 * How many of n tokens a board can take: an Epic board with every slot full takes none (Q-SLOT-2),
 * and the Fell Knight takes only what its Essence track and Trophies give it (§10).
 */
function acceptable(s: GameState, seat: SeatId, n: number, source: GainSource): number {
  return everyOf(s, 'gainsPower', seat, source) ? Math.min(n, boardRoom(s, seat)) : 0;
}

/** How many more tokens a board can take: any number, unless a module says less (Q-SLOT-2). */
export const boardRoom = (s: GameState, seat: SeatId): number => leastOf(s, 'boardRoom', seat);

/** Puts tokens on a board (EV-SLOT-2: an Epic board places each on a slot of its owner's choice). */
function receive(s: GameState, seat: SeatId, n: number, side: TokenSide): void {
  if (n > 0) mutSeat(s, seat).power[side] += n;
  eachOf(s, 'tokensMoved', seat, { kind: 'gained', side, n });
}

/** Gains from the supply; a short supply gives what remains (RB-3b). Returns tokens gained. */
export function gainFromSupply(
  s: GameState,
  seat: SeatId,
  n: number,
  source: GainSource = 'effect',
): number {
  const taken = acceptable(s, seat, Math.min(n, s.supply.power), source);
  s.supply.power -= taken;
  receive(s, seat, taken, 'unspent');
  return taken;
}

/** Whether a character may take Power tokens from a region (EV-SAGA-HOLD-5 may say no). */
function canCollectPower(s: GameState, seat: SeatId, region: RegionId): boolean {
  return everyOf(s, 'canCollectPower', seat, region);
}

/**
 * RB-26: a Dragon harvests nowhere an enemy General controls (its bonded partner is no enemy,
 * RB-42a), nor where a Saga forbids it.
 */
export function dragonMayHarvest(s: GameState, seat: SeatId, region: RegionId): boolean {
  const holder = controllerOf(s, region);
  const enemyGeneral = holder !== null && holder !== seatOf(s, seat).bondedTo;
  return !enemyGeneral && canCollectPower(s, seat, region);
}

/** Collects up to n tokens from a region onto a board. Returns tokens collected. */
export function collectFromRegion(s: GameState, seat: SeatId, region: RegionId, n: number): number {
  const taken = acceptable(s, seat, Math.min(n, s.regions[region].power), 'effect');
  if (taken > 0) mutRegion(s, region).power -= taken;
  receive(s, seat, taken, 'unspent');
  return taken;
}

/** Takes up to n tokens lying on a card or elsewhere off the board (EV-SAGA-RELIC). Returns tokens taken. */
export function gainTokens(s: GameState, seat: SeatId, n: number): number {
  const taken = acceptable(s, seat, n, 'effect');
  receive(s, seat, taken, 'unspent');
  return taken;
}

export function placeInRegion(s: GameState, region: RegionId, n: number): number {
  const placed = Math.min(n, s.supply.power);
  s.supply.power -= placed;
  if (placed > 0) mutRegion(s, region).power += placed;
  return placed;
}

/** Spending flips tokens to their spent side (RB-3); they still count toward victory. */
export function spendPower(s: GameState, seat: SeatId, n: number): void {
  if (seatOf(s, seat).power.unspent < n) throw new Error(`${seat} cannot spend ${n} Power`);
  if (n > 0) {
    const { power } = mutSeat(s, seat);
    power.unspent -= n;
    power.spent += n;
  }
  // Q-SLOT-4: the owner picks which tokens of an Epic board flip.
  eachOf(s, 'tokensMoved', seat, { kind: 'spent', n });
}

/** An effect that turns spent tokens back (RB-3b: only by an effect that says so). */
export function unspendPower(s: GameState, seat: SeatId, n: number): void {
  if (seatOf(s, seat).power.spent < n) throw new Error(`${seat} has no ${n} spent Power to flip`);
  if (n > 0) {
    const { power } = mutSeat(s, seat);
    power.spent -= n;
    power.unspent += n;
  }
  eachOf(s, 'tokensMoved', seat, { kind: 'unspent', n });
}

/**
 * RB-33: a stolen token keeps its side; with no thief it returns to the supply unspent side up.
 * A thief whose Epic board is full cannot take it, so it stays with the victim (Q-SLOT-2).
 * The victim's Epic slot, if any, was emptied by the caller (EV-SLOT-5). Returns whether it moved.
 */
export function stealToken(
  s: GameState,
  victim: SeatId,
  thief: SeatId | null,
  side: TokenSide,
): boolean {
  if (thief !== null && acceptable(s, thief, 1, 'trophy') === 0) return false;
  mutSeat(s, victim).power[side] -= 1;
  if (thief === null) s.supply.power += 1;
  else receive(s, thief, 1, side);
  return true;
}
