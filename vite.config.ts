/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './scripts/chunkPlan.ts';
import { cspPlugin } from './scripts/cspPlugin.ts';
import { precachePlugin } from './scripts/precachePlugin.ts';
import { WHOLE_GAME_TIMEOUT } from './tests/gamesScale.ts';

/** Suites that play many whole games, or start processes that do: the `whole-games` project. */
const WHOLE_GAMES = [
  'tests/engine/properties.test.ts',
  'tests/engine/plainState.test.ts',
  'tests/engine/structuralSharing.test.ts',
  'tests/engine/queries/determinize.test.ts',
  'tests/engine/loadRulesGames.test.ts',
  'tests/fuzz/**/*.test.ts',
  'tests/balance/smoke.test.ts',
  'tests/scripts/scenarioCli.test.ts',
  'tests/fingerprints/**/*.test.ts',
];

/**
 * Rule tests that install other rules (installRules: loadRules, runaway, setupCheck, the tenth
 * Saga) or play another Content: the `rules-isolated` project.
 */
const OWN_RULES = [
  'tests/engine/loadRules.test.ts',
  'tests/engine/runaway.test.ts',
  'tests/engine/input/setupCheck.test.ts',
  'tests/engine/tenthSaga/**/*.test.ts',
  'tests/engine/content/modifiedContent.test.ts',
];

// One config for the app build and for Vitest. Engine and store tests run in plain Node;
// component tests under tests/ui run in jsdom with jest-dom matchers. `npm run test:unit` runs the
// projects `rules`, `rules-isolated` and `ui`; `npm run test:games` runs `whole-games`; `npm test`
// runs them all.
export default defineConfig({
  plugins: [react(), precachePlugin(), cspPlugin()],
  build: {
    // Every browser the build targets reads <link rel="modulepreload">, or loads the same chunks
    // without it: the polyfill would be 0.4 kB of JS before anything else.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting } },
  },
  test: {
    // The machine has 2 cores: never more than 2 workers.
    pool: 'threads',
    maxWorkers: 2,
    // A rule test takes milliseconds; 30 s leaves room for a loaded machine. The whole-game
    // project sets its own, longer limit.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          // The fast loop's rule, store, content and script tests (npm run test:unit). The engine
          // is pure: it is imported once per worker, not once per file (as in
          // vitest.stryker.config.ts), which saves most of the project's time. The files share
          // the worker's modules, so none may write to module data: the house Content is frozen
          // by the first store test (immer) or answer() (tests/engine/play.ts) anyway.
          name: 'rules',
          environment: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/ui/**', ...WHOLE_GAMES, ...OWN_RULES],
          setupFiles: ['tests/engineSetup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The tests that install other rules or play another Content: each file in a module
          // graph of its own, so nothing they install can reach another file.
          name: 'rules-isolated',
          environment: 'node',
          include: OWN_RULES,
          setupFiles: ['tests/engineSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // Each file in a fresh VM context of a kept worker thread: its own window and module
          // graph, as in a new thread, but the thread and jsdom's code start once per worker.
          pool: 'vmThreads',
          // A component test that renders the whole table after every move takes seconds, and
          // several times as long on a loaded machine.
          testTimeout: 60_000,
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/engineSetup.ts', 'tests/ui/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Suites that play many whole games (npm run test:games, and npm test). Their game
          // counts scale with VALERNA_GAMES_SCALE (tests/gamesScale.ts); on a loaded machine one
          // may take minutes, so the limit is generous.
          name: 'whole-games',
          environment: 'node',
          include: WHOLE_GAMES,
          setupFiles: ['tests/engineSetup.ts'],
          testTimeout: WHOLE_GAME_TIMEOUT,
        },
      },
    ],
  },
});
