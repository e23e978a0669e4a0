/** A balance worker: plays the batches it is sent and sends back one record per game. */
import '../allRules';
import { parentPort, workerData } from 'node:worker_threads';
import { configurations, type Job } from './configs';
import { playRecord } from './record';

const configs = new Map(configurations(workerData.games as number).map((c) => [c.id, c]));

parentPort!.on('message', (job: Job) => {
  const config = configs.get(job.config)!;
  const records = [];
  for (const seed of job.seeds) {
    try {
      records.push(playRecord(config, seed));
    } catch (e) {
      parentPort!.postMessage({ error: `${job.config}, seed ${seed}: ${(e as Error).message}` });
      return;
    }
  }
  parentPort!.postMessage({ records });
});
