import { applyMove, type Choice, type GameState, type Move, type SeatId } from '../engine';
import { defaultChoice } from './policy';
import { seededRandom } from './random';
import { valueFor } from './value';

/**
 * What the seat plays in a sampled future: its first answer, then the rest of a Planning (answers
 * to its later `plan` decisions, each used while it is still legal), then the cheap default.
 */
export interface Line {
  first: Choice;
  laterPlans: readonly Choice[];
}

/**
 * Plays `line` for `seat` in a sampled future, every other seat by its policy (Faceless by RB-44,
 * other humans by the cheap default), to the end of the round or of the game, and values the end
 * for the seat (value.ts).
 */
export function playOut(future: GameState, seat: SeatId, line: Line, seed: number): number {
  const random = seededRandom(seed);
  const round = future.round;
  let planned = 0;
  let s = applyOrThrow(future, { seat, choice: line.first });
  while (!s.result && s.round === round) {
    const d = s.pending!;
    let choice: Choice;
    if (d.automaton) choice = { kind: 'auto' };
    else if (d.seat === seat && d.kind === 'plan' && planned < line.laterPlans.length) {
      const next = line.laterPlans[planned++];
      choice = d.options.some((o) => sameChoice(o, next)) ? next : defaultChoice(s, d, random);
    } else choice = defaultChoice(s, d, random);
    s = applyOrThrow(s, { seat: d.seat, choice });
  }
  return valueFor(s, seat);
}

export function sameChoice(a: Choice, b: Choice): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'card' && b.kind === 'card') return a.card === b.card;
  return JSON.stringify(a) === JSON.stringify(b);
}

function applyOrThrow(s: GameState, move: Move): GameState {
  const result = applyMove(s, move);
  if (!result.ok) throw new Error(`lookahead: ${result.error.message}`);
  return result.state;
}
