import type { Choice, GameState, Role, Scenario, SeatId, TokenSide } from '../../src/engine';
import { EPIC_BOARDS, type SlotKind } from '../../src/engine/content/epic';
import { HUMAN_TABLE } from './helpers';
import { quietGame } from './fixtures';

/** Positions and measurements for the Epic board rules (EV-EPIC-SETUP, EV-SLOT, EV-EDRAGON, EV-EGEN). */

/** The usual human table with the given seats played Epic. */
export const epicTable = (...epic: SeatId[]) =>
  HUMAN_TABLE.map((seat) => (epic.includes(seat.faction) ? { ...seat, epic: true } : seat));

/** The index of the nth slot of a kind on a board (Combat slots: the one under wound space `space`). */
export function slotOf(role: Role, kind: SlotKind, nth = 0): number {
  const matches = EPIC_BOARDS[role].slots.flatMap((slot, i) =>
    slot.kind === kind ? [{ i, space: slot.space }] : [],
  );
  const found = kind === 'combat' ? matches.find((m) => m.space === nth) : matches[nth];
  if (!found) throw new Error(`no ${kind} slot #${nth} on the ${role} board`);
  return found.i;
}

/** A scenario `slots` map: each [kind, nth, side] fills one slot. */
export function filled(
  role: Role,
  ...tokens: [SlotKind, number, TokenSide][]
): Record<string, TokenSide> {
  return Object.fromEntries(tokens.map(([kind, nth, side]) => [slotOf(role, kind, nth), side]));
}

/** `n` plain slots holding tokens of one side (Power that does nothing but count). */
export function plain(role: Role, n: number, side: TokenSide = 'unspent') {
  return Array.from({ length: n }, (_, i): [SlotKind, number, TokenSide] => ['plain', i, side]);
}

/** A quiet scenario game with the given seats played Epic. */
export function epicGame(epic: SeatId[], sc: Scenario): GameState {
  return quietGame(sc, { seats: epicTable(...epic) });
}

export const slotChoice = (slot: number): Choice => ({ kind: 'slot', slot });

/** Slots a seat's board holds, by index, e.g. { 0: 'unspent' }. */
export function occupied(s: GameState, id: SeatId): Record<number, TokenSide> {
  const out: Record<number, TokenSide> = {};
  s.seats
    .find((seat) => seat.id === id)!
    .epic!.slots.forEach((token, i) => {
      if (token) out[i] = token;
    });
  return out;
}
