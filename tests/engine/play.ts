import { expect } from 'vitest';
import {
  applyMove,
  legalMoves,
  type Choice,
  type DenizenId,
  type DieFace,
  type GameState,
  type LogEntry,
  type LogEntryOf,
  type LogKind,
  type Move,
  type RegionId,
  type SeatId,
  type SideId,
  type Target,
  type TokenSide,
} from '../../src/engine';

/**
 * Playing moves in a rule test and reading what they did: answer() and its kin, the choices and
 * targets a decision takes, and the log, board and roll readings the tests assert on. The
 * positions they start from are in ./positions.ts.
 */

// Playing moves.

/** Every object deepFreeze has frozen, with all it holds: a state's shared parts are walked once. */
const frozen = new WeakSet<object>();

/** Freezes `value` and everything it holds (ES modules are strict: a write to it throws). */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || frozen.has(value)) return;
  frozen.add(value);
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

/**
 * Applies one choice for the seat that must decide now; fails loudly if it is not legal.
 * The state it is given is deep-frozen first: a move that writes to the state it was applied to
 * instead of its own copy (src/engine/draft.ts: structural sharing) throws in every rule test.
 */
export function answer(state: GameState, choice: Choice): GameState {
  deepFreeze(state);
  const seat = state.pending?.seat;
  if (!seat)
    throw new Error(`no decision waiting (phase ${state.phase}) for ${JSON.stringify(choice)}`);
  const result = applyMove(state, { seat, choice } satisfies Move);
  if (!result.ok) {
    throw new Error(
      `${result.error.message}\nwanted ${JSON.stringify(choice)}\noptions ${JSON.stringify(state.pending?.options)}`,
    );
  }
  return result.state;
}

/** Applies several choices in a row. */
export function answers(state: GameState, ...choices: Choice[]): GameState {
  return choices.reduce(answer, state);
}

/** Lets every Faceless decision be taken by its policy until a human must decide (or the game ends). */
export function runFaceless(state: GameState): GameState {
  let s = state;
  while (s.pending?.automaton) {
    // As in answer(): the policy's move must not write to the state it was applied to.
    deepFreeze(s);
    const result = applyMove(s, legalMoves(s)[0]);
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
  }
  return s;
}

/** Allaria's or Tyveria's `move-assault` card: skip the Move, then attack `target` from `from`. */
export function assault(s: GameState, from: RegionId, target: Target): GameState {
  const moved = answer(s, { kind: 'done' });
  return answer(moved, { kind: 'target', from, target });
}

/** A Dragon's `wrath-hoard` card: Wrath `target` from the Dragon's region. */
export function wrath(s: GameState, from: RegionId, target: Target): GameState {
  return answer(s, { kind: 'target', from, target });
}

// The choices and targets a decision takes.

export const done: Choice = { kind: 'done' };
export const region = (r: RegionId): Choice => ({ kind: 'region', region: r });
export const count = (n: number): Choice => ({ kind: 'count', n });
export const dragonStep = (from: RegionId, to: RegionId): Choice => ({
  kind: 'step',
  piece: 'dragon',
  from,
  to,
});
export const slotChoice = (slot: number): Choice => ({ kind: 'slot', slot });

export const force = (side: SideId, r: RegionId): Target => ({ kind: 'force', side, region: r });
export const dragon = (seat: SeatId): Target => ({ kind: 'dragon', seat });
export const creature = (card: DenizenId): Target => ({ kind: 'creature', card });

/** A target in the tests' short notation: `allaria@cross`, a Dragon's seat, a card, a dial id. */
export function targetKey(t: Target): string {
  switch (t.kind) {
    case 'force':
      return `${t.side}@${t.region}`;
    case 'dragon':
      return t.seat;
    case 'creature':
      return t.card;
    case 'dial':
      return t.id;
    case 'null':
      return `null@${t.region}`;
  }
}

// The decision waiting.

/** The option kinds the current decision offers, e.g. to assert that a retreat is (not) allowed. */
export const optionKinds = (state: GameState) => state.pending?.options.map((o) => o.kind) ?? [];

