import { describe, expect, it } from 'vitest';
import type { EventId, GameState, RegionId, Scenario, SeatId } from '../../src/engine';
import { content } from '../../src/engine';
import { answer, logOf, seat, units } from './play';
import { scenarioGame } from './positions';

const { REGION_IDS, EVENT_IDS, EVENTS } = content;

const powerIn = (s: GameState) =>
  Object.fromEntries(REGION_IDS.map((r) => [r, s.regions[r].power])) as Record<RegionId, number>;
const neutralIn = (s: GameState) =>
  Object.fromEntries(REGION_IDS.map((r) => [r, units(s, r, 'neutral')])) as Record<
    RegionId,
    number
  >;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Resolves a single Event from the stack; the rest of the Event deck stays shuffled. */
function resolveEvent(event: EventId, scenario: Scenario, seed = 1): GameState {
  return scenarioGame({ ...scenario, stack: [{ event }] }, { seed });
}

/**
 * allar and blood are controlled; cross and moon are neutral; Fulgen alone in nahu and Tyveria's
 * lone General in fell leave those regions uncontrolled (RB-7).
 */
const MIXED_MAP: Scenario = {
  regions: {
    allar: { units: { allaria: 3 }, power: 1 },
    blood: { units: { tyveria: 2 } },
    cross: { units: { neutral: 6 }, power: 2 },
    moon: { units: { neutral: 2 } },
  },
  seats: { fulgen: { location: 'nahu' }, tyveria: { location: 'fell' } },
};
const CONTROLLED: RegionId[] = ['allar', 'blood'];

describe('§10 Events that place Power tokens', () => {
  it.each(['vaala-bloom-1', 'vaala-bloom-2', 'vaala-bloom-3'] as EventId[])(
    'RB-12 Event Vaala Bloom (%s): 1 Power token in each neutral or uncontrolled region, none where a General rules',
    (event) => {
      const before = powerIn(scenarioGame(MIXED_MAP));
      const s = resolveEvent(event, MIXED_MAP);
      const after = powerIn(s);
      for (const r of REGION_IDS)
        expect([r, after[r]]).toEqual([r, before[r] + (CONTROLLED.includes(r) ? 0 : 1)]);
      expect(s.supply.power).toBe(50 - 3 - 10);
      expect(EVENTS[event].name).toBe('Vaala Bloom');
    },
  );

  it('RB-3b Event Vaala Bloom with a short supply places the tokens that remain, at random, at most one per region', () => {
    // 48 tokens lie in the two controlled regions: 2 remain for 10 eligible regions.
    const scenario: Scenario = {
      ...MIXED_MAP,
      regions: {
        ...MIXED_MAP.regions,
        allar: { units: { allaria: 3 }, power: 25 },
        blood: { units: { tyveria: 2 }, power: 23 },
        cross: { units: { neutral: 6 } },
      },
    };
    const placedWhere = (seed: number) => {
      const s = resolveEvent('vaala-bloom-1', scenario, seed);
      const after = powerIn(s);
      expect(s.supply.power).toBe(0);
      expect([after.allar, after.blood]).toEqual([25, 23]);
      const got = REGION_IDS.filter((r) => !CONTROLLED.includes(r) && after[r] > 0);
      expect(got).toHaveLength(2);
      for (const r of got) expect(after[r]).toBe(1);
      return got.join(',');
    };
    const sets = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const where = placedWhere(seed);
      expect(placedWhere(seed)).toBe(where);
      sets.add(where);
    }
    expect(sets.size).toBeGreaterThan(1);
  });

  it('RB-12 Event Red Moon: 2 Power tokens each in the Red Moon Steppe and the Vaala Crossing, whoever holds them', () => {
    const before = powerIn(scenarioGame(MIXED_MAP));
    const s = resolveEvent('red-moon', {
      ...MIXED_MAP,
      regions: { ...MIXED_MAP.regions, moon: { units: { tyveria: 1 } } },
    });
    const after = powerIn(s);
    for (const r of REGION_IDS)
      expect([r, after[r]]).toEqual([r, before[r] + (r === 'moon' || r === 'cross' ? 2 : 0)]);
  });

  it('RB-3b Event Red Moon with 3 tokens left places all 3, at least 1 in each region', () => {
    const s = resolveEvent('red-moon', {
      regions: {
        allar: { units: { allaria: 3 }, power: 24 },
        blood: { units: { tyveria: 2 }, power: 23 },
      },
    });
    expect(s.supply.power).toBe(0);
    expect(s.regions.moon.power + s.regions.cross.power).toBe(3);
    expect(Math.min(s.regions.moon.power, s.regions.cross.power)).toBe(1);
  });

  it('RB-12 Event Veins of Kadmos: 1 Power token in each of the 6 mountain-adjacent regions, controlled or not', () => {
    const scenario: Scenario = {
      ...MIXED_MAP,
      regions: { ...MIXED_MAP.regions, crown: { units: { allaria: 1 } } },
    };
    const before = powerIn(scenarioGame(scenario));
    const after = powerIn(resolveEvent('veins-of-kadmos', scenario));
    const mountain: RegionId[] = ['ysval', 'crown', 'cross', 'moon', 'hollow', 'nahu'];
    for (const r of REGION_IDS)
      expect([r, after[r]]).toEqual([r, before[r] + (mountain.includes(r) ? 1 : 0)]);
  });
});

