import { describe, expect, it, vi } from 'vitest';
import {
  applyMove,
  createGame,
  legalMoves,
  type Choice,
  type DieFace,
  type GameState,
  type RegionId,
  type Scenario,
  type SeatId,
  type SeatSetup,
} from '../../src/engine';
import { regionStatus, type RegionStatus } from '../../src/engine/board';
import {
  DENIZEN_IDS,
  DRAGON_ACTION_CARDS,
  DRAGON_VAALA,
  EVENT_IDS,
  GENERAL_ACTION_CARDS,
  GENERAL_VAALA,
  REGION_IDS,
} from '../../src/engine/content/ids';
import { DENIZENS } from '../../src/engine/content/cards';
import { rollDie, seedRng } from '../../src/engine/rng';
import { answer, answers, logOf, seat, units } from './play';
import { scenarioGame } from './positions';
import { HUMAN_TABLE, tableWith } from '../tables';

// ---- helpers local to this file ----

/** The standard opening (no scenario) for a table, failing loudly if it is refused. */
function opening(seed = 1, seats: SeatSetup[] = HUMAN_TABLE, initiative?: SeatId): GameState {
  const result = createGame({ seed, seats, ...(initiative ? { initiative } : {}) });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

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

/** Every state of a game whose human seats answer at random and whose Faceless seats use their policy. */
function randomWalk(start: GameState, seed: number, maxMoves: number): GameState[] {
  const pick = chooser(seed);
  const states = [start];
  let s = start;
  for (let i = 0; i < maxMoves && !s.result; i++) {
    const moves = legalMoves(s);
    const result = applyMove(s, moves[pick(moves.length)]);
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
    states.push(s);
  }
  return states;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The regions a step of this piece could reach from the current Move/Fly decision. */
function stepDestinations(s: GameState, piece: 'unit' | 'general' | 'dragon', from: RegionId) {
  return (s.pending?.options ?? [])
    .filter((o): o is Extract<Choice, { kind: 'step' }> => o.kind === 'step')
    .filter((o) => o.piece === piece && o.from === from)
    .map((o) => o.to)
    .sort();
}

const regionOptions = (s: GameState) =>
  (s.pending?.options ?? []).flatMap((o) => (o.kind === 'region' ? [o.region] : [])).sort();

// ---- §1 Table ----

describe('§1 Table', () => {
  it('RB-1: a table of two Generals and two Dragons is accepted, any other table is refused', () => {
    const s = opening();
    expect(s.seats.map((x) => x.role).sort()).toEqual(['dragon', 'dragon', 'general', 'general']);
    const three = createGame({ seed: 1, seats: HUMAN_TABLE.slice(0, 3) });
    expect(three.ok).toBe(false);
    const fiveish = createGame({
      seed: 1,
      seats: [...HUMAN_TABLE, { faction: 'nahuac', controller: 'human' }],
    });
    expect(fiveish.ok).toBe(false);
    const threeGenerals = createGame({
      seed: 1,
      seats: [...HUMAN_TABLE.slice(0, 3), { faction: 'nahuac', controller: 'human' }],
    });
    expect(threeGenerals.ok).toBe(false);
    if (!threeGenerals.ok) expect(threeGenerals.error).toMatch(/two Generals and two Dragons/);
  });

  it('RB-1: in a solo game the three characters without a human play as Faceless and never ask the human', () => {
    // Solo: Allaria is the only human. The Faceless seats answer their own Planning turns.
    const s = opening(3, tableWith(['fulgen', 'tyveria', 'skarn']), 'fulgen');
    expect(s.seats.map((x) => [x.id, x.controller])).toEqual([
      ['allaria', 'human'],
      ['fulgen', 'faceless'],
      ['tyveria', 'faceless'],
      ['skarn', 'faceless'],
    ]);
    // Fulgen, Tyveria and Skarn each placed one card; the first question goes to the human.
    expect(s.pending?.seat).toBe('allaria');
    expect(s.stack.map((c) => (c.kind === 'action' ? c.seat : c.kind))).toEqual([
      'event',
      'fulgen',
      'tyveria',
      'skarn',
    ]);
  });

  it('RB-1: a Faceless decision with a real choice is answered only by its policy ({kind:"auto"})', () => {
    const s = scenarioGame(
      { stack: [{ seat: 'fulgen', card: 'fly-harvest' }] },
      { seats: tableWith(['fulgen']) },
    );
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'fly', automaton: true });
    expect(s.pending!.options.length).toBeGreaterThan(1);
    expect(legalMoves(s)).toEqual([{ seat: 'fulgen', choice: { kind: 'auto' } }]);
  });

  it.each([
    ['allaria', 'general', 'Elyse'],
    ['tyveria', 'general', 'Adrael'],
    ['nahuac', 'general', 'Itza Chapula'],
  ] as const)('RB-2: %s is a General faction played by %s', (faction, role, name) => {
    const seats: SeatSetup[] = [
      { faction, controller: 'human' },
      { faction: 'fulgen', controller: 'human' },
      { faction: faction === 'allaria' ? 'tyveria' : 'allaria', controller: 'human' },
      { faction: 'skarn', controller: 'human' },
    ];
    const s = opening(1, seats);
    expect(seat(s, faction).role).toBe(role);
    expect(seat(s, faction).name).toBe(name);
  });

  it('RB-2: Fulgen and Skarn are the two base Dragon factions', () => {
    const s = opening();
    expect(seat(s, 'fulgen').role).toBe('dragon');
    expect(seat(s, 'skarn').role).toBe('dragon');
    expect(seat(s, 'allaria').role).toBe('general');
    expect(seat(s, 'tyveria').role).toBe('general');
  });

  it('RB-3: the opening holds exactly 50 Power tokens, 20 Units per General, 30 neutral Units and 12 cities', () => {
    const s = opening();
    expect(s.supply.power + sum(REGION_IDS.map((r) => s.regions[r].power))).toBe(50);
    expect(s.supply.power).toBe(40);
    expect(s.supply.units).toEqual({ allaria: 17, tyveria: 17, neutral: 22 });
    expect(s.supply.cities).toBe(9);
  });

  it.each<[number, SeatId[]]>([
    [11, []],
    [12, ['tyveria', 'skarn']],
    [13, ['allaria', 'fulgen']],
    [14, ['allaria', 'fulgen', 'tyveria', 'skarn']],
  ])(
    'RB-3: pieces are neither created nor lost during a game (random game, seed %i, Faceless %j)',
    (seed, faceless) => {
      const start = opening(seed, tableWith(faceless));
      for (const s of randomWalk(start, seed, 400)) {
        const boards = sum(s.seats.map((x) => x.power.unspent + x.power.spent));
        expect(s.supply.power + sum(REGION_IDS.map((r) => s.regions[r].power)) + boards).toBe(50);
        for (const [side, total] of [
          ['allaria', 20],
          ['tyveria', 20],
          ['neutral', 30],
        ] as const) {
          const onMap = sum(REGION_IDS.map((r) => units(s, r, side)));
          const onEssence = sum(s.seats.map((x) => x.essence.filter((e) => e === side).length));
          expect(s.supply.units[side]! + onMap + onEssence).toBe(total);
        }
        expect(s.supply.cities + REGION_IDS.filter((r) => s.regions[r].city).length).toBe(12);
      }
    },
    30_000,
  );

  it('RB-3: spending flips a token to its spent side; it stays on the board', () => {
    // Region card Upgrade (RB-23) costs one unspent token.
    let s = scenarioGame({
      regions: { cross: { units: { allaria: 1 } } },
      seats: { allaria: { power: { unspent: 2 } } },
      lineup: ['cross-sage', null, null, null, null, null],
      stack: [{ seat: 'allaria', card: 'region:cross' }],
    });
    expect(s.pending?.kind).toBe('upgrade');
    s = answer(s, { kind: 'denizen', denizen: 'cross-sage' });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 1 });
  });

  it('RB-3a: the three printed cities are three of the twelve city tokens, placed at setup', () => {
    const s = opening();
    expect(REGION_IDS.filter((r) => s.regions[r].city).sort()).toEqual([
      'allar',
      'blood',
      'serpent',
    ]);
    expect(s.supply.cities).toBe(9);
  });

  it('RB-3b: a placement from a short supply places what remains', () => {
    // 48 Power tokens already on the map: Vaala Bloom (1 per neutral/uncontrolled region) finds 2.
    const s = scenarioGame({
      regions: { allar: { units: { allaria: 1 }, power: 48 } },
      stack: [{ event: 'vaala-bloom-1' }],
    });
    expect(s.supply.power).toBe(0);
    const gained = REGION_IDS.filter((r) => r !== 'allar' && s.regions[r].power === 1);
    expect(gained).toHaveLength(2);
    expect(REGION_IDS.filter((r) => r !== 'allar' && s.regions[r].power > 1)).toEqual([]);
    expect(s.regions.allar.power).toBe(48);
  });

  it('RB-3b: a Deploy from a supply of 1 Unit places that Unit and no more', () => {
    // 19 of Allaria's 20 Units are on the map.
    let s = scenarioGame({
      regions: {
        allar: { units: { allaria: 6 } },
        ysval: { units: { allaria: 6 } },
        crown: { units: { allaria: 6 } },
        cross: { units: { allaria: 1 } },
      },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    expect(s.supply.units.allaria).toBe(1);
    expect(s.pending?.kind).toBe('deploy');
    s = answer(s, { kind: 'region', region: 'cross' });
    expect(units(s, 'cross', 'allaria')).toBe(2);
    expect(s.supply.units.allaria).toBe(0);
    expect(s.pending?.kind).toBe('assault');
  });

  it('RB-3b: destroyed Units return to their own supply', () => {
    // Allaria (2 Units + General in cross, CV 3) attacks 2 neutral Units in moon: 2 normal hits.
    let s = scenarioGame({
      regions: { cross: { units: { allaria: 2 } }, moon: { units: { neutral: 2 } } },
      seats: { allaria: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['1', '1', '0', '0', '0'],
    });
    expect(s.supply.units.neutral).toBe(28);
    s = answer(s, { kind: 'done' });
    s = answer(s, {
      kind: 'target',
      from: 'cross',
      target: { kind: 'force', side: 'neutral', region: 'moon' },
    });
    expect(units(s, 'moon', 'neutral')).toBe(0);
    expect(s.supply.units.neutral).toBe(30);
    expect(s.supply.units.allaria).toBe(18);
  });

  it('RB-3b: a Power token lost with no one to take it returns to the supply (unspent side up)', () => {
    // Allaria's General and 1 Unit attack 3 neutral Units; the neutral counterattack wipes the
    // force out with the General there: injured (RB-33), and no player takes the token.
    let s = scenarioGame({
      regions: { cross: { units: { allaria: 1 } }, moon: { units: { neutral: 3 } } },
      seats: { allaria: { location: 'cross', power: { unspent: 1, spent: 2 } } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '2', '2', '0'],
    });
    const supplyBefore = s.supply.power;
    s = answer(s, { kind: 'done' });
    s = answer(s, {
      kind: 'target',
      from: 'cross',
      target: { kind: 'force', side: 'neutral', region: 'moon' },
    });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'give-token' });
    s = answer(s, { kind: 'token', spent: true });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 1 });
    expect(s.supply.power).toBe(supplyBefore + 1);
  });

  it('RB-3b: spent tokens stay spent through Clean-up (no effect turns them)', () => {
    let s = scenarioGame({
      eventDeck: ['red-moon', 'vaala-bloom-1', 'vaala-bloom-2'],
      seats: { allaria: { power: { unspent: 1, spent: 3 } } },
      stack: [{ event: 'dragons-rest' }],
    });
    // The stack resolved, Clean-up ran, and round 2 Planning waits.
    expect(s.round).toBe(2);
    expect(s.phase).toBe('planning');
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 3 });
    s = answer(s, { kind: 'pass' });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 3 });
  });

  it('RB-4: sampled dice show the faces 0,0,0,0,1,1,1,2,X,2X in their proportions', () => {
    const s = opening(99);
    const counts: Record<DieFace, number> = { '0': 0, '1': 0, '2': 0, X: 0, '2X': 0 };
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[rollDie(s)] += 1;
    const expected = { '0': 0.4, '1': 0.3, '2': 0.1, X: 0.1, '2X': 0.1 };
    for (const face of Object.keys(expected) as DieFace[])
      expect(Math.abs(counts[face] / n - expected[face])).toBeLessThan(0.01);
  });

  it.each([
    ['0', 0, 0],
    ['1', 0, 1],
    ['2', 0, 2],
    ['X', 1, 0],
    ['2X', 2, 0],
  ] as const)(
    'RB-4: a combat die showing %s gives %i critical and %i normal hits',
    (face, critical, normal) => {
      // One Allarian Unit (CV 1, one die) attacks 6 Tyverian Units; Tyveria then counterattacks with blanks.
      let s = scenarioGame({
        regions: { cross: { units: { allaria: 1 } }, moon: { units: { tyveria: 6 } } },
        stack: [{ seat: 'allaria', card: 'move-assault' }],
        dice: [face, '0', '0', '0', '0', '0', '0'],
      });
      s = answer(s, { kind: 'done' });
      s = answer(s, {
        kind: 'target',
        from: 'cross',
        target: { kind: 'force', side: 'tyveria', region: 'moon' },
      });
      // Critical hits land before the defender acts (RB-31), normal hits after.
      expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'defend' });
      expect(units(s, 'moon', 'tyveria')).toBe(6 - critical);
      s = answer(s, { kind: 'counterattack' });
      expect(units(s, 'moon', 'tyveria')).toBe(6 - critical - normal);
      expect(units(s, 'cross', 'allaria')).toBe(1);
    },
  );

  it.each([
    [['1', '2X'], true],
    [['X', '2'], true],
    [['2', '1'], true],
    [['0', '1'], false],
    [['2X', '0'], false],
    [['0', '0'], false],
  ] as [DieFace[], boolean][])(
    'RB-4: on a single-die Dragonbond roll any non-0 face is a hit (%j → bonded %s)',
    (dice, bonded) => {
      const s = scenarioGame({
        seats: { allaria: { location: 'crown' } },
        stack: [{ event: 'dragonbond' }],
        dice,
      });
      expect(logOf(s, 'dragonbond-roll').map((e) => e.dice)).toEqual([dice]);
      expect(seat(s, 'allaria').bondedTo).toBe(bonded ? 'fulgen' : null);
      expect(seat(s, 'fulgen').bondedTo).toBe(bonded ? 'allaria' : null);
    },
  );

  it('RB-5: the same seed gives the same opening; different seeds shuffle differently', () => {
    expect(opening(7)).toEqual(opening(7));
    const decks = [1, 2, 3, 4, 5].map((seed) => {
      const s = opening(seed);
      return JSON.stringify([s.stack, s.eventDeck]);
    });
    expect(new Set(decks).size).toBe(5);
  });

  it('RB-5: the generator lives in the state: a saved-and-loaded game continues identically', () => {
    const start = opening(21, tableWith(['fulgen', 'tyveria']));
    const walk = randomWalk(start, 21, 300);
    expect(walk.length).toBeGreaterThan(60);
    const midpoint = walk[Math.floor(walk.length / 2)];
    const reloaded: GameState = JSON.parse(JSON.stringify(midpoint));
    expect(reloaded.rng).toEqual(midpoint.rng);
    // Replaying the rest of the walk's choices from both copies gives the same states.
    const pick = chooser(5);
    let a = midpoint;
    let b = reloaded;
    for (let i = 0; i < 150 && !a.result; i++) {
      const moves = legalMoves(a);
      expect(legalMoves(b)).toEqual(moves);
      const move = moves[pick(moves.length)];
      const ra = applyMove(a, move);
      const rb = applyMove(b, move);
      if (!ra.ok || !rb.ok) throw new Error('a legal move was refused');
      a = ra.state;
      b = rb.state;
      expect(b.rng).toEqual(a.rng);
    }
    expect(b).toEqual(a);
  }, 30_000);

  it('RB-5: no randomness comes from outside the state (Math.random is never called)', () => {
    const spy = vi.spyOn(Math, 'random');
    try {
      const start = opening(33, tableWith(['fulgen', 'skarn', 'tyveria']));
      randomWalk(start, 33, 300);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  }, 30_000);

  it('RB-5: scripted scenario dice come first, then the seeded generator', () => {
    const s = opening(5);
    s.scriptedDice = ['2X', 'X'];
    const rngBefore = [...s.rng];
    expect([rollDie(s), rollDie(s)]).toEqual(['2X', 'X']);
    expect(s.rng).toEqual(rngBefore);
    rollDie(s);
    expect(s.rng).not.toEqual(rngBefore);
    expect(seedRng(5)).not.toEqual(seedRng(6));
  });
});