/** A JSON form with sorted keys, so options compare as sets whatever the key order. */
export function canon(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export const sorted = (choices: readonly Choice[]) => choices.map(canon).sort();

/** The pending decision offers exactly these options, in any order. */
export function expectOptions(s: GameState, expected: Choice[]): void {
  expect(sorted(s.pending?.options ?? [])).toEqual(sorted(expected));
}

/** The regions a pending retreat-to decision offers. */
export function retreatChoices(s: GameState): RegionId[] {
  if (s.pending?.kind !== 'retreat-to') return [];
  return s.pending.options.flatMap((o) => (o.kind === 'region' ? [o.region] : []));
}

// The board.

export const seat = (state: GameState, id: SeatId) => state.seats.find((s) => s.id === id)!;

export const units = (state: GameState, region: keyof GameState['regions'], side: string) =>
  state.regions[region].units[side as SeatId] ?? 0;

/** All Units of one side: on the map, in its supply and on every Dragon's Essence track. */
export function unitTotal(s: GameState, side: SideId): number {
  const onMap = Object.values(s.regions).reduce((n, r) => n + (r.units[side] ?? 0), 0);
  const onEssence = s.seats.reduce(
    (n, seat) => n + seat.essence.filter((e) => e === side).length,
    0,
  );
  return onMap + (s.supply.units[side] ?? 0) + onEssence;
}

/** All Power tokens: in regions, on boards (both sides) and in the supply. */
export function powerTotal(s: GameState): number {
  const inRegions = Object.values(s.regions).reduce((n, r) => n + r.power, 0);
  const onBoards = s.seats.reduce((n, seat) => n + seat.power.unspent + seat.power.spent, 0);
  return inRegions + onBoards + s.supply.power;
}

/** What a conservation check compares before and after a combat. */
export function inventory(s: GameState) {
  return {
    allaria: unitTotal(s, 'allaria'),
    tyveria: unitTotal(s, 'tyveria'),
    neutral: unitTotal(s, 'neutral'),
    power: powerTotal(s),
  };
}

/** Slots a seat's Epic board holds, by index, e.g. { 0: 'unspent' }. */
export function occupied(s: GameState, id: SeatId): Record<number, TokenSide> {
  const out: Record<number, TokenSide> = {};
  s.seats
    .find((seat) => seat.id === id)!
    .epic!.slots.forEach((token, i) => {
      if (token) out[i] = token;
    });
  return out;
}

// The log.

/** Log entries of one kind, newest last, typed as that kind. */
export const logOf = <K extends LogKind>(state: GameState, kind: K): LogEntryOf<K>[] =>
  state.log.filter((e): e is LogEntryOf<K> => e.kind === kind);

/** An entry's own facts: all but its round, phase, kind, seat, Saga step and Faceless reason. */
export function factsOf(entry: LogEntry): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) if (!HEADER_KEYS.has(key)) facts[key] = value;
  return facts;
}
const HEADER_KEYS = new Set(['round', 'phase', 'kind', 'seat', 'during', 'why']);

/** A combat roll's Combat Value parts as lines: "Units +3", "Vestiges of the Null -2". */
export const partLines = (roll: LogEntryOf<'combat-roll'>): string[] =>
  roll.parts.map((p) => `${p.source} ${p.value > 0 ? '+' : ''}${p.value}`);

export interface Roll {
  side: 'attacker' | 'defender';
  faces: DieFace[];
}

/** Every combat roll so far, oldest first: who rolled and the faces (their count is the CV). */
export function rolls(s: GameState): Roll[] {
  return logOf(s, 'combat-roll').map((e) => ({
    side: e.side as Roll['side'],
    faces: e.faces as DieFace[],
  }));
}

/** Dice counts of every roll so far, e.g. ['attacker 4', 'defender 2']. */
export function diceRolled(s: GameState): string[] {
  return rolls(s).map((r) => `${r.side} ${r.faces.length}`);
}

/** How many dice each attacker (or defender) roll so far used: its Combat Value at that roll. */
const diceOf = (s: GameState, side: 'attacker' | 'defender') =>
  logOf(s, 'combat-roll')
    .filter((e) => e.side === side)
    .map((e) => (e.faces as string[]).length);
export const attackerRolls = (s: GameState) => diceOf(s, 'attacker');
export const defenderRolls = (s: GameState) => diceOf(s, 'defender');
