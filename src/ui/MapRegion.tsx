import { memo, useId, useState, type KeyboardEvent } from 'react';
import type {
  Choice,
  CreatureInPlay,
  DialState,
  RegionId,
  RegionState,
  RegionStatus,
  SeatView,
  StrongholdState,
} from '../engine';
import { content } from '../engine';
import { FactionBadge } from './FactionBadge';
import { ICONS } from './icons';
import { factionBadge, factionColour, inkOn, regionName, sideName } from './names';
import { regionAccessibleName, unitSides } from './regionSummary';
import { sameByReference } from './sameByReference';

export interface RegionOption {
  choice: Choice;
  label: string;
}

interface MapRegionProps {
  id: RegionId;
  region: RegionState;
  characters: SeatView[];
  creatures: CreatureInPlay[];
  dials: DialState[];
  stronghold: StrongholdState | undefined;
  /** RB-7 as the engine reads it (view().statuses). */
  status: RegionStatus;
  /** The pending decision's options that live here (empty: not a choice now). */
  options: RegionOption[];
  onChoose(choice: Choice): void;
  /** Who made the last move, when it changed this region (lit so the table can follow it). */
  lastMoveBy?: string | null;
}

const DIAL_ICONS = { dragon: ICONS.dragonDial, portal: ICONS.portal, nullborn: ICONS.nullborn };

/**
 * One region on the map, focusable, named in words. When the pending decision has options here it
 * glows and answers on click or Enter: one option directly, several through a small menu.
 */
function MapRegionTile(props: MapRegionProps) {
  const { id, region, characters, creatures, dials, stronghold, status, options, onChoose } = props;
  const { lastMoveBy } = props;
  const [menuOpen, setMenuOpen] = useState(false);
  const hintId = useId();
  const lit = options.length > 0;
  const pieces = regionAccessibleName(id, region, characters, creatures, {
    dials,
    stronghold,
    status,
  });
  const name = lastMoveBy ? `${pieces}; changed by ${lastMoveBy}'s last move` : pieces;
  const statusColour = status.kind === 'controlled' ? factionColour(status.by) : undefined;

  const activate = () => {
    if (options.length === 1) onChoose(options[0].choice);
    else if (options.length > 1) setMenuOpen((open) => !open);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    } else if (event.key === 'Escape') setMenuOpen(false);
  };

  return (
    <li className="map-cell" data-region={id}>
      <div
        role="button"
        tabIndex={0}
        aria-label={name}
        aria-disabled={!lit}
        aria-expanded={options.length > 1 ? menuOpen : undefined}
        aria-describedby={lit ? hintId : undefined}
        className={`map-region map-region--${status.kind}${lit ? ' map-region--option' : ''}${lastMoveBy ? ' map-region--last-move' : ''}`}
        style={statusColour ? { borderColor: statusColour } : undefined}
        onClick={activate}
        onKeyDown={onKeyDown}
      >
        <div className="map-region__head">
          <span className="map-region__name">{regionName(id)}</span>
          {status.kind === 'controlled' && (
            <span
              className="map-region__status"
              style={{ background: statusColour, color: inkOn(statusColour!) }}
            >
              {factionBadge(status.by)} {sideName(status.by)}
            </span>
          )}
          {status.kind === 'neutral' && (
            <span className="map-region__status map-region__status--neutral">Neutral</span>
          )}
          {lastMoveBy && (
            <span className="map-region__last-move" aria-hidden="true">
              Last move
            </span>
          )}
        </div>
        <div className="map-region__pieces">
          {unitSides(region).map(({ side, count }) => (
            <span key={side} className="token">
              <FactionBadge side={side} />
              <ICONS.unit aria-hidden="true" className="icon" />×{count}
            </span>
          ))}
          {region.power > 0 && (
            <span className="token token--power">
              <ICONS.power aria-hidden="true" className="icon" />
              {region.power}
            </span>
          )}
          {region.city && !stronghold && (
            <span className="token">
              <ICONS.city aria-hidden="true" className="icon" />
              City
            </span>
          )}
          {stronghold && (
            <span className="token">
              <ICONS.stronghold aria-hidden="true" className="icon" />
              {stronghold.owner !== 'neutral' && <FactionBadge side={stronghold.owner} />}
              Hold {stronghold.woundsLeft}/4
            </span>
          )}
          {characters.map((seat) => {
            const Icon = seat.role === 'general' ? ICONS.general : ICONS.dragon;
            return (
              <span key={seat.id} className="token token--wide">
                <FactionBadge side={seat.id} />
                <Icon aria-hidden="true" className="icon" />
                {seat.name}
              </span>
            );
          })}
          {dials.map((dial) => {
            const Icon = DIAL_ICONS[dial.kind];
            const info = content.DIALS[dial.kind];
            return (
              <span key={dial.id} className="token token--null">
                <Icon aria-hidden="true" className="icon" />
                {info.name}
                {info.wounds > 1 && ` ${dial.wounds}/${info.wounds}`}
              </span>
            );
          })}
          {creatures.map((creature) => {
            const stats = content.DENIZENS[creature.card]?.creature;
            return (
              <span key={creature.card} className="token token--wide token--creature">
                <ICONS.creature aria-hidden="true" className="icon" />
                {content.DENIZENS[creature.card]?.name ?? creature.card}
                {stats && ` ${creature.wounds}/${stats.wounds}`}
              </span>
            );
          })}
        </div>
        {lit && (
          <span id={hintId} className="map-region__hint">
            {options.length === 1 ? options[0].label : `${options.length} choices here`}
          </span>
        )}
      </div>
      {menuOpen && options.length > 1 && (
        <ul className="map-region__menu" aria-label={`Choices in ${regionName(id)}`}>
          {options.map((option, i) => (
            <li key={i}>
              <button
                type="button"
                className="option"
                onClick={() => {
                  setMenuOpen(false);
                  onChoose(option.choice);
                }}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const sameOptions = (a: RegionOption[], b: RegionOption[]) =>
  a.length === b.length && a.every((o, i) => o.choice === b[i].choice && o.label === b[i].label);

/**
 * A move leaves most regions, seats, dials and Creatures the very objects they were (engine
 * draft.ts, view.ts), so a tile redraws only when one of its own pieces or options changed. The
 * options are made while the map renders: equal when they answer with the same choices.
 */
export const MapRegion = memo(
  MapRegionTile,
  (a, b) => sameOptions(a.options, b.options) && sameByReference(a, b, ['options']),
);
