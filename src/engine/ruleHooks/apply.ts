/**
 * The installed rule modules and the combinators the base rules ask them through. Modules apply in
 * precedence order: the expansion modules in their fixed order (modules.ts), then the Sagas in
 * play, α before β before ⤋ and within a class in setup order (EV-PREC-6/7, Q-PREC-1).
 */
import type { Frame, FrameKind, GameState, SagaId, StageFrame, Target } from '../types';
import type {
  FrameHandler,
  FrameHandlers,
  ModuleLoader,
  ModuleTargetKind,
  RuleHooks,
  RuleModule,
  Rules,
  SagaLoader,
  SagaModule,
  TargetKindRules,
} from './hooks';
import { isLoader, loadedPart } from './loaded';

type HookName = {
  [K in keyof RuleHooks]-?: NonNullable<RuleHooks[K]> extends (...a: never[]) => unknown
    ? K
    : never;
}[keyof RuleHooks];
type Impl<K extends HookName> = NonNullable<RuleHooks[K]>;
type Args<K extends HookName> =
  Impl<K> extends (s: GameState, ...a: infer A) => unknown ? A : never;
type Result<K extends HookName> = ReturnType<Impl<K>>;
type Returning<R> = { [K in HookName]: Result<K> extends R ? K : never }[HookName];
type Call<K extends HookName> = (s: GameState, ...args: Args<K>) => Result<K>;
/** A hook as the combinators call it: each passes the arguments its hooks take (at most four). */
type Loose = (s: GameState, a?: unknown, b?: unknown, c?: unknown, d?: unknown) => unknown;

/**
 * One game's rules for each hook: the implementations of the modules active in it, in precedence
 * order (the expansion modules', then the Sagas'). Every game's table has the same keys in the
 * same order (Installed.hooks), so V8 gives them all one shape and a hook call is one property
 * read.
 */
type GameHooks = { readonly [K in HookName]: readonly Loose[] };

interface Installed extends Omit<Rules, 'frames'> {
  /** What was installed, as it was given. */
  rules: Rules;
  /** The base rules' frame kinds and those of the modules here. */
  frames: Partial<FrameHandlers>;
  /** The expansion modules here to be asked (installed, or loaded), in precedence order. */
  present: RuleModule[];
  /** Those whose code has not loaded: none may be active in a game (loadRules.ts). */
  absent: ModuleLoader[];
  /**
   * Every hook some module here or loaded Saga implements: the keys of each game's table. A Saga
   * that loads after the install adds its own when a game first plays it (gameHooks).
   */
  hooks: Set<HookName>;
  /** Each game's hooks, keyed by the game's options (fixed after setup). */
  hooksByGame: WeakMap<GameState['options'], GameHooks>;
  kinds: Map<ModuleTargetKind, TargetKindRules<Target>>;
}

let installed: Installed | null = null;

/** A module's keys that are no rule hooks: its activity, its setup-time hooks, a Saga's own steps. */
const NOT_HOOKS = new Set([
  'active',
  'setupTable',
  'scenario',
  'scenarioCard',
  'setup',
  'stage',
  'trigger',
]);

/** The rule hooks `m` implements, with its rule for each. */
const hooksOf = (m: RuleHooks) =>
  Object.entries(m).filter(
    (entry): entry is [HookName, Loose] =>
      typeof entry[1] === 'function' && !NOT_HOOKS.has(entry[0]),
  );

