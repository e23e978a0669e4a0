import { content } from '../../../engine/data';
import type { DialInPlay, SideId } from '../../../source/tableSource';
import { ICONS } from '../../kit/icons';
import { Stat } from '../../kit/Stat';
import { plural, regionName, sideName } from '../../words/names';
import './players.css';

/** "2 Tyveria, 1 neutral": whose Units lie on an Essence track, in the order they came. */
function essenceByOwner(essence: readonly SideId[]): string {
  const counts = new Map<SideId, number>();
  for (const side of essence) counts.set(side, (counts.get(side) ?? 0) + 1);
  return [...counts].map(([side, n]) => `${n} ${sideName(side)}`).join(', ');
}

/**
 * EV-DDIAL-1: the bonded-dial Reference card a General keeps beside her board while bonded to a
 * Dragon dial: the dial's wounds, its Essence track and the Dragonbonded ability.
 */
export function BondedDialCard({ dial }: { dial: DialInPlay }) {
  const letter = dial.id.split('-')[1]?.toUpperCase() ?? dial.id;
  const headingId = `bonded-dial-${dial.id}`;
  const track = content.BONDED_DIAL_CARD.essenceTrack;

  return (
    <section className="bonded-dial" aria-labelledby={headingId}>
      <h4 id={headingId} className="bonded-dial__name">
        <ICONS.bond aria-hidden="true" className="icon" />
        {content.BONDED_DIAL_CARD.name} {letter}
      </h4>
      <dl className="bonded-dial__stats">
        <Stat label="At">{regionName(dial.region)}</Stat>
        <Stat label="Wounds" icon={ICONS.wound}>
          {dial.wounds} of {content.DIALS.dragon.wounds}
        </Stat>
        <Stat label="Essence" icon={ICONS.essence}>
          {dial.essence.length} of {track}
          {dial.essence.length > 0 && ` (${essenceByOwner(dial.essence)})`}; full track gives{' '}
          {plural(content.BONDED_DIAL_CARD.essencePower, 'Power token')}
        </Stat>
      </dl>
      <details className="bonded-dial__ability">
        <summary>Dragonbonded ability</summary>
        <ul>
          {content.BONDED_DIAL_CARD.ability.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
