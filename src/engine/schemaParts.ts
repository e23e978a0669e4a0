import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import {
  DIE_FACE_KINDS,
  DENIZEN_IDS,
  DRAGON_ACTION_CARDS,
  EVENT_IDS,
  FACTION_IDS,
  GENERAL_ACTION_CARDS,
  REGION_IDS,
  VAALA_IDS,
  WEEPING_MOTHER_IDS,
} from './content/ids';

/**
 * The game's vocabulary as zod schemas, shared by the setup, scenario and move schemas. They use
 * zod's tree-shakable form (`zod/mini`): the app ships only the checks these schemas use.
 */

// zod/mini carries no messages of its own; English ones are what players read in every refusal
// (the same words full zod gives), so this is set once wherever a schema can run.
z.config(en());

export const region = z.enum(REGION_IDS);
export const faction = z.enum(FACTION_IDS);
export const side = z.enum([...FACTION_IDS, 'neutral']);
export const count = z.number().check(z.int(), z.minimum(0));
export const card = z.union([
  z.enum([...GENERAL_ACTION_CARDS, ...DRAGON_ACTION_CARDS]),
  z.templateLiteral(['region:', region]),
]);
export const vaala = z.enum(VAALA_IDS);
export const denizen = z.enum([...DENIZEN_IDS, ...WEEPING_MOTHER_IDS]);
export const event = z.enum(EVENT_IDS);
export const die = z.enum(DIE_FACE_KINDS);

/** Zod says "received undefined" for a missing field; a player reads "missing". */
function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message))
    return `missing (expected ${issue.expected})`;
  return issue.message;
}

/** One problem in one readable line: `seats.0.faction: Invalid option …`. */
export const describeIssue = (issue: z.core.$ZodIssue, root = '(root)'): string =>
  `${issue.path.join('.') || root}: ${issueText(issue)}`;

/** Every problem, one line each: `seats.0.faction: Invalid option …; seed: …`. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => describeIssue(issue)).join('; ');
}
