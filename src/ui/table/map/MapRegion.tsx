import { memo, useId, type KeyboardEvent, type ReactNode } from 'react';
import { content } from '../../../engine/data';
import type {
  Choice,
  CreatureInPlay,
  DialState,
  GameView,
  RegionId,
  RegionStatus,
  SeatView,
  StrongholdState,
} from '../../../source/tableSource';
import type { DecisionOption } from '../../kit/decisionOptions';
import { REGION_PATHS } from './geometry';
import { flowPieces } from './pieceLayout';
import {
  CITY_WIDTH,
  CREATURE_WIDTH,
  CityPiece,
  CreaturePiece,
  DIAL_WIDTH,
  DialPiece,
  POWER_WIDTH,
  PowerPiece,
  STANDEE_WIDTH,
  STRONGHOLD_WIDTH,
  Standee,
  StrongholdPiece,
  UNIT_WIDTH,
  UnitPiece,
} from './pieces';
import { factionBadge, factionColour, inkOn, regionName } from '../../words/names';
import { regionAccessibleName, unitSides } from './regionSummary';
import { sameByReference } from '../../kit/sameByReference';

/** How the region is marked beyond its pieces: changed by the last step, or named by a caption. */
export interface RegionMarks {
  /** The last move (or a demo's step on show) happened here. */
  changed: boolean;
  /** Who made that last move, in a game: the table follows it (README "Following the Faceless"). */
  lastMoveBy: string | null;
  target: boolean;
}

interface MapRegionProps {
  id: RegionId;
  region: GameView['regions'][RegionId];
  characters: SeatView[];
  creatures: CreatureInPlay[];
  dials: DialState[];
  stronghold: StrongholdState | undefined;
  /** RB-7 as the engine reads it (view().statuses). */
  status: RegionStatus;
  /** The decision's options that live here, as the decision bar offers them (none: no choice). */
  options: readonly DecisionOption[];
  marks: RegionMarks;
  /** Whether this region's menu of several options is open (the menu is drawn by the Board). */
  menuOpen: boolean;
  onChoose(choice: Choice): void;
  onToggleMenu(id: RegionId): void;
}

interface PieceItem {
  key: string;
  width: number;
  node: ReactNode;
}

/** The region's pieces in the order a player reads them: control first, then the table's things. */
function pieceItems(props: MapRegionProps): PieceItem[] {
  const { region, characters, creatures, dials, stronghold } = props;
  return [
    ...unitSides(region).map(({ side, count }) => ({
      key: `unit-${side}`,
      width: UNIT_WIDTH,
      node: <UnitPiece side={side} count={count} />,
    })),
    ...characters.map((seat) => ({
      key: `seat-${seat.id}`,
      width: STANDEE_WIDTH,
      node: <Standee seat={seat} />,
    })),
    ...(region.power > 0
      ? [{ key: 'power', width: POWER_WIDTH, node: <PowerPiece count={region.power} /> }]
      : []),
    ...(stronghold
      ? [
          {
            key: 'hold',
            width: STRONGHOLD_WIDTH,
            node: <StrongholdPiece stronghold={stronghold} />,
          },
        ]
      : region.city
        ? [{ key: 'city', width: CITY_WIDTH, node: <CityPiece /> }]
        : []),
    ...dials.map((dial) => ({ key: dial.id, width: DIAL_WIDTH, node: <DialPiece dial={dial} /> })),
    ...creatures.map((creature) => ({
      key: creature.card,
      width: CREATURE_WIDTH,
      node: <CreaturePiece creature={creature} />,
    })),
  ];
}

/** The banner by the name: the controlling faction's letter, or neutral's grey. */
function StatusFlag({ status, x, y }: { status: RegionStatus; x: number; y: number }) {
  if (status.kind === 'uncontrolled') return null;
  const side = status.kind === 'controlled' ? status.by : 'neutral';
  const colour = factionColour(side);
  const label = status.kind === 'controlled' ? factionBadge(side) : 'N';
  return (
    <g className="region__flag" transform={`translate(${x} ${y})`}>
      <path d="M0 0h44v40l-22-10-22 10z" fill={colour} stroke="#1b140d" strokeWidth={3} />
      <text x={22} y={27} className="piece__letter piece__letter--small" fill={inkOn(colour)}>
        {label}
      </text>
    </g>
  );
}

