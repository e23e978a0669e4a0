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
 */

/** Milliseconds by test file and by full test name, from the first run of each test. */
const durations = new Map<string, Map<string, number>>();

/** The name Vitest matches `testNamePattern` against: the suites' names and the test's. */
function fullName(test: TestCase): string {
  const names = [test.name];
  for (let p = test.parent; p.type === 'suite'; p = p.parent) names.unshift(p.name);
  return names.join(' ');
}

/** Records each test's time the first time it runs (a Vitest reporter). */
export const testDurations: Reporter = {
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
  constructor(_ctx: Vitest) {}

  shard(files: TestSpecification[]): TestSpecification[] {
    return files;
  }

  sort(files: TestSpecification[]): TestSpecification[] {
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
