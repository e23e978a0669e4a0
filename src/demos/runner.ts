import { applyMove, createGame, legalMoves, type GameState, type Move } from '../engine';
import type { Demo, DemoStep } from './types';

export type DemoRun =
  | { ok: true; states: GameState[] }
  | {
      ok: false;
      error: string;
      /** 0-based index of the step that failed; -1 for the setup. */ step: number;
    };

/** The move a step plays in `state`, or why it cannot play one. */
function moveOf(state: GameState, step: DemoStep): Move | string {
  if (step.play === undefined) return 'a step after the first must play a move';
  if (step.play !== 'pending') return step.play;
  // 'pending' only ever stands for a decision nobody at the table makes.
  if (!state.pending?.automaton) return 'no Faceless decision is waiting';
  return legalMoves(state)[0];
}

/**
 * Turns a demo into the position shown at each of its steps, through the engine's own
 * createGame and applyMove: a demo whose setup or moves the rules refuse does not run.
 */
export function runDemo(demo: Demo): DemoRun {
  const created = createGame(demo.setup);
  if (!created.ok) return { ok: false, step: -1, error: created.error };
  let state = created.state;
  for (const [i, move] of (demo.prelude ?? []).entries()) {
    const result = applyMove(state, move);
    if (!result.ok) return { ok: false, step: -1, error: `move ${i + 1}: ${result.error.message}` };
    state = result.state;
  }
  if (demo.steps.length === 0)
    return { ok: false, step: -1, error: 'a demo has at least one step' };
  if (demo.steps[0].play !== undefined)
    return { ok: false, step: 0, error: 'the first step shows the prepared position' };
  const states = [state];
  for (const [i, step] of demo.steps.entries()) {
    if (i === 0) continue;
    const move = moveOf(state, step);
    if (typeof move === 'string') return { ok: false, step: i, error: move };
    const result = applyMove(state, move);
    if (!result.ok) return { ok: false, step: i, error: result.error.message };
    state = result.state;
    states.push(state);
  }
  return { ok: true, states };
}

/** The moves that lead from the setup to step `index`, so the game can go on from there. */
export function movesUpTo(demo: Demo, states: GameState[], index: number): Move[] {
  const played = demo.steps.slice(1, index + 1).map((step, i): Move => {
    if (step.play && step.play !== 'pending') return step.play;
    return legalMoves(states[i])[0];
  });
  return [...(demo.prelude ?? []), ...played];
}
