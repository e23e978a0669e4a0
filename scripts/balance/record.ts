/** One balance game played and reduced to the few facts the report needs. */
import type { GameResult, Role, SagaId, SeatId } from '../../src/engine';
import { bondsIn, playGame } from '../autoplay';
import { setupOf, type Config } from './configs';

export interface GameRecord {
  config: string;
  seed: number;
  winners: SeatId[];
  reason: GameResult['reason'];
  rounds: number;
  /** Dragonbonds made (RB-41, EV-SAGA-KAD-4). */
  bonds: number;
  combats: number;
  sagas: SagaId[];
  roles: Partial<Record<SeatId, Role>>;
  /** Wall-clock ms the game took (reported for cost only, never in the figures). */
  ms: number;
}

export function playRecord(config: Config, seed: number): GameRecord {
  const solo = config.solo;
  const start = performance.now();
  const { state } = playGame(setupOf(config, seed), {
    lookahead: solo?.driver === 'lookahead' ? [solo.seat] : [],
  });
  const result = state.result!;
  return {
    config: config.id,
    seed,
    winners: result.winners,
    reason: result.reason,
    rounds: state.round,
    bonds: bondsIn(state),
    combats: state.log.filter((e) => e.kind === 'combat-started').length,
    sagas: state.options.sagas,
    roles: Object.fromEntries(state.seats.map((seat) => [seat.id, seat.role])),
    ms: performance.now() - start,
  };
}
