import { describe, expect, it } from 'vitest';
import type { Choice, RegionId, Scenario, Target } from '../../../src/engine';
import { ACTION_CARDS } from '../../../src/engine/content/cards';
import { DRAGON_ACTION_CARDS } from '../../../src/engine/content/ids';
import { vaalaHandLimit } from '../../../src/engine/glyphs/vaala';
import {
  answer,
  answers,
  attackerRolls,
  canon,
  count,
  defenderRolls,
  done,
  dragonStep,
  expectOptions,
  force,
  logOf,
  region,
  runFaceless,
  seat,
  sorted,
  units,
} from '../play';
import { quietGame } from '../positions';
import { tableWith } from '../../tables';

const unitStep = (from: RegionId, to: RegionId): Choice => ({
  kind: 'step',
  piece: 'unit',
  from,
  to,
});
const generalStep = (from: RegionId, to: RegionId): Choice => ({
  kind: 'step',
  piece: 'general',
  from,
  to,
});
const attack = (from: RegionId, target: Target): Choice => ({ kind: 'target', from, target });

// ---- RB-16 ----

describe('RB-16: each Glyph is optional for a human and mandatory for a Faceless', () => {
  it.each<{ glyph: string; sc: Scenario; skip: Choice }>([
    {
      glyph: 'move',
      sc: {
        regions: { allar: { units: { allaria: 2 } } },
        stack: [{ seat: 'allaria', card: 'move-deploy' }],
      },
      skip: done,
    },
    {
      glyph: 'deploy',
      sc: {
        regions: { allar: { units: { allaria: 2 } } },
        stack: [{ seat: 'allaria', card: 'deploy-assault' }],
      },
      skip: done,
    },
    {
      glyph: 'harvest',
      sc: {
        regions: { allar: { units: { allaria: 2 }, power: 2 } },
        stack: [{ seat: 'allaria', card: 'harvest-move' }],
      },
      skip: count(0),
    },
    {
      glyph: 'assault',
      sc: {
        regions: { allar: { units: { allaria: 2 } }, cross: { units: { neutral: 1 } } },
        stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
      },
      skip: done,
    },
    {
      glyph: 'vaala',
      sc: {
        regions: { allar: { units: { allaria: 2 } } },
        seats: { allaria: { vaalaHand: ['rally'] } },
        stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
      },
      skip: done,
    },
    {
      glyph: 'upgrade',
      sc: {
        regions: { cross: { units: { allaria: 2 } } },
        seats: { allaria: { power: { unspent: 1 } } },
        lineup: ['cross-sage', 'moon-rider', null, null, null, null],
        stack: [{ seat: 'allaria', card: 'region:cross' }],
      },
      skip: done,
    },
    {
      glyph: 'fly',
      sc: { stack: [{ seat: 'fulgen', card: 'fly-harvest' }] },
      skip: done,
    },
    {
      glyph: 'wrath',
      sc: {
        regions: { fell: { units: { neutral: 1 } } },
        stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      },
      skip: done,
    },
    {
      glyph: 'hoard',
      sc: {
        seats: { fulgen: { wounds: 3, location: 'serpent' } },
        stack: [{ seat: 'fulgen', card: 'hoard-vaala' }],
      },
      skip: done,
    },
  ])(
    'RB-16: a human may skip the $glyph Glyph, and skipping changes nothing',
    ({ glyph, sc, skip }) => {
      const s = quietGame(sc);
      expect(s.pending?.kind).toBe(glyph);
      expect(s.pending?.automaton).toBe(false);
      expect(sorted(s.pending!.options)).toContain(canon(skip));
      const after = answer(s, skip);
      expect(after.regions).toEqual(s.regions);
      for (const id of ['allaria', 'fulgen'] as const) {
        expect(seat(after, id).power).toEqual(seat(s, id).power);
        expect(seat(after, id).location).toBe(seat(s, id).location);
        expect(seat(after, id).wounds).toBe(seat(s, id).wounds);
        expect(seat(after, id).denizens).toEqual(seat(s, id).denizens);
        expect(seat(after, id).vaalaHand).toEqual(seat(s, id).vaalaHand);
      }
      expect(after.pending?.kind).not.toBe(glyph);
    },
  );

  it('RB-16: a Faceless Deploy offers no way to skip and places both Units', () => {
    let s = quietGame(
      {
        regions: { allar: { units: { allaria: 1 } }, serpent: { units: { allaria: 1 } } },
        stack: [{ seat: 'allaria', card: 'deploy-assault' }],
      },
      { seats: tableWith(['allaria']) },
    );
    expect(s.pending?.kind).toBe('deploy');
    expect(s.pending?.automaton).toBe(true);
    expectOptions(s, [region('allar'), region('serpent')]);
    s = runFaceless(s);
    expect(units(s, 'allar', 'allaria') + units(s, 'serpent', 'allaria')).toBe(4);
    expect(s.supply.units.allaria).toBe(16);
  });
});

// ---- RB-18 / RB-18a: Move ----

