import { describe, expect, it } from 'vitest';
import {
  applyMove,
  legalMoves,
  newGame,
  type DenizenId,
  type DieFace,
  type GameSetup,
  type GameState,
  type RegionId,
  type Scenario,
  type SeatId,
} from '../../../src/engine';
import { answer, logOf, runFaceless, seat, targetKey, units } from '../play';
import { scenarioGame } from '../positions';
import { FACELESS_TABLE, tableWith } from '../../tables';

/** A full lineup without Creatures, so no Creature wanders onto the map mid-test. */
const LINEUP: DenizenId[] = [
  'ysval-warden',
  'crown-sentinel',
  'fell-ranger',
  'tyvh-shieldmaiden',
  'blood-reaver',
  'ashen-priestess',
];

/** Applies the policy's answers (`auto`) until `done` holds; only Faceless decisions may come up. */
function autoUntil(s: GameState, done: (s: GameState) => boolean): GameState {
  let state = s;
  while (!done(state)) {
    if (!state.pending?.automaton)
      throw new Error(`a human must decide: ${JSON.stringify(state.pending)}`);
    const result = applyMove(state, { seat: state.pending.seat, choice: { kind: 'auto' } });
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

const game = (faceless: SeatId[], scenario: Scenario, seed = 1, options: Partial<GameSetup> = {}) =>
  scenarioGame({ lineup: LINEUP, ...scenario }, { seats: tableWith(faceless), seed, ...options });

const defenders = (s: GameState) => logOf(s, 'combat-started').map((e) => targetKey(e.defender));
const attackerRolls = (s: GameState) =>
  logOf(s, 'combat-roll').filter((e) => e.side === 'attacker').length;

describe('RB-44 Faceless decisions', () => {
  it('RB-44: a Faceless decision has one legal move, {kind:"auto"}; a concrete answer is refused', () => {
    const s = game(['allaria'], {
      regions: { allar: { units: { allaria: 3 } }, blood: { units: { tyveria: 2 } } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'move', automaton: true });
    expect(legalMoves(s)).toEqual([{ seat: 'allaria', choice: { kind: 'auto' } }]);
    const refused = applyMove(s, { seat: 'allaria', choice: s.pending!.options[0] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('illegal-choice');
  });
});

describe('RB-44a goal, Deploy, Move, Fly, Fortify, Upgrade, Harvest/Hoard', () => {
  it.each([
    {
      name: 'the richest region it does not control: Crownspire (3); nearest Units go to Ysval (fewer own Units than the Heartland)',
      power: { crown: 3, hollow: 2 },
      expected: { allar: 3, ysval: 3, serpent: 1 },
    },
    {
      name: 'Hollowdepths (4) beats Crownspire (3): Serpentine Coast is nearest',
      power: { crown: 3, hollow: 4 },
      expected: { allar: 3, ysval: 1, serpent: 3 },
    },
    {
      name: 'a tie for most Power goes to the fewest steps: Crownspire (1 step) over Ashen Shore (4)',
      power: { crown: 3, ashen: 3 },
      expected: { allar: 3, ysval: 3, serpent: 1 },
    },
    {
      name: 'its own region is never the goal, however rich: Hollowdepths',
      power: { allar: 5, hollow: 2 },
      expected: { allar: 3, ysval: 1, serpent: 3 },
    },
  ] as {
    name: string;
    power: Partial<Record<RegionId, number>>;
    expected: Record<string, number>;
  }[])(
    'RB-44a Deploy: each Unit goes to the legal region nearest the goal — $name',
    ({ power, expected }) => {
      const regions: Scenario['regions'] = {
        allar: { units: { allaria: 3 } },
        ysval: { units: { allaria: 1 } },
        serpent: { units: { allaria: 1 } },
        blood: { units: { tyveria: 2 } },
      };
      for (const [r, n] of Object.entries(power))
        regions[r as RegionId] = { ...regions[r as RegionId], power: n };
      const s = runFaceless(
        game(['allaria'], { regions, stack: [{ seat: 'allaria', card: 'deploy-assault' }] }),
      );
      expect(logOf(s, 'deployed')).toHaveLength(2);
      for (const [r, n] of Object.entries(expected))
        expect([r, units(s, r as RegionId, 'allaria')]).toEqual([r, n]);
    },
  );

  it.each([
    {
      name: 'General within 2 steps of the Units nearest the goal joins them',
      general: 'allar',
      expected: { allar: 1, cross: 2, fell: 1, moon: 1, serpent: 1 },
      generalEnds: 'moon',
    },
    {
      name: 'General 3 steps away stays where it is',
      general: 'ysval',
      expected: { allar: 1, cross: 2, fell: 1, moon: 1, serpent: 1 },
      generalEnds: 'ysval',
    },
  ] as {
    name: string;
    general: RegionId;
    expected: Record<string, number>;
    generalEnds: RegionId;
  }[])(
    'RB-44a Move: from each region with 2+ Units all but 1 step once toward the goal — $name',
    ({ general, expected, generalEnds }) => {
      const s = runFaceless(
        game(['allaria'], {
          regions: {
            allar: { units: { allaria: 3 } },
            fell: { units: { allaria: 2 } },
            serpent: { units: { allaria: 1 } },
            blood: { units: { tyveria: 2 } },
            moon: { power: 4 },
          },
          seats: { allaria: { location: general } },
          stack: [{ seat: 'allaria', card: 'harvest-move' }],
        }),
      );
      for (const [r, n] of Object.entries(expected))
        expect([r, units(s, r as RegionId, 'allaria')]).toEqual([r, n]);
      expect(seat(s, 'allaria').location).toBe(generalEnds);
    },
  );

  it.each([
    {
      name: 'two steps toward the Ashen Shore (4 Power), then harvests 1 there',
      start: 'fell',
      power: { ashen: 4, moon: 2 },
      ends: 'ashen',
      harvested: 1,
    },
    {
      name: 'stays when its own region ties for most Power (0 steps)',
      start: 'moon',
      power: { ashen: 3, moon: 3 },
      ends: 'moon',
      harvested: 1,
    },
    {
      name: 'the richer Blood Marches are an enemy General’s (RB-26), so the goal is the Red Moon Steppe',
      start: 'fell',
      power: { blood: 6, moon: 2 },
      ends: 'moon',
      harvested: 1,
    },
    {
      name: 'bonded to Tyveria, its partner’s Blood Marches are no enemy’s: it flies there and takes 1 + 1',
      start: 'fell',
      power: { blood: 6, moon: 2 },
      ends: 'blood',
      harvested: 2,
      bondedTo: 'tyveria',
    },
  ] as {
    name: string;
    start: RegionId;
    power: Record<string, number>;
    ends: RegionId;
    harvested: number;
    bondedTo?: SeatId;
  }[])(
    'RB-44a Fly: up to 2 steps toward the goal — $name',
    ({ start, power, ends, harvested, bondedTo }) => {
      const regions: Scenario['regions'] = {
        allar: { units: { allaria: 3 } },
        blood: { units: { tyveria: 2 } },
      };
      for (const [r, n] of Object.entries(power))
        regions[r as RegionId] = { ...regions[r as RegionId], power: n };
      const s = runFaceless(
        game(['fulgen'], {
          regions,
          seats: { fulgen: { location: start, ...(bondedTo ? { bondedTo } : {}) } },
          stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
        }),
      );
      expect(seat(s, 'fulgen').location).toBe(ends);
      expect(seat(s, 'fulgen').power.unspent).toBe(harvested);
      expect(s.regions[ends].power).toBe(power[ends] - harvested);
    },
  );

  it('RB-44a Fortify: the legal city-less region with most of its Units', () => {
    const s = runFaceless(
      game(['allaria'], {
        regions: {
          allar: { units: { allaria: 3 }, city: true },
          crown: { units: { allaria: 4 } },
          cross: { units: { allaria: 2 } },
          blood: { units: { tyveria: 2 } },
        },
        seats: { allaria: { location: 'moon', vaalaHand: [] } },
        stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
      }),
    );
    expect(logOf(s, 'fortified').map((e) => e.region)).toEqual(['crown']);
    expect(s.regions.crown.city).toBe(true);
    expect(s.regions.cross.city).toBe(false);
    expect(s.regions.moon.city).toBe(false);
  });

  it('RB-44a Upgrade: the leftmost Denizen in the lineup', () => {
    const s = runFaceless(
      game(['allaria'], {
        regions: {
          allar: { units: { allaria: 3 } },
          cross: { units: { allaria: 2 } },
          blood: { units: { tyveria: 2 } },
        },
        seats: { allaria: { power: { unspent: 1 }, hand: ['region:allar', 'move-assault'] } },
        lineup: [null, 'moon-rider', 'cross-sage', null, 'fell-ranger', 'ysval-warden'],
        stack: [{ seat: 'allaria', card: 'region:cross' }],
      }),
    );
    expect(seat(s, 'allaria').denizens).toEqual(['moon-rider']);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 1 });
  });

  it('RB-44a Harvest/Hoard: a Faceless Dragon takes the most tokens and heals the most wounds', () => {
    // Bonded in its partner's region it may take 2 (RB-26, §10); the Crossing is its goal, so it stays.
    const s = runFaceless(
      game(['fulgen'], {
        regions: {
          allar: { units: { allaria: 3 } },
          blood: { units: { tyveria: 2 } },
          cross: { power: 5, units: { allaria: 1 } },
        },
        seats: { fulgen: { location: 'cross', wounds: 3, vaalaHand: [], bondedTo: 'allaria' } },
        stack: [
          { seat: 'fulgen', card: 'fly-harvest' },
          { seat: 'fulgen', card: 'hoard-vaala' },
        ],
      }),
    );
    expect(seat(s, 'fulgen').location).toBe('cross');
    expect(seat(s, 'fulgen').power.unspent).toBe(2);
    expect(s.regions.cross.power).toBe(3);
    expect(seat(s, 'fulgen').wounds).toBe(1);
  });

  it('RB-44a Harvest: a Faceless General takes 1 token from every region it controls', () => {
    const s = autoUntil(
      game(['allaria'], {
        regions: {
          allar: { units: { allaria: 3 }, power: 2 },
          ysval: { units: { allaria: 1 }, power: 1 },
          crown: { units: { allaria: 1 } },
          blood: { units: { tyveria: 2 }, power: 2 },
        },
        stack: [{ seat: 'allaria', card: 'harvest-move' }],
      }),
      (st) => logOf(st, 'harvested').length > 0,
    );
    expect(seat(s, 'allaria').power.unspent).toBe(2);
    expect([s.regions.allar.power, s.regions.ysval.power, s.regions.blood.power]).toEqual([
      1, 0, 2,
    ]);
  });
});

describe('RB-44b attacks, Vaala and combat', () => {
  const tyveriaAssault = (
    regions: Scenario['regions'],
    extra: { location?: RegionId; denizens?: DenizenId[]; dice?: DieFace[] } = {},
  ) =>
    game(['tyveria'], {
      regions: { allar: { units: { allaria: 3 } }, ...regions },
      seats: {
        tyveria: {
          location: extra.location ?? 'blood',
          denizens: extra.denizens ?? [],
          vaalaHand: [],
        },
        allaria: { location: 'allar' },
      },
      stack: [{ seat: 'tyveria', card: 'assault-vaala-deploy' }],
      dice: extra.dice ?? [],
    });

  it.each([
    {
      name: 'CV 1 in Tyverian Highlands and Red Moon Steppe tie: the region with more Power (Red Moon, 2)',
      regions: {
        blood: { units: { tyveria: 4 } },
        tyvh: { units: { neutral: 1 } },
        moon: { units: { neutral: 1 }, power: 2 },
        ashen: { units: { neutral: 3 }, power: 5 },
      },
      target: 'neutral@moon',
    },
    {
      name: 'the lowest CV wins over more Power',
      regions: {
        blood: { units: { tyveria: 4 } },
        tyvh: { units: { neutral: 2 }, power: 4 },
        moon: { units: { neutral: 1 } },
        ashen: { units: { neutral: 3 }, power: 5 },
      },
      target: 'neutral@moon',
    },
  ] as { name: string; regions: Scenario['regions']; target: string }[])(
    'RB-44b Assault: the target with the lowest CV below its own — $name; after the win all but 1 Unit advance and the General stays',
    ({ regions, target }) => {
      // Tyveria: 4 Units + General = 5 dice; the critical hit destroys the lone neutral Unit.
      let s = tyveriaAssault(regions, { dice: ['X', '0', '0', '0', '0'] });
      s = autoUntil(s, (st) => logOf(st, 'advanced').length > 0);
      expect(defenders(s)).toEqual([target]);
      const region = target.split('@')[1] as RegionId;
      expect(units(s, region, 'neutral')).toBe(0);
      expect(units(s, region, 'tyveria')).toBe(3);
      expect(units(s, 'blood', 'tyveria')).toBe(1);
      expect(seat(s, 'tyveria').location).toBe('blood');
    },
  );

  it.each([
    {
      name: 'skips when no target is weaker (1 Unit alone against 1 neutral Unit)',
      regions: { blood: { units: { tyveria: 1 } }, ashen: { units: { neutral: 1 } } },
      location: 'nahu',
      denizens: [],
      attacks: [],
    },
    {
      name: 'skips a neutral force of 3 with CV 3 (2 Units + General)',
      regions: { blood: { units: { tyveria: 2 } }, ashen: { units: { neutral: 3 } } },
      location: 'blood',
      denizens: [],
      attacks: [],
    },
    {
      name: 'attacks it with CV 4 when a Denizen gives +1 CV when its force attacks',
      regions: { blood: { units: { tyveria: 2 } }, ashen: { units: { neutral: 3 } } },
      location: 'blood',
      denizens: ['moon-rider'],
      attacks: ['neutral@ashen'],
    },
    {
      name: 'counts the defender’s homeland bonus: Allaria’s 2 Units with the Sage in the Crossing have CV 3',
      regions: { moon: { units: { tyveria: 2 } }, cross: { units: { allaria: 2 } } },
      location: 'moon',
      denizens: [],
      allariaDenizens: ['cross-sage'],
      attacks: [],
    },
    {
      name: 'and attacks those 2 Units (CV 2) without the Sage',
      regions: { moon: { units: { tyveria: 2 } }, cross: { units: { allaria: 2 } } },
      location: 'moon',
      denizens: [],
      attacks: ['allaria@cross'],
    },
  ] as {
    name: string;
    regions: Scenario['regions'];
    location: RegionId;
    denizens: DenizenId[];
    allariaDenizens?: DenizenId[];
    attacks: string[];
  }[])(
    'RB-44b Assault: CVs as counted for that combat — $name',
    ({ regions, location, denizens, allariaDenizens, attacks }) => {
      const s = runFaceless(
        game(['tyveria'], {
          regions: { allar: { units: { allaria: 3 } }, ...regions },
          seats: {
            tyveria: { location, denizens, vaalaHand: [] },
            allaria: { location: 'allar', denizens: allariaDenizens ?? [] },
          },
          stack: [{ seat: 'tyveria', card: 'assault-vaala-deploy' }],
        }),
      );
      expect(defenders(s)).toEqual(attacks);
    },
  );

  it.each([
    {
      name: 'unwounded (CV 5): of the CV-2 neutral forces, the one in the richer region',
      wounds: 0,
      hollow: 2,
      target: 'neutral@hollow',
    },
    {
      name: 'with 4 wounds (CV 3): the CV-3 force no longer qualifies',
      wounds: 4,
      hollow: 3,
      target: 'neutral@moon',
    },
  ])(
    'RB-44b Wrath: lowest CV below the Dragon’s own, ties by Power — $name',
    ({ wounds, hollow, target }) => {
      const s = runFaceless(
        game(
          ['fulgen'],
          {
            regions: {
              allar: { units: { allaria: 3 } },
              blood: { units: { tyveria: 2 } },
              moon: { units: { neutral: 2 }, power: 1 },
              hollow: { units: { neutral: hollow }, power: 3 },
            },
            seats: {
              fulgen: { location: 'cross', wounds },
              skarn: { location: 'crown' },
              allaria: { location: 'allar' },
            },
            stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
          },
          1,
          // RB-44b as written: the easy strength does not hunt the leader (RB-44d), which would
          // put Allaria's CV-3 force, a player's, before the neutral ones.
          { facelessStrength: 'easy' },
        ),
      );
      expect(defenders(s)[0]).toBe(target);
    },
  );

  it('RB-44b Vaala: plays every affordable card with a target, highest cost first', () => {
    const s = runFaceless(
      game(['allaria'], {
        regions: {
          allar: { units: { allaria: 2 }, city: true },
          cross: { units: { neutral: 1 } },
          blood: { units: { tyveria: 2 } },
        },
        // Muster (3) first uses all 3 tokens, so Firestorm (2) is no longer affordable; Rally (0) is.
        seats: { allaria: { power: { unspent: 3 }, vaalaHand: ['rally', 'firestorm', 'muster'] } },
        stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
      }),
    );
    expect(logOf(s, 'vaala-played').map((e) => e.card)).toEqual(['muster', 'rally']);
    expect(units(s, 'allar', 'allaria')).toBe(6);
    expect(units(s, 'cross', 'neutral')).toBe(1);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 3 });
    expect(seat(s, 'allaria').vaalaHand).toEqual(['firestorm']);
    expect(logOf(s, 'vaala-drawn')).toHaveLength(0);
  });

  it.each([
    ['no card is affordable', { unspent: 0 }, ['muster', 'firestorm']],
    ['the affordable card has no target', { unspent: 2 }, ['firestorm']],
  ] as [string, { unspent: number }, ('muster' | 'firestorm')[]][])(
    'RB-44b Vaala: draws 1 when %s',
    (_why, power, hand) => {
      const s = runFaceless(
        game(['allaria'], {
          regions: {
            allar: { units: { allaria: 6 }, city: true },
            blood: { units: { tyveria: 2 } },
          },
          seats: { allaria: { power, vaalaHand: hand } },
          stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
        }),
      );
      expect(logOf(s, 'vaala-played')).toHaveLength(0);
      expect(logOf(s, 'vaala-drawn')).toHaveLength(1);
      expect(seat(s, 'allaria').vaalaHand).toHaveLength(hand.length + 1);
    },
  );

  it('RB-44b in combat: a Faceless defender never retreats and always counterattacks', () => {
    let s = game(['tyveria'], {
      regions: {
        cross: { units: { allaria: 3 } },
        moon: { units: { tyveria: 2 } },
        blood: { units: { tyveria: 1 } },
      },
      seats: { allaria: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
      // Allaria's 4 dice miss; Tyveria's 2 dice counterattack with one hit.
      dice: ['0', '0', '0', '0', '1', '0'],
    });
    s = answer(s, {
      kind: 'target',
      from: 'cross',
      target: { kind: 'force', side: 'tyveria', region: 'moon' },
    });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
    expect(logOf(s, 'combat-roll').map((e) => [e.side, (e.faces as string[]).length])).toEqual([
      ['attacker', 4],
      ['defender', 2],
    ]);
    expect(units(s, 'cross', 'allaria')).toBe(2);
    expect(units(s, 'moon', 'tyveria')).toBe(2);
  });

  it('RB-44b in combat: a Faceless attacker always continues until the combat is decided', () => {
    let s = tyveriaAssault(
      { blood: { units: { tyveria: 4 } }, ashen: { units: { neutral: 3 } } },
      // Round 1: 5 misses, the neutral force hits once; round 2: 4 dice, three criticals.
      { dice: ['0', '0', '0', '0', '0', '1', '0', '0', 'X', 'X', 'X', '0'] },
    );
    s = autoUntil(s, (st) => logOf(st, 'combat-ended').length > 0);
    expect(attackerRolls(s)).toBe(2);
    expect(units(s, 'ashen', 'neutral')).toBe(0);
    // One Unit fell in round 1; of the 3 left, all but 1 advance.
    expect(units(s, 'ashen', 'tyveria')).toBe(2);
    expect(units(s, 'blood', 'tyveria')).toBe(1);
  });

  it.each([
    {
      name: 'gives up a spent token when it has one; retreats to the region with most own Units',
      power: { unspent: 2, spent: 1 },
      thief: { unspent: 0, spent: 1 },
      left: { unspent: 2, spent: 0 },
      regions: { blood: { units: { tyveria: 1 } }, fell: { units: { tyveria: 3 } } },
      refuge: 'fell',
    },
    {
      name: 'gives up an unspent token when it has no spent one; equal Units: retreats to more Power',
      power: { unspent: 2, spent: 0 },
      thief: { unspent: 1, spent: 0 },
      left: { unspent: 1, spent: 0 },
      regions: { blood: { units: { tyveria: 2 }, power: 3 }, fell: { units: { tyveria: 2 } } },
      refuge: 'blood',
    },
  ] as {
    name: string;
    power: { unspent: number; spent: number };
    thief: object;
    left: object;
    regions: Scenario['regions'];
    refuge: RegionId;
  }[])('RB-44b injured Faceless: $name', ({ power, thief, left, regions, refuge }) => {
    // Several seeds: the answer is the policy's, not a lucky random pick.
    for (let seed = 1; seed <= 6; seed++) {
      let s = game(
        ['tyveria'],
        {
          regions: {
            allar: { units: { allaria: 3 } },
            cross: { units: { neutral: 1 } },
            ...regions,
          },
          seats: { fulgen: { location: 'moon' }, tyveria: { location: 'moon', power } },
          stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
          dice: ['X', '0', '0', '0', '0'],
        },
        seed,
      );
      s = runFaceless(
        answer(s, {
          kind: 'target',
          from: 'moon',
          target: { kind: 'force', side: 'tyveria', region: 'moon' },
        }),
      );
      expect(seat(s, 'fulgen').power).toEqual(thief);
      expect(seat(s, 'tyveria').power).toEqual(left);
      expect(seat(s, 'tyveria').location).toBe(refuge);
    }
  });

  it('RB-44b Assault: the defender’s CV counts its face-up Battle Hymn, so a force that looks weaker is left alone', () => {
    const play = (hymn: boolean) => {
      let s = game(['tyveria'], {
        regions: {
          allar: { units: { allaria: 1 } },
          cross: { units: { allaria: 2 } },
          moon: { units: { tyveria: 2 } },
        },
        seats: {
          allaria: { location: 'allar', power: { unspent: 1 }, vaalaHand: ['battle-hymn'] },
          tyveria: { location: 'moon', vaalaHand: [] },
        },
        stack: [
          { seat: 'allaria', card: 'harvest-vaala-fortify' },
          { seat: 'tyveria', card: 'assault-vaala-deploy' },
        ],
      });
      expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'vaala' });
      s = answer(s, hymn ? { kind: 'vaala', card: 'battle-hymn' } : { kind: 'done' });
      if (s.pending?.kind === 'fortify') s = answer(s, { kind: 'done' });
      return defenders(runFaceless(s));
    };
    // Tyveria: 2 Units + General = CV 3; Allaria's 2 Units in the Crossing: CV 2, or 4 with the Hymn.
    expect(play(false)).toEqual(['allaria@cross']);
    expect(play(true)).toEqual([]);
  });

  it('RB-44b Vaala: Muster’s 3 Units go to the controlled region nearest the goal (as Deploy, RB-44a)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const s = runFaceless(
        game(
          ['allaria'],
          {
            regions: {
              allar: { units: { allaria: 2 }, city: true },
              serpent: { units: { allaria: 1 } },
              ysval: { units: { allaria: 1 } },
              hollow: { power: 3 },
              blood: { units: { tyveria: 2 } },
            },
            seats: { allaria: { power: { unspent: 3 }, vaalaHand: ['muster'] } },
            stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
          },
          seed,
        ),
      );
      expect(logOf(s, 'vaala-played').map((e) => e.card)).toEqual(['muster']);
      expect([
        units(s, 'allar', 'allaria'),
        units(s, 'serpent', 'allaria'),
        units(s, 'ysval', 'allaria'),
      ]).toEqual([2, 4, 1]);
    }
  });

  it('RB-44b Vaala: Forced March goes toward the goal, taking all but 1 Unit (at most 2)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const s = runFaceless(
        game(
          ['allaria'],
          {
            regions: {
              allar: { units: { allaria: 3 }, city: true },
              moon: { power: 4 },
              blood: { units: { tyveria: 2 } },
            },
            seats: { allaria: { power: { unspent: 1 }, vaalaHand: ['forced-march'] } },
            stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
          },
          seed,
        ),
      );
      expect(logOf(s, 'forced-march').map((e) => [e.to, e.count])).toEqual([['cross', 2]]);
      expect(seat(s, 'allaria').location).toBe('cross');
      expect(units(s, 'allar', 'allaria')).toBe(1);
    }
  });
});

