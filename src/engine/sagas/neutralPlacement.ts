import { addUnits, roomFor } from '../board';
import { logEvent } from '../log';
import type { Choice, GameState, RegionId, SagaFrameOf } from '../types';
import { askSaga } from './chooser';

/**
 * Challenging solo (EV-CHOICE-9): a neutral Unit hurts the human most where it guards the most
 * Power tokens, since the human must fight through it to collect them.
 */
const guardHarm = (s: GameState, regions: RegionId[]) => regions.map((r) => s.regions[r].power);

/**
 * A Saga places 1 neutral Unit in each of up to `howMany` different `regions` (every one of them
 * when `howMany` is Infinity). Regions at the 6-Unit limit get none (Q-CROW-5). When the supply
 * or `howMany` does not reach every region, the EV-CHOICE chooser picks which ones do, one at a
 * time (Q-PREC-7, Q-RETURN-2/3). Keeps its progress in `f.memo[key]`; returns false while it waits
 * for a choice, true once done. The regions are read on the first call and kept, so a placement
 * never changes which regions qualify.
 */
/** The frames that place neutral Units: their memo keeps each placement's progress. */
type PlacingFrame = SagaFrameOf<'crow' | 'return'>;
type Key = 'setup' | 'units';

export function placeNeutralUnits(
  s: GameState,
  f: PlacingFrame,
  key: Key,
  regions: () => RegionId[],
  howMany: number,
  rule: string,
  answer?: Choice,
): boolean {
  const left = `${key}:left` as const;
  if (f.memo[key] === undefined) {
    const open = regions().filter((r) => roomFor(s, r, 'neutral') > 0);
    f.memo[key] = open;
    f.memo[left] = Number.isFinite(howMany) ? howMany : open.length;
  }
  if (answer?.kind === 'region') place(s, f, key, answer.region, rule);
  for (;;) {
    const open = f.memo[key] ?? [];
    const placeable = Math.min(f.memo[left] ?? 0, s.supply.units.neutral ?? 0);
    if (placeable === 0 || open.length === 0) return true;
    if (open.length > placeable) {
      const options = open.map((region): Choice => ({ kind: 'region', region }));
      askSaga(s, 'saga-region', rule, options, { harm: guardHarm(s, open) });
      return false;
    }
    place(s, f, key, open[0], rule);
  }
}

function place(s: GameState, f: PlacingFrame, key: Key, region: RegionId, rule: string): void {
  addUnits(s, region, 'neutral', 1);
  s.supply.units.neutral = (s.supply.units.neutral ?? 0) - 1;
  f.memo[key] = (f.memo[key] ?? []).filter((r) => r !== region);
  f.memo[`${key}:left`] = (f.memo[`${key}:left`] ?? 0) - 1;
  logEvent(s, { kind: 'saga-neutral-unit', seat: null, saga: f.saga, rule, region });
}