describe('RB-18: Move', () => {
  it('RB-18: each Unit moves 1 region once, never into a blocking enemy; the General moves up to 2 regions', () => {
    let s = quietGame({
      regions: {
        allar: { units: { allaria: 2 } },
        ysval: { units: { neutral: 1 } },
        crown: { units: { tyveria: 1 } },
      },
      seats: { tyveria: { location: 'crown' } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    const generalFromAllar = [
      generalStep('allar', 'ysval'),
      generalStep('allar', 'crown'),
      generalStep('allar', 'cross'),
      generalStep('allar', 'serpent'),
    ];
    expectOptions(s, [
      unitStep('allar', 'cross'),
      unitStep('allar', 'serpent'),
      ...generalFromAllar,
      done,
    ]);
    // The Unit that arrived in cross may not move again.
    s = answer(s, unitStep('allar', 'cross'));
    expectOptions(s, [
      unitStep('allar', 'cross'),
      unitStep('allar', 'serpent'),
      ...generalFromAllar,
      done,
    ]);
    s = answer(s, unitStep('allar', 'cross'));
    expectOptions(s, [...generalFromAllar, done]);
    // The General enters the region of its own moved Units, then takes a second step.
    s = answer(s, generalStep('allar', 'cross'));
    expectOptions(s, [
      generalStep('cross', 'allar'),
      generalStep('cross', 'crown'),
      generalStep('cross', 'moon'),
      generalStep('cross', 'hollow'),
      done,
    ]);
    s = answer(s, generalStep('cross', 'moon'));
    // Two steps used and every Unit has moved: the Glyph is over, Deploy follows.
    expect(s.pending?.kind).toBe('deploy');
    expect(seat(s, 'allaria').location).toBe('moon');
    expect(units(s, 'cross', 'allaria')).toBe(2);
    expect(units(s, 'allar', 'allaria')).toBe(0);
    expect(units(s, 'ysval', 'neutral')).toBe(1);
    expect(units(s, 'crown', 'tyveria')).toBe(1);
  });

  it.each<[string, boolean, RegionId[]]>([
    ['with a city, Units also take the sea links', true, ['allar', 'hollow', 'ysval', 'ashen']],
    ['without a city, Units take land links only', false, ['allar', 'hollow']],
  ])('RB-18: Units leaving the Serpentine Coast %s (RB-7b)', (_name, city, destinations) => {
    const s = quietGame({
      regions: { serpent: { units: { allaria: 1 }, city } },
      seats: { allaria: { location: 'fell' } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    const unitSteps = s.pending!.options.filter((o) => o.kind === 'step' && o.piece === 'unit');
    expect(sorted(unitSteps)).toEqual(sorted(destinations.map((to) => unitStep('serpent', to))));
  });

  it('RB-18a: the General passes through and stops in enemy regions without starting a combat', () => {
    let s = quietGame({
      regions: {
        allar: { units: { allaria: 2 } },
        cross: { units: { neutral: 2 } },
        moon: { units: { tyveria: 2 } },
      },
      seats: { tyveria: { location: 'moon' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answers(s, generalStep('allar', 'cross'), generalStep('cross', 'moon'), done);
    expect(s.pending?.kind).toBe('assault');
    s = answer(s, done);
    expect(seat(s, 'allaria').location).toBe('moon');
    expect(logOf(s, 'combat-started')).toHaveLength(0);
    expect(units(s, 'cross', 'neutral')).toBe(2);
    expect(units(s, 'moon', 'tyveria')).toBe(2);
    expect(units(s, 'allar', 'allaria')).toBe(2);
  });

  it('RB-18a: a General miniature without its Units never blocks: Units may enter its region', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 1 } } },
      seats: { tyveria: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    expect(sorted(s.pending!.options)).toContain(canon(unitStep('allar', 'cross')));
    s = answer(s, unitStep('allar', 'cross'));
    expect(units(s, 'cross', 'allaria')).toBe(1);
    expect(seat(s, 'tyveria').location).toBe('cross');
    expect(logOf(s, 'combat-started')).toHaveLength(0);
  });

  it('RB-18a: a lone General is a target of CV 1 and is injured by its first hit', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 1 } } },
      seats: { tyveria: { location: 'cross', power: { unspent: 1 } } },
      // Attacker (1 Unit + General = 2 dice): one normal hit. Defender: 1 die, a miss.
      dice: ['0', '1', '0'],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answer(s, done);
    expectOptions(s, [attack('allar', force('tyveria', 'cross')), done]);
    s = answer(s, attack('allar', force('tyveria', 'cross')));
    expect(s.pending?.seat).toBe('tyveria');
    s = answer(s, { kind: 'counterattack' });
    expect(attackerRolls(s)).toEqual([2]);
    expect(defenderRolls(s)).toEqual([1]);
    // The single normal hit injures him: his only token goes to Allaria and he must retreat.
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 0, spent: 0 });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.pending?.kind).toBe('retreat-to');
    expectOptions(s, [region('crown'), region('moon'), region('hollow')]);
    s = answer(s, region('moon'));
    expect(seat(s, 'tyveria').location).toBe('moon');
  });
});

// ---- RB-19 / RB-19a: Deploy and the 6-Unit limit ----

