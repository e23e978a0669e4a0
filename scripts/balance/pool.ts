/** Runs the balance jobs on worker threads, one batch at a time per worker, as each one frees up. */
import { Worker } from 'node:worker_threads';
import { configurations, type Config, type Job } from './configs';
import { playRecord, type GameRecord } from './record';

type Reply = { records: GameRecord[] } | { error: string };

/**
 * Every record of every job, sorted by configuration and seed, so the result is the same whatever
 * the number of workers or the order in which they finished. Rejects on the first game that fails.
 */
export function runJobs(
  jobs: Job[],
  options: { games: number; workers: number; onProgress?: (done: number) => void },
): Promise<GameRecord[]> {
  const records: GameRecord[] = [];
  let next = 0;
  let done = 0;
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    const finish = (error?: Error) => {
      for (const w of workers) void w.terminate();
      if (error) reject(error);
      else resolve(sortRecords(records));
    };
    const feed = (w: Worker) => {
      if (next < jobs.length) w.postMessage(jobs[next++]);
      else if (done === jobs.length) finish();
    };
    const count = Math.max(1, Math.min(options.workers, jobs.length));
    for (let i = 0; i < count; i++) {
      const w = new Worker(new URL('./worker.mjs', import.meta.url), {
        workerData: { games: options.games },
      });
      workers.push(w);
      w.on('message', (reply: Reply) => {
        if ('error' in reply) return finish(new Error(reply.error));
        records.push(...reply.records);
        done += 1;
        options.onProgress?.(done);
        feed(w);
      });
      w.on('error', (e) => finish(e));
      feed(w);
    }
  });
}

/**
 * The same records played in this thread, one job after another, in the order given (the smoke
 * test, tests/balance/smoke.test.ts: no worker thread to start and no TypeScript loader to load).
 * `play` plays one game of a configuration.
 */
export function playJobsHere(
  jobs: Job[],
  options: { games: number },
  play: (config: Config, seed: number) => GameRecord = playRecord,
): Promise<GameRecord[]> {
  const configs = new Map(configurations(options.games).map((c) => [c.id, c]));
  const records: GameRecord[] = [];
  for (const job of jobs)
    for (const seed of job.seeds) records.push(play(configs.get(job.config)!, seed));
  return Promise.resolve(sortRecords(records));
}

const sortRecords = (records: GameRecord[]) =>
  records.sort((a, b) => (a.config < b.config ? -1 : a.config > b.config ? 1 : a.seed - b.seed));
