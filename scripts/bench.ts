/**
 * npm run bench -- [--games N] [--warmup W] [--seed S] [--sagas random|kadmos,crow,zenith]
 *
 * Engine speed on whole 4-Faceless games (with --sagas: Saga games, 3 random playable Sagas per
 * game or the listed ones). After W warm-up games (so V8 has optimised the hot
 * paths), plays N games with seeds S, S+1, … three times and reports games per second (wall
 * clock for whole games: newGame, legalMoves and every applyMove; the best of the three) and then,
 * in a fourth pass, the time of each applyMove call, each one timed on its own with
 * performance.now() (sub-microsecond resolution in Node; the cost of the timer calls themselves
 * is printed so it can be subtracted by eye).
 */
import './allRules';
import { availableParallelism, loadavg } from 'node:os';
import { newGame, type GameSetup, type SagaId } from '../src/engine';
import { DEFAULT_SEATS, parseSagas } from './autoplay';
import { measureEngineSpeed, percentile } from './engineSpeed';
import { optionsOrUsage } from './cliOptions';

const USAGE =
  'usage: npm run bench -- [--games N] [--warmup W] [--seed S] [--sagas random|kadmos,crow,zenith]';

interface Args {
  games: number;
  warmup: number;
  seed: number;
  sagas: SagaId[] | 'random' | undefined;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { games: 300, warmup: 100, seed: 1, sagas: undefined };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--sagas' && value !== undefined) {
      args.sagas = parseSagas(value);
      continue;
    }
    if (value === undefined || !/^\d+$/.test(value))
      throw new Error(`${flag} takes a whole number`);
    if (flag === '--games') args.games = Number(value);
    else if (flag === '--warmup') args.warmup = Number(value);
    else if (flag === '--seed') args.seed = Number(value);
    else throw new Error(`unknown option ${flag}`);
  }
  if (args.games < 1) throw new Error('--games must be at least 1');
  return args;
}

function main(): number {
  const args = optionsOrUsage(parseArgs, USAGE);
  if (!args) return 2;
  const setup = (seed: number): GameSetup => ({
    seed,
    seats: DEFAULT_SEATS,
    ...(args.sagas ? { sagas: args.sagas } : {}),
  });
  try {
    newGame(setup(args.seed));
  } catch (e) {
    console.error(`${(e as Error).message}. ${USAGE}`);
    return 2;
  }

  const { rates, movesPerGame, times } = measureEngineSpeed(setup, args);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;

  // What a pair of performance.now() calls costs, for reading the per-move figures.
  const probe = 100_000;
  const t0 = performance.now();
  for (let i = 0; i < probe; i++) performance.now();
  const timerUs = ((performance.now() - t0) * 1000 * 2) / probe;

  const rows: [string, string][] = [
    ['games (after warm-up)', `${args.games} (${args.warmup} warm-up)`],
    ['games/s (best of 3)', Math.max(...rates).toFixed(1)],
    ['games/s (all 3)', rates.map((r) => r.toFixed(0)).join(', ')],
    ['moves/game (mean)', movesPerGame.toFixed(1)],
    ['applyMove median µs', percentile(times, 50).toFixed(1)],
    ['applyMove p90 µs', percentile(times, 90).toFixed(1)],
    ['applyMove p99 µs', percentile(times, 99).toFixed(1)],
    ['applyMove mean µs', mean.toFixed(1)],
    ['timer overhead µs/move', timerUs.toFixed(2)],
    // Wall-clock figures mean little when other processes compete for the cores.
    ['load average (1 min)', `${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const games = args.sagas ? `4-Faceless Saga games (--sagas ${args.sagas})` : '4-Faceless games';
  console.log(`${games}; each applyMove timed with performance.now() (fourth pass)`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  return 0;
}

process.exitCode = main();
