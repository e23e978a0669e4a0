import { describe, expect, it } from 'vitest';
import type { DieFace, GameState, Scenario } from '../../src/engine';
import { CITY_TOKENS, ESSENCE_TRACK_LENGTH, POWER_TOKENS } from '../../src/engine/content/numbers';
import { applyHits } from '../../src/engine/hits';
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
  seat,
  units,
} from './play';
import { combatGame, zeros } from './positions';

/** §7 RB-32, RB-32a, RB-32b, RB-33: what hits do, and what an injury costs. */

const ended = (s: GameState) => logOf(s, 'combat-ended').map(factsOf);

/** Allaria attacks from the Allarian Heartland with 3 Units (General at the Ysvalian Marches). */
function allariaAttacks(scenario: Scenario, dice: Scenario['dice']): GameState {
  return combatGame({
    ...scenario,
    regions: { allar: { units: { allaria: 3 } }, ...scenario.regions },
    seats: { allaria: { location: 'ysval' }, ...scenario.seats },
    stack: [{ seat: 'allaria', card: 'move-assault' }],
    dice,
  });
}

describe('RB-32: hits on a General force remove Units, then hit the lone General', () => {
  it.each<{ hits: DieFace[]; left: number; next: string }>([
    { hits: ['1', '0', '0'], left: 1, next: 'press-on' },
    { hits: ['2', '0', '0'], left: 0, next: 'press-on' },
    { hits: ['2', '1', '0'], left: 0, next: 'retreat-to' },
  ])(
    'RB-32: $hits.0+$hits.1 hits on 2 Units with their General → $left Units, then $next',
    (row) => {
      let s = allariaAttacks(
        {
          regions: { cross: { units: { tyveria: 2 } } },
          seats: { tyveria: { location: 'cross' } },
        },
        [...row.hits, ...zeros(3)],
      );
      s = assault(s, 'allar', force('tyveria', 'cross'));
      s = answer(s, { kind: 'counterattack' });
      expect(units(s, 'cross', 'tyveria')).toBe(row.left);
      expect(s.pending?.kind).toBe(row.next);
      // The General is injured only by a hit beyond his last Unit.
      expect(logOf(s, 'injured').map((e) => e.seat)).toEqual(
        row.next === 'retreat-to' ? ['tyveria'] : [],
      );
    },
  );

  it('RB-32: a lone General miniature is injured by the first hit in combat (RB-18a)', () => {
    let s = allariaAttacks({ seats: { tyveria: { location: 'cross' } } }, ['1', '0', '0', '0']);
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    expect(diceRolled(s)).toEqual(['attacker 3', 'defender 1']);
    expect(logOf(s, 'injured').map((e) => e.seat)).toEqual(['tyveria']);
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'retreat-to' });
  });
});

describe('RB-32a: a city takes the first hit on the force in its region', () => {
  it.each<[string, Scenario]>([
    ['a General force', { regions: { cross: { units: { tyveria: 2 }, city: true } } }],
    ['a neutral force', { regions: { cross: { units: { neutral: 2 }, city: true } } }],
  ])('RB-32a: the city in front of %s is removed to the supply and no Unit dies', (_n, sc) => {
    let s = allariaAttacks(sc, ['1', '0', '0', '0', '0']);
    expect(s.supply.cities).toBe(CITY_TOKENS - 1);
    const side = sc.regions!.cross!.units!.tyveria ? 'tyveria' : 'neutral';
    s = assault(s, 'allar', force(side, 'cross'));
    if (s.pending?.kind === 'defend') s = answer(s, { kind: 'counterattack' });
    expect(s.regions.cross.city).toBe(false);
    expect(s.supply.cities).toBe(CITY_TOKENS);
    expect(units(s, 'cross', side)).toBe(2);
    // The game log tells the city's loss, and no Unit lost.
    expect(logOf(s, 'city-destroyed')).toMatchObject([{ region: 'cross' }]);
    expect(logOf(s, 'units-destroyed')).toEqual([]);
  });

  it("RB-32a: the city in the attacker's own region takes the first counterattack hit", () => {
    let s = allariaAttacks(
      {
        regions: { allar: { units: { allaria: 3 }, city: true }, cross: { units: { neutral: 2 } } },
      },
      ['0', '0', '0', '1', '1'],
    );
    s = assault(s, 'allar', force('neutral', 'cross'));
    expect(s.regions.allar.city).toBe(false);
    expect(units(s, 'allar', 'allaria')).toBe(2);
    expect(s.supply.cities).toBe(CITY_TOKENS);
  });

  it('RB-32a: the city then the Units absorb hits before the General is injured', () => {
    let s = allariaAttacks(
      {
        regions: { cross: { units: { tyveria: 1 }, city: true } },
        seats: { tyveria: { location: 'cross' } },
      },
      ['2', '0', '0', '0', '0'],
    );
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    // 2 hits: the city and the Unit; the General now stands alone, not injured.
    expect(s.regions.cross.city).toBe(false);
    expect(units(s, 'cross', 'tyveria')).toBe(0);
    expect(logOf(s, 'injured')).toEqual([]);
    expect(s.pending?.kind).toBe('press-on');
  });

  it('RB-32a: a lone General in a city region is injured by his first hit; the city shields only a force with Units', () => {
    let s = allariaAttacks(
      { regions: { cross: { city: true } }, seats: { tyveria: { location: 'cross' } } },
      ['1', '0', '0', '0'],
    );
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    expect(s.regions.cross.city).toBe(true);
    expect(logOf(s, 'injured').map((e) => e.seat)).toEqual(['tyveria']);
  });
});