describe('RB-19: Deploy', () => {
  it.each<[string, RegionId, RegionId[]]>([
    ['an empty region where the General is', 'moon', ['allar', 'serpent', 'moon']],
    ["the General's region held by enemy Units", 'cross', ['allar', 'serpent']],
    ["the General's region held by neutral Units", 'hollow', ['allar', 'serpent']],
    ["the General's region with only an enemy Dragon", 'crown', ['allar', 'serpent', 'crown']],
  ])(
    'RB-19: Units go where you control or where your General is, never where a blocking enemy is: %s',
    (_name, general, regions) => {
      const s = quietGame({
        regions: {
          allar: { units: { allaria: 2 } },
          serpent: { units: { allaria: 1 } },
          cross: { units: { tyveria: 1 } },
          hollow: { units: { neutral: 1 } },
        },
        seats: { allaria: { location: general }, fulgen: { location: 'crown' } },
        stack: [{ seat: 'allaria', card: 'deploy-assault' }],
      });
      expect(s.pending?.kind).toBe('deploy');
      expectOptions(s, [...regions.map(region), done]);
    },
  );

  it('RB-19: the two Units may go to different regions, one at a time', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 2 } } },
      seats: { allaria: { location: 'moon' } },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    s = answers(s, region('moon'), region('allar'));
    expect(units(s, 'moon', 'allaria')).toBe(1);
    expect(units(s, 'allar', 'allaria')).toBe(3);
    expect(s.supply.units.allaria).toBe(16);
    expect(logOf(s, 'deployed')).toHaveLength(2);
  });

  it.each<[number, ('fell-ranger' | 'hollow-miner' | 'moon-rider')[]]>([
    [2, []],
    [2, ['moon-rider']],
    [3, ['fell-ranger']],
    [4, ['fell-ranger', 'hollow-miner']],
  ])('RB-19: a Deploy places %i Units with Denizens %j (+1 per Deploy Denizen)', (n, denizens) => {
    let s = quietGame({
      seats: { allaria: { location: 'allar', denizens } },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    for (let i = 0; i < n; i++) {
      expect(s.pending?.kind).toBe('deploy');
      s = answer(s, region('allar'));
    }
    expect(s.pending?.kind).not.toBe('deploy');
    expect(units(s, 'allar', 'allaria')).toBe(n);
    expect(s.supply.units.allaria).toBe(20 - n);
  });

  it('RB-19: a Deploy from a short supply places what remains (RB-3b)', () => {
    let s = quietGame({
      regions: {
        allar: { units: { allaria: 6 } },
        serpent: { units: { allaria: 6 } },
        crown: { units: { allaria: 6 } },
        moon: { units: { allaria: 1 } },
      },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    expect(s.supply.units.allaria).toBe(1);
    expectOptions(s, [region('moon'), done]);
    s = answer(s, region('moon'));
    expect(s.pending?.kind).not.toBe('deploy');
    expect(units(s, 'moon', 'allaria')).toBe(2);
    expect(s.supply.units.allaria).toBe(0);
  });
});

describe('RB-19a: the 6-Unit limit', () => {
  it('RB-19a: a Unit may not move into a region holding 6 of its side', () => {
    const s = quietGame({
      regions: { cross: { units: { allaria: 6 } }, allar: { units: { allaria: 1 } } },
      seats: { allaria: { location: 'fell' } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    const fromAllar = s.pending!.options.filter((o) => o.kind === 'step' && o.from === 'allar');
    expect(sorted(fromAllar)).toEqual(
      sorted([
        unitStep('allar', 'ysval'),
        unitStep('allar', 'crown'),
        unitStep('allar', 'serpent'),
      ]),
    );
  });

  it('RB-19a: a Deploy never places a Unit in a region holding 6 of its side', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 5 } }, serpent: { units: { allaria: 2 } } },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    expectOptions(s, [region('allar'), region('serpent'), done]);
    s = answer(s, region('allar'));
    expectOptions(s, [region('serpent'), done]);
  });

  it('RB-19a: an advance after a won Assault stops at the limit', () => {
    let s = quietGame({
      regions: { cross: { units: { allaria: 5 } }, allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'cross' } },
      // A critical hit injures the lone General at once.
      dice: ['X', '0', '0'],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answers(s, done, attack('allar', force('tyveria', 'cross')));
    expect(s.pending?.kind).toBe('retreat-to');
    s = answer(s, region('moon'));
    expect(s.pending?.kind).toBe('advance');
    expectOptions(s, [count(0), count(1)]);
    s = answer(s, count(1));
    expect(units(s, 'cross', 'allaria')).toBe(6);
    expect(units(s, 'allar', 'allaria')).toBe(2);
  });
});

// ---- RB-20: General Harvest ----

describe('RB-20: General Harvest', () => {
  it('RB-20: takes exactly 1 token from each controlled region and none elsewhere', () => {
    let s = quietGame({
      regions: {
        allar: { units: { allaria: 1 }, power: 3 },
        cross: { units: { allaria: 1 }, power: 1 },
        moon: { units: { allaria: 1 }, power: 0 },
        ysval: { power: 2 },
        crown: { units: { neutral: 1 }, power: 2 },
      },
      seats: { allaria: { location: 'ysval', power: { unspent: 1, spent: 1 } } },
      stack: [{ seat: 'allaria', card: 'harvest-move' }],
    });
    expectOptions(s, [count(2), count(0)]);
    const supply = s.supply.power;
    s = answer(s, count(2));
    expect(s.regions.allar.power).toBe(2);
    expect(s.regions.cross.power).toBe(0);
    expect(s.regions.moon.power).toBe(0);
    expect(s.regions.ysval.power).toBe(2);
    expect(s.regions.crown.power).toBe(2);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 3, spent: 1 });
    expect(s.supply.power).toBe(supply);
  });
});

