import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import type { PoolOptions, PoolWorker, TestProject, WorkerRequest } from 'vitest/node';

/**
 * A Vitest pool for Stryker's runs (vitest.stryker.config.ts): one worker thread per project that
 * lives for the whole mutation run instead of one per mutant.
 *
 * Stryker's vitest runner starts a Vitest run per mutant, and Vitest starts a fresh worker thread
 * for every run: booting the thread and Vitest's runtime in it, fetching, compiling and evaluating
 * every module the covering tests import. For the engine's rule tests that was most of a mutant's
 * cost, far more than the tests. Here the thread is kept: Vitest's "start" and "stop" of each run
 * are answered in place, and each run is sent to the same thread, which keeps Vitest's runtime and
 * the compiled dependencies.
 *
 * Each run still evaluates the project's own modules afresh (tests/mutation/freshModules.ts, a
 * setup file), so a run sees what a fresh thread would have seen.
 */

const NAME = 'kept-threads';
/** A fresh thread every so many runs, so memory a run leaves behind does not pile up. */
const RUNS_PER_THREAD = 500;

type Listener = (message: unknown) => void;

interface Kept {
  thread: Worker;
  /** The thread's Vitest runtime has answered its first "start". */
  started: boolean;
  runs: number;
}

const kept = new Map<TestProject, Kept>();

class KeptThreadWorker implements PoolWorker {
  readonly name = NAME;
  private readonly listeners: [string, Listener][] = [];
  private kept: Kept | undefined;
  /** The config of the run being started (Stryker changes the name filter between runs). */
  private config: unknown;

  constructor(private readonly options: PoolOptions) {}

  private get logger() {
    return this.options.project.vitest.logger;
  }

  async start(): Promise<void> {
    const { project } = this.options;
    let entry = kept.get(project);
    if (entry && entry.runs >= RUNS_PER_THREAD) {
      kept.delete(project);
      await entry.thread.terminate();
      entry = undefined;
    }
    if (!entry) {
      const thread = new Worker(join(this.options.distPath, 'workers/threads.js'), {
        env: this.options.env,
        execArgv: this.options.execArgv,
        stdout: true,
        stderr: true,
      });
      thread.stdout.pipe(this.logger.outputStream);
      thread.stderr.pipe(this.logger.errorStream);
      const created: Kept = { thread, started: false, runs: 0 };
      thread.once('exit', () => {
        if (kept.get(project) === created) kept.delete(project);
      });
      kept.set(project, created);
      entry = created;
    }
    this.kept = entry;
  }

  async stop(): Promise<void> {
    // The thread stays; only this run's listeners go.
    const thread = this.kept?.thread;
    for (const [event, listener] of this.listeners.splice(0)) thread?.off(event, listener);
  }

  on(event: string, listener: Listener): void {
    this.listeners.push([event, listener]);
    this.thread.on(event, listener);
  }

  off(event: string, listener: Listener): void {
    const i = this.listeners.findIndex(([e, l]) => e === event && l === listener);
    if (i >= 0) this.listeners.splice(i, 1);
    this.thread.off(event, listener);
  }

  send(message: WorkerRequest): void {
    const entry = this.kept!;
    switch (message.type) {
      case 'start':
        this.config = message.context.config;
        if (!entry.started) {
          entry.started = true;
          this.thread.postMessage(message);
        } else this.answer('started');
        return;
      case 'stop':
        this.answer('stopped');
        return;
      case 'run':
      case 'collect':
        entry.runs++;
        this.thread.postMessage({
          ...message,
          context: { ...message.context, config: this.config },
        });
        return;
      default:
        this.thread.postMessage(message);
    }
  }

  deserialize(data: unknown): unknown {
    return data;
  }

  /** Vitest's pool waits for the thread's answer to "start" and "stop"; a kept thread answers here. */
  private answer(type: 'started' | 'stopped'): void {
    const response = { __vitest_worker_response__: true, type };
    queueMicrotask(() => {
      for (const [event, listener] of [...this.listeners])
        if (event === 'message') listener(response);
    });
  }

  private get thread(): Worker {
    if (!this.kept) throw new Error('kept-threads pool: the worker was used before start()');
    return this.kept.thread;
  }
}

/**
 * Stryker's runner sets `pool: 'threads'` on every project; this plugin puts the kept-thread pool
 * back once the projects are resolved, and ends the threads when Vitest closes.
 */
export function keptWorkerPool(): Plugin {
  return {
    name: 'valerna:kept-worker-pool',
    configureVitest({ project, vitest }) {
      project.config.pool = NAME;
      project.config.poolRunner = {
        name: NAME,
        createPoolWorker: (options) => new KeptThreadWorker(options),
      };
      vitest.onClose(async () => {
        const entry = kept.get(project);
        kept.delete(project);
        await entry?.thread.terminate();
      });
    },
  };
}
