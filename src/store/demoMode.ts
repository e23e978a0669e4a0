import { runDemo, movesUpTo } from '../demos/runner';
import type { Demo } from '../demos/types';
import { openPosition } from './openPosition';
import type { GameStoreApi } from './storeTypes';

/**
 * Demo mode (docs/ui.md "Rules demos at game night") opens a demo: every step's position is
 * computed at once, so Back and Next only pick one (demoActions.ts). Its code arrives with the
 * first demo opened. A demo the rules refuse changes nothing: the reason is returned.
 */
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
  const { states } = run;
  store.setState((draft) =>
    openPosition(draft, {
      setup: demo.setup,
      history: [],
      moves: movesUpTo(demo, states, 0),
      demo: { demo, states, step: 0 },
    }),
  );
  return null;
}
