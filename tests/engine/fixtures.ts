import { expect } from 'vitest';
import type {
  Choice,
  GameSetup,
  GameState,
  RegionId,
  SagaId,
  Scenario,
  SeatId,
  SideId,
  Target,
} from '../../src/engine';
import { startStandardGame } from '../../src/engine/api';
import { HUMAN_TABLE, logOf, scenarioGame } from './helpers';

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

export const done: Choice = { kind: 'done' };
export const region = (r: RegionId): Choice => ({ kind: 'region', region: r });
export const count = (n: number): Choice => ({ kind: 'count', n });
export const dragonStep = (from: RegionId, to: RegionId): Choice => ({
  kind: 'step',
  piece: 'dragon',
  from,
  to,
});
export const force = (side: SideId, r: RegionId): Target => ({ kind: 'force', side, region: r });

/** How many dice each attacker (or defender) roll so far used: its Combat Value at that roll. */
const diceOf = (s: GameState, side: 'attacker' | 'defender') =>
  logOf(s, 'combat-roll')
    .filter((e) => e.side === side)
    .map((e) => (e.faces as string[]).length);
export const attackerRolls = (s: GameState) => diceOf(s, 'attacker');
export const defenderRolls = (s: GameState) => diceOf(s, 'defender');

/** The standard opening with the given Sagas' setup run, as createGame runs it (which takes 3). */
export const sagaSetupGame = (sagas: SagaId[], options: Partial<GameSetup> = {}): GameState =>
  startStandardGame({ seed: 7, seats: HUMAN_TABLE, initiative: 'allaria', sagas, ...options });
