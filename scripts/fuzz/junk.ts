/**
 * Hostile values and the JSON-tree surgery the fuzz inputs are made of: keys an object should not
 * have, values JSON cannot hold, nesting 100,000 deep (built in loops, never by recursion).
 */
import fc from 'fast-check';
import {
  DENIZEN_IDS,
  DRAGON_ACTION_CARDS,
  FACTION_IDS,
  GENERAL_ACTION_CARDS,
  REGION_IDS,
  VAALA_IDS,
  WEEPING_MOTHER_IDS,
} from '../../src/engine/content/ids';
import { DIAL_IDS } from '../../src/engine/content/dials';

/** `depth` lists, one inside the next. */
export function nestedList(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

export const nestedText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Names an object inherits, and words a careless message would print. */
export const trickyKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'undefined',
  'null',
  '',
  'kind',
  'seat',
);
export const anyKey = fc.oneof(trickyKey, fc.string({ maxLength: 8 }));

/** JSON values, ids of the game, and nothing too deep to write as JSON. */
export const jsonJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  trickyKey,
  fc.constantFrom(...REGION_IDS, ...FACTION_IDS, 'neutral', ...DIAL_IDS),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, 1e300, -1, 2 ** 32, 'x'.repeat(5000)),
);

/** Anything at all: values no file can hold (undefined, NaN, functions, class instances…). */
export const anyJunk: fc.Arbitrary<unknown> = fc.oneof(
  jsonJunk,
  fc.integer({ min: 5, max: 100_000 }).map(nestedList),
  fc.constantFrom<unknown>(
    undefined,
    Number.NaN,
    Infinity,
    -0,
    1n,
    Symbol('s'),
    () => 1,
    new Date(0),
    new Map([[1, 2]]),
    // A list with a hole, which JSON cannot write.
    Object.assign(new Array<unknown>(3), { 0: 1, 2: 3 }),
  ),
  fc.anything(),
);

/** Sets an own key, `__proto__` included (an object literal would set the prototype instead). */
export function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

type Path = (string | number)[];

/** Every object and list inside `root` (root first), by path. */
function containers(root: unknown): { path: Path; value: object }[] {
  const out: { path: Path; value: object }[] = [];
  const stack: { path: Path; value: unknown }[] = [{ path: [], value: root }];
  while (stack.length > 0) {
    const { path, value } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    out.push({ path, value });
    for (const [k, v] of Object.entries(value))
      stack.push({ path: [...path, Array.isArray(value) ? Number(k) : k], value: v });
  }
  return out;
}

export interface TreeEdit {
  op: 'replace' | 'drop' | 'add';
  /** Which container (modulo their count), then which of its keys. */
  where: number;
  which: number;
  key: string;
  value: unknown;
}

export const treeEdit: fc.Arbitrary<TreeEdit> = fc.record({
  op: fc.constantFrom('replace', 'drop', 'add'),
  where: fc.nat(),
  which: fc.nat(),
  key: anyKey,
  value: jsonJunk,
});

/** A copy of `root` (plain JSON data) with one edit somewhere inside. */
export function editTree(root: unknown, edit: TreeEdit): unknown {
  const copy: unknown = structuredClone(root);
  const all = containers(copy);
  if (all.length === 0) return edit.value;
  const { value: target } = all[edit.where % all.length];
  const keys = Object.keys(target);
  if (edit.op === 'add' || keys.length === 0) {
    if (Array.isArray(target)) target.push(edit.value);
    else setOwn(target, edit.key, edit.value);
    return copy;
  }
  const key = keys[edit.which % keys.length];
  if (edit.op === 'drop') {
    if (Array.isArray(target)) target.splice(Number(key), 1);
    else delete (target as Record<string, unknown>)[key];
  } else (target as Record<string, unknown>)[key] = edit.value;
  return copy;
}

