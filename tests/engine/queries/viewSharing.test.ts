import { describe, expect, it } from 'vitest';
import { view, type GameSetup, type GameState, type Viewer } from '../../../src/engine';
import { sameData } from '../../../src/engine/sameData';
import { playGame } from '../../../scripts/autoplay';
import { SOLO_SETUP } from '../../../scripts/midGameSave';

const LISTS = ['seats', 'stack', 'lineup', 'creatures', 'dials', 'relics'] as const;

/**
 * A move starts the state's lists afresh; the view gives a list back as the previous view's when it
 * holds the same items, so the table redraws only the lists a move changed (docs/architecture.md,
 * How components memo). Over a whole game, from the table and the human seat: how often each list
 * was kept, changed.
 */
function watch(
  setup: GameSetup,
): Record<(typeof LISTS)[number], { kept: number; changed: number }> {
  const viewers: Viewer[] = ['table', 'allaria'];
  const shown = new Map<Viewer, ReturnType<typeof view>>();
  const seen = Object.fromEntries(
    LISTS.map((list) => [list, { kept: 0, changed: 0 }]),
  ) as ReturnType<typeof watch>;
  playGame(setup, {
    afterMove: (state: GameState) => {
      for (const viewer of viewers) {
        const before = shown.get(viewer);
        const now = view(state, viewer, before);
        for (const list of LISTS) {
          // What it shows is always the state's own, whichever object holds it.
          if (list !== 'seats' && list !== 'stack') expect(now[list]).toEqual(state[list]);
          if (!before) continue;
          if (sameData(now[list], before[list])) {
            expect(now[list], `${list} after move ${state.moveCount}`).toBe(before[list]);
            seen[list].kept++;
          } else seen[list].changed++;
        }
        shown.set(viewer, now);
      }
    },
  });
  return seen;
}

describe('a view keeps the lists a move left as they were', () => {
  it('over a whole solo game', () => {
    const seen = watch(SOLO_SETUP(11));
    for (const list of ['seats', 'stack', 'lineup'] as const) {
      expect(seen[list].kept, list).toBeGreaterThan(50);
      expect(seen[list].changed, list).toBeGreaterThan(5);
    }
  });

  it('over a game with the relics and Kadmos Sagas: tokens on cards and Dragon dials change too', () => {
    const seen = watch({ ...SOLO_SETUP(11), sagas: ['relics', 'kadmos', 'strongholds'] });
    for (const list of ['relics', 'dials'] as const) {
      expect(seen[list].kept, list).toBeGreaterThan(50);
      expect(seen[list].changed, list).toBeGreaterThan(0);
    }
  });
});
