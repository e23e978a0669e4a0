import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaries } from '../../scripts/fuzz/suite';
import { games } from '../gamesScale';

/**
 * No input can brick the table (README, Reliability). Every boundary is fed hostile inputs
 * (scripts/fuzz): nothing throws, nothing malformed is accepted, a refusal changes neither the
 * running game nor the autosave, and every refusal is something a player can read. The counts
 * are times VALERNA_GAMES_SCALE (tests/gamesScale.ts), never fewer than 20 a boundary (by then
 * each has accepted a sound input in this seeded run: the saved demos first do at the 6th);
 * `npm run audit` runs about ten times as many cases and prints the counts.
 */
const FLOOR = 20;
const RUNS: Record<string, number> = {
  applyMove: games(2000, FLOOR),
  'save file': games(150, FLOOR),
  autosave: games(300, FLOOR),
  'saved demos': games(80, FLOOR),
  scenario: games(500, FLOOR),
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
  );
});
