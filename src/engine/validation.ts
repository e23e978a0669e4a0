import { z } from 'zod/mini';
import { SAGA_IDS } from './content/sagas';
import { CHARACTER_IDS, FACELESS_STRENGTH_IDS } from './content/ids';
import { scenarioSchema } from './scenarioSchema';
import { faction } from './schemaParts';

/** The schema for untrusted setups (zod gives path-precise messages); moves: moveSchema.ts. */

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
