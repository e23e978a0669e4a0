import { z } from 'zod/mini';
import { SAGA_IDS, STAGE_CARDS, STAGE_MARKERS } from './content/sagas';
import { FACTION_IDS } from './content/ids';
import { card, count, denizen, die, event, faction, region, side, vaala } from './schemaParts';

/**
 * The shape of a scenario (docs/scenarios.md). Only the shape: what the rules forbid in a
 * well-formed scenario (two dials bonded to one General, …) is checked by scenario.ts. The parts
 * are named so tests/engine/scenarioDocs.test.ts can hold the documentation to every field.
 */

const stageCard = z.enum(STAGE_CARDS as [string, ...string[]]);

export const regionSpec = z.strictObject({
  units: z.optional(z.partialRecord(side, count)),
  power: z.optional(count),
  city: z.optional(z.boolean()),
});

export const seatSpec = z.strictObject({
  location: z.optional(region),
  power: z.optional(z.strictObject({ unspent: z.optional(count), spent: z.optional(count) })),
  hand: z.optional(z.array(card)),
  vaalaHand: z.optional(z.array(vaala)),
  denizens: z.optional(z.array(denizen)),
  wounds: z.optional(count),
  essence: z.optional(z.array(side)),
  bondedTo: z.optional(faction),
  skipNextGlyph: z.optional(z.boolean()),
  slots: z.optional(z.record(z.string().check(z.regex(/^\d+$/)), z.enum(['unspent', 'spent']))),
});

export const creatureSpec = z.strictObject({
  card: denizen,
  region,
  wounds: z.optional(count),
  regionCard: z.optional(region),
});

export const sagaSpec = z.strictObject({
  id: z.enum(SAGA_IDS),
  stage: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])),
  marker: z.optional(z.enum(STAGE_MARKERS)),
});

export const dialSpec = z.strictObject({
  kind: z.enum(['dragon', 'portal', 'nullborn']),
  region,
  wounds: z.optional(count),
  bondedTo: z.optional(faction),
  essence: z.optional(z.array(side)),
});

export const strongholdSpec = z.strictObject({
  owner: z.enum([...FACTION_IDS, 'neutral']),
  woundsLeft: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(4))),
});

export const scenarioSchema = z.strictObject({
  name: z.optional(z.string()),
  round: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(6))),
  regions: z.optional(z.partialRecord(region, regionSpec)),
  seats: z.optional(z.partialRecord(faction, seatSpec)),
  lineup: z.optional(z.array(z.nullable(denizen)).check(z.maxLength(6))),
  denizenDeck: z.optional(z.array(denizen)),
  denizenDiscard: z.optional(z.array(denizen)),
  creatures: z.optional(z.array(creatureSpec)),
  eventDeck: z.optional(z.array(event)),
  stack: z.optional(
    z.array(
      z.union([
        z.strictObject({ event }),
        z.strictObject({ seat: faction, card }),
        z.strictObject({ stage: stageCard }),
      ]),
    ),
  ),
  dice: z.optional(z.array(die)),
  sagas: z.optional(z.array(sagaSpec).check(z.maxLength(3))),
  sagaSetup: z.optional(z.boolean()),
  stageDeck: z.optional(z.array(stageCard)),
  dials: z.optional(z.array(dialSpec)),
  strongholds: z.optional(z.partialRecord(region, strongholdSpec)),
  relics: z.optional(z.partialRecord(denizen, count)),
  allyHolder: z.optional(faction),
});
