import { describe, expect, it } from 'vitest';
import type { GameSetup, GameState, RegionId, Scenario } from '../../../src/engine';
import { content, createGame } from '../../../src/engine';
import { combatValue } from '../../../src/engine/combatValue';
import { answer, assault, diceRolled, force, logOf, runFaceless, targetKey, units } from '../play';
import { scenarioGame, zeros } from '../positions';
import { HUMAN_TABLE, tableWith } from '../../tables';

const { REGION_IDS } = content;

/**
 * A Crow position: the Denizen lineup is empty (no Creature walks in) and the seats stand where
 * the test puts them; unlisted regions are empty, so uncontrolled.
 */
function crowGame(sc: Scenario, stage: 0 | 1 | 2 | 3, options: Partial<GameSetup> = {}): GameState {
  return scenarioGame({ lineup: [], sagas: [{ id: 'crow', stage }], ...sc }, options);
}

/** The next Crow Stage card is revealed at once. */
const reveal: Scenario['stack'] = [{ stage: 'ember-1' }];

const neutralIn = (s: GameState) =>
  Object.fromEntries(REGION_IDS.map((r) => [r, units(s, r, 'neutral')])) as Record<
    RegionId,
    number
  >;

/** Seats out of reach of the neutral forces these tests set up around Vaala Crossing. */
const FAR: Scenario['seats'] = {
  allaria: { location: 'serpent' },
  tyveria: { location: 'ashen' },
  fulgen: { location: 'tyvh' },
  skarn: { location: 'ashen' },
};

const sagaAttacks = (s: GameState) =>
  logOf(s, 'saga-attack').map((e) => `${targetKey(e.attacker)} → ${e.region}`);

