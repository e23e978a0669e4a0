import { useState } from 'react';
import { content, type GameView, type RegionId } from '../../engine';
import { selectDemo } from '../../store';
import { useGame } from '../GameStoreContext';
import type { RegionMarks } from '../MapRegion';
import { boardEffects, changedRegions, type BoardEffect } from './boardChanges';

const NO_REGIONS: RegionId[] = [];
const NO_EFFECTS: BoardEffect[] = [];

const marksCache = new Map<string, RegionMarks>();
/** One shared object per combination, so a region's props stay equal while its marks do. */
const marksOf = (changed: boolean, target: boolean): RegionMarks => {
  const key = `${changed}${target}`;
  let marks = marksCache.get(key);
  if (!marks) marksCache.set(key, (marks = { changed, target }));
  return marks;
};

/** Motion only for a reader who has not asked for less (ui.md; prefers-reduced-motion). */
const motionAllowed = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Seen {
  table: GameView | null;
  changed: RegionId[];
  effects: BoardEffect[];
  /** Counts the changes, so each one's animations start afresh. */
  step: number;
}

/**
 * The marks on the map (ui.md "Across the room"): the regions the last step changed with the
 * motion that shows how, and in a demo the regions its caption talks about (the step's `target`).
 */
export function useBoardMarks(table: GameView | null) {
  const demo = useGame(selectDemo);
  const [seen, setSeen] = useState<Seen>({
    table,
    changed: NO_REGIONS,
    effects: NO_EFFECTS,
    step: 0,
  });
  let now = seen;
  // Adjusting state while rendering, so the marks appear with the new position.
  if (table !== seen.table) {
    const before = seen.table;
    const comparable = before && table && before !== table;
    now = {
      table,
      changed: comparable ? changedRegions(before, table) : NO_REGIONS,
      effects: comparable && motionAllowed() ? boardEffects(before, table) : NO_EFFECTS,
      step: seen.step + 1,
    };
    setSeen(now);
  }
  const target = demo?.demo.steps[demo.step]?.target?.regions ?? NO_REGIONS;
  const marks = Object.fromEntries(
    content.REGION_IDS.map((id) => [id, marksOf(now.changed.includes(id), target.includes(id))]),
  ) as Record<RegionId, RegionMarks>;
  return { marks, effects: now.effects, step: now.step };
}
