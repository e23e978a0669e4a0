// `npm run mutation`: Stryker on the engine's rule code (stryker.config.mjs), then the committed
// incremental file is made machine-independent: Stryker records the absolute directory it ran
// in as `projectRoot`, which it does not read back, so it is written as "." instead.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { bin, root } from './ensure-deps.mjs';

const INCREMENTAL = new URL('../reports/mutation/stryker-incremental.json', import.meta.url);

const run = spawnSync(bin('stryker'), ['run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
try {
  const report = JSON.parse(readFileSync(INCREMENTAL, 'utf8'));
  report.projectRoot = '.';
  writeFileSync(INCREMENTAL, `${JSON.stringify(report)}\n`);
} catch {
  // No incremental file yet (the run failed before writing one): nothing to clean.
}
process.exit(run.status ?? 1);
