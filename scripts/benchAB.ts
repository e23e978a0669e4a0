/**
 * npm run bench:ab -- <checkout> <checkout> … [--games N] [--warmup W]
 *
 * The engines of several checkouts compared in one process, on `npm run bench`'s 4-Faceless games.
 * A checkout is a directory with this project's `src/engine` and its node_modules, e.g. a worktree
 * of an earlier commit (`git worktree add ../base c0dbd1b && ln -s $PWD/node_modules
 * ../base/`), named `name=dir` or by the directory's name. After W warm-up games, each of the N
 * games (seeds 1, 2, …) is played by every engine in turn, the order rotating from one game to the
 * next: three passes for games per second and CPU time per move (newGame and legalMoves
 * included), then a fourth with each applyMove timed. On a machine other processes share, this
 * compares the engines under the same load; separate `npm run bench` runs minutes apart mostly
 * compare the load.
 */
import { availableParallelism, loadavg } from 'node:os';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameSetup } from '../src/engine';
import { DEFAULT_SEATS } from './autoplay';
import { percentile, play, type Engine } from './engineSpeed';
import { optionsOrUsage } from './cliOptions';

const USAGE = 'usage: npm run bench:ab -- <checkout> <checkout> … [--games N] [--warmup W]';

interface Checkout {
  name: string;
  dir: string;
}

interface Args {
  checkouts: Checkout[];
  games: number;
  warmup: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { checkouts: [], games: 300, warmup: 100 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--games' || flag === '--warmup') {
      const value = argv[++i];
      if (value === undefined || !/^\d+$/.test(value))
        throw new Error(`${flag} takes a whole number`);
      args[flag === '--games' ? 'games' : 'warmup'] = Number(value);
    } else if (flag.startsWith('--')) throw new Error(`unknown option ${flag}`);
    else {
      const [name, dir] = flag.includes('=') ? flag.split('=', 2) : [basename(flag), flag];
      args.checkouts.push({ name, dir: resolve(dir) });
    }
  }
  if (args.checkouts.length < 2) throw new Error('name at least two checkouts');
  if (args.games < 1) throw new Error('--games must be at least 1');
  return args;
}

interface Measured {
  name: string;
  engine: Engine;
  rates: number[];
  cpuUs: number;
  moves: number;
  times: number[];
}

const setup = (seed: number): GameSetup => ({ seed, seats: DEFAULT_SEATS });

/** Every engine plays the game once, in an order that rotates (and turns round) from game to game. */
function inTurn(engines: Measured[], game: number): Measured[] {
  const rotated = engines.map((_, k) => engines[(game + k) % engines.length]);
  return game % 2 === 0 ? rotated.reverse() : rotated;
}

async function main(): Promise<number> {
  const args = optionsOrUsage(parseArgs, USAGE);
  if (!args) return 2;
  const engines: Measured[] = [];
  for (const { name, dir } of args.checkouts) {
    const url = pathToFileURL(resolve(dir, 'src/engine/index.ts')).href;
    // An earlier checkout's engine has these three calls with the same meaning; one whose rules
    // load with a game's setup loads them all first, as its own scripts do (scripts/allRules.ts).
    const engine = (await import(url)) as Engine & { loadAllRules?: () => Promise<void> };
    await engine.loadAllRules?.();
    engines.push({ name, engine, rates: [], cpuUs: 0, moves: 0, times: [] });
  }
  for (let i = 0; i < args.warmup; i++)
    for (const m of inTurn(engines, i)) play(setup(0x7fff0000 + i), undefined, m.engine);
  for (let pass = 0; pass < 3; pass++) {
    const spent = new Map(engines.map((m) => [m, 0]));
    for (let i = 0; i < args.games; i++) {
      for (const m of inTurn(engines, i + pass)) {
        const cpu = process.cpuUsage();
        const t0 = performance.now();
        m.moves += play(setup(1 + i), undefined, m.engine);
        spent.set(m, spent.get(m)! + performance.now() - t0);
        const used = process.cpuUsage(cpu);
        m.cpuUs += used.user + used.system;
      }
    }
    for (const m of engines) m.rates.push(args.games / (spent.get(m)! / 1000));
  }
  for (let i = 0; i < args.games; i++)
    for (const m of inTurn(engines, i)) play(setup(1 + i), m.times, m.engine);

  console.log(
    `${args.games} 4-Faceless games (${args.warmup} warm-up), each played by every engine in turn`,
  );
  const width = Math.max(...engines.map((m) => m.name.length));
  for (const m of engines) {
    const t = m.times.sort((a, b) => a - b);
    const moves = (m.moves / 3 / args.games).toFixed(1);
    console.log(
      `${m.name.padEnd(width)}  games/s ${m.rates.map((r) => r.toFixed(0)).join(', ')}` +
        ` | CPU µs/move ${(m.cpuUs / m.moves).toFixed(2)}` +
        ` | applyMove median ${percentile(t, 50).toFixed(2)} µs, p90 ${percentile(t, 90).toFixed(2)}` +
        ` | moves/game ${moves}`,
    );
  }
  console.log(`load average (1 min) ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores`);
  return 0;
}

process.exitCode = await main();
