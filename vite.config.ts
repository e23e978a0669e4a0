/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './scripts/chunkPlan.ts';
import { cspPlugin } from './scripts/cspPlugin.ts';
import { precachePlugin } from './scripts/precachePlugin.ts';

// One config for the app build and for Vitest. Engine and store tests run in plain Node;
// component tests under tests/ui run in jsdom with jest-dom matchers.
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
    // Whole games run inside some tests; on a busy 2-core machine the 5 s default is too tight.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/ui/**'],
          setupFiles: ['tests/engineSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/engineSetup.ts', 'tests/ui/setup.ts'],
        },
      },
    ],
  },
});
