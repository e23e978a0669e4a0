import { describe, expect, it } from 'vitest';
import {
  applyMove,
  createGame,
  legalMoves,
  newGame,
  pendingDecision,
  replay,
  view,
  type GameSetup,
  type GameState,
  type Move,
  type MoveErrorCode,
} from '../../src/engine';
import { answer, seat } from './play';
import { scenarioGame } from './positions';
import { HUMAN_TABLE, tableWith } from '../tables';

// ---- helpers local to this file ----

/** A small deterministic generator for the test's own random choices (never Math.random). */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 0x100000000) * n);
  };
}

/** Plays legal moves picked at random; returns the moves and every state reached. */
function randomGame(setup: GameSetup, seed: number, maxMoves: number) {
  const pick = chooser(seed);
  const states = [newGame(setup)];
  const moves: Move[] = [];
  for (let i = 0; i < maxMoves && !states[i].result; i++) {
    const legal = legalMoves(states[i]);
    const move = legal[pick(legal.length)];
    const result = applyMove(states[i], move);
    if (!result.ok) throw new Error(result.error.message);
    moves.push(move);
    states.push(result.state);
  }
  return { moves, states };
}

const opening = (): GameState => newGame({ seed: 1, seats: HUMAN_TABLE, initiative: 'allaria' });

/** Applies a move that must be refused; checks the code and that the input state did not change. */
function refused(state: GameState, move: unknown, code: MoveErrorCode): string {
  const before = structuredClone(state);
  const result = applyMove(state, move);
  expect(result.ok).toBe(false);
  if (result.ok) return '';
  expect(result.error.code).toBe(code);
  expect(result.error.message.length).toBeGreaterThan(10);
  expect(state).toEqual(before);
  return result.error.message;
}

// ---- applyMove ----

