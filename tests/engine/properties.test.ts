import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame, replay, type GameSetup } from '../../src/engine';
import { PLAYABLE_SAGAS } from '../../src/engine';
import { playGame } from '../../scripts/autoplay';
import { games } from '../gamesScale';
import { illFormedLegalMoves, invariantViolations, slotMoveViolations } from './invariants';
import { sagaSetupArb, sagaSetupOf, setupArb, setupOf } from './randomSetups';

/**
 * Random whole games on the random tables of randomSetups.ts, human seats choosing uniformly
 * among the legal moves with a PRNG seeded by fast-check. The run itself is seeded, so a failure
 * repeats. 200 games each, times VALERNA_GAMES_SCALE (tests/gamesScale.ts); the Saga games never
 * fewer than 20 (every playable Saga has taken part by the 10th game of this seeded run).
 */
const GAMES = games(200);
const SAGA_GAMES = games(200, 20);

/** Plays one game, checking the invariants after every move and the replay at the end. */
function checkGame(setup: GameSetup, playerSeed: number): void {
  let before = newGame(setup);
  const { state, moves } = playGame(setup, {
    playerSeed,
    recordMoves: true,
    afterMove: (s, move, i) => {
      const problems = [
        ...invariantViolations(s),
        ...slotMoveViolations(before, s),
        ...illFormedLegalMoves(s),
      ];
      before = s;
      if (problems.length > 0)
        throw new Error(
          `after move ${i + 1} ${JSON.stringify(move)} (round ${s.round}): ${problems.join('; ')}`,
        );
    },
  });
  expect(state.result).not.toBeNull();
  // A game is a seed plus its moves (docs/architecture.md, Properties that matter, 3).
  expect(replay(setup, moves)).toEqual(state);
}

describe('whole random games', () => {
  it(`RB-3, RB-3a, RB-7a, RB-19a, RB-36, RB-37a, RB-38a, EV-SLOT-3, EV-SLOT-4, EV-EDRAGON-5 invariants hold after every move of ${GAMES} random games with random Epic seats; replay reproduces every game`, () => {
    fc.assert(
      fc.property(setupArb, (input) => checkGame(setupOf(input), input.playerSeed)),
      { seed: 20240611, numRuns: GAMES },
    );
  });

  it(`EV-SAGA-SETUP-5, RB-3, EV-DIAL-8, EV-SAGA-HOLD-22, RB-39, EV-SAGA-ZENITH-2 invariants hold after every move of ${SAGA_GAMES} random games with 3 random playable Sagas; replay reproduces every game`, () => {
    // Three Sagas must be playable to draw them at random (EV-SAGA-SETUP-3).
    expect(PLAYABLE_SAGAS.length).toBeGreaterThanOrEqual(3);
    const seen = new Set<string>();
    fc.assert(
      fc.property(sagaSetupArb, (input) => {
        const setup = sagaSetupOf(input);
        checkGame(setup, input.table.playerSeed);
        seen.add(JSON.stringify(replay(setup, []).options.sagas));
      }),
      { seed: 20250301, numRuns: SAGA_GAMES },
    );
    // Every playable Saga took part in some game.
    expect(new Set([...seen].flatMap((s) => JSON.parse(s) as string[]))).toEqual(
      new Set(PLAYABLE_SAGAS),
    );
  });
});
