import { SAGA_IDS } from './content/sagas';
import { CHARACTER_IDS, FACELESS_STRENGTH_IDS } from './content/ids';
import { array, boolean, int, literal, object, oneOf, optional, string, union } from './schema';
import { scenarioSchema } from './scenarioSchema';
import { faction } from './schemaParts';

/** The schema for untrusted setups (path-precise messages); moves: moveSchema.ts. */

export const setupSchema = object({
  seed: int({ min: 0, max: 0xffffffff }),
  seats: array(
    object({
      faction,
      character: optional(oneOf(CHARACTER_IDS)),
      controller: oneOf(['human', 'faceless']),
      name: optional(string({ max: 40 })),
      epic: optional(boolean()),
    }),
  ),
  initiative: optional(faction),
  sagas: optional(
    union([array(oneOf(SAGA_IDS)), literal('random')], 'a list of Sagas or "random"'),
  ),
  soloMode: optional(oneOf(['fast-paced', 'standard', 'challenging'])),
  noFaceless: optional(oneOf(['cooperative', 'competitive'])),
  weepingMother: optional(boolean()),
  facelessStrength: optional(oneOf(FACELESS_STRENGTH_IDS)),
  scenario: optional(scenarioSchema),
});
