import { memo } from 'react';
import type { TableFrame } from '../../../source/tableSource';
import { CardTip } from '../../kit/CardTip';
import { denizenText } from '../../words/cardText';
import { useTableFollowing } from '../../kit/tableSource';
import { ICONS } from '../../kit/icons';
import { denizenName, plural, regionName } from '../../words/names';
import { useFold } from '../../kit/SideHeading';
import './side.css';

// Stable selectors of the view's parts, which it keeps the same objects while unchanged: the panel
// follows one painted frame later (docs/architecture.md "What a click draws first").
const selectLineup = (f: TableFrame) => f.table?.lineup ?? null;
const selectRelics = (f: TableFrame) => f.table?.relics ?? null;
const selectCreatures = (f: TableFrame) => f.table?.creatures ?? null;
// A number, not the deck counts' object, which each view makes afresh.
const selectDenizenDeck = (f: TableFrame) => f.table?.deckCounts.denizens ?? 0;

/**
 * The Denizen lineup (RB-39a): six slots left to right, each card's text a hover or focus away,
 * the Power tokens lying on cards (EV-SAGA-RELIC), the Creatures in play beside it, and the
 * Denizen deck's size.
 */
export const LineupView = memo(function LineupView() {
  const lineup = useTableFollowing(selectLineup);
  const relicsOn = useTableFollowing(selectRelics);
  const creatures = useTableFollowing(selectCreatures);
  const denizenDeck = useTableFollowing(selectDenizenDeck);
  const fold = useFold();
  if (!lineup || !relicsOn || !creatures) return null;

  return (
    <section className="lineup" aria-labelledby="lineup-heading">
      {fold.heading('lineup-heading', 'Denizen lineup')}
      <ol hidden={!fold.open} className="lineup__slots" aria-label="Lineup, slots 1 to 6">
        {lineup.map((denizen, slot) => {
          const relics = denizen ? (relicsOn[denizen] ?? 0) : 0;
          return (
            <li key={slot} className={`lineup__slot${denizen ? '' : ' lineup__slot--empty'}`}>
              <span className="lineup__number" aria-hidden="true">
                {slot + 1}
              </span>
              {denizen ? (
                <>
                  <CardTip name={denizenName(denizen)} text={denizenText(denizen)} />
                  {relics > 0 && (
                    <span className="chip">
                      <ICONS.power aria-hidden="true" className="icon" />
                      {plural(relics, 'Power token')} on it
                    </span>
                  )}
                </>
              ) : (
                <span className="muted">empty slot</span>
              )}
            </li>
          );
        })}
      </ol>
      {creatures.length > 0 && (
        <ul className="lineup__creatures" aria-label="Creatures in play">
          {creatures.map((creature) => (
            <li key={creature.card}>
              <ICONS.creature aria-hidden="true" className="icon" />
              <CardTip
                name={denizenName(creature.card)}
                text={denizenText(creature.card)}
              /> in {regionName(creature.region)}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">Denizen deck: {plural(denizenDeck, 'card')}</p>
    </section>
  );
});
