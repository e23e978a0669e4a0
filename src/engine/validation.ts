import { z } from 'zod/mini';
import { SAGA_IDS, STAGE_CARDS, STAGE_MARKERS } from './content/sagas';
import { CHARACTER_IDS, FACELESS_STRENGTH_IDS, FACTION_IDS } from './content/ids';
import { card, count, denizen, die, event, faction, region, side, vaala } from './schemaParts';

/** Schemas for untrusted JSON: setups and scenarios (zod gives path-precise messages). */

const units = z.partialRecord(side, count);
const stageCard = z.enum(STAGE_CARDS as [string, ...string[]]);

export const scenarioSchema = z.strictObject({
  name: z.optional(z.string()),
  round: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(6))),
  regions: z.optional(
    z.partialRecord(
      region,
      z.strictObject({
        units: z.optional(units),
        power: z.optional(count),
        city: z.optional(z.boolean()),
      }),
    ),
  ),
  seats: z.optional(
    z.partialRecord(
      faction,
      z.strictObject({
        location: z.optional(region),
        power: z.optional(z.strictObject({ unspent: z.optional(count), spent: z.optional(count) })),
        hand: z.optional(z.array(card)),
        vaalaHand: z.optional(z.array(vaala)),
        denizens: z.optional(z.array(denizen)),
        wounds: z.optional(count),
        essence: z.optional(z.array(side)),
        bondedTo: z.optional(faction),
        skipNextGlyph: z.optional(z.boolean()),
        slots: z.optional(
          z.record(z.string().check(z.regex(/^\d+$/)), z.enum(['unspent', 'spent'])),
        ),
      }),
    ),
  ),
  lineup: z.optional(z.array(z.nullable(denizen)).check(z.maxLength(6))),
  creatures: z.optional(
    z.array(z.strictObject({ card: denizen, region, wounds: z.optional(count) })),
  ),
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
  sagas: z.optional(
    z
      .array(
        z.strictObject({
          id: z.enum(SAGA_IDS),
          stage: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])),
          marker: z.optional(z.enum(STAGE_MARKERS)),
        }),
      )
      .check(z.maxLength(3)),
  ),
  stageDeck: z.optional(z.array(stageCard)),
  dials: z.optional(
    z.array(
      z.strictObject({
        kind: z.enum(['dragon', 'portal', 'nullborn']),
        region,
        wounds: z.optional(count),
        bondedTo: z.optional(faction),
      }),
    ),
  ),
  strongholds: z.optional(
    z.partialRecord(
      region,
      z.strictObject({
        owner: z.enum([...FACTION_IDS, 'neutral']),
        woundsLeft: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(4))),
      }),
    ),
  ),
  relics: z.optional(z.partialRecord(denizen, count)),
  allyHolder: z.optional(faction),
});

export const setupSchema = z.strictObject({
  seed: z.number().check(z.int(), z.minimum(0), z.maximum(0xffffffff)),
  seats: z.array(
    z.strictObject({
      faction,
      character: z.optional(z.enum(CHARACTER_IDS)),
      controller: z.enum(['human', 'faceless']),
      name: z.optional(z.string().check(z.maxLength(40))),
      epic: z.optional(z.boolean()),
    }),
  ),
  initiative: z.optional(faction),
  sagas: z.optional(z.union([z.array(z.enum(SAGA_IDS)), z.literal('random')])),
  soloMode: z.optional(z.enum(['fast-paced', 'standard', 'challenging'])),
  noFaceless: z.optional(z.enum(['cooperative', 'competitive'])),
  weepingMother: z.optional(z.boolean()),
  facelessStrength: z.optional(z.enum(FACELESS_STRENGTH_IDS)),
  scenario: z.optional(scenarioSchema),
});