describe('RB-44c random choices', () => {
  it('RB-44c Move: when two neighbours are equally near the goal, each Unit’s step is picked at random', () => {
    // 3 Units in Crownspire, goal the Red Moon Steppe: Fell Gate and the Vaala Crossing are both 1 step from it.
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const s = runFaceless(
        game(
          ['allaria'],
          {
            regions: {
              crown: { units: { allaria: 3 } },
              moon: { power: 4 },
              blood: { units: { tyveria: 2 } },
            },
            seats: { allaria: { location: 'crown' } },
            stack: [{ seat: 'allaria', card: 'harvest-move' }],
          },
          seed,
        ),
      );
      const fell = units(s, 'fell', 'allaria');
      const cross = units(s, 'cross', 'allaria');
      expect(units(s, 'crown', 'allaria')).toBe(1);
      expect(fell + cross).toBe(2);
      // The General joins the nearer of its Units' regions: one step, to either.
      const general = seat(s, 'allaria').location;
      expect(general === 'fell' ? fell : general === 'cross' ? cross : 0).toBeGreaterThan(0);
      outcomes.add(`${fell}-${cross}-${general}`);
    }
    expect([...outcomes].some((o) => o.startsWith('2-0'))).toBe(true);
    expect([...outcomes].some((o) => o.startsWith('0-2'))).toBe(true);
    expect([...outcomes].some((o) => o.startsWith('1-1'))).toBe(true);
  });

  it('RB-44c: a tie the policy leaves open is broken with the game’s generator: the same seed repeats the choice, other seeds vary it', () => {
    // Four neighbours of the Vaala Crossing hold 3 Power each; the Heartland is an enemy General's
    // (RB-26), so the goal is a random one of the other three.
    const landing = (seed: number) =>
      runFaceless(
        game(
          ['fulgen'],
          {
            regions: {
              allar: { units: { allaria: 3 }, power: 3 },
              blood: { units: { tyveria: 2 } },
              crown: { power: 3 },
              moon: { power: 3 },
              hollow: { power: 3 },
            },
            seats: { fulgen: { location: 'cross' } },
            stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
          },
          seed,
        ),
      );
    const seen = new Set<RegionId>();
    for (let seed = 1; seed <= 16; seed++) {
      const s = landing(seed);
      const where = seat(s, 'fulgen').location;
      expect(['crown', 'moon', 'hollow']).toContain(where);
      expect(seat(s, 'fulgen').power.unspent).toBe(1);
      expect(seat(landing(seed), 'fulgen').location).toBe(where);
      seen.add(where);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

/** Plays an all-Faceless game with `auto` moves only, noting where each Creature ever stood. */
function playFaceless(seed: number) {
  let s = newGame({ seed, seats: FACELESS_TABLE });
  const creatureRegions = new Map<DenizenId, Set<RegionId>>();
  let moves = 0;
  while (!s.result) {
    const legal = legalMoves(s);
    expect(legal).toEqual([{ seat: s.pending!.seat, choice: { kind: 'auto' } }]);
    const result = applyMove(s, legal[0]);
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
    for (const c of s.creatures) {
      if (!creatureRegions.has(c.card)) creatureRegions.set(c.card, new Set());
      creatureRegions.get(c.card)!.add(c.region);
    }
    moves += 1;
    expect(moves).toBeLessThan(5000);
  }
  return { s, creatureRegions };
}

describe('all-Faceless games', () => {
  it.each([2024, 24, 2])(
    'RB-43/RB-44: an all-Faceless game from seed %i plays to an end consistent with RB-43',
    (seed) => {
      const { s } = playFaceless(seed);
      expect(s.phase).toBe('over');
      expect(legalMoves(s)).toEqual([]);
      const result = s.result!;
      const power = (id: SeatId) => seat(s, id).power.unspent + seat(s, id).power.spent;
      const side = (id: SeatId) => {
        const partner = seat(s, id).bondedTo;
        return partner ? power(id) + power(partner) : power(id);
      };
      const { winners, reason, scores } = result;
      expect(winners.length).toBeGreaterThan(0);
      if (reason === 'power') {
        // The first side to reach its target wins at once (a pair both, a bonded character never alone).
        if (winners.length === 2) {
          expect(seat(s, winners[0]).bondedTo).toBe(winners[1]);
          expect(side(winners[0])).toBeGreaterThanOrEqual(15);
        } else {
          expect(seat(s, winners[0]).bondedTo).toBeNull();
          expect(power(winners[0])).toBeGreaterThanOrEqual(10);
        }
      } else {
        expect(reason).toBe('event-deck');
        expect(s.round).toBe(6);
        expect(s.eventDeck).toEqual([]);
        for (const p of s.seats)
          expect(scores[p.id]).toBe(p.bondedTo ? 2 * side(p.id) : 3 * power(p.id));
        const top = Math.max(...Object.values(scores));
        for (const w of winners) expect(scores[w]).toBe(top);
      }
      // Nobody else had reached a target when the game ended.
      for (const p of s.seats) {
        if (winners.includes(p.id)) continue;
        expect(side(p.id)).toBeLessThan(p.bondedTo ? 15 : 10);
      }
      // 50 Power tokens exist in all (RB-3).
      const onBoards = s.seats.reduce((n, p) => n + p.power.unspent + p.power.spent, 0);
      const onMap = Object.values(s.regions).reduce((n, r) => n + r.power, 0);
      expect(onBoards + onMap + s.supply.power).toBe(50);
    },
  );

  it('RB-40: house Creatures never move or attack (all-Faceless games)', () => {
    let seen = 0;
    for (const seed of [2024, 2]) {
      const { s, creatureRegions } = playFaceless(seed);
      for (const [card, regions] of creatureRegions) {
        expect([card, regions.size]).toEqual([card, 1]);
        seen += 1;
      }
      const attackers = logOf(s, 'combat-started').map((e) =>
        e.attacker.kind === 'creature' ? e.attacker.card : null,
      );
      for (const card of creatureRegions.keys()) expect(attackers).not.toContain(card);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
