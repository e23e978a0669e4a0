import { describe, expect, it } from 'vitest';
import { view, type GameState, type Viewer } from '../../src/engine';
import { sameData } from '../../src/engine/sameData';
import { playGame } from '../../scripts/autoplay';
import { SOLO_SETUP } from '../../scripts/midGameSave';

const LISTS = ['seats', 'stack', 'lineup', 'creatures', 'dials', 'relics'] as const;

/**
 * A move starts the state's lists afresh; the view gives a list back as the last view's when it
 * holds the same items, so the table redraws only the lists a move changed (issue 11 item 5).
 */
describe('a view keeps the lists a move left as they were', () => {
  it('over a whole solo game, from the table and from the human seat', () => {
    const viewers: Viewer[] = ['table', 'allaria'];
    const shown = new Map<Viewer, ReturnType<typeof view>>();
    let kept = 0;
    let changed = 0;
    playGame(SOLO_SETUP(11), {
      afterMove: (state: GameState) => {
        for (const viewer of viewers) {
          const before = shown.get(viewer);
          const now = view(state, viewer);
          for (const list of LISTS) {
            // What it shows is always the state's own, whichever object holds it.
            if (list !== 'seats' && list !== 'stack') expect(now[list]).toEqual(state[list]);
            if (!before) continue;
            if (sameData(now[list], before[list])) {
              expect(now[list], `${list} after move ${state.moveCount}`).toBe(before[list]);
              kept++;
            } else changed++;
          }
          shown.set(viewer, now);
        }
      },
    });
    expect(kept).toBeGreaterThan(1000);
    expect(changed).toBeGreaterThan(50);
  });
});
