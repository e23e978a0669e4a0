import { useState } from 'react';
import { content, type GameView, type RegionId } from '../../engine';
import { selectDemo } from '../../store';
import { useGame } from '../GameStoreContext';
import type { RegionMarks } from '../MapRegion';
import { regionAccessibleName } from '../regionSummary';

/** Everything a region shows, in words: two tables differ in a region exactly when this does. */
function regionWords(table: GameView, id: RegionId): string {
  return regionAccessibleName(
    id,
    table.regions[id],
    table.seats.filter((seat) => seat.location === id),
    table.creatures.filter((c) => c.region === id),
    {
      dials: table.dials.filter((d) => d.region === id),
      stronghold: table.strongholds[id],
      status: table.statuses[id],
    },
  );
}

const NONE: RegionId[] = [];

function changedRegions(before: GameView | null, after: GameView | null): RegionId[] {
  if (!before || !after || before === after) return NONE;
  return content.REGION_IDS.filter((id) => regionWords(before, id) !== regionWords(after, id));
}

const marksCache = new Map<string, RegionMarks>();
/** One shared object per combination, so a region's props stay equal while its marks do. */
const marksOf = (changed: boolean, target: boolean): RegionMarks => {
  const key = `${changed}${target}`;
  let marks = marksCache.get(key);
  if (!marks) marksCache.set(key, (marks = { changed, target }));
  return marks;
};

/**
 * The marks on the map (ui.md "Across the room"): the regions the last step changed, and in a
 * demo the regions its caption talks about (the step's `target`).
 */
export function useBoardMarks(table: GameView | null): Record<RegionId, RegionMarks> {
  const demo = useGame(selectDemo);
  const [seen, setSeen] = useState({ table, changed: NONE });
  let changed = seen.changed;
  // Adjusting state while rendering, so the marks appear with the new position.
  if (table !== seen.table) {
    changed = changedRegions(seen.table, table);
    setSeen({ table, changed });
  }
  const target = demo?.demo.steps[demo.step]?.target?.regions ?? NONE;
  return Object.fromEntries(
    content.REGION_IDS.map((id) => [id, marksOf(changed.includes(id), target.includes(id))]),
  ) as Record<RegionId, RegionMarks>;
}
