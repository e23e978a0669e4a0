import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `npm run scenario` prints a JSON error for any file, never a stack trace, and never hangs. */

const ROOT = join(import.meta.dirname, '../..');
const POSITION = join(ROOT, 'docs/examples/wrath-skull.json');

function runCli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run scenario: files it cannot read', () => {
  it('a moves file nested 100,000 deep prints its JSON error and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    const moves = join(dir, 'deep.moves.json');
    writeFileSync(moves, '['.repeat(100_000) + ']'.repeat(100_000));
    const run = runCli(POSITION, '--moves', moves);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stderr)).toEqual({
      error: `moves ${moves}: it is nested more than 16 levels deep`,
    });
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a device that never ends, a pipe with no writer and a file over 2 MB are refused at once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    const large = join(dir, 'large.json');
    writeFileSync(large, `[${' '.repeat(2 * 1024 * 1024)}]`);
    const pipe = join(dir, 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    for (const [path, why] of [
      ['/dev/zero', 'not a regular file'],
      [pipe, 'not a regular file'],
      [dir, 'not a regular file'],
      [large, 'larger than 2048 kB'],
    ]) {
      const run = runCli(path);
      expect(run.status).toBe(1);
      expect(JSON.parse(run.stderr)).toEqual({ error: `position ${path}: ${why}` });
    }
  });

  it('a position file with a byte order mark is read like any other', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    const position = join(dir, 'bom.json');
    writeFileSync(position, `\uFEFF${JSON.stringify({ round: 2 })}`);
    const run = runCli(position, '--pending');
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ round: 2, phase: 'planning' });
  });
});