// ---- RB-21 / RB-21a: Assault ----

describe('RB-21: Assault', () => {
  it.each<[string, boolean, Choice[]]>([
    [
      'a city region reaches by sea too',
      true,
      [attack('serpent', force('neutral', 'ysval')), attack('serpent', force('neutral', 'ashen'))],
    ],
    ['a region without a city does not reach by sea', false, []],
  ])('RB-21: Assault targets are in or adjacent to an origin with Units; %s', (_n, city, sea) => {
    let s = quietGame({
      regions: {
        serpent: { units: { allaria: 2 }, city },
        tyvh: { units: { allaria: 1 } },
        ysval: { units: { neutral: 1 } },
        ashen: { units: { neutral: 1 } },
        hollow: { units: { neutral: 1 } },
        fell: { units: { neutral: 1 } },
        crown: { units: { neutral: 1 } },
      },
      seats: {
        allaria: { location: 'allar' },
        tyveria: { location: 'nahu' },
        fulgen: { location: 'serpent' },
        skarn: { location: 'cross' },
      },
      creatures: [{ card: 'gloom-stalker', region: 'allar' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answer(s, done);
    expect(s.pending?.kind).toBe('assault');
    expectOptions(s, [
      // From serpent: its own region (the Dragon), land links, and sea links only with a city.
      attack('serpent', { kind: 'dragon', seat: 'fulgen' }),
      attack('serpent', { kind: 'creature', card: 'gloom-stalker' }),
      attack('serpent', force('neutral', 'hollow')),
      ...sea,
      // From tyvh (no city): land links only, so not the Ashen Shore across the sea.
      attack('tyvh', force('neutral', 'fell')),
      done,
    ]);
  });

  it('RB-21a: only the force in the origin region fights, and it may advance with its General after a win', () => {
    let s = quietGame({
      regions: {
        allar: { units: { allaria: 2 } },
        cross: { units: { allaria: 3 } },
        crown: { units: { neutral: 2 } },
      },
      // Attacker: 3 dice (2 Units + General), 3 normal hits. Neutral counterattack: 2 misses.
      dice: ['1', '1', '1', '0', '0'],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answer(s, done);
    expect(sorted(s.pending!.options)).toContain(canon(attack('cross', force('neutral', 'crown'))));
    s = answer(s, attack('allar', force('neutral', 'crown')));
    expect(attackerRolls(s)).toEqual([3]);
    expect(defenderRolls(s)).toEqual([2]);
    expect(units(s, 'crown', 'neutral')).toBe(0);
    // Only the 2 Units from the origin may advance (not the 3 in cross).
    expect(s.pending?.kind).toBe('advance');
    expectOptions(s, [count(0), count(1), count(2)]);
    s = answer(s, count(2));
    expect(s.pending?.kind).toBe('advance');
    expectOptions(s, [done, { kind: 'confirm' }]);
    s = answer(s, { kind: 'confirm' });
    expect(units(s, 'crown', 'allaria')).toBe(2);
    expect(units(s, 'allar', 'allaria')).toBe(0);
    expect(units(s, 'cross', 'allaria')).toBe(3);
    expect(seat(s, 'allaria').location).toBe('crown');
  });

  it('RB-21a: the General stays behind when it was not in the origin region', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 2 } }, crown: { units: { neutral: 1 } } },
      seats: { allaria: { location: 'serpent' } },
      dice: ['1', '1', '0'],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answers(s, done, attack('allar', force('neutral', 'crown')));
    expectOptions(s, [count(0), count(1), count(2)]);
    s = answer(s, count(1));
    expect(s.pending?.kind).not.toBe('advance');
    expect(units(s, 'crown', 'allaria')).toBe(1);
    expect(units(s, 'allar', 'allaria')).toBe(1);
    expect(seat(s, 'allaria').location).toBe('serpent');
  });

  it('RB-21a: a General left without Units after a win may still advance alone', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 1 } }, crown: { units: { neutral: 1 } } },
      // Attacker (1 Unit + General): one normal hit. The neutral counterattack kills the Unit,
      // which leaves the General standing alone (RB-32); then the normal hit destroys the neutral.
      dice: ['1', '0', '1'],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answers(s, done, attack('allar', force('neutral', 'crown')));
    expect(units(s, 'allar', 'allaria')).toBe(0);
    expect(units(s, 'crown', 'neutral')).toBe(0);
    expect(s.pending?.kind).toBe('advance');
    expectOptions(s, [done, { kind: 'confirm' }]);
    s = answer(s, { kind: 'confirm' });
    expect(seat(s, 'allaria').location).toBe('crown');
  });

  it('RB-21a: no advance into a region where a blocking enemy remains', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 2 } }, crown: { units: { neutral: 1 } } },
      seats: { skarn: { location: 'crown', wounds: 5 } },
      // The first critical hit fills Skarn's wound track: he is injured and must retreat.
      dice: ['X', '0', '0'],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    s = answers(s, done, attack('allar', { kind: 'dragon', seat: 'skarn' }));
    expect(s.pending?.kind).toBe('retreat-to');
    s = answer(s, region('fell'));
    expect(seat(s, 'skarn').location).toBe('fell');
    // The neutral Unit still holds crown: nobody advances and the round moves on.
    expect(s.pending?.kind).toBe('plan');
    expect(units(s, 'allar', 'allaria')).toBe(2);
    expect(units(s, 'crown', 'allaria')).toBe(0);
    expect(units(s, 'crown', 'neutral')).toBe(1);
    expect(seat(s, 'allaria').location).toBe('allar');
  });
});

