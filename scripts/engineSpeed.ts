/**
 * The engine's speed on whole 4-Faceless games, as `npm run bench` (and the balance report)
 * measure it: after `warmup` games (so V8 has optimised the hot paths), the same `games` games
 * three times for games per second (the best pass is the engine's speed, the spread shows how
 * much other processes disturbed it), then once more with each applyMove timed on its own.
 */
import './allRules';
import * as thisEngine from '../src/engine';
import type { GameSetup } from '../src/engine';

/** What the measurements play through (benchAB.ts passes other checkouts' engines). */
export type Engine = Pick<typeof thisEngine, 'newGame' | 'legalMoves' | 'applyMove'>;

/**
 * Plays one game to its end, each seat's first legal move; `times` (if given) receives the µs of
 * every applyMove.
 */
export function play(setup: GameSetup, times?: number[], engine: Engine = thisEngine): number {
  let state = engine.newGame(setup);
  while (!state.result) {
    const move = engine.legalMoves(state)[0];
    if (!move) throw new Error(`seed ${setup.seed}: stuck with no legal move`);
    const t0 = times ? performance.now() : 0;
    const result = engine.applyMove(state, move);
    if (times) times.push((performance.now() - t0) * 1000);
    if (!result.ok) throw new Error(`seed ${setup.seed}: ${result.error.message}`);
    state = result.state;
  }
  return state.moveCount;
}

export interface EngineSpeed {
  /** Games per second of each of the three passes. */
  rates: number[];
  movesPerGame: number;
  /** µs of every applyMove of the fourth pass, sorted. */
  times: number[];
}

export function measureEngineSpeed(
  setup: (seed: number) => GameSetup,
  options: { games: number; warmup: number; seed: number },
): EngineSpeed {
  // Warm-up on seeds the measured run does not use.
  for (let i = 0; i < options.warmup; i++) play(setup(0x7fff0000 + i));
  let moves = 0;
  const rates: number[] = [];
  for (let round = 0; round < 3; round++) {
    moves = 0;
    const start = performance.now();
    for (let i = 0; i < options.games; i++) moves += play(setup(options.seed + i));
    rates.push(options.games / ((performance.now() - start) / 1000));
  }
  const times: number[] = [];
  for (let i = 0; i < options.games; i++) play(setup(options.seed + i), times);
  times.sort((a, b) => a - b);
  return { rates, movesPerGame: moves / options.games, times };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
