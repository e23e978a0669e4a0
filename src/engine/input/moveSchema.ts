import * as v from 'valibot';
import { DIAL_IDS } from '../content/dials';
import { card, count, denizen, faction, region, side, vaala } from './schemaParts';
import type { Choice, Move, Target } from '../types';

/**
 * The one schema of a move, checked wherever a move comes in: applyMove, save files, the
 * autosave, saved demos and the scenario CLI. Every object is strict (an unknown key is refused),
 * and the compile-time check below keeps it exactly the `Move` type: a new kind of choice or
 * target that is not added here does not compile.
 */

const dialId = v.pipe(
  v.string(),
  v.check((id) => DIAL_IDS.includes(id), `Not a dial (one of ${DIAL_IDS.join(', ')})`),
);

const target = v.variant('kind', [
  v.strictObject({ kind: v.literal('force'), side, region }),
  v.strictObject({ kind: v.literal('dragon'), seat: faction }),
  v.strictObject({ kind: v.literal('creature'), card: denizen }),
  v.strictObject({ kind: v.literal('dial'), id: dialId }),
  v.strictObject({ kind: v.literal('null'), region }),
]);

const choice = v.variant('kind', [
  v.strictObject({ kind: v.literal('card'), card }),
  v.strictObject({
    kind: v.picklist([
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
  v.strictObject({ kind: v.literal('region'), region }),
  v.strictObject({
    kind: v.literal('step'),
    piece: v.picklist(['unit', 'general', 'dragon']),
    from: region,
    to: region,
  }),
  v.strictObject({ kind: v.literal('target'), from: region, target }),
  v.strictObject({ kind: v.literal('count'), n: count }),
  v.strictObject({ kind: v.literal('denizen'), denizen }),
  v.strictObject({ kind: v.literal('vaala'), card: vaala }),
  v.strictObject({ kind: v.literal('token'), spent: v.boolean() }),
  v.strictObject({ kind: v.literal('slot'), slot: count }),
  v.strictObject({ kind: v.literal('seat'), seat: faction }),
]);

export const moveSchema = v.strictObject({ seat: faction, choice });

/** True when A and B accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Does not compile when the schema and the `Move` type drift apart (a kind added to one only). */
export type MoveSchemaIsExact = [
  Holds<Same<v.InferOutput<typeof target>, Target>>,
  Holds<Same<v.InferOutput<typeof choice>, Choice>>,
  Holds<Same<v.InferOutput<typeof moveSchema>, Move>>,
];
