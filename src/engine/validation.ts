import { z } from 'zod';
import { SAGA_IDS, STAGE_CARDS, STAGE_MARKERS } from './content/sagas';
import {
  CHARACTER_IDS,
  DENIZEN_IDS,
  WEEPING_MOTHER_IDS,
  DRAGON_ACTION_CARDS,
  EVENT_IDS,
  FACELESS_STRENGTH_IDS,
  FACTION_IDS,
  GENERAL_ACTION_CARDS,
  REGION_IDS,
  VAALA_IDS,
} from './content/ids';

/** Schemas for untrusted JSON: setups, scenarios and moves (zod gives path-precise messages). */

const region = z.enum(REGION_IDS);
const faction = z.enum(FACTION_IDS);
const side = z.enum([...FACTION_IDS, 'neutral']);
const count = z.number().int().min(0);
const card = z.union([
  z.enum([...GENERAL_ACTION_CARDS, ...DRAGON_ACTION_CARDS]),
  z.templateLiteral(['region:', region]),
]);
const vaala = z.enum(VAALA_IDS);
const denizen = z.enum([...DENIZEN_IDS, ...WEEPING_MOTHER_IDS]);
const event = z.enum(EVENT_IDS);
const die = z.enum(['0', '1', '2', 'X', '2X']);

const units = z.partialRecord(side, count);

export const scenarioSchema = z.strictObject({
  name: z.string().optional(),
  round: z.number().int().min(1).max(6).optional(),
  regions: z
    .partialRecord(
      region,
      z.strictObject({
        units: units.optional(),
        power: count.optional(),
        city: z.boolean().optional(),
      }),
    )
    .optional(),
  seats: z
    .partialRecord(
      faction,
      z.strictObject({
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
      }),
    )
    .optional(),
  lineup: z.array(denizen.nullable()).max(6).optional(),
  creatures: z
    .array(z.strictObject({ card: denizen, region, wounds: count.optional() }))
    .optional(),
  eventDeck: z.array(event).optional(),
  stack: z
    .array(
      z.union([
        z.strictObject({ event }),
        z.strictObject({ seat: faction, card }),
        z.strictObject({ stage: z.enum(STAGE_CARDS as [string, ...string[]]) }),
      ]),
    )
    .optional(),
  dice: z.array(die).optional(),
  sagas: z
    .array(
      z.strictObject({
        id: z.enum(SAGA_IDS),
        stage: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
        marker: z.enum(STAGE_MARKERS).optional(),
      }),
    )
    .max(3)
    .optional(),
  stageDeck: z.array(z.enum(STAGE_CARDS as [string, ...string[]])).optional(),
  dials: z
    .array(
      z.strictObject({
        kind: z.enum(['dragon', 'portal', 'nullborn']),
        region,
        wounds: count.optional(),
        bondedTo: faction.optional(),
      }),
    )
    .optional(),
  strongholds: z
    .partialRecord(
      region,
      z.strictObject({
        owner: z.enum([...FACTION_IDS, 'neutral']),
        woundsLeft: z.number().int().min(1).max(4).optional(),
      }),
    )
    .optional(),
  relics: z.partialRecord(denizen, count).optional(),
  allyHolder: faction.optional(),
});

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
