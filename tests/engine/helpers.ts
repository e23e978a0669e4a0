import {
  applyMove,
  createGame,
  legalMoves,
  type Choice,
  type GameSetup,
  type GameState,
  type LogEntry,
  type LogEntryOf,
  type LogKind,
  type Move,
  type Scenario,
  type SeatId,
  type SeatSetup,
  type Target,
} from '../../src/engine';

/** The usual table for rule tests: two Generals and two Dragons, all human unless said otherwise. */
export const HUMAN_TABLE: SeatSetup[] = [
  { faction: 'allaria', controller: 'human' },
  { faction: 'fulgen', controller: 'human' },
  { faction: 'tyveria', controller: 'human' },
  { faction: 'skarn', controller: 'human' },
];

export const FACELESS_TABLE: SeatSetup[] = HUMAN_TABLE.map((seat) => ({
  ...seat,
  controller: 'faceless',
}));

/** Seats with the given factions made Faceless. */
export function tableWith(faceless: SeatId[]): SeatSetup[] {
  return HUMAN_TABLE.map((seat) => ({
    ...seat,
    controller: faceless.includes(seat.faction) ? 'faceless' : 'human',
  }));
}

/**
 * createGame at the usual table (seed 1, Allaria to start) with a scenario position, on the house
 * Content or another.
 */
export const createScenario = (
  scenario: Scenario,
  options: Partial<GameSetup> = {},
  content?: GameState['content'],
) =>
  createGame({ seed: 1, seats: HUMAN_TABLE, initiative: 'allaria', ...options, scenario }, content);

/** Starts a game at a scenario position; fails the test with the engine's message if it is refused. */
export function scenarioGame(
  scenario: Scenario,
  options: Partial<GameSetup> = {},
  content?: GameState['content'],
): GameState {
  const result = createScenario(scenario, options, content);
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

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

/** The option kinds the current decision offers, e.g. to assert that a retreat is (not) allowed. */
export const optionKinds = (state: GameState) => state.pending?.options.map((o) => o.kind) ?? [];

export const seat = (state: GameState, id: SeatId) => state.seats.find((s) => s.id === id)!;

export const units = (state: GameState, region: keyof GameState['regions'], side: string) =>
  state.regions[region].units[side as SeatId] ?? 0;

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

/** Log entries of one kind, newest last, typed as that kind. */
export const logOf = <K extends LogKind>(state: GameState, kind: K): LogEntryOf<K>[] =>
  state.log.filter((e): e is LogEntryOf<K> => e.kind === kind);
