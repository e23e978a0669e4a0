import { describe, expect, it } from 'vitest';
import type { Choice, GameSetup, GameState, RegionId, Scenario } from '../../../../src/engine';
import { DIALS, dialIds } from '../../../../src/engine/content/dials';
import { answer, answers, assault, factsOf, logOf, seat, targetKey, units } from '../../play';
import { sagaSetupGame, scenarioGame } from '../../positions';

/** §12 The Eye of Kadmos (EV-SAGA-KAD-1…15). */

const region = (r: RegionId): Choice => ({ kind: 'region', region: r });
const dialChoice = (s: GameState, id: string): Choice => ({
  kind: 'target',
  from: s.dials.find((d) => d.id === id)!.region!,
  target: { kind: 'dial', id },
});
const inPlay = (s: GameState) =>
  s.dials
    .filter((d) => d.region)
    .map((d) => d.region)
    .sort();

/** Seats stand out of the way unless the scenario places them; no Denizen lineup. */
function kadGame(sc: Scenario, options: Partial<GameSetup> = {}): GameState {
  return scenarioGame(
    {
      lineup: [],
      sagas: [{ id: 'kadmos', ...(sc.sagas?.[0] ?? {}) }],
      ...sc,
      seats: {
        allaria: { location: 'ysval' },
        fulgen: { location: 'serpent' },
        tyveria: { location: 'tyvh' },
        skarn: { location: 'ashen' },
        ...sc.seats,
      },
    },
    options,
  );
}

/** A Kadmos Stage card (Kadmos holds the ember marker) on the stack; Fulgen's Fly follows. */
function kadStage(stage: 0 | 1 | 2, sc: Scenario, options: Partial<GameSetup> = {}): GameState {
  return kadGame(
    {
      ...sc,
      sagas: [{ id: 'kadmos', stage, marker: 'ember' }],
      stack: [
        { stage: `ember-${stage + 1}` as 'ember-1' },
        { seat: 'fulgen', card: 'fly-harvest' },
      ],
    },
    options,
  );
}

describe('EV-SAGA-KAD-1…3: the dials and their setup', () => {
  it('EV-SAGA-KAD-1: the module provides 4 Dragon dials, A to D, all in a Kadmos game', () => {
    expect(dialIds('dragon')).toEqual(['dragon-a', 'dragon-b', 'dragon-c', 'dragon-d']);
    const s = sagaSetupGame(['kadmos']);
    expect(s.dials.filter((d) => d.kind === 'dragon').map((d) => d.id)).toEqual(dialIds('dragon'));
  });

  it('EV-SAGA-KAD-2: a Dragon dial has Combat Value 3, Wound value 5 and Trophy value 1', () => {
    expect(DIALS.dragon).toMatchObject({ combatValue: 3, wounds: 5, trophy: 1, count: 4 });
  });

  it('EV-SAGA-KAD-3: setup places 1 Dragon dial in each of 2 different non-starting regions, picked by the player to the right of the initiative (Q-SETUP-3)', () => {
    let s = sagaSetupGame(['kadmos']);
    // Starting regions of this table: allar, crown, blood, nahu.
    const nonStarting = ['ysval', 'fell', 'tyvh', 'cross', 'moon', 'serpent', 'hollow', 'ashen'];
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-region', rule: 'EV-SAGA-KAD-3' });
    expect(s.pending!.options).toEqual(nonStarting.map((r) => region(r as RegionId)));
    s = answer(s, region('moon'));
    expect(s.pending!.options).toEqual(
      nonStarting.filter((r) => r !== 'moon').map((r) => region(r as RegionId)),
    );
    s = answer(s, region('ysval'));
    expect(inPlay(s)).toEqual(['moon', 'ysval']);
    expect(s.dials.filter((d) => d.region === null)).toHaveLength(2);
    expect(s.pending?.kind).toBe('plan');
  });
});

