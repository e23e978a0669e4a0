import { describe, expect, it } from 'vitest';
import type { Choice, GameState, RegionId, Scenario, Target, VaalaId } from '../../../src/engine';
import {
  answer,
  answers,
  attackerRolls,
  count,
  defenderRolls,
  done,
  dragonStep,
  expectOptions,
  force,
  logOf,
  region,
  seat,
  units,
} from '../play';
import { quietGame } from '../positions';

/** A General's Vaala Glyph comes first on Harvest·Vaala·Fortify when no controlled region holds Power. */
const GENERAL_VAALA: Scenario['stack'] = [{ seat: 'allaria', card: 'harvest-vaala-fortify' }];
/** A Dragon's Vaala Glyph comes first on Hoard·Vaala when it is unwounded. */
const DRAGON_VAALA: Scenario['stack'] = [{ seat: 'fulgen', card: 'hoard-vaala' }];

const play = (card: VaalaId): Choice => ({ kind: 'vaala', card });
const target = (from: RegionId, t: Target): Choice => ({ kind: 'target', from, target: t });
const playable = (s: GameState) =>
  s.pending?.kind === 'vaala'
    ? s.pending.options.flatMap((o) => (o.kind === 'vaala' ? [o.card] : []))
    : [];

// ---- General cards ----

describe('RB-28 Vaala card Rally (0: place 1 Unit where your General is)', () => {
  it('RB-28 Vaala card Rally: places 1 Unit from the supply in the General region, for free', () => {
    let s = quietGame({
      seats: { allaria: { location: 'cross', power: { unspent: 1 }, vaalaHand: ['rally'] } },
      stack: GENERAL_VAALA,
    });
    s = answer(s, play('rally'));
    expect(units(s, 'cross', 'allaria')).toBe(1);
    expect(s.supply.units.allaria).toBe(19);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'allaria').vaalaDiscard).toEqual(['rally']);
  });

  it.each<[string, Scenario['regions']]>([
    ['a blocking enemy holds the region', { cross: { units: { neutral: 1 } } }],
    ['6 of its Units already stand there (RB-19a)', { cross: { units: { allaria: 6 } } }],
  ])('RB-28 Vaala card Rally: cannot be played when %s', (_name, regions) => {
    const s = quietGame({
      regions,
      seats: { allaria: { location: 'cross', vaalaHand: ['rally'] } },
      stack: GENERAL_VAALA,
    });
    expect(playable(s)).toEqual([]);
  });
});

describe('RB-28 Vaala card Forced March (1: your General and up to 2 Units from its region move 1 region)', () => {
  it('RB-28 Vaala card Forced March: the General and 2 of its Units move together', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { power: { unspent: 1 }, vaalaHand: ['forced-march'] } },
      stack: GENERAL_VAALA,
    });
    s = answer(s, play('forced-march'));
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 1 });
    expectOptions(s, [region('ysval'), region('crown'), region('cross'), region('serpent')]);
    s = answer(s, region('cross'));
    expectOptions(s, [count(2), count(1), count(0)]);
    s = answer(s, count(2));
    expect(seat(s, 'allaria').location).toBe('cross');
    expect(units(s, 'cross', 'allaria')).toBe(2);
    expect(units(s, 'allar', 'allaria')).toBe(1);
  });

  it('RB-28 Vaala card Forced March: Units stay out of a blocking enemy region; the General goes alone', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 3 } }, crown: { units: { neutral: 2 } } },
      seats: { allaria: { power: { unspent: 1 }, vaalaHand: ['forced-march'] } },
      stack: GENERAL_VAALA,
    });
    s = answers(s, play('forced-march'), region('crown'));
    expect(seat(s, 'allaria').location).toBe('crown');
    expect(units(s, 'allar', 'allaria')).toBe(3);
    expect(units(s, 'crown', 'neutral')).toBe(2);
    expect(logOf(s, 'combat-started')).toHaveLength(0);
  });

  it('RB-28 Vaala card Forced March: no more Units move than the 6-Unit limit allows (RB-19a)', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { allaria: 5 } } },
      seats: { allaria: { power: { unspent: 1 }, vaalaHand: ['forced-march'] } },
      stack: GENERAL_VAALA,
    });
    s = answers(s, play('forced-march'), region('cross'));
    expectOptions(s, [count(1), count(0)]);
    s = answer(s, count(1));
    expect(units(s, 'cross', 'allaria')).toBe(6);
    expect(units(s, 'allar', 'allaria')).toBe(2);
  });
});

