import { describe, expect, it } from 'vitest';
import type { GameState, RegionId, Scenario } from '../../src/engine';
import {
  answer,
  assault,
  diceRolled,
  dragon,
  factsOf,
  force,
  logOf,
  optionKinds,
  retreatChoices,
  seat,
  units,
  wrath,
} from './play';
import { combatGame, zeros } from './positions';

/** §7 RB-35, RB-35a: where a retreating side may go. */

const ended = (s: GameState) => logOf(s, 'combat-ended').map(factsOf);

/**
 * The regions a defender's retreat may reach, read after it chose to retreat: the retreat-to
 * options, or the one region it went to when there was a single option.
 */
function destinations(s: GameState): RegionId[] {
  if (s.pending?.kind === 'retreat-to') return retreatChoices(s).sort();
  return logOf(s, 'retreated').map((e) => e.to as RegionId);
}

describe('RB-35: a defender retreats to an adjacent region with no blocking enemy and room', () => {
  // Tyveria's 2 Units in Vaala Crossing (adjacent: allar, crown, moon, hollow) retreat from
  // Allaria's attack out of the Allarian Heartland.
  it.each<{ name: string; scenario: Scenario; expected: RegionId[] }>([
    { name: 'every empty adjacent region', scenario: {}, expected: ['crown', 'hollow', 'moon'] },
    {
      name: 'not into neutral Units',
      scenario: { regions: { crown: { units: { neutral: 1 } } } },
      expected: ['hollow', 'moon'],
    },
    {
      name: "not into another General's Units",
      scenario: { regions: { moon: { units: { allaria: 1 } } } },
      expected: ['crown', 'hollow'],
    },
    {
      name: 'into its own Units while all fit under 6',
      scenario: { regions: { moon: { units: { tyveria: 4 } } } },
      expected: ['crown', 'hollow', 'moon'],
    },
    {
      name: 'not into its own Units when they would exceed 6',
      scenario: { regions: { moon: { units: { tyveria: 5 } } } },
      expected: ['crown', 'hollow'],
    },
    {
      name: 'past a Dragon, a lone General and a Creature, which do not block',
      scenario: {
        seats: { fulgen: { location: 'hollow' }, allaria: { location: 'crown' } },
        creatures: [{ card: 'gloom-stalker', region: 'moon' }],
      },
      expected: ['crown', 'hollow', 'moon'],
    },
  ])('RB-35: $name', ({ scenario, expected }) => {
    let s = combatGame({
      ...scenario,
      regions: {
        ...scenario.regions,
        allar: { units: { allaria: 3 } },
        cross: { units: { tyveria: 2 } },
      },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'blood' }, ...scenario.seats },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(3),
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'retreat' });
    expect(destinations(s)).toEqual(expected);
  });

  it('RB-35: with no legal destination the defender is not offered a retreat', () => {
    let s = combatGame({
      regions: {
        allar: { units: { allaria: 3 } },
        cross: { units: { tyveria: 2 } },
        crown: { units: { neutral: 1 } },
        moon: { units: { neutral: 1 } },
        hollow: { units: { tyveria: 5 } },
      },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(6),
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 2']);
    expect(s.pending?.kind).toBe('press-on');
  });

  it.each<[string, RegionId, RegionId]>([
    ['takes its General along when he is there', 'cross', 'hollow'],
    ['leaves its General where he is otherwise', 'blood', 'blood'],
  ])('RB-35: a retreating General force %s', (_name, general, generalAfter) => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 2 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: general } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(3),
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'retreat' });
    s = answer(s, { kind: 'region', region: 'hollow' });
    expect(units(s, 'hollow', 'tyveria')).toBe(2);
    expect(units(s, 'cross', 'tyveria')).toBe(0);
    expect(seat(s, 'tyveria').location).toBe(generalAfter);
  });

  it.each<[string, boolean, RegionId[]]>([
    ['may use sea links from a city region', true, ['ashen', 'hollow', 'ysval']],
    ['may not use sea links without a city', false, ['hollow']],
  ])('RB-35: a General force %s (RB-7b)', (_name, city, expected) => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, serpent: { units: { tyveria: 2 }, city } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(3),
    });
    s = assault(s, 'allar', force('tyveria', 'serpent'));
    s = answer(s, { kind: 'retreat' });
    expect(destinations(s)).toEqual(expected);
  });

  /** Tyveria attacks Fulgen in the Tyverian Highlands (fell, blood; sea: ashen) from Fell Gate. */
  const attackFulgen = (scenario: Scenario) =>
    assault(
      combatGame({
        ...scenario,
        regions: { ...scenario.regions, fell: { units: { tyveria: 2 } } },
        seats: { ...scenario.seats, fulgen: { location: 'tyvh', ...scenario.seats?.fulgen } },
        stack: [{ seat: 'tyveria', card: 'move-assault' }],
        dice: zeros(7),
      }),
      'fell',
      dragon('fulgen'),
    );

  it('RB-35: a Dragon retreats along land and sea links', () => {
    let s = attackFulgen({});
    s = answer(s, { kind: 'retreat' });
    expect(destinations(s)).toEqual(['ashen', 'blood']);
  });

  it("RB-35: a bonded partner's Units do not block a Dragon's retreat (RB-42a)", () => {
    let s = attackFulgen({
      regions: { blood: { units: { allaria: 1 } }, ashen: { units: { neutral: 1 } } },
      seats: { fulgen: { bondedTo: 'allaria' } },
    });
    expect(optionKinds(s)).toEqual(['counterattack', 'retreat']);
    s = answer(s, { kind: 'retreat' });
    expect(seat(s, 'fulgen').location).toBe('blood');
  });
});