describe('RB-32b: hits outside combat', () => {
  /** Allaria plays Firestorm (2 hits) from the Allarian Heartland on Tyveria in Vaala Crossing. */
  function firestorm(scenario: Scenario): GameState {
    const s = combatGame({
      ...scenario,
      seats: {
        allaria: { location: 'allar', power: { unspent: 2 }, vaalaHand: ['firestorm'] },
        ...scenario.seats,
      },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    return answer(s, { kind: 'vaala', card: 'firestorm' });
  }

  it('RB-32b: a General miniature ignores the hits; no injury, no token stolen, no retreat', () => {
    const s = firestorm({
      regions: { cross: { units: { tyveria: 1 } } },
      seats: { tyveria: { location: 'cross', power: { unspent: 1 } } },
    });
    expect(units(s, 'cross', 'tyveria')).toBe(0);
    expect(seat(s, 'tyveria').location).toBe('cross');
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 2 });
    expect(logOf(s, 'injured')).toEqual([]);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'fortify' });
  });

  it('RB-32b: a city takes the first hit outside combat too', () => {
    let s = firestorm({ regions: { cross: { units: { tyveria: 3 }, city: true } } });
    expect(s.regions.cross.city).toBe(false);
    expect(units(s, 'cross', 'tyveria')).toBe(2);
    s = answer(s, { kind: 'done' });
    expect(s.supply.cities).toBe(CITY_TOKENS);
  });

  it('RB-32b: a Creature ignores hits outside combat', () => {
    const s = combatGame({ creatures: [{ card: 'gloom-stalker', region: 'cross' }] });
    const fate = applyHits(s, creature('gloom-stalker'), 5, { inCombat: false, by: 'allaria' });
    expect(fate).toBe('standing');
    expect(s.creatures).toEqual([
      { card: 'gloom-stalker', region: 'cross', wounds: 0, regionCard: null },
    ]);
  });

  // Events and Sagas apply hits through the same function; its verdict must never be an injury.
  it('RB-32b, RB-37a: hits outside combat that leave a General alone or fill a wound track injure no one', () => {
    const s = combatGame({
      regions: { cross: { units: { tyveria: 1 } } },
      seats: { tyveria: { location: 'cross' }, fulgen: { location: 'moon', wounds: 5 } },
    });
    const outside = { inCombat: false, by: null };
    expect(applyHits(s, force('tyveria', 'cross'), 3, outside)).toBe('standing');
    expect(units(s, 'cross', 'tyveria')).toBe(0);
    expect(applyHits(s, dragon('fulgen'), 2, outside)).toBe('standing');
    expect(seat(s, 'fulgen')).toMatchObject({ wounds: 1, skipNextGlyph: true });
  });
});

describe('RB-36, RB-37: the tracks fill at their last space, not before', () => {
  const outside = { inCombat: false, by: null };

  it('RB-37, RB-37a: a Dragon is fully wounded only when no space is empty: 4 wounds and 1 hit stand at 5, the 6th fills the track', () => {
    const s = combatGame({ seats: { fulgen: { location: 'moon', wounds: 4 } } });
    expect(applyHits(s, dragon('fulgen'), 1, outside)).toBe('standing');
    expect(seat(s, 'fulgen')).toMatchObject({ wounds: 5, skipNextGlyph: false });
    applyHits(s, dragon('fulgen'), 1, outside);
    expect(seat(s, 'fulgen')).toMatchObject({ wounds: 1, skipNextGlyph: true });
    expect(logOf(s, 'skull')).toHaveLength(1);
  });

  it('RB-36: the Unit that fills the last space of the Essence track completes it at once', () => {
    const s = combatGame({
      regions: { moon: { units: { neutral: 1 } } },
      seats: { fulgen: { essence: Array(ESSENCE_TRACK_LENGTH - 1).fill('neutral') } },
    });
    applyHits(s, force('neutral', 'moon'), 1, { inCombat: false, by: 'fulgen' });
    expect(seat(s, 'fulgen').essence).toEqual([]);
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.supply.units.neutral).toBe(30);
  });
});