describe('applyMove', () => {
  it('applyMove: an illegal move returns a reason and leaves the state untouched', () => {
    // Allaria plans first; a Dragon card is not in her hand.
    const message = refused(
      opening(),
      { seat: 'allaria', choice: { kind: 'card', card: 'fly-wrath-a' } },
      'illegal-choice',
    );
    expect(message).toMatch(/not one of the 8 legal choices for plan/);
  });

  it('applyMove: a move from a seat that is not deciding is refused, naming who decides', () => {
    const message = refused(opening(), { seat: 'fulgen', choice: { kind: 'pass' } }, 'wrong-seat');
    expect(message).toMatch(/Allaria's decision, not Fulgen's/);
  });

  it.each([
    ['a string', 'pass'],
    ['null', null],
    ['a number', 42],
    ['an array', [{ seat: 'allaria', choice: { kind: 'pass' } }]],
    ['a move without a choice', { seat: 'allaria' }],
    ['a move without a seat', { choice: { kind: 'pass' } }],
    ['an unknown seat', { seat: 'dwarves', choice: { kind: 'pass' } }],
    ['a choice that is not an object', { seat: 'allaria', choice: 'pass' }],
  ])('applyMove: a malformed move (%s) is refused as not a move', (_what, move) => {
    const message = refused(opening(), move, 'malformed');
    expect(message).toMatch(/^Not a move/);
  });

  it.each([
    ['an unknown choice kind', { kind: 'teleport' }, /choice/],
    ['an unknown region', { kind: 'region', region: 'atlantis' }, /choice/],
    ['an extra key', { kind: 'pass', loudly: true }, /loudly/],
    ['a card that does not exist', { kind: 'card', card: 'fireball' }, /choice/],
  ])(
    'applyMove: a malformed choice (%s) is refused with the schema’s reason',
    (_w, choice, why) => {
      const message = refused(opening(), { seat: 'allaria', choice }, 'malformed');
      expect(message).toMatch(/^Not a move/);
      expect(message).toMatch(why);
    },
  );

  it('applyMove: a move after the game is over is refused', () => {
    // 10 Power tokens on a board win at once (RB-43): the game is over as soon as it starts.
    const s = scenarioGame({ seats: { fulgen: { power: { unspent: 10 } } } });
    expect(s.result?.winners).toEqual(['fulgen']);
    expect(legalMoves(s)).toEqual([]);
    const message = refused(s, { seat: 'allaria', choice: { kind: 'pass' } }, 'game-over');
    expect(message).toMatch(/game is over/);
  });

  it('applyMove: a Faceless decision accepts only {kind:"auto"}, even a choice among its options', () => {
    const s = scenarioGame(
      { stack: [{ seat: 'fulgen', card: 'fly-harvest' }] },
      { seats: tableWith(['fulgen']) },
    );
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'fly', automaton: true });
    expect(s.pending!.options).toContainEqual({ kind: 'done' });
    const message = refused(s, { seat: 'fulgen', choice: { kind: 'done' } }, 'illegal-choice');
    expect(message).toMatch(/Fulgen is Faceless: its policy decides/);
    const auto = applyMove(s, { seat: 'fulgen', choice: { kind: 'auto' } });
    expect(auto.ok).toBe(true);
  });

  it('applyMove: {kind:"auto"} is refused for a human decision', () => {
    refused(opening(), { seat: 'allaria', choice: { kind: 'auto' } }, 'illegal-choice');
  });

  it('applyMove: a legal move returns a new state and never edits the state it was given', () => {
    const setup: GameSetup = { seed: 8, seats: tableWith(['tyveria', 'skarn']) };
    const { moves, states } = randomGame(setup, 8, 250);
    expect(moves.length).toBeGreaterThan(50);
    states.slice(0, -1).forEach((state, i) => {
      // A JSON snapshot: as strict as toEqual for plain data, and fast enough for every move.
      const before = JSON.stringify(state);
      const result = applyMove(state, moves[i]);
      expect(result.ok).toBe(true);
      expect(JSON.stringify(state)).toBe(before);
      if (result.ok) expect(result.state.moveCount).toBe(state.moveCount + 1);
    });
  }, 30_000);

  it('pendingDecision and legalMoves: every option of a human decision is a legal move for that seat', () => {
    const s = opening();
    expect(pendingDecision(s)).toBe(s.pending);
    expect(legalMoves(s)).toEqual(
      s.pending!.options.map((choice) => ({ seat: 'allaria', choice })),
    );
  });
});

// ---- createGame ----

const base = { seed: 1, seats: HUMAN_TABLE, initiative: 'allaria' } as const;

