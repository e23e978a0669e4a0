/**
 * One `npm run balance` run (scripts/balance.ts), callable in process: its options read from the
 * command line, the games played (on worker threads, or by the player it is given), the figures,
 * the targets, and the report written to its file.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { format, resolveConfig } from 'prettier';
import {
  figuresOf,
  targetsOf,
  type BalanceFigures,
  type SpeedFigures,
  type Target,
} from './aggregate';
import { configurations, jobsOf, type Job } from './configs';
import { runJobs } from './pool';
import type { GameRecord } from './record';
import { renderTables } from './report';
import { balanceDocument, type RunFacts } from './document';
import { DEFAULT_SEATS } from '../autoplay';
import { measureEngineSpeed, percentile } from '../engineSpeed';

export const USAGE =
  'usage: npm run balance -- [--games N] [--seed S] [--json] [--workers W] [--out FILE] [--no-bench]';

export interface BalanceArgs {
  games: number;
  seed: number;
  json: boolean;
  workers: number;
  out: string;
  bench: boolean;
}

export function parseArgs(argv: string[]): BalanceArgs {
  const args: BalanceArgs = {
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

/** Plays the jobs and returns every record sorted by configuration and seed (pool.ts). */
export type PlayJobs = (
  jobs: Job[],
  options: { games: number; workers: number; onProgress?: (done: number) => void },
) => Promise<GameRecord[]>;

/** What a run found: the `--json` object, and the report as written to `args.out`. */
export interface BalanceReport {
  json: RunFacts & BalanceFigures & { speed?: SpeedFigures; targets: Target[] };
  tables: string;
  document: string;
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

/**
 * Plays the run `argv` asks for (`--workers` is the pool's; `play` may play the jobs some other
 * way) and writes its report to `--out`. Progress goes to `onProgress`.
 */
export async function balanceRun(
  argv: string[],
  args: BalanceArgs,
  play: PlayJobs = runJobs,
  onProgress?: (done: number, of: number) => void,
): Promise<BalanceReport> {
  const configs = configurations(args.games);
  const jobs = jobsOf(configs, args.seed);
  const loadBefore = loadavg()[0];
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const records = await play(jobs, {
    games: args.games,
    workers: args.workers,
    onProgress: (done) => onProgress?.(done, jobs.length),
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
  const tables = renderTables(figures, targets);
  // Formatted as the repository's Prettier check wants it (tables padded to their columns).
  const document = await format(balanceDocument(run, tables, speed), {
    ...(await resolveConfig(args.out)),
    parser: 'markdown',
  });
  writeFileSync(args.out, document);
  return { json: { ...run, ...figures, speed, targets }, tables, document };
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
