import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { needsInstall } from '../../scripts/ensure-deps.mjs';

const pkg = (version: string, extra: object = {}) => ({
  version,
  integrity: `sha512-${version}`,
  ...extra,
});
const LOCK = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'valerna-table' },
    'node_modules/react': pkg('19.3.1'),
    // Another platform's binary: locked, never installed here.
    'node_modules/@esbuild/darwin-arm64': pkg('0.27.0', { optional: true }),
  },
};
const INSTALLED = { lockfileVersion: 3, packages: { 'node_modules/react': pkg('19.3.1') } };

const dirs: string[] = [];
function clone(installed: object | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'valerna-deps-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(LOCK));
  if (installed) {
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'node_modules', '.package-lock.json'), JSON.stringify(installed));
  }
  return dir;
}
const stamp = (dir: string) => join(dir, 'node_modules', '.valerna-installed-lock');

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm start installs only when needed', () => {
  it('a clone with no node_modules is installed', () => {
    expect(needsInstall(clone(null))).toBe('node_modules is missing');
  });

  it('an installed clone whose lock is newer by date is not reinstalled: contents decide', () => {
    const dir = clone(INSTALLED);
    const later = new Date(Date.now() + 3_600_000);
    utimesSync(join(dir, 'package-lock.json'), later, later);
    expect(needsInstall(dir)).toBeNull();
    // The match is recorded: the lock's digest, so the next start need not compare packages.
    expect(readFileSync(stamp(dir), 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    rmSync(join(dir, 'node_modules', '.package-lock.json'));
    expect(needsInstall(dir)).toBeNull();
  });

  it('a lock that asks for another version than the one installed is reinstalled', () => {
    const dir = clone({ packages: { 'node_modules/react': pkg('19.2.0') } });
    expect(needsInstall(dir)).toBe('node_modules does not match package-lock.json');
  });

  it('a locked package missing from node_modules is reinstalled', () => {
    expect(needsInstall(clone({ packages: {} }))).toBe(
      'node_modules does not match package-lock.json',
    );
  });

  it('a recorded digest of another lock is not taken for this one', () => {
    const dir = clone({ packages: {} });
    writeFileSync(stamp(dir), `${'0'.repeat(64)}\n`);
    expect(needsInstall(dir)).toBe('node_modules does not match package-lock.json');
  });
});
