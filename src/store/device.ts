import type { GameState, SeatId } from '../engine';

/**
 * Hot-seat (docs/ui.md "Hot-seat"): who holds the device once the game has moved on to `state`. The
 * holder keeps it through the Faceless' moves and through their own next decisions, so consecutive
 * private steps of one person need one pass screen; a decision for another person means the device
 * has passed on, and no hand shows again until its next holder says "I'm …".
 */
export function holderAfter(holder: SeatId | null, state: GameState): SeatId | null {
  const pending = state.pending;
  if (!pending || pending.automaton || pending.seat === holder) return holder;
  return null;
}