describe('RB-28 Vaala card Battle Hymn (1, lasting: +2 CV in your next combat this round)', () => {
  it('RB-28 Vaala card Battle Hymn: the next Assault rolls 2 more dice, the one after does not', () => {
    let s = quietGame({
      regions: {
        allar: { units: { allaria: 2 } },
        crown: { units: { neutral: 1 } },
        ysval: { units: { neutral: 1 } },
      },
      seats: { allaria: { power: { unspent: 1 }, vaalaHand: ['battle-hymn'] } },
      // Combat 1: 5 dice (2 Units + General + 2), neutral 1 die. Combat 2: 3 dice, neutral 1 die.
      dice: ['1', '0', '0', '0', '0', '0', '1', '0', '0', '0'],
      stack: [
        { seat: 'allaria', card: 'harvest-vaala-fortify' },
        { seat: 'allaria', card: 'move-assault' },
        { seat: 'allaria', card: 'deploy-assault' },
      ],
    });
    s = answer(s, play('battle-hymn'));
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 1 });
    s = answers(s, done, done); // Fortify, then Move, skipped
    s = answer(s, target('allar', force('neutral', 'crown')));
    expect(attackerRolls(s)).toEqual([5]);
    expect(seat(s, 'allaria').lasting).toEqual([{ card: 'battle-hymn', used: true }]);
    s = answers(s, count(0), done, done); // no advance, Deploy skipped
    s = answer(s, target('allar', force('neutral', 'ysval')));
    expect(attackerRolls(s)).toEqual([5, 3]);
    expect(units(s, 'crown', 'neutral') + units(s, 'ysval', 'neutral')).toBe(0);
  });

  it('RB-28 Vaala card Battle Hymn: also counts when the force is attacked (its next combat)', () => {
    let s = quietGame({
      regions: { moon: { units: { tyveria: 2 } } },
      seats: {
        tyveria: { location: 'moon', power: { unspent: 1 }, vaalaHand: ['battle-hymn'] },
        fulgen: { location: 'moon' },
      },
      // Fulgen (CV 5) misses; Tyveria counterattacks with 2 Units + General + 2.
      dice: ['0', '0', '0', '0', '0', '0', '0', '0', '0', '0'],
      stack: [
        { seat: 'tyveria', card: 'harvest-vaala-fortify' },
        { seat: 'fulgen', card: 'wrath-hoard' },
      ],
    });
    s = answers(s, play('battle-hymn'), done); // Fortify skipped
    expect(s.pending?.seat).toBe('fulgen');
    s = answers(s, target('moon', force('tyveria', 'moon')), { kind: 'counterattack' });
    expect(attackerRolls(s)).toEqual([5]);
    expect(defenderRolls(s)).toEqual([5]);
  });
});

