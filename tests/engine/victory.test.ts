import { describe, expect, it } from 'vitest';
import {
  applyMove,
  newGame,
  powerGoal,
  view,
  type Choice,
  type GameState,
  type PowerStock,
  type SeatId,
} from '../../src/engine';
import { answer, seat, units } from './play';
import { scenarioGame } from './positions';
import { HUMAN_TABLE } from '../tables';

type Boards = Partial<Record<SeatId, Partial<PowerStock>>>;

const sorted = (ids: SeatId[] | undefined) => [...(ids ?? [])].sort();

/** A final round: the Event deck is empty, so the game ends once this stack has resolved. */
function lastRound(power: Boards, options: { initiative?: SeatId; bonded?: boolean } = {}) {
  const seats: Record<string, { power: Partial<PowerStock>; bondedTo?: SeatId }> = {};
  for (const id of ['allaria', 'fulgen', 'tyveria', 'skarn'] as SeatId[])
    seats[id] = { power: power[id] ?? {} };
  if (options.bonded) seats.allaria.bondedTo = 'fulgen';
  return scenarioGame(
    {
      round: 6,
      regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 3 } } },
      seats,
      stack: [{ event: 'dragons-rest' }],
      eventDeck: [],
    },
    { initiative: options.initiative ?? 'allaria' },
  );
}

describe('RB-43 winning at once', () => {
  it.each([
    { unspent: 9, spent: 0 },
    { unspent: 0, spent: 9 },
    { unspent: 4, spent: 5 },
  ])(
    'RB-43: a player reaching 10 Power tokens (spent ones count) wins at once: board $unspent unspent + $spent spent, harvests 1',
    (power) => {
      let s = scenarioGame({
        regions: {
          allar: { units: { allaria: 3 }, power: 1 },
          blood: { units: { tyveria: 3 } },
        },
        seats: { allaria: { power } },
        stack: [
          { seat: 'allaria', card: 'harvest-move' },
          { seat: 'tyveria', card: 'move-deploy' },
        ],
      });
      expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'harvest' });
      s = answer(s, { kind: 'count', n: 1 });
      expect(s.result).toEqual({ winners: ['allaria'], reason: 'power', scores: {} });
      expect(s.phase).toBe('over');
      expect(s.pending).toBeNull();
      // Nothing after the winning step resolves: not Allaria's Move, not Tyveria's card.
      expect(s.stack[1]).toMatchObject({ seat: 'tyveria', revealed: false });
      expect(units(s, 'blood', 'tyveria')).toBe(3);
      const after = applyMove(s, { seat: 'allaria', choice: { kind: 'done' } });
      expect(after.ok).toBe(false);
    },
  );

  it('RB-43: a bonded pair wins together at 15 Power combined', () => {
    let s = scenarioGame({
      regions: {
        allar: { units: { allaria: 3 } },
        blood: { units: { tyveria: 3 } },
        cross: { power: 1 },
      },
      seats: {
        allaria: { bondedTo: 'fulgen', power: { unspent: 8 } },
        fulgen: { location: 'cross', power: { unspent: 3, spent: 3 } },
        tyveria: { power: { unspent: 9 } },
      },
      stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
    });
    s = answer(s, { kind: 'done' }); // Fulgen stays in the Vaala Crossing
    expect(s.result).toBeNull();
    s = answer(s, { kind: 'count', n: 1 });
    expect(s.result?.reason).toBe('power');
    expect(sorted(s.result?.winners)).toEqual(['allaria', 'fulgen']);
  });

  it.each([
    ['a bonded General', 'allaria', { allaria: 9, fulgen: 0 }],
    ['a bonded Dragon', 'fulgen', { allaria: 0, fulgen: 9 }],
    ['a bonded General already at 10 with its partner at 3', 'allaria', { allaria: 10, fulgen: 3 }],
  ] as [string, SeatId, Record<'allaria' | 'fulgen', number>][])(
    'RB-43: %s never wins alone with 10 or more Power',
    (_who, harvester, power) => {
      const stack =
        harvester === 'allaria'
          ? [{ seat: 'allaria' as const, card: 'harvest-move' as const }]
          : [{ seat: 'fulgen' as const, card: 'fly-harvest' as const }];
      let s = scenarioGame({
        regions: {
          allar: { units: { allaria: 3 }, power: 1 },
          blood: { units: { tyveria: 3 } },
        },
        seats: {
          allaria: { bondedTo: 'fulgen', power: { unspent: power.allaria } },
          fulgen: { location: 'allar', power: { unspent: power.fulgen } },
        },
        stack,
      });
      if (harvester === 'fulgen') s = answer(s, { kind: 'done' });
      s = answer(s, { kind: 'count', n: 1 });
      const total = power.allaria + power.fulgen + 1;
      expect(seat(s, harvester).power.unspent).toBe(power[harvester as 'allaria' | 'fulgen'] + 1);
      expect(s.result).toBeNull();
      expect(total).toBeLessThan(15);
    },
  );
});