/** Installs the rule modules (the composition root does, once, before any rule runs). */
export function installRules(rules: Rules): void {
  const present: RuleModule[] = [];
  const absent: ModuleLoader[] = [];
  for (const m of rules.modules) {
    const module = isLoader(m) ? loadedPart(m) : m;
    if (module) present.push(module);
    else absent.push(m as ModuleLoader);
  }
  const kinds = new Map<ModuleTargetKind, TargetKindRules<Target>>();
  for (const m of present)
    for (const [kind, rule] of Object.entries(m.targetKinds ?? {}))
      kinds.set(kind as ModuleTargetKind, rule as TargetKindRules<Target>);
  const hooks = new Set<HookName>();
  for (const m of [...present, ...Object.values(rules.sagas).map(moduleOf)])
    if (m) for (const [hook] of hooksOf(m)) hooks.add(hook);
  // The frame kinds a module owns are handled while it is here.
  const frames = Object.assign({}, rules.frames, ...present.map((m) => m.frames ?? {}));
  installed = {
    ...rules,
    rules,
    frames,
    present,
    absent,
    hooks,
    kinds,
    hooksByGame: new WeakMap(),
  };
  lastGame = null;
}

/** The rules in force: the modules installed by the composition root. */
export function installedRules(): Rules {
  return current().rules;
}

function current(): Installed {
  if (!installed)
    throw new Error(
      'engine bug: the rule modules are not installed (import the engine through src/engine/index.ts)',
    );
  return installed;
}

const NO_RULES: readonly Loose[] = Object.freeze([]);
let lastGame: GameState['options'] | null = null;
let lastHooks: GameHooks | null = null;

/**
 * A game's hooks. A module's activity is settled by the setup (RuleModule.active), so it is asked
 * once per game, the first time the game asks any hook. Every combinator asks this, dozens of
 * times a move: it holds no closure (V8 would allocate the closure's context on every call, even
 * on the fast path) and stays small enough to be inlined into them.
 */
function gameHooks(s: GameState): GameHooks {
  // The game being played now is nearly always the one asked last.
  if (s.options === lastGame) return lastHooks!;
  const rules = current();
  const hooks = rules.hooksByGame.get(s.options) ?? tableOf(s, rules);
  lastGame = s.options;
  lastHooks = hooks;
  return hooks;
}

/** Builds a game's hooks table (gameHooks, once per game). */
function tableOf(s: GameState, rules: Installed): GameHooks {
  for (const m of rules.absent)
    if (m.active(s))
      throw new Error(`engine bug: the rules of ${m.id} are in play but have not loaded`);
  const active: RuleHooks[] = [...rules.present.filter((m) => m.active(s)), ...sagasInOrder(s)];
  // Each module's own hooks, in precedence order: asking every module for every hook would miss
  // on most of them, and a missing property is V8's slowest lookup.
  const lists = new Map<HookName, Loose[]>();
  for (const m of active)
    for (const [hook, rule] of hooksOf(m)) {
      rules.hooks.add(hook);
      const list = lists.get(hook);
      if (list) list.push(rule);
      else lists.set(hook, [rule]);
    }
  const table: Partial<Record<HookName, readonly Loose[]>> = {};
  for (const hook of rules.hooks) table[hook] = lists.get(hook) ?? NO_RULES;
  rules.hooksByGame.set(s.options, table as GameHooks);
  return table as GameHooks;
}

/**
 * The active rules of a hook in precedence order: none when no module here has it (nor when only
 * a Saga that loaded after this game's table was built has it: that Saga is not in this game).
 */
const rulesOf = (s: GameState, hook: HookName): readonly Loose[] => gameHooks(s)[hook] ?? NO_RULES;

const moduleOf = <K extends SagaId>(
  source: SagaModule<K> | SagaLoader<K> | undefined,
): SagaModule<K> | undefined => (source && isLoader(source) ? loadedPart(source) : source);

/**
 * The module of a Saga; an id no module is installed for is a fault of the table, and one whose
 * module has not loaded yet a fault of the app (it loads a game's rules before the game starts).
 */
export function sagaModule<K extends SagaId>(id: K): SagaModule<K> {
  const source: SagaModule<K> | SagaLoader<K> | undefined = current().sagas[id];
  if (!source) throw new Error(`the Saga ${id} has no rule module installed`);
  const module = moduleOf(source);
  if (!module)
    throw new Error(
      `the rules of the Saga ${id} have not loaded: call loadRulesFor(setup) before the game starts`,
    );
  return module;
}

