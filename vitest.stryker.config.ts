import { defineConfig } from 'vitest/config';

// The tests Stryker runs against engine mutants (npm run mutation, stryker.config.mjs): the rule
// tests in tests/engine, in plain Node. Left out, and why:
// - properties.test.ts and plainState.test.ts play hundreds of random games (40 s together): they
//   cover nearly every mutant, so each surviving mutant would pay for them; the rule tests are
//   what must tell a changed rule apart.
// - tests/ui, e2e: the engine's answers reach them through the store; they kill nothing the
//   engine tests do not, at many times the cost.
const shared = { environment: 'node', testTimeout: 30_000 } as const;
const mocking = ['tests/engine/runaway.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        // Stryker runs the covering tests once per mutant: importing the engine once per worker
        // instead of once per test file makes a run several times faster. The engine is pure, so
        // no test file can leave state behind for the next.
        test: {
          ...shared,
          name: 'engine',
          include: ['tests/engine/**/*.test.ts'],
          exclude: ['tests/engine/properties.test.ts', 'tests/engine/plainState.test.ts', ...mocking],
          isolate: false,
        },
      },
      // vi.mock replaces an engine module, which only works in a fresh module graph.
      { test: { ...shared, name: 'engine-mocks', include: mocking } },
    ],
  },
});
