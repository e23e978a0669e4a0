import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame, replay, type FactionId, type GameSetup, type SoloMode } from '../../src/engine';
import { PLAYABLE_SAGAS } from '../../src/engine/sagas/registry';
import { playGame } from '../../scripts/autoplay';
import { invariantViolations, slotMoveViolations } from './invariants';

/**
 * Random whole games: random engine seeds, a random mix of human and Faceless seats in a random
 * seating order (now and then with Nahuac standing in for a base General, RB-6a), human seats
 * choosing uniformly among the legal moves with a PRNG seeded by fast-check. The run itself is
 * seeded, so a failure repeats. Some games seat the Fell Knight (always human, §10) in a Dragon's
 * place, or Reganna as the Fulgen Dragon with her own Vaala cards (EV-CHAR-3).
 */
const GAMES = 200;

const setupArb = fc.record({
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

type SetupInput = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

function setupOf(input: SetupInput): GameSetup {
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
const SAGA_GAMES = 200;
const SOLO_MODES: (SoloMode | null)[] = [null, 'fast-paced', 'standard', 'challenging'];

const sagaSetupArb = fc.record({
  table: setupArb,
  solo: fc.constantFrom(...SOLO_MODES),
});

function sagaSetupOf(input: { table: SetupInput; solo: SoloMode | null }): GameSetup {
  const setup: GameSetup = { ...setupOf(input.table), sagas: 'random' };
  const humans = setup.seats.filter((seat) => seat.controller === 'human').length;
  return humans === 1 && input.solo ? { ...setup, soloMode: input.solo } : setup;
}

/** Plays one game, checking the invariants after every move and the replay at the end. */
function checkGame(setup: GameSetup, playerSeed: number): void {
  let before = newGame(setup);
  const { state, moves } = playGame(setup, {
    playerSeed,
    recordMoves: true,
    afterMove: (s, move, i) => {
      const problems = [...invariantViolations(s), ...slotMoveViolations(before, s)];
      before = s;
      if (problems.length > 0)
        throw new Error(
          `after move ${i + 1} ${JSON.stringify(move)} (round ${s.round}): ${problems.join('; ')}`,
        );
    },
  });
  expect(state.result).not.toBeNull();
  // architecture.md §3: a game is a seed plus its moves.
  expect(replay(setup, moves)).toEqual(state);
}

describe('whole random games', () => {
  it('RB-3, RB-3a, RB-7a, RB-19a, RB-36, RB-37a, RB-38a, EV-SLOT-3, EV-SLOT-4, EV-EDRAGON-5 invariants hold after every move of 200 random games with random Epic seats; replay reproduces every game', () => {
    fc.assert(
      fc.property(setupArb, (input) => checkGame(setupOf(input), input.playerSeed)),
      { seed: 20240611, numRuns: GAMES },
    );
  }, 120_000);

  it('EV-SAGA-SETUP-5, RB-3, EV-DIAL-8, EV-SAGA-HOLD-22, RB-39, EV-SAGA-ZENITH-2 invariants hold after every move of 200 random games with 3 random playable Sagas; replay reproduces every game', () => {
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
  }, 180_000);
});
