import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { playGame } from '../../scripts/autoplay';
import { games } from '../gamesScale';
import { sagaSetupArb, sagaSetupOf } from './randomSetups';

/**
 * docs/architecture.md, Properties that matter (2): a state is plain JSON data. `toStrictEqual`
 * tells `{source: undefined}` from `{}`, so a state that survives a JSON round trip unchanged holds
 * no `undefined`, no class instance and no non-finite number (`pending.source.card` once held
 * `undefined`). 25 games, times VALERNA_GAMES_SCALE (tests/gamesScale.ts).
 */
const GAMES = games(25);

describe('state is plain JSON', () => {
  it(`JSON.parse(JSON.stringify(s)) strictly deep-equals s after every move of ${GAMES} random Saga games with random Epic seats and solo modes`, () => {
    let states = 0;
    fc.assert(
      fc.property(sagaSetupArb, (input) => {
        playGame(sagaSetupOf(input), {
          playerSeed: input.table.playerSeed,
          afterMove: (state: GameState) => {
            states++;
            expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
          },
        });
      }),
      { seed: 20260110, numRuns: GAMES },
    );
    expect(states).toBeGreaterThan(GAMES * 100);
  });
});
