import { describe, expect, it } from 'vitest';
import {
  applyMove,
  createGame,
  type CardId,
  type Choice,
  type EventId,
  type GameState,
  type Scenario,
  type SeatId,
} from '../../../src/engine';
import { answer, logOf, seat } from '../play';
import { scenarioGame } from '../positions';
import { HUMAN_TABLE, tableWith } from '../../tables';

// ---- helpers local to this file ----

/** Events that ask nobody anything, so Resolution runs through them on its own. */
const QUIET_EVENTS: EventId[] = ['red-moon', 'vaala-bloom-1', 'dragons-rest', 'veins-of-kadmos'];

/** A Planning position: no stack in the scenario, a known Event deck. */
function planning(
  scenario: Scenario = {},
  initiative: SeatId = 'allaria',
  faceless: SeatId[] = [],
) {
  return scenarioGame(
    { eventDeck: QUIET_EVENTS, ...scenario },
    { initiative, seats: tableWith(faceless) },
  );
}

/** The stack as short labels: `event:<id>` or `<seat>:<card>`, `*` marking a revealed card. */
const stackLabels = (s: GameState) =>
  s.stack.map(
    (c) =>
      (c.kind === 'event'
        ? `event:${c.event}`
        : c.kind === 'action'
          ? `${c.seat}:${c.card}`
          : c.card) + (c.revealed ? '*' : ''),
  );

/** The seat's first card in hand (humans in these tests play in hand order). */
const firstCard = (s: GameState): Choice => {
  const card = seat(s, s.pending!.seat).hand[0];
  return { kind: 'card', card };
};

/** A human answer that does nothing where it can (skip a Glyph, take 0, fight on). */
function skipChoice(s: GameState): Choice {
  const options = s.pending!.options;
  return (
    options.find((o) => o.kind === 'done') ??
    options.find((o) => o.kind === 'count' && o.n === 0) ??
    options.find((o) => o.kind === 'counterattack') ??
    options.find((o) => o.kind === 'continue') ??
    options[0]
  );
}

/** Plays on (Faceless by policy, humans skipping) until the next Planning decision or the end. */
function toNextPlanning(state: GameState): GameState {
  let s = state;
  while (!s.result && s.pending?.kind !== 'plan') {
    if (s.pending!.automaton) {
      const r = applyMove(s, { seat: s.pending!.seat, choice: { kind: 'auto' } });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    } else s = answer(s, skipChoice(s));
  }
  return s;
}

const actionCardsOf = (s: GameState, id: SeatId) =>
  s.stack.flatMap((c) => (c.kind === 'action' && c.seat === id ? [c.card] : []));

// ---- RB-12 ----