describe('EV-SAGA-CROW: The Great Conspiracy from the Crimson Crow', () => {
  it('EV-SAGA-CROW-1: setup places 1 more neutral Unit in each non-starting region (Q-SETUP-3)', () => {
    const setup = { seed: 7, seats: HUMAN_TABLE, initiative: 'allaria' as const };
    const base = createGame(setup);
    const crow = createGame({ ...setup, sagas: ['crow', 'zenith', 'weavers'] });
    if (!base.ok || !crow.ok) throw new Error('setup refused');
    const homes = new Set(crow.state.seats.map((seat) => seat.home));
    expect([...homes].sort()).toEqual(['allar', 'blood', 'crown', 'nahu']);
    const before = neutralIn(base.state);
    const after = neutralIn(crow.state);
    for (const r of REGION_IDS)
      expect([r, after[r]]).toEqual([r, homes.has(r) ? 0 : before[r] + 1]);
    expect(crow.state.supply.units.neutral).toBe(base.state.supply.units.neutral! - 8);
  });

  it.each([
    [0, 2],
    [1, 3],
    [2, 4],
    [3, 5],
  ] as const)(
    'EV-SAGA-CROW-2: a defending neutral force gains Combat Value equal to the Stage (Q-CROW-1: Stage %i rolls %i dice with 2 Units)',
    (stage, dice) => {
      const s = crowGame(
        {
          regions: { allar: { units: { allaria: 3 } }, cross: { units: { neutral: 2 } } },
          seats: { allaria: { location: 'allar' } },
          stack: [{ seat: 'allaria', card: 'move-assault' }],
          dice: zeros(12),
        },
        stage,
      );
      const fought = assault(s, 'allar', force('neutral', 'cross'));
      expect(diceRolled(fought).slice(0, 2)).toEqual(['attacker 4', `defender ${dice}`]);
    },
  );

  it('EV-SAGA-CROW-2, Q-CROW-4: a lone neutral Stronghold is no force and gets no Crow bonus; with Units beside it the force gets the Stage once', () => {
    const defending = (units: number) => {
      const s = scenarioGame({
        sagas: [{ id: 'crow', stage: 2 }, { id: 'strongholds' }],
        regions: { cross: { units: { neutral: units }, city: true } },
        strongholds: { cross: { owner: 'neutral' } },
      });
      return combatValue(s, force('neutral', 'cross'), { attacking: false, bonus: 0 });
    };
    // The ring's own 1 (EV-SAGA-HOLD-31), no +2.
    expect(defending(0)).toBe(1);
    // 1 Unit + the ring + Stage II.
    expect(defending(1)).toBe(4);
  });

  it('EV-SAGA-CROW-3: at Stage I the neutral force with the highest Combat Value assaults the strongest enemy in reach, with the Stage as a bonus', () => {
    // cross (3 Units, CV 4 at Stage I) beats moon (2) and ysval (1). In its reach: Allaria's
    // force in allar (3 Units and the General: CV 4) and Fulgen in crown (CV 5).
    const s = crowGame(
      {
        regions: {
          cross: { units: { neutral: 3 } },
          moon: { units: { neutral: 2 } },
          ysval: { units: { neutral: 1 } },
          allar: { units: { allaria: 3 } },
        },
        seats: { ...FAR, allaria: { location: 'allar' }, fulgen: { location: 'crown' } },
        stack: reveal,
        dice: zeros(8),
      },
      0,
    );
    expect(s.sagas[0].stage).toBe(1);
    expect(sagaAttacks(s)).toEqual(['neutral@cross → crown']);
    expect(diceRolled(s)[0]).toBe('attacker 4');
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'defend' });
  });

  it('EV-SAGA-CROW-3: the strongest neutral force takes the Assault even with no enemy in reach, and then nothing happens (Stage I places no Units)', () => {
    const s = crowGame(
      {
        regions: { cross: { units: { neutral: 4 } }, tyvh: { units: { neutral: 1 } } },
        seats: { ...FAR, fulgen: { location: 'fell' } },
        stack: reveal,
      },
      0,
    );
    expect(sagaAttacks(s)).toEqual([]);
    expect(logOf(s, 'combat-started')).toEqual([]);
    expect(neutralIn(s)).toMatchObject({ cross: 4, tyvh: 1, fell: 0 });
  });

  it('EV-SAGA-CROW-7: tied strongest neutral forces: the player to the right of the initiative holder picks the attacker', () => {
    const s = crowGame(
      {
        regions: {
          cross: { units: { neutral: 3 } },
          moon: { units: { neutral: 3 } },
          blood: { units: { tyveria: 1 } },
        },
        seats: { ...FAR, tyveria: { location: 'ashen' }, fulgen: { location: 'crown' } },
        stack: reveal,
        dice: zeros(8),
      },
      0,
    );
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-piece', rule: 'EV-SAGA-CROW-7' });
    expect(s.pending!.options).toEqual([
      { kind: 'target', from: 'cross', target: force('neutral', 'cross') },
      { kind: 'target', from: 'moon', target: force('neutral', 'moon') },
    ]);
    // moon reaches only Tyveria's Unit in blood; cross would have gone for Fulgen in crown.
    const moon = answer(s, s.pending!.options[1]);
    expect(sagaAttacks(moon)).toEqual(['neutral@moon → blood']);
  });

  it('EV-SAGA-CROW-7, Q-CROW-3: in solo the tie between neutral forces is broken at random, whatever the solo preference', () => {
    // cross reaches only Allaria's General in hollow, moon only Tyveria's in fell.
    const sc: Scenario = {
      regions: { cross: { units: { neutral: 3 } }, moon: { units: { neutral: 3 } } },
      seats: { ...FAR, allaria: { location: 'hollow' }, tyveria: { location: 'fell' } },
      stack: reveal,
      dice: zeros(20),
    };
    const solo = (seed: number) =>
      crowGame(sc, 0, {
        seed,
        soloMode: 'fast-paced',
        seats: tableWith(['fulgen', 'tyveria', 'skarn']),
      });
    expect(solo(1).pending).toMatchObject({
      kind: 'saga-piece',
      automaton: true,
      policy: 'random',
    });
    const attackers = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) attackers.add(sagaAttacks(runFaceless(solo(seed)))[0]);
    // Fast-paced would always take the first option (cross).
    expect([...attackers].sort()).toEqual(['neutral@cross → hollow', 'neutral@moon → fell']);
  });

  it('EV-SAGA-CROW-8: several tied targets: the player to the right of the initiative holder picks which one is fought first', () => {
    // cross (CV 4 at Stage I) reaches Allaria in allar (3 Units + General: 4) and Tyveria's
    // 4 Units in moon (4): a tie.
    const s = crowGame(
      {
        regions: {
          cross: { units: { neutral: 3 } },
          allar: { units: { allaria: 3 } },
          moon: { units: { tyveria: 4 } },
        },
        seats: { ...FAR, allaria: { location: 'allar' } },
        stack: reveal,
        dice: zeros(8),
      },
      0,
    );
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-target' });
    expect(s.pending!.options).toEqual([
      { kind: 'target', from: 'cross', target: force('allaria', 'allar') },
      { kind: 'target', from: 'cross', target: force('tyveria', 'moon') },
    ]);
    const moon = answer(s, s.pending!.options[1]);
    expect(sagaAttacks(moon)).toEqual(['neutral@cross → moon']);
  });

  it('EV-SAGA-CROW-4: Stage II places 1 neutral Unit in each neutral or uncontrolled region, none in controlled ones nor past 6 (Q-CROW-5), and no Assault', () => {
    const s = crowGame(
      {
        regions: {
          allar: { units: { allaria: 2 } },
          blood: { units: { tyveria: 1 } },
          cross: { units: { neutral: 6 } },
          moon: { units: { neutral: 2 } },
        },
        seats: { ...FAR, allaria: { location: 'allar' }, tyveria: { location: 'blood' } },
        stack: reveal,
      },
      1,
    );
    expect(s.sagas[0].stage).toBe(2);
    const after = neutralIn(s);
    for (const r of REGION_IDS) {
      const expected = { allar: 0, blood: 0, cross: 6, moon: 3 }[r as string] ?? 1;
      expect([r, after[r]]).toEqual([r, expected]);
    }
    expect(s.supply.units.neutral).toBe(30 - 6 - 3 - 8);
    expect(logOf(s, 'saga-attack')).toEqual([]);
  });

  it('EV-SAGA-CROW-4, Q-PREC-7: with too few neutral Units left, the player to the right of the initiative holder picks the regions that get one', () => {
    // 29 of the 30 neutral Units are on the map: 1 left for the 7 uncontrolled regions.
    const s = crowGame(
      {
        regions: {
          cross: { units: { neutral: 6 } },
          moon: { units: { neutral: 6 } },
          hollow: { units: { neutral: 6 } },
          nahu: { units: { neutral: 6 } },
          ysval: { units: { neutral: 5 } },
          allar: { units: { allaria: 1 } },
        },
        seats: { ...FAR, allaria: { location: 'allar' } },
        stack: reveal,
      },
      1,
    );
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-region', rule: 'EV-SAGA-CROW-4' });
    expect(s.pending!.options).toEqual(
      ['ysval', 'crown', 'fell', 'tyvh', 'blood', 'serpent', 'ashen'].map((region) => ({
        kind: 'region',
        region,
      })),
    );
    const after = answer(s, { kind: 'region', region: 'tyvh' });
    expect(neutralIn(after)).toMatchObject({ tyvh: 1, ysval: 5, crown: 0, ashen: 0 });
    expect(after.supply.units.neutral).toBe(0);
  });

  it('EV-SAGA-CROW-4, EV-CHOICE-9: the challenging solo preference puts a scarce neutral Unit where it guards the most Power', () => {
    const s = runFaceless(
      crowGame(
        {
          regions: {
            cross: { units: { neutral: 6 } },
            moon: { units: { neutral: 6 } },
            hollow: { units: { neutral: 6 } },
            nahu: { units: { neutral: 6 } },
            ysval: { units: { neutral: 5 } },
            allar: { units: { allaria: 1 } },
            fell: { power: 1 },
            serpent: { power: 3 },
          },
          seats: { ...FAR, allaria: { location: 'allar' } },
          stack: reveal,
        },
        1,
        { soloMode: 'challenging', seats: tableWith(['fulgen', 'tyveria', 'skarn']) },
      ),
    );
    expect(neutralIn(s)).toMatchObject({ serpent: 1, fell: 0, crown: 0 });
  });

  it('EV-SAGA-CROW-5, EV-SAGA-CROW-6, Q-CROW-2: Stage III places the Units first, then the strongest neutral force (new Units counted) assaults', () => {
    // Before the placement cross (6) is the strongest; after it moon has grown from 5 to 6 and
    // ties with cross (6 stays 6), so the tie must be broken.
    const s = crowGame(
      {
        regions: {
          cross: { units: { neutral: 6 } },
          moon: { units: { neutral: 5 } },
          blood: { units: { tyveria: 2 } },
        },
        seats: { ...FAR, tyveria: { location: 'blood' } },
        stack: reveal,
        dice: zeros(20),
      },
      2,
    );
    expect(s.sagas[0].stage).toBe(3);
    expect(neutralIn(s)).toMatchObject({ cross: 6, moon: 6, blood: 0, tyvh: 1, fell: 1 });
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-piece', rule: 'EV-SAGA-CROW-7' });
    // moon (6 Units + 3 for Stage III) assaults Tyveria in blood (2 Units and the General).
    const fought = answer(s, { kind: 'target', from: 'moon', target: force('neutral', 'moon') });
    expect(sagaAttacks(fought)).toEqual(['neutral@moon → blood']);
    expect(diceRolled(fought)[0]).toBe('attacker 9');
  });

  it('EV-SAGA-CROW-6: a 4th Crow Stage card resolves Stage III again, bonus +3', () => {
    const s = crowGame(
      {
        regions: { cross: { units: { neutral: 2 } }, allar: { units: { allaria: 1 } } },
        seats: { ...FAR, allaria: { location: 'allar' } },
        stack: reveal,
        dice: zeros(20),
      },
      3,
    );
    expect(s.sagas[0].stage).toBe(3);
    const placed = logOf(s, 'saga-neutral-unit').map((e) => e.region);
    expect(placed).toEqual(REGION_IDS.filter((r) => r !== 'allar'));
    // cross now holds 3 Units, +3 for Stage III.
    expect(sagaAttacks(s)[0]).toBe('neutral@cross → allar');
    expect(diceRolled(s)[0]).toBe('attacker 6');
  });
});