// ---- RB-22 / RB-23: Fortify and Upgrade ----

describe('RB-22: Fortify', () => {
  it.each<[RegionId, RegionId[]]>([
    ['moon', ['cross', 'moon']],
    ['ysval', ['cross']],
    ['allar', ['cross']],
  ])(
    'RB-22: with the General in %s, a city goes where you control or your General is, never where a city stands',
    (general, regions) => {
      let s = quietGame({
        regions: {
          allar: { units: { allaria: 1 }, city: true },
          cross: { units: { allaria: 1 } },
          ysval: { city: true },
        },
        seats: { allaria: { location: general, vaalaHand: [] } },
        stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
      });
      s = answer(s, done);
      expect(s.pending?.kind).toBe('fortify');
      expectOptions(s, [...regions.map(region), done]);
      const cities = s.supply.cities;
      s = answer(s, region(regions[0]));
      expect(s.regions[regions[0]].city).toBe(true);
      expect(s.supply.cities).toBe(cities - 1);
    },
  );

  it('RB-22: with every region already holding a city, Fortify does nothing', () => {
    const everywhere = Object.fromEntries(
      (
        [
          'ysval',
          'crown',
          'fell',
          'tyvh',
          'cross',
          'moon',
          'blood',
          'serpent',
          'hollow',
          'nahu',
          'ashen',
        ] as RegionId[]
      ).map((r) => [r, { city: true }]),
    );
    let s = quietGame({
      regions: { ...everywhere, allar: { units: { allaria: 1 }, city: true } },
      seats: { allaria: { vaalaHand: [] } },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    expect(s.supply.cities).toBe(0);
    s = answer(s, done);
    expect(s.pending?.kind).toBe('plan');
    expect(logOf(s, 'fortified')).toHaveLength(0);
  });
});

describe('RB-23: Upgrade', () => {
  const lineup: Scenario['lineup'] = [
    'cross-sage',
    'fell-ranger',
    null,
    'moon-rider',
    'ysval-warden',
    'crown-sentinel',
  ];

  it('RB-23: flips 1 unspent token for one Denizen and leaves its slot empty; the Denizen works at once', () => {
    let s = quietGame({
      regions: { cross: { units: { allaria: 1 } } },
      seats: { allaria: { location: 'ysval', power: { unspent: 2, spent: 1 } } },
      lineup,
      stack: [{ seat: 'allaria', card: 'region:cross' }],
    });
    expect(s.pending?.kind).toBe('upgrade');
    expectOptions(s, [
      { kind: 'denizen', denizen: 'cross-sage' },
      { kind: 'denizen', denizen: 'fell-ranger' },
      { kind: 'denizen', denizen: 'moon-rider' },
      { kind: 'denizen', denizen: 'ysval-warden' },
      { kind: 'denizen', denizen: 'crown-sentinel' },
      done,
    ]);
    s = answer(s, { kind: 'denizen', denizen: 'fell-ranger' });
    expect(s.lineup).toEqual([
      'cross-sage',
      null,
      null,
      'moon-rider',
      'ysval-warden',
      'crown-sentinel',
    ]);
    expect(seat(s, 'allaria').denizens).toEqual(['fell-ranger']);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 2 });
    // The Region card's Deploy (its region only) now places 3 Units.
    expectOptions(s, [region('cross'), done]);
    s = answers(s, region('cross'), region('cross'), region('cross'));
    expect(s.pending?.kind).not.toBe('deploy');
    expect(units(s, 'cross', 'allaria')).toBe(4);
  });

  it('RB-23: without an unspent token there is no Upgrade', () => {
    const s = quietGame({
      regions: { cross: { units: { allaria: 1 } } },
      seats: { allaria: { power: { unspent: 0, spent: 3 } } },
      lineup,
      stack: [{ seat: 'allaria', card: 'region:cross' }],
    });
    expect(s.pending?.kind).toBe('deploy');
    expect(seat(s, 'allaria').denizens).toEqual([]);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 3 });
  });
});

// ---- Dragon Glyphs ----

