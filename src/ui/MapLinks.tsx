import { content, type RegionId } from '../engine';
import { ICONS } from './icons';
import { MAP_LINKS, MOUNTAIN_SPOTS } from './mapLayout';

export interface TileBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapGeometry {
  width: number;
  height: number;
  tiles: Partial<Record<RegionId, TileBox>>;
}

const centre = (box: TileBox) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** A sea link bows outwards, past the tiles, into the map's margin. */
function seaPath(a: TileBox, b: TileBox, geometry: MapGeometry): string {
  const p = centre(a);
  const q = centre(b);
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  const dx = (mid.x - geometry.width / 2) / geometry.width;
  const dy = (mid.y - geometry.height / 2) / geometry.height;
  // The apex of a quadratic curve lies half way to its control point.
  const control =
    Math.abs(dx) > Math.abs(dy)
      ? { x: mid.x + Math.sign(dx) * (a.width + 48), y: mid.y }
      : { x: mid.x, y: mid.y + Math.sign(dy) * (a.height + 48) };
  return `M ${p.x} ${p.y} Q ${control.x} ${control.y} ${q.x} ${q.y}`;
}

/**
 * The map's geography under the region tiles: land links as lines, sea links as dashed curves,
 * the two mountains with dotted lines to the regions they touch. Decorative: the same facts are
 * in the caption and in each region's "Borders" text.
 */
export function MapLinks({ geometry }: { geometry: MapGeometry }) {
  const { tiles, width, height } = geometry;
  if (width === 0 || height === 0) return null;
  const unit = {
    x: (tiles.crown?.x ?? 0) - (tiles.ysval?.x ?? 0),
    y: (tiles.allar?.y ?? 0) - (tiles.ysval?.y ?? 0),
  };
  const origin = { x: tiles.ysval?.x ?? 0, y: tiles.ysval?.y ?? 0 };
  const gap = unit.x - (tiles.ysval?.width ?? 0);
  const gapY = unit.y - (tiles.ysval?.height ?? 0);

  return (
    <svg
      className="map__links"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {MAP_LINKS.map(({ from, to, sea }) => {
        const a = tiles[from];
        const b = tiles[to];
        if (!a || !b) return null;
        if (sea)
          return <path key={`${from}-${to}`} className="map__sea" d={seaPath(a, b, geometry)} />;
        const p = centre(a);
        const q = centre(b);
        return (
          <line key={`${from}-${to}`} className="map__land" x1={p.x} y1={p.y} x2={q.x} y2={q.y} />
        );
      })}
      {content.MOUNTAINS.map((mountain) => {
        const spot = MOUNTAIN_SPOTS[mountain.id];
        if (!spot) return null;
        // Tile corners meet half a gap before the next tile starts.
        const x = origin.x + spot.x * unit.x - gap / 2;
        const y = origin.y + spot.y * unit.y - gapY / 2 + (spot.y >= 3 ? 6 : 0);
        return (
          <g key={mountain.id} className="map__mountain">
            {mountain.touches.map((r) => {
              const box = tiles[r];
              if (!box) return null;
              const c = centre(box);
              return <line key={r} className="map__ridge" x1={x} y1={y} x2={c.x} y2={c.y} />;
            })}
            <circle cx={x} cy={y} r={17} className="map__peak" />
            <ICONS.mountain
              x={x - 12}
              y={y - 12}
              width={24}
              height={24}
              className="map__peak-icon"
            />
          </g>
        );
      })}
    </svg>
  );
}
