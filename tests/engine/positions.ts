import {
  createGame,
  type DieFace,
  type GameSetup,
  type GameState,
  type Role,
  type SagaId,
  type Scenario,
  type SeatId,
  type TokenSide,
} from '../../src/engine';
import { startStandardGame } from '../../src/engine/api';
import { EPIC_BOARDS, type SlotKind } from '../../src/engine/content/epic';
import { HUMAN_TABLE, epicTable } from '../tables';
import { assault, force } from './play';

/**
 * The positions rule tests start from: scenario games (docs/scenarios.md) at the usual table,
 * quiet and combat positions, the standard opening with Sagas, and Epic boards' slots. Playing
 * moves from them and reading what happened is in ./play.ts; the seat tables in ../tables.ts.
 */

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

/** Seats stand out of the way unless a test places them; the lineup is fixed so no Creature appears. */
const AWAY: NonNullable<Scenario['seats']> = {
  allaria: { location: 'allar' },
  tyveria: { location: 'blood' },
  fulgen: { location: 'tyvh' },
  skarn: { location: 'tyvh' },
};

/** A scenario game where only what the test places matters. */
export function quietGame(sc: Scenario, options: Partial<GameSetup> = {}): GameState {
  const seats = { ...AWAY };
  for (const [id, spec] of Object.entries(sc.seats ?? {}))
    seats[id as SeatId] = { ...AWAY[id as SeatId], ...spec };
  return scenarioGame({ lineup: [null, null, null, null, null, null], ...sc, seats }, options);
}

/** The standard opening with the given Sagas' setup run, as createGame runs it (which takes 3). */
export const sagaSetupGame = (sagas: SagaId[], options: Partial<GameSetup> = {}): GameState =>
  startStandardGame({ seed: 7, seats: HUMAN_TABLE, initiative: 'allaria', sagas, ...options });

/** `n` blank dice, for a scenario's scripted `dice`. */
export const zeros = (n: number): DieFace[] => Array.from({ length: n }, () => '0' as DieFace);

/**
 * A scenario for the §7 (Combat) rule tests, with an empty Denizen lineup, so no Creature is
 * revealed onto the map unless the test puts one there. Seats not described stand at home
 * (allaria allar, fulgen crown, tyveria blood, skarn nahu).
 */
export function combatGame(scenario: Scenario, options: Partial<GameSetup> = {}): GameState {
  return scenarioGame({ lineup: [], ...scenario }, options);
}

/**
 * RB-31, RB-23: Tyveria (3 Units, General, an attack Denizen) assaults Allaria in Vaala Crossing
 * (2 Units, General, a homeland Denizen and an attack one); Allaria's defend decision waits.
 */
export const DENIZEN_DEFENCE: Scenario = {
  lineup: [],
  regions: { cross: { units: { allaria: 2 } }, moon: { units: { tyveria: 3 } } },
  seats: {
    allaria: { location: 'cross', denizens: ['cross-sage', 'allar-knight'] },
    tyveria: { location: 'moon', denizens: ['moon-rider'] },
  },
  stack: [{ seat: 'tyveria', card: 'move-assault' }],
  dice: zeros(5),
};

/** DENIZEN_DEFENCE with Tyveria's assault played: Allaria's defend decision waits. */
export const denizenDefence = (): GameState =>
  assault(combatGame(DENIZEN_DEFENCE), 'moon', force('allaria', 'cross'));

/** The index of the nth slot of a kind on a board (Combat slots: the one under wound space `space`). */
export function slotOf(role: Role, kind: SlotKind, nth = 0): number {
  const matches = EPIC_BOARDS[role].slots.flatMap((slot, i) =>
    slot.kind === kind ? [{ i, space: slot.space }] : [],
  );
  const found = kind === 'combat' ? matches.find((m) => m.space === nth) : matches[nth];
  if (!found) throw new Error(`no ${kind} slot #${nth} on the ${role} board`);
  return found.i;
}

/** A scenario `slots` map: each [kind, nth, side] fills one slot. */
export function filled(
  role: Role,
  ...tokens: [SlotKind, number, TokenSide][]
): Record<string, TokenSide> {
  return Object.fromEntries(tokens.map(([kind, nth, side]) => [slotOf(role, kind, nth), side]));
}

/** `n` plain slots holding tokens of one side (Power that does nothing but count). */
export function plain(role: Role, n: number, side: TokenSide = 'unspent') {
  return Array.from({ length: n }, (_, i): [SlotKind, number, TokenSide] => ['plain', i, side]);
}

/** A quiet scenario game with the given seats played Epic (EV-EPIC-SETUP). */
export function epicGame(epic: SeatId[], sc: Scenario): GameState {
  return quietGame(sc, { seats: epicTable(...epic) });
}