describe('RB-12 / RB-12a: the first Event card', () => {
  it('RB-12: Planning starts the Action stack with the top Event card, face down', () => {
    const s = planning();
    expect(s.phase).toBe('planning');
    expect(s.stack).toEqual([{ kind: 'event', event: 'red-moon', revealed: false }]);
    expect(s.eventDeck).toEqual(['vaala-bloom-1', 'dragons-rest', 'veins-of-kadmos']);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'plan' });
  });

  it('RB-12: every round’s Planning starts with the next Event card', () => {
    let s = planning();
    s = answer(s, { kind: 'pass' });
    // Round 1 resolved its two Events; round 2 starts its stack with the third.
    expect(s.round).toBe(2);
    expect(s.stack).toEqual([{ kind: 'event', event: 'dragons-rest', revealed: false }]);
    expect(s.eventDiscard).toEqual(['red-moon', 'vaala-bloom-1']);
  });

  it('RB-12a: with one Event card left Planning places it and no second; the game ends after that round', () => {
    let s = planning({ eventDeck: ['red-moon'] });
    expect(stackLabels(s)).toEqual(['event:red-moon']);
    s = answer(s, { kind: 'card', card: 'move-deploy' });
    s = answer(s, { kind: 'pass' });
    // No second Event: the stack ends with Allaria's card, which still resolves.
    expect(stackLabels(s)).toEqual(['event:red-moon*', 'allaria:move-deploy*']);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'move' });
    expect(s.result).toBeNull();
    s = answer(s, { kind: 'done' });
    s = answer(s, { kind: 'done' });
    // The round is over and the Event deck is empty: the game ends, with no Clean-up (RB-38).
    expect(s.result?.reason).toBe('event-deck');
    expect(s.phase).toBe('over');
    expect(s.round).toBe(1);
    expect(s.eventDiscard).toEqual([]);
    expect(seat(s, 'allaria').hand).not.toContain('move-deploy');
  });

  it('RB-12a: with no Event card left none is placed, and the round still resolves before the end', () => {
    let s = planning({ eventDeck: [] });
    expect(s.stack).toEqual([]);
    s = answer(s, { kind: 'card', card: 'harvest-move' });
    s = answer(s, { kind: 'pass' });
    expect(stackLabels(s)).toEqual(['allaria:harvest-move*']);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'move' });
    s = answer(s, { kind: 'done' });
    expect(s.result?.reason).toBe('event-deck');
  });

  it('RB-12a: the 12 Event cards of a full game last exactly 6 rounds', () => {
    const result = createGame({ seed: 4, seats: HUMAN_TABLE, initiative: 'tyveria' });
    if (!result.ok) throw new Error(result.error);
    let s = result.state;
    const rounds: number[] = [];
    while (!s.result) {
      expect(s.pending?.kind).toBe('plan');
      rounds.push(s.round);
      expect(s.stack).toHaveLength(1);
      expect(s.stack[0].kind).toBe('event');
      s = toNextPlanning(answer(s, { kind: 'pass' }));
    }
    expect(rounds).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.round).toBe(6);
    expect(s.result.reason).toBe('event-deck');
    expect(s.eventDeck).toEqual([]);
  });
});

// ---- RB-13 ----

describe('RB-13: placing cards', () => {
  it.each<[SeatId, SeatId[]]>([
    ['allaria', ['allaria', 'fulgen', 'tyveria', 'skarn', 'allaria', 'fulgen']],
    ['tyveria', ['tyveria', 'skarn', 'allaria', 'fulgen', 'tyveria', 'skarn']],
    ['skarn', ['skarn', 'allaria', 'fulgen', 'tyveria', 'skarn', 'allaria']],
  ])(
    'RB-13: with %s holding the initiative, players place cards clockwise from it',
    (holder, order) => {
      let s = planning({}, holder);
      const deciders: SeatId[] = [];
      for (let i = 0; i < order.length; i++) {
        expect(s.pending?.kind).toBe('plan');
        deciders.push(s.pending!.seat);
        s = answer(s, firstCard(s));
      }
      expect(deciders).toEqual(order);
      // The stack is built in the same order, on top of the Event card.
      expect(s.stack.slice(1).map((c) => (c.kind === 'action' ? c.seat : null))).toEqual(order);
    },
  );

  it('RB-13: a player places one Action or Region card from hand face down, or passes', () => {
    let s = planning();
    expect(s.pending!.options).toEqual([
      ...seat(s, 'allaria').hand.map((card) => ({ kind: 'card', card })),
      { kind: 'pass' },
    ]);
    expect(s.pending!.options).toHaveLength(8);
    expect(s.pending!.options).toContainEqual({ kind: 'card', card: 'region:allar' });
    s = answer(s, { kind: 'card', card: 'region:allar' });
    expect(s.stack[1]).toEqual({
      kind: 'action',
      seat: 'allaria',
      card: 'region:allar',
      revealed: false,
    });
    expect(seat(s, 'allaria').hand).toHaveLength(6);
    expect(seat(s, 'allaria').hand).not.toContain('region:allar');
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'plan' });
    expect(s.pending!.options).toHaveLength(7);
  });

  it.each<[number, SeatId]>([
    [1, 'fulgen'],
    [2, 'tyveria'],
    [3, 'skarn'],
    [6, 'tyveria'],
  ])(
    'RB-13: after %i cards the first player to pass ends Planning and takes the initiative (%s)',
    (placed, passer) => {
      let s = planning();
      for (let i = 0; i < placed; i++) s = answer(s, firstCard(s));
      expect(s.pending?.seat).toBe(passer);
      s = answer(s, { kind: 'pass' });
      expect(s.initiative).toBe(passer);
      expect(s.phase).toBe('resolution');
      expect(logOf(s, 'passed').map((e) => e.seat)).toEqual([passer]);
      // Nobody else places a card: the stack holds the placed cards between two Events.
      expect(s.stack).toHaveLength(placed + 2);
      expect(s.pending?.kind).not.toBe('plan');
    },
  );

  it('RB-13: an initiative holder who passes first keeps the token', () => {
    let s = planning({}, 'skarn');
    s = answer(s, { kind: 'pass' });
    // Only the two Events were on the stack; round 2 starts with Skarn again.
    expect(s.round).toBe(2);
    expect(s.initiative).toBe('skarn');
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'plan' });
  });

  it('RB-13: a player with no cards must pass, which ends Planning', () => {
    let s = planning({ seats: { fulgen: { hand: [] } } });
    s = answer(s, { kind: 'card', card: 'move-assault' });
    // Fulgen is never asked: its only option, pass, was taken for it.
    expect(logOf(s, 'passed').map((e) => e.seat)).toEqual(['fulgen']);
    expect(s.initiative).toBe('fulgen');
    expect(stackLabels(s)).toEqual([
      'event:red-moon*',
      'allaria:move-assault*',
      'event:vaala-bloom-1',
    ]);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'move' });
  });

  it('RB-13: an initiative holder with no cards passes at once and keeps the token', () => {
    const s = planning({ seats: { tyveria: { hand: [] } } }, 'tyveria');
    expect(s.round).toBe(2);
    expect(s.initiative).toBe('tyveria');
    expect(logOf(s, 'passed').map((e) => [e.round, e.seat])).toEqual([
      [1, 'tyveria'],
      [2, 'tyveria'],
    ]);
  });
});

