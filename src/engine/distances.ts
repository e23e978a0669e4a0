import type { Content } from './content/content';
import { REGION_IDS, type RegionId } from './content/ids';
import type { GameState } from './types';

/** Steps between regions, derived once per Content from its links (RB-24, RB-44a). */
type DistanceTable = Record<RegionId, Record<RegionId, number>>;

function distanceTable(links: (r: RegionId) => RegionId[]): DistanceTable {
  const table = {} as DistanceTable;
  for (const from of REGION_IDS) {
    const dist = { [from]: 0 } as Record<RegionId, number>;
    const queue: RegionId[] = [from];
    while (queue.length) {
      const here = queue.shift() as RegionId;
      for (const next of links(here)) {
        if (dist[next] === undefined) {
          dist[next] = dist[here] + 1;
          queue.push(next);
        }
      }
    }
    table[from] = dist;
  }
  return table;
}

interface Distances {
  land: DistanceTable;
  flight: DistanceTable;
}

const derived = new WeakMap<Content, Distances>();

function distancesOf(content: Content): Distances {
  let tables = derived.get(content);
  if (!tables) {
    const { regions } = content;
    tables = {
      land: distanceTable((r) => regions[r].land),
      flight: distanceTable((r) => [...regions[r].land, ...regions[r].sea]),
    };
    derived.set(content, tables);
  }
  return tables;
}

/** Steps over land links only (Units and Generals, RB-44a goal distances). */
export const landDistance = (s: Pick<GameState, 'content'>) => distancesOf(s.content).land;
/** Steps over land and sea links (Dragons, RB-24). */
export const flightDistance = (s: Pick<GameState, 'content'>) => distancesOf(s.content).flight;
