import { describe, expect, it } from 'vitest';
import type { DenizenId, GameState, RegionId, Scenario, SeatId, Target } from '../../src/engine';
import { combatValue } from '../../src/engine/combatValue';
import { answer, answers, assault, creature, diceRolled, dragon, force, wrath } from './play';
import { combatGame, zeros } from './positions';

/** §7 RB-30, RB-37: Combat Value is the number of dice a side rolls, so tests count the dice. */

/** Answers a human defender's step-2 choice with a counterattack, if it was asked. */
const counterattack = (s: GameState) =>
  s.pending?.kind === 'defend' ? answer(s, { kind: 'counterattack' }) : s;

describe('RB-30: Combat Value of a General force', () => {
  interface AttackerRow {
    name: string;
    general: RegionId;
    denizens?: DenizenId[];
    bondedDragonAt?: RegionId;
    fulgenAt?: RegionId;
    dice: number;
  }
  // Allaria attacks from Vaala Crossing (3 Units) into a neutral force of 6 in the Red Moon Steppe.
  it.each<AttackerRow>([
    { name: '1 per Unit', general: 'ysval', dice: 3 },
    { name: '+1 for the General miniature in the region', general: 'cross', dice: 4 },
    {
      name: '+1 for a homeland Denizen in its homeland',
      general: 'ysval',
      denizens: ['cross-sage'],
      dice: 4,
    },
    {
      name: 'nothing for a homeland Denizen away from its homeland',
      general: 'ysval',
      denizens: ['ysval-warden'],
      dice: 3,
    },
    {
      name: '+1 for an attack Denizen when attacking',
      general: 'ysval',
      denizens: ['allar-knight'],
      dice: 4,
    },
    {
      name: 'all bonuses stack',
      general: 'cross',
      denizens: ['allar-knight', 'moon-rider', 'cross-sage', 'ysval-warden'],
      dice: 7,
    },
    {
      name: "+2 when bonded and the Dragon is in the force's region",
      general: 'ysval',
      bondedDragonAt: 'cross',
      dice: 5,
    },
    {
      name: 'nothing when bonded but the Dragon is elsewhere',
      general: 'ysval',
      bondedDragonAt: 'crown',
      dice: 3,
    },
    {
      name: 'nothing for an unbonded Dragon in the region',
      general: 'ysval',
      fulgenAt: 'cross',
      dice: 3,
    },
  ])('RB-30: attacking force — $name: $dice dice', (row) => {
    let s = combatGame({
      regions: { cross: { units: { allaria: 3 } }, moon: { units: { neutral: 6 } } },
      seats: {
        allaria: {
          location: row.general,
          denizens: row.denizens,
          bondedTo: row.bondedDragonAt ? 'fulgen' : undefined,
        },
        fulgen: { location: row.bondedDragonAt ?? row.fulgenAt ?? 'crown' },
      },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(20),
    });
    s = assault(s, 'cross', force('neutral', 'moon'));
    expect(diceRolled(s)).toEqual([`attacker ${row.dice}`, 'defender 6']);
    expect(s.pending?.kind).toBe('press-on');
  });

  interface DefenderRow {
    name: string;
    scenario: Scenario;
    target: Target;
    dice: number;
  }
  // Allaria attacks from the Red Moon Steppe with 1 Unit; the defender counterattacks.
  it.each<DefenderRow>([
    {
      name: 'Units + General + homeland Denizen; an attack Denizen adds nothing when defending',
      scenario: {
        regions: { blood: { units: { tyveria: 2 } } },
        seats: { tyveria: { location: 'blood', denizens: ['blood-reaver', 'moon-rider'] } },
      },
      target: force('tyveria', 'blood'),
      dice: 4,
    },
    {
      name: 'a neutral force: 1 per neutral Unit',
      scenario: { regions: { blood: { units: { neutral: 5 } } } },
      target: force('neutral', 'blood'),
      dice: 5,
    },
    {
      name: 'a General miniature without its Units: CV 1 (RB-18a)',
      scenario: { seats: { tyveria: { location: 'blood' } } },
      target: force('tyveria', 'blood'),
      dice: 1,
    },
    {
      name: 'the Gloom Stalker Creature: its printed CV 3',
      scenario: { creatures: [{ card: 'gloom-stalker', region: 'blood' }] },
      target: creature('gloom-stalker'),
      dice: 3,
    },
    {
      name: 'the Stone Colossus Creature: its printed CV 2',
      scenario: { creatures: [{ card: 'stone-colossus', region: 'blood' }] },
      target: creature('stone-colossus'),
      dice: 2,
    },
  ])('RB-30: defending side — $name: $dice dice', ({ scenario, target, dice }) => {
    let s = combatGame({
      ...scenario,
      regions: { ...scenario.regions, moon: { units: { allaria: 1 } } },
      seats: { allaria: { location: 'ysval' }, ...scenario.seats },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(10),
    });
    s = counterattack(assault(s, 'moon', target));
    expect(diceRolled(s)).toEqual(['attacker 1', `defender ${dice}`]);
  });

  it('RB-30: Combat Value never falls below 0', () => {
    const s = combatGame({ regions: { cross: { units: { allaria: 2 } } } });
    const target = force('allaria', 'cross');
    expect(combatValue(s, target, { attacking: true, bonus: 0 })).toBe(2);
    expect(combatValue(s, target, { attacking: true, bonus: -5 })).toBe(0);
  });
});

