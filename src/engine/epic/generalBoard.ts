import { seatOf } from '../board';
import { SLOT_BONUS } from '../content/epic';
import type { GameState, RegionId, SeatState, SideId } from '../types';
import { filledSlots } from './slots';

/** EV-EGEN: how the Epic General's board changes its Glyphs. */

const isEpicGeneral = (seat: SeatState) => seat.epic !== null && seat.role === 'general';

/**
 * EV-EGEN-2/3/4, Q-EGEN-1: an Epic General's Assault, Deploy and Harvest resolve only where the
 * General stands. Null for everyone else (no such limit).
 */
export function heroRegion(s: GameState, side: SideId): RegionId | null {
  if (side === 'neutral') return null;
  const seat = seatOf(s, side);
  return isEpicGeneral(seat) ? seat.location : null;
}

/** EV-EGEN-7, Q-EGEN-3: each Maximum Force token raises the per-region Unit limit by 1. */
export function extraUnitLimit(s: GameState, side: SideId): number {
  if (side === 'neutral') return 0;
  return filledSlots(seatOf(s, side), 'max-force') * SLOT_BONUS['max-force'];
}

/** EV-EGEN-12, Q-EGEN-3: each Deploy token places 1 more Unit. */
export function extraDeploy(seat: SeatState): number {
  return filledSlots(seat, 'deploy') * SLOT_BONUS.deploy;
}

/** EV-EGEN-8/9: +1 CV only while resolving the General's own Assault Glyph. */
export function assaultSlotBonus(seat: SeatState): number {
  return filledSlots(seat, 'assault') * SLOT_BONUS.assault;
}

/** EV-EGEN-11: a token on the Harvest slot lets the Harvest Glyph take a Denizen. */
export const harvestsDenizen = (seat: SeatState) => filledSlots(seat, 'harvest') > 0;
