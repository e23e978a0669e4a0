import { useState } from 'react';
import { content, type GameView, type RegionId } from '../../engine';
import { selectDemo, selectDemoStepPlaces, selectLastMoveHighlights } from '../../store';
import { useGame } from '../GameStoreContext';
import type { RegionMarks } from '../MapRegion';
import { factionName } from '../names';
import { boardEffects, type BoardEffect } from './boardChanges';

const NO_REGIONS: RegionId[] = [];
const NO_EFFECTS: BoardEffect[] = [];

const marksCache = new Map<string, RegionMarks>();
/** One shared object per combination, so a region's props stay equal while its marks do. */
const marksOf = (changed: boolean, lastMoveBy: string | null, target: boolean): RegionMarks => {
  const key = `${changed}|${lastMoveBy}|${target}`;
  let marks = marksCache.get(key);
  if (!marks) marksCache.set(key, (marks = { changed, lastMoveBy, target }));
  return marks;
};

/** Motion only for a reader who has not asked for less (ui.md; prefers-reduced-motion). */
const motionAllowed = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Seen {
  table: GameView | null;
  effects: BoardEffect[];
  /** Counts the changes, so each one's animations start afresh. */
  step: number;
}

/** The motion that shows how the board got from the position before to this one. */
function useBoardEffects(table: GameView | null) {
  const [seen, setSeen] = useState<Seen>({ table, effects: NO_EFFECTS, step: 0 });
  if (table === seen.table) return seen;
  // Adjusting state while rendering, so the motion starts with the new position.
  const before = seen.table;
  const now: Seen = {
    table,
    effects: before && table && motionAllowed() ? boardEffects(before, table) : NO_EFFECTS,
    step: seen.step + 1,
  };
  setSeen(now);
  return now;
}

/**
 * The marks on the map (ui.md "Across the room", "Following the Faceless"): the places of the last
 * move (the store's selectLastMoveHighlights) or of a demo's step on show, with the motion that
 * shows what happened, and in a demo the regions its caption talks about (the step's `target`).
 */
export function useBoardMarks(table: GameView | null) {
  const demo = useGame(selectDemo);
  const demoPlaces = useGame(selectDemoStepPlaces);
  const lastMove = useGame(selectLastMoveHighlights);
  const { effects, step } = useBoardEffects(table);
  const changed = (demo ? demoPlaces : lastMove?.regions) ?? NO_REGIONS;
  const by = !demo && lastMove ? factionName(lastMove.seat) : null;
  const target = demo?.demo.steps[demo.step]?.target?.regions ?? NO_REGIONS;
  const marks = Object.fromEntries(
    content.REGION_IDS.map((id) => {
      const here = changed.includes(id);
      return [id, marksOf(here, here ? by : null, target.includes(id))];
    }),
  ) as Record<RegionId, RegionMarks>;
  return { marks, effects, step };
}
