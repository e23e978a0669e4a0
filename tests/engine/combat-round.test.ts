import { describe, expect, it } from 'vitest';
import type { GameState, Scenario, SeatId, Target } from '../../src/engine';
import {
  answer,
  answers,
  assault,
  creature,
  diceRolled,
  dragon,
  factsOf,
  force,
  inventory,
  logOf,
  rolls,
  runFaceless,
  seat,
  units,
  wrath,
} from './play';
import { combatGame, zeros } from './positions';
import { tableWith } from '../tables';

/** §7 RB-31, RB-31a, RB-34: the order of a combat round and how a combat goes on or ends. */

/** The combat as a story: rolls and Units lost, in the order they happened. */
function story(s: GameState): string[] {
  return s.log.flatMap((e) => {
    if (e.kind === 'combat-roll') return [`${e.side} rolls ${(e.faces as string[]).join(',')}`];
    if (e.kind === 'units-destroyed') return [`${e.side} loses ${e.count} in ${e.region}`];
    return [];
  });
}

const ended = (s: GameState) => logOf(s, 'combat-ended').map(factsOf);

describe('RB-31: one combat round', () => {
  it('RB-31: attacker rolls, its critical hits land at once, the defender counterattacks, then the normal hits land', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 4 } }, cross: { units: { tyveria: 3 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['X', '1', '0', '0', '2X', '0'],
    });
    const before = inventory(s);
    s = assault(s, 'allar', force('tyveria', 'cross'));
    // The critical hit has already removed a Unit when the defender decides.
    expect(units(s, 'cross', 'tyveria')).toBe(2);
    expect(s.pending).toMatchObject({
      seat: 'tyveria',
      kind: 'defend',
      rule: 'RB-31',
      options: [{ kind: 'counterattack' }, { kind: 'retreat' }],
    });
    s = answer(s, { kind: 'counterattack' });
    expect(story(s)).toEqual([
      'attacker rolls X,1,0,0',
      'tyveria loses 1 in cross',
      // The defender counterattacks with the 2 Units it has left, not 3.
      'defender rolls 2X,0',
      'allaria loses 2 in allar',
      'tyveria loses 1 in cross',
    ]);
    expect(units(s, 'allar', 'allaria')).toBe(2);
    expect(units(s, 'cross', 'tyveria')).toBe(1);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
    expect(inventory(s)).toEqual(before);
  });
});