describe('RB-24: Fly', () => {
  it('RB-24: the Dragon flies up to 2 steps over land or sea, into any region', () => {
    let s = quietGame({
      regions: { ashen: { units: { neutral: 2 } }, crown: { units: { tyveria: 1 } } },
      seats: { fulgen: { location: 'ysval' } },
      stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
    });
    expectOptions(s, [
      dragonStep('ysval', 'crown'),
      dragonStep('ysval', 'allar'),
      dragonStep('ysval', 'serpent'),
      done,
    ]);
    s = answer(s, dragonStep('ysval', 'serpent'));
    expectOptions(s, [
      dragonStep('serpent', 'allar'),
      dragonStep('serpent', 'hollow'),
      dragonStep('serpent', 'ysval'),
      dragonStep('serpent', 'ashen'),
      done,
    ]);
    s = answer(s, dragonStep('serpent', 'ashen'));
    expect(seat(s, 'fulgen').location).toBe('ashen');
    expect(s.pending?.kind).toBe('plan');
    expect(units(s, 'ashen', 'neutral')).toBe(2);
    expect(logOf(s, 'combat-started')).toHaveLength(0);
  });

  it('RB-24: the Dragon may stop after 1 step', () => {
    let s = quietGame({
      seats: { fulgen: { location: 'ysval' } },
      stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
    });
    s = answers(s, dragonStep('ysval', 'crown'), done);
    expect(seat(s, 'fulgen').location).toBe('crown');
    expect(logOf(s, 'dragon-flew')).toHaveLength(1);
  });
});

describe('RB-25: Wrath', () => {
  it('RB-25: targets are in the Dragon region, adjacent to it, or connected to it by sea', () => {
    const s = quietGame({
      regions: {
        allar: { units: { neutral: 1 } },
        hollow: { units: { neutral: 1 } },
        ysval: { units: { neutral: 1 } },
        ashen: { units: { neutral: 1 } },
        crown: { units: { neutral: 1 } },
        tyvh: { units: { neutral: 1 } },
      },
      seats: {
        fulgen: { location: 'serpent' },
        tyveria: { location: 'serpent' },
        skarn: { location: 'cross' },
        allaria: { location: 'fell' },
      },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
    });
    expect(s.pending?.kind).toBe('wrath');
    expectOptions(s, [
      attack('serpent', force('tyveria', 'serpent')),
      attack('serpent', force('neutral', 'allar')),
      attack('serpent', force('neutral', 'hollow')),
      attack('serpent', force('neutral', 'ysval')),
      attack('serpent', force('neutral', 'ashen')),
      done,
    ]);
  });

  it('RB-25: a Wrath across the sea fights the Dragon alone against the target', () => {
    let s = quietGame({
      regions: { ashen: { units: { neutral: 2 } } },
      seats: { fulgen: { location: 'serpent' } },
      // Dragon CV 5: two normal hits; the neutral pair misses twice.
      dice: ['1', '1', '0', '0', '0', '0', '0'],
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
    });
    s = answer(s, attack('serpent', force('neutral', 'ashen')));
    expect(attackerRolls(s)).toEqual([5]);
    expect(units(s, 'ashen', 'neutral')).toBe(0);
    // RB-36: Units a Dragon destroys go to its Essence track.
    expect(seat(s, 'fulgen').essence).toEqual(['neutral', 'neutral']);
    expect(seat(s, 'fulgen').location).toBe('serpent');
  });
});

describe('RB-26: Dragon Harvest', () => {
  /** Fulgen in the Red Moon Steppe on its one Harvest card, Fly·Harvest, the Fly skipped. */
  const harvesting = (sc: Scenario) =>
    answer(
      quietGame({
        ...sc,
        seats: { ...sc.seats, fulgen: { ...sc.seats?.fulgen, location: 'moon' } },
        stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
      }),
      done,
    );

  it.each<[string, Scenario, number]>([
    ['up to 1 from its region', { regions: { moon: { power: 5 } } }, 1],
    [
      'up to 1 from a neutral region',
      { regions: { moon: { power: 5, units: { neutral: 2 } } } },
      1,
    ],
    [
      'up to 2 when bonded in a region its General controls',
      {
        regions: { moon: { power: 5, units: { allaria: 1 } } },
        seats: { fulgen: { bondedTo: 'allaria' } },
      },
      2,
    ],
    [
      'up to 1 when bonded in a neutral region',
      {
        regions: { moon: { power: 5, units: { neutral: 1 } } },
        seats: { fulgen: { bondedTo: 'allaria' } },
      },
      1,
    ],
    [
      'up to 1 when bonded where its General stands without Units',
      {
        regions: { moon: { power: 5 } },
        seats: { fulgen: { bondedTo: 'allaria' }, allaria: { location: 'moon' } },
      },
      1,
    ],
    [
      'up to 1 where an enemy General stands without Units (he controls nothing there, RB-7)',
      { regions: { moon: { power: 5 } }, seats: { tyveria: { location: 'moon' } } },
      1,
    ],
  ])('RB-26: the Dragon harvests %s', (_name, sc, most) => {
    const before = sc.regions!.moon!.power!;
    let s = harvesting(sc);
    expect(s.pending?.kind).toBe('harvest');
    expectOptions(
      s,
      Array.from({ length: most + 1 }, (_, i) => count(i)),
    );
    s = answer(s, count(most));
    expect(seat(s, 'fulgen').power).toEqual({ unspent: most, spent: 0 });
    expect(s.regions.moon.power).toBe(before - most);
  });

  it.each<[string, Scenario]>([
    ['an unbonded Dragon', { regions: { moon: { power: 5, units: { tyveria: 1 } } } }],
    [
      "a Dragon bonded to the other General (only its partner's regions are not enemy)",
      {
        regions: { moon: { power: 5, units: { tyveria: 1 } } },
        seats: { fulgen: { bondedTo: 'allaria' } },
      },
    ],
  ])('RB-26: %s cannot Harvest in a region an enemy General controls', (_name, sc) => {
    const s = harvesting(sc);
    expect(s.pending?.kind).not.toBe('harvest');
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 0 });
    expect(s.regions.moon.power).toBe(5);
    expect(logOf(s, 'harvested')).toEqual([]);
  });

  it('RB-26: the Dragon may take fewer than the maximum', () => {
    let s = harvesting({
      regions: { moon: { power: 5, units: { allaria: 1 } } },
      seats: { fulgen: { bondedTo: 'allaria' } },
    });
    s = answer(s, count(1));
    expect(seat(s, 'fulgen').power.unspent).toBe(1);
    expect(s.regions.moon.power).toBe(4);
  });

  it('§10: the Dragon’s Action cards are Fly·Wrath ×2, Fly·Harvest, Wrath·Hoard, Fly·Wrath·Vaala, Hoard·Vaala', () => {
    expect(DRAGON_ACTION_CARDS.map((card) => ACTION_CARDS[card].glyphs.join('·'))).toEqual([
      'fly·wrath',
      'fly·wrath',
      'fly·harvest',
      'wrath·hoard',
      'fly·wrath·vaala',
      'hoard·vaala',
    ]);
  });
});