describe('createGame', () => {
  it.each<[string, unknown, RegExp[]]>([
    [
      'an unknown faction',
      { seed: 1, seats: [...HUMAN_TABLE.slice(0, 3), { faction: 'dwarves', controller: 'human' }] },
      [/seats\.3\.faction: Invalid type: Expected \("allaria" \|.* but received "dwarves"/],
    ],
    ['3 seats', { seed: 1, seats: HUMAN_TABLE.slice(0, 3) }, [/four characters, not 3/]],
    [
      '3 Generals',
      { seed: 1, seats: [...HUMAN_TABLE.slice(0, 3), { faction: 'nahuac', controller: 'human' }] },
      [/two Generals and two Dragons, not 3 Generals/],
    ],
    [
      'a faction seated twice',
      { seed: 1, seats: [HUMAN_TABLE[0], HUMAN_TABLE[1], HUMAN_TABLE[0], HUMAN_TABLE[3]] },
      [/each faction can be seated only once/],
    ],
    [
      "another faction's character",
      { ...base, seats: [{ ...HUMAN_TABLE[0], character: 'adrael' }, ...HUMAN_TABLE.slice(1)] },
      [/Adrael does not play Allaria/],
    ],
    ['an initiative holder not at the table', { ...base, initiative: 'nahuac' }, [/initiative/]],
    ['a seed that is not an integer', { ...base, seed: 1.5 }, [/seed/]],
    ['an unknown setup key', { ...base, speed: 'fast' }, [/\(root\): Unknown field "speed"/]],
    [
      '7 Units in a region',
      { ...base, scenario: { regions: { cross: { units: { allaria: 7 } } } } },
      [/regions\.cross/, /7 Units exceed the 6-Unit limit/],
    ],
    [
      'Units of two sides in one region',
      { ...base, scenario: { regions: { cross: { units: { allaria: 2, neutral: 1 } } } } },
      [/regions\.cross/, /Units of two sides never share a region/],
    ],
    [
      'Units of a Dragon',
      { ...base, scenario: { regions: { cross: { units: { fulgen: 1 } } } } },
      [/only Generals in this game and the neutral force have Units/],
    ],
    [
      '51 Power tokens',
      {
        ...base,
        scenario: {
          regions: { cross: { power: 30 }, moon: { power: 20 } },
          seats: { fulgen: { power: { spent: 1 } } },
        },
      },
      [/51 Power tokens placed, but only 50 exist/],
    ],
    [
      'more neutral Units than exist',
      {
        ...base,
        scenario: {
          regions: Object.fromEntries(
            ['ysval', 'fell', 'tyvh', 'cross', 'moon', 'hollow'].map((r) => [
              r,
              { units: { neutral: 6 } },
            ]),
          ),
        },
      },
      [/neutral: more Units placed than exist/],
    ],
    [
      'a Creature in the lineup',
      { ...base, scenario: { lineup: ['gloom-stalker'] } },
      [/lineup/, /gloom-stalker is a Creature and takes no slot/],
    ],
    [
      'a card not belonging to the seat',
      { ...base, scenario: { seats: { fulgen: { hand: ['move-assault'] } } } },
      [/seats\.fulgen/, /move-assault is not one of its cards/],
    ],
    [
      "another role's Vaala card",
      { ...base, scenario: { seats: { fulgen: { vaalaHand: ['rally'] } } } },
      [/seats\.fulgen\.vaalaHand/, /a Vaala card of another character's set/],
    ],
    [
      'a card both in hand and on the stack',
      {
        ...base,
        scenario: {
          seats: { allaria: { hand: ['move-assault'] } },
          stack: [{ seat: 'allaria', card: 'move-assault' }],
        },
      },
      [/seats\.allaria/, /move-assault is listed twice/],
    ],
    [
      'one Region card held by two Generals',
      {
        ...base,
        scenario: {
          seats: { allaria: { hand: ['region:cross'] }, tyveria: { hand: ['region:cross'] } },
        },
      },
      [/region:cross is listed twice/],
    ],
    [
      'a Vaala card listed twice',
      { ...base, scenario: { seats: { allaria: { vaalaHand: ['rally', 'rally'] } } } },
      [/seats\.allaria\.vaalaHand/, /listed twice/],
    ],
    [
      'a duplicate Denizen',
      {
        ...base,
        scenario: {
          seats: { allaria: { denizens: ['cross-sage'] } },
          lineup: ['cross-sage', null, null, null, null, null],
        },
      },
      [/lineup/, /cross-sage is already elsewhere/],
    ],
    [
      'a duplicate Creature',
      {
        ...base,
        scenario: {
          creatures: [
            { card: 'gloom-stalker', region: 'cross' },
            { card: 'gloom-stalker', region: 'moon' },
          ],
        },
      },
      [/creatures/, /gloom-stalker is already elsewhere/],
    ],
    [
      'an Event listed twice',
      {
        ...base,
        scenario: { eventDeck: ['red-moon'], stack: [{ event: 'red-moon' }] },
      },
      [/eventDeck/, /listed twice/],
    ],
    [
      'an unknown scenario key',
      { ...base, scenario: { weather: 'rain' } },
      [/scenario: Unknown field "weather"/],
    ],
    [
      'an unknown key in a seat',
      { ...base, scenario: { seats: { allaria: { mood: 'grim' } } } },
      [/scenario\.seats\.allaria: Unknown field "mood"/],
    ],
    [
      'a seat that is not at the table',
      { ...base, scenario: { seats: { nahuac: { power: { unspent: 1 } } } } },
      [/seats\.nahuac: no such seat/],
    ],
  ])(
    'createGame: a setup with %s is refused with a message naming the problem',
    (_w, setup, why) => {
      const result = createGame(setup);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      for (const pattern of why) expect(result.error).toMatch(pattern);
    },
  );

  it('newGame: throws on a setup that breaks the rules, with the same message', () => {
    expect(() => newGame({ seed: 1, seats: HUMAN_TABLE.slice(0, 3) })).toThrow(
      /Invalid game setup: .*four characters, not 3/,
    );
  });

  it('createGame: a scenario puts on the map only the Creatures it lists', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const result = createGame({
        seed,
        seats: HUMAN_TABLE,
        scenario: { regions: { cross: { units: { allaria: 2 } } } },
      });
      if (!result.ok) throw new Error(result.error);
      expect(result.state.creatures).toEqual([]);
      expect(result.state.lineup.every((d) => d !== null)).toBe(true);
    }
    const listed = scenarioGame({ creatures: [{ card: 'stone-colossus', region: 'moon' }] });
    expect(listed.creatures.map((c) => [c.card, c.region])).toEqual([['stone-colossus', 'moon']]);
  });
});

