/**
 * Every boundary of the table with its fuzz cases and its check, shared by the fuzz tests
 * (tests/fuzz, in `npm test`) and `npm run audit` (many more cases, with counts).
 */
import fc from 'fast-check';
import { moveCases, saveCases, scenarioCases, shelfCases } from './cases';
import { checkAutosave, checkMove, checkSaveLoad, guarded, type Verdict } from './checks';
import { checkScenario, checkShelf, shelfEntries } from './fileChecks';
import { randomPositions } from './positions';

export interface Boundary {
  name: string;
  /** What is fed in, for the report. */
  inputs: string;
  cases: fc.Arbitrary<{ kind: string }>;
  check(c: { kind: string }): Verdict;
}

/** The boundaries, over `games` random real positions. */
export function boundaries(games = 16, seed = 7): Boundary[] {
  const positions = randomPositions(games, seed);
  const entries = shelfEntries(positions);
  const boundary = <C extends { kind: string }>(
    name: string,
    inputs: string,
    cases: fc.Arbitrary<C>,
    check: (c: C) => Verdict,
  ): Boundary => ({ name, inputs, cases, check: (c) => guarded(() => check(c as C)) });
  return [
    boundary(
      'applyMove',
      'legal, junk-carrying, inherited, getter, Proxy, malformed and well-formed illegal moves in random real positions',
      moveCases,
      (c) => checkMove(positions, c),
    ),
    boundary(
      'save file',
      'valid, old, damaged, truncated, deep, huge, foreign and edited save files, loaded during a game',
      saveCases,
      (c) => checkSaveLoad(positions, c),
    ),
    boundary(
      'autosave',
      'the same files as the autosave at start-up, and storage that is switched off',
      saveCases,
      (c) => checkAutosave(positions, c),
    ),
    boundary(
      'saved demos',
      'the stored demos list damaged, with junk in moves and setups; each demo offered is opened',
      shelfCases,
      (c) => checkShelf(positions, entries, c),
    ),
    boundary(
      'scenario',
      'the documented examples damaged, random positions of the game’s words, junk (read as the CLI reads)',
      scenarioCases,
      checkScenario,
    ),
  ];
}

export interface Tally {
  cases: number;
  accepted: number;
  refused: number;
  /** Cases by kind of input. */
  kinds: Record<string, number>;
  failures: { problem: string; kind: string }[];
}

/** Runs `runs` cases of one boundary and counts what happened. */
export function tally(boundary: Boundary, runs: number, seed: number): Tally {
  const result: Tally = { cases: 0, accepted: 0, refused: 0, kinds: {}, failures: [] };
  fc.assert(
    fc.property(boundary.cases, (c) => {
      const verdict = boundary.check(c);
      result.cases++;
      result[verdict.accepted ? 'accepted' : 'refused']++;
      result.kinds[c.kind] = (result.kinds[c.kind] ?? 0) + 1;
      if (verdict.problem) result.failures.push({ problem: verdict.problem, kind: c.kind });
    }),
    { numRuns: runs, seed },
  );
  return result;
}
