import { movesUpTo, runDemo } from '../demos/runner';
import type { Demo } from '../demos/types';
import type { GameStoreApi } from './storeTypes';

export type { DemoSession } from './storeTypes';
import { statesAlong } from './history';
import { initialRewindState } from './rewindActions';

/**
 * Demo mode (ui.md "Rules demos at game night"): the table shows one prepared position of a demo
 * at a time. Every step's position is computed when the demo opens, so Back and Next only pick
 * one; `moves` always leads from the setup to the step on show, so "Play from here" simply leaves
 * demo mode and the game goes on from that position.
 */
/** Opens a demo at its first step. A demo the rules refuse changes nothing: the reason is returned. */
export function openDemo(store: GameStoreApi, demo: Demo): string | null {
  let run: ReturnType<typeof runDemo>;
  try {
    run = runDemo(demo);
  } catch (e) {
    run = { ok: false, step: -1, error: `the rules engine failed: ${String(e)}` };
  }
  if (!run.ok) {
    const where = run.step < 0 ? 'its position' : `step ${run.step + 1}`;
    return `The demo “${demo.title}” cannot be shown (${where}: ${run.error}).`;
  }
  store.setState({
    ...initialRewindState,
    setup: demo.setup,
    state: run.states[0],
    moves: movesUpTo(demo, run.states, 0),
    demo: { demo, states: run.states, step: 0 },
    error: null,
    holder: null,
    handAsked: null,
    planAhead: {},
  });
  return null;
}

/** Shows step `step` of the open demo (clamped to its first and last step). */
export function showDemoStep(store: GameStoreApi, step: number): void {
  const session = store.getState().demo;
  if (!session) return;
  const at = Math.max(0, Math.min(step, session.states.length - 1));
  if (at === session.step) return;
  store.setState({
    state: session.states[at],
    moves: movesUpTo(session.demo, session.states, at),
    demo: { ...session, step: at },
  });
}

/** Leaves demo mode where it stands: from now on the seats play the game as usual. */
export function playFromHere(store: GameStoreApi): void {
  const { setup, moves } = store.getState();
  // Undo and replay work from the demo's setup on, like in any game (history.ts).
  const history = setup ? statesAlong(setup, moves) : [];
  store.setState({ ...initialRewindState, history, demo: null, error: null });
}
