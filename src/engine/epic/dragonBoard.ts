import type { Content } from '../content/content';
import { filledSlots, type EpicSeat } from './slots';

/**
 * EV-EDRAGON: the Epic Dragon's wound track. The blocker covers the leftmost spaces; each Health
 * token slides it (and the wounds) one space left, so the capacity is 3 + Health tokens and the
 * wounds fill from the first uncovered space (Q-EDRAGON-1).
 */

export function blockedSpaces(c: Content, seat: EpicSeat): number {
  if (!seat.epic) return 0;
  return Math.max(0, c.epic.blockedSpaces - filledSlots(c, seat, 'health'));
}

/** RB-37, EV-EDRAGON-4/5: the wound spaces a Dragon has. */
export function woundCapacity(c: Content, seat: EpicSeat): number {
  return c.numbers.dragonWoundTrack.length - blockedSpaces(c, seat);
}

/** The wound space whose printed Combat Value is in force: the first empty one (RB-37). */
export function currentSpace(c: Content, seat: EpicSeat): number {
  return Math.min(blockedSpaces(c, seat) + seat.wounds, c.numbers.dragonWoundTrack.length - 1);
}

/** EV-EDRAGON-9, Q-EDRAGON-4: the Hoard Glyph heals one more wound with its slot filled. */
export function hoardHealing(c: Content, seat: EpicSeat, base: number): number {
  return base + (filledSlots(c, seat, 'hoard') > 0 ? c.epic.slotBonus.hoard : 0);
}
