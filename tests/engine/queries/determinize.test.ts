import { describe, expect, it } from 'vitest';
import {
  applyMove,
  determinize,
  legalMoves,
  newGame,
  view,
  type GameSetup,
  type GameState,
  type SeatId,
} from '../../../src/engine';
import { playGame, seededRandom } from '../../../scripts/autoplay';
import { games } from '../../gamesScale';
import { invariantViolations } from '../invariants';
import { SOLO_TABLE } from '../../tables';

/**
 * A determinization deals everything a seat cannot see; the seat must not be able to tell it from
 * the real game. Checked at many decisions of whole random games of varied tables: 4 games a
 * table, times VALERNA_GAMES_SCALE (tests/gamesScale.ts) but never fewer, which the seeded games
 * need for more than 20 positions.
 */
const GAMES = games(4, 4);
const TABLES: { name: string; setup: Omit<GameSetup, 'seed'> }[] = [
  {
    name: 'solo',
    setup: { seats: SOLO_TABLE },
  },
  {
    name: 'hot-seat with 3 random Sagas and an Epic Dragon',
    setup: {
      sagas: 'random',
      seats: [
        { faction: 'allaria', controller: 'human' },
        { faction: 'fulgen', controller: 'human', epic: true },
        { faction: 'tyveria', controller: 'human' },
        { faction: 'skarn', controller: 'faceless' },
      ],
    },
  },
  {
    name: 'the Fell Knight, Nahuac and the Weeping Mother',
    setup: {
      weepingMother: true,
      seats: [
        { faction: 'nahuac', controller: 'human' },
        { faction: 'fell', controller: 'human' },
        { faction: 'tyveria', controller: 'faceless' },
        { faction: 'skarn', controller: 'human' },
      ],
    },
  },
];

/** Every `every`-th decision a human seat makes in `games` random games: (state, seat). */
function humanDecisions(setup: Omit<GameSetup, 'seed'>, games: number, every: number) {
  const found: { state: GameState; seat: SeatId }[] = [];
  for (let seed = 1; seed <= games; seed++) {
    let n = 0;
    playGame(
      { ...setup, seed },
      {
        afterMove: (s) => {
          if (s.pending && !s.pending.automaton && n++ % every === 0)
            found.push({ state: s, seat: s.pending.seat });
        },
      },
    );
  }
  return found;
}

describe('determinize', () => {
  for (const table of TABLES)
    it(`a determinized state looks the same to its seat, keeps every invariant and plays on (${table.name})`, () => {
      const positions = humanDecisions(table.setup, GAMES, 7);
      expect(positions.length).toBeGreaterThan(20);
      positions.forEach(({ state, seat }, i) => {
        const seen = view(state, seat);
        const dealt = determinize(seen, i);
        expect(invariantViolations(dealt)).toEqual([]);
        expect(view(dealt, seat)).toEqual(seen);
        // The dealt game goes on under the rules: 40 random moves, each legal.
        const random = seededRandom(i);
        let s = dealt;
        for (let move = 0; move < 40 && !s.result; move++) {
          const legal = legalMoves(s);
          const next = applyMove(s, legal[Math.floor(random() * legal.length)]);
          if (!next.ok) throw new Error(next.error.message);
          s = next.state;
        }
      });
    });

  it('deals the hidden cards differently for different seeds, and the same for the same seed', () => {
    const [{ state, seat }] = humanDecisions(TABLES[0].setup, 1, 1000);
    const seen = view(state, seat);
    expect(determinize(seen, 7)).toEqual(determinize(seen, 7));
    const deals = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(determinize(seen, seed).eventDeck)),
    );
    expect(deals.size).toBeGreaterThan(1);
  });

  it('does not read what the view hides: two games differing only in hidden cards deal alike', () => {
    const [{ state, seat }] = humanDecisions(TABLES[0].setup, 1, 1000);
    const other: GameState = {
      ...state,
      eventDeck: [...state.eventDeck].reverse(),
      rng: [1, 2, 3, 4],
      seats: state.seats.map((s) =>
        s.id === seat ? s : { ...s, vaalaDeck: [...s.vaalaDeck].reverse() },
      ),
    };
    expect(view(other, seat)).toEqual(view(state, seat));
    expect(determinize(view(other, seat), 3)).toEqual(determinize(view(state, seat), 3));
  });

  it('RB-13a: a Faceless face-down card is dealt from the top of its stacked deck, a Harvest card', () => {
    // Fulgen, Tyveria and Skarn plan before Allaria: one face-down card each.
    const s = newGame({ seed: 4, seats: TABLES[0].setup.seats, initiative: 'fulgen' });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'plan' });
    for (let seed = 1; seed <= 20; seed++) {
      const dealt = determinize(view(s, 'allaria'), seed);
      const faceDown = (seat: SeatId) =>
        dealt.stack.find((c) => c.kind === 'action' && c.seat === seat);
      expect(faceDown('fulgen')).toMatchObject({ card: 'fly-harvest' });
      expect(['harvest-move', 'harvest-vaala-fortify', 'region:blood']).toContain(
        (faceDown('tyveria') as { card: string }).card,
      );
    }
  });

  it('refuses a view where another seat is deciding (its options are hidden)', () => {
    const [{ state }] = humanDecisions(TABLES[0].setup, 1, 1000);
    const other = state.seats.find((s) => s.id !== state.pending!.seat)!.id;
    expect(() => determinize(view(state, other), 1)).toThrow(/options are hidden/);
  });
});
