import { content } from '../../../engine/data';
import type { RegionId } from '../../../source/tableSource';

/** Board geometry drawn from the house layout's data (content/boardLayout.ts). */

const { BOARD_POINTS, REGION_SHAPES } = content;

const pointsOf = (id: RegionId) => REGION_SHAPES[id].corners.map((name) => BOARD_POINTS[name]);

/** A region's outline as an SVG path. */
export const REGION_PATHS: Record<RegionId, string> = Object.fromEntries(
  content.REGION_IDS.map((id) => [
    id,
    `M ${pointsOf(id)
      .map(([x, y]) => `${x} ${y}`)
      .join(' L ')} Z`,
  ]),
) as Record<RegionId, string>;

/** The middle of a region's pieces, where motion starts and ends. */
export const REGION_CENTRES: Record<RegionId, { x: number; y: number }> = Object.fromEntries(
  content.REGION_IDS.map((id) => {
    const [x, y] = REGION_SHAPES[id].pieces;
    return [id, { x: x + 150, y: y + 60 }];
  }),
) as Record<RegionId, { x: number; y: number }>;

/** Regions in reading order of the layout (north to south, west to east): the Tab order. */
export const MAP_ORDER: RegionId[] = [...content.REGION_IDS].sort(
  (a, b) =>
    Math.round(REGION_SHAPES[a].label[1] / 200) - Math.round(REGION_SHAPES[b].label[1] / 200) ||
    REGION_SHAPES[a].label[0] - REGION_SHAPES[b].label[0],
);

/** A point as a fraction of the board, for HTML laid over the SVG (menus). */
export const boardFraction = ([x, y]: readonly [number, number]) => ({
  left: `${(x / content.BOARD_SIZE.width) * 100}%`,
  top: `${(y / content.BOARD_SIZE.height) * 100}%`,
});
