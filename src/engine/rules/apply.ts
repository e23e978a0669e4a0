/**
 * The installed rule modules and the combinators the base rules ask them through. Modules apply in
 * precedence order: the expansion modules in their fixed order (modules.ts), then the Sagas in
 * play, α before β before ⤋ and within a class in setup order (EV-PREC-6/7, Q-PREC-1).
 */
import type { Frame, FrameKind, GameState, SagaId, StageFrame, Target } from '../types';
import type {
  FrameHandler,
  ModuleTargetKind,
  RuleHooks,
  RuleModule,
  Rules,
  SagaLoader,
  SagaModule,
  TargetKindRules,
} from './hooks';

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

type ByHook = Partial<Record<HookName, RuleModule[]>>;

interface Installed extends Rules {
  /** The expansion modules implementing each hook, in precedence order. */
  byHook: ByHook;
  /** Of those, the ones active in a game, keyed by the game's options (fixed after setup). */
  activeByGame: WeakMap<GameState['options'], ByHook>;
  kinds: Map<ModuleTargetKind, TargetKindRules<Target>>;
}

let installed: Installed | null = null;

/** Installs the rule modules (the composition root does, once, before any rule runs). */
export function installRules(rules: Rules): void {
  const kinds = new Map<ModuleTargetKind, TargetKindRules<Target>>();
  for (const m of rules.modules)
    for (const [kind, rule] of Object.entries(m.targetKinds ?? {}))
      kinds.set(kind as ModuleTargetKind, rule as TargetKindRules<Target>);
  const byHook: Partial<Record<HookName, RuleModule[]>> = {};
  for (const m of rules.modules)
    for (const key of Object.keys(m) as HookName[])
      if (typeof m[key] === 'function' && key !== ('active' as string))
        (byHook[key] ??= []).push(m);
  installed = { ...rules, byHook, kinds, activeByGame: new WeakMap() };
  lastGame = null;
}

/** The rules in force: the modules installed by the composition root. */
export function installedRules(): Rules {
  return current();
}

function current(): Installed {
  if (!installed)
    throw new Error(
      'engine bug: the rule modules are not installed (import the engine through src/engine/index.ts)',
    );
  return installed;
}

const NO_MODULES: RuleModule[] = [];
let lastGame: GameState['options'] | null = null;
let lastLists: ByHook | undefined;

/**
 * The expansion modules active in this game that implement a hook. A module's activity is settled
 * by the setup (RuleModule.active), so it is asked once per game and hook, not on every call.
 */
function modulesWith(s: GameState, hook: HookName): RuleModule[] {
  const rules = installed ?? current();
  // The game being played now is nearly always the one asked last.
  let lists = s.options === lastGame ? lastLists : rules.activeByGame.get(s.options);
  if (!lists) {
    lists = {};
    rules.activeByGame.set(s.options, lists);
  }
  lastGame = s.options;
  lastLists = lists;
  let list = lists[hook];
  if (!list) {
    list = (rules.byHook[hook] ?? NO_MODULES).filter((m) => m.active(s));
    lists[hook] = list;
  }
  return list;
}

/** The modules loaders have brought, by loader: a reinstall of the same rules keeps them. */
const loadedSagas = new Map<SagaLoader, SagaModule>();

function moduleOf<K extends SagaId>(
  source: SagaModule<K> | SagaLoader<K> | undefined,
): SagaModule<K> | undefined {
  return source && 'load' in source
    ? (loadedSagas.get(source as SagaLoader) as SagaModule<K> | undefined)
    : source;
}

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

/** Loads the modules of these Sagas that are installed by a loader and not loaded yet. */
export async function loadSagas(ids: readonly SagaId[]): Promise<void> {
  const sources = current().sagas;
  const loaders = [...new Set(ids)]
    .map((id) => sources[id])
    .filter((source): source is SagaLoader => !!source && 'load' in source);
  await Promise.all(
    loaders.map(async (loader) => {
      if (!loadedSagas.has(loader)) loadedSagas.set(loader, await loader.load());
    }),
  );
}

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
  for (const m of modulesWith(s, hook)) if (visit(m[hook] as unknown as Call<K>) === true) return;
  for (const m of sagasInOrder(s)) {
    const rule = m[hook];
    if (rule && visit(rule as unknown as Call<K>) === true) return;
  }
}

