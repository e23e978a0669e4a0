import { z } from 'zod/mini';
import { DIAL_IDS } from './content/dials';
import { card, count, denizen, faction, region, side, vaala } from './schemaParts';
import type { Choice, Move, Target } from './types';

/**
 * The one schema of a move, checked wherever a move comes in: applyMove, save files, the
 * autosave, saved demos and the scenario CLI. Every object is strict (an unknown key is refused),
 * and the compile-time check below keeps it exactly the `Move` type: a new kind of choice or
 * target that is not added here does not compile.
 */

const dialId = z.string().check(
  z.refine((id) => DIAL_IDS.includes(id), {
    message: `Not a dial (one of ${DIAL_IDS.join(', ')})`,
  }),
);

const target = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('force'), side, region }),
  z.strictObject({ kind: z.literal('dragon'), seat: faction }),
  z.strictObject({ kind: z.literal('creature'), card: denizen }),
  z.strictObject({ kind: z.literal('dial'), id: dialId }),
  z.strictObject({ kind: z.literal('null'), region }),
]);

const choice = z.discriminatedUnion('kind', [
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
      'ability',
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
  z.strictObject({ kind: z.literal('slot'), slot: count }),
  z.strictObject({ kind: z.literal('seat'), seat: faction }),
]);

export const moveSchema = z.strictObject({ seat: faction, choice });

/** True when A and B accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Does not compile when the schema and the `Move` type drift apart (a kind added to one only). */
export type MoveSchemaIsExact = [
  Holds<Same<z.output<typeof target>, Target>>,
  Holds<Same<z.output<typeof choice>, Choice>>,
  Holds<Same<z.output<typeof moveSchema>, Move>>,
];
