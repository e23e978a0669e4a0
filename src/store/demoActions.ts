import { movesUpTo } from '../demos/runner';
import { statesAlong } from './history';
import { openPosition } from './openPosition';
import type { DemoActions, DemoState, GetStore, SetStore } from './storeTypes';

export const initialDemoState: DemoState = { demo: null };

/**
 * A demo on the table shows one prepared position at a time (demoMode.ts opens it); `moves`
 * always leads from the setup to the step on show, so "Play from here" simply leaves demo mode
 * and the game goes on from that position.
 */
export function demoActions(set: SetStore, get: GetStore): DemoActions {
  return {
    showDemoStep(step) {
      const session = get().demo;
      if (!session) return;
      const at = Math.max(0, Math.min(step, session.states.length - 1));
      if (at === session.step) return;
      set((draft) => {
        draft.state = session.states[at];
        draft.moves = movesUpTo(session.demo, session.states, at);
        draft.demo = { ...session, step: at };
      });
    },

    playDemoFromHere() {
      const { setup, moves, demo } = get();
      if (!demo || !setup) return;
      // Undo and replay work from the demo's setup on, like in any game (history.ts).
      const history = statesAlong(setup, moves);
      set((draft) => openPosition(draft, { setup, history, moves }));
    },
  };
}