// The combinators below loop inline rather than through forEachHook, and pass at most four
// arguments rather than spreading them: the board's queries ask them dozens of times a move, and
// a closure or an argument list per call costs more than the rule it asks.
type Loose = (s: GameState, a?: unknown, b?: unknown, c?: unknown, d?: unknown) => unknown;

export function sumOf<K extends Returning<number>>(s: GameState, hook: K, ...args: Args<K>): number;
export function sumOf(s: GameState, hook: HookName, a?: unknown, b?: unknown, c?: unknown): number {
  let total = 0;
  for (const m of modulesWith(s, hook)) total += (m[hook] as Loose)(s, a, b, c) as number;
  if (s.options.sagas.length === 0) return total;
  for (const m of sagasInOrder(s)) {
    const rule = m[hook] as Loose | undefined;
    if (rule) total += rule(s, a, b, c) as number;
  }
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
  for (const m of modulesWith(s, hook)) if ((m[hook] as Loose)(s, a, b, c)) return true;
  if (s.options.sagas.length === 0) return false;
  for (const m of sagasInOrder(s)) {
    const rule = m[hook] as Loose | undefined;
    if (rule && rule(s, a, b, c)) return true;
  }
  return false;
}

/** Whether no active module says no. */
export function everyOf<K extends Returning<boolean>>(
  s: GameState,
  hook: K,
  ...args: Args<K>
): boolean;
export function everyOf(s: GameState, hook: HookName, a?: unknown, b?: unknown): boolean {
  for (const m of modulesWith(s, hook)) if (!(m[hook] as Loose)(s, a, b)) return false;
  if (s.options.sagas.length === 0) return true;
  for (const m of sagasInOrder(s)) {
    const rule = m[hook] as Loose | undefined;
    if (rule && !rule(s, a, b)) return false;
  }
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
  for (const m of modulesWith(s, hook)) {
    const answer = (m[hook] as Loose)(s, a, b, c);
    if (answer !== null) return answer;
  }
  if (s.options.sagas.length === 0) return null;
  for (const m of sagasInOrder(s)) {
    const rule = m[hook] as Loose | undefined;
    const answer = rule ? rule(s, a, b, c) : null;
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
  let least = Infinity;
  for (const m of modulesWith(s, hook)) least = Math.min(least, (m[hook] as Loose)(s, a) as number);
  if (s.options.sagas.length === 0) return least;
  for (const m of sagasInOrder(s)) {
    const rule = m[hook] as Loose | undefined;
    if (rule) least = Math.min(least, rule(s, a) as number);
  }
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
  forEachHook(s, hook, (rule) => {
    value = (rule as unknown as (s: GameState, ...a: unknown[]) => number)(s, ...args, value);
  });
  return value;
}

const NOTHING: never[] = Object.freeze([]) as never[];

/** Every active module's list, in precedence order (targets, frames, choices). */
export function listOf<K extends Returning<readonly unknown[]>>(
  s: GameState,
  hook: K,
  ...args: Args<K>
): Result<K> {
  let out: unknown[] = NOTHING;
  forEachHook(s, hook, (rule) => {
    const more = rule(s, ...args) as unknown[];
    if (more.length > 0) out = out === NOTHING ? [...more] : [...out, ...more];
  });
  return out as Result<K>;
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
  for (const m of modulesWith(s, hook)) (m[hook] as Loose)(s, a, b, c, d);
  if (s.options.sagas.length === 0) return;
  for (const m of sagasInOrder(s)) (m[hook] as Loose | undefined)?.(s, a, b, c, d);
}

/** Setup-time hooks: every installed module, active or not, in precedence order. */
export function eachInstalled<K extends 'setupTable' | 'scenario' | 'scenarioCard'>(
  visit: (m: RuleModule) => void,
  hook: K,
): void {
  for (const m of current().modules) if (m[hook]) visit(m);
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
  return current().frames[kind] as FrameHandler<K>;
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
