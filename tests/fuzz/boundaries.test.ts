import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaries } from '../../scripts/fuzz/suite';

/**
 * Issue 10: no input can brick the table. Every boundary is fed hostile inputs (scripts/fuzz):
 * nothing throws, nothing malformed is accepted, a refusal changes neither the running game nor
 * the autosave, and every refusal is something a player can read. `npm run audit` runs about
 * ten times as many cases and prints the counts.
 */
const RUNS: Record<string, number> = {
  applyMove: 2000,
  'save file': 150,
  autosave: 300,
  'saved demos': 80,
  scenario: 500,
};

describe('fuzzing every boundary', () => {
  const all = boundaries();
  it.each(all.map((b) => [b.name, b] as const))(
    '%s: 0 throws, 0 malformed inputs accepted, 0 changes on refusal, readable refusals',
    (name, boundary) => {
      let accepted = 0;
      fc.assert(
        fc.property(boundary.cases, (c) => {
          const verdict = boundary.check(c);
          if (verdict.accepted) accepted++;
          expect(verdict.problem).toBeNull();
        }),
        { numRuns: RUNS[name], seed: 20260110 },
      );
      // The inputs are not all refused: sound ones (legal moves, valid saves) get through.
      expect(accepted).toBeGreaterThan(0);
    },
    60_000,
  );
});
