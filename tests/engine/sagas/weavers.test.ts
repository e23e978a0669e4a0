import { describe, expect, it } from 'vitest';
import type { GameSetup, GameState, Scenario, SeatSetup } from '../../../src/engine';
import { createGame } from '../../../src/engine';
import { answer, occupied, optionKinds, runFaceless, seat } from '../play';
import { filled, plain, scenarioGame, slotOf } from '../positions';
import { HUMAN_TABLE, epicTable, tableWith } from '../../tables';

function weaversGame(
  sc: Scenario,
  stage: 0 | 1 | 2 | 3,
  options: Partial<GameSetup> = {},
): GameState {
  return scenarioGame({ lineup: [], sagas: [{ id: 'weavers', stage }], ...sc }, options);
}

const reveal: Scenario['stack'] = [{ stage: 'ember-1' }];

function newTable(seats: SeatSetup[], sagas: GameSetup['sagas']): GameState {
  const result = createGame({ seed: 9, seats, initiative: 'allaria', sagas });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

const IDS = ['allaria', 'fulgen', 'tyveria', 'skarn'] as const;

/** Allaria's `assault-vaala-deploy` turn with nobody in reach: the Vaala Glyph asks first. */
const vaalaTurn = (sagas: Scenario['sagas'], power: number) =>
  scenarioGame({
    lineup: [],
    sagas,
    regions: { allar: { units: { allaria: 1 } } },
    seats: {
      allaria: { location: 'allar', vaalaHand: ['muster', 'rally'], power: { unspent: power } },
      fulgen: { location: 'tyvh' },
    },
    stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
  });

describe('EV-SAGA-WEAVE: Weavers of the Arcane Arts', () => {
  it('EV-SAGA-WEAVE-1: setup: each player, Faceless too, draws the top card of their Vaala deck', () => {
    const table = tableWith(['fulgen']);
    const base = newTable(table, []);
    const s = newTable(table, ['weavers', 'crow', 'return']);
    for (const id of IDS) {
      const before = seat(base, id);
      expect(seat(s, id).vaalaHand).toEqual([...before.vaalaHand, before.vaalaDeck[0]]);
    }
  });

  it('EV-SAGA-WEAVE-1, Q-WEAVE-5: under Zenith (set up first) the draw that would exceed 2 is skipped', () => {
    const s = newTable(HUMAN_TABLE, ['zenith', 'weavers', 'crow']);
    for (const id of IDS) expect(seat(s, id).vaalaHand).toHaveLength(2);
    expect(s.pending?.kind).toBe('plan');
  });

  it('EV-SAGA-WEAVE-2, Q-WEAVE-3: Vaala cards cost 1 less: Muster (3) is playable with 2 Power and costs 2', () => {
    const without = vaalaTurn([], 2);
    expect(without.pending!.options).not.toContainEqual({ kind: 'vaala', card: 'muster' });
    const s = vaalaTurn([{ id: 'weavers' }], 2);
    const played = answer(s, { kind: 'vaala', card: 'muster' });
    expect(seat(played, 'allaria').power).toEqual({ unspent: 0, spent: 2 });
  });

  it('EV-SAGA-WEAVE-2: a card costing 0 stays at 0 (minimum 0): Rally gains no Power', () => {
    const s = vaalaTurn([{ id: 'weavers' }], 1);
    const played = answer(s, { kind: 'vaala', card: 'rally' });
    expect(seat(played, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
  });

  it('EV-SAGA-WEAVE-3: Stage I: in turn order from the initiative holder each player may take a Vaala action, and may decline it', () => {
    let s = weaversGame({ stack: reveal }, 0, { initiative: 'tyveria' });
    expect(s.sagas[0].stage).toBe(1);
    const asked: string[] = [];
    const hands = Object.fromEntries(IDS.map((id) => [id, seat(s, id).vaalaHand.length]));
    while (s.pending?.kind === 'vaala') {
      asked.push(s.pending.seat);
      expect(optionKinds(s)).toContain('done');
      // Tyveria declines; the others draw.
      s = answer(s, s.pending.seat === 'tyveria' ? { kind: 'done' } : { kind: 'draw' });
    }
    expect(asked).toEqual(['tyveria', 'skarn', 'allaria', 'fulgen']);
    expect(seat(s, 'tyveria').vaalaHand).toHaveLength(hands.tyveria);
    for (const id of ['skarn', 'allaria', 'fulgen'] as const)
      expect(seat(s, id).vaalaHand).toHaveLength(hands[id] + 1);
  });

  it('EV-SAGA-WEAVE-3: a Dragon whose skull cancels its next Glyph loses the granted Vaala action (RB-37a)', () => {
    let s = weaversGame({ seats: { fulgen: { skipNextGlyph: true } }, stack: reveal }, 0);
    const asked: string[] = [];
    while (s.pending?.kind === 'vaala') {
      asked.push(s.pending.seat);
      s = answer(s, { kind: 'done' });
    }
    expect(asked).toEqual(['allaria', 'tyveria', 'skarn']);
    expect(seat(s, 'fulgen').skipNextGlyph).toBe(false);
  });

  it('EV-SAGA-WEAVE-4, EV-SAGA-WEAVE-5, Q-WEAVE-2: Stage II: the players with the fewest tokens (spent and unspent) take 2 Vaala actions each, in turn order', () => {
    let s = weaversGame(
      {
        seats: {
          allaria: { power: { unspent: 0, spent: 1 } },
          fulgen: { power: { unspent: 3, spent: 0 } },
          tyveria: { power: { unspent: 1, spent: 0 } },
          skarn: { power: { unspent: 0, spent: 2 } },
        },
        stack: reveal,
      },
      1,
      { initiative: 'fulgen' },
    );
    expect(s.sagas[0].stage).toBe(2);
    const asked: string[] = [];
    while (s.pending?.kind === 'vaala') {
      asked.push(s.pending.seat);
      s = answer(s, { kind: 'draw' });
    }
    expect(asked).toEqual(['tyveria', 'tyveria', 'allaria', 'allaria']);
    expect(seat(s, 'tyveria').vaalaHand).toHaveLength(4);
    expect(seat(s, 'allaria').vaalaHand).toHaveLength(4);
    expect(seat(s, 'skarn').vaalaHand).toHaveLength(2);
  });

  it('EV-SAGA-WEAVE-6: Stage III: each player, in turn order, flips up to 3 spent tokens to unspent, choosing how many', () => {
    const s = weaversGame(
      {
        seats: {
          allaria: { power: { unspent: 1, spent: 5 } },
          fulgen: { power: { unspent: 0, spent: 2 } },
          tyveria: { power: { unspent: 4, spent: 0 } },
          skarn: { power: { unspent: 0, spent: 1 } },
        },
        stack: reveal,
      },
      2,
    );
    expect(s.sagas[0].stage).toBe(3);
    expect(s.pending).toMatchObject({
      seat: 'allaria',
      kind: 'saga-option',
      rule: 'EV-SAGA-WEAVE-6',
    });
    expect(s.pending!.options).toEqual([3, 2, 1, 0].map((n) => ({ kind: 'count', n })));
    const a = answer(s, { kind: 'count', n: 3 });
    expect(a.pending!.options).toEqual([2, 1, 0].map((n) => ({ kind: 'count', n })));
    const f = answer(a, { kind: 'count', n: 1 });
    // Tyveria has nothing spent; Skarn flips its one token or none.
    expect(f.pending).toMatchObject({ seat: 'skarn' });
    const done = answer(f, { kind: 'count', n: 1 });
    expect(seat(done, 'allaria').power).toEqual({ unspent: 4, spent: 2 });
    expect(seat(done, 'fulgen').power).toEqual({ unspent: 1, spent: 1 });
    expect(seat(done, 'tyveria').power).toEqual({ unspent: 4, spent: 0 });
    expect(seat(done, 'skarn').power).toEqual({ unspent: 1, spent: 0 });
  });

  it('EV-SAGA-WEAVE-6, EV-SLOT-4: on an Epic board the flipped token turns over in its slot', () => {
    const [first, second] = [slotOf('dragon', 'plain', 0), slotOf('dragon', 'plain', 1)];
    const s = weaversGame(
      {
        seats: {
          allaria: { power: { unspent: 1, spent: 0 } },
          fulgen: { slots: filled('dragon', ...plain('dragon', 2, 'spent')) },
          skarn: { power: { unspent: 1, spent: 0 } },
        },
        stack: reveal,
      },
      2,
      { seats: epicTable('fulgen') },
    );
    expect(s.pending).toMatchObject({ seat: 'fulgen', rule: 'EV-SAGA-WEAVE-6' });
    const done = answer(s, { kind: 'count', n: 1 });
    // Two plain tokens alike: the first turns over, the board and the count agree.
    expect(occupied(done, 'fulgen')).toEqual({ [first]: 'unspent', [second]: 'spent' });
    expect(seat(done, 'fulgen').power).toEqual({ unspent: 1, spent: 1 });
  });

  it('EV-SAGA-WEAVE-6: a Faceless player flips as many as it may', () => {
    const s = runFaceless(
      weaversGame(
        {
          seats: {
            fulgen: { power: { unspent: 0, spent: 4 } },
            skarn: { power: { unspent: 2, spent: 2 } },
          },
          stack: reveal,
        },
        2,
        { seats: tableWith(['fulgen', 'skarn']) },
      ),
    );
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 3, spent: 1 });
    expect(seat(s, 'skarn').power).toEqual({ unspent: 4, spent: 0 });
  });
});

describe('EV-SAGA-WEAVE-7: face-up Vaala cards', () => {
  it('EV-SAGA-WEAVE-7: whatever the Stage, a face-up card is discarded normally at Clean-up (no Kadhah in this game)', () => {
    let s = scenarioGame({
      lineup: [],
      sagas: [{ id: 'weavers', stage: 3 }],
      regions: { allar: { units: { allaria: 1 } } },
      seats: {
        allaria: { location: 'allar', vaalaHand: ['battle-hymn'], power: { unspent: 1 } },
        fulgen: { location: 'tyvh' },
      },
      stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
    });
    s = answer(s, { kind: 'vaala', card: 'battle-hymn' });
    expect(seat(s, 'allaria').lasting).toEqual([{ card: 'battle-hymn', used: false }]);
    while (s.phase === 'resolution') s = answer(s, { kind: 'done' });
    expect(s.phase).toBe('planning');
    expect(seat(s, 'allaria').lasting).toEqual([]);
    expect(seat(s, 'allaria').vaalaDiscard).toContain('battle-hymn');
  });
});
