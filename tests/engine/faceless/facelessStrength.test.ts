import { describe, expect, it } from 'vitest';
import {
  createGame,
  replay,
  type FacelessStrength,
  type GameState,
  type SeatId,
} from '../../../src/engine';
import {
  BASE_GAME_FACELESS,
  FACELESS_STRENGTHS,
} from '../../../src/engine/content/facelessStrength';
import { FACELESS_STRENGTH_IDS } from '../../../src/engine/content/ids';
import { POWER_TOKENS } from '../../../src/engine/content/numbers';
import { playGame } from '../../../scripts/autoplay';
import { answer, logOf, runFaceless, seat, targetKey } from '../play';
import { scenarioGame } from '../positions';
import { tableWith } from '../../tables';

/** RB-44d (house option, docs/rulings.md): the Faceless strength, read from its data table. */

const STRENGTHS: FacelessStrength[] = [...FACELESS_STRENGTH_IDS];

const setupAt = (facelessStrength: FacelessStrength, faceless: SeatId[]) => ({
  seed: 3,
  seats: tableWith(faceless),
  initiative: 'allaria' as const,
  facelessStrength,
});

/** The cards a seat has on the Action stack. */
const placedBy = (s: GameState, id: SeatId) =>
  s.stack.flatMap((c) => (c.kind === 'action' && c.seat === id ? [c.card] : []));

