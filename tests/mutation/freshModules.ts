/**
 * A setup file of Stryker's vitest config (vitest.stryker.config.ts): at the start of each run in
 * the kept worker thread (tests/mutation/keptWorkerPool.ts), every module of the project (src and
 * tests) is evaluated afresh, as a new thread would, but from the code the thread already holds.
 *
 * The engine keeps caches in module state, keyed by long-lived values (the distance tables of a
 * Content, the active rule modules of a game's options); a mutant that filled one wrongly must not
 * reach the next mutant's run. Stryker switches mutants on at run time, so the code of a module
 * never changes during a mutation run: it is fetched and compiled once, and each run only runs it
 * again. (Vitest's own invalidation would fetch every module from the main thread again.)
 */

import { inject } from 'vitest';

declare module 'vitest' {
  /** What Stryker's vitest runner provides to its setup file (and to this one). */
  export interface ProvidedContext {
    globalNamespace: string;
    mutantActivation: 'static' | 'runtime';
  }
}

/** The part of Vite's module runner graph this file touches. */
interface ModuleNode {
  file: string | null;
  evaluated: boolean;
  promise?: Promise<unknown>;
  exports?: unknown;
  imports: Set<string>;
}

interface WorkerState {
  ctx: object;
  config: { root: string };
  evaluatedModules: { idToModuleMap: Map<string, ModuleNode> };
}

const RUNS = Symbol.for('valerna.mutation.freshRuns');
const scope = globalThis as unknown as {
  __vitest_worker__: WorkerState;
  [RUNS]?: WeakSet<object>;
};

const state = scope.__vitest_worker__;
// Each run gets a new context; setup files run again before every test file of a run.
const runs = (scope[RUNS] ??= new WeakSet());
if (!runs.has(state.ctx)) {
  runs.add(state.ctx);
  // A fresh thread loads the modules with no mutant switched on; Stryker's runtime switch
  // (set in a beforeAll of the run) would still hold the previous run's mutant here.
  if (inject('mutantActivation') !== 'static') {
    const stryker = (globalThis as unknown as Record<string, { activeMutant?: string }>)[
      inject('globalNamespace')
    ];
    if (stryker) stryker.activeMutant = undefined;
  }
  const own = ['src', 'tests'].map((dir) => `${state.config.root}/${dir}/`);
  for (const node of state.evaluatedModules.idToModuleMap.values()) {
    if (!node.file || !own.some((dir) => node.file!.startsWith(dir))) continue;
    // This file, which is being evaluated now.
    if (node.promise && !node.evaluated) continue;
    node.evaluated = false;
    node.promise = undefined;
    node.exports = undefined;
    node.imports.clear();
  }
}
