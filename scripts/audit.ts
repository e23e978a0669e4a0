/**
 * npm run audit -- [--scale N] [--seed S]
 *
 * The fuzz suite of tests/fuzz at a larger scale (not part of npm test): feeds every boundary
 * (applyMove, save files, the autosave, saved demos, scenario files) many hostile inputs and prints
 * how many of each kind went in, how many were accepted and refused, and every failure (a throw,
 * an accepted malformed input, a change to the running game or the autosave, or a refusal a
 * player cannot read). Exits 1 if there was any failure.
 */
import { boundaries, tally } from './fuzz/suite';

/** Cases per boundary at scale 1 (the fuzz test runs about a tenth of these). */
const BASE_RUNS: Record<string, number> = {
  applyMove: 20_000,
  'save file': 1_500,
  autosave: 3_000,
  'saved demos': 800,
  scenario: 5_000,
};

function parseArgs(argv: string[]): { scale: number; seed: number } {
  const args = { scale: 1, seed: 1 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (!['--scale', '--seed'].includes(flag) || !value || !/^\d+(\.\d+)?$/.test(value))
      throw new Error(`usage: npm run audit -- [--scale N] [--seed S] (not "${flag}")`);
    args[flag === '--scale' ? 'scale' : 'seed'] = Number(value);
  }
  return args;
}

function main(): number {
  const { scale, seed } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  let failures = 0;
  let total = 0;
  for (const boundary of boundaries(40, seed)) {
    const runs = Math.max(1, Math.round(BASE_RUNS[boundary.name] * scale));
    const t0 = performance.now();
    const result = tally(boundary, runs, seed);
    total += result.cases;
    failures += result.failures.length;
    const kinds = Object.entries(result.kinds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ');
    console.log(
      `${boundary.name}: ${result.cases} inputs (${result.accepted} accepted, ${result.refused} refused), ${result.failures.length} failures, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    console.log(`  ${boundary.inputs}`);
    console.log(`  by kind: ${kinds}`);
    for (const failure of result.failures.slice(0, 10))
      console.log(`  FAIL [${failure.kind}] ${failure.problem}`);
  }
  console.log(
    `audit: ${total} inputs, ${failures} failures, seed ${seed}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return failures === 0 ? 0 : 1;
}

process.exitCode = main();