/** The word beside the banner on the last move's places: the mark is never colour alone. */
function LastMoveTag({ x, y }: { x: number; y: number }) {
  return (
    <g className="region__last-move" transform={`translate(${x} ${y})`} aria-hidden="true">
      <rect width={190} height={44} rx={22} />
      <text x={95} y={32}>
        Last move
      </text>
    </g>
  );
}

/**
 * One region on the board: its territory, name, control banner and pieces. It is a focusable
 * button named in words. When the pending decision has options here it glows and answers on click
 * or Enter: one option directly, several through the Board's menu.
 */
function MapRegionShape(props: MapRegionProps) {
  const { id, status, options, marks, menuOpen, onChoose, onToggleMenu } = props;
  const hintId = useId();
  const lit = options.length > 0;
  const shape = content.REGION_SHAPES[id];
  const [labelX, labelY] = shape.label;
  const [piecesX, piecesY] = shape.pieces;
  const pieces = nameOf(props);
  const name = marks.lastMoveBy ? `${pieces}; changed by ${marks.lastMoveBy}'s last move` : pieces;
  const control = status.kind === 'controlled' ? factionColour(status.by) : undefined;

  const activate = () => {
    if (options.length === 1) onChoose(options[0].choice);
    else if (options.length > 1) onToggleMenu(id);
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    } else if (event.key === 'Escape' && menuOpen) onToggleMenu(id);
  };
  const classes = [
    'region',
    `region--${status.kind}`,
    lit && 'region--option',
    marks.changed && 'region--changed',
    marks.target && 'region--target',
  ].filter(Boolean);
  const hint = options.length === 1 ? options[0].label : `${options.length} choices here`;
  // The gold plate behind a name that is a choice now: about the name's width at 32 units.
  const plate = regionName(id).length * 17 + 36;

  return (
    <g role="listitem" data-region={id}>
      <g
        role="button"
        tabIndex={0}
        aria-label={name}
        aria-disabled={!lit}
        aria-expanded={options.length > 1 ? menuOpen : undefined}
        aria-describedby={lit ? hintId : undefined}
        className={classes.join(' ')}
        onClick={activate}
        onKeyDown={onKeyDown}
      >
        {lit && <desc id={hintId}>{hint}</desc>}
        <path d={REGION_PATHS[id]} className="region__area" />
        {control && (
          <path
            d={REGION_PATHS[id]}
            className="region__control"
            stroke={control}
            clipPath={`url(#inside-${id})`}
          />
        )}
        <StatusFlag status={status} x={piecesX - 4} y={labelY - 68} />
        {marks.lastMoveBy && (
          // Beside the banner, or in its place when the region has none.
          <LastMoveTag
            x={status.kind === 'uncontrolled' ? piecesX - 4 : piecesX + 48}
            y={labelY - 72}
          />
        )}
        <g transform={`translate(${piecesX} ${piecesY})`}>
          {flowPieces(pieceItems(props)).map(({ item, x, y }) => (
            <g key={item.key} transform={`translate(${x} ${y})`}>
              {item.node}
            </g>
          ))}
        </g>
        {lit && (
          <g className="region__hint" transform={`translate(${labelX} ${labelY})`}>
            <rect x={-plate / 2} y={-34} width={plate} height={46} rx={10} />
            {options.length > 1 && (
              <g transform={`translate(${plate / 2} -11)`}>
                <circle r={22} />
                <text y={10}>{options.length}</text>
              </g>
            )}
          </g>
        )}
        <text x={labelX} y={labelY} className="region__name">
          {regionName(id)}
        </text>
      </g>
    </g>
  );
}

const nameOf = (p: MapRegionProps) =>
  regionAccessibleName(p.id, p.region, p.characters, p.creatures, {
    dials: p.dials,
    stronghold: p.stronghold,
    status: p.status,
  });

/**
 * A move leaves most regions, seats, dials and Creatures the very objects they were (engine
 * draft.ts, view.ts; docs/architecture.md "Structural sharing", "How components memo"), the
 * decision's options are made once per decision (useDecisionOptions), and the marks are shared
 * objects per combination, so a region redraws only when one of its own pieces, options or marks
 * changed.
 */
export const MapRegion = memo(MapRegionShape, sameByReference);
