import { describe, expect, it } from 'vitest';
import { content, newGame, view, type GameState, type SeatId } from '../../src/engine';
import { defaultChoice, lookaheadChoice, lookaheadPlayer, seededRandom } from '../../src/lookahead';
import { playGame } from '../../scripts/autoplay';
import { scenarioGame } from '../engine/positions';
import { SOLO_TABLE } from '../tables';

/** The first position of a seeded solo game where Allaria faces a decision of this kind. */
function firstDecision(kind: string, seed = 3): GameState {
  let found: GameState | null = null;
  playGame(
    { seed, seats: SOLO_TABLE },
    {
      afterMove: (s) => {
        if (!found && s.pending?.seat === 'allaria' && s.pending.kind === kind) found = s;
      },
    },
  );
  if (!found) throw new Error(`no ${kind} decision for Allaria in game ${seed}`);
  return found;
}

/** The same game with everything Allaria cannot see dealt differently. */
function reshuffledHidden(s: GameState, seat: SeatId): GameState {
  return {
    ...s,
    eventDeck: [...s.eventDeck].reverse(),
    regionDeck: [...s.regionDeck].reverse(),
    denizenDeck: [...s.denizenDeck].reverse(),
    rng: [11, 22, 33, 44],
    seats: s.seats.map((x) =>
      x.id === seat
        ? x
        : { ...x, hand: [...x.hand].reverse(), vaalaDeck: [...x.vaalaDeck].reverse() },
    ),
  };
}

describe('lookahead player', () => {
  it('is deterministic: the same view and seed give the same choice', () => {
    for (const kind of ['plan', 'assault']) {
      const s = firstDecision(kind);
      const v = view(s, 'allaria');
      expect(lookaheadChoice(v, 5)).toEqual(lookaheadChoice(v, 5));
    }
  });

  it('reads only its own view: games differing only in what it cannot see get the same choice', () => {
    for (const kind of ['plan', 'assault']) {
      const s = firstDecision(kind);
      const other = reshuffledHidden(s, 'allaria');
      expect(other).not.toEqual(s);
      expect(view(other, 'allaria')).toEqual(view(s, 'allaria'));
      expect(lookaheadChoice(view(other, 'allaria'), 9)).toEqual(
        lookaheadChoice(view(s, 'allaria'), 9),
      );
    }
  });

  it('RB-13: when any card of a Faceless Dragon would win it the game, it ends Planning at once by passing', () => {
    // Fulgen has 9 Power and an Essence track one Unit short: any Harvest or Wrath wins (RB-43, RB-36).
    const s = scenarioGame(
      {
        regions: {
          moon: { power: 3, units: { neutral: 1 } },
          allar: { units: { allaria: 3 }, power: 2 },
        },
        seats: {
          fulgen: {
            location: 'moon',
            power: { unspent: 9 },
            essence: new Array(content.ESSENCE_TRACK_LENGTH - 1).fill('neutral'),
          },
        },
      },
      { seats: SOLO_TABLE },
    );
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'plan' });
    // The cheap default would play its Harvest card and so give Fulgen its turn.
    expect(defaultChoice(s, s.pending!, seededRandom(1)).kind).toBe('card');
    expect(lookaheadChoice(view(s, 'allaria'), 1)).toEqual({ kind: 'pass' });
  });

  it('answers at a decision that is not its own with a clear error', () => {
    const s = newGame({ seed: 1, seats: SOLO_TABLE, initiative: 'allaria' });
    expect(s.pending?.seat).toBe('allaria');
    const player = lookaheadPlayer('fulgen', 1);
    expect(() => player.choose(view(s, 'fulgen'))).toThrow(/no decision of fulgen's/);
  });
});