// ---- §2 Map ----

describe('§2 Map', () => {
  it('RB-6: Allaria starts in allar, Tyveria in blood, Fulgen in crown, Skarn in nahu; the rest are non-starting', () => {
    const s = opening();
    expect(s.seats.map((x) => [x.id, x.home, x.location])).toEqual([
      ['allaria', 'allar', 'allar'],
      ['fulgen', 'crown', 'crown'],
      ['tyveria', 'blood', 'blood'],
      ['skarn', 'nahu', 'nahu'],
    ]);
    const nonStarting = REGION_IDS.filter((r) => units(s, r, 'neutral') === 1).sort();
    expect(nonStarting).toEqual(
      ['ysval', 'fell', 'tyvh', 'cross', 'moon', 'serpent', 'hollow', 'ashen'].sort(),
    );
  });

  it.each([
    ['tyveria', 'blood', 'allaria', 'allar'],
    ['allaria', 'allar', 'tyveria', 'blood'],
  ] as const)(
    'RB-6a: Nahuac replacing %s takes its starting region %s, its printed city and its Region card',
    (replaced, home, other, otherHome) => {
      const seats: SeatSetup[] = HUMAN_TABLE.map((x) =>
        x.faction === replaced ? { faction: 'nahuac', controller: 'human' } : x,
      );
      const s = opening(4, seats);
      const nahuac = seat(s, 'nahuac');
      expect(nahuac.home).toBe(home);
      expect(nahuac.location).toBe(home);
      expect(units(s, home, 'nahuac')).toBe(3);
      expect(units(s, home, 'neutral')).toBe(0);
      expect(s.regions[home].city).toBe(true);
      expect(s.regions[home].power).toBe(0);
      expect(nahuac.hand).toEqual([...GENERAL_ACTION_CARDS, `region:${home}`]);
      expect(s.regionDeck).not.toContain(home);
      // The General that stays keeps its own start.
      expect(seat(s, other).home).toBe(otherHome);
      expect(units(s, otherHome, other)).toBe(3);
    },
  );

  it.each<{ what: string; scenario: Scenario; status: RegionStatus; blooms: boolean }>([
    {
      what: "a General's Units",
      scenario: { regions: { cross: { units: { allaria: 2 } } } },
      status: { kind: 'controlled', by: 'allaria' },
      blooms: false,
    },
    {
      what: 'neutral Units',
      scenario: { regions: { cross: { units: { neutral: 1 } } } },
      status: { kind: 'neutral' },
      blooms: true,
    },
    { what: 'nothing', scenario: {}, status: { kind: 'uncontrolled' }, blooms: true },
    {
      what: 'a lone General miniature',
      scenario: { seats: { allaria: { location: 'cross' } } },
      status: { kind: 'uncontrolled' },
      blooms: true,
    },
    {
      what: 'a Dragon',
      scenario: { seats: { fulgen: { location: 'cross' } } },
      status: { kind: 'uncontrolled' },
      blooms: true,
    },
    {
      what: 'a city',
      scenario: { regions: { cross: { city: true } } },
      status: { kind: 'uncontrolled' },
      blooms: true,
    },
    {
      what: 'a Creature',
      scenario: { creatures: [{ card: 'gloom-stalker', region: 'cross' }] },
      status: { kind: 'uncontrolled' },
      blooms: true,
    },
    {
      what: 'neutral Units and an enemy General miniature',
      scenario: {
        regions: { cross: { units: { neutral: 2 } } },
        seats: { tyveria: { location: 'cross' } },
      },
      status: { kind: 'neutral' },
      blooms: true,
    },
    {
      what: "a General's Units and a Dragon",
      scenario: {
        regions: { cross: { units: { tyveria: 1 } } },
        seats: { skarn: { location: 'cross' } },
      },
      status: { kind: 'controlled', by: 'tyveria' },
      blooms: false,
    },
  ])('RB-7: a region holding $what is $status.kind', ({ scenario, status, blooms }) => {
    const before = scenarioGame(scenario);
    expect(regionStatus(before, 'cross')).toEqual(status);
    // Vaala Bloom places Power only in neutral or uncontrolled regions (§10).
    const after = scenarioGame({ ...scenario, stack: [{ event: 'vaala-bloom-1' }] });
    expect(after.regions.cross.power).toBe(blooms ? 1 : 0);
  });

  it('RB-7a: status is read live: a region emptied by a Move is no longer controlled for the Deploy that follows', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 2 } }, cross: { units: { allaria: 1 } } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    s = answers(s, { kind: 'step', piece: 'unit', from: 'cross', to: 'moon' }, { kind: 'done' });
    expect(s.pending?.kind).toBe('deploy');
    expect(regionOptions(s)).toEqual(['allar', 'moon']);
  });

  it("RB-7a: a Move never takes Units into a region holding another side's Units", () => {
    const s = scenarioGame({
      regions: {
        allar: { units: { allaria: 2 } },
        ysval: { units: { neutral: 1 } },
        cross: { units: { tyveria: 1 } },
      },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    expect(s.pending?.kind).toBe('move');
    // allar borders ysval (neutral), crown, cross (Tyveria) and serpent.
    expect(stepDestinations(s, 'unit', 'allar')).toEqual(['crown', 'serpent']);
  });

  it("RB-7a: a Deploy never places Units where another side's Units stand, even beside the General", () => {
    const s = scenarioGame({
      regions: { allar: { units: { allaria: 2 } }, cross: { units: { neutral: 1 } } },
      seats: { allaria: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    expect(s.pending?.kind).toBe('deploy');
    expect(regionOptions(s)).toEqual(['allar']);
  });

  it.each([
    [true, ['allar', 'ashen', 'hollow', 'ysval']],
    [false, ['allar', 'hollow']],
  ])('RB-7b: Units in serpent (city: %s) may use its sea links only from a city', (city, to) => {
    const s = scenarioGame({
      regions: { serpent: { units: { allaria: 2 }, city } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    expect(stepDestinations(s, 'unit', 'serpent')).toEqual(to);
  });

  it.each([
    [true, ['allar', 'ashen', 'hollow', 'ysval']],
    [false, ['allar', 'hollow']],
  ])(
    'RB-7b: a General in serpent (city: %s) may use its sea links only from a city',
    (city, to) => {
      const s = scenarioGame({
        regions: { serpent: { city }, allar: { units: { allaria: 1 } } },
        seats: { allaria: { location: 'serpent' } },
        stack: [{ seat: 'allaria', card: 'move-deploy' }],
      });
      expect(stepDestinations(s, 'general', 'serpent')).toEqual(to);
    },
  );

  it('RB-7b: a Dragon flies along sea links from any region, city or not', () => {
    const s = scenarioGame({
      seats: { fulgen: { location: 'tyvh' } },
      stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
    });
    expect(s.regions.tyvh.city).toBe(false);
    expect(stepDestinations(s, 'dragon', 'tyvh')).toEqual(['ashen', 'blood', 'fell']);
  });

  it.each([
    [true, true],
    [false, false],
  ])('RB-7b: an Assault crosses a sea link only from a city region (city: %s)', (city, offered) => {
    let s = scenarioGame({
      regions: { serpent: { units: { allaria: 2 }, city }, ashen: { units: { neutral: 1 } } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answer(s, { kind: 'done' });
    const target: Choice = {
      kind: 'target',
      from: 'serpent',
      target: { kind: 'force', side: 'neutral', region: 'ashen' },
    };
    if (offered) expect(s.pending?.options).toContainEqual(target);
    else expect(s.pending?.options ?? []).not.toContainEqual(target);
  });
});

// ---- §3 Setup ----

describe('§3 Setup', () => {
  it('RB-8: each General starts with its miniature, 3 Units and the printed city at home, its Action cards and its home Region card', () => {
    const s = opening(2);
    for (const [id, home] of [
      ['allaria', 'allar'],
      ['tyveria', 'blood'],
    ] as const) {
      const general = seat(s, id);
      expect(general.location).toBe(home);
      expect(s.regions[home].units).toEqual({ [id]: 3 });
      expect(s.regions[home].city).toBe(true);
      expect(general.hand).toEqual([...GENERAL_ACTION_CARDS, `region:${home}`]);
      expect(general.power).toEqual({ unspent: 0, spent: 0 });
    }
  });

  it('RB-9: each Dragon starts at home with empty wound and Essence tracks and its Action cards', () => {
    const s = opening(2);
    for (const [id, home] of [
      ['fulgen', 'crown'],
      ['skarn', 'nahu'],
    ] as const) {
      const dragon = seat(s, id);
      expect(dragon.location).toBe(home);
      expect(dragon.wounds).toBe(0);
      expect(dragon.essence).toEqual([]);
      expect(dragon.hand).toEqual([...DRAGON_ACTION_CARDS]);
      expect(s.regions[home].units).toEqual({});
    }
  });

  it.each([1, 2, 3])(
    'RB-10: every non-starting region gets 1 Power token and 1 neutral Unit, moon and cross 2 Power (seed %i)',
    (seed) => {
      const s = opening(seed);
      const layout = Object.fromEntries(
        REGION_IDS.map((r) => [r, [s.regions[r].power, units(s, r, 'neutral')]]),
      );
      expect(layout).toEqual({
        ysval: [1, 1],
        crown: [0, 0],
        fell: [1, 1],
        tyvh: [1, 1],
        allar: [0, 0],
        cross: [2, 1],
        moon: [2, 1],
        blood: [0, 0],
        serpent: [1, 1],
        hollow: [1, 1],
        nahu: [0, 0],
        ashen: [1, 1],
      });
    },
  );

  it('RB-11: each character draws 2 cards from its own shuffled Vaala deck', () => {
    const hands = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = opening(seed);
      for (const x of s.seats) {
        const own = x.role === 'general' ? GENERAL_VAALA : DRAGON_VAALA;
        expect(x.vaalaHand).toHaveLength(2);
        expect(x.vaalaDeck).toHaveLength(3);
        expect([...x.vaalaHand, ...x.vaalaDeck].sort()).toEqual([...own].sort());
        hands.add(`${x.id}:${[...x.vaalaHand].sort().join(',')}`);
      }
    }
    // Shuffled: across six games each seat sees more than one opening hand.
    for (const id of ['allaria', 'fulgen', 'tyveria', 'skarn'])
      expect([...hands].filter((h) => h.startsWith(`${id}:`)).length).toBeGreaterThan(1);
  });

  it('RB-11: the 12 Event cards are shuffled into the Event deck (the first starts the stack)', () => {
    const firsts = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = opening(seed);
      const onStack = s.stack.flatMap((c) => (c.kind === 'event' ? [c.event] : []));
      expect(onStack).toHaveLength(1);
      expect(s.eventDeck).toHaveLength(11);
      expect([...onStack, ...s.eventDeck].sort()).toEqual([...EVENT_IDS].sort());
      firsts.add(onStack[0]);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('RB-11: a random seat takes the initiative token unless the setup names one', () => {
    const holders = new Set<SeatId>();
    for (let seed = 1; seed <= 40; seed++) holders.add(opening(seed).initiative);
    expect([...holders].sort()).toEqual(['allaria', 'fulgen', 'skarn', 'tyveria']);
    expect(opening(1, HUMAN_TABLE, 'skarn').initiative).toBe('skarn');
    // The holder is the first to plan (RB-13).
    expect(opening(1, HUMAN_TABLE, 'skarn').pending?.seat).toBe('skarn');
  });

  it('RB-11a: the Region deck holds the 12 Region cards less those dealt to the Generals', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = opening(seed);
      const inHands = s.seats.flatMap((x) =>
        x.hand.filter((c) => c.startsWith('region:')).map((c) => c.slice(7)),
      );
      const underCreatures = s.creatures.flatMap((c) => (c.regionCard ? [c.regionCard] : []));
      expect(inHands.sort()).toEqual(['allar', 'blood']);
      expect(s.regionDeck).toHaveLength(10 - underCreatures.length);
      expect([...inHands, ...s.regionDeck, ...underCreatures].sort()).toEqual(
        [...REGION_IDS].sort(),
      );
    }
  });

  it('RB-11a: the Denizen lineup is revealed: 6 non-Creature cards, a revealed Creature taking a random Region card', () => {
    // Seed 1 reveals the Stone Colossus while filling the lineup.
    const s = opening(1);
    expect(s.lineup).toHaveLength(6);
    expect(s.lineup.every((d) => d !== null && DENIZENS[d].creature === null)).toBe(true);
    expect(s.creatures).toEqual([
      { card: 'stone-colossus', region: 'serpent', wounds: 0, regionCard: 'serpent' },
    ]);
    expect(s.regionDeck).not.toContain('serpent');
    expect([...(s.lineup as string[]), ...s.denizenDeck, 'stone-colossus'].sort()).toEqual(
      [...DENIZEN_IDS].sort(),
    );
    // Different seeds reveal different lineups.
    const lineups = new Set([1, 2, 3, 4].map((seed) => opening(seed).lineup.join()));
    expect(lineups.size).toBeGreaterThan(1);
  });
});
