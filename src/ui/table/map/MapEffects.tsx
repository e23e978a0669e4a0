import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { content } from '../../../engine/data';
import type { GameView, SeatId } from '../../../source/tableSource';
import { boardEffects, type BoardEffect } from './boardChanges';
import { REGION_CENTRES } from './geometry';
import { PowerPiece, Standee, UnitPiece } from './pieces';

/** At most this many effects play one after another; a Stage that places more shows the first. */
const MAX_EFFECTS = 8;
/** Stage placements one by one (README "The board"): each effect starts this much later. */
const STAGGER_MS = 220;
/** A piece's box in board units (the pieces are drawn in about 80 × 80). */
const PIECE = 80;

function EffectPiece({ effect }: { effect: BoardEffect }) {
  switch (effect.kind) {
    case 'move':
      return effect.piece === 'unit' ? (
        <UnitPiece side={effect.side} count={1} />
      ) : (
        <Standee seat={{ id: effect.side as SeatId, role: effect.role }} />
      );
    case 'place':
      if (effect.piece === 'unit' && effect.side) return <UnitPiece side={effect.side} count={1} />;
      if (effect.piece === 'power') return <PowerPiece count={1} />;
      return <circle cx={34} cy={34} r={30} className="effect__ring" />;
    case 'harvest':
      return <PowerPiece count={1} />;
    case 'hit':
      return <circle cx={34} cy={34} r={34} className="effect__burst" />;
  }
}

type Frame = { x: number; y: number; scale: number; opacity: number };

/** Where an effect starts and ends on the board, in board units, and how it grows or fades. */
function path(effect: BoardEffect): Frame[] {
  const start = effect.kind === 'move' ? REGION_CENTRES[effect.from] : REGION_CENTRES[effect.at];
  const [x, y] = [start.x - PIECE / 2, start.y - PIECE / 2];
  switch (effect.kind) {
    case 'move': {
      const end = REGION_CENTRES[effect.to];
      const [tx, ty] = [end.x - PIECE / 2, end.y - PIECE / 2];
      return [
        { x, y, scale: 1, opacity: 1 },
        { x: tx, y: ty, scale: 1, opacity: 0 },
      ];
    }
    case 'place':
      return [
        { x, y, scale: 2.2, opacity: 0 },
        { x, y, scale: 1, opacity: 0 },
      ];
    case 'harvest':
      return [
        { x, y, scale: 1, opacity: 1 },
        { x, y: y - 90, scale: 0.6, opacity: 0 },
      ];
    case 'hit':
      return [
        { x, y, scale: 0.3, opacity: 0.9 },
        { x, y, scale: 1.6, opacity: 0 },
      ];
  }
}

/**
 * The motion of the last step on the map (README "The board"): pieces moving from region to region,
 * placements and Harvests, hits, read from the position before and this one. Each effect is an
 * HTML layer over the board animated by the Web Animations API on transform and opacity only, so
 * the compositor runs it and the board is never repainted for it. Its code loads with the first
 * step that moves something; the Board shows none under prefers-reduced-motion.
 */
export function MapEffects({
  before,
  after,
  step,
}: {
  before: GameView;
  after: GameView;
  step: number;
}) {
  const effects = useMemo(() => boardEffects(before, after).slice(0, MAX_EFFECTS), [before, after]);
  const layer = useRef<HTMLDivElement>(null);
  // The layer's size in CSS px, kept by a ResizeObserver: the click path never reads layout.
  const size = useRef({ width: 0, height: 0 });
  useEffect(() => {
    const root = layer.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      size.current = { width: entry.contentRect.width, height: entry.contentRect.height };
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    const root = layer.current;
    if (!root) return;
    // Before the observer's first report (the layer has just arrived) its size is read once.
    if (size.current.width === 0)
      size.current = { width: root.clientWidth, height: root.clientHeight };
    // The board is drawn as large as fits, centred (the SVG's default preserveAspectRatio).
    const { width, height } = content.BOARD_SIZE;
    const unit = Math.min(size.current.width / width, size.current.height / height);
    const left = (size.current.width - width * unit) / 2;
    const top = (size.current.height - height * unit) / 2;
    const animations = [...root.children].map((el, i) => {
      const frames = path(effects[i]);
      if (!(el instanceof SVGElement) || typeof el.animate !== 'function') return null;
      el.style.width = `${PIECE * unit}px`;
      return el.animate(
        frames.map(({ x, y, scale, opacity }) => ({
          transform: `translate(${left + x * unit}px, ${top + y * unit}px) scale(${scale})`,
          opacity,
        })),
        { duration: 750, delay: i * STAGGER_MS, easing: 'ease-in-out', fill: 'both' },
      );
    });
    return () => animations.forEach((a) => a?.cancel());
  }, [effects, step]);
  return (
    <div className="map__effects" aria-hidden="true" ref={layer}>
      {effects.map((effect, i) => (
        <svg key={`${step}-${i}`} className="effect" viewBox={`0 0 ${PIECE} ${PIECE}`}>
          <EffectPiece effect={effect} />
        </svg>
      ))}
    </div>
  );
}