describe('RB-33: an injured character gives up a Power token and retreats', () => {
  /** Tyveria's lone General in Vaala Crossing takes Allaria's 1 hit and is injured. */
  const injureTyveria = (power: { unspent: number; spent: number }) => {
    const s = allariaAttacks({ seats: { tyveria: { location: 'cross', power } } }, [
      '1',
      '0',
      '0',
      '0',
    ]);
    return answer(assault(s, 'allar', force('tyveria', 'cross')), { kind: 'counterattack' });
  };

  it('RB-33: the injured player chooses which token is stolen', () => {
    const s = injureTyveria({ unspent: 1, spent: 1 });
    expect(s.pending).toMatchObject({
      seat: 'tyveria',
      kind: 'give-token',
      rule: 'RB-33',
      options: [
        { kind: 'token', spent: true },
        { kind: 'token', spent: false },
      ],
    });
  });

  it.each([
    { spent: true, thief: { unspent: 0, spent: 1 }, victim: { unspent: 1, spent: 0 } },
    { spent: false, thief: { unspent: 1, spent: 0 }, victim: { unspent: 0, spent: 1 } },
  ])(
    "RB-33: giving a spent=$spent token: it keeps its side on the thief's board, then the victim retreats",
    ({ spent, thief, victim }) => {
      let s = injureTyveria({ unspent: 1, spent: 1 });
      const before = inventory(s);
      s = answer(s, { kind: 'token', spent });
      expect(seat(s, 'allaria').power).toEqual(thief);
      expect(seat(s, 'tyveria').power).toEqual(victim);
      expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'retreat-to', rule: 'RB-35' });
      s = answer(s, { kind: 'region', region: 'hollow' });
      expect(seat(s, 'tyveria').location).toBe('hollow');
      expect(inventory(s)).toEqual(before);
    },
  );

  it('RB-33: an injured player with no token loses nothing and just retreats', () => {
    const s = injureTyveria({ unspent: 0, spent: 0 });
    expect(logOf(s, 'token-stolen')).toEqual([]);
    expect(seat(s, 'allaria').power).toEqual({ unspent: 0, spent: 0 });
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'retreat-to' });
  });

  it('RB-33: with no opposing player the token returns to the supply unspent, even a spent one', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 1 } }, cross: { units: { neutral: 3 } } },
      seats: { allaria: { location: 'allar', power: { unspent: 1, spent: 1 } } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', '1', '1', '0'],
    });
    const before = inventory(s);
    s = assault(s, 'allar', force('neutral', 'cross'));
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'give-token' });
    s = answer(s, { kind: 'token', spent: true });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.supply.power).toBe(POWER_TOKENS - 1);
    expect(units(s, 'allar', 'allaria')).toBe(0);
    // Forced retreat from the Allarian Heartland: Vaala Crossing holds the neutral force.
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    s = answer(s, { kind: 'region', region: 'serpent' });
    expect(seat(s, 'allaria').location).toBe('serpent');
    expect(inventory(s)).toEqual(before);
  });

  it('RB-33: when both Generals are injured in one round, the attacker (hit in step 2) resolves its injury first', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 1 } } },
      seats: {
        allaria: { location: 'allar', power: { unspent: 1 } },
        tyveria: { location: 'cross', power: { unspent: 0 } },
      },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['1', '0', '2'],
    });
    const before = inventory(s);
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answer(s, { kind: 'counterattack' });
    // Allaria's token has gone to Tyveria; Allaria retreats before Tyveria's injury is settled.
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'retreat-to' });
    s = answer(s, { kind: 'region', region: 'ysval' });
    // Tyveria's injury then costs it the token it just took.
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'tyveria').power).toEqual({ unspent: 0, spent: 0 });
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'retreat-to' });
    s = answer(s, { kind: 'region', region: 'hollow' });
    expect([seat(s, 'allaria').location, seat(s, 'tyveria').location]).toEqual(['ysval', 'hollow']);
    expect(ended(s)).toEqual([{ attacker: 'injured', defender: 'injured' }]);
    expect(inventory(s)).toEqual(before);
  });

  it('RB-33: a Dragon fully wounded in combat is injured: its token goes to the attacker and it retreats', () => {
    let s = allariaAttacks(
      { seats: { fulgen: { location: 'cross', wounds: 4, power: { unspent: 2 } } } },
      ['2', '0', '0', '0', '0', '0'],
    );
    s = assault(s, 'allar', dragon('fulgen'));
    s = answer(s, { kind: 'counterattack' });
    expect(seat(s, 'allaria').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 0 });
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'retreat-to' });
    s = answer(s, { kind: 'region', region: 'moon' });
    expect(seat(s, 'fulgen').location).toBe('moon');
    expect(ended(s)).toEqual([{ attacker: 'standing', defender: 'injured' }]);
  });
});