describe('RB-28 Vaala card Firestorm (2: 2 hits to one enemy force in or adjacent to your General region)', () => {
  it("RB-28 Vaala card Firestorm: targets only enemy forces with Units in or land-adjacent to the General's region", () => {
    const s = quietGame({
      regions: {
        serpent: { city: true },
        allar: { units: { neutral: 1 } },
        hollow: { units: { tyveria: 1 } },
        ysval: { units: { neutral: 1 } },
        ashen: { units: { neutral: 1 } },
        cross: { units: { neutral: 1 } },
      },
      seats: {
        allaria: { location: 'serpent', power: { unspent: 2 }, vaalaHand: ['firestorm'] },
        fulgen: { location: 'serpent' },
      },
      creatures: [{ card: 'gloom-stalker', region: 'hollow' }],
      stack: GENERAL_VAALA,
    });
    const after = answer(s, play('firestorm'));
    expect(after.pending?.kind).toBe('vaala-target');
    expectOptions(after, [
      target('serpent', force('neutral', 'allar')),
      target('serpent', force('tyveria', 'hollow')),
    ]);
  });

  it('RB-28 Vaala card Firestorm: destroys 2 Units, which return to their supply', () => {
    let s = quietGame({
      regions: { cross: { units: { neutral: 3 } }, crown: { units: { neutral: 1 } } },
      seats: { allaria: { power: { unspent: 2 }, vaalaHand: ['firestorm'] } },
      stack: GENERAL_VAALA,
    });
    const supply = s.supply.units.neutral!;
    s = answers(s, play('firestorm'), target('allar', force('neutral', 'cross')));
    expect(units(s, 'cross', 'neutral')).toBe(1);
    expect(s.supply.units.neutral).toBe(supply + 2);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 2 });
    expect(seat(s, 'allaria').vaalaDiscard).toEqual(['firestorm']);
  });

  it('RB-28 Vaala card Firestorm: a city takes the first hit (RB-32b)', () => {
    let s = quietGame({
      regions: { cross: { units: { neutral: 3 }, city: true }, crown: { units: { neutral: 1 } } },
      seats: { allaria: { power: { unspent: 2 }, vaalaHand: ['firestorm'] } },
      stack: GENERAL_VAALA,
    });
    const cities = s.supply.cities;
    s = answers(s, play('firestorm'), target('allar', force('neutral', 'cross')));
    expect(s.regions.cross.city).toBe(false);
    expect(s.supply.cities).toBe(cities + 1);
    expect(units(s, 'cross', 'neutral')).toBe(2);
  });

  it('RB-28 Vaala card Firestorm: the General miniature ignores the hits and is never injured (RB-32b)', () => {
    let s = quietGame({
      regions: { crown: { units: { tyveria: 1 } }, cross: { units: { neutral: 1 } } },
      seats: {
        allaria: { power: { unspent: 2 }, vaalaHand: ['firestorm'] },
        tyveria: { location: 'crown', power: { unspent: 2, spent: 1 } },
      },
      stack: GENERAL_VAALA,
    });
    s = answers(s, play('firestorm'), target('allar', force('tyveria', 'crown')));
    expect(units(s, 'crown', 'tyveria')).toBe(0);
    expect(seat(s, 'tyveria').location).toBe('crown');
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 2, spent: 1 });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 2 });
    expect(logOf(s, 'injured')).toHaveLength(0);
    expect(s.pending?.kind).toBe('fortify');
  });
});

describe('RB-28 Vaala card Muster (3: place 3 Units in one region you control)', () => {
  it('RB-28 Vaala card Muster: 3 Units in one chosen controlled region', () => {
    let s = quietGame({
      regions: {
        allar: { units: { allaria: 1 } },
        moon: { units: { allaria: 2 } },
        serpent: { units: { allaria: 6 } },
      },
      seats: { allaria: { location: 'cross', power: { unspent: 3 }, vaalaHand: ['muster'] } },
      stack: GENERAL_VAALA,
    });
    s = answer(s, play('muster'));
    // Not the General's uncontrolled region, not a full region.
    expectOptions(s, [region('allar'), region('moon')]);
    s = answer(s, region('moon'));
    expect(units(s, 'moon', 'allaria')).toBe(5);
    expect(units(s, 'allar', 'allaria')).toBe(1);
    expect(units(s, 'cross', 'allaria')).toBe(0);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 3 });
    expect(s.supply.units.allaria).toBe(20 - 9 - 3);
  });

  it('RB-28 Vaala card Muster: Units beyond the 6-Unit limit are not placed (RB-19a)', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 5 } } },
      seats: { allaria: { power: { unspent: 3 }, vaalaHand: ['muster'] } },
      stack: GENERAL_VAALA,
    });
    s = answer(s, play('muster'));
    expect(units(s, 'allar', 'allaria')).toBe(6);
    expect(s.supply.units.allaria).toBe(14);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 3 });
  });

  it('RB-28 Vaala card Muster: cannot be played without a controlled region', () => {
    const s = quietGame({
      seats: { allaria: { location: 'cross', power: { unspent: 3 }, vaalaHand: ['muster'] } },
      stack: GENERAL_VAALA,
    });
    expect(playable(s)).toEqual([]);
  });
});

// ---- Dragon cards ----

