import { z } from 'zod';
import { SAGA_IDS } from './content/sagas';
import { CHARACTER_IDS } from './content/ids';
import { scenarioSchema } from './scenarioSchema';
import { card, count, denizen, faction, region, side, vaala } from './schemaIds';

/** Schemas for untrusted JSON: setups and moves (zod gives path-precise messages). */

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
  facelessStrength: z.enum(['easy', 'normal', 'hard']).optional(),
  scenario: scenarioSchema.optional(),
});

const target = z.union([
  z.strictObject({ kind: z.literal('force'), side, region }),
  z.strictObject({ kind: z.literal('dragon'), seat: faction }),
  z.strictObject({ kind: z.literal('creature'), card: denizen }),
]);

export const choiceSchema = z.union([
  z.strictObject({ kind: z.literal('card'), card }),
  z.strictObject({
    kind: z.enum([
      'pass',
      'done',
      'confirm',
      'draw',
      'counterattack',
      'retreat',
      'continue',
      'auto',
    ]),
  }),
  z.strictObject({ kind: z.literal('region'), region }),
  z.strictObject({
    kind: z.literal('step'),
    piece: z.enum(['unit', 'general', 'dragon']),
    from: region,
    to: region,
  }),
  z.strictObject({ kind: z.literal('target'), from: region, target }),
  z.strictObject({ kind: z.literal('count'), n: count }),
  z.strictObject({ kind: z.literal('denizen'), denizen }),
  z.strictObject({ kind: z.literal('vaala'), card: vaala }),
  z.strictObject({ kind: z.literal('token'), spent: z.boolean() }),
  z.strictObject({ kind: z.literal('slot'), slot: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal('ability') }),
  z.strictObject({ kind: z.literal('seat'), seat: faction }),
]);

export const moveSchema = z.strictObject({ seat: faction, choice: choiceSchema });

/** One readable line per problem: `seats.0.faction: Invalid option …`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