/** Whether the rules in force can play a Saga (its module is installed, loaded or not). */
export const sagaInstalled = (id: SagaId): boolean => id in current().sagas;

/** Whether a Saga's module is here to be asked. */
export const sagaLoaded = (id: SagaId): boolean => moduleOf(current().sagas[id]) !== undefined;

const PRECEDENCE = { alpha: 0, beta: 1, omega: 2 } as const;
const NO_SAGAS: SagaModule[] = [];
/** Keyed by the game's list of Sagas (options.sagas, replaced whenever the Sagas change). */
const ordered = new WeakMap<readonly SagaId[], SagaModule[]>();

/** EV-PREC-7: a Saga's class is its earliest ∞ rule's. */
const classOf = (s: GameState, id: SagaId) =>
  Math.min(...s.content.sagas[id].rules.map((r) => PRECEDENCE[r.precedence]));

/** The modules of the Sagas in play, in precedence order (a stable sort keeps setup order). */
export function sagasInOrder(s: GameState): SagaModule[] {
  const ids = s.options.sagas;
  if (ids.length === 0) return NO_SAGAS;
  let list = ordered.get(ids);
  if (!list) {
    list = [...ids].sort((a, b) => classOf(s, a) - classOf(s, b)).map(sagaModule);
    ordered.set(ids, list);
  }
  return list;
}

/** Calls `visit` with each active module's hook, in precedence order, until it returns true. */
export function forEachHook<K extends HookName>(
  s: GameState,
  hook: K,
  visit: (rule: Call<K>) => boolean | void,
): void {
  for (const rule of rulesOf(s, hook)) if (visit(rule as unknown as Call<K>) === true) return;
}

// The combinators below loop inline rather than through forEachHook, and pass at most four
// arguments rather than spreading them: the board's queries ask them dozens of times a move, and
// a closure or an argument list per call costs more than the rule it asks.

export function sumOf<K extends Returning<number>>(s: GameState, hook: K, ...args: Args<K>): number;
export function sumOf(s: GameState, hook: HookName, a?: unknown, b?: unknown, c?: unknown): number {
  const rules = rulesOf(s, hook);
  let total = 0;
  for (let i = 0; i < rules.length; i++) total += rules[i](s, a, b, c) as number;
  return total;
}

/** Whether some active module says yes; asks no further once one has. */
export function anyOf<K extends Returning<boolean>>(
  s: GameState,
  hook: K,
  ...args: Args<K>
): boolean;
export function anyOf(
  s: GameState,
  hook: HookName,
  a?: unknown,
  b?: unknown,
  c?: unknown,
): boolean {
  const rules = rulesOf(s, hook);
  for (let i = 0; i < rules.length; i++) if (rules[i](s, a, b, c)) return true;
  return false;
}

/** Whether no active module says no. */
export function everyOf<K extends Returning<boolean>>(
  s: GameState,
  hook: K,
  ...args: Args<K>
): boolean;
export function everyOf(s: GameState, hook: HookName, a?: unknown, b?: unknown): boolean {
  const rules = rulesOf(s, hook);
  for (let i = 0; i < rules.length; i++) if (!rules[i](s, a, b)) return false;
  return true;
}

/** The first active module's answer that is not null. */
export function firstOf<K extends HookName>(
  s: GameState,
  hook: K,
  ...args: Args<K>
): NonNullable<Result<K>> | null;
export function firstOf(
  s: GameState,
  hook: HookName,
  a?: unknown,
  b?: unknown,
  c?: unknown,
): unknown {
  const rules = rulesOf(s, hook);
  for (let i = 0; i < rules.length; i++) {
    const answer = rules[i](s, a, b, c);
    if (answer !== null) return answer;
  }
  return null;
}

