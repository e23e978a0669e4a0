/**
 * The configurations `npm run balance` plays (README "Balance"): all-Faceless games without and
 * with Sagas, and solo games with one human seat — the lookahead player at each Faceless strength,
 * or a human answering at random. Solo games are played without Sagas (the plainer reading of the
 * solo targets): with Sagas the figures would mix the Sagas' effect into the strength's.
 */
import type { FacelessStrength, GameSetup, SeatId } from '../../src/engine';
import { DEFAULT_SEATS } from '../autoplay';

export type Driver = 'lookahead' | 'random';

export interface Config {
  id: string;
  label: string;
  games: number;
  sagas: boolean;
  /** Solo: the human seat, who plays it and the Faceless strength. */
  solo: { seat: SeatId; driver: Driver; strength: FacelessStrength } | null;
}

/** The display names of the seats the balance games use. */
export const SEAT_NAMES: Partial<Record<SeatId, string>> = {
  allaria: 'Allaria',
  fulgen: 'Fulgen',
  tyveria: 'Tyveria',
  skarn: 'Skarn',
};
export const seatName = (seat: SeatId) => SEAT_NAMES[seat] ?? seat;

/** The solo seats, in the default seating order (Allaria, Fulgen, Tyveria, Skarn). */
export const SOLO_SEATS: SeatId[] = DEFAULT_SEATS.map((seat) => seat.faction);

/**
 * Sizes relative to `games` (1,000 by default): each all-Faceless configuration plays `games`;
 * per solo seat the lookahead plays 30% of it at normal strength and 20% at easy and at hard,
 * and the random human 20% at normal (at least 1 game each).
 */
export const SOLO_SHARE: { driver: Driver; strength: FacelessStrength; share: number }[] = [
  { driver: 'lookahead', strength: 'normal', share: 0.3 },
  { driver: 'lookahead', strength: 'easy', share: 0.2 },
  { driver: 'lookahead', strength: 'hard', share: 0.2 },
  { driver: 'random', strength: 'normal', share: 0.2 },
];

export function configurations(games: number): Config[] {
  const configs: Config[] = [
    { id: 'faceless', label: 'All-Faceless, no Sagas', games, sagas: false, solo: null },
    { id: 'sagas', label: 'All-Faceless, 3 random Sagas', games, sagas: true, solo: null },
  ];
  for (const { driver, strength, share } of SOLO_SHARE)
    for (const seat of SOLO_SEATS)
      configs.push({
        id: `solo-${driver}-${strength}-${seat}`,
        label: `Solo: ${driver} ${seatName(seat)}, ${strength} Faceless`,
        games: Math.max(1, Math.round(games * share)),
        sagas: false,
        solo: { seat, driver, strength },
      });
  return configs;
}

/** Game `seed` of a configuration. Every configuration plays seeds S, S+1, … */
export function setupOf(config: Config, seed: number): GameSetup {
  const seats = DEFAULT_SEATS.map((seat) =>
    config.solo?.seat === seat.faction ? { ...seat, controller: 'human' as const } : seat,
  );
  return {
    seed,
    seats,
    ...(config.sagas ? { sagas: 'random' as const } : {}),
    ...(config.solo
      ? { soloMode: 'standard' as const, facelessStrength: config.solo.strength }
      : {}),
  };
}

/** A batch of games for one worker: a configuration and a run of seeds. */
export interface Job {
  config: string;
  seeds: number[];
}

/**
 * The games cut into batches, the slow lookahead batches first so that neither core waits for
 * the other at the end. The results do not depend on which worker plays which batch.
 */
export function jobsOf(configs: Config[], firstSeed: number): Job[] {
  const jobs: Job[] = [];
  const ordered = [
    ...configs.filter((c) => c.solo?.driver === 'lookahead'),
    ...configs.filter((c) => c.solo?.driver !== 'lookahead'),
  ];
  for (const config of ordered) {
    const size = config.solo?.driver === 'lookahead' ? 4 : 50;
    for (let i = 0; i < config.games; i += size) {
      const seeds: number[] = [];
      for (let j = i; j < Math.min(config.games, i + size); j++) seeds.push(firstSeed + j);
      jobs.push({ config: config.id, seeds });
    }
  }
  return jobs;
}
