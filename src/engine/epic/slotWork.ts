import { ask } from '../frames';
import { logEvent } from '../log';
import type { Choice, GameState, SeatState, TokenSide } from '../types';
import { distinctSlots, hasSlotWork, slotInfo, slotsHolding } from './slots';
import { mutSeat } from '../draft';

/**
 * EV-SLOT-2, Q-SLOT-4, EV-EDRAGON-15: the owner of an Epic board places each gained token on a
 * slot and picks which token flips. The resolver runs this before any other step, so a token is
 * on its slot (and its effect in force) before the game goes on.
 */
export function seatWithSlotWork(s: GameState): SeatState | null {
  return s.seats.find(hasSlotWork) ?? null;
}

const slotChoices = (s: GameState, seat: SeatState, slots: number[]): Choice[] =>
  distinctSlots(s.content, seat, slots).map((slot) => ({ kind: 'slot', slot }));

export function runSlotWork(s: GameState, keeper: SeatState, answer?: Choice): void {
  const slot = answer?.kind === 'slot' ? answer.slot : null;
  if (keeper.epic!.unplaced.length > 0) {
    if (slot === null) {
      const free = slotsHolding(keeper, 'free');
      ask(s, keeper.id, 'place-token', 'EV-SLOT-2', slotChoices(s, keeper, free));
      return;
    }
    const seat = mutSeat(s, keeper.id);
    const epic = seat.epic!;
    const side = epic.unplaced.shift()!;
    epic.slots[slot] = side;
    // EV-EDRAGON-5: a Health token slides the blocker left at once (woundCapacity reads the slots).
    logEvent(s, {
      kind: 'token-placed',
      seat: seat.id,
      slot,
      slotKind: slotInfo(s.content, seat, slot).kind,
      side,
    });
    return;
  }
  const flip = nextFlip(keeper);
  if (!flip) {
    // Only an optional flip was left, and no spent token to flip back: nothing to ask.
    mutSeat(s, keeper.id).epic!.mayUnspend = 0;
    return;
  }
  if (slot === null && answer?.kind !== 'pass') {
    const options = slotChoices(s, keeper, slotsHolding(keeper, flip.from));
    // EV-EDRAGON-15: the Essence slot's flip is optional.
    if (flip.optional) options.push({ kind: 'pass' });
    ask(s, keeper.id, 'flip-token', flip.optional ? 'EV-EDRAGON-15' : 'Q-SLOT-4', options);
    return;
  }
  const seat = mutSeat(s, keeper.id);
  const epic = seat.epic!;
  if (flip.optional) {
    epic.mayUnspend -= 1;
    if (slot === null) return;
    seat.power.spent -= 1;
    seat.power.unspent += 1;
  } else if (flip.from === 'unspent') epic.toSpend -= 1;
  else epic.toUnspend -= 1;
  epic.slots[slot!] = flip.from === 'unspent' ? 'spent' : 'unspent';
  logEvent(s, {
    kind: 'token-flipped',
    seat: seat.id,
    slot: slot!,
    slotKind: slotInfo(s.content, seat, slot!).kind,
    side: epic.slots[slot!],
  });
}

function nextFlip(seat: SeatState): { from: TokenSide; optional: boolean } | null {
  const epic = seat.epic!;
  if (epic.toSpend > 0) return { from: 'unspent', optional: false };
  if (epic.toUnspend > 0) return { from: 'spent', optional: false };
  if (epic.mayUnspend > 0 && slotsHolding(seat, 'spent').length > 0)
    return { from: 'spent', optional: true };
  return null;
}
