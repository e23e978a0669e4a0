/**
 * npm run balance -- [--games N] [--seed S] [--json] [--workers W] [--out FILE] [--no-bench]
 *
 * Plays the balance configurations of issue 9 (scripts/balance/configs.ts) on worker threads,
 * prints their figures as tables (with --json: one JSON object) and writes them, with the command
 * that made them and the issue's targets marked met or not, to docs/balance.md (or FILE).
 * N (default 1000) is the size of each all-Faceless configuration; the solo ones scale with it
 * (per seat 0.3 N lookahead games at normal strength, 0.2 N at easy and at hard, 0.2 N random).
 * Every configuration plays seeds S, S+1, … (default 1). W defaults to the machine's cores.
 * Afterwards it measures the engine's speed as `npm run bench` does, unless --no-bench.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { format, resolveConfig } from 'prettier';
import { figuresOf, targetsOf, type SpeedFigures } from './balance/aggregate';
import { configurations, jobsOf } from './balance/configs';
import { runJobs } from './balance/pool';
import { renderTables } from './balance/report';
import { balanceDocument, type RunFacts } from './balance/document';
import { DEFAULT_SEATS } from './autoplay';
import { measureEngineSpeed, percentile } from './engineSpeed';
import { optionsOrUsage } from './cliOptions';

const USAGE =
  'usage: npm run balance -- [--games N] [--seed S] [--json] [--workers W] [--out FILE] [--no-bench]';

interface Args {
  games: number;
  seed: number;
  json: boolean;
  workers: number;
  out: string;
  bench: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    games: 1000,
    seed: 1,
    json: false,
    workers: availableParallelism(),
    out: 'docs/balance.md',
    bench: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--json') args.json = true;
    else if (flag === '--no-bench') args.bench = false;
    else if (flag === '--out') {
      const value = argv[++i];
      if (!value) throw new Error('--out needs a file');
      args.out = value;
    } else if (flag === '--games' || flag === '--seed' || flag === '--workers') {
      const value = argv[++i];
      if (value === undefined || !/^\d+$/.test(value))
        throw new Error(`${flag} takes a whole number, not "${value ?? ''}"`);
      args[flag.slice(2) as 'games' | 'seed' | 'workers'] = Number(value);
    } else throw new Error(`unknown option ${flag}`);
  }
  if (args.games < 1) throw new Error('--games must be at least 1');
  if (args.workers < 1) throw new Error('--workers must be at least 1');
  return args;
}

function engineSpeed(): SpeedFigures {
  const { rates, times } = measureEngineSpeed((seed) => ({ seed, seats: DEFAULT_SEATS }), {
    games: 300,
    warmup: 100,
    seed: 1,
  });
  return {
    gamesPerSecond: Math.round(10 * Math.max(...rates)) / 10,
    medianMicros: Math.round(10 * percentile(times, 50)) / 10,
  };
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const args = optionsOrUsage(parseArgs, USAGE, argv);
  if (!args) return 2;
  const configs = configurations(args.games);
  const jobs = jobsOf(configs, args.seed);
  const loadBefore = loadavg()[0];
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let shown = 0;
  const records = await runJobs(jobs, {
    games: args.games,
    workers: args.workers,
    onProgress: (done) => {
      if (done === jobs.length || done - shown >= jobs.length / 10) {
        shown = done;
        process.stderr.write(`balance: ${done}/${jobs.length} batches\n`);
      }
    },
  });
  const cpu = process.cpuUsage(cpuStart);
  const run: RunFacts = {
    command: `npm run balance${argv.length > 0 ? ` -- ${argv.join(' ')}` : ''}`,
    games: args.games,
    seed: args.seed,
    workers: Math.min(args.workers, jobs.length),
    seconds: Math.round((performance.now() - start) / 100) / 10,
    cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
    load: [loadBefore, loadavg()[0]].map((x) => Math.round(100 * x) / 100),
    cores: availableParallelism(),
    msPerGame: msPerGame(configs, records),
  };
  const figures = figuresOf(configs, records);
  const speed = args.bench ? engineSpeed() : undefined;
  const targets = targetsOf(figures, speed);
  if (args.json) console.log(JSON.stringify({ ...run, ...figures, speed, targets }));
  else console.log(renderTables(figures, targets));
  // Formatted as the repository's Prettier check wants it (tables padded to their columns).
  const doc = balanceDocument(run, renderTables(figures, targets), speed);
  writeFileSync(
    args.out,
    await format(doc, { ...(await resolveConfig(args.out)), parser: 'markdown' }),
  );
  process.stderr.write(`balance: ${run.seconds} s, figures written to ${args.out}\n`);
  return 0;
}

/** Mean wall-clock ms per game by kind of configuration (it depends on the machine's load). */
function msPerGame(
  configs: ReturnType<typeof configurations>,
  records: { config: string; ms: number }[],
): Record<string, number> {
  const kindOf = new Map(configs.map((c) => [c.id, c.solo ? `solo ${c.solo.driver}` : c.id]));
  const sums: Record<string, { ms: number; n: number }> = {};
  for (const r of records) {
    const kind = kindOf.get(r.config)!;
    sums[kind] ??= { ms: 0, n: 0 };
    sums[kind].ms += r.ms;
    sums[kind].n += 1;
  }
  return Object.fromEntries(
    Object.entries(sums).map(([k, { ms, n }]) => [k, Math.round((10 * ms) / n) / 10]),
  );
}

main().then(
  (code) => (process.exitCode = code),
  (e: Error) => {
    console.error(`balance: ${e.message}`);
    process.exitCode = 1;
  },
);
