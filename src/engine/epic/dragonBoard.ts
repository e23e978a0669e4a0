import { DRAGON_WOUND_TRACK } from '../content/numbers';
import { EPIC_BLOCKED_SPACES, SLOT_BONUS } from '../content/epic';
import { filledSlots, slotInfo, type EpicSeat } from './slots';

/**
 * EV-EDRAGON: the Epic Dragon's wound track. The blocker covers the leftmost spaces; each Health
 * token slides it (and the wounds) one space left, so the capacity is 3 + Health tokens and the
 * wounds fill from the first uncovered space (Q-EDRAGON-1).
 */

export function blockedSpaces(seat: EpicSeat): number {
  if (!seat.epic) return 0;
  return Math.max(0, EPIC_BLOCKED_SPACES - filledSlots(seat, 'health'));
}

/** RB-37, EV-EDRAGON-4/5: the wound spaces a Dragon has. */
export function woundCapacity(seat: EpicSeat): number {
  return DRAGON_WOUND_TRACK.length - blockedSpaces(seat);
}

/** The wound space whose printed Combat Value is in force: the first empty one (RB-37). */
export function currentSpace(seat: EpicSeat): number {
  return Math.min(blockedSpaces(seat) + seat.wounds, DRAGON_WOUND_TRACK.length - 1);
}

/** RB-37 with EV-EDRAGON-7/8: the printed value, plus a Combat slot tied to that very space. */
export function dragonTrackValue(seat: EpicSeat): number {
  const space = currentSpace(seat);
  const slotBonus = seat.epic
    ? seat.epic.slots.some((t, i) => {
        const info = slotInfo(seat, i);
        return t !== null && info.kind === 'combat' && info.space === space;
      })
      ? SLOT_BONUS.combat
      : 0
    : 0;
  return DRAGON_WOUND_TRACK[space] + slotBonus;
}

/** EV-EDRAGON-9, Q-EDRAGON-4: the Hoard Glyph heals one more wound with its slot filled. */
export function hoardHealing(seat: EpicSeat, base: number): number {
  return base + (filledSlots(seat, 'hoard') > 0 ? SLOT_BONUS.hoard : 0);
}
