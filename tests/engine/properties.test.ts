import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, type FactionId, type GameSetup } from '../../src/engine';
import { playGame } from '../../scripts/autoplay';
import { invariantViolations } from './invariants';

/**
 * Random whole games: random engine seeds, a random mix of human and Faceless seats in a random
 * seating order (now and then with Nahuac standing in for a base General, RB-6a), human seats
 * choosing uniformly among the legal moves with a PRNG seeded by fast-check. The run itself is
 * seeded, so a failure repeats.
 */
const GAMES = 200;

const setupArb = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  humans: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  nahuacReplaces: fc.constantFrom(null, null, null, 'allaria', 'tyveria'),
  /** Clockwise seating order (Generals side by side or not). */
  order: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
  playerSeed: fc.integer({ min: 0, max: 0xffffffff }),
});

type SetupInput = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

function setupOf(input: SetupInput): GameSetup {
  const general = (f: FactionId): FactionId => (input.nahuacReplaces === f ? 'nahuac' : f);
  const factions: FactionId[] = [general('allaria'), 'fulgen', general('tyveria'), 'skarn'];
  return {
    seed: input.seed,
    seats: input.order.map((i) => ({
      faction: factions[i],
      controller: input.humans[i] ? 'human' : 'faceless',
    })),
  };
}

describe('whole random games', () => {
  it('RB-3, RB-3a, RB-7a, RB-19a, RB-36, RB-37a, RB-38a invariants hold after every move of 200 random games; replay reproduces every game', () => {
    fc.assert(
      fc.property(setupArb, (input) => {
        const setup = setupOf(input);
        const { state, moves } = playGame(setup, {
          playerSeed: input.playerSeed,
          recordMoves: true,
          afterMove: (s, move, i) => {
            const problems = invariantViolations(s);
            if (problems.length > 0)
              throw new Error(
                `after move ${i + 1} ${JSON.stringify(move)} (round ${s.round}): ${problems.join('; ')}`,
              );
          },
        });
        expect(state.result).not.toBeNull();
        // architecture.md §3: a game is a seed plus its moves.
        expect(replay(setup, moves)).toEqual(state);
      }),
      { seed: 20240611, numRuns: GAMES },
    );
  }, 120_000);
});
