import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/**
 * The order of the test files in a Stryker run (vitest.stryker.config.ts): cheapest first.
 *
 * Stryker stops a mutant's run at the first failing test (bail), so a killed mutant costs only the
 * tests that ran before the kill. Vitest's own order is the opposite of what that wants: the
 * longest file first (it balances parallel workers). Here each file's cost is the time of the
 * tests the run will select in it (Stryker selects a mutant's covering tests by name), measured
 * in the first run, Stryker's dry run of every test; files run in ascending order of the average
 * time of their selected tests, so the whole-game tests come last.
 *
 * Stryker runs its dry run in one runner process only, and starts a new process after a mutant
 * timed out: the dry run's times are written to a file in Stryker's sandbox, which every runner
 * process reads before its first mutant. (Without it, the other process and every restarted one
 * ordered files by name until it had met them all.)
 */

/** Milliseconds by test file and by full test name, from the first run of each test. */
const durations = new Map<string, Map<string, number>>();

/** The name Vitest matches `testNamePattern` against: the suites' names and the test's. */
function fullName(test: TestCase): string {
  const names = [test.name];
  for (let p = test.parent; p.type === 'suite'; p = p.parent) names.unshift(p.name);
  return names.join(' ');
}

/** The dry run's times, in Stryker's sandbox (only Stryker's runner processes write it). */
let shared: string | null = null;

function readShared(): void {
  if (!shared || !existsSync(shared)) return;
  const saved = JSON.parse(readFileSync(shared, 'utf8')) as Record<string, Record<string, number>>;
  for (const [file, byName] of Object.entries(saved)) {
    const known = durations.get(file) ?? new Map<string, number>();
    for (const [name, ms] of Object.entries(byName)) if (!known.has(name)) known.set(name, ms);
    durations.set(file, known);
  }
}

function writeShared(): void {
  if (!shared || existsSync(shared)) return;
  const saved = Object.fromEntries(
    [...durations].map(([file, byName]) => [file, Object.fromEntries(byName)]),
  );
  writeFileSync(`${shared}.tmp`, JSON.stringify(saved));
  renameSync(`${shared}.tmp`, shared);
}

/** Records each test's time the first time it runs (a Vitest reporter). */
export const testDurations: Reporter = {
  onInit(vitest) {
    if (process.env.STRYKER_MUTATOR_WORKER !== undefined)
      shared = join(vitest.config.root, '.stryker-test-durations.json');
  },
  // The first run to end writes the file: in a Stryker run, the dry run.
  onTestRunEnd() {
    writeShared();
  },
  onTestCaseResult(test) {
    const duration = test.diagnostic()?.duration;
    if (duration === undefined) return;
    const file = test.module.moduleId;
    let byName = durations.get(file);
    if (!byName) durations.set(file, (byName = new Map()));
    if (!byName.has(fullName(test))) byName.set(fullName(test), duration);
  },
};

/** A file never measured runs first: it is the dry run, which measures every file. */
const UNKNOWN = -1;

function averageSelected(spec: TestSpecification): number {
  const byName = durations.get(spec.moduleId);
  if (!byName) return UNKNOWN;
  const pattern = spec.project.config.testNamePattern;
  let total = 0;
  let count = 0;
  for (const [name, ms] of byName)
    if (!pattern || pattern.test(name)) {
      total += ms;
      count++;
    }
  return count === 0 ? 0 : total / count;
}

export class CheapFirst implements TestSequencer {
  private read = false;

  constructor(_ctx: Vitest) {}

  shard(files: TestSpecification[]): TestSpecification[] {
    return files;
  }

  sort(files: TestSpecification[]): TestSpecification[] {
    if (!this.read && durations.size === 0) {
      readShared();
      this.read = durations.size > 0;
    }
    const cost = new Map(files.map((f) => [f, averageSelected(f)]));
    return [...files].sort(
      (a, b) =>
        // Projects run one after the other; Vitest groups a project's files.
        a.project.name.localeCompare(b.project.name) ||
        cost.get(a)! - cost.get(b)! ||
        a.moduleId.localeCompare(b.moduleId),
    );
  }
}