// ---- replay ----

describe('replay', () => {
  it.each<[number, GameSetup]>([
    [2, { seed: 2, seats: HUMAN_TABLE }],
    [3, { seed: 3, seats: tableWith(['fulgen', 'tyveria']) }],
    [4, { seed: 4, seats: tableWith(['allaria', 'fulgen', 'tyveria']) }],
  ])(
    'replay: rebuilds exactly the state reached by applying the moves one by one (seed %i)',
    (seed, setup) => {
      const { moves, states } = randomGame(setup, seed, 300);
      expect(moves.length).toBeGreaterThan(30);
      expect(replay(setup, moves)).toEqual(states[states.length - 1]);
      const half = Math.floor(moves.length / 2);
      expect(replay(setup, moves.slice(0, half))).toEqual(states[half]);
    },
    30_000,
  );

  it('replay: a scenario game replays too (scripted dice included)', () => {
    const setup: GameSetup = {
      seed: 9,
      seats: HUMAN_TABLE,
      initiative: 'allaria',
      scenario: {
        regions: { cross: { units: { allaria: 2 } }, moon: { units: { tyveria: 2 } } },
        stack: [{ seat: 'allaria', card: 'move-assault' }],
        dice: ['X', '1', '0', '2X', '0'],
      },
    };
    const { moves, states } = randomGame(setup, 9, 60);
    expect(replay(setup, moves)).toEqual(states[states.length - 1]);
  });

  it('replay: throws naming the (1-based) index of the first illegal move', () => {
    const setup: GameSetup = { seed: 1, seats: HUMAN_TABLE, initiative: 'allaria' };
    const moves: Move[] = [
      { seat: 'allaria', choice: { kind: 'card', card: 'move-assault' } },
      { seat: 'fulgen', choice: { kind: 'card', card: 'fly-wrath-a' } },
      { seat: 'fulgen', choice: { kind: 'card', card: 'fly-wrath-b' } },
      { seat: 'skarn', choice: { kind: 'pass' } },
    ];
    expect(() => replay(setup, moves)).toThrow(/^move 3: It is Tyveria's decision, not Fulgen's/);
  });
});

// ---- view ----

