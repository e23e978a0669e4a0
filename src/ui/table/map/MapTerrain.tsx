import { memo } from 'react';
import { content } from '../../../engine/data';
import type { RegionId } from '../../../source/tableSource';
import { MAP_ORDER, REGION_PATHS } from './geometry';

type Terrain = (typeof content.REGION_SHAPES)[RegionId]['terrain'];

/** Terrain styling of the house layout: a ground colour and a texture per kind of land. */
const TERRAIN: Record<Terrain, { ground: string; texture: Texture }> = {
  marches: { ground: '#56643a', texture: 'grass' },
  highland: { ground: '#67605a', texture: 'hills' },
  forest: { ground: '#2f4c31', texture: 'trees' },
  hills: { ground: '#6a5634', texture: 'hills' },
  farmland: { ground: '#76662d', texture: 'fields' },
  plains: { ground: '#5f6a3c', texture: 'grass' },
  steppe: { ground: '#773d2b', texture: 'fields' },
  marsh: { ground: '#3c574c', texture: 'reeds' },
  coast: { ground: '#7d6a43', texture: 'grass' },
  caverns: { ground: '#3b3346', texture: 'hills' },
  wilds: { ground: '#2c5538', texture: 'trees' },
  ash: { ground: '#524d49', texture: 'reeds' },
};

type Texture = 'grass' | 'hills' | 'trees' | 'fields' | 'reeds';

const TEXTURES: Record<Texture, string> = {
  grass: 'M4 18l3-6 3 6 M22 34l3-6 3 6',
  hills: 'M2 22q8-10 16 0 M20 40q8-10 16 0',
  trees: 'M10 6l6 12h-12z M30 26l6 12h-12z',
  fields: 'M0 10h40 M0 30h40',
  reeds: 'M6 20v-10 M10 20v-7 M26 38v-10 M30 38v-7',
};

const outline = (points: readonly (readonly [number, number])[]) =>
  `M ${points.map(([x, y]) => `${x} ${y}`).join(' L ')} Z`;

/**
 * The land under the pieces: sea, the territories with their terrain, sea lanes and mountains.
 * It depends on nothing but the layout, so it is drawn once, in an SVG of its own under the
 * pieces' SVG and on its own compositing layer: a move repaints the pieces, never the land.
 * Decorative: the caption and each region's name say the same in words.
 */
export const MapTerrain = memo(function MapTerrain() {
  const { width, height } = content.BOARD_SIZE;
  return (
    <svg
      className="map__terrain"
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern id="sea-waves" width="60" height="36" patternUnits="userSpaceOnUse">
          <path d="M0 18q15-10 30 0t30 0" className="terrain__wave" />
        </pattern>
        {MAP_ORDER.map((id) => (
          <clipPath key={id} id={`inside-${id}`}>
            <path d={REGION_PATHS[id]} />
          </clipPath>
        ))}
        {Object.entries(TEXTURES).map(([texture, d]) => (
          <pattern
            key={texture}
            id={`tex-${texture}`}
            width="40"
            height="40"
            patternUnits="userSpaceOnUse"
          >
            <path d={d} className="terrain__texture" />
          </pattern>
        ))}
      </defs>
      <rect width={width} height={height} className="terrain__sea" />
      <rect width={width} height={height} fill="url(#sea-waves)" />
      {MAP_ORDER.map((id) => {
        const look = TERRAIN[content.REGION_SHAPES[id].terrain];
        return (
          <g key={id}>
            <path d={REGION_PATHS[id]} fill={look.ground} className="terrain__land" />
            <path d={REGION_PATHS[id]} fill={`url(#tex-${look.texture})`} />
          </g>
        );
      })}
      {content.SEA_LANE_SHAPES.map((lane) => (
        <path key={lane.between.join('-')} d={lane.path} className="terrain__lane" />
      ))}
      {content.MOUNTAIN_SHAPES.map((mountain) => (
        <g key={mountain.id} className="terrain__mountain">
          <path d={outline(mountain.outline)} />
          <path d={peaks(mountain.outline)} className="terrain__peaks" />
        </g>
      ))}
    </svg>
  );
});

/** Peaks drawn along a mountain's long side, so it reads as a mountain and not as a rock. */
function peaks(points: readonly (readonly [number, number])[]): string {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [left, right] = [Math.min(...xs), Math.max(...xs)];
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const wide = right - left >= bottom - top;
  const count = Math.max(2, Math.floor((wide ? right - left : bottom - top) / 90));
  const size = 26;
  return Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const x = wide ? left + t * (right - left) : (left + right) / 2 + (i % 2 ? 10 : -10);
    const y = wide ? (top + bottom) / 2 + (i % 2 ? 8 : -6) : top + t * (bottom - top);
    return `M ${x - size} ${y + size / 2} L ${x} ${y - size} L ${x + size} ${y + size / 2}`;
  }).join(' ');
}

/**
 * Names laid over everything (mountains and the layout's own name), drawn after the regions so no
 * border crosses them. Decorative, and never in the way of a click.
 */
export const MapLabels = memo(function MapLabels() {
  const { width, height } = content.BOARD_SIZE;
  return (
    <g aria-hidden="true" className="terrain__labels">
      {content.MOUNTAIN_SHAPES.map((mountain) => (
        <text key={mountain.id} x={mountain.label[0]} y={mountain.label[1]}>
          {content.MOUNTAINS.find((m) => m.id === mountain.id)?.name}
        </text>
      ))}
      <text x={width - 24} y={height - 20} className="terrain__layout-name">
        {content.BOARD_LAYOUT_NAME}
      </text>
    </g>
  );
});