describe('RB-35a: how an attacker retreats, and where an injured character goes', () => {
  it('RB-35a: an attacker fighting into another region retreats by ending the combat where it stands', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 3 } } },
      seats: { allaria: { location: 'allar' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(14),
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    s = answer(s, { kind: 'retreat' });
    expect(units(s, 'allar', 'allaria')).toBe(3);
    expect(seat(s, 'allaria').location).toBe('allar');
    expect(logOf(s, 'retreated')).toEqual([]);
    expect(ended(s)).toEqual([{ attacker: 'retreated', defender: 'standing' }]);
  });

  it('RB-35a: an attacker fighting into another region may end the combat where it stands even when every way out of its region is barred', () => {
    let s = combatGame({
      regions: {
        allar: { units: { allaria: 3 } },
        cross: { units: { tyveria: 3 } },
        ysval: { units: { neutral: 1 } },
        crown: { units: { neutral: 1 } },
        serpent: { units: { neutral: 1 } },
      },
      seats: { allaria: { location: 'hollow' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(6),
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
    s = answer(s, { kind: 'retreat' });
    expect(units(s, 'allar', 'allaria')).toBe(3);
    expect(ended(s)).toEqual([{ attacker: 'retreated', defender: 'standing' }]);
  });

  it('RB-35a: a Dragon attacking into its own region retreats as in RB-35', () => {
    let s = combatGame({
      regions: { tyvh: { units: { neutral: 2 } }, fell: { units: { neutral: 1 } } },
      seats: { fulgen: { location: 'tyvh' } },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: zeros(7),
    });
    s = wrath(s, 'tyvh', force('neutral', 'tyvh'));
    s = answer(s, { kind: 'retreat' });
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'retreat-to', rule: 'RB-35' });
    expect(retreatChoices(s).sort()).toEqual(['ashen', 'blood']);
    s = answer(s, { kind: 'region', region: 'ashen' });
    expect(seat(s, 'fulgen').location).toBe('ashen');
    expect(ended(s)).toEqual([{ attacker: 'retreated', defender: 'standing' }]);
  });

  it('RB-35a: a General force attacking in its own region retreats with its Units and General', () => {
    let s = combatGame({
      regions: { cross: { units: { allaria: 2 } }, crown: { units: { neutral: 1 } } },
      seats: { allaria: { location: 'cross' }, fulgen: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(8),
    });
    s = assault(s, 'cross', dragon('fulgen'));
    s = answer(s, { kind: 'counterattack' });
    s = answer(s, { kind: 'retreat' });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    expect(retreatChoices(s).sort()).toEqual(['allar', 'hollow', 'moon']);
    s = answer(s, { kind: 'region', region: 'moon' });
    expect(units(s, 'moon', 'allaria')).toBe(2);
    expect(units(s, 'cross', 'allaria')).toBe(0);
    expect(seat(s, 'allaria').location).toBe('moon');
    expect(seat(s, 'fulgen').location).toBe('cross');
  });

  it("RB-35a: an attacker sharing the defender's region with no legal retreat cannot retreat", () => {
    let s = combatGame({
      regions: {
        tyvh: { units: { neutral: 2 } },
        fell: { units: { neutral: 1 } },
        blood: { units: { tyveria: 1 } },
        ashen: { units: { neutral: 1 } },
      },
      seats: { fulgen: { location: 'tyvh' } },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: [...zeros(7), '2', '0', '0', '0', '0', '0', '0'],
    });
    s = wrath(s, 'tyvh', force('neutral', 'tyvh'));
    // No press-on decision: the only way on is to continue, and the second round wins.
    expect(diceRolled(s)).toEqual(['attacker 5', 'defender 2', 'attacker 5', 'defender 2']);
    expect(units(s, 'tyvh', 'neutral')).toBe(0);
    expect(seat(s, 'fulgen').location).toBe('tyvh');
  });

  it('RB-35a: an injured General with no legal retreat goes to the nearest region without a blocking enemy', () => {
    // Allaria's General and 1 Unit in Fell Gate; every adjacent region holds other Units.
    let s = combatGame({
      regions: {
        fell: { units: { allaria: 1 } },
        moon: { units: { tyveria: 3 } },
        crown: { units: { neutral: 1 } },
        tyvh: { units: { neutral: 1 } },
        cross: { units: { neutral: 1 } },
        nahu: { units: { neutral: 1 } },
      },
      seats: { allaria: { location: 'fell' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'tyveria', card: 'move-assault' }],
      dice: ['2', '0', '0', '0', '0'],
    });
    s = assault(s, 'moon', force('allaria', 'fell'));
    // No retreat was open, so Allaria counterattacked without being asked.
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 2']);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    // Two steps away: ysval and allar (via crown), blood (via tyvh or moon); cross and nahu are held.
    expect(retreatChoices(s).sort()).toEqual(['allar', 'blood', 'ysval']);
    s = answer(s, { kind: 'region', region: 'allar' });
    expect(seat(s, 'allaria').location).toBe('allar');
  });
});

describe('RB-31a: a retreating defender takes the normal hits first', () => {
  it('RB-31a, RB-33: a General left alone by them is injured in combat: he loses a token and goes as an injured General', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 1 } } },
      seats: {
        allaria: { location: 'ysval' },
        tyveria: { location: 'cross', power: { unspent: 2 } },
      },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      // Three normal hits (a 1 and a 2): one destroys the Unit, the rest fall on the lone General.
      dice: ['1', '2', '0'],
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'retreat' });
    s = answer(s, { kind: 'region', region: 'crown' });
    expect(units(s, 'cross', 'tyveria')).toBe(0);
    expect(logOf(s, 'token-stolen')).toMatchObject([{ thief: 'allaria', spent: false }]);
    expect(seat(s, 'tyveria')).toMatchObject({ location: 'crown', power: { unspent: 1 } });
    expect(ended(s)).toEqual([{ attacker: 'standing', defender: 'injured' }]);
  });
});
