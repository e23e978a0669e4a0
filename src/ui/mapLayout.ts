import { content, type RegionId } from '../engine';

/**
 * A house schematic of Vaala (not the printed board): 12 regions on a 4 × 3 grid, placed so that
 * every land link joins neighbouring tiles. The three sea links run around the map's edge.
 */
export const MAP_GRID: Record<RegionId, { col: number; row: number }> = {
  ysval: { col: 0, row: 0 },
  crown: { col: 1, row: 0 },
  fell: { col: 2, row: 0 },
  tyvh: { col: 3, row: 0 },
  allar: { col: 0, row: 1 },
  cross: { col: 1, row: 1 },
  moon: { col: 2, row: 1 },
  blood: { col: 3, row: 1 },
  serpent: { col: 0, row: 2 },
  hollow: { col: 1, row: 2 },
  nahu: { col: 2, row: 2 },
  ashen: { col: 3, row: 2 },
};

export const MAP_COLUMNS = 4;
export const MAP_ROWS = 3;

/** Regions in reading order of the schematic (row by row), for the keyboard's Tab order. */
export const MAP_ORDER: RegionId[] = [...content.REGION_IDS].sort(
  (a, b) => MAP_GRID[a].row - MAP_GRID[b].row || MAP_GRID[a].col - MAP_GRID[b].col,
);

export interface MapLink {
  from: RegionId;
  to: RegionId;
  sea: boolean;
}

/** Every land and sea link once. */
export const MAP_LINKS: MapLink[] = content.REGION_IDS.flatMap((from) => {
  const info = content.REGIONS[from];
  const later = (to: RegionId) => content.REGION_IDS.indexOf(to) > content.REGION_IDS.indexOf(from);
  return [
    ...info.land.filter(later).map((to) => ({ from, to, sea: false })),
    ...info.sea.filter(later).map((to) => ({ from, to, sea: true })),
  ];
});

/** Where each mountain sits on the schematic, in grid units (tile corners are whole numbers). */
export const MOUNTAIN_SPOTS: Record<string, { x: number; y: number }> = {
  kadmos: { x: 2, y: 1 },
  ashfang: { x: 2, y: 3 },
};