/** Damage done to text itself: cut short, a character changed, a part removed, deep nesting. */
export type TextDamage =
  | { kind: 'truncate'; at: number }
  | { kind: 'flip'; at: number; char: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'deep'; at: number; depth: number }
  | { kind: 'bom' };

export const textDamage: fc.Arbitrary<TextDamage> = fc.oneof(
  fc.record({ kind: fc.constant('truncate'), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('flip'),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    char: fc.constantFrom('"', '{', '}', '[', ']', ',', ':', '\\', 'x', '0', ' ', '\u0000'),
  }),
  fc.record({
    kind: fc.constant('delete'),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    length: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('deep'),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    depth: fc.oneof(fc.integer({ min: 14, max: 40 }), fc.constantFrom(2500, 4000, 100_000)),
  }),
  fc.record({ kind: fc.constant('bom') }),
);

/** Applies a text damage; `deep` puts `"x": [[[…]]]` right after some `{`. */
export function damageText(text: string, damage: TextDamage): string {
  const at = 'at' in damage ? Math.floor(damage.at * text.length) : 0;
  switch (damage.kind) {
    case 'truncate':
      return text.slice(0, at);
    case 'flip':
      return text.slice(0, at) + damage.char + text.slice(at + 1);
    case 'delete':
      return text.slice(0, at) + text.slice(at + damage.length);
    case 'bom':
      return `\uFEFF${text}`;
    case 'deep': {
      const brace = Math.max(0, text.indexOf('{', at));
      const field = `"x":${nestedText(damage.depth)}`;
      const gap = text[brace + 1] === '}' ? '' : ',';
      return `${text.slice(0, brace + 1)}${field}${gap}${text.slice(brace + 1)}`;
    }
  }
}

const region = fc.constantFrom(...REGION_IDS);
const seat = fc.constantFrom(...FACTION_IDS);
const CARDS = [
  ...GENERAL_ACTION_CARDS,
  ...DRAGON_ACTION_CARDS,
  ...REGION_IDS.map((r) => `region:${r}`),
];

/** Moves made of the game's words: well formed, and nearly always not what the rules allow. */
export const wellFormedMove: fc.Arbitrary<unknown> = fc.record({
  seat,
  choice: fc.oneof(
    fc.constantFrom(
      ...['pass', 'done', 'confirm', 'draw', 'counterattack', 'retreat', 'continue', 'ability'].map(
        (kind) => ({ kind }),
      ),
      { kind: 'auto' },
    ),
    fc.record({ kind: fc.constant('card'), card: fc.constantFrom(...CARDS) }),
    fc.record({ kind: fc.constant('region'), region }),
    fc.record({
      kind: fc.constant('step'),
      piece: fc.constantFrom('unit', 'general', 'dragon'),
      from: region,
      to: region,
    }),
    fc.record({
      kind: fc.constant('target'),
      from: region,
      target: fc.oneof(
        fc.record({
          kind: fc.constant('force'),
          side: fc.constantFrom(...FACTION_IDS, 'neutral'),
          region,
        }),
        fc.record({ kind: fc.constant('dragon'), seat }),
        fc.record({
          kind: fc.constant('creature'),
          card: fc.constantFrom(...DENIZEN_IDS, ...WEEPING_MOTHER_IDS),
        }),
        fc.record({ kind: fc.constant('dial'), id: fc.constantFrom(...DIAL_IDS) }),
        fc.record({ kind: fc.constant('null'), region }),
      ),
    }),
    fc.record({ kind: fc.constant('count'), n: fc.nat({ max: 12 }) }),
    fc.record({ kind: fc.constant('vaala'), card: fc.constantFrom(...VAALA_IDS) }),
    fc.record({ kind: fc.constant('token'), spent: fc.boolean() }),
    fc.record({ kind: fc.constant('slot'), slot: fc.nat({ max: 20 }) }),
    fc.record({ kind: fc.constant('seat'), seat }),
  ),
});
