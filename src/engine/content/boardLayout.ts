import type { RegionId } from './ids';

/**
 * The house layout of the board: where each of the 12 house regions lies on the screen. The printed
 * board's art and geography are not available (the base game's reconstruction, §2 Map: only the
 * 12-region count is known), so this is house content, drawn from the house adjacency in map.ts:
 * regions that share a land link share a border, the three sea links cross open sea, and the two
 * mountains stand where their regions meet. The board is 1600 × 1000 units; a region is a polygon
 * of named corners, so two neighbours share the very same border points.
 */
export type Point = readonly [number, number];

export type Terrain =
  | 'marches'
  | 'highland'
  | 'forest'
  | 'hills'
  | 'farmland'
  | 'plains'
  | 'steppe'
  | 'marsh'
  | 'coast'
  | 'caverns'
  | 'wilds'
  | 'ash';

export interface RegionShape {
  id: RegionId;
  /** The corners in clockwise order, by name in BOARD_POINTS. */
  corners: readonly string[];
  terrain: Terrain;
  /** Where the region's name sits, and the top-left of the space its pieces take. */
  label: Point;
  pieces: Point;
  house: true;
}

export interface MountainShape {
  id: string;
  outline: readonly Point[];
  label: Point;
  house: true;
}

export interface SeaLaneShape {
  between: readonly [RegionId, RegionId];
  /** An SVG path in board units, from the first region's coast to the second's. */
  path: string;
  house: true;
}

/**
 * Border points. Rows of the lattice are a–d (north to south), columns 0–4 (west to east); the
 * letters m/n mark a border's bend between two corners, c-points bend the coast. `a1s`/`b1n` split
 * the corner where Crownspire meets the Allarian Heartland, which share a border (map.ts), while
 * the Ysvalian Marches and Vaala Crossing do not.
 */
export const BOARD_POINTS: Record<string, Point> = {
  // Corners.
  a0: [140, 64],
  a1: [470, 46],
  a2: [805, 66],
  a3: [1140, 42],
  a4: [1466, 70],
  b0: [114, 340],
  b1n: [446, 306],
  b1s: [504, 372],
  b2: [822, 340],
  b3: [1152, 354],
  b4: [1492, 330],
  c0: [132, 620],
  c1: [462, 600],
  c2: [792, 628],
  c3: [1132, 604],
  c4: [1480, 622],
  d0: [166, 874],
  d1: [470, 894],
  d2: [798, 866],
  d3: [1152, 890],
  d4: [1450, 866],
  // Bends of the inner borders (west–east borders first, then north–south).
  ab0: [262, 352],
  bc0: [300, 598],
  bc1: [640, 626],
  bc2: [962, 598],
  bc3: [1310, 636],
  ab2: [986, 364],
  ab3: [1328, 330],
  ab1: [676, 330],
  v01: [484, 176],
  v02: [790, 200],
  v03: [1160, 196],
  v11: [474, 480],
  v12: [846, 484],
  v13: [1128, 470],
  v21: [448, 752],
  v22: [812, 740],
  v23: [1170, 760],
  // The coast.
  n0: [300, 34],
  n1: [640, 72],
  n2: [972, 40],
  n3: [1300, 72],
  e0: [1530, 200],
  e1: [1452, 470],
  e2: [1516, 750],
  s0: [316, 910],
  s1: [636, 860],
  s2: [976, 906],
  s3: [1300, 858],
  w0: [82, 200],
  w1: [150, 470],
  w2: [92, 752],
};

const shape = (
  id: RegionId,
  corners: string[],
  terrain: Terrain,
  label: Point,
  pieces: Point,
): RegionShape => ({ id, corners, terrain, label, pieces, house: true });

