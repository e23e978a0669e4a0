import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, PLAYABLE_SAGAS, type GameSetup } from '../../../src/engine';
import { CHARACTER_IDS, FACTION_IDS, SAGA_IDS } from '../../../src/engine/content/ids';
import { DEFAULT_RULES } from '../../../src/engine/modules';
import { installRules } from '../../../src/engine/ruleHooks/apply';
import { setupProblems } from '../../../src/engine/data';

/**
 * The new-game form checks a table before the rules engine has loaded (src/engine/data.ts,
 * against PLAYABLE_SAGAS and the house content); createGame checks it against the rules it has
 * installed. They must say the same: a table the form passes starts, one it refuses is refused
 * in the same words.
 */
const tables: fc.Arbitrary<GameSetup> = fc.record(
  {
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    seats: fc.array(
      fc.record(
        {
          faction: fc.constantFrom(...FACTION_IDS),
          character: fc.constantFrom(...CHARACTER_IDS),
          controller: fc.constantFrom('human' as const, 'faceless' as const),
          epic: fc.boolean(),
        },
        { requiredKeys: ['faction', 'controller'] },
      ),
      { minLength: 1, maxLength: 5 },
    ),
    initiative: fc.constantFrom(...FACTION_IDS),
    sagas: fc.oneof(
      fc.constant('random' as const),
      fc.array(fc.constantFrom(...SAGA_IDS), { maxLength: 4 }),
    ),
    soloMode: fc.constantFrom('fast-paced' as const, 'standard' as const),
    noFaceless: fc.constantFrom('cooperative' as const, 'competitive' as const),
    weepingMother: fc.boolean(),
  },
  { requiredKeys: ['seed', 'seats'] },
);

const verdict = (setup: GameSetup): string => {
  const result = createGame(setup);
  return result.ok ? '' : result.error;
};

describe('the new-game form’s check is createGame’s', () => {
  it('EV-SAGA-SETUP-3, RB-1: the same verdict, in the same words and fields, on 600 random tables', () => {
    let started = 0;
    fc.assert(
      fc.property(tables, (setup) => {
        const problems = setupProblems(setup);
        const result = createGame(setup);
        // The same problems, each about the same field of the setup.
        expect(problems).toEqual(result.ok ? [] : result.problems);
        if (problems.length === 0) started++;
      }),
      { numRuns: 600, seed: 20261201 },
    );
    // Tables of both kinds were tried.
    expect(started).toBeGreaterThan(0);
  });

  it('EV-SAGA-SETUP-3: the form knows the Sagas the composition root installs, in its draw order', () => {
    expect(Object.keys(DEFAULT_RULES.sagas).sort()).toEqual([...PLAYABLE_SAGAS].sort());
    expect(DEFAULT_RULES.drawOrder).toEqual(PLAYABLE_SAGAS);
  });

  it('EV-SAGA-SETUP-3: createGame asks the installed rules, so a Saga without a module is refused', () => {
    const { crow, ...others } = DEFAULT_RULES.sagas;
    expect(crow).toBeDefined();
    installRules({ ...DEFAULT_RULES, sagas: others as typeof DEFAULT_RULES.sagas });
    try {
      const seats = [
        { faction: 'allaria', controller: 'human' },
        { faction: 'fulgen', controller: 'faceless' },
        { faction: 'tyveria', controller: 'faceless' },
        { faction: 'skarn', controller: 'faceless' },
      ] as const;
      expect(verdict({ seed: 1, seats: [...seats], sagas: ['crow', 'zenith', 'kadmos'] })).toBe(
        'The Great Conspiracy from the Crimson Crow is not playable yet',
      );
      expect(verdict({ seed: 1, seats: [...seats], sagas: ['null', 'zenith', 'kadmos'] })).toBe('');
    } finally {
      installRules(DEFAULT_RULES);
    }
  });
});