describe('RB-44d: Faceless strength (house option)', () => {
  it('RB-44d: easy, normal and hard raise the starting Power and the cards per Planning step by step; normal and hard hunt the leader', () => {
    expect(FACELESS_STRENGTHS.easy).toMatchObject({
      cardsPerPlanning: 3,
      startingPower: 1,
      huntsLeader: false,
      house: true,
    });
    expect(FACELESS_STRENGTHS.normal).toMatchObject({
      cardsPerPlanning: 4,
      startingPower: 2,
      huntsLeader: true,
      house: true,
    });
    expect(FACELESS_STRENGTHS.hard).toMatchObject({
      cardsPerPlanning: 5,
      startingPower: 3,
      huntsLeader: true,
      house: true,
    });
    // Without people at the table the Faceless play the tuned base game (RB-13a, RB-44b).
    expect(BASE_GAME_FACELESS).toEqual({
      cardsPerPlanning: 4,
      startingPower: 0,
      huntsLeader: false,
    });
  });

  it.each(STRENGTHS)(
    'RB-44d: at %s, a table with no person plays the tuned base game: no starting Power, a pass after the 4th card',
    (strength) => {
      const created = createGame(setupAt(strength, ['allaria', 'fulgen', 'tyveria', 'skarn']));
      if (!created.ok) throw new Error(created.error);
      let s = created.state;
      expect(s.seats.map((x) => x.power)).toEqual(Array(4).fill({ unspent: 0, spent: 0 }));
      expect(logOf(s, 'starting-power')).toEqual([]);
      while (logOf(s, 'passed').length === 0) s = answer(s, { kind: 'auto' });
      // RB-13a: Allaria holds the initiative, places her 4th card and passes at her 5th turn.
      expect(placedBy(s, 'allaria')).toHaveLength(4);
      expect(placedBy(s, 'skarn')).toHaveLength(4);
      expect(logOf(s, 'passed').map((e) => e.seat)).toEqual(['allaria']);
    },
  );

  it('RB-44d: the setup records the strength (normal when absent), refuses an unknown one, and a replay reproduces it', () => {
    const absent = createGame({ seed: 3, seats: tableWith(['fulgen']) });
    expect(absent.ok && absent.state.options.facelessStrength).toBe('normal');
    const refused = createGame({ ...setupAt('hard', ['fulgen']), facelessStrength: 'brutal' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/^facelessStrength: /);
    const setup = { ...setupAt('hard', ['allaria', 'fulgen', 'tyveria', 'skarn']), seed: 11 };
    const { state, moves } = playGame(setup, { recordMoves: true });
    expect(state.options.facelessStrength).toBe('hard');
    expect(replay(setup, moves)).toEqual(state);
  });

  it.each(STRENGTHS)(
    'RB-44d, RB-13a: at %s a Faceless passes after its strength’s number of cards',
    (strength) => {
      const { cardsPerPlanning } = FACELESS_STRENGTHS[strength];
      // Fulgen (Faceless, 6 cards) plans after Allaria; the humans place their first card each time.
      const created = createGame(setupAt(strength, ['fulgen']));
      if (!created.ok) throw new Error(created.error);
      let s = created.state;
      while (s.pending?.kind === 'plan' && !s.pending.automaton)
        s = answer(s, { kind: 'card', card: seat(s, s.pending.seat).hand[0] });
      expect(placedBy(s, 'fulgen')).toHaveLength(cardsPerPlanning);
      expect(logOf(s, 'passed').map((e) => e.seat)).toEqual(['fulgen']);
      // Allaria sits before Fulgen, so she placed one card more; the strength never limits her.
      expect(placedBy(s, 'allaria')).toHaveLength(cardsPerPlanning + 1);
    },
  );

  it.each(STRENGTHS)(
    'RB-44d: at %s each Faceless starts with its strength’s unspent Power from the supply; humans start with none',
    (strength) => {
      const { startingPower } = FACELESS_STRENGTHS[strength];
      const created = createGame(setupAt(strength, ['fulgen', 'tyveria', 'skarn']));
      if (!created.ok) throw new Error(created.error);
      const s = created.state;
      expect(s.seats.map((x) => [x.id, x.power])).toEqual([
        ['allaria', { unspent: 0, spent: 0 }],
        ['fulgen', { unspent: startingPower, spent: 0 }],
        ['tyveria', { unspent: startingPower, spent: 0 }],
        ['skarn', { unspent: startingPower, spent: 0 }],
      ]);
      // RB-10 puts 10 tokens on the map (2 in the Red Moon Steppe and Vaala Crossing).
      expect(s.supply.power).toBe(POWER_TOKENS - 10 - 3 * startingPower);
      expect(logOf(s, 'starting-power').map((e) => e.seat)).toEqual(
        startingPower > 0 ? ['fulgen', 'tyveria', 'skarn'] : [],
      );
    },
  );

  it.each<[FacelessStrength, SeatId[], string]>([
    ['easy', ['tyveria'], 'neutral@tyvh'],
    ['normal', ['tyveria'], 'allaria@moon'],
    ['hard', ['tyveria'], 'allaria@moon'],
    ['hard', ['allaria', 'fulgen', 'tyveria', 'skarn'], 'neutral@tyvh'],
  ])(
    'RB-44d, RB-44b: at %s with Faceless %j, Tyveria assaults %s (hunting: the side nearest to winning before the lowest Combat Value, only against people)',
    (strength, faceless, defender) => {
      // Tyveria (4 Units + General, CV 5) may reach a lone neutral Unit (CV 1), Allaria's 2 Units
      // (CV 2; she needs 2 more tokens to win) and Skarn (CV 3; 5 more).
      const s = runFaceless(
        scenarioGame(
          {
            regions: {
              blood: { units: { tyveria: 4 } },
              tyvh: { units: { neutral: 1 } },
              moon: { units: { allaria: 2 } },
            },
            seats: {
              tyveria: { location: 'blood', vaalaHand: [] },
              allaria: { location: 'allar', power: { unspent: 8 } },
              skarn: { location: 'ashen', wounds: 3, power: { unspent: 5 } },
              fulgen: { location: 'ysval' },
            },
            lineup: [null, null, null, null, null, null],
            stack: [{ seat: 'tyveria', card: 'assault-vaala-deploy' }],
          },
          { seats: tableWith(faceless), facelessStrength: strength },
        ),
      );
      expect(logOf(s, 'combat-started').map((e) => targetKey(e.defender))[0]).toBe(defender);
    },
  );
});
