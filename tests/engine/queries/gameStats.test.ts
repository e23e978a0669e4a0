import { describe, expect, it } from 'vitest';
import { newGame, type GameState, type LogEntry } from '../../../src/engine';
import { gameStats } from '../../../src/engine/queries/gameStats';

const SEATS = [
  { faction: 'allaria', controller: 'human', name: 'Elyse' },
  { faction: 'fulgen', controller: 'human' },
  { faction: 'tyveria', controller: 'faceless' },
  { faction: 'skarn', controller: 'faceless' },
] as const;

const at = { round: 1, phase: 'resolution' } as const;

/** A position of round `round` whose seats hold `power` tokens each (unspent, spent) and `log`. */
function position(
  base: GameState,
  round: number,
  power: Record<string, [number, number]>,
  log: LogEntry[] = [],
): GameState {
  return {
    ...base,
    round,
    seats: base.seats.map((s) => {
      const [unspent, spent] = power[s.id] ?? [0, 0];
      return { ...s, power: { unspent, spent } };
    }),
    log,
  };
}

describe('gameStats: the numbers of a game at its end', () => {
  const base = newGame({ seed: 1, seats: [...SEATS], initiative: 'allaria' });

  it('RB-3: Power at each round’s end counts unspent and spent tokens, the last position of the round', () => {
    const states = [
      position(base, 1, { allaria: [1, 0] }),
      position(base, 1, { allaria: [2, 1], skarn: [4, 0] }),
      position(base, 2, { allaria: [2, 3], skarn: [2, 2] }),
      position(base, 3, { allaria: [6, 4], skarn: [5, 0] }),
    ];
    const stats = gameStats(states);
    expect(stats.rounds).toBe(3);
    const of = (seat: string) => stats.seats.find((s) => s.seat === seat)!.powerByRound;
    expect(of('allaria')).toEqual([3, 5, 10]);
    expect(of('skarn')).toEqual([4, 4, 5]);
    expect(of('fulgen')).toEqual([0, 0, 0]);
  });

  it('RB-33…RB-37: a combat is won by the side left standing; Units lost and cards played are counted', () => {
    const allaria = { kind: 'force', side: 'allaria', region: 'allar' } as const;
    const skarn = { kind: 'dragon', seat: 'skarn' } as const;
    const log: LogEntry[] = [
      { ...at, kind: 'card-revealed', seat: 'allaria', card: 'move-assault' },
      { ...at, kind: 'card-revealed', seat: 'skarn', card: 'fly-wrath-a' },
      { ...at, kind: 'vaala-played', seat: 'allaria', card: 'rally', cost: 0 },
      // Skarn's Wrath on Allaria: two Units lost, Skarn injured (the skull), Allaria standing.
      {
        ...at,
        kind: 'combat-started',
        seat: 'skarn',
        attacker: skarn,
        defender: allaria,
        origin: 'cross',
        battleground: 'allar',
      },
      { ...at, kind: 'units-destroyed', seat: 'skarn', region: 'allar', side: 'allaria', count: 2 },
      { ...at, kind: 'combat-ended', seat: 'skarn', attacker: 'injured', defender: 'standing' },
      // Allaria attacks neutrals and destroys them: a win; neutral losses are nobody's.
      {
        ...at,
        kind: 'combat-started',
        seat: 'allaria',
        attacker: allaria,
        defender: { kind: 'force', side: 'neutral', region: 'cross' },
        origin: 'allar',
        battleground: 'cross',
      },
      {
        ...at,
        kind: 'units-destroyed',
        seat: 'allaria',
        region: 'cross',
        side: 'neutral',
        count: 3,
      },
      { ...at, kind: 'combat-ended', seat: 'allaria', attacker: 'standing', defender: 'destroyed' },
    ];
    const stats = gameStats([position(base, 1, {}, log)]);
    const of = (seat: string) => stats.seats.find((s) => s.seat === seat)!;
    expect(of('allaria')).toMatchObject({
      combatsFought: 2,
      combatsWon: 2,
      unitsLost: 2,
      cardsPlayed: 1,
      vaalaPlayed: 1,
    });
    expect(of('skarn')).toMatchObject({
      combatsFought: 1,
      combatsWon: 0,
      unitsLost: 0,
      cardsPlayed: 1,
    });
  });
});