export const REGION_SHAPES: Record<RegionId, RegionShape> = {
  ysval: shape(
    'ysval',
    ['a0', 'n0', 'a1', 'v01', 'b1n', 'ab0', 'b0', 'w0'],
    'marches',
    [290, 108],
    [150, 136],
  ),
  crown: shape(
    'crown',
    ['a1', 'n1', 'a2', 'v02', 'b2', 'ab1', 'b1s', 'b1n', 'v01'],
    'highland',
    [640, 108],
    [500, 136],
  ),
  fell: shape(
    'fell',
    ['a2', 'n2', 'a3', 'v03', 'b3', 'ab2', 'b2', 'v02'],
    'forest',
    [975, 108],
    [835, 136],
  ),
  tyvh: shape(
    'tyvh',
    ['a3', 'n3', 'a4', 'e0', 'b4', 'ab3', 'b3', 'v03'],
    'hills',
    [1315, 108],
    [1175, 136],
  ),
  allar: shape(
    'allar',
    ['b0', 'ab0', 'b1n', 'b1s', 'v11', 'c1', 'bc0', 'c0', 'w1'],
    'farmland',
    [300, 398],
    [150, 426],
  ),
  cross: shape(
    'cross',
    ['b1s', 'ab1', 'b2', 'v12', 'c2', 'bc1', 'c1', 'v11'],
    'plains',
    [668, 446],
    [512, 470],
  ),
  moon: shape(
    'moon',
    ['b2', 'ab2', 'b3', 'v13', 'c3', 'bc2', 'c2', 'v12'],
    'steppe',
    [988, 410],
    [848, 438],
  ),
  blood: shape(
    'blood',
    ['b3', 'ab3', 'b4', 'e1', 'c4', 'bc3', 'c3', 'v13'],
    'marsh',
    [1320, 402],
    [1170, 430],
  ),
  serpent: shape(
    'serpent',
    ['c0', 'bc0', 'c1', 'v21', 'd1', 's0', 'd0', 'w2'],
    'coast',
    [298, 664],
    [150, 692],
  ),
  hollow: shape(
    'hollow',
    ['c1', 'bc1', 'c2', 'v22', 'd2', 's1', 'd1', 'v21'],
    'caverns',
    [628, 668],
    [488, 696],
  ),
  nahu: shape(
    'nahu',
    ['c2', 'bc2', 'c3', 'v23', 'd3', 's2', 'd2', 'v22'],
    'wilds',
    [980, 664],
    [836, 692],
  ),
  ashen: shape(
    'ashen',
    ['c3', 'bc3', 'c4', 'e2', 'd4', 's3', 'd3', 'v23'],
    'ash',
    [1310, 672],
    [1176, 700],
  ),
};

/**
 * Mountains are not regions and are never entered (the base game's reconstruction, §2 Map). Mount
 * Kadmos rises where the Marches, Crownspire, the Crossing and the Steppe come closest; the Ashfang
 * runs down the border of Hollowdepths and the Nahuac Wilds to the southern sea.
 */
export const MOUNTAIN_SHAPES: MountainShape[] = [
  {
    id: 'kadmos',
    outline: [
      [452, 300],
      [560, 284],
      [650, 300],
      [742, 290],
      [812, 318],
      [858, 360],
      [846, 388],
      [760, 398],
      [640, 388],
      [520, 384],
      [490, 345],
    ],
    label: [660, 350],
    house: true,
  },
  {
    id: 'ashfang',
    outline: [
      [790, 760],
      [830, 792],
      [842, 860],
      [816, 918],
      [764, 914],
      [752, 850],
      [768, 790],
    ],
    label: [800, 948],
    house: true,
  },
];

export const SEA_LANE_SHAPES: SeaLaneShape[] = [
  { between: ['ysval', 'serpent'], path: 'M 96 250 C 16 400, 16 620, 100 720', house: true },
  { between: ['tyvh', 'ashen'], path: 'M 1512 250 C 1590 400, 1590 620, 1504 720', house: true },
  { between: ['serpent', 'ashen'], path: 'M 330 912 C 560 990, 1060 990, 1290 872', house: true },
];

export const BOARD_SIZE = { width: 1600, height: 1000 } as const;

/** The name the app shows for this layout, so nobody takes it for the printed board. */
export const BOARD_LAYOUT_NAME = 'House layout, not the printed board';
