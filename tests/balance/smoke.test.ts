import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../scripts/balance/configs';
import { playJobsHere } from '../../scripts/balance/pool';
import { playRecord, type GameRecord } from '../../scripts/balance/record';
import { balanceRun, parseArgs } from '../../scripts/balance/run';
import { games } from '../gamesScale';

/** One game per configuration (times VALERNA_GAMES_SCALE, tests/gamesScale.ts). */
const GAMES = games(1);

/** Each game is played once; the second report gets the same records. */
const played = new Map<string, GameRecord>();
function playOnce(config: Config, seed: number): GameRecord {
  const key = `${config.id} ${seed}`;
  if (!played.has(key)) played.set(key, playRecord(config, seed));
  return played.get(key)!;
}

/**
 * `npm run balance` on a small run, in this thread, with its batches played in the order given
 * or the other way round (as worker threads may finish them).
 */
async function balance(order: 'as given' | 'reversed') {
  const out = join(mkdtempSync(join(tmpdir(), 'balance-')), 'balance.md');
  const argv = ['--games', String(GAMES), '--seed', '7', '--json', '--no-bench', '--out', out];
  const { json } = await balanceRun(argv, parseArgs(argv), (jobs, options) =>
    playJobsHere(order === 'reversed' ? [...jobs].reverse() : jobs, options, playOnce),
  );
  return { json, doc: readFileSync(out, 'utf8') };
}

describe('npm run balance', () => {
  it('plays every configuration and writes the report; the figures do not depend on the order in which the batches end', async () => {
    const one = await balance('as given');
    const two = await balance('reversed');
    expect(one.json.configs).toHaveLength(18);
    for (const config of one.json.configs) expect(config.summary.games).toBe(config.games);
    expect(one.json.targets.length).toBeGreaterThan(20);
    for (const t of one.json.targets) expect(typeof t.met).toBe('boolean');
    expect(two.json.configs).toEqual(one.json.configs);
    expect(two.json.targets).toEqual(one.json.targets);
    expect(one.doc).toContain(`Made by \`npm run balance -- --games ${GAMES} --seed 7`);
    expect(one.doc).toContain('### Targets');
  });
});