describe('RB-27: Hoard', () => {
  it.each([
    [3, 1],
    [1, 0],
    [5, 3],
  ])('RB-27: Hoard heals 2 wounds: %i wounds become %i', (wounds, after) => {
    let s = quietGame({
      seats: { fulgen: { location: 'fell', wounds }, skarn: { location: 'serpent' } },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
    });
    expect(s.pending?.kind).toBe('hoard');
    expectOptions(s, [{ kind: 'confirm' }, done]);
    s = answer(s, { kind: 'confirm' });
    expect(seat(s, 'fulgen').wounds).toBe(after);
  });
});

// ---- RB-28 / RB-28a: Vaala Glyph ----

describe('RB-28: Vaala Glyph', () => {
  it('RB-28: several cards are played one at a time, each paid by flipping unspent tokens; no draw after a play', () => {
    let s = quietGame({
      regions: {
        allar: { units: { allaria: 1 } },
        cross: { units: { neutral: 1 } },
        crown: { units: { neutral: 1 } },
      },
      seats: {
        allaria: {
          location: 'allar',
          power: { unspent: 3 },
          vaalaHand: ['rally', 'firestorm', 'muster'],
        },
      },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    expect(s.pending?.kind).toBe('vaala');
    expectOptions(s, [
      { kind: 'vaala', card: 'rally' },
      { kind: 'vaala', card: 'firestorm' },
      { kind: 'vaala', card: 'muster' },
      { kind: 'draw' },
      done,
    ]);
    s = answers(
      s,
      { kind: 'vaala', card: 'firestorm' },
      attack('allar', force('neutral', 'cross')),
    );
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 2 });
    // Muster (3) is no longer affordable, and drawing is no longer an option.
    expect(s.pending?.kind).toBe('vaala');
    expectOptions(s, [{ kind: 'vaala', card: 'rally' }, done]);
    s = answer(s, { kind: 'vaala', card: 'rally' });
    expect(units(s, 'allar', 'allaria')).toBe(2);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 2 });
    expect(seat(s, 'allaria').vaalaHand).toEqual(['muster']);
    expect(s.pending?.kind).toBe('fortify');
  });

  it('RB-28: drawing 1 card ends the Glyph', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 1 } } },
      seats: { allaria: { vaalaHand: ['muster'] } },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    expectOptions(s, [{ kind: 'draw' }, done]);
    const deck = seat(s, 'allaria').vaalaDeck;
    s = answer(s, { kind: 'draw' });
    expect(seat(s, 'allaria').vaalaHand).toEqual(['muster', deck[0]]);
    expect(seat(s, 'allaria').vaalaDeck).toEqual(deck.slice(1));
    expect(s.pending?.kind).toBe('fortify');
  });

  it('RB-28: a hand one short of the limit of 5 still draws the last card of the deck', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 1 } } },
      seats: { allaria: { vaalaHand: ['forced-march', 'battle-hymn', 'firestorm', 'muster'] } },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    expect(seat(s, 'allaria').vaalaDeck).toEqual(['rally']);
    // No Power for any card in hand: drawing is the one thing to do.
    expectOptions(s, [{ kind: 'draw' }, done]);
    s = answer(s, { kind: 'draw' });
    expect(seat(s, 'allaria').vaalaHand).toHaveLength(5);
    expect(seat(s, 'allaria').vaalaHand).toContain('rally');
  });

  it('RB-28: the hand limit is 5, a whole Vaala set, so a full hand has nothing left to draw', () => {
    const s = quietGame({});
    // Every set holds 5 cards (base-game.md §10, EV-CHAR-2): the limit binds only below 5
    // (Zenith's 2, EV-PREC-4), and the number itself is pinned here.
    expect(vaalaHandLimit(s, 'allaria')).toBe(5);
    expect(vaalaHandLimit(s, 'fulgen')).toBe(5);
    for (const p of s.seats)
      expect([...p.vaalaHand, ...p.vaalaDeck, ...p.vaalaDiscard]).toHaveLength(5);
  });

  it('RB-28: a full hand of 5 offers no draw; an empty deck is rebuilt from the discard', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 1 } } },
      seats: {
        allaria: {
          vaalaHand: ['rally', 'forced-march', 'battle-hymn', 'firestorm', 'muster'],
        },
      },
      stack: [
        { seat: 'allaria', card: 'harvest-vaala-fortify' },
        { seat: 'allaria', card: 'assault-vaala-deploy' },
      ],
    });
    expect(seat(s, 'allaria').vaalaDeck).toEqual([]);
    // No Power, full hand: only the free Rally, no draw.
    expectOptions(s, [{ kind: 'vaala', card: 'rally' }, done]);
    s = answer(s, { kind: 'vaala', card: 'rally' });
    expect(seat(s, 'allaria').vaalaDiscard).toEqual(['rally']);
    s = answer(s, done); // Fortify skipped
    // The second card's Vaala Glyph: nothing affordable, the deck is empty, the discard has Rally.
    expect(s.pending?.kind).toBe('vaala');
    expectOptions(s, [{ kind: 'draw' }, done]);
    s = answer(s, { kind: 'draw' });
    expect(seat(s, 'allaria').vaalaHand).toEqual([
      'forced-march',
      'battle-hymn',
      'firestorm',
      'muster',
      'rally',
    ]);
    expect(seat(s, 'allaria').vaalaDeck).toEqual([]);
    expect(seat(s, 'allaria').vaalaDiscard).toEqual([]);
  });
});

