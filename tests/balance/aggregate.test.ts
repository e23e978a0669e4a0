import { describe, expect, it } from 'vitest';
import type { SeatId } from '../../src/engine';
import { figuresOf, summarize, targetsOf } from '../../scripts/balance/aggregate';
import { configurations } from '../../scripts/balance/configs';
import type { GameRecord } from '../../scripts/balance/record';
import { renderTables } from '../../scripts/balance/report';

const ROLES: GameRecord['roles'] = {
  allaria: 'general',
  fulgen: 'dragon',
  tyveria: 'general',
  skarn: 'dragon',
};

let seed = 0;
function game(config: string, winners: SeatId[], more: Partial<GameRecord> = {}): GameRecord {
  return {
    config,
    seed: ++seed,
    winners,
    reason: 'power',
    rounds: 4,
    bonds: 0,
    combats: 2,
    sagas: [],
    roles: ROLES,
    ms: 1,
    ...more,
  };
}

/** Four all-Faceless games: a lone General, a lone Dragon, a bonded pair, a scored end. */
const FOUR = [
  game('faceless', ['allaria'], { rounds: 3 }),
  game('faceless', ['fulgen'], { rounds: 5, combats: 4 }),
  game('faceless', ['tyveria', 'skarn'], { rounds: 6, bonds: 1, combats: 0 }),
  game('faceless', ['skarn'], { rounds: 6, reason: 'event-deck' }),
];

describe('balance figures', () => {
  it('summarises wins by faction and role, how games end, rounds, bonds and combats', () => {
    expect(summarize(FOUR)).toEqual({
      games: 4,
      wins: { allaria: 25, fulgen: 25, tyveria: 25, skarn: 50 },
      roles: { general: 25, dragon: 50, bonded: 25 },
      generals: 50,
      ends: { power: 50, combined: 25, eventDeck: 25 },
      rounds: { mean: 5, median: 5.5, byRound3: 25, toRound6: 50 },
      bonded: 25,
      combatsPerGame: 2,
    });
  });

  it('splits the Saga games by Saga and checks every target against its range', () => {
    const configs = configurations(4);
    const records = [
      ...FOUR,
      game('sagas', ['allaria'], { sagas: ['crow', 'kadmos', 'null'] }),
      game('sagas', ['fulgen'], { sagas: ['crow', 'null', 'zenith'] }),
      game('solo-lookahead-normal-allaria', ['allaria']),
      game('solo-lookahead-easy-allaria', ['allaria']),
      game('solo-lookahead-hard-allaria', ['skarn']),
      game('solo-random-normal-allaria', ['fulgen']),
    ];
    const figures = figuresOf(configs, records);
    expect(figures.sagas.crow).toEqual({
      games: 2,
      wins: { allaria: 50, fulgen: 50, tyveria: 0, skarn: 0 },
      lowest: 0,
    });
    expect(figures.sagas.kadmos?.wins.allaria).toBe(100);
    expect(figures.solo['lookahead normal']).toMatchObject({ allaria: 100 });
    const targets = targetsOf(figures, { gamesPerSecond: 200, medianMicros: 12 });
    const byName = Object.fromEntries(targets.map((t) => [t.name, t]));
    expect(byName['no Sagas: Skarn wins %']).toEqual({
      name: 'no Sagas: Skarn wins %',
      value: 50,
      range: [20, 32],
      met: false,
    });
    expect(byName['no Sagas: Allaria wins %'].met).toBe(true);
    expect(byName['no Sagas: median rounds']).toMatchObject({ value: 5.5, met: true });
    expect(byName['no Sagas: games ended at the Event deck %']).toMatchObject({ met: true });
    expect(byName['solo: lookahead Allaria easy minus hard (points)']).toMatchObject({
      value: 100,
      range: [8, null],
      met: true,
    });
    expect(byName['solo normal: random Allaria wins %']).toMatchObject({ value: 0, met: true });
    expect(byName['bench: applyMove median µs']).toMatchObject({ range: [null, 10], met: false });
  });

  it('renders a configuration as one table row', () => {
    const configs = configurations(4).slice(0, 1);
    const text = renderTables(figuresOf(configs, FOUR), []);
    expect(text).toContain(
      '| All-Faceless, no Sagas | 4 | 25.0% | 25.0% | 25.0% | 50.0% | 25.0% | 50.0% | 25.0% | 50.0% | 50.0% | 25.0% | 25.0% | 5.00 | 5.5 | 25.0% | 50.0% | 25.0% | 2.00 |',
    );
  });
});