describe('EV-SAGA-KAD-4/5: Generals roll for Dragonbond with a dial at the end of their turn', () => {
  const turnAtCross = (extra: Scenario = {}) =>
    kadGame({
      regions: { cross: { units: { allaria: 2 } } },
      seats: { allaria: { location: 'cross' } },
      dials: [{ kind: 'dragon', region: 'cross' }],
      stack: [
        { seat: 'allaria', card: 'harvest-move' },
        { seat: 'fulgen', card: 'fly-harvest' },
      ],
      ...extra,
    });

  it('EV-SAGA-KAD-4: a non-bonded General ending its turn with a Dragon dial rolls; two hits bond them (EV-SAGA-KAD-5)', () => {
    let s = turnAtCross({ dice: ['1', '2'] });
    s = answer(s, { kind: 'done' });
    expect(logOf(s, 'dragonbond-roll').map(factsOf)).toEqual([
      { dragon: null, dial: 'dragon-a', dice: ['1', '2'], bonded: true },
    ]);
    expect(s.dials[0].bondedTo).toBe('allaria');
    // EV-DDIAL-6: bonded to a dial, not to a player.
    expect(seat(s, 'allaria').bondedTo).toBeNull();
  });

  it('EV-SAGA-KAD-4: a roll with a 0 leaves them unbonded, and only once per turn', () => {
    let s = turnAtCross({ dice: ['0', '2'] });
    s = answer(s, { kind: 'done' });
    expect(logOf(s, 'dragonbond-roll')).toHaveLength(1);
    expect(s.dials[0].bondedTo).toBeNull();
  });

  it('EV-SAGA-KAD-4: a General bonded to a Dragon player does not roll (Q-KAD-2)', () => {
    let s = turnAtCross({
      dice: ['1', '2'],
      seats: { allaria: { location: 'cross', bondedTo: 'fulgen' } },
    });
    s = answer(s, { kind: 'done' });
    expect(logOf(s, 'dragonbond-roll')).toHaveLength(0);
  });

  it('EV-SAGA-KAD-4: a General elsewhere, or a Dragon with the dial, does not roll', () => {
    let s = kadGame({
      dials: [{ kind: 'dragon', region: 'serpent' }],
      stack: [
        { seat: 'allaria', card: 'harvest-move' },
        { seat: 'fulgen', card: 'wrath-hoard' },
      ],
      dice: ['1', '2'],
    });
    s = answers(s, { kind: 'done' }, { kind: 'done' });
    expect(logOf(s, 'dragonbond-roll')).toHaveLength(0);
  });

  it('EV-SAGA-KAD-4: with two dials in the region the General picks which one he rolls with (Q-KAD-1)', () => {
    let s = turnAtCross({
      dice: ['X', '1'],
      dials: [
        { kind: 'dragon', region: 'cross' },
        { kind: 'dragon', region: 'cross' },
      ],
    });
    s = answer(s, { kind: 'done' });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'saga-piece', rule: 'EV-SAGA-KAD-4' });
    s = answer(s, dialChoice(s, 'dragon-b'));
    expect(s.dials.map((d) => d.bondedTo)).toEqual([null, 'allaria', null, null]);
    expect(logOf(s, 'dragonbond-roll')).toHaveLength(1);
  });
});

