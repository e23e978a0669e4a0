import type { Content } from '../content/content';
import type { SlotInfo, SlotKind } from '../content/epic';
import type { EpicBoardState, Role, SeatState, TokenSide } from '../types';

/** What the board rules read of a seat (a seat's public view has it too). */
export type EpicSeat = Pick<SeatState, 'role' | 'epic' | 'wounds'>;

/** EV-SLOT: the Power token slots of Epic boards, read and written by index into the layout. */

export function emptyEpicBoard(c: Content, role: Role): EpicBoardState {
  return {
    slots: c.epic.boards[role].slots.map(() => null),
    unplaced: [],
    toSpend: 0,
    toUnspend: 0,
    mayUnspend: 0,
  };
}

export function slotInfo(c: Content, seat: EpicSeat, slot: number): SlotInfo {
  return c.epic.boards[seat.role].slots[slot];
}

/** Occupied slots of a kind, spent or not (Q-SLOT-1: a spent token still gives its effect). */
export function filledSlots(c: Content, seat: EpicSeat, kind: SlotKind): number {
  if (!seat.epic) return 0;
  let n = 0;
  seat.epic.slots.forEach((token, i) => {
    if (token !== null && slotInfo(c, seat, i).kind === kind) n += 1;
  });
  return n;
}

export function slotsHolding(seat: EpicSeat, side: TokenSide | 'any' | 'free'): number[] {
  const out: number[] = [];
  seat.epic?.slots.forEach((token, i) => {
    if (side === 'free' ? token === null : token !== null && (side === 'any' || token === side))
      out.push(i);
  });
  return out;
}

/**
 * Slots with the same effect and token side are interchangeable: only the first of each
 * (kind, space, side) is offered, so a choice between equals never prompts.
 */
export function distinctSlots(c: Content, seat: EpicSeat, slots: number[]): number[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    const info = slotInfo(c, seat, slot);
    const key = `${info.kind}:${info.space ?? ''}:${seat.epic?.slots[slot] ?? 'free'}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Tokens a board can still take: unlimited on a standard board, the free slots on an Epic one. */
export function roomOnBoard(seat: EpicSeat): number {
  if (!seat.epic) return Infinity;
  return slotsHolding(seat, 'free').length - seat.epic.unplaced.length;
}

/** Whether the owner still has to choose where a token lies or which one flips. */
export function hasSlotWork(seat: SeatState): boolean {
  const e = seat.epic;
  return !!e && (e.unplaced.length > 0 || e.toSpend > 0 || e.toUnspend > 0 || e.mayUnspend > 0);
}
