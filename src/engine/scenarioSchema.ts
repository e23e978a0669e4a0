import { SAGA_IDS, STAGE_CARDS, STAGE_MARKERS } from './content/sagas';
import { FACTION_IDS } from './content/ids';
import {
  array,
  boolean,
  int,
  nullable,
  object,
  oneOf,
  optional,
  record,
  string,
  union,
} from './schema';
import { card, count, denizen, die, event, faction, region, side, vaala } from './schemaParts';

/**
 * The shape of a scenario (docs/scenarios.md). Only the shape: what the rules forbid in a
 * well-formed scenario (two dials bonded to one General, …) is checked by scenario.ts. The parts
 * are named so tests/engine/scenarioDocs.test.ts can hold the documentation to every field.
 */

const stageCard = oneOf<string>(STAGE_CARDS);

export const regionSpec = object({
  units: optional(record(side, count)),
  power: optional(count),
  city: optional(boolean()),
});

export const seatSpec = object({
  location: optional(region),
  power: optional(object({ unspent: optional(count), spent: optional(count) })),
  hand: optional(array(card)),
  vaalaHand: optional(array(vaala)),
  denizens: optional(array(denizen)),
  wounds: optional(count),
  essence: optional(array(side)),
  bondedTo: optional(faction),
  skipNextGlyph: optional(boolean()),
  slots: optional(record(string({ pattern: /^\d+$/ }), oneOf(['unspent', 'spent']))),
});

export const creatureSpec = object({
  card: denizen,
  region,
  wounds: optional(count),
  regionCard: optional(region),
});

export const sagaSpec = object({
  id: oneOf(SAGA_IDS),
  stage: optional(oneOf([0, 1, 2, 3])),
  marker: optional(oneOf(STAGE_MARKERS)),
});

export const dialSpec = object({
  kind: oneOf(['dragon', 'portal', 'nullborn']),
  region,
  wounds: optional(count),
  bondedTo: optional(faction),
  essence: optional(array(side)),
});

export const strongholdSpec = object({
  owner: oneOf([...FACTION_IDS, 'neutral']),
  woundsLeft: optional(int({ min: 1, max: 4 })),
});

export const scenarioSchema = object({
  name: optional(string()),
  round: optional(int({ min: 1, max: 6 })),
  regions: optional(record(region, regionSpec)),
  seats: optional(record(faction, seatSpec)),
  lineup: optional(array(nullable(denizen), { max: 6 })),
  denizenDeck: optional(array(denizen)),
  denizenDiscard: optional(array(denizen)),
  creatures: optional(array(creatureSpec)),
  eventDeck: optional(array(event)),
  stack: optional(
    array(
      union(
        [object({ event }), object({ seat: faction, card }), object({ stage: stageCard })],
        'an Event ({event}), a played card ({seat, card}) or a Stage card ({stage})',
      ),
    ),
  ),
  dice: optional(array(die)),
  sagas: optional(array(sagaSpec, { max: 3 })),
  sagaSetup: optional(boolean()),
  stageDeck: optional(array(stageCard)),
  dials: optional(array(dialSpec)),
  strongholds: optional(record(region, strongholdSpec)),
  relics: optional(record(denizen, count)),
  allyHolder: optional(faction),
});