describe('EV-SAGA-KAD-6/7: Stage I', () => {
  it('EV-SAGA-KAD-6: Stage I destroys 1 Power token in each region with a non-bonded Dragon dial (Q-KAD-6, Q-DDIAL-8)', () => {
    const s = kadStage(0, {
      regions: {
        moon: { power: 2 },
        ysval: { power: 1 },
        fell: { power: 3 },
        hollow: { power: 2 },
        crown: { units: { tyveria: 1 } },
      },
      seats: { tyveria: { location: 'fell' } },
      dials: [
        { kind: 'dragon', region: 'moon' },
        { kind: 'dragon', region: 'moon' },
        { kind: 'dragon', region: 'ysval' },
        { kind: 'dragon', region: 'fell', bondedTo: 'tyveria' },
      ],
    });
    const supply = (x: GameState) => x.supply.power;
    expect(s.regions.moon.power).toBe(1);
    expect(s.regions.ysval.power).toBe(0);
    // The bonded dial is ignored; hollow has no dial.
    expect(s.regions.fell.power).toBe(3);
    expect(s.regions.hollow.power).toBe(2);
    expect(supply(s)).toBe(50 - 8 + 2);
    expect(s.sagas[0].stage).toBe(1);
  });

  it('EV-SAGA-KAD-7: with no non-bonded dial, Stage I places one in an uncontrolled region the chooser picks', () => {
    let s = kadStage(0, {
      regions: {
        allar: { units: { allaria: 1 } },
        blood: { units: { tyveria: 1 } },
        cross: { units: { neutral: 1 } },
        moon: { power: 2 },
      },
      dials: [{ kind: 'dragon', region: 'fell', bondedTo: 'tyveria' }],
    });
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-region', rule: 'EV-SAGA-KAD-7' });
    const uncontrolled = [
      'ysval',
      'crown',
      'fell',
      'tyvh',
      'moon',
      'serpent',
      'hollow',
      'nahu',
      'ashen',
    ];
    expect(s.pending!.options).toEqual(uncontrolled.map((r) => region(r as RegionId)));
    s = answer(s, region('moon'));
    expect(inPlay(s)).toEqual(['fell', 'moon']);
    // Placing is the whole effect: no Power destroyed.
    expect(s.regions.moon.power).toBe(2);
  });
});