// ---- RB-13a ----

describe('RB-13a: Faceless Planning', () => {
  const FULGEN_DECK: CardId[] = ['fly-wrath-a', 'fly-harvest', 'wrath-hoard'];
  const hands: Scenario['seats'] = {
    allaria: { hand: ['move-assault', 'move-deploy', 'harvest-move', 'deploy-assault'] },
    fulgen: { hand: FULGEN_DECK },
    tyveria: { hand: ['move-assault', 'move-deploy', 'harvest-move'] },
    skarn: { hand: ['fly-wrath-a', 'fly-harvest', 'wrath-hoard'] },
  };
  const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

  /** A Faceless's deck as it was stacked: the cards it has placed so far, then its hand. */
  const deckOf = (s: GameState, id: SeatId) => [...actionCardsOf(s, id), ...seat(s, id).hand];

  /** Humans place their first card whenever asked, until Planning ends. */
  function humansPlayOn(state: GameState): GameState {
    let s = state;
    while (s.pending?.kind === 'plan' && !s.pending.automaton) s = answer(s, firstCard(s));
    return s;
  }

  it('RB-13a: a Faceless places the top card of its deck each turn and passes after its 4th card', () => {
    // Fulgen holds all 6 of its cards; the humans would go on placing theirs.
    let s = planning({}, 'allaria', ['fulgen']);
    const deck = [...seat(s, 'fulgen').hand];
    expect(deck).toHaveLength(6);
    s = humansPlayOn(s);
    expect(actionCardsOf(s, 'fulgen')).toEqual(deck.slice(0, 4));
    expect(seat(s, 'fulgen').hand).toEqual(deck.slice(4));
    expect(logOf(s, 'passed').map((e) => e.seat)).toEqual(['fulgen']);
    expect(s.initiative).toBe('fulgen');
    // Allaria, first in turn order, placed a 5th card before Fulgen's fifth turn came.
    expect(actionCardsOf(s, 'allaria')).toHaveLength(5);
    expect(actionCardsOf(s, 'tyveria')).toHaveLength(4);
  });

  it('RB-13a: a Faceless whose deck runs out before its 4th card passes when it is empty', () => {
    let s = planning({ seats: hands }, 'allaria', ['fulgen']);
    const deck = [...seat(s, 'fulgen').hand];
    expect([...deck].sort()).toEqual([...FULGEN_DECK].sort());
    s = humansPlayOn(s);
    // Fulgen placed its three cards in deck order, then passed at its fourth turn.
    expect(actionCardsOf(s, 'fulgen')).toEqual(deck);
    expect(logOf(s, 'passed').map((e) => e.seat)).toEqual(['fulgen']);
    expect(s.initiative).toBe('fulgen');
    expect(s.stack.map((c) => (c.kind === 'action' ? c.seat : 'event')).slice(0, 14)).toEqual([
      'event',
      ...['allaria', 'fulgen', 'tyveria', 'skarn'],
      ...['allaria', 'fulgen', 'tyveria', 'skarn'],
      ...['allaria', 'fulgen', 'tyveria', 'skarn'],
      'allaria',
    ]);
  });

  it('RB-13a: a Faceless Dragon’s one Harvest card, Fly·Harvest, is always its first card; the rest come in random order', () => {
    const rest = new Set<string>();
    for (const seed of SEEDS) {
      const s = scenarioGame(
        { eventDeck: QUIET_EVENTS },
        { seed, initiative: 'fulgen', seats: tableWith(['fulgen']) },
      );
      const deck = deckOf(s, 'fulgen');
      expect(deck[0]).toBe('fly-harvest');
      expect([...deck].sort()).toEqual([
        'fly-harvest',
        'fly-wrath-a',
        'fly-wrath-b',
        'fly-wrath-vaala',
        'hoard-vaala',
        'wrath-hoard',
      ]);
      rest.add(deck.slice(1).join());
    }
    expect(rest.size).toBeGreaterThan(1);
  });

  const TYVERIA_DECK: CardId[] = [
    'move-assault',
    'move-deploy',
    'deploy-assault',
    'harvest-move',
    'assault-vaala-deploy',
    'harvest-vaala-fortify',
    'region:blood',
    'region:moon',
  ];

  /** Tyveria's deck as stacked when it controls the Blood Marches holding `power` tokens. */
  const tyveriaDeck = (seed: number, power: number) =>
    deckOf(
      scenarioGame(
        {
          eventDeck: QUIET_EVENTS,
          // It holds the Red Moon Steppe's card but not the region.
          regions: { blood: { units: { tyveria: 3 }, power }, moon: { units: { neutral: 1 } } },
          seats: { tyveria: { hand: TYVERIA_DECK } },
        },
        { seed, initiative: 'tyveria', seats: tableWith(['tyveria']) },
      ),
      'tyveria',
    );

  it('RB-13a: a Faceless General puts its Harvest cards and the Region cards of regions it controls on top, in random order', () => {
    const tops = new Set<string>();
    for (const seed of SEEDS) {
      const deck = tyveriaDeck(seed, 1);
      expect([...deck.slice(0, 3)].sort()).toEqual(
        ['harvest-move', 'harvest-vaala-fortify', 'region:blood'].sort(),
      );
      // A Region card of a region it does not control would do nothing (RB-17): not on top.
      expect(deck.indexOf('region:moon')).toBeGreaterThanOrEqual(3);
      tops.add(deck.slice(0, 3).join());
    }
    expect(tops.size).toBeGreaterThan(1);
  });

  it('RB-13a: while no region it controls holds a Power token, a Faceless General’s Harvest Action cards stay in the rest of its deck', () => {
    const harvestPlaces: number[] = [];
    for (const seed of SEEDS) {
      const deck = tyveriaDeck(seed, 0);
      // Only the Blood Marches’ Region card (Deploy, Fortify) is on top; RB-20 would collect nothing.
      expect(deck[0]).toBe('region:blood');
      harvestPlaces.push(deck.indexOf('harvest-move'), deck.indexOf('harvest-vaala-fortify'));
    }
    // Shuffled in with the rest, the Harvest cards often fall below the first four cards placed.
    expect(harvestPlaces.filter((i) => i >= 4).length).toBeGreaterThan(SEEDS.length / 2);
  });

  it('RB-13a: a Faceless reshuffles its deck at the start of every Planning', () => {
    const orders: { round1: string; round2: string }[] = [];
    for (const seed of SEEDS) {
      let s = scenarioGame(
        { eventDeck: QUIET_EVENTS, seats: hands },
        { seed, initiative: 'allaria', seats: tableWith(['fulgen']) },
      );
      s = humansPlayOn(s);
      const round1 = actionCardsOf(s, 'fulgen');
      s = toNextPlanning(s);
      expect(s.round).toBe(2);
      // Fulgen took the initiative and its cards came back at Clean-up; it plans first.
      s = humansPlayOn(s);
      const round2 = actionCardsOf(s, 'fulgen');
      expect([...round1].sort()).toEqual([...FULGEN_DECK].sort());
      expect([...round2].sort()).toEqual([...FULGEN_DECK].sort());
      orders.push({ round1: round1.join(), round2: round2.join() });
    }
    // Without a shuffle each Planning, round 2 would repeat round 1 (cards return in stack order).
    expect(orders.some((o) => o.round1 !== o.round2)).toBe(true);
    expect(new Set(orders.map((o) => o.round1)).size).toBeGreaterThan(1);
  });

  it('RB-13a: in an all-Faceless game each Faceless places 4 cards a round; the initiative holder passes first and keeps the token', () => {
    const result = createGame({
      seed: 6,
      seats: tableWith(['allaria', 'fulgen', 'tyveria', 'skarn']),
      initiative: 'fulgen',
    });
    if (!result.ok) throw new Error(result.error);
    let s = result.state;
    for (let i = 0; i < 400 && !s.result && s.round < 4; i++) {
      const r = applyMove(s, { seat: s.pending!.seat, choice: { kind: 'auto' } });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const passes = logOf(s, 'passed');
    expect(passes.map((e) => e.round).slice(0, 3)).toEqual([1, 2, 3]);
    expect(passes.every((e) => e.seat === 'fulgen')).toBe(true);
    expect(s.initiative).toBe('fulgen');
    for (const round of [1, 2, 3])
      for (const id of ['allaria', 'fulgen', 'tyveria', 'skarn'])
        expect(logOf(s, 'planned').filter((e) => e.round === round && e.seat === id)).toHaveLength(
          4,
        );
  });
});

// ---- RB-14 ----

describe('RB-14: the second Event card', () => {
  it('RB-14: after the first pass the second Event card is placed, so the stack starts and ends with an Event', () => {
    let s = planning();
    s = answer(s, { kind: 'card', card: 'harvest-move' });
    s = answer(s, { kind: 'card', card: 'fly-harvest' });
    expect(stackLabels(s)).toEqual([
      'event:red-moon',
      'allaria:harvest-move',
      'fulgen:fly-harvest',
    ]);
    s = answer(s, { kind: 'pass' });
    expect(stackLabels(s)).toEqual([
      'event:red-moon*',
      'allaria:harvest-move*',
      'fulgen:fly-harvest',
      'event:vaala-bloom-1',
    ]);
    expect(s.eventDeck).toEqual(['dragons-rest', 'veins-of-kadmos']);
  });

  it('RB-14: the second Event resolves last, after every Action card', () => {
    let s = planning();
    s = answer(s, { kind: 'card', card: 'harvest-move' });
    s = answer(s, { kind: 'pass' });
    s = toNextPlanning(s);
    const reveals = s.log.flatMap((e) =>
      e.kind === 'event-revealed' ? [e.event] : e.kind === 'card-revealed' ? [e.card] : [],
    );
    expect(reveals).toEqual(['red-moon', 'harvest-move', 'vaala-bloom-1']);
  });
});
