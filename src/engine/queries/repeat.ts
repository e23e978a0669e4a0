import { applyMove } from '../api';
import { sameData } from '../sameData';
import type { Choice, Decision, GameState } from '../types';

/** More than any Move or Deploy can send one way (RB-19a: 6 Units to a region). */
const MOST_AT_ONCE = 12;

/** RB-18: each Unit moves 1 region by itself; RB-19: each Unit is placed by itself. */
const isUnitAnswer = (d: Decision, choice: Choice): boolean =>
  (d.kind === 'deploy' && choice.kind === 'region') ||
  (d.kind === 'move' && choice.kind === 'step' && choice.piece === 'unit');

const offers = (d: Decision | null, choice: Choice): d is Decision =>
  d !== null && !d.automaton && d.options.some((o) => sameData(o, choice));

/**
 * How many Units one gesture may send this way now (README "Playing", several Units in one click):
 * a Move or a Deploy takes its Units one at a time (RB-18, RB-19), so "3 Units from Crownspire to
 * Vaala Crossing" is the same answer given 3 times in a row to the same person's same Glyph.
 * Counted by playing it: each answer must be legal, and between two of them nothing else may happen
 * (a next card, a combat: each answer logs its one line). 1 for an answer that moves no Unit, 0 for
 * one not offered now.
 */
export function repeatLimit(state: GameState, choice: Choice): number {
  const d = state.pending;
  if (state.result || !offers(d, choice)) return 0;
  if (!isUnitAnswer(d, choice)) return 1;
  let s = state;
  let n = 0;
  while (n < MOST_AT_ONCE) {
    const result = applyMove(s, { seat: d.seat, choice });
    if (!result.ok) break;
    n += 1;
    const next = result.state;
    const same = next.pending?.seat === d.seat && next.pending.kind === d.kind;
    if (!same || !offers(next.pending, choice) || next.log.length !== s.log.length + 1) break;
    s = next;
  }
  return n;
}