describe('EV-SAGA-KAD-8…13: Stages II and III', () => {
  const wrathAt = (stage: 1 | 2) =>
    kadStage(stage, {
      regions: { allar: { units: { allaria: 2 } }, moon: { units: { tyveria: 1 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'blood' } },
      dials: [{ kind: 'dragon', region: 'cross', wounds: 3 }],
      // The dial rolls 3 dice: 2 critical hits wipe out the 2 Units in allar.
      dice: ['2X', '0', '0'],
    });

  it.each([
    ['II', 1, 'EV-SAGA-KAD-8', 'EV-SAGA-KAD-9'],
    ['III', 2, 'EV-SAGA-KAD-11', 'EV-SAGA-KAD-12'],
  ] as const)(
    'Stage %s: each non-bonded dial heals all wounds (%s) then takes a Wrath action (%s)',
    (_name, from, healRule, wrathRule) => {
      let s = wrathAt(from);
      expect(s.sagas[0].stage).toBe(from + 1);
      const kinds = s.log.map((e) => e.kind);
      expect(kinds.indexOf('dial-healed')).toBeLessThan(kinds.indexOf('saga-attack'));
      expect(logOf(s, 'dial-healed')[0]).toMatchObject({ healed: 3, rule: healRule });
      expect(logOf(s, 'saga-attack')[0]).toMatchObject({ rule: wrathRule, region: 'allar' });
      // The strongest enemy in reach (EV-ASSAULT-2): allaria's 2 Units, not tyveria's 1.
      expect(units(s, 'allar', 'allaria')).toBe(0);
      expect(s.dials[0].wounds).toBe(0);
      s = answer(s, { kind: 'done' });
      expect(s.dials[0].region).toBe('cross');
    },
  );

  it('EV-SAGA-KAD-9: two dials act from the highest CV, the player right of the initiative breaking the tie (Q-KAD-3, EV-DDIAL-4)', () => {
    let s = kadStage(1, {
      regions: { allar: { units: { allaria: 1 } }, nahu: { units: { tyveria: 1 } } },
      seats: { fulgen: { location: 'tyvh' }, tyveria: { location: 'blood' } },
      dials: [
        { kind: 'dragon', region: 'cross' },
        { kind: 'dragon', region: 'hollow' },
      ],
      dice: ['X', '0', '0', 'X', '0', '0'],
    });
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-piece', rule: 'Q-KAD-3' });
    s = answer(s, dialChoice(s, 'dragon-b'));
    expect(logOf(s, 'saga-attack').map((e) => targetKey(e.attacker))).toEqual([
      'dragon-b',
      'dragon-a',
    ]);
    expect(logOf(s, 'saga-attack').map((e) => e.region)).toEqual(['nahu', 'allar']);
  });

  it('EV-SAGA-KAD-10: with no non-bonded dial, Stage II places one in an uncontrolled region', () => {
    let s = kadStage(1, { regions: { allar: { units: { allaria: 1 } } } });
    expect(s.pending).toMatchObject({ kind: 'saga-region', rule: 'EV-SAGA-KAD-10' });
    s = answer(s, region('hollow'));
    expect(inPlay(s)).toEqual(['hollow']);
    expect(logOf(s, 'saga-attack')).toHaveLength(0);
  });

  it('EV-SAGA-KAD-13: with no non-bonded dial, Stage III places dials in 2 different uncontrolled regions', () => {
    let s = kadStage(2, { regions: { allar: { units: { allaria: 1 } } } });
    expect(s.pending).toMatchObject({ kind: 'saga-region', rule: 'EV-SAGA-KAD-13' });
    s = answer(s, region('hollow'));
    expect(s.pending!.options).not.toContainEqual(region('hollow'));
    s = answer(s, region('ysval'));
    expect(inPlay(s)).toEqual(['hollow', 'ysval']);
  });

  it('EV-SAGA-KAD-14: with no Dragon dial left in the supply, no more are placed', () => {
    let s = kadGame({
      sagas: [{ id: 'kadmos', stage: 2, marker: 'ember' }],
      stack: [{ seat: 'fulgen', card: 'fly-harvest' }, { stage: 'ember-3' }],
      seats: { allaria: { location: 'allar' }, tyveria: { location: 'blood' } },
      dials: [
        { kind: 'dragon', region: 'allar', bondedTo: 'allaria' },
        { kind: 'dragon', region: 'blood', bondedTo: 'tyveria' },
        { kind: 'dragon', region: 'moon' },
      ],
    });
    // Two Generals bond at most 2 dials; with more Generals (expansions) the supply runs dry.
    // Here the wild dial leaves for the supply's last place and the fourth dial is taken out.
    s = {
      ...s,
      dials: s.dials.slice(0, 3).map((d) => (d.region === 'moon' ? { ...d, region: null } : d)),
    };
    s = answer(s, { kind: 'done' });
    expect(s.pending).toMatchObject({ kind: 'saga-region', rule: 'EV-SAGA-KAD-13' });
    s = answer(s, region('hollow'));
    // Stage III asks for 2 dials, but the supply is empty after the first.
    expect(s.pending?.rule).not.toBe('EV-SAGA-KAD-13');
    expect(inPlay(s)).toEqual(['allar', 'blood', 'hollow']);
  });
});

describe('EV-SAGA-KAD-15: Trophy', () => {
  it('EV-SAGA-KAD-15: a Dragon dial destroyed in combat gives 1 Power token from the supply to the player who destroyed it', () => {
    let s = kadGame({
      regions: { allar: { units: { allaria: 4 } } },
      seats: { allaria: { location: 'allar' } },
      dials: [{ kind: 'dragon', region: 'cross', wounds: 2 }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['2X', 'X', '0', '0', '0'],
    });
    s = assault(s, 'allar', { kind: 'dial', id: 'dragon-a' });
    expect(s.dials[0].region).toBeNull();
    expect(seat(s, 'allaria').power.unspent).toBe(1);
    expect(s.supply.power).toBe(49);
  });

  it('EV-SAGA-KAD-15: a dial destroyed by a non-player gives nobody Power (Q-KAD-5)', () => {
    let s = kadStage(1, {
      regions: { cross: { units: { neutral: 3 } } },
      dials: [{ kind: 'dragon', region: 'moon', wounds: 0 }],
      // The dial attacks the neutral force (CV 3); its counterattack deals 5 hits.
      dice: ['0', '0', '0', '2X', '2X', 'X'],
    });
    s = answer(s, { kind: 'done' });
    expect(s.dials[0].region).toBeNull();
    expect(s.supply.power).toBe(50);
  });
});
