import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { content, type RegionId } from '../engine';
import {
  selectDecisionFacts,
  selectDeciderView,
  selectLastMoveHighlights,
  selectView,
  type GameStore,
} from '../store';
import { choiceLabel } from './choiceLabels';
import { useGame } from './GameStoreContext';
import { ICONS } from './icons';
import { MapLinks, type MapGeometry } from './MapLinks';
import { MAP_ORDER } from './mapLayout';
import { MapRegion, type RegionOption } from './MapRegion';
import { factionName, regionName } from './names';

const selectTable = selectView('table');
const selectChoose = (store: GameStore) => store.choose;

/** Measures where each tile landed, so the links can be drawn between them at any width. */
function useTileGeometry() {
  const box = useRef<HTMLDivElement>(null);
  const [geometry, setGeometry] = useState<MapGeometry>({ width: 0, height: 0, tiles: {} });
  const measure = useCallback(() => {
    const root = box.current;
    if (!root) return;
    const outer = root.getBoundingClientRect();
    const tiles: MapGeometry['tiles'] = {};
    root.querySelectorAll<HTMLElement>('[data-region]').forEach((cell) => {
      const tile = cell.firstElementChild?.getBoundingClientRect();
      if (!tile) return;
      tiles[cell.dataset.region as RegionId] = {
        x: tile.left - outer.left,
        y: tile.top - outer.top,
        width: tile.width,
        height: tile.height,
      };
    });
    setGeometry({ width: outer.width, height: outer.height, tiles });
  }, []);
  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !box.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box.current);
    box.current.querySelectorAll('.map-region').forEach((tile) => observer.observe(tile));
    return () => observer.disconnect();
  }, [measure]);
  return { box, geometry };
}

const mountainCaption = content.MOUNTAINS.map(
  (m) => `${m.name} touches ${m.touches.map(regionName).join(', ')}`,
).join('. ');

/**
 * The map (ui.md): the 12 regions on a house schematic with their links, every piece in words and
 * icons. Regions where the pending decision has options glow and can be chosen directly.
 */
export function Board() {
  const table = useGame(selectTable);
  const decider = useGame(selectDeciderView);
  const facts = useGame(selectDecisionFacts);
  const choose = useGame(selectChoose);
  const lastMove = useGame(selectLastMoveHighlights);
  const { box, geometry } = useTileGeometry();
  if (!table) return null;

  const decision = decider?.pending;
  // Options glow where the engine says they live (a dial target: the dial's region).
  const here: Partial<Record<RegionId, RegionOption[]>> = {};
  for (const { choice, region } of facts?.options ?? []) {
    if (!region || !decision) continue;
    (here[region] ??= []).push({ choice, label: choiceLabel(decision, choice, table, region) });
  }

  return (
    <figure className="map" aria-labelledby="map-caption">
      <div className="map__area" ref={box}>
        <MapLinks geometry={geometry} />
        <ul className="map__regions" aria-label="Regions of Vaala">
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
              options={here[id] ?? []}
              onChoose={choose}
              lastMoveBy={lastMove?.regions.includes(id) ? factionName(lastMove.seat) : null}
            />
          ))}
        </ul>
      </div>
      <figcaption id="map-caption" className="map__caption">
        Map of Vaala — a house schematic, not the printed board. Solid lines: land links; dashed
        curves: sea links (Dragons fly them); <ICONS.mountain aria-hidden="true" className="icon" />{' '}
        mountains. {mountainCaption}.
      </figcaption>
    </figure>
  );
}
