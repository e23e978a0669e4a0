import * as v from 'valibot';
import { SAGA_IDS } from '../content/sagas';
import { CHARACTER_IDS, FACELESS_STRENGTH_IDS } from '../content/ids';
import { scenarioSchema } from './scenarioSchema';
import { faction, int } from './schemaParts';
import { either } from './schemaWords';

/** The schema for untrusted setups (path-precise messages); moves: moveSchema.ts. */

export const setupSchema = v.strictObject({
  seed: int(0, 0xffffffff),
  seats: v.array(
    v.strictObject({
      faction,
      character: v.optional(v.picklist(CHARACTER_IDS)),
      controller: v.picklist(['human', 'faceless']),
      name: v.optional(v.pipe(v.string(), v.maxLength(40))),
      epic: v.optional(v.boolean()),
    }),
  ),
  initiative: v.optional(faction),
  sagas: v.optional(
    either([v.array(v.picklist(SAGA_IDS)), v.literal('random')], 'a list of Sagas or "random"'),
  ),
  soloMode: v.optional(v.picklist(['fast-paced', 'standard', 'challenging'])),
  noFaceless: v.optional(v.picklist(['cooperative', 'competitive'])),
  weepingMother: v.optional(v.boolean()),
  facelessStrength: v.optional(v.picklist(FACELESS_STRENGTH_IDS)),
  scenario: v.optional(scenarioSchema),
});
