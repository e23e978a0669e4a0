import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameSetup, GameState, SagaId } from '../../src/engine';
import { PLAYABLE_SAGAS } from '../../src/engine/playableSagas';
import { installedRules } from '../../src/engine/ruleHooks/apply';
import type { ModuleLoader } from '../../src/engine/ruleHooks/hooks';
import { isLoader, loadedPart } from '../../src/engine/ruleHooks/loaded';
import { playGame } from '../../scripts/autoplay';
import { games } from '../gamesScale';
import { setupArb, setupOf } from './randomSetups';

/**
 * The rule modules a game loads with it (loadRules.test.ts), over random whole games: 60, times
 * VALERNA_GAMES_SCALE (tests/gamesScale.ts) but never fewer, so that every module takes part.
 */
const GAMES = games(60, 60);

const inForce = installedRules();

describe('a game’s rules load with it, over random games', () => {
  it(`EV-SAGA-SETUP-5, EV-EPIC-SETUP-4, EV-CHAR-8, EV-WEEP-2: in ${GAMES} random games a module that loads later is active only where its setup named it, as its own activity says`, () => {
    const loaders = inForce.modules.filter((m): m is ModuleLoader => isLoader(m));
    expect(loaders.map((m) => m.id)).toEqual([
      'epic',
      'dragon-dials',
      'null-force',
      'strongholds',
      'relics',
      'fell-knight',
      'weeping-mother',
      'sagas',
    ]);
    const arb = fc.record({
      table: setupArb,
      sagas: fc.oneof(
        fc.constant<SagaId[]>([]),
        fc.shuffledSubarray([...PLAYABLE_SAGAS], { minLength: 3, maxLength: 3 }),
      ),
      weepingMother: fc.boolean(),
    });
    const seen = new Set<string>();
    fc.assert(
      fc.property(arb, ({ table, sagas, weepingMother }) => {
        const setup: GameSetup = { ...setupOf(table), sagas, weepingMother };
        const check = (s: GameState) => {
          for (const loader of loaders) {
            const active = loader.active(s);
            expect(active).toBe(loadedPart(loader)!.active(s));
            if (active) seen.add(loader.id);
            if (active) expect(loader.neededBy(setup, sagas), loader.id).toBe(true);
          }
        };
        playGame(setup, { playerSeed: table.playerSeed, afterMove: check });
      }),
      { seed: 20261202, numRuns: GAMES },
    );
    // Every module was active in some game, so each was checked.
    expect([...seen].sort()).toEqual(loaders.map((m) => m.id).sort());
  });
});
