import fc from 'fast-check';
import type { FactionId, GameSetup, SoloMode } from '../../src/engine';

/**
 * Random tables for whole random games: random engine seeds, a random mix of human and Faceless
 * seats in a random seating order (now and then with Nahuac standing in for a base General,
 * RB-6a). Some games seat the Fell Knight (always human, §10) in a Dragon's place, or Reganna as
 * the Fulgen Dragon with her own Vaala cards (EV-CHAR-3). `playerSeed` seeds the human seats'
 * random choices.
 */
export const setupArb = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  humans: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  /** EV-EPIC-SETUP-4: a human seat may go Epic (never a Faceless one, EV-EPIC-SETUP-5). */
  epic: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  nahuacReplaces: fc.constantFrom(null, null, null, 'allaria', 'tyveria'),
  fellReplaces: fc.constantFrom(null, null, null, 'fulgen', 'skarn'),
  reganna: fc.boolean(),
  /** Clockwise seating order (Generals side by side or not). */
  order: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
  playerSeed: fc.integer({ min: 0, max: 0xffffffff }),
});

export type SetupInput = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

export function setupOf(input: SetupInput): GameSetup {
  const substitute = (f: FactionId): FactionId =>
    input.nahuacReplaces === f ? 'nahuac' : input.fellReplaces === f ? 'fell' : f;
  const factions = (['allaria', 'fulgen', 'tyveria', 'skarn'] as const).map(substitute);
  return {
    seed: input.seed,
    seats: input.order.map((i) => ({
      faction: factions[i],
      ...(factions[i] === 'fulgen' && input.reganna ? { character: 'reganna' as const } : {}),
      controller: input.humans[i] || factions[i] === 'fell' ? 'human' : 'faceless',
      // EV-EPIC-SETUP-5/16: only a human seat goes Epic, and the Fell Knight never does.
      ...(input.humans[i] && input.epic[i] && factions[i] !== 'fell' ? { epic: true } : {}),
    })),
  };
}

/**
 * Saga games: 3 Sagas drawn at random from the playable ones (EV-SAGA-SETUP-5), the same random
 * tables, and with exactly one human a random solo preference (EV-CHOICE-6).
 */
const SOLO_MODES: (SoloMode | null)[] = [null, 'fast-paced', 'standard', 'challenging'];

export const sagaSetupArb = fc.record({
  table: setupArb,
  solo: fc.constantFrom(...SOLO_MODES),
});

export function sagaSetupOf(input: { table: SetupInput; solo: SoloMode | null }): GameSetup {
  const setup: GameSetup = { ...setupOf(input.table), sagas: 'random' };
  const humans = setup.seats.filter((seat) => seat.controller === 'human').length;
  return humans === 1 && input.solo ? { ...setup, soloMode: input.solo } : setup;
}
