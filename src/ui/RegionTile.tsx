import type { CreatureInPlay, RegionId, RegionState, SeatView } from '../engine';
import { content } from '../engine';
import { FactionBadge } from './FactionBadge';
import { ICONS } from './icons';
import { capitalise, plural, regionName, sideName } from './names';
import {
  characterText,
  creatureText,
  displayedStatus,
  regionAccessibleName,
  statusText,
  unitSides,
} from './regionSummary';

interface RegionTileProps {
  id: RegionId;
  region: RegionState;
  characters: SeatView[];
  creatures: CreatureInPlay[];
  /** One of the pending decision's options lives here. */
  highlighted: boolean;
}

/** One region of the map as a tile: its status, Units, Power, city, characters and Creatures. */
export function RegionTile({ id, region, characters, creatures, highlighted }: RegionTileProps) {
  const status = displayedStatus(region);
  const sides = unitSides(region);
  const info = content.REGIONS[id];
  const neighbours = [
    ...info.land.map(regionName),
    ...info.sea.map((r) => `${regionName(r)} (sea)`),
  ].join(', ');

  return (
    <li
      className={`region${highlighted ? ' region--option' : ''}`}
      aria-label={regionAccessibleName(id, region, characters, creatures)}
      data-region={id}
    >
      <div className="region__head">
        <h3 className="region__name">{regionName(id)}</h3>
        <p className={`region__status region__status--${status.kind}`}>
          {capitalise(statusText(status))}
        </p>
        {highlighted && <span className="region__option-tag">choice here</span>}
      </div>
      <ul className="region__pieces">
        {sides.map(({ side, count }) => (
          <li key={side} className="piece">
            <FactionBadge side={side} />
            <ICONS.unit aria-hidden="true" className="icon" />
            {plural(count, `${sideName(side)} Unit`)}
          </li>
        ))}
        {region.power > 0 && (
          <li className="piece piece--power">
            <ICONS.power aria-hidden="true" className="icon" />
            {region.power} Power
          </li>
        )}
        {region.city && (
          <li className="piece">
            <ICONS.city aria-hidden="true" className="icon" />
            City
          </li>
        )}
        {characters.map((seat) => {
          const Icon = seat.role === 'general' ? ICONS.general : ICONS.dragon;
          return (
            <li key={seat.id} className="piece piece--character">
              <FactionBadge side={seat.id} />
              <Icon aria-hidden="true" className="icon" />
              {characterText(seat)}
            </li>
          );
        })}
        {creatures.map((creature) => (
          <li key={creature.card} className="piece piece--creature">
            <ICONS.creature aria-hidden="true" className="icon" />
            {creatureText(creature)}
          </li>
        ))}
      </ul>
      <details className="region__links">
        <summary>Borders</summary>
        <p>
          {neighbours}
          {info.mountainAdjacent ? '. By a mountain.' : '.'}
        </p>
      </details>
    </li>
  );
}
