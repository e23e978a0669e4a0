import { z } from 'zod';
import { SAGA_IDS } from './content/sagas';
import { CHARACTER_IDS, FACELESS_STRENGTH_IDS } from './content/ids';
import { scenarioSchema } from './scenarioSchema';
import { faction } from './schemaParts';

/** The schema for untrusted setups (zod gives path-precise messages); moves: moveSchema.ts. */

export const setupSchema = z.strictObject({
  seed: z.number().int().min(0).max(0xffffffff),
  seats: z.array(
    z.strictObject({
      faction,
      character: z.enum(CHARACTER_IDS).optional(),
      controller: z.enum(['human', 'faceless']),
      name: z.string().max(40).optional(),
      epic: z.boolean().optional(),
    }),
  ),
  initiative: faction.optional(),
  sagas: z.union([z.array(z.enum(SAGA_IDS)), z.literal('random')]).optional(),
  soloMode: z.enum(['fast-paced', 'standard', 'challenging']).optional(),
  noFaceless: z.enum(['cooperative', 'competitive']).optional(),
  weepingMother: z.boolean().optional(),
  facelessStrength: z.enum(FACELESS_STRENGTH_IDS).optional(),
  scenario: scenarioSchema.optional(),
});