describe('RB-43 / RB-43a the end of the game and scoring', () => {
  it.each([
    {
      name: 'singles score 3 × Power',
      power: { allaria: { unspent: 3, spent: 2 }, tyveria: { unspent: 4 }, fulgen: { spent: 3 } },
      bonded: false,
      initiative: 'allaria',
      winners: ['allaria'],
      scores: { allaria: 15, fulgen: 9, tyveria: 12, skarn: 0 },
    },
    {
      name: 'a bonded pair scores 2 × combined Power, each partner showing the pair’s score',
      power: {
        allaria: { unspent: 4 },
        fulgen: { unspent: 3 },
        tyveria: { unspent: 5 },
        skarn: { unspent: 4 },
      },
      bonded: true,
      initiative: 'allaria',
      winners: ['tyveria'],
      scores: { allaria: 14, fulgen: 14, tyveria: 15, skarn: 12 },
    },
    {
      name: 'the pair wins with the highest score',
      power: { allaria: { unspent: 6 }, fulgen: { spent: 3 }, tyveria: { unspent: 5 } },
      bonded: true,
      initiative: 'tyveria',
      winners: ['allaria', 'fulgen'],
      scores: { allaria: 18, fulgen: 18, tyveria: 15, skarn: 0 },
    },
    {
      name: 'a tie goes to the higher score on unspent tokens only, before turn order',
      power: { allaria: { unspent: 2, spent: 3 }, tyveria: { unspent: 5 } },
      bonded: false,
      initiative: 'allaria',
      winners: ['tyveria'],
      scores: { allaria: 15, fulgen: 0, tyveria: 15, skarn: 0 },
    },
    {
      name: 'a full tie goes to the side seated first in turn order (Tyveria holds the initiative)',
      power: { allaria: { unspent: 5 }, tyveria: { unspent: 5 } },
      bonded: false,
      initiative: 'tyveria',
      winners: ['tyveria'],
      scores: { allaria: 15, fulgen: 0, tyveria: 15, skarn: 0 },
    },
    {
      name: 'a full tie goes to the side seated first in turn order (Skarn holds the initiative)',
      power: { allaria: { unspent: 5 }, tyveria: { unspent: 5 } },
      bonded: false,
      initiative: 'skarn',
      winners: ['allaria'],
      scores: { allaria: 15, fulgen: 0, tyveria: 15, skarn: 0 },
    },
    {
      name: 'a pair tied with a single is seated first when either partner is (Fulgen holds the initiative)',
      power: { allaria: { unspent: 3 }, fulgen: { unspent: 3 }, tyveria: { unspent: 4 } },
      bonded: true,
      initiative: 'fulgen',
      winners: ['allaria', 'fulgen'],
      scores: { allaria: 12, fulgen: 12, tyveria: 12, skarn: 0 },
    },
    {
      name: 'a pair tied with a single loses on unspent tokens (2 × 4 < 3 × 4)',
      power: { allaria: { unspent: 1, spent: 2 }, fulgen: { unspent: 3 }, tyveria: { unspent: 4 } },
      bonded: true,
      initiative: 'allaria',
      winners: ['tyveria'],
      scores: { allaria: 12, fulgen: 12, tyveria: 12, skarn: 0 },
    },
  ] as {
    name: string;
    power: Boards;
    bonded: boolean;
    initiative: SeatId;
    winners: SeatId[];
    scores: Record<SeatId, number>;
  }[])(
    'RB-43a: after the round the Event deck ran out, $name',
    ({ power, bonded, initiative, winners, scores }) => {
      const s = lastRound(power, { bonded, initiative });
      expect(s.phase).toBe('over');
      expect(s.result?.reason).toBe('event-deck');
      expect(sorted(s.result?.winners)).toEqual(sorted(winners));
      expect(s.result?.scores).toEqual(scores);
    },
  );

  it.each([
    {
      name: 'the higher score wins',
      power: { allaria: { unspent: 10 }, tyveria: { unspent: 8, spent: 3 } },
      bonded: false,
      winners: ['tyveria'],
      scores: { allaria: 30, tyveria: 33 },
    },
    {
      name: 'a pair at 15 ties a single at 10 (30 each); unspent tokens decide',
      power: {
        allaria: { unspent: 9 },
        fulgen: { unspent: 6 },
        tyveria: { unspent: 5, spent: 5 },
      },
      bonded: true,
      winners: ['allaria', 'fulgen'],
      scores: { allaria: 30, fulgen: 30, tyveria: 30 },
    },
  ] as { name: string; power: Boards; bonded: boolean; winners: SeatId[]; scores: object }[])(
    'RB-43a: when several sides reach their target in the same step, scoring among them decides: $name',
    ({ power, bonded, winners, scores }) => {
      const seats: Record<string, { power: Partial<PowerStock>; bondedTo?: SeatId }> = {};
      for (const [id, p] of Object.entries(power)) seats[id] = { power: p };
      if (bonded) seats.allaria.bondedTo = 'fulgen';
      const s = scenarioGame({
        regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 3 } } },
        seats,
        stack: [{ event: 'dragons-rest' }],
      });
      expect(s.result?.reason).toBe('power');
      expect(sorted(s.result?.winners)).toEqual(sorted(winners));
      expect(s.result?.scores).toEqual(scores);
      // The game stopped at once: the stack's Event never resolved into Clean-up.
      expect(s.round).toBe(1);
    },
  );

  it('RB-43: with a single Event card left, the next round has only that Event and is the last', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 3 } } },
      seats: { tyveria: { power: { unspent: 2 } } },
      stack: [{ event: 'dragons-rest' }],
      eventDeck: ['vaala-bloom-1'],
    });
    expect(s.round).toBe(2);
    expect(s.stack).toEqual([{ kind: 'event', event: 'vaala-bloom-1', revealed: false }]);
    expect(s.result).toBeNull();
    s = answer(s, { kind: 'pass' });
    expect(s.result).toEqual({
      winners: ['tyveria'],
      reason: 'event-deck',
      scores: { allaria: 0, fulgen: 0, tyveria: 6, skarn: 0 },
    });
    expect(s.round).toBe(2);
    expect(s.stack).toEqual([{ kind: 'event', event: 'vaala-bloom-1', revealed: true }]);
    // Vaala Bloom resolved before the end: 1 token in each of the 10 regions no General holds.
    expect(s.regions.moon.power).toBe(1);
    expect(s.regions.allar.power).toBe(0);
  });

  it('RB-43: with nobody reaching the target, a normal game ends after round 6, when the Event deck ran out', () => {
    // Everyone passes at once, so only the 12 Events resolve, 2 a round.
    let s: GameState = newGame({ seed: 7, seats: HUMAN_TABLE, initiative: 'allaria' });
    let rounds = 0;
    let round = 0;
    while (!s.result) {
      if (s.round !== round) {
        round = s.round;
        rounds += 1;
      }
      const d = s.pending!;
      const choice: Choice =
        d.kind === 'plan'
          ? { kind: 'pass' }
          : (d.options.find((o) => o.kind === 'done') ?? d.options[0]);
      const result = applyMove(s, { seat: d.seat, choice });
      if (!result.ok) throw new Error(result.error.message);
      s = result.state;
    }
    expect(rounds).toBe(6);
    expect(s.round).toBe(6);
    expect(s.eventDeck).toEqual([]);
    expect(s.eventDiscard).toHaveLength(10);
    expect(s.stack.map((c) => c.kind)).toEqual(['event', 'event']);
    expect(s.result.reason).toBe('event-deck');
    for (const p of s.seats) {
      const own = p.power.unspent + p.power.spent;
      const partner = p.bondedTo ? seat(s, p.bondedTo).power : null;
      const expected = partner ? 2 * (own + partner.unspent + partner.spent) : 3 * own;
      expect(s.result.scores[p.id]).toBe(expected);
      expect(own).toBeLessThan(10);
    }
  });
});

