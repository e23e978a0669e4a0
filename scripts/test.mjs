// `npm test`: install if needed, then typecheck, lint, format check, the architecture's rules,
// unit and component tests (npm run test:unit), the whole-game suites (npm run test:games) and e2e
// tests, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { bin, ensureDeps, root } from './ensure-deps.mjs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const steps = [
  { name: 'Typecheck', command: 'tsc', args: ['--noEmit', '-p', '.'] },
  { name: 'Lint', command: 'eslint', args: ['.'] },
  { name: 'Format check', command: 'prettier', args: ['--check', '.'] },
  {
    name: 'Architecture (imports, file sizes, citations)',
    command: 'node',
    args: ['scripts/checkArchitecture.mjs'],
  },
  {
    name: 'Unit and component tests (rules, ui)',
    command: 'vitest',
    args: ['run', '--project', 'rules', '--project', 'rules-isolated', '--project', 'ui'],
  },
  {
    name: 'Whole-game tests (whole-games)',
    command: 'vitest',
    args: ['run', '--project', 'whole-games'],
  },
  { name: 'End-to-end tests (Chromium)', command: 'playwright', args: ['test'] },
];

ensureDeps();

try {
  accessSync(chromiumPath, constants.X_OK);
} catch {
  console.error(
    'Chromium not found: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH',
  );
  process.exit(1);
}

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const timings = [];

for (const [index, step] of steps.entries()) {
  const label = `[${index + 1}/${steps.length}] ${step.name}`;
  console.log(`\n==== ${label}: ${step.command} ${step.args.join(' ')}\n`);
  const stepStart = Date.now();
  const command = step.command === 'node' ? process.execPath : bin(step.command);
  const result = spawnSync(command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromiumPath },
  });
  const took = Date.now() - stepStart;
  timings.push(`${step.name} ${seconds(took)}`);
  if (result.status !== 0) {
    console.error(`\n==== ${label} FAILED after ${seconds(took)}`);
    console.error(
      `npm test: FAILED at step ${index + 1} of ${steps.length} (${step.name}); ` +
        `${index} step(s) passed before it, in ${seconds(Date.now() - started)}`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`\n==== ${label} passed (${seconds(took)})`);
}

console.log(`\n==== Timings: ${timings.join(', ')}`);
console.log(`npm test: all ${steps.length} steps passed in ${seconds(Date.now() - started)}`);
