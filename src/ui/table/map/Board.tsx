import { memo, useCallback, useMemo, useState } from 'react';
import { content } from '../../../engine/data';
import type { RegionId, TableFrame } from '../../../source/tableSource';
import { useDecisionOptions, type DecisionOption } from '../../kit/decisionOptions';
import { useGameActions, useTable } from '../../kit/tableSource';
import { MAP_ORDER } from './geometry';
import { MapLabels, MapTerrain } from './MapTerrain';
import { RegionMenu } from './RegionMenu';
import { useBoardMarks } from './useBoardMarks';
import { lazyPart } from '../../kit/lazyPart';
import { MapRegion } from './MapRegion';
import './board.css';
import { regionName } from '../../words/names';

// The motion layer arrives with the first step that moves something (never under reduced motion).
const MapEffects = lazyPart(() => import('./MapEffects').then((m) => m.MapEffects));
const selectTable = (f: TableFrame) => f.table;

/** The decision's options by the region the engine says each lives in (a dial target: its own). */
function optionsByRegion(options: readonly DecisionOption[]) {
  const here: Partial<Record<RegionId, DecisionOption[]>> = {};
  for (const option of options) if (option.region) (here[option.region] ??= []).push(option);
  return here;
}

const mountainCaption = content.MOUNTAINS.map(
  (m) => `${m.name} touches ${m.touches.map(regionName).join(', ')}`,
).join('. ');

/**
 * The board (README "The board"): the 12 regions as territories of the house layout, every piece
 * as a piece. Regions where the decision this device answers has options glow and can be chosen
 * directly, with the very options the decision bar offers (useDecisionOptions); the regions the
 * last step changed, and those a demo's caption talks about, are marked.
 */
export const Board = memo(function Board() {
  const table = useTable(selectTable);
  const options = useDecisionOptions();
  const actions = useGameActions();
  const here = useMemo(() => optionsByRegion(options), [options]);
  const { marks, before, step } = useBoardMarks(table);
  const [menuFor, setMenuFor] = useState<RegionId | null>(null);
  const toggleMenu = useCallback(
    (id: RegionId) => setMenuFor((open) => (open === id ? null : id)),
    [],
  );
  if (!table) return null;
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
                onChoose={actions.choose}
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
                actions.choose(choice);
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

const NO_OPTIONS: DecisionOption[] = [];
