// Installs dependencies with `npm ci` when node_modules is missing or older than package-lock.json.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function needsInstall() {
  const installedLock = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(join(root, 'node_modules')) || !existsSync(installedLock)) {
    return 'node_modules is missing';
  }
  if (statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installedLock).mtimeMs) {
    return 'package-lock.json is newer than node_modules';
  }
  return null;
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
}

/** Path of a binary installed in node_modules/.bin. */
export function bin(name) {
  return join(root, 'node_modules', '.bin', name);
}
