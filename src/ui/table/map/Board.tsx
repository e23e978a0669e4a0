import { memo, useCallback, useState } from 'react';
import { content, type RegionId } from '../../../engine';
import { selectDecisionFacts, selectDeciderView, selectView, type GameStore } from '../../../store';
import { choiceLabel } from '../../words/choiceLabels';
import { useGame } from '../../kit/GameStoreContext';
import { MAP_ORDER } from './geometry';
import { MapLabels, MapTerrain } from './MapTerrain';
import { RegionMenu } from './RegionMenu';
import { useBoardMarks } from './useBoardMarks';
import { lazyPart } from '../../kit/lazyPart';
import { MapRegion, type RegionOption } from './MapRegion';
import './board.css';
import { regionName } from '../../words/names';

// The motion layer arrives with the first step that moves something (never under reduced motion).
const MapEffects = lazyPart(() => import('./MapEffects').then((m) => m.MapEffects));
const selectTable = selectView('table');
const selectChoose = (store: GameStore) => store.choose;

const mountainCaption = content.MOUNTAINS.map(
  (m) => `${m.name} touches ${m.touches.map(regionName).join(', ')}`,
).join('. ');

/**
 * The board (ui.md): the 12 regions as territories of the house layout, every piece as a piece.
 * Regions where the pending decision has options glow and can be chosen directly; the regions the
 * last step changed, and those a demo's caption talks about, are marked.
 */
export const Board = memo(function Board() {
  const table = useGame(selectTable);
  const decider = useGame(selectDeciderView);
  const facts = useGame(selectDecisionFacts);
  const choose = useGame(selectChoose);
  const { marks, before, step } = useBoardMarks(table);
  const [menuFor, setMenuFor] = useState<RegionId | null>(null);
  const toggleMenu = useCallback(
    (id: RegionId) => setMenuFor((open) => (open === id ? null : id)),
    [],
  );
  if (!table) return null;

  const decision = decider?.pending;
  // Options glow where the engine says they live (a dial target: the dial's region).
  const here: Partial<Record<RegionId, RegionOption[]>> = {};
  for (const { choice, region } of facts?.options ?? []) {
    if (!region || !decision) continue;
    (here[region] ??= []).push({ choice, label: choiceLabel(decision, choice, table, region) });
  }
  const menu = menuFor && (here[menuFor]?.length ?? 0) > 1 ? menuFor : null;

  return (
    <figure className="map" aria-labelledby="map-caption">
      <div className="map__area">
        <div className="map__canvas">
          <MapTerrain />
          <svg
            className="map__board"
            viewBox={`0 0 ${content.BOARD_SIZE.width} ${content.BOARD_SIZE.height}`}
            role="list"
            aria-label="Regions of Vaala"
          >
            {MAP_ORDER.map((id) => (
              <MapRegion
                key={id}
                id={id}
                region={table.regions[id]}
                characters={table.seats.filter((seat) => seat.location === id)}
                creatures={table.creatures.filter((c) => c.region === id)}
                dials={table.dials.filter((d) => d.region === id)}
                stronghold={table.strongholds[id]}
                status={table.statuses[id]}
                options={here[id] ?? NO_OPTIONS}
                marks={marks[id]}
                menuOpen={menu === id}
                onChoose={choose}
                onToggleMenu={toggleMenu}
              />
            ))}
            <MapLabels />
          </svg>
          {before && <MapEffects before={before} after={table} step={step} />}
          {menu && (
            <RegionMenu
              region={menu}
              options={here[menu]!}
              onChoose={(choice) => {
                setMenuFor(null);
                choose(choice);
              }}
              onClose={() => setMenuFor(null)}
            />
          )}
        </div>
      </div>
      <figcaption id="map-caption" className="visually-hidden">
        Map of Vaala: the {content.BOARD_LAYOUT_NAME.toLowerCase()} (house content). Regions that
        share a border are linked by land; the dashed lanes across the sea are sea links (Dragons
        fly them). {mountainCaption}.
      </figcaption>
    </figure>
  );
});

const NO_OPTIONS: RegionOption[] = [];
