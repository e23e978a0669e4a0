import { defineConfig } from 'vitest/config';
import { CheapFirst, testDurations } from './tests/mutation/cheapFirst.ts';
import { keptWorkerPool } from './tests/mutation/keptWorkerPool.ts';

/**
 * The tests Stryker runs against engine mutants (npm run mutation, stryker.config.mjs): the rule
 * tests of tests/engine and the rules demos of tests/demos, in plain Node. Left out, and why:
 * - the random-game suites (properties, plainState, determinize, structuralSharing in
 *   tests/engine; tests/fuzz, tests/balance): each covers nearly every mutant and runs for seconds
 *   to tens of seconds, so every surviving mutant would pay for all of them. A rule is held by a
 *   rule test's position. (structuralSharing's 80 games, 8.3 of the 16 s of a whole run, had made
 *   a surviving mutant cost 16 s: a full run would have taken two hours.)
 * - runaway.test.ts, the resolver's step limit (2.7 s): it runs an effect to the limit, which is
 *   plumbing, not a rule.
 * - tests/ui, tests/store, tests/lookahead, e2e: they reach the rules through the store or a
 *   player, kill nothing the engine tests do not, and cost far more per run.
 */
const notPerMutant = [
  'properties',
  'plainState',
  'queries/determinize',
  'structuralSharing',
  'runaway',
].map((f) => `tests/engine/${f}.test.ts`);

export default defineConfig({
  // One worker thread kept for the whole Stryker run instead of one started per mutant
  // (tests/mutation/keptWorkerPool.ts). Measured over every 40th mutant of the whole scope
  // (190 mutants, every engine file instrumented): 1.74 CPU-seconds a mutant before, 1.23 after;
  // power.ts and targets.ts alone (182 mutants): 265 CPU-seconds before, 194 after.
  plugins: [keptWorkerPool()],
  test: {
    environment: 'node',
    include: ['tests/engine/**/*.test.ts', 'tests/demos/**/*.test.ts'],
    exclude: notPerMutant,
    testTimeout: 30_000,
    // Each run in the kept thread evaluates src and tests afresh, from the code the thread
    // already holds (Vitest's own invalidation fetched every module again: every 80th mutant,
    // 95 mutants, 136.8 CPU-seconds before, 129.0 after).
    // Then the engine's setup loads every Saga's rules, as the app's runs do for their games.
    setupFiles: ['tests/mutation/freshModules.ts', 'tests/engineSetup.ts'],
    // The engine imported once per run, not once per test file. The engine is pure, and the files
    // that install other rules (loadRules, setupCheck, the tenth Saga) put the real ones back.
    isolate: false,
    // Cheapest test files first (tests/mutation/cheapFirst.ts), so a killed mutant stops before
    // the whole-game tests; Vitest's own order runs the longest file first. The same sample:
    // 283 CPU-seconds before, 200 after (1.23 -> 0.79 a mutant); two mutants that timed out
    // (5 s each, then a new runner process) are now killed by a rule test that runs first.
    sequence: { sequencer: CheapFirst },
    // The reporter measures the tests for that order; Stryker's runner processes read nothing
    // from Vitest's console reporter.
    reporters: process.env.STRYKER_MUTATOR_WORKER ? [testDurations] : ['default', testDurations],
  },
});
