import { useLayoutEffect, useRef } from 'react';
import { content, type SeatId } from '../../engine';
import type { BoardEffect } from './boardChanges';
import { REGION_CENTRES } from './geometry';
import { PowerPiece, Standee, UnitPiece } from './pieces';

/** At most this many effects play one after another; a Stage that places more shows the first. */
const MAX_EFFECTS = 8;
/** Stage placements one by one (ui.md "Stage resolution"): each effect starts this much later. */
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
 * The motion of the last step on the map (issue 13): pieces moving from region to region,
 * placements and Harvests, hits. Each effect is an HTML layer over the board animated by the Web
 * Animations API on transform and opacity only, so the compositor runs it and the board is never
 * repainted for it. The Board asks for no effects under prefers-reduced-motion.
 */
export function MapEffects({ effects, step }: { effects: BoardEffect[]; step: number }) {
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = layer.current;
    if (!root) return;
    // The board is drawn as large as fits, centred (the SVG's default preserveAspectRatio).
    const { width, height } = content.BOARD_SIZE;
    const unit = Math.min(root.clientWidth / width, root.clientHeight / height);
    const left = (root.clientWidth - width * unit) / 2;
    const top = (root.clientHeight - height * unit) / 2;
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
  if (effects.length === 0) return null;
  return (
    <div className="map__effects" aria-hidden="true" ref={layer}>
      {effects.slice(0, MAX_EFFECTS).map((effect, i) => (
        <svg key={`${step}-${i}`} className="effect" viewBox={`0 0 ${PIECE} ${PIECE}`}>
          <EffectPiece effect={effect} />
        </svg>
      ))}
    </div>
  );
}