describe('RB-31a: critical hits, retreating defenders, counterattacks and CV 0', () => {
  interface CritRow {
    name: string;
    scenario: Scenario;
    target: Target;
    dice: Scenario['dice'];
    check: (s: GameState) => void;
  }
  it.each<CritRow>([
    {
      name: 'a neutral force destroyed by critical hits',
      scenario: { regions: { cross: { units: { neutral: 1 } } } },
      target: force('neutral', 'cross'),
      dice: ['X', '2', '1'],
      check: (s) => {
        expect(units(s, 'cross', 'neutral')).toBe(0);
        expect(ended(s)).toEqual([{ attacker: 'standing', defender: 'destroyed' }]);
      },
    },
    {
      name: 'a General injured by critical hits',
      scenario: {
        regions: { cross: { units: { tyveria: 1 } } },
        seats: { tyveria: { location: 'cross' } },
      },
      target: force('tyveria', 'cross'),
      dice: ['X', 'X', '2'],
      check: (s) => {
        expect(units(s, 'cross', 'tyveria')).toBe(0);
        expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'retreat-to' });
      },
    },
    {
      // With the normal hits the Dragon would end at 1 + 3 = 4 wounds.
      name: 'a Dragon injured by critical hits (skull: 6 wounds heal to 1)',
      scenario: { seats: { fulgen: { location: 'cross', wounds: 4 } } },
      target: dragon('fulgen'),
      dice: ['2X', '2', '1'],
      check: (s) => {
        expect(seat(s, 'fulgen').wounds).toBe(1);
        expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'retreat-to' });
      },
    },
  ])(
    'RB-31a: $name ends the combat — no counterattack and the normal hits are lost',
    ({ scenario, target, dice, check }) => {
      let s = combatGame({
        ...scenario,
        regions: { ...scenario.regions, allar: { units: { allaria: 3 } } },
        seats: { allaria: { location: 'ysval' }, ...scenario.seats },
        stack: [{ seat: 'allaria', card: 'move-assault' }],
        dice: [...dice!, '1', '1', '1'],
      });
      s = assault(s, 'allar', target);
      expect(diceRolled(s)).toEqual(['attacker 3']);
      expect(s.scriptedDice).toEqual(['1', '1', '1']);
      expect(units(s, 'allar', 'allaria')).toBe(3);
      check(s);
    },
  );

  it('RB-31a: a retreating defender still takes the normal hits, then moves with what is left', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 3 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['1', '1', '0', '1', '1', '1'],
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'retreat' });
    // Hits first: 3 Units - 2 = 1, and it has not moved yet when it picks its destination.
    expect(units(s, 'cross', 'tyveria')).toBe(1);
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'retreat-to', rule: 'RB-35' });
    s = answer(s, { kind: 'region', region: 'hollow' });
    expect(units(s, 'cross', 'tyveria')).toBe(0);
    expect(units(s, 'hollow', 'tyveria')).toBe(1);
    expect(seat(s, 'tyveria').location).toBe('hollow');
    expect(diceRolled(s)).toEqual(['attacker 3']);
    expect(ended(s)).toEqual([{ attacker: 'standing', defender: 'retreated' }]);
    // RB-21a: the defender retreated, so the attackers may advance.
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'advance' });
  });

  it('RB-31a: a retreating defender wiped out by the normal hits is destroyed and goes nowhere', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 2 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['2', '0', '0'],
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'retreat' });
    expect(logOf(s, 'retreated')).toEqual([]);
    expect(ended(s)).toEqual([{ attacker: 'standing', defender: 'destroyed' }]);
    expect(s.pending?.kind).toBe('advance');
  });

  it('RB-31a: the normal hits land after a counterattack that destroyed the attacker', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 1 } }, cross: { units: { tyveria: 3 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['2', '1', '0', '0'],
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    expect(units(s, 'allar', 'allaria')).toBe(0);
    expect(units(s, 'cross', 'tyveria')).toBe(1);
    expect(ended(s)).toEqual([{ attacker: 'destroyed', defender: 'standing' }]);
  });

  it('RB-31a: the normal hits land after a counterattack that injured the attacking General', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 1 } }, cross: { units: { tyveria: 3 } } },
      seats: {
        allaria: { location: 'allar', power: { unspent: 1 } },
        tyveria: { location: 'blood' },
      },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['2', '0', '2', '0', '0'],
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    expect(units(s, 'cross', 'tyveria')).toBe(1);
    expect(ended(s)).toEqual([]);
    // RB-33: the injured General gives up his only token to the defender and retreats.
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 0 });
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
  });

  it.each<[string, Target, Scenario]>([
    [
      'a force that lost Units rolls fewer dice',
      force('neutral', 'moon'),
      { regions: { cross: { units: { allaria: 4 } }, moon: { units: { neutral: 4 } } } },
    ],
  ])('RB-31a: CV is recounted before every roll — %s', (_name, target, scenario) => {
    let s = combatGame({
      ...scenario,
      seats: { allaria: { location: 'ysval' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      // Round 1: a critical hit kills 1 of 4 neutral Units before they roll; they kill 2 of 4.
      dice: ['X', '0', '0', '0', '1', '1', '0', ...zeros(5)],
    });
    s = assault(s, 'cross', target);
    s = answer(s, { kind: 'continue' });
    expect(diceRolled(s)).toEqual(['attacker 4', 'defender 3', 'attacker 2', 'defender 3']);
  });

  it('RB-31a: when both sides have CV 0 at the start of a round, the combat ends without a roll', () => {
    let s = combatGame({
      regions: { cross: { units: { allaria: 1 } }, moon: { units: { neutral: 1 } } },
      seats: { allaria: { location: 'ysval' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '1', '1'],
    });
    s = assault(s, 'cross', force('neutral', 'moon'));
    expect(s.pending?.kind).toBe('press-on');
    // No base-game effect lowers CV mid-combat, so both sides are set to CV 0 by hand here.
    const frame = s.frames.find((f) => f.kind === 'combat')!;
    if (frame.kind === 'combat') {
      frame.attackerBonus = -1;
      frame.defenderBonus = -1;
    }
    s = answer(s, { kind: 'continue' });
    expect(diceRolled(s)).toEqual(['attacker 1', 'defender 1']);
    expect(s.scriptedDice).toEqual(['1', '1']);
    expect(ended(s)).toEqual([{ attacker: 'standing', defender: 'standing' }]);
    expect(units(s, 'cross', 'allaria')).toBe(1);
    expect(units(s, 'moon', 'neutral')).toBe(1);
  });

  it('RB-31a: only one side at CV 0 does not end the combat: the attacker rolls no die and the defender still counterattacks', () => {
    let s = combatGame({
      regions: { cross: { units: { allaria: 1 } }, moon: { units: { neutral: 1 } } },
      seats: { allaria: { location: 'ysval' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '1'],
    });
    s = assault(s, 'cross', force('neutral', 'moon'));
    expect(s.pending?.kind).toBe('press-on');
    // As above, the attacker alone is set to CV 0 by hand.
    const frame = s.frames.find((f) => f.kind === 'combat')!;
    if (frame.kind === 'combat') frame.attackerBonus = -1;
    s = answer(s, { kind: 'continue' });
    expect(diceRolled(s)).toEqual(['attacker 1', 'defender 1', 'attacker 0', 'defender 1']);
    expect(units(s, 'cross', 'allaria')).toBe(0);
    expect(ended(s)).toEqual([{ attacker: 'destroyed', defender: 'standing' }]);
  });
});

describe('RB-34: after a round with both sides standing', () => {
  const twoForces = (dice: Scenario['dice']) =>
    combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 3 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice,
    });

  it('RB-34: a human attacker decides to continue, and another round is fought', () => {
    let s = assault(twoForces(zeros(12)), 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    expect(s.pending).toMatchObject({
      seat: 'allaria',
      kind: 'press-on',
      rule: 'RB-34',
      options: [{ kind: 'continue' }, { kind: 'retreat' }],
    });
    s = answers(s, { kind: 'continue' }, { kind: 'counterattack' });
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 3', 'attacker 3', 'defender 3']);
    expect(s.pending?.kind).toBe('press-on');
  });

  it('RB-34: a human attacker that retreats ends the combat', () => {
    let s = assault(twoForces(zeros(12)), 'allar', force('tyveria', 'cross'));
    s = answers(s, { kind: 'counterattack' }, { kind: 'retreat' });
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 3']);
    expect(s.scriptedDice).toHaveLength(6);
    expect(ended(s)).toEqual([{ attacker: 'retreated', defender: 'standing' }]);
    expect(s.frames.some((f) => f.kind === 'combat')).toBe(false);
  });

  it('RB-34: no decision is asked when a side was destroyed in the round', () => {
    let s = assault(twoForces(['2', '1', '0', '0', '0', '0']), 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    expect(ended(s)).toEqual([{ attacker: 'standing', defender: 'destroyed' }]);
    expect(s.pending?.kind).toBe('advance');
  });

  it('RB-34: a Faceless attacker never retreats — it fights round after round until a side falls', () => {
    let s = combatGame(
      {
        regions: { hollow: { units: { neutral: 2 } } },
        seats: { skarn: { location: 'nahu' } },
        stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
        dice: [...zeros(7), ...zeros(7), '2', '0', '0', '0', '0', '0', '0'],
      },
      { seats: tableWith(['skarn']) },
    );
    s = runFaceless(s);
    expect(rolls(s).map((r) => r.side)).toEqual([
      'attacker',
      'defender',
      'attacker',
      'defender',
      'attacker',
      'defender',
    ]);
    expect(units(s, 'hollow', 'neutral')).toBe(0);
    expect(ended(s)).toEqual([{ attacker: 'standing', defender: 'destroyed' }]);
  });

  interface DefenderRow {
    name: string;
    scenario: Scenario;
    target: Target;
    faceless: SeatId[];
  }
  it.each<DefenderRow>([
    {
      name: 'a Faceless General',
      scenario: { regions: { cross: { units: { tyveria: 2 } } } },
      target: force('tyveria', 'cross'),
      faceless: ['tyveria'],
    },
    {
      name: 'a Faceless Dragon',
      scenario: { seats: { skarn: { location: 'cross' } } },
      target: dragon('skarn'),
      faceless: ['skarn'],
    },
    {
      name: 'a neutral force',
      scenario: { regions: { cross: { units: { neutral: 2 } } } },
      target: force('neutral', 'cross'),
      faceless: [],
    },
    {
      name: 'a Creature',
      scenario: { creatures: [{ card: 'stone-colossus', region: 'cross' }] },
      target: creature('stone-colossus'),
      faceless: [],
    },
  ])(
    'RB-34: $name never retreats and always counterattacks, though retreats are open',
    ({ scenario, target, faceless }) => {
      let s = combatGame(
        {
          ...scenario,
          regions: { ...scenario.regions, allar: { units: { allaria: 3 } } },
          seats: { allaria: { location: 'ysval' }, ...scenario.seats },
          stack: [{ seat: 'allaria', card: 'move-assault' }],
          dice: zeros(10),
        },
        { seats: tableWith(faceless) },
      );
      s = assault(s, 'allar', target);
      expect(rolls(s).map((r) => r.side)).toEqual(['attacker', 'defender']);
      expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
    },
  );
});

describe('RB-31: a Dragon fights the same round', () => {
  it('RB-31: Fulgen wraths a force in its own region: crits land, the rest counterattack, then the normal hits', () => {
    let s = combatGame({
      regions: { cross: { units: { neutral: 4 } } },
      seats: { fulgen: { location: 'cross' } },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: ['X', '1', '0', '0', '0', '1', '1', '0'],
    });
    s = wrath(s, 'cross', force('neutral', 'cross'));
    expect(diceRolled(s)).toEqual(['attacker 5', 'defender 3']);
    expect(seat(s, 'fulgen').wounds).toBe(2);
    expect(units(s, 'cross', 'neutral')).toBe(2);
    expect(seat(s, 'fulgen').essence).toEqual(['neutral', 'neutral']);
  });
});

describe('RB-21a: after a won Assault', () => {
  it('RB-21a: an Assault won in the attacker’s own region has nowhere to advance', () => {
    let s = combatGame({
      regions: { cross: { units: { allaria: 2 } } },
      seats: { allaria: { location: 'cross' }, fulgen: { location: 'cross', wounds: 4 } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      // Two critical hits fill Fulgen's track before he can answer (RB-31, RB-37).
      dice: ['X', 'X', '0'],
    });
    s = assault(s, 'cross', dragon('fulgen'));
    // RB-35a: the injured Dragon goes to a region of its choice.
    s = answer(s, { kind: 'region', region: 'allar' });
    expect(logOf(s, 'combat-ended')).toMatchObject([{ attacker: 'standing', defender: 'injured' }]);
    expect(seat(s, 'fulgen').location).toBe('allar');
    // No advance decision: the round went on to the next Planning.
    expect(s.pending).toMatchObject({ kind: 'plan' });
    expect(units(s, 'cross', 'allaria')).toBe(2);
  });
});
