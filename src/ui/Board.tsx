import { content } from '../engine';
import { selectDeciderView, selectView } from '../store';
import { choiceRegion } from './choiceLabels';
import { useGame } from './GameStoreContext';
import { RegionTile } from './RegionTile';

const selectTable = selectView('table');

/**
 * The 12 regions as a list laid out roughly as on the map (north row first). A drawn SVG map will
 * replace the tiles; the tiles' accessible names stay.
 */
export function Board() {
  const table = useGame(selectTable);
  const decider = useGame(selectDeciderView);
  if (!table) return null;

  const options = decider?.pending?.options ?? [];
  const lit = new Set(options.map((o) => choiceRegion(o, table)).filter((r) => r !== null));

  return (
    <ul className="board" aria-label="Regions of Vaala">
      {content.REGION_IDS.map((id) => (
        <RegionTile
          key={id}
          id={id}
          region={table.regions[id]}
          characters={table.seats.filter((seat) => seat.location === id)}
          creatures={table.creatures.filter((c) => c.region === id)}
          highlighted={lit.has(id)}
        />
      ))}
    </ul>
  );
}
