import { memo } from 'react';
import { content } from '../../../engine/data';
import type {
  CreatureInPlay,
  DialState,
  SeatView,
  SideId,
  StrongholdState,
} from '../../../source/tableSource';
import { ICONS, type Icon } from '../../kit/icons';
import { factionBadge, factionColour, inkOn } from '../../words/names';

/**
 * The pieces on the board, drawn as pieces (README "The board"): Unit figures with a count,
 * standees, tokens, rings with wound pips, dials. Board units: at 1920 × 1080 one unit is about
 * 0.85 px, so every number and letter here is at least 30 units (over 24 px). Pieces are
 * decorative: the region's accessible name says the same in words.
 */

const INK = '#1b140d';
const HALO = {
  paintOrder: 'stroke',
  stroke: INK,
  strokeWidth: 6,
  strokeLinejoin: 'round',
} as const;

/** A game-icons glyph inside the board's SVG (memoised: a redrawn region keeps most of its glyphs). */
const Glyph = memo(function Glyph({
  icon: Icon,
  x,
  y,
  size,
  colour,
}: {
  icon: Icon;
  x: number;
  y: number;
  size: number;
  colour: string;
}) {
  return (
    <Icon
      x={x}
      y={y}
      width={size}
      height={size}
      color={colour}
      aria-hidden="true"
      focusable="false"
    />
  );
});

function Count({ x, y, children }: { x: number; y: number; children: string | number }) {
  return (
    <text x={x} y={y} className="piece__count" style={HALO}>
      {children}
    </text>
  );
}

const MEEPLE =
  'M24 2a9 9 0 1 1 0 18a9 9 0 1 1 0-18z M6 22h36l8 12-10 3 5 19h-16l-5-11-5 11h-16l5-19-10-3z';

/** A Unit figure in its side's colour, its letter on its body, and how many stand there. */
export function UnitPiece({ side, count }: { side: SideId; count: number }) {
  const colour = factionColour(side);
  return (
    <g className="piece piece--unit">
      <path d={MEEPLE} transform="translate(0 6)" fill={colour} stroke={INK} strokeWidth={3} />
      <text x={24} y={54} className="piece__letter" fill={inkOn(colour)}>
        {factionBadge(side)}
      </text>
      <Count x={54} y={50}>{`×${count}`}</Count>
    </g>
  );
}
export const UNIT_WIDTH = 112;

/** Power tokens: a crystal token and how many lie here. */
export function PowerPiece({ count }: { count: number }) {
  return (
    <g className="piece piece--power">
      <polygon
        points="26,4 48,17 48,43 26,56 4,43 4,17"
        fill="#8fd3ff"
        stroke={INK}
        strokeWidth={3}
      />
      <Glyph icon={ICONS.power} x={10} y={12} size={32} colour="#0b3a5c" />
      <Count x={56} y={46}>
        {count}
      </Count>
    </g>
  );
}
export const POWER_WIDTH = 90;

/** A city; inside a Stronghold ring when one stands here (EV-SAGA-HOLD). */
export function CityPiece() {
  return (
    <g className="piece piece--city">
      <rect x={2} y={6} width={52} height={50} rx={8} fill="#e9d9b4" stroke={INK} strokeWidth={3} />
      <Glyph icon={ICONS.city} x={8} y={10} size={40} colour="#3b2a18" />
    </g>
  );
}
export const CITY_WIDTH = 62;

/**
 * A Stronghold ring (EV-SAGA-HOLD) around the region's city, in its owner's colour with the owner's
 * letter, and its wound spaces beneath: filled while the wound is still to take.
 */
export function StrongholdPiece({ stronghold }: { stronghold: StrongholdState }) {
  const colour = factionColour(stronghold.owner);
  const total = content.STRONGHOLD.wounds;
  return (
    <g className="piece piece--stronghold" data-wounds-left={stronghold.woundsLeft}>
      <circle cx={36} cy={28} r={24} fill="#e9d9b4" stroke={colour} strokeWidth={9} />
      <text x={36} y={39} className="piece__letter" fill={INK}>
        {factionBadge(stronghold.owner)}
      </text>
      {Array.from({ length: total }, (_, i) => (
        <rect
          key={i}
          x={2 + i * 18}
          y={58}
          width={14}
          height={14}
          rx={3}
          className={i < stronghold.woundsLeft ? 'pip pip--left' : 'pip pip--lost'}
        />
      ))}
    </g>
  );
}
export const STRONGHOLD_WIDTH = 84;