describe('§10 Brigands', () => {
  it.each(['brigands-1', 'brigands-2'] as EventId[])(
    'RB-12 Event Brigands (%s): 1 neutral Unit in each neutral or uncontrolled region, within the 6-Unit limit',
    (event) => {
      const before = neutralIn(scenarioGame(MIXED_MAP));
      const s = resolveEvent(event, MIXED_MAP);
      const after = neutralIn(s);
      for (const r of REGION_IDS) {
        // cross already holds 6 neutral Units (RB-19a); controlled regions get none (RB-7a).
        const gain = CONTROLLED.includes(r) || r === 'cross' ? 0 : 1;
        expect([r, after[r]]).toEqual([r, before[r] + gain]);
      }
      expect(units(s, 'allar', 'allaria')).toBe(3);
      expect(s.supply.units.neutral).toBe(30 - 8 - 9);
    },
  );

  it('RB-3b Event Brigands with 3 neutral Units left places those 3 in 3 of the eligible regions', () => {
    const s = resolveEvent('brigands-1', {
      regions: {
        allar: { units: { allaria: 3 } },
        blood: { units: { tyveria: 2 } },
        ysval: { units: { neutral: 6 } },
        crown: { units: { neutral: 6 } },
        fell: { units: { neutral: 6 } },
        tyvh: { units: { neutral: 6 } },
        cross: { units: { neutral: 3 } },
      },
    });
    const after = neutralIn(s);
    expect(s.supply.units.neutral).toBe(0);
    expect(sum(Object.values(after))).toBe(30);
    const open: RegionId[] = ['cross', 'moon', 'serpent', 'hollow', 'nahu', 'ashen'];
    const base: Partial<Record<RegionId, number>> = { cross: 3 };
    const gained = open.filter((r) => after[r] === (base[r] ?? 0) + 1);
    expect(gained).toHaveLength(3);
    expect(
      open.filter((r) => after[r] !== (base[r] ?? 0) + 1).every((r) => after[r] === (base[r] ?? 0)),
    ).toBe(true);
  });
});

describe('§10 Dragons’ Rest and Dragonbond', () => {
  it('RB-12 Event Dragons’ Rest: each Dragon heals 2 wounds (never below 0)', () => {
    const s = resolveEvent('dragons-rest', {
      ...MIXED_MAP,
      seats: { fulgen: { wounds: 3 }, skarn: { wounds: 1 } },
    });
    expect(seat(s, 'fulgen').wounds).toBe(1);
    expect(seat(s, 'skarn').wounds).toBe(0);
  });

  it('RB-41 Event Dragonbond: a General and a Dragon sharing a region roll, and bond on two hits', () => {
    const s = scenarioGame({
      ...MIXED_MAP,
      seats: { allaria: { location: 'ashen' }, skarn: { location: 'ashen' } },
      stack: [{ event: 'dragonbond' }],
      dice: ['2', 'X'],
    });
    expect(seat(s, 'allaria').bondedTo).toBe('skarn');
    expect(seat(s, 'skarn').bondedTo).toBe('allaria');
    expect(logOf(s, 'dragonbond-roll')).toHaveLength(1);
  });
});

