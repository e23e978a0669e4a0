import { addUnits, seatOf, unitLimit, unitsIn } from '../board';
import type { Content } from '../content/content';
import { REGION_IDS } from '../content/ids';
import { logEvent } from '../log';
import type { GameState, RegionId, SeatId, SeatState, SideId } from '../types';
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
  return (
    filledSlots(s.content, seatOf(s, side), 'max-force') * s.content.epic.slotBonus['max-force']
  );
}

/**
 * RB-19a, EV-EGEN-7, Q-SLOT-3: a Maximum Force token that leaves its slot lowers the limit at
 * once, and the Units beyond it in a region go back to their supply (docs/rulings.md).
 */
export function returnUnitsOverLimit(s: GameState, seat: SeatId): void {
  for (const region of REGION_IDS) {
    const over = unitsIn(s, region, seat) - unitLimit(s, seat, region);
    if (over <= 0) continue;
    addUnits(s, region, seat, -over);
    s.supply.units[seat] = (s.supply.units[seat] ?? 0) + over;
    logEvent(s, { kind: 'units-over-limit', seat: seat, region, count: over });
  }
}

/** EV-EGEN-12, Q-EGEN-3: each Deploy token places 1 more Unit. */
export function extraDeploy(c: Content, seat: SeatState): number {
  return filledSlots(c, seat, 'deploy') * c.epic.slotBonus.deploy;
}

/** EV-EGEN-8/9: +1 CV only while resolving the General's own Assault Glyph. */
export function assaultSlotBonus(c: Content, seat: SeatState): number {
  return filledSlots(c, seat, 'assault') * c.epic.slotBonus.assault;
}

/** EV-EGEN-11: a token on the Harvest slot lets the Harvest Glyph take a Denizen. */
export const harvestsDenizen = (c: Content, seat: SeatState) => filledSlots(c, seat, 'harvest') > 0;