/** A General's or a Dragon's standee, in faction colour with the badge letter. */
export function Standee({ seat }: { seat: Pick<SeatView, 'id' | 'role'> }) {
  const colour = factionColour(seat.id);
  const ink = inkOn(colour);
  const general = seat.role === 'general';
  return (
    <g className={`piece piece--standee piece--${seat.role}`}>
      <ellipse cx={30} cy={66} rx={28} ry={7} fill={INK} />
      {general ? (
        <path
          d="M6 4h48v34c0 14-12 22-24 26C18 60 6 52 6 38z"
          fill={colour}
          stroke={INK}
          strokeWidth={3}
        />
      ) : (
        <path d="M30 0l26 18-6 36-20 12-20-12-6-36z" fill={colour} stroke={INK} strokeWidth={3} />
      )}
      <Glyph icon={general ? ICONS.general : ICONS.dragon} x={17} y={7} size={26} colour={ink} />
      <text x={30} y={58} className="piece__letter" fill={ink}>
        {factionBadge(seat.id)}
      </text>
    </g>
  );
}
export const STANDEE_WIDTH = 68;

/** Wound spaces around a round piece: `taken` of `total` marked. */
function WoundRing({ taken, total, r }: { taken: number; total: number; r: number }) {
  return (
    <g className="wound-ring">
      {Array.from({ length: total }, (_, i) => {
        const angle = -Math.PI / 2 + (i * 2 * Math.PI) / total;
        return (
          <circle
            key={i}
            cx={34 + r * Math.cos(angle)}
            cy={34 + r * Math.sin(angle)}
            r={8}
            className={i < taken ? 'pip pip--wound' : 'pip pip--open'}
          />
        );
      })}
    </g>
  );
}

const DIAL_ICONS = { dragon: ICONS.dragonDial, portal: ICONS.portal, nullborn: ICONS.nullborn };

/** A dial (Dragon dial, Null Portal, Nullborn) with its wounds around its rim. */
export function DialPiece({ dial }: { dial: Pick<DialState, 'kind' | 'wounds' | 'bondedTo'> }) {
  const total = content.DIALS[dial.kind].wounds;
  const rim = dial.bondedTo ? factionColour(dial.bondedTo) : INK;
  return (
    <g className={`piece piece--dial piece--${dial.kind}`} data-wounds={dial.wounds}>
      <circle cx={34} cy={34} r={28} fill="#d9c7ff" stroke={rim} strokeWidth={5} />
      <Glyph icon={DIAL_ICONS[dial.kind]} x={14} y={14} size={40} colour="#2e1f45" />
      {total > 1 && <WoundRing taken={dial.wounds} total={total} r={30} />}
    </g>
  );
}
export const DIAL_WIDTH = 80;

/** A Creature's token; the Weeping Mother stands as her own miniature (EV-WEEP-4). */
export function CreaturePiece({ creature }: { creature: Pick<CreatureInPlay, 'card' | 'wounds'> }) {
  const info = content.DENIZENS[creature.card]?.creature;
  const mother = info?.weepingMother === true;
  return (
    <g
      className={`piece piece--creature${mother ? ' piece--mother' : ''}`}
      data-wounds={creature.wounds}
    >
      <circle
        cx={34}
        cy={34}
        r={28}
        fill={mother ? '#d9ccf2' : '#7a1d12'}
        stroke={INK}
        strokeWidth={3}
      />
      <Glyph
        icon={mother ? ICONS.weepingMother : ICONS.creature}
        x={14}
        y={12}
        size={40}
        colour={mother ? '#3a1f5c' : '#ffd9cf'}
      />
      {info && info.wounds > 1 && <WoundRing taken={creature.wounds} total={info.wounds} r={30} />}
    </g>
  );
}
export const CREATURE_WIDTH = 80;
