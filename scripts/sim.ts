/**
 * npm run sim -- --games N --seed S [--seats allaria:human,fulgen:faceless,…] [--max-moves M]
 *
 * Plays N complete games (game i uses seed S+i) with every seat automatic: Faceless seats by their
 * policy, human seats by a uniformly random legal move from a PRNG seeded by the game seed, so a
 * run is reproducible. One JSON line per game, then a summary line. Exit code 1 if any game threw,
 * got stuck (no legal move while not over) or hit the move cap.
 */
import { createGame, type SeatSetup } from '../src/engine';
import { DEFAULT_MAX_MOVES, DEFAULT_SEATS, parseSeats, playGame } from './autoplay';

const USAGE =
  'usage: npm run sim -- --games N --seed S [--seats allaria:human,fulgen:faceless,tyveria:faceless,skarn:faceless] [--max-moves M]';

interface Args {
  games: number;
  seed: number;
  seats: SeatSetup[];
  maxMoves: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { games: 0, seed: 0, seats: DEFAULT_SEATS, maxMoves: DEFAULT_MAX_MOVES };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    const int = () => {
      if (!/^\d+$/.test(value)) throw new Error(`${flag} takes a whole number, not "${value}"`);
      return Number(value);
    };
    if (flag === '--games') args.games = int();
    else if (flag === '--seed') args.seed = int();
    else if (flag === '--max-moves') args.maxMoves = int();
    else if (flag === '--seats') args.seats = parseSeats(value);
    else throw new Error(`unknown option ${flag}`);
    seen.add(flag);
  }
  if (!seen.has('--games') || !seen.has('--seed'))
    throw new Error('--games and --seed are required');
  if (args.games < 1) throw new Error('--games must be at least 1');
  if (args.seed + args.games - 1 > 0xffffffff) throw new Error('seeds must stay below 2^32');
  // A table the rules refuse (RB-1) is a mistake on the command line, not N failed games.
  const table = createGame({ seed: args.seed, seats: args.seats });
  if (!table.ok) throw new Error(`--seats: ${table.error}`);
  return args;
}

function main(): number {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${(e as Error).message}. ${USAGE}`);
    return 2;
  }

  const wins: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  const errors: { seed: number; error: string }[] = [];
  let rounds = 0;
  let finished = 0;
  const start = performance.now();

  for (let i = 0; i < args.games; i++) {
    const seed = args.seed + i;
    const t0 = performance.now();
    try {
      const { state } = playGame({ seed, seats: args.seats }, { maxMoves: args.maxMoves });
      const result = state.result!;
      const ms = Math.round((performance.now() - t0) * 100) / 100;
      console.log(
        JSON.stringify({
          seed,
          winners: result.winners,
          reason: result.reason,
          rounds: state.round,
          decisions: state.moveCount,
          ms,
        }),
      );
      for (const w of result.winners) wins[w] = (wins[w] ?? 0) + 1;
      reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
      rounds += state.round;
      finished += 1;
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      errors.push({ seed, error });
      console.log(JSON.stringify({ seed, error }));
    }
  }

  const seconds = (performance.now() - start) / 1000;
  console.log(
    JSON.stringify({
      summary: true,
      games: args.games,
      errors: errors.length,
      errorSeeds: errors.map((e) => e.seed),
      wins,
      reasons,
      meanRounds: finished > 0 ? Math.round((rounds / finished) * 100) / 100 : null,
      gamesPerSecond: Math.round((args.games / seconds) * 10) / 10,
    }),
  );
  return errors.length > 0 ? 1 : 0;
}

process.exitCode = main();