describe('RB-28a: playing Vaala cards', () => {
  it('RB-28a: a lasting card stays face up until Clean-up; the others are discarded at once', () => {
    let s = quietGame({
      regions: {
        allar: { units: { allaria: 1 } },
        cross: { units: { neutral: 2 } },
        crown: { units: { neutral: 1 } },
      },
      seats: {
        allaria: { power: { unspent: 3 }, vaalaHand: ['battle-hymn', 'firestorm'] },
      },
      stack: [
        { seat: 'allaria', card: 'harvest-vaala-fortify' },
        { seat: 'allaria', card: 'move-deploy' },
      ],
    });
    s = answer(s, { kind: 'vaala', card: 'battle-hymn' });
    expect(seat(s, 'allaria').lasting).toEqual([{ card: 'battle-hymn', used: false }]);
    expect(seat(s, 'allaria').vaalaDiscard).toEqual([]);
    s = answers(
      s,
      { kind: 'vaala', card: 'firestorm' },
      attack('allar', force('neutral', 'cross')),
    );
    expect(seat(s, 'allaria').vaalaDiscard).toEqual(['firestorm']);
    s = answer(s, done); // Fortify skipped
    // Still face up during the next card of the round.
    expect(s.pending?.kind).toBe('move');
    expect(seat(s, 'allaria').lasting).toEqual([{ card: 'battle-hymn', used: false }]);
    s = answers(s, done, done);
    // Clean-up discards it.
    expect(s.phase).toBe('planning');
    expect(seat(s, 'allaria').lasting).toEqual([]);
    expect(seat(s, 'allaria').vaalaDiscard).toEqual(['firestorm', 'battle-hymn']);
  });

  it.each<[number, { unspent: number; spent: number }, { unspent: number; spent: number }]>([
    [1, { unspent: 0, spent: 1 }, { unspent: 1, spent: 2 }],
    [0, { unspent: 1, spent: 0 }, { unspent: 0, spent: 3 }],
  ])(
    'RB-28a: a bonded General pays Muster with %i of its own tokens and the rest from its Dragon',
    (own, generalPower, dragonPower) => {
      let s = quietGame({
        regions: { allar: { units: { allaria: 1 } } },
        seats: {
          allaria: { power: { unspent: 1 }, vaalaHand: ['muster'], bondedTo: 'fulgen' },
          fulgen: { power: { unspent: 3 } },
        },
        stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
      });
      s = answer(s, { kind: 'vaala', card: 'muster' });
      expect(s.pending?.kind).toBe('vaala-payment');
      expectOptions(s, [count(1), count(0)]);
      s = answer(s, count(own));
      expect(seat(s, 'allaria').power).toEqual(generalPower);
      expect(seat(s, 'fulgen').power).toEqual(dragonPower);
      expect(units(s, 'allar', 'allaria')).toBe(4);
    },
  );

  it("RB-28a: an unbonded player cannot pay from another player's board", () => {
    const s = quietGame({
      regions: { allar: { units: { allaria: 1 } } },
      seats: {
        allaria: { power: { unspent: 1 }, vaalaHand: ['muster'] },
        fulgen: { power: { unspent: 3 } },
      },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    expectOptions(s, [{ kind: 'draw' }, done]);
  });
});
