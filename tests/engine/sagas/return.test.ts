import { describe, expect, it } from 'vitest';
import type { GameSetup, GameState, RegionId, Scenario } from '../../../src/engine';
import { content, createGame } from '../../../src/engine';
import { push, sagaFrame } from '../../../src/engine/frames';
import { resolve } from '../../../src/engine/resolver';
import { answer, logOf, runFaceless, units } from '../play';
import { scenarioGame } from '../positions';
import { HUMAN_TABLE, tableWith } from '../../tables';

const { REGION_IDS, REGIONS } = content;

function returnGame(
  sc: Scenario,
  stage: 0 | 1 | 2 | 3,
  options: Partial<GameSetup> = {},
): GameState {
  return scenarioGame({ lineup: [], sagas: [{ id: 'return', stage }], ...sc }, options);
}

const reveal: Scenario['stack'] = [{ stage: 'ember-1' }];

const neutralIn = (s: GameState) =>
  Object.fromEntries(REGION_IDS.map((r) => [r, units(s, r, 'neutral')])) as Record<
    RegionId,
    number
  >;
const powerIn = (s: GameState) =>
  Object.fromEntries(REGION_IDS.map((r) => [r, s.regions[r].power])) as Record<RegionId, number>;
const regionOptions = (s: GameState) =>
  s.pending?.options.map((o) => (o.kind === 'region' ? o.region : o.kind));