describe('view', () => {
  /** Round 1 Planning with one card from each of Allaria, Fulgen and Tyveria on the stack; Skarn to plan. */
  function planned(): GameState {
    let s = opening();
    s = answer(s, { kind: 'card', card: 'region:allar' });
    s = answer(s, { kind: 'card', card: 'fly-harvest' });
    s = answer(s, { kind: 'card', card: 'move-deploy' });
    expect(s.pending?.seat).toBe('skarn');
    return s;
  }

  it("view: a seat sees its own hands and only the sizes of other seats' hands", () => {
    const s = planned();
    const v = view(s, 'fulgen');
    for (const other of v.seats) {
      const real = seat(s, other.id);
      expect(other.handCount).toBe(real.hand.length);
      expect(other.vaalaHandCount).toBe(real.vaalaHand.length);
      expect(other.vaalaDeckCount).toBe(real.vaalaDeck.length);
      if (other.id === 'fulgen') {
        expect(other.hand).toEqual(real.hand);
        expect(other.vaalaHand).toEqual(real.vaalaHand);
      } else {
        expect(other.hand).toBeNull();
        expect(other.vaalaHand).toBeNull();
      }
      expect(other).not.toHaveProperty('vaalaDeck');
    }
    // An onlooker at the table sees no hand at all.
    expect(view(s, 'table').seats.every((x) => x.hand === null && x.vaalaHand === null)).toBe(true);
  });

  it("view: unrevealed stack cards are hidden except the viewer's own", () => {
    const s = planned();
    expect(view(s, 'allaria').stack).toEqual([
      { kind: 'hidden', back: 'event', seat: null },
      { kind: 'action', seat: 'allaria', card: 'region:allar', revealed: false },
      { kind: 'hidden', back: 'action', seat: 'fulgen' },
      { kind: 'hidden', back: 'action', seat: 'tyveria' },
    ]);
    expect(view(s, 'table').stack.every((c) => c.kind === 'hidden')).toBe(true);
    // Nothing in Skarn's view gives Allaria's Region card away.
    expect(JSON.stringify(view(s, 'skarn'))).not.toContain('region:allar');
  });

  it('view: revealed stack cards are seen by everyone', () => {
    const s = answer(planned(), { kind: 'pass' });
    // Skarn passed: the first Event resolved and Allaria's Region card is resolving.
    expect(s.stack[0].revealed).toBe(true);
    expect(s.stack[1]).toMatchObject({ card: 'region:allar', revealed: true });
    const v = view(s, 'skarn');
    expect(v.stack[0]).toEqual(s.stack[0]);
    expect(v.stack[1]).toEqual(s.stack[1]);
    expect(v.stack[2]).toEqual({ kind: 'hidden', back: 'action', seat: 'fulgen' });
  });

  it('view: deck order and the generator are not shown, only deck sizes', () => {
    const s = planned();
    const v = view(s, 'allaria');
    for (const key of [
      'eventDeck',
      'regionDeck',
      'denizenDeck',
      'stageDeck',
      'rng',
      'scriptedDice',
    ])
      expect(v).not.toHaveProperty(key);
    expect(v.deckCounts).toEqual({
      events: s.eventDeck.length,
      regions: s.regionDeck.length,
      denizens: s.denizenDeck.length,
      stages: s.stageDeck.length,
    });
    const text = JSON.stringify(v);
    for (const word of s.rng) expect(text).not.toContain(String(word));
  });

  it('view: the options of a pending decision are shown only to the seat that decides', () => {
    const s = planned();
    const mine = view(s, 'skarn').pending!;
    expect(mine).toMatchObject({ seat: 'skarn', kind: 'plan' });
    expect(mine.options).toEqual(s.pending!.options);
    for (const viewer of ['allaria', 'fulgen', 'tyveria', 'table'] as const) {
      const theirs = view(s, viewer).pending!;
      expect(theirs).toMatchObject({ seat: 'skarn', kind: 'plan', options: null });
    }
  });

  it('view: building a view leaves the state untouched and shares no hand with it', () => {
    const s = planned();
    const before = structuredClone(s);
    const v = view(s, 'allaria');
    v.seats[0].hand!.push('move-assault');
    expect(s).toEqual(before);
  });
});
