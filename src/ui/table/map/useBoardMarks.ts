import { useState } from 'react';
import { content } from '../../../engine/data';
import type { GameView, RegionId, TableFrame } from '../../../source/tableSource';
import { useTable } from '../../kit/tableSource';
import type { RegionMarks } from './MapRegion';
import { factionName } from '../../words/names';
import { prefersReducedMotion } from '../../kit/reducedMotion';

const NO_REGIONS: RegionId[] = [];
const selectDemo = (f: TableFrame) => f.demo;
const selectLastMove = (f: TableFrame) => f.lastMove;

const marksCache = new Map<string, RegionMarks>();
/** One shared object per combination, so a region's props stay equal while its marks do. */
const marksOf = (changed: boolean, lastMoveBy: string | null, target: boolean): RegionMarks => {
  const key = `${changed}|${lastMoveBy}|${target}`;
  let marks = marksCache.get(key);
  if (!marks) marksCache.set(key, (marks = { changed, lastMoveBy, target }));
  return marks;
};

/** Motion only for a reader who has not asked for less (prefers-reduced-motion). */
const motionAllowed = () => !prefersReducedMotion();

interface Seen {
  table: GameView | null;
  /** The position before it, when its motion is to be shown. */
  before: GameView | null;
  /** Counts the changes, so each one's animations start afresh. */
  step: number;
}

/** The position before this one, for the motion that shows how the board got here. */
function usePositionBefore(table: GameView | null) {
  const [seen, setSeen] = useState<Seen>({ table, before: null, step: 0 });
  if (table === seen.table) return seen;
  // Adjusting state while rendering, so the motion starts with the new position.
  const now: Seen = {
    table,
    before: seen.table && table && motionAllowed() ? seen.table : null,
    step: seen.step + 1,
  };
  setSeen(now);
  return now;
}

/**
 * The marks on the map (README "Following the Faceless", "Rules demos"): the places of the last
 * move (the frame's lastMove) or of a demo's step on show, the position before it for the motion
 * that shows what happened, and in a demo the regions its caption talks about (the step's
 * `target`).
 */
export function useBoardMarks(table: GameView | null) {
  const demo = useTable(selectDemo);
  const lastMove = useTable(selectLastMove);
  const { before, step } = usePositionBefore(table);
  const changed = (demo ? demo.places : lastMove?.regions) ?? NO_REGIONS;
  const by = !demo && lastMove ? factionName(lastMove.seat) : null;
  const target = demo?.demo.steps[demo.step]?.target?.regions ?? NO_REGIONS;
  const marks = Object.fromEntries(
    content.REGION_IDS.map((id) => {
      const here = changed.includes(id);
      return [id, marksOf(here, here ? by : null, target.includes(id))];
    }),
  ) as Record<RegionId, RegionMarks>;
  return { marks, before, step };
}
