import * as v from 'valibot';
import { SAGA_IDS, STAGE_CARDS, STAGE_MARKERS } from '../content/sagas';
import { FACTION_IDS } from '../content/ids';
import { card, count, denizen, die, event, faction, int, region, side, vaala } from './schemaParts';

/**
 * The shape of a scenario (docs/scenarios.md). Only the shape: what the rules forbid in a
 * well-formed scenario (two dials bonded to one General, …) is checked by scenario/scenario.ts.
 * The parts are named so tests/engine/scenario/scenarioDocs.test.ts can hold the documentation to every
 * field.
 */

const stageCard = v.picklist(STAGE_CARDS as readonly string[]);

export const regionSpec = v.strictObject({
  units: v.optional(v.record(side, count)),
  power: v.optional(count),
  city: v.optional(v.boolean()),
});

export const seatSpec = v.strictObject({
  location: v.optional(region),
  power: v.optional(v.strictObject({ unspent: v.optional(count), spent: v.optional(count) })),
  hand: v.optional(v.array(card)),
  vaalaHand: v.optional(v.array(vaala)),
  denizens: v.optional(v.array(denizen)),
  wounds: v.optional(count),
  essence: v.optional(v.array(side)),
  bondedTo: v.optional(faction),
  skipNextGlyph: v.optional(v.boolean()),
  slots: v.optional(
    v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.picklist(['unspent', 'spent'])),
  ),
});

export const creatureSpec = v.strictObject({
  card: denizen,
  region,
  wounds: v.optional(count),
  regionCard: v.optional(region),
});

export const sagaSpec = v.strictObject({
  id: v.picklist(SAGA_IDS),
  stage: v.optional(v.picklist([0, 1, 2, 3])),
  marker: v.optional(v.picklist(STAGE_MARKERS)),
});

export const dialSpec = v.strictObject({
  kind: v.picklist(['dragon', 'portal', 'nullborn']),
  region,
  wounds: v.optional(count),
  bondedTo: v.optional(faction),
  essence: v.optional(v.array(side)),
});

export const strongholdSpec = v.strictObject({
  owner: v.picklist([...FACTION_IDS, 'neutral']),
  woundsLeft: v.optional(int(1, 4)),
});

export const scenarioSchema = v.strictObject({
  name: v.optional(v.string()),
  round: v.optional(int(1, 6)),
  regions: v.optional(v.record(region, regionSpec)),
  seats: v.optional(v.record(faction, seatSpec)),
  lineup: v.optional(v.pipe(v.array(v.nullable(denizen)), v.maxLength(6))),
  denizenDeck: v.optional(v.array(denizen)),
  denizenDiscard: v.optional(v.array(denizen)),
  creatures: v.optional(v.array(creatureSpec)),
  eventDeck: v.optional(v.array(event)),
  stack: v.optional(
    v.array(
      v.union(
        [
          v.strictObject({ event }),
          v.strictObject({ seat: faction, card }),
          v.strictObject({ stage: stageCard }),
        ],
        'Invalid type: Expected an Event ({event}), a played card ({seat, card}) or a Stage card ({stage})',
      ),
    ),
  ),
  dice: v.optional(v.array(die)),
  sagas: v.optional(v.pipe(v.array(sagaSpec), v.maxLength(3))),
  sagaSetup: v.optional(v.boolean()),
  stageDeck: v.optional(v.array(stageCard)),
  dials: v.optional(v.array(dialSpec)),
  strongholds: v.optional(v.record(region, strongholdSpec)),
  relics: v.optional(v.record(denizen, count)),
  allyHolder: v.optional(faction),
});