describe('RB-30: lasting +2 cards count in the next combat only', () => {
  it('RB-30: Battle Hymn adds +2 to every round of the next combat, and nothing to the one after', () => {
    let s = combatGame({
      regions: { cross: { units: { allaria: 2 } }, moon: { units: { neutral: 6 } } },
      seats: { allaria: { location: 'ysval', power: { unspent: 1 }, vaalaHand: ['battle-hymn'] } },
      stack: [
        { seat: 'allaria', card: 'harvest-vaala-fortify' },
        { seat: 'allaria', card: 'move-assault' },
        { seat: 'allaria', card: 'deploy-assault' },
      ],
      dice: zeros(40),
    });
    s = answers(s, { kind: 'vaala', card: 'battle-hymn' }, { kind: 'done' });
    expect(s.seats.find((x) => x.id === 'allaria')!.lasting).toEqual([
      { card: 'battle-hymn', used: false },
    ]);
    s = assault(s, 'cross', force('neutral', 'moon'));
    s = answers(s, { kind: 'continue' }, { kind: 'retreat' });
    // The deploy-assault card: skip the Deploy, attack the same force again.
    s = assault(s, 'cross', force('neutral', 'moon'));
    s = answer(s, { kind: 'retreat' });
    expect(diceRolled(s)).toEqual([
      'attacker 4',
      'defender 6',
      'attacker 4',
      'defender 6',
      'attacker 2',
      'defender 6',
    ]);
  });

  it('RB-30: Fury adds +2 to its Dragon in its next combat even when defending, then is spent', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 1 } } },
      seats: {
        allaria: { location: 'ysval' },
        fulgen: { location: 'cross', power: { unspent: 1 }, vaalaHand: ['fury'] },
      },
      stack: [
        { seat: 'fulgen', card: 'hoard-vaala' },
        { seat: 'allaria', card: 'move-assault' },
        { seat: 'fulgen', card: 'wrath-hoard' },
      ],
      dice: zeros(20),
    });
    s = answer(s, { kind: 'vaala', card: 'fury' });
    s = assault(s, 'allar', dragon('fulgen'));
    s = answers(s, { kind: 'counterattack' }, { kind: 'retreat' });
    s = wrath(s, 'cross', force('allaria', 'allar'));
    s = answers(s, { kind: 'counterattack' }, { kind: 'retreat' });
    expect(diceRolled(s)).toEqual(['attacker 1', 'defender 7', 'attacker 5', 'defender 1']);
  });
});

describe('RB-37: a Dragon rolls the value of the first empty space of its wound track', () => {
  it.each([
    [0, 5],
    [1, 4],
    [2, 4],
    [3, 3],
    [4, 3],
    [5, 2],
  ])('RB-37: with %i wounds Fulgen rolls %i dice', (wounds, dice) => {
    let s = combatGame({
      regions: { moon: { units: { neutral: 6 } } },
      seats: { fulgen: { location: 'cross', wounds } },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: zeros(20),
    });
    s = wrath(s, 'cross', force('neutral', 'moon'));
    expect(diceRolled(s)).toEqual([`attacker ${dice}`, 'defender 6']);
  });

  it("RB-37: wounds taken in a combat lower the Dragon's dice in its next round", () => {
    let s = combatGame({
      regions: { moon: { units: { neutral: 3 } } },
      seats: { fulgen: { location: 'cross', wounds: 1 } },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: [...zeros(4), '1', '2', '0', ...zeros(10)],
    });
    s = wrath(s, 'cross', force('neutral', 'moon'));
    expect(s.seats.find((x) => x.id === ('fulgen' as SeatId))!.wounds).toBe(4);
    s = answer(s, { kind: 'continue' });
    expect(diceRolled(s)).toEqual(['attacker 4', 'defender 3', 'attacker 3', 'defender 3']);
  });
});