describe('RB-37a: the skull', () => {
  it('RB-37a: a Dragon fully wounded in combat heals 5, is injured, and its next Glyph is cancelled', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } } },
      seats: { allaria: { location: 'ysval' }, fulgen: { location: 'cross', wounds: 4 } },
      stack: [
        { seat: 'allaria', card: 'move-assault' },
        { seat: 'fulgen', card: 'fly-wrath-a' },
      ],
      dice: ['2', '1', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', dragon('fulgen'));
    s = answer(s, { kind: 'counterattack' });
    // 4 + 3 = 7 wounds fill the 6 spaces; the skull heals 5 of the 6.
    expect(seat(s, 'fulgen').wounds).toBe(1);
    expect(seat(s, 'fulgen').skipNextGlyph).toBe(true);
    s = answers(s, { kind: 'region', region: 'hollow' }, { kind: 'count', n: 0 });
    // Fulgen's next turn: the Fly is cancelled, the Wrath is not.
    expect(logOf(s, 'glyph-cancelled').map(factsOf)).toEqual([{ glyph: 'fly' }]);
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'wrath' });
    expect(seat(s, 'fulgen').skipNextGlyph).toBe(false);
  });

  it('RB-37a: a Dragon fully wounded outside combat heals 5 and loses its next Glyph, but is not injured', () => {
    let s = combatGame({
      seats: {
        skarn: { location: 'nahu', power: { unspent: 2 }, vaalaHand: ['dragonfire'] },
        fulgen: { location: 'hollow', wounds: 5, power: { unspent: 1 } },
      },
      stack: [{ seat: 'skarn', card: 'hoard-vaala' }],
    });
    s = answer(s, { kind: 'vaala', card: 'dragonfire' });
    expect(seat(s, 'fulgen').wounds).toBe(1);
    expect(seat(s, 'fulgen').skipNextGlyph).toBe(true);
    expect(seat(s, 'fulgen').location).toBe('hollow');
    expect(seat(s, 'fulgen').power).toEqual({ unspent: 1, spent: 0 });
    expect(seat(s, 'skarn').power).toEqual({ unspent: 0, spent: 2 });
    expect(logOf(s, 'injured')).toEqual([]);
  });
});

describe('RB-32, RB-37: the log records the wounds a Dragon takes, and only those', () => {
  const skarnWraths = (dice: DieFace[]) =>
    answer(
      combatGame({
        regions: { ashen: { units: { neutral: 2 } } },
        seats: { skarn: { location: 'nahu' } },
        stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
        dice,
      }),
      { kind: 'target', from: 'nahu', target: force('neutral', 'ashen') },
    );

  it('RB-37: a counterattack of one hit wounds the Dragon once', () => {
    const s = skarnWraths(['0', '0', '0', '0', '0', '1', '0']);
    expect(diceRolled(s)).toEqual(['attacker 5', 'defender 2']);
    expect(logOf(s, 'dragon-wounded')).toMatchObject([{ hits: 1, wounds: 1 }]);
    expect(logOf(s, 'units-destroyed')).toEqual([]);
  });

  it('RB-32: a counterattack of no hits wounds no one', () => {
    // A critical hit lands before the counterattack (RB-31), which then rolls 1 die.
    const s = skarnWraths(['X', '0', '0', '0', '0', '0']);
    expect(diceRolled(s)).toEqual(['attacker 5', 'defender 1']);
    expect(logOf(s, 'units-destroyed')).toMatchObject([
      { region: 'ashen', side: 'neutral', count: 1 },
    ]);
    expect(logOf(s, 'dragon-wounded')).toEqual([]);
  });
});