describe('RB-28 Vaala card Preen (0: heal 1)', () => {
  it('RB-28 Vaala card Preen: heals exactly 1 wound for free', () => {
    let s = quietGame({
      seats: { fulgen: { wounds: 2, vaalaHand: ['preen'] } },
      stack: DRAGON_VAALA,
    });
    s = answer(s, done); // Hoard skipped
    s = answer(s, play('preen'));
    expect(seat(s, 'fulgen').wounds).toBe(1);
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 0 });
    expect(seat(s, 'fulgen').vaalaDiscard).toEqual(['preen']);
  });

  it('RB-28 Vaala card Preen: cannot be played by an unwounded Dragon', () => {
    const s = quietGame({ seats: { fulgen: { vaalaHand: ['preen'] } }, stack: DRAGON_VAALA });
    expect(playable(s)).toEqual([]);
  });
});

describe('RB-28 Vaala card Tailwind (1: Fly up to 2)', () => {
  it('RB-28 Vaala card Tailwind: the Dragon flies up to 2 steps over land or sea', () => {
    let s = quietGame({
      seats: { fulgen: { location: 'ysval', power: { unspent: 1 }, vaalaHand: ['tailwind'] } },
      stack: DRAGON_VAALA,
    });
    s = answer(s, play('tailwind'));
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 1 });
    expect(s.pending?.kind).toBe('fly');
    s = answer(s, dragonStep('ysval', 'serpent'));
    expect(s.pending?.kind).toBe('fly');
    s = answer(s, dragonStep('serpent', 'ashen'));
    expect(seat(s, 'fulgen').location).toBe('ashen');
    expect(s.pending?.kind).not.toBe('fly');
  });
});

describe('RB-28 Vaala card Fury (1, lasting: +2 CV in your next combat this round)', () => {
  it('RB-28 Vaala card Fury: the next Wrath rolls 2 more dice, the one after does not', () => {
    let s = quietGame({
      regions: { fell: { units: { neutral: 1 } }, cross: { units: { neutral: 1 } } },
      seats: { fulgen: { location: 'moon', power: { unspent: 1 }, vaalaHand: ['fury'] } },
      // Combat 1: 7 dice, neutral 1 die. Combat 2: 5 dice, neutral 1 die.
      dice: ['1', '0', '0', '0', '0', '0', '0', '0', '1', '0', '0', '0', '0', '0'],
      stack: [
        { seat: 'fulgen', card: 'hoard-vaala' },
        { seat: 'fulgen', card: 'fly-wrath-a' },
        { seat: 'fulgen', card: 'wrath-hoard' },
      ],
    });
    s = answer(s, play('fury'));
    expect(seat(s, 'fulgen').lasting).toEqual([{ card: 'fury', used: false }]);
    s = answers(s, done, target('moon', force('neutral', 'fell')));
    expect(attackerRolls(s)).toEqual([7]);
    s = answer(s, target('moon', force('neutral', 'cross')));
    expect(attackerRolls(s)).toEqual([7, 5]);
    expect(seat(s, 'fulgen').essence).toEqual(['neutral', 'neutral']);
  });
});

