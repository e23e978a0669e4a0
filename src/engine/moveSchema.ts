import { DIAL_IDS } from './content/dials';
import {
  boolean,
  discriminated,
  literal,
  object,
  oneOf,
  refine,
  string,
  type Infer,
} from './schema';
import { card, count, denizen, faction, region, side, vaala } from './schemaParts';
import type { Choice, Move, Target } from './types';

/**
 * The one schema of a move, checked wherever a move comes in: applyMove, save files, the
 * autosave, saved demos and the scenario CLI. Every object is strict (an unknown key is refused),
 * and the compile-time check below keeps it exactly the `Move` type: a new kind of choice or
 * target that is not added here does not compile.
 */

const dialId = refine(
  string(),
  (id) => DIAL_IDS.includes(id),
  `Not a dial (one of ${DIAL_IDS.join(', ')})`,
);

const target = discriminated('kind', [
  object({ kind: literal('force'), side, region }),
  object({ kind: literal('dragon'), seat: faction }),
  object({ kind: literal('creature'), card: denizen }),
  object({ kind: literal('dial'), id: dialId }),
  object({ kind: literal('null'), region }),
]);

const choice = discriminated('kind', [
  object({ kind: literal('card'), card }),
  object({
    kind: oneOf([
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
  object({ kind: literal('region'), region }),
  object({
    kind: literal('step'),
    piece: oneOf(['unit', 'general', 'dragon']),
    from: region,
    to: region,
  }),
  object({ kind: literal('target'), from: region, target }),
  object({ kind: literal('count'), n: count }),
  object({ kind: literal('denizen'), denizen }),
  object({ kind: literal('vaala'), card: vaala }),
  object({ kind: literal('token'), spent: boolean() }),
  object({ kind: literal('slot'), slot: count }),
  object({ kind: literal('seat'), seat: faction }),
]);

export const moveSchema = object({ seat: faction, choice });

/** True when A and B accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Does not compile when the schema and the `Move` type drift apart (a kind added to one only). */
export type MoveSchemaIsExact = [
  Holds<Same<Infer<typeof target>, Target>>,
  Holds<Same<Infer<typeof choice>, Choice>>,
  Holds<Same<Infer<typeof moveSchema>, Move>>,
];
