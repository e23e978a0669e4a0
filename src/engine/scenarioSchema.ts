import { z } from 'zod';
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
  units: z.partialRecord(side, count).optional(),
  power: count.optional(),
  city: z.boolean().optional(),
});

export const seatSpec = z.strictObject({
  location: region.optional(),
  power: z.strictObject({ unspent: count.optional(), spent: count.optional() }).optional(),
  hand: z.array(card).optional(),
  vaalaHand: z.array(vaala).optional(),
  denizens: z.array(denizen).optional(),
  wounds: count.optional(),
  essence: z.array(side).optional(),
  bondedTo: faction.optional(),
  skipNextGlyph: z.boolean().optional(),
  slots: z.record(z.string().regex(/^\d+$/), z.enum(['unspent', 'spent'])).optional(),
});

export const creatureSpec = z.strictObject({
  card: denizen,
  region,
  wounds: count.optional(),
  regionCard: region.optional(),
});

export const sagaSpec = z.strictObject({
  id: z.enum(SAGA_IDS),
  stage: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
  marker: z.enum(STAGE_MARKERS).optional(),
});

export const dialSpec = z.strictObject({
  kind: z.enum(['dragon', 'portal', 'nullborn']),
  region,
  wounds: count.optional(),
  bondedTo: faction.optional(),
  essence: z.array(side).optional(),
});

export const strongholdSpec = z.strictObject({
  owner: z.enum([...FACTION_IDS, 'neutral']),
  woundsLeft: z.number().int().min(1).max(4).optional(),
});

export const scenarioSchema = z.strictObject({
  name: z.string().optional(),
  round: z.number().int().min(1).max(6).optional(),
  regions: z.partialRecord(region, regionSpec).optional(),
  seats: z.partialRecord(faction, seatSpec).optional(),
  lineup: z.array(denizen.nullable()).max(6).optional(),
  denizenDeck: z.array(denizen).optional(),
  denizenDiscard: z.array(denizen).optional(),
  creatures: z.array(creatureSpec).optional(),
  eventDeck: z.array(event).optional(),
  stack: z
    .array(
      z.union([
        z.strictObject({ event }),
        z.strictObject({ seat: faction, card }),
        z.strictObject({ stage: stageCard }),
      ]),
    )
    .optional(),
  dice: z.array(die).optional(),
  sagas: z.array(sagaSpec).max(3).optional(),
  sagaSetup: z.boolean().optional(),
  stageDeck: z.array(stageCard).optional(),
  dials: z.array(dialSpec).optional(),
  strongholds: z.partialRecord(region, strongholdSpec).optional(),
  relics: z.partialRecord(denizen, count).optional(),
  allyHolder: faction.optional(),
});