describe('EV-SAGA-RETURN: The Return of the Dragonbonded', () => {
  it('EV-SAGA-RETURN-1, Q-RETURN-1: setup places 1 more neutral Unit in each region adjacent to a mountain that holds one; the Dragons’ starting regions get none', () => {
    const setup = { seed: 3, seats: HUMAN_TABLE, initiative: 'allaria' as const };
    const base = createGame(setup);
    const saga = createGame({ ...setup, sagas: ['return', 'zenith', 'weavers'] });
    if (!base.ok || !saga.ok) throw new Error('setup refused');
    const before = neutralIn(base.state);
    const after = neutralIn(saga.state);
    const mountain = REGION_IDS.filter((r) => REGIONS[r].mountainAdjacent);
    expect(mountain).toEqual(['ysval', 'crown', 'cross', 'moon', 'hollow', 'nahu']);
    // Fulgen starts in the Crownspire and Skarn in the Nahuac Wilds: no neutral Unit to add to.
    const reinforced = ['ysval', 'cross', 'moon', 'hollow'];
    for (const r of REGION_IDS)
      expect([r, after[r]]).toEqual([r, before[r] + (reinforced.includes(r) ? 1 : 0)]);
  });

  it('EV-SAGA-RETURN-1, Q-RETURN-1: only mountain-adjacent regions already holding neutral Units get one, within the 6-Unit limit', () => {
    const s = returnGame(
      {
        regions: {
          ysval: { units: { neutral: 1 } },
          crown: {},
          cross: { units: { allaria: 2 } },
          moon: { units: { neutral: 6 } },
          hollow: { units: { neutral: 2 } },
        },
      },
      0,
    );
    push(s, sagaFrame('return', 'setup'));
    resolve(s);
    expect(neutralIn(s)).toMatchObject({
      ysval: 2,
      crown: 0,
      cross: 0,
      moon: 6,
      hollow: 3,
      nahu: 0,
      allar: 0,
      blood: 0,
    });
    expect(units(s, 'cross', 'allaria')).toBe(2);
  });

  const BOND: Scenario = {
    regions: {
      allar: { units: { allaria: 2 } },
      cross: { units: { neutral: 1 } },
      moon: { units: { neutral: 6 } },
    },
    seats: { fulgen: { location: 'allar' }, allaria: { location: 'allar' } },
    stack: [{ event: 'dragonbond' }],
    dice: ['0', '0'],
  };

  it('EV-SAGA-RETURN-2, Q-RETURN-4: after the Dragonbond Event resolves (no bond formed), 1 neutral Unit goes to each neutral or uncontrolled region', () => {
    const s = returnGame(BOND, 0);
    expect(logOf(s, 'dragonbond-roll')).toHaveLength(1);
    expect(s.seats.every((seat) => seat.bondedTo === null)).toBe(true);
    const after = neutralIn(s);
    for (const r of REGION_IDS) {
      const expected = { allar: 0, cross: 2, moon: 6 }[r as string] ?? 1;
      expect([r, after[r]]).toEqual([r, expected]);
    }
  });

  it('EV-SAGA-RETURN-2: nothing is placed after another Event card or without the Saga', () => {
    const other = returnGame({ ...BOND, stack: [{ event: 'vaala-bloom-1' }], dice: [] }, 0);
    expect(neutralIn(other)).toMatchObject({ cross: 1, moon: 6, ysval: 0, ashen: 0 });
    const noSaga = scenarioGame({ ...BOND, lineup: [] });
    expect(neutralIn(noSaga)).toMatchObject({ cross: 1, ysval: 0, ashen: 0 });
  });

  it('EV-SAGA-RETURN-3: Stage I places 1 neutral Unit in one neutral or uncontrolled region picked by the player to the right of the initiative holder', () => {
    const s = returnGame(
      {
        regions: {
          allar: { units: { allaria: 2 } },
          blood: { units: { tyveria: 2 } },
          cross: { units: { neutral: 6 }, power: 1 },
          moon: { units: { neutral: 2 }, power: 1 },
        },
        stack: reveal,
      },
      0,
    );
    expect(s.sagas[0].stage).toBe(1);
    expect(s.pending).toMatchObject({
      seat: 'skarn',
      kind: 'saga-region',
      rule: 'EV-SAGA-RETURN-3',
    });
    // Not allar or blood (controlled), not cross (6 Units).
    expect(regionOptions(s)).toEqual(
      REGION_IDS.filter((r) => !['allar', 'blood', 'cross'].includes(r)),
    );
    const after = answer(s, { kind: 'region', region: 'moon' });
    expect(neutralIn(after)).toMatchObject({ moon: 3, ysval: 0, fell: 0 });
  });

  it('EV-SAGA-RETURN-4, Q-RETURN-3: then 1 Power token goes to a neutral region without Power, which may be the one the Unit just made neutral', () => {
    // The only neutral region (cross) already holds Power: only the new Unit's region qualifies.
    const s = returnGame(
      { regions: { cross: { units: { neutral: 2 }, power: 1 } }, stack: reveal },
      0,
    );
    const after = answer(s, { kind: 'region', region: 'hollow' });
    expect(powerIn(after)).toMatchObject({ hollow: 1, cross: 1, ysval: 0 });
    expect(after.supply.power).toBe(50 - 2);
  });

  it('EV-SAGA-RETURN-4: with several neutral regions without Power, the chooser picks one', () => {
    const s = returnGame(
      {
        regions: {
          cross: { units: { neutral: 6 } },
          moon: { units: { neutral: 2 }, power: 2 },
          fell: { units: { neutral: 1 } },
        },
        stack: reveal,
      },
      0,
    );
    const unit = answer(s, { kind: 'region', region: 'moon' });
    expect(unit.pending).toMatchObject({ seat: 'skarn', rule: 'EV-SAGA-RETURN-4' });
    expect(regionOptions(unit)).toEqual(['fell', 'cross']);
    expect(powerIn(answer(unit, { kind: 'region', region: 'cross' }))).toMatchObject({
      cross: 1,
      fell: 0,
      moon: 2,
    });
  });

  it('EV-SAGA-RETURN-4, EV-CHOICE-9: the challenging solo preference puts the Power token farthest from the human', () => {
    // Allaria (the human) stands in allar: fell is 2 steps away, cross 1. Every other region is
    // controlled or full, so the Unit of EV-SAGA-RETURN-3 finds no room.
    const held = (side: 'allaria' | 'tyveria', rs: RegionId[]) =>
      Object.fromEntries(rs.map((r) => [r, { units: { [side]: 1 } }]));
    const s = runFaceless(
      returnGame(
        {
          regions: {
            ...held('allaria', ['allar', 'serpent', 'hollow', 'ysval']),
            ...held('tyveria', ['blood', 'tyvh', 'nahu', 'ashen']),
            cross: { units: { neutral: 6 } },
            fell: { units: { neutral: 6 } },
            moon: { units: { neutral: 6 }, power: 1 },
            crown: { units: { neutral: 6 }, power: 1 },
          },
          seats: { allaria: { location: 'allar' } },
          stack: reveal,
        },
        0,
        { soloMode: 'challenging', seats: tableWith(['fulgen', 'tyveria', 'skarn']) },
      ),
    );
    expect(logOf(s, 'saga-neutral-unit')).toEqual([]);
    expect(powerIn(s)).toMatchObject({ fell: 1, cross: 0 });
  });

  it('EV-SAGA-RETURN-5: Stage II removes all Power tokens from each region with 3 or more, to the supply', () => {
    const s = returnGame(
      {
        regions: {
          allar: { units: { allaria: 2 }, power: 4 },
          cross: { units: { neutral: 1 }, power: 3 },
          // Every region is controlled or neutral, so no Unit is placed.
          moon: { units: { neutral: 1 }, power: 2 },
          fell: { units: { neutral: 1 }, power: 1 },
          ...Object.fromEntries(
            ['ysval', 'crown', 'tyvh', 'blood', 'serpent', 'hollow', 'nahu', 'ashen'].map((r) => [
              r,
              { units: { neutral: 1 } },
            ]),
          ),
        },
        stack: reveal,
      },
      1,
    );
    expect(s.sagas[0].stage).toBe(2);
    expect(powerIn(s)).toMatchObject({ allar: 0, cross: 0, moon: 2, fell: 1 });
    expect(s.supply.power).toBe(50 - 3);
  });

  it('EV-SAGA-RETURN-6, Q-RETURN-2: Stage II places 1 neutral Unit in each of 2 different uncontrolled regions the chooser picks', () => {
    const filled = Object.fromEntries(
      ['ysval', 'crown', 'fell', 'tyvh', 'allar', 'cross', 'blood', 'serpent', 'hollow'].map(
        (r) => [r, { units: { neutral: 1 } }],
      ),
    );
    // Uncontrolled: moon, nahu, ashen.
    const s = returnGame({ regions: filled, stack: reveal }, 1);
    expect(s.pending).toMatchObject({ seat: 'skarn', rule: 'EV-SAGA-RETURN-6' });
    expect(regionOptions(s)).toEqual(['moon', 'nahu', 'ashen']);
    const first = answer(s, { kind: 'region', region: 'nahu' });
    expect(regionOptions(first)).toEqual(['moon', 'ashen']);
    const after = answer(first, { kind: 'region', region: 'ashen' });
    expect(neutralIn(after)).toMatchObject({ moon: 0, nahu: 1, ashen: 1, cross: 1 });
  });

  it('EV-SAGA-RETURN-6, Q-RETURN-2: with only 1 uncontrolled region, only that one gets a Unit', () => {
    const filled = Object.fromEntries(
      REGION_IDS.filter((r) => r !== 'moon').map((r) => [r, { units: { neutral: 1 } }]),
    );
    const s = returnGame({ regions: filled, stack: reveal }, 1);
    expect(neutralIn(s)).toMatchObject({ moon: 1, cross: 1, ashen: 1 });
    expect(logOf(s, 'saga-neutral-unit')).toHaveLength(1);
  });

  it('EV-SAGA-RETURN-7, EV-SAGA-RETURN-8: Stage III removes all Power from each region with 2 or more, then places Units in 2 uncontrolled regions', () => {
    const filled = Object.fromEntries(
      ['ysval', 'crown', 'fell', 'tyvh', 'allar', 'blood', 'serpent', 'hollow', 'nahu'].map((r) => [
        r,
        { units: { neutral: 1 } },
      ]),
    );
    const s = returnGame(
      {
        regions: {
          ...filled,
          cross: { units: { allaria: 1 }, power: 2 },
          moon: { power: 1 },
          ashen: { power: 5 },
        },
        stack: reveal,
      },
      2,
    );
    expect(s.sagas[0].stage).toBe(3);
    expect(powerIn(s)).toMatchObject({ cross: 0, moon: 1, ashen: 0 });
    expect(s.supply.power).toBe(50 - 1);
    // Uncontrolled: moon and ashen only (cross is Allaria's): both get a Unit, nobody chooses.
    expect(neutralIn(s)).toMatchObject({ moon: 1, ashen: 1, cross: 0 });
    expect(logOf(s, 'saga-neutral-unit')).toHaveLength(2);
  });
});