describe('§10 Events that grant Glyphs (in turn order, not turns)', () => {
  it.each([
    ['allaria', ['allaria', 'allaria', 'tyveria', 'tyveria']],
    ['tyveria', ['tyveria', 'tyveria', 'allaria', 'allaria']],
  ] as [SeatId, SeatId[]][])(
    'RB-19 Event Call to Arms: each General resolves a Deploy Glyph in turn order (initiative %s)',
    (initiative, askers) => {
      let s = scenarioGame(
        {
          regions: {
            allar: { units: { allaria: 3 } },
            blood: { units: { tyveria: 2 } },
            moon: { units: { tyveria: 1 } },
          },
          stack: [{ event: 'call-to-arms' }],
        },
        { initiative },
      );
      const seen: SeatId[] = [];
      for (let i = 0; i < 4; i++) {
        expect(s.pending?.kind).toBe('deploy');
        seen.push(s.pending!.seat);
        const region: RegionId = s.pending!.seat === 'allaria' ? 'allar' : 'moon';
        s = answer(s, { kind: 'region', region });
      }
      expect(seen).toEqual(askers);
      expect(units(s, 'allar', 'allaria')).toBe(5);
      expect(units(s, 'moon', 'tyveria')).toBe(3);
      expect(s.round).toBe(2);
      expect(s.pending?.kind).toBe('plan');
    },
  );

  it('RB-28 Event Vaala Tide: each player resolves a Vaala Glyph in turn order', () => {
    let s = scenarioGame(
      {
        ...MIXED_MAP,
        seats: {
          ...MIXED_MAP.seats,
          allaria: { vaalaHand: [] },
          fulgen: { location: 'nahu', vaalaHand: [] },
          tyveria: { location: 'fell', vaalaHand: [] },
          skarn: { vaalaHand: [] },
        },
        stack: [{ event: 'vaala-tide' }],
      },
      { initiative: 'tyveria' },
    );
    const seen: SeatId[] = [];
    for (let i = 0; i < 4; i++) {
      expect(s.pending?.kind).toBe('vaala');
      seen.push(s.pending!.seat);
      s = answer(s, { kind: 'draw' });
    }
    expect(seen).toEqual(['tyveria', 'skarn', 'allaria', 'fulgen']);
    for (const id of seen) expect(seat(s, id).vaalaHand).toHaveLength(1);
    expect(s.pending?.kind).toBe('plan');
  });

  it('RB-20/RB-26 Event Harvest Moon: each player resolves a Harvest Glyph in turn order', () => {
    let s = scenarioGame({
      regions: {
        allar: { units: { allaria: 3 }, power: 2 },
        ysval: { units: { allaria: 1 }, power: 1 },
        blood: { units: { tyveria: 2 } },
        cross: { power: 3 },
        moon: { power: 1 },
      },
      seats: { fulgen: { location: 'cross' }, skarn: { location: 'moon' } },
      stack: [{ event: 'harvest-moon' }],
    });
    const seen: SeatId[] = [];
    // Tyveria's only region holds no Power: her Harvest does nothing and asks nothing.
    for (const id of ['allaria', 'fulgen', 'skarn'] as SeatId[]) {
      expect(s.pending).toMatchObject({ seat: id, kind: 'harvest' });
      seen.push(id);
      s = answer(s, s.pending!.options[0]);
    }
    // A General takes 1 from each region it controls (RB-20), a Dragon 1 from its region (RB-26).
    expect(seat(s, 'allaria').power.unspent).toBe(2);
    expect(seat(s, 'fulgen').power.unspent).toBe(1);
    expect(seat(s, 'tyveria').power.unspent).toBe(0);
    expect(seat(s, 'skarn').power.unspent).toBe(1);
    expect(powerIn(s)).toMatchObject({ allar: 1, ysval: 0, cross: 2, moon: 0 });
    expect(s.pending?.kind).toBe('plan');
  });

  it('RB-37a Event Harvest Moon: a Dragon whose skull cancels its next Glyph loses the granted Harvest', () => {
    let s = scenarioGame({
      regions: {
        allar: { units: { allaria: 3 } },
        blood: { units: { tyveria: 2 } },
        cross: { power: 3 },
        moon: { power: 3 },
      },
      seats: {
        fulgen: { location: 'cross', skipNextGlyph: true },
        skarn: { location: 'moon' },
      },
      stack: [{ event: 'harvest-moon' }],
    });
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'harvest' });
    s = answer(s, { kind: 'count', n: 1 });
    expect(seat(s, 'fulgen').power.unspent).toBe(0);
    expect(seat(s, 'fulgen').skipNextGlyph).toBe(false);
    expect(s.regions.cross.power).toBe(3);
    expect(seat(s, 'skarn').power.unspent).toBe(1);
  });

  it('§10: the 12 Event cards are Dragonbond, Vaala Bloom ×3, Red Moon, Veins of Kadmos, Brigands ×2, Dragons’ Rest, Call to Arms, Vaala Tide, Harvest Moon', () => {
    expect(EVENT_IDS.map((id) => EVENTS[id].name).sort()).toEqual(
      [
        'Dragonbond',
        'Vaala Bloom',
        'Vaala Bloom',
        'Vaala Bloom',
        'Red Moon',
        'Veins of Kadmos',
        'Brigands',
        'Brigands',
        "Dragons' Rest",
        'Call to Arms',
        'Vaala Tide',
        'Harvest Moon',
      ].sort(),
    );
  });
});