describe('RB-43 the goal and the distance to it (powerGoal, shown on every player board)', () => {
  it('RB-43: a lone character aims at 10 Power tokens, spent ones counting; at 9 the next token wins', () => {
    const s = scenarioGame({
      seats: { allaria: { power: { unspent: 5, spent: 4 } }, skarn: { power: { unspent: 2 } } },
    });
    expect(powerGoal(s, 'allaria')).toEqual({
      goal: 10,
      power: 9,
      toGo: 1,
      bondedWith: null,
      partnerPower: 0,
    });
    expect(powerGoal(s, 'skarn')).toEqual({
      goal: 10,
      power: 2,
      toGo: 8,
      bondedWith: null,
      partnerPower: 0,
    });
    // The same from what the table may see.
    expect(powerGoal(view(s, 'table'), 'allaria')).toEqual(powerGoal(s, 'allaria'));
  });

  it('RB-42, RB-43: a bonded pair aims at 15 together, each partner counting both boards', () => {
    const s = scenarioGame({
      seats: {
        allaria: { power: { unspent: 6, spent: 1 }, bondedTo: 'fulgen' },
        fulgen: { power: { unspent: 3, spent: 3 }, bondedTo: 'allaria' },
      },
    });
    expect(powerGoal(s, 'allaria')).toEqual({
      goal: 15,
      power: 13,
      toGo: 2,
      bondedWith: 'fulgen',
      partnerPower: 6,
    });
    expect(powerGoal(s, 'fulgen')).toEqual({
      goal: 15,
      power: 13,
      toGo: 2,
      bondedWith: 'allaria',
      partnerPower: 7,
    });
  });

  it("RB-42, RB-43: every view carries each seat's goal, the same object while it stays the same", () => {
    const s = scenarioGame({
      seats: {
        allaria: { power: { unspent: 6, spent: 1 }, bondedTo: 'fulgen' },
        fulgen: { power: { unspent: 3, spent: 3 }, bondedTo: 'allaria' },
        skarn: { power: { unspent: 2 } },
      },
    });
    const table = view(s, 'table');
    expect(table.seatFacts.fulgen!.goal).toEqual(powerGoal(s, 'fulgen'));
    expect(table.seatFacts.skarn!.goal.toGo).toBe(8);
    // Skarn gains a token: his facts change, the bonded pair's stay the very same objects.
    const richer: GameState = {
      ...s,
      seats: s.seats.map((x) =>
        x.id === 'skarn' ? { ...x, power: { ...x.power, unspent: 3 } } : x,
      ),
    };
    const next = view(richer, 'table', table);
    expect(next.seatFacts.skarn!.goal.toGo).toBe(7);
    expect(next.seatFacts.allaria).toBe(table.seatFacts.allaria);
    expect(next.seatFacts.fulgen).toBe(table.seatFacts.fulgen);
  });
});
