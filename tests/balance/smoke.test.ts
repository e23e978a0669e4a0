import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `npm run balance` on one game per configuration: it runs, and its figures do not depend on the workers. */
function balance(workers: number) {
  const out = join(mkdtempSync(join(tmpdir(), 'balance-')), 'balance.md');
  const run = spawnSync(
    'node_modules/.bin/tsx',
    [
      'scripts/balance.ts',
      '--games',
      '1',
      '--seed',
      '7',
      '--json',
      '--no-bench',
      '--workers',
      String(workers),
      '--out',
      out,
    ],
    { encoding: 'utf8' },
  );
  expect(run.stderr).not.toMatch(/error/i);
  expect(run.status).toBe(0);
  return { json: JSON.parse(run.stdout), doc: readFileSync(out, 'utf8') };
}

describe('npm run balance', () => {
  it('plays every configuration on worker threads and writes the report', () => {
    const one = balance(1);
    const two = balance(2);
    expect(one.json.configs).toHaveLength(18);
    for (const config of one.json.configs) expect(config.summary.games).toBe(config.games);
    expect(one.json.targets.length).toBeGreaterThan(20);
    for (const t of one.json.targets) expect(typeof t.met).toBe('boolean');
    expect(two.json.configs).toEqual(one.json.configs);
    expect(two.json.targets).toEqual(one.json.targets);
    expect(one.doc).toContain('Made by `npm run balance -- --games 1 --seed 7');
    expect(one.doc).toContain('### Targets');
  }, 120_000);
});