describe('RB-28 Vaala card Dragonfire (2: 2 hits to one enemy force or Dragon in or adjacent to your region)', () => {
  it('RB-28 Vaala card Dragonfire: targets enemy forces with Units and enemy Dragons, in or land-adjacent to its region', () => {
    const s = quietGame({
      regions: {
        cross: { units: { neutral: 2 } },
        allar: { units: { allaria: 2 } },
        moon: { units: { tyveria: 1 } },
        fell: { units: { neutral: 1 } },
        serpent: { units: { neutral: 1 } },
      },
      seats: {
        fulgen: {
          location: 'cross',
          power: { unspent: 2 },
          vaalaHand: ['dragonfire'],
          bondedTo: 'allaria',
        },
        skarn: { location: 'crown' },
        tyveria: { location: 'hollow' },
      },
      creatures: [{ card: 'gloom-stalker', region: 'hollow' }],
      stack: DRAGON_VAALA,
    });
    const after = answer(s, play('dragonfire'));
    expectOptions(after, [
      target('cross', force('neutral', 'cross')),
      target('cross', force('tyveria', 'moon')),
      target('cross', { kind: 'dragon', seat: 'skarn' }),
    ]);
  });

  it('RB-28 Vaala card Dragonfire: destroyed Units go to the Essence track, which pays 1 Power when full (RB-36)', () => {
    let s = quietGame({
      regions: { moon: { units: { tyveria: 3 } }, crown: { units: { neutral: 1 } } },
      seats: {
        fulgen: {
          location: 'cross',
          power: { unspent: 2 },
          vaalaHand: ['dragonfire'],
          essence: ['tyveria', 'tyveria', 'neutral', 'neutral', 'neutral'],
        },
        tyveria: { location: 'moon' },
      },
      stack: DRAGON_VAALA,
    });
    const tyveriaSupply = s.supply.units.tyveria!;
    const neutralSupply = s.supply.units.neutral!;
    s = answers(s, play('dragonfire'), target('cross', force('tyveria', 'moon')));
    expect(units(s, 'moon', 'tyveria')).toBe(1);
    // 5 + 2 on the track: the 6 first return to their supplies, the seventh starts the next track.
    expect(seat(s, 'fulgen').essence).toEqual(['tyveria']);
    expect(s.supply.units.tyveria).toBe(tyveriaSupply + 3);
    expect(s.supply.units.neutral).toBe(neutralSupply + 3);
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 2 });
  });

  it('RB-28 Vaala card Dragonfire: a Dragon filled outside combat heals by the skull but is not injured (RB-32b, RB-37a)', () => {
    let s = quietGame({
      regions: { moon: { units: { neutral: 1 } } },
      seats: {
        fulgen: { location: 'cross', power: { unspent: 2 }, vaalaHand: ['dragonfire'] },
        skarn: { location: 'crown', wounds: 4, power: { unspent: 1, spent: 1 } },
      },
      stack: DRAGON_VAALA,
    });
    s = answers(s, play('dragonfire'), target('cross', { kind: 'dragon', seat: 'skarn' }));
    expect(seat(s, 'skarn').wounds).toBe(1);
    expect(seat(s, 'skarn').skipNextGlyph).toBe(true);
    expect(seat(s, 'skarn').location).toBe('crown');
    expect(seat(s, 'skarn').power).toEqual({ unspent: 1, spent: 1 });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 2 });
    expect(logOf(s, 'injured')).toHaveLength(0);
  });
});

describe('RB-28 Vaala card Roar (3: 1 hit to each enemy force in your region and adjacent regions)', () => {
  it('RB-28 Vaala card Roar: 1 hit on every enemy force around, sparing the partner, Dragons and far regions', () => {
    let s = quietGame({
      regions: {
        cross: { units: { neutral: 2 } },
        allar: { units: { allaria: 2 } },
        moon: { units: { tyveria: 1 } },
        hollow: { units: { neutral: 1 }, city: true },
        crown: { units: { neutral: 1 } },
        fell: { units: { neutral: 1 } },
      },
      seats: {
        fulgen: {
          location: 'cross',
          power: { unspent: 3 },
          vaalaHand: ['roar'],
          bondedTo: 'allaria',
        },
        skarn: { location: 'crown' },
        tyveria: { location: 'moon' },
      },
      stack: DRAGON_VAALA,
    });
    s = answer(s, play('roar'));
    expect(units(s, 'cross', 'neutral')).toBe(1);
    expect(units(s, 'allar', 'allaria')).toBe(2);
    expect(units(s, 'moon', 'tyveria')).toBe(0);
    expect(seat(s, 'tyveria').location).toBe('moon');
    expect(units(s, 'hollow', 'neutral')).toBe(1);
    expect(s.regions.hollow.city).toBe(false);
    expect(units(s, 'crown', 'neutral')).toBe(0);
    expect(seat(s, 'skarn').wounds).toBe(0);
    expect(units(s, 'fell', 'neutral')).toBe(1);
    expect([...seat(s, 'fulgen').essence].sort()).toEqual(['neutral', 'neutral', 'tyveria']);
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 0, spent: 3 });
  });

  it('RB-28 Vaala card Roar: an unbonded Dragon hits every General force around too', () => {
    let s = quietGame({
      regions: { allar: { units: { allaria: 2 } }, moon: { units: { tyveria: 2 } } },
      seats: { fulgen: { location: 'cross', power: { unspent: 3 }, vaalaHand: ['roar'] } },
      stack: DRAGON_VAALA,
    });
    s = answer(s, play('roar'));
    expect(units(s, 'allar', 'allaria')).toBe(1);
    expect(units(s, 'moon', 'tyveria')).toBe(1);
    expect(seat(s, 'fulgen').essence).toEqual(['allaria', 'tyveria']);
  });
});
