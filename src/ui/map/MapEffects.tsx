import type { CSSProperties } from 'react';
import type { SeatId } from '../../engine';
import type { BoardEffect } from './boardChanges';
import { REGION_CENTRES } from './geometry';
import { PowerPiece, Standee, UnitPiece } from './pieces';

/** At most this many effects play one after another; a Stage that places more shows the first. */
const MAX_EFFECTS = 8;
/** Stage placements one by one (ui.md "Stage resolution"): each effect starts this much later. */
const STAGGER_MS = 220;

const at = (x: number, y: number) => ({ x: x - 30, y: y - 36 });

function effectStyle(effect: BoardEffect, index: number): CSSProperties {
  const start = effect.kind === 'move' ? REGION_CENTRES[effect.from] : REGION_CENTRES[effect.at];
  const end = effect.kind === 'move' ? REGION_CENTRES[effect.to] : start;
  const from = at(start.x, start.y);
  const to = at(end.x, end.y);
  return {
    '--from': `translate(${from.x}px, ${from.y}px)`,
    '--to': `translate(${to.x}px, ${to.y}px)`,
    animationDelay: `${index * STAGGER_MS}ms`,
  } as CSSProperties;
}

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
      return <circle cx={34} cy={34} r={40} className="effect__ring" />;
    case 'harvest':
      return <PowerPiece count={1} />;
    case 'hit':
      return <circle cx={34} cy={34} r={46} className="effect__burst" />;
  }
}

/**
 * The motion of the last step on the map, over everything and in nobody's way: pieces moving from
 * region to region, placements and Harvests, hits. Transform and opacity only, so the compositor
 * runs it; nothing is drawn under prefers-reduced-motion (board.css), and the Board asks for no
 * effects then.
 */
export function MapEffects({ effects, step }: { effects: BoardEffect[]; step: number }) {
  if (effects.length === 0) return null;
  return (
    <g className="map__effects" aria-hidden="true" key={step}>
      {effects.slice(0, MAX_EFFECTS).map((effect, i) => (
        <g key={i} className={`effect effect--${effect.kind}`} style={effectStyle(effect, i)}>
          <EffectPiece effect={effect} />
        </g>
      ))}
    </g>
  );
}
