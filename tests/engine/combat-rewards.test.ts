import { describe, expect, it } from 'vitest';
import type { DieFace, GameState } from '../../src/engine';
import { POWER_TOKENS } from '../../src/engine/content/numbers';
import { applyHits } from '../../src/engine/hits';
import {
  answer,
  assault,
  creature,
  dragon,
  force,
  inventory,
  logOf,
  seat,
  units,
  wrath,
} from './play';
import { combatGame, zeros } from './positions';

/** §7 RB-36, RB-36a and §8 RB-40: Essence, Trophies, and Creatures healing after combat. */

describe('RB-36: Units a Dragon destroys go to its Essence track', () => {
  it('RB-36: filling the 6th space gives 1 Power from the supply, sends the 6 Units home, and carries the extra over', () => {
    let s = combatGame({
      regions: { moon: { units: { neutral: 3 } } },
      seats: {
        fulgen: { location: 'cross', essence: ['allaria', 'allaria', 'tyveria', 'neutral'] },
      },
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: ['2', '1', '0', '0', '0', '0', '0', '0'],
    });
    const before = inventory(s);
    const supply = { ...s.supply.units };
    s = wrath(s, 'cross', force('neutral', 'moon'));
    expect(units(s, 'moon', 'neutral')).toBe(0);
    // 4 + 3 = 7 Units: the first 6 go back to their owners' supplies, 1 neutral starts a new track.
    expect(seat(s, 'fulgen').essence).toEqual(['neutral']);
    expect(s.supply.units).toEqual({
      ...supply,
      allaria: supply.allaria! + 2,
      tyveria: supply.tyveria! + 1,
      neutral: supply.neutral! + 3,
    });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.supply.power).toBe(POWER_TOKENS - 1);
    expect(inventory(s)).toEqual(before);
  });

  it('RB-36: Units a defending Dragon destroys in its counterattack go to its Essence track', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'ysval' }, fulgen: { location: 'cross' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '0', '2', '0', '0', '0', '0'],
    });
    const before = inventory(s);
    s = assault(s, 'allar', dragon('fulgen'));
    s = answer(s, { kind: 'counterattack' });
    expect(units(s, 'allar', 'allaria')).toBe(1);
    expect(seat(s, 'fulgen').essence).toEqual(['allaria', 'allaria']);
    expect(inventory(s)).toEqual(before);
  });

  it('RB-36: Units a Dragon destroys outside combat (Dragonfire) go to its Essence track', () => {
    let s = combatGame({
      regions: { hollow: { units: { tyveria: 3 } } },
      seats: { skarn: { location: 'nahu', power: { unspent: 2 }, vaalaHand: ['dragonfire'] } },
      stack: [{ seat: 'skarn', card: 'hoard-vaala' }],
    });
    const supply = s.supply.units.tyveria;
    s = answer(s, { kind: 'vaala', card: 'dragonfire' });
    expect(units(s, 'hollow', 'tyveria')).toBe(1);
    expect(seat(s, 'skarn').essence).toEqual(['tyveria', 'tyveria']);
    expect(s.supply.units.tyveria).toBe(supply);
  });

  it('RB-36: Units a General destroys return to their own supply', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { neutral: 2 } } },
      seats: { allaria: { location: 'ysval' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['2', '0', '0', '0', '0'],
    });
    const supply = s.supply.units.neutral!;
    s = assault(s, 'allar', force('neutral', 'cross'));
    expect(units(s, 'cross', 'neutral')).toBe(0);
    expect(s.supply.units.neutral).toBe(supply + 2);
    expect(s.seats.flatMap((x) => x.essence)).toEqual([]);
  });
});

describe('RB-36a: Trophies for destroying a Creature', () => {
  it('RB-36a: a General who destroys a Creature in combat gains its Trophy value from the supply', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'ysval' } },
      creatures: [{ card: 'gloom-stalker', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['2', '1', '0', '0', '0', '0'],
    });
    const before = inventory(s);
    s = assault(s, 'allar', creature('gloom-stalker'));
    expect(s.creatures).toEqual([]);
    expect(s.denizenDiscard).toContain('gloom-stalker');
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.supply.power).toBe(POWER_TOKENS - 1);
    expect(inventory(s)).toEqual(before);
  });

  it('RB-36a: a Dragon that destroys a Creature gains the Trophy, and the Creature fills no Essence', () => {
    let s = combatGame({
      seats: { fulgen: { location: 'cross', essence: ['neutral'] } },
      creatures: [{ card: 'stone-colossus', region: 'moon' }],
      stack: [{ seat: 'fulgen', card: 'wrath-hoard' }],
      dice: ['2', '2', '0', '0', '0', '0', '0'],
    });
    s = wrath(s, 'cross', creature('stone-colossus'));
    expect(s.creatures.map((c) => c.card)).not.toContain('stone-colossus');
    expect(s.denizenDiscard).toContain('stone-colossus');
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'fulgen').essence).toEqual(['neutral']);
  });

  it('RB-36a: a destroyer with no player behind it gains nothing', () => {
    const s = combatGame({ creatures: [{ card: 'gloom-stalker', region: 'cross' }] });
    const fate = applyHits(s, creature('gloom-stalker'), 3, { inCombat: true, by: null });
    expect(fate).toBe('destroyed');
    expect(s.creatures).toEqual([]);
    expect(s.supply.power).toBe(POWER_TOKENS);
    expect(s.seats.map((x) => x.power.unspent + x.power.spent)).toEqual([0, 0, 0, 0]);
  });
});

describe('RB-40: Creatures heal fully when a combat ends', () => {
  const stalker = (s: GameState) => s.creatures.find((c) => c.card === 'gloom-stalker');
  const attackTheStalker = (dice: DieFace[]) =>
    assault(
      combatGame({
        regions: { allar: { units: { allaria: 4 } } },
        seats: { allaria: { location: 'ysval' } },
        // A second Creature, listed first, so the healing must find the one that fought.
        creatures: [
          { card: 'stone-colossus', region: 'nahu' },
          { card: 'gloom-stalker', region: 'cross', wounds: 0 },
        ],
        stack: [{ seat: 'allaria', card: 'move-assault' }],
        dice,
      }),
      'allar',
      creature('gloom-stalker'),
    );

  it('RB-40: wounds stay on the Creature from round to round of one combat', () => {
    let s = attackTheStalker(['2', '0', '0', '0', ...zeros(3), '1', '0', '0', '0', ...zeros(3)]);
    expect(stalker(s)?.wounds).toBe(2);
    // RB-30: a Creature rolls its printed Combat Value, as the log's parts say.
    expect(logOf(s, 'combat-roll').map((e) => e.parts)).toEqual([
      [{ source: 'Units', value: 4 }],
      [{ source: 'Creature', value: 3 }],
    ]);
    s = answer(s, { kind: 'continue' });
    expect(s.creatures.map((c) => c.card)).toEqual(['stone-colossus']);
    expect(logOf(s, 'creature-defeated')).toHaveLength(1);
  });

  it('RB-40: a wounded Creature heals fully when the attacker retreats', () => {
    let s = attackTheStalker(['2', '0', '0', '0', ...zeros(3)]);
    expect(stalker(s)?.wounds).toBe(2);
    s = answer(s, { kind: 'retreat' });
    expect(s.creatures.find((c) => c.card === 'gloom-stalker')).toMatchObject({
      region: 'cross',
      wounds: 0,
    });
  });
});
