// Installs dependencies with `npm ci` only when node_modules does not hold what package-lock.json
// asks for. The check reads contents, never file dates: a fresh clone's files all carry the
// checkout's time, so dates said "newer" and re-ran npm ci on a tree that was already installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the digest of the package-lock.json last installed is kept. */
const STAMP = join('node_modules', '.valerna-installed-lock');

function lockDigest(dir) {
  return createHash('sha256')
    .update(readFileSync(join(dir, 'package-lock.json')))
    .digest('hex');
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/**
 * Whether npm's own record of what it installed (node_modules/.package-lock.json) is the lock's
 * packages: every installed package at the locked version and integrity, and every locked package
 * installed unless it is optional (another platform's binary) or an unmet optional peer.
 */
function installedMatchesLock(dir) {
  const installedPath = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(installedPath)) return false;
  const locked = readJson(join(dir, 'package-lock.json')).packages ?? {};
  const installed = readJson(installedPath).packages ?? {};
  const same = (a, b) => a.version === b.version && a.integrity === b.integrity;
  return (
    Object.entries(installed).every(([path, pkg]) => locked[path] && same(pkg, locked[path])) &&
    Object.entries(locked).every(
      ([path, pkg]) => path === '' || pkg.optional || pkg.peer || path in installed,
    )
  );
}

/**
 * Why `dir` needs `npm ci`, or null when it is installed. The digest recorded at install is the
 * quick answer; without it (installed by a bare `npm ci`, as CI does) npm's record is compared with
 * the lock, and a match is recorded so the next start answers at once.
 */
export function needsInstall(dir = root) {
  if (!existsSync(join(dir, 'node_modules'))) return 'node_modules is missing';
  const digest = lockDigest(dir);
  const stampPath = join(dir, STAMP);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === digest) return null;
  if (installedMatchesLock(dir)) {
    writeFileSync(stampPath, `${digest}\n`);
    return null;
  }
  return 'node_modules does not match package-lock.json';
}

export function ensureDeps() {
  const reason = needsInstall();
  if (!reason) return;
  console.log(`\n== Installing dependencies (${reason}): npm ci\n`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    // Playwright must never try to download its own browsers: we use the system Chromium.
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(join(root, STAMP), `${lockDigest(root)}\n`);
}

/** Path of a binary installed in node_modules/.bin. */
export function bin(name) {
  return join(root, 'node_modules', '.bin', name);
}
