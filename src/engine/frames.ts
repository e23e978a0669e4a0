import { seatOf } from './board';
import type { Choice, Decision, DecisionKind, Frame, GameState, SeatId } from './types';

/**
 * The effect stack (architecture.md §5). A handler looks at the top frame, does one step, and
 * either pops it, pushes follow-up frames, or asks a Decision and waits for the answer.
 */

export function push(s: GameState, ...frames: Frame[]): void {
  // Frames are given in the order they should run; the stack runs its last element first.
  for (let i = frames.length - 1; i >= 0; i--) s.frames.push(frames[i]);
}

export function pop(s: GameState): void {
  s.frames.pop();
}

export function ask(
  s: GameState,
  seat: SeatId,
  kind: DecisionKind,
  rule: string,
  options: Choice[],
  source?: Decision['source'],
): void {
  if (options.length === 0) throw new Error(`engine bug: ${kind} asked with no options`);
  s.pending = {
    seat,
    kind,
    rule,
    options,
    source,
    automaton: seatOf(s, seat).controller === 'faceless',
  };
}

export const isHuman = (s: GameState, seat: SeatId) => seatOf(s, seat).controller === 'human';