/** The least answer, or Infinity when no module answers. */
export function leastOf<K extends Returning<number>>(
  s: GameState,
  hook: K,
  ...args: Args<K>
): number;
export function leastOf(s: GameState, hook: HookName, a?: unknown): number {
  const rules = rulesOf(s, hook);
  let least = Infinity;
  for (let i = 0; i < rules.length; i++) least = Math.min(least, rules[i](s, a) as number);
  return least;
}

/** Each module's answer fed to the next, from `start` (a cost, a limit, hits left). */
export function chainOf<K extends Returning<number>>(
  s: GameState,
  hook: K,
  start: number,
  ...args: Args<K> extends [...infer A, number] ? A : never
): number {
  let value = start;
  for (const rule of rulesOf(s, hook))
    value = (rule as (s: GameState, ...a: unknown[]) => number)(s, ...args, value);
  return value;
}

const NOTHING: never[] = Object.freeze([]) as never[];

/** Every active module's list, in precedence order (targets, frames, choices). */
export function listOf<K extends Returning<readonly unknown[]>>(
  s: GameState,
  hook: K,
  ...args: Args<K>
): Result<K>;
export function listOf(
  s: GameState,
  hook: HookName,
  a?: unknown,
  b?: unknown,
  c?: unknown,
  d?: unknown,
): readonly unknown[] {
  const rules = rulesOf(s, hook);
  let out: unknown[] = NOTHING;
  for (let i = 0; i < rules.length; i++) {
    const more = rules[i](s, a, b, c, d) as unknown[];
    if (more.length > 0) out = out === NOTHING ? [...more] : [...out, ...more];
  }
  return out;
}

export function eachOf<K extends HookName>(s: GameState, hook: K, ...args: Args<K>): void;
export function eachOf(
  s: GameState,
  hook: HookName,
  a?: unknown,
  b?: unknown,
  c?: unknown,
  d?: unknown,
): void {
  const rules = rulesOf(s, hook);
  for (let i = 0; i < rules.length; i++) rules[i](s, a, b, c, d);
}

/** Setup-time hooks: every installed module, active or not, in precedence order. */
export function eachInstalled<K extends 'setupTable' | 'scenario' | 'scenarioCard'>(
  visit: (m: RuleModule) => void,
  hook: K,
): void {
  for (const m of current().present) if (m[hook]) visit(m);
}

/** The rules of a Target kind a module brings (a Dragon dial, a Null force). */
export function targetKind<K extends ModuleTargetKind>(
  kind: K,
): TargetKindRules<Extract<Target, { kind: K }>> {
  const rule = current().kinds.get(kind);
  if (!rule) throw new Error(`engine bug: no module handles ${kind} targets`);
  return rule as unknown as TargetKindRules<Extract<Target, { kind: K }>>;
}

export function frameHandler<K extends FrameKind>(kind: K): FrameHandler<K> {
  const handler = current().frames[kind];
  if (!handler) throw new Error(`engine bug: no module here handles ${kind} frames`);
  return handler as FrameHandler<K>;
}

/**
 * Q-PREC-2: a triggered rule resolves right after the event that triggered it, except that a
 * Stage effect is never interrupted: the rules it triggers wait, in the order they fired, until it
 * has finished (sagas/stage.ts runs them). Steps that are part of the event itself (a bonded dial
 * retreating with its General, EV-DDIAL-17) are pushed directly, never through here.
 */
export function queueTriggered(s: GameState, frames: Frame[]): void {
  if (frames.length === 0) return;
  const at = s.frames.findIndex((f) => f.kind === 'stage');
  if (at < 0) {
    for (let i = frames.length - 1; i >= 0; i--) s.frames.push(frames[i]);
    return;
  }
  const stage = s.frames[at] as StageFrame;
  // The Stage frame may still be shared with the previous state: replace it, never edit it.
  s.frames[at] = { ...stage, waiting: [...stage.waiting, ...frames] };
}
