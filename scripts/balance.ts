/**
 * npm run balance -- [--games N] [--seed S] [--json] [--workers W] [--out FILE] [--no-bench]
 *
 * Plays the balance configurations (scripts/balance/configs.ts) on worker threads, prints their
 * figures as tables (with --json: one JSON object) and writes them, with the command that made
 * them and the balance targets marked met or not, to docs/balance.md (or FILE).
 * N (default 1000) is the size of each all-Faceless configuration; the solo ones scale with it
 * (per seat 0.3 N lookahead games at normal strength, 0.2 N at easy and at hard, 0.2 N random).
 * Every configuration plays seeds S, S+1, … (default 1). W defaults to the machine's cores.
 * Afterwards it measures the engine's speed as `npm run bench` does, unless --no-bench.
 * The run itself is scripts/balance/run.ts.
 */
import { balanceRun, parseArgs, USAGE } from './balance/run';
import { optionsOrUsage } from './cliOptions';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const args = optionsOrUsage(parseArgs, USAGE, argv);
  if (!args) return 2;
  let shown = 0;
  const { json, tables } = await balanceRun(argv, args, undefined, (done, of) => {
    if (done === of || done - shown >= of / 10) {
      shown = done;
      process.stderr.write(`balance: ${done}/${of} batches\n`);
    }
  });
  console.log(args.json ? JSON.stringify(json) : tables);
  process.stderr.write(`balance: ${json.seconds} s, figures written to ${args.out}\n`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (e: Error) => {
    console.error(`balance: ${e.message}`);
    process.exitCode = 1;
  },
);
