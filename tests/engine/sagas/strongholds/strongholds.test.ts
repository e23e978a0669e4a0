import { describe, expect, it } from 'vitest';
import type { Choice, GameState, RegionId, Scenario, SeatId } from '../../../../src/engine';
import { controllerOf, regionStatus, roomFor } from '../../../../src/engine/board';
import { applyHits } from '../../../../src/engine/hits';
import { STRONGHOLD } from '../../../../src/engine/content/strongholds';
import { legalRetreats } from '../../../../src/engine/retreat';
import { PLAYABLE_SAGAS } from '../../../../src/engine';
import { sagaFrame } from '../../../../src/engine/frames';
import { runSaga } from '../../../../src/engine/sagas/machinery';
import {
  neutralRingsLeft,
  ringsHeld,
} from '../../../../src/engine/sagas/strongholds/strongholdRings';
import { assaultOptions } from '../../../../src/engine/targets';
import { answer, answers, assault, diceRolled, force, logOf, seat, units } from '../../play';
import { combatGame, zeros } from '../../positions';

/** §17 Strongholds of Wonder (EV-SAGA-HOLD-1…33). */

/** A position with the Saga in play; seats stand at home unless placed (combatGame). */
function hold(sc: Scenario): GameState {
  const seats: Scenario['seats'] = {
    allaria: { location: 'tyvh' },
    tyveria: { location: 'ashen' },
  };
  for (const [id, spec] of Object.entries(sc.seats ?? {}))
    seats[id as SeatId] = { ...seats[id as SeatId], ...spec };
  return combatGame({ sagas: [{ id: 'strongholds', marker: 'ember' }], ...sc, seats });
}

const region = (r: RegionId): Choice => ({ kind: 'region', region: r });
const unitStep = (from: RegionId, to: RegionId): Choice => ({
  kind: 'step',
  piece: 'unit',
  from,
  to,
});
const has = (s: GameState, choice: Choice) =>
  (s.pending?.options ?? []).some((o) => JSON.stringify(o) === JSON.stringify(choice));
const regionsOffered = (s: GameState) =>
  (s.pending?.options ?? []).flatMap((o) => (o.kind === 'region' ? [o.region] : []));

/** Allaria resolves Harvest·Vaala·Fortify; nothing to harvest or play, so Fortify asks at once. */
function fortify(sc: Scenario): GameState {
  let s = hold({ ...sc, stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }] });
  if (s.pending?.kind === 'vaala') s = answer(s, { kind: 'done' });
  expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'fortify' });
  return s;
}

/** The first Stage card of the Saga's marker (ember) resolves. */
function stage(sc: Scenario, from: 0 | 1 | 2): GameState {
  return combatGame({
    ...sc,
    sagas: [{ id: 'strongholds', marker: 'ember', stage: from }],
    stack: [{ stage: 'ember-1' }],
  });
}

describe('EV-SAGA-HOLD components and setup', () => {
  it('EV-SAGA-HOLD-1: 12 rings, each with Combat value 1 and 4 Wounds, 3 per General faction', () => {
    expect(STRONGHOLD).toEqual({ rings: 12, ringsPerGeneral: 3, combatValue: 1, wounds: 4 });
    // Two Generals hold 3 each; the other 6 rings lie in the supply for neutral Strongholds.
    const s = hold({});
    expect(ringsHeld(s, 'allaria') + ringsHeld(s, 'tyveria') + neutralRingsLeft(s)).toBe(12);
  });

  it("EV-SAGA-HOLD-2: at setup each General takes its faction's 3 rings; Dragons take none", () => {
    const s = hold({});
    const frame = sagaFrame('strongholds', 'setup');
    s.frames.push(frame);
    runSaga(s, frame);
    expect(s.frames).not.toContain(frame);
    expect(logOf(s, 'strongholds-taken').map((e) => [e.seat, e.rings])).toEqual([
      ['allaria', 3],
      ['tyveria', 3],
    ]);
    expect(ringsHeld(s, 'fulgen')).toBe(0);
    expect(neutralRingsLeft(s)).toBe(6);
  });

  it('EV-SAGA-HOLD-19: a Stronghold surrounds a city; a scenario without one is refused', () => {
    expect(() => hold({ strongholds: { cross: { owner: 'neutral' } } })).toThrow(/EV-SAGA-HOLD-19/);
  });

  it('the Saga is playable', () => {
    expect(PLAYABLE_SAGAS).toContain('strongholds');
  });
});

describe('EV-SAGA-HOLD-3/4: a city placed on a city', () => {
  it('EV-SAGA-HOLD-3/13/15: Fortify on a controlled city places a 4-Wound faction Stronghold, no city token', () => {
    let s = fortify({ regions: { cross: { units: { allaria: 2 }, city: true } } });
    const cities = s.supply.cities;
    expect(regionsOffered(s)).toContain('cross');
    s = answer(s, region('cross'));
    expect(s.strongholds.cross).toEqual({ owner: 'allaria', woundsLeft: 4 });
    expect(s.regions.cross.city).toBe(true);
    expect(s.supply.cities).toBe(cities);
    expect(ringsHeld(s, 'allaria')).toBe(2);
  });

  it('RB-22: without the Saga a region with a city is not offered to Fortify', () => {
    let s = combatGame({
      regions: { cross: { units: { allaria: 2 }, city: true }, moon: { units: { allaria: 1 } } },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    s = answer(s, { kind: 'done' });
    expect(regionsOffered(s)).not.toContain('cross');
    expect(regionsOffered(s)).toContain('moon');
  });

  it('EV-SAGA-HOLD-4: a city placed on a Stronghold resets it to 4 Wounds', () => {
    let s = fortify({
      regions: { cross: { units: { allaria: 2 }, city: true } },
      strongholds: { cross: { owner: 'allaria', woundsLeft: 1 } },
    });
    s = answer(s, region('cross'));
    expect(s.strongholds.cross).toEqual({ owner: 'allaria', woundsLeft: 4 });
  });

  it('EV-SAGA-HOLD-4: a Stronghold with all its Wounds is not offered (the reset would do nothing)', () => {
    const s = fortify({
      regions: { cross: { units: { allaria: 2 }, city: true }, moon: { units: { allaria: 1 } } },
      strongholds: { cross: { owner: 'allaria' } },
      seats: { allaria: { location: 'cross' } },
    });
    expect(regionsOffered(s)).toEqual(['moon']);
  });

  it('EV-SAGA-HOLD-14/27: Fortify by a lone General in a Neutral region with a city makes a neutral Stronghold', () => {
    let s = fortify({
      regions: { cross: { units: { neutral: 2 }, city: true } },
      seats: { allaria: { location: 'cross' } },
    });
    s = answer(s, region('cross'));
    expect(s.strongholds.cross).toEqual({ owner: 'neutral', woundsLeft: 4 });
    expect(ringsHeld(s, 'allaria')).toBe(3);
    expect(neutralRingsLeft(s)).toBe(5);
  });

  it('EV-SAGA-HOLD-10/14, Q-HOLD-6: a Stronghold in an uncontrolled region is gray side up and makes it neutral', () => {
    let s = fortify({
      regions: { cross: { city: true } },
      seats: { allaria: { location: 'cross' } },
    });
    expect(regionStatus(s, 'cross').kind).toBe('uncontrolled');
    s = answer(s, region('cross'));
    expect(s.strongholds.cross?.owner).toBe('neutral');
    expect(regionStatus(s, 'cross').kind).toBe('neutral');
  });

  it("Q-HOLD-9: a General's Fortify where another General controls the city gives that General's Stronghold", () => {
    let s = fortify({
      regions: { cross: { units: { tyveria: 1 }, city: true } },
      seats: { allaria: { location: 'cross' } },
    });
    s = answer(s, region('cross'));
    expect(s.strongholds.cross?.owner).toBe('tyveria');
    expect(ringsHeld(s, 'tyveria')).toBe(2);
    expect(ringsHeld(s, 'allaria')).toBe(3);
  });

  it('EV-SAGA-HOLD-22, Q-HOLD-5: a General with 3 Strongholds places no 4th (nor a city) but may reset', () => {
    const mine = { units: { allaria: 1 }, city: true };
    const sc: Scenario = {
      regions: { allar: mine, cross: mine, moon: mine, crown: mine },
      strongholds: {
        allar: { owner: 'allaria' },
        cross: { owner: 'allaria', woundsLeft: 2 },
        moon: { owner: 'allaria' },
      },
      seats: { allaria: { location: 'cross' } },
    };
    const s = fortify(sc);
    expect(ringsHeld(s, 'allaria')).toBe(0);
    expect(regionsOffered(s)).toEqual(['cross']);
    // One destroyed: a ring is free again.
    const fewer = fortify({
      ...sc,
      strongholds: { allar: sc.strongholds!.allar, cross: sc.strongholds!.cross },
    });
    expect(regionsOffered(fewer).sort()).toEqual(['cross', 'crown', 'moon']);
  });

  it('Q-HOLD-2: with no ring left in the supply, a city on a neutral city places nothing', () => {
    const full: Scenario['strongholds'] = {};
    const regions: Scenario['regions'] = { cross: { units: { neutral: 1 }, city: true } };
    for (const r of ['ysval', 'fell', 'tyvh', 'hollow', 'nahu', 'ashen'] as RegionId[]) {
      regions[r] = { city: true };
      full[r] = { owner: 'neutral' };
    }
    const s = stage({ regions, strongholds: full }, 0);
    expect(neutralRingsLeft(s)).toBe(0);
    expect(s.strongholds.cross).toBeUndefined();
    expect(s.regions.cross.city).toBe(true);
  });
});

describe('EV-SAGA-HOLD-7…9: the Stages', () => {
  it('EV-SAGA-HOLD-7, Q-HOLD-1: Stage I places a city, a neutral Stronghold or a reset in every neutral region', () => {
    const s = stage(
      {
        regions: {
          cross: { units: { neutral: 1 } },
          moon: { units: { neutral: 1 }, city: true },
          hollow: { units: { neutral: 1 }, city: true },
          fell: { city: true },
          ysval: {},
          allar: { units: { allaria: 1 }, city: true },
        },
        strongholds: { hollow: { owner: 'neutral', woundsLeft: 1 } },
      },
      0,
    );
    expect(s.sagas[0].stage).toBe(1);
    expect(s.regions.cross.city).toBe(true);
    expect(s.strongholds.cross).toBeUndefined();
    expect(s.strongholds.moon).toEqual({ owner: 'neutral', woundsLeft: 4 });
    expect(s.strongholds.hollow).toEqual({ owner: 'neutral', woundsLeft: 4 });
    // Uncontrolled and controlled regions get nothing at Stage I.
    expect(s.strongholds.fell).toBeUndefined();
    expect(s.regions.ysval.city).toBe(false);
    expect(s.strongholds.allar).toBeUndefined();
  });

  it('EV-SAGA-HOLD-8, Q-HOLD-6: Stage II also reaches uncontrolled regions; a Stronghold there makes it neutral', () => {
    const s = stage(
      {
        regions: {
          fell: { city: true },
          ysval: {},
          moon: { units: { neutral: 1 }, city: true },
          allar: { units: { allaria: 1 }, city: true },
        },
      },
      1,
    );
    expect(s.sagas[0].stage).toBe(2);
    expect(s.strongholds.fell).toEqual({ owner: 'neutral', woundsLeft: 4 });
    expect(regionStatus(s, 'fell').kind).toBe('neutral');
    expect(s.regions.ysval.city).toBe(true);
    expect(s.strongholds.ysval).toBeUndefined();
    expect(s.strongholds.moon?.owner).toBe('neutral');
    expect(s.strongholds.allar).toBeUndefined();
  });

  it('EV-SAGA-HOLD-9: Stage III places 1 Power token from the supply in each region with a Stronghold', () => {
    const s = stage(
      {
        regions: {
          allar: { units: { allaria: 1 }, city: true, power: 1 },
          fell: { city: true },
          moon: { units: { neutral: 1 }, city: true },
        },
        strongholds: { allar: { owner: 'allaria' }, fell: { owner: 'neutral' } },
      },
      2,
    );
    expect(s.sagas[0].stage).toBe(3);
    expect(s.regions.allar.power).toBe(2);
    expect(s.regions.fell.power).toBe(1);
    expect(s.regions.moon.power).toBe(0);
  });
});

describe('EV-SAGA-HOLD-5/33: Dragons', () => {
  it('EV-SAGA-HOLD-5: a Dragon cannot Harvest Power in a region with a Stronghold', () => {
    const sc = (strongholds: Scenario['strongholds']): GameState =>
      answer(
        hold({
          regions: { cross: { units: { neutral: 1 }, city: true, power: 2 } },
          seats: { fulgen: { location: 'cross' } },
          strongholds,
          stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
        }),
        { kind: 'done' },
      );
    const walled = sc({ cross: { owner: 'neutral' } });
    expect(walled.regions.cross.power).toBe(2);
    expect(walled.pending?.kind).not.toBe('harvest');
    expect(sc({}).pending?.kind).toBe('harvest');
  });

  it('EV-SAGA-HOLD-33: a Dragon flies into, and retreats into, a region with an enemy Stronghold', () => {
    const s = hold({
      regions: { cross: { city: true } },
      strongholds: { cross: { owner: 'allaria' } },
      seats: { fulgen: { location: 'allar' } },
      stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
    });
    expect(has(s, { kind: 'step', piece: 'dragon', from: 'allar', to: 'cross' })).toBe(true);
    expect(legalRetreats(s, 'fulgen', 'allar', false)).toContain('cross');
  });
});

describe('EV-SAGA-HOLD-6, Q-HOLD-4: enemy Units cannot move in', () => {
  const sc: Scenario = {
    regions: { allar: { units: { allaria: 3 } }, cross: { city: true } },
    strongholds: { cross: { owner: 'tyveria' } },
    seats: { allaria: { location: 'allar' } },
    stack: [{ seat: 'allaria', card: 'move-deploy' }],
  };

  it('EV-SAGA-HOLD-6: Move offers no Unit step into an enemy Stronghold; the General may go', () => {
    const s = hold(sc);
    expect(s.pending?.kind).toBe('move');
    expect(has(s, unitStep('allar', 'crown'))).toBe(true);
    expect(has(s, unitStep('allar', 'cross'))).toBe(false);
    expect(has(s, { kind: 'step', piece: 'general', from: 'allar', to: 'cross' })).toBe(true);
  });

  it("Q-HOLD-4: the owner's Units move into their own Stronghold freely", () => {
    const s = hold({ ...sc, strongholds: { cross: { owner: 'allaria' } } });
    expect(has(s, unitStep('allar', 'cross'))).toBe(true);
  });

  it('EV-SAGA-HOLD-6: Deploy never places Units in an enemy Stronghold, even where the General stands', () => {
    let s = hold(sc);
    s = answers(
      s,
      { kind: 'step', piece: 'general', from: 'allar', to: 'cross' },
      { kind: 'done' },
    );
    expect(s.pending?.kind).toBe('deploy');
    expect(regionsOffered(s)).toEqual(['allar']);
  });

  it('EV-SAGA-HOLD-6: no retreat into an enemy Stronghold (a neutral one bars too)', () => {
    const s = hold(sc);
    expect(legalRetreats(s, 'allaria', 'allar', true)).not.toContain('cross');
    const neutral = hold({ ...sc, strongholds: { cross: { owner: 'neutral' } } });
    expect(legalRetreats(neutral, 'allaria', 'allar', true)).not.toContain('cross');
    expect(roomFor(neutral, 'cross', 'neutral')).toBe(6);
  });

  it('EV-SAGA-HOLD-6: Forced March takes the General but no Unit into an enemy Stronghold', () => {
    let s = hold({
      ...sc,
      seats: { allaria: { location: 'allar', power: { unspent: 1 }, vaalaHand: ['forced-march'] } },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    // The only count left is 0, so it answers itself.
    s = answers(s, { kind: 'vaala', card: 'forced-march' }, region('cross'));
    expect(logOf(s, 'forced-march').map((e) => e.count)).toEqual([0]);
    expect(seat(s, 'allaria').location).toBe('cross');
    expect(units(s, 'cross', 'allaria')).toBe(0);
  });

  it('EV-SAGA-HOLD-6/26: a defender that retreats leaves its Stronghold; the attacker cannot advance in', () => {
    let s = hold({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 2 }, city: true } },
      strongholds: { cross: { owner: 'tyveria' } },
      seats: { tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(3),
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    s = answers(s, { kind: 'retreat' }, region('moon'));
    expect(units(s, 'moon', 'tyveria')).toBe(2);
    // The only advance left is of 0 Units, so it answers itself.
    expect(logOf(s, 'advanced')).toEqual([]);
    expect(units(s, 'cross', 'allaria')).toBe(0);
    expect(units(s, 'allar', 'allaria')).toBe(3);
    expect(controllerOf(s, 'cross')).toBe('tyveria');
  });

  it('EV-SAGA-HOLD-6: Units enter by initiating combat: a lone Stronghold is a target, and once it falls they advance', () => {
    let s = hold({
      regions: { allar: { units: { allaria: 3 } }, cross: { city: true } },
      strongholds: { cross: { owner: 'tyveria', woundsLeft: 1 } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['1', '1', '0'],
    });
    s = answer(s, { kind: 'done' });
    expect(has(s, { kind: 'target', from: 'allar', target: force('tyveria', 'cross') })).toBe(true);
    s = answer(s, { kind: 'target', from: 'allar', target: force('tyveria', 'cross') });
    expect(s.strongholds.cross).toBeUndefined();
    expect(s.pending?.kind).toBe('advance');
    s = answer(s, { kind: 'count', n: 2 });
    expect(units(s, 'cross', 'allaria')).toBe(2);
  });
});

describe('EV-SAGA-HOLD-11/12/16…18: wounds and hits', () => {
  const tyverians: Scenario = {
    regions: { cross: { units: { tyveria: 3 }, city: true } },
    strongholds: { cross: { owner: 'tyveria' } },
    seats: { tyveria: { location: 'blood' } },
  };

  it('EV-SAGA-HOLD-11/16: hits go to the Stronghold first, one Wound each', () => {
    const s = hold(tyverians);
    expect(applyHits(s, force('tyveria', 'cross'), 3, { inCombat: true, by: 'allaria' })).toBe(
      'standing',
    );
    expect(s.strongholds.cross).toEqual({ owner: 'tyveria', woundsLeft: 1 });
    expect(s.regions.cross.city).toBe(true);
    expect(units(s, 'cross', 'tyveria')).toBe(3);
  });

  it('EV-SAGA-HOLD-17/18: the last Wound removes the ring to the supply; the city takes the next hit, then Units', () => {
    const s = hold({ ...tyverians, strongholds: { cross: { owner: 'tyveria', woundsLeft: 1 } } });
    const cities = s.supply.cities;
    applyHits(s, force('tyveria', 'cross'), 3, { inCombat: true, by: 'allaria' });
    expect(s.strongholds.cross).toBeUndefined();
    expect(ringsHeld(s, 'tyveria')).toBe(3);
    expect(s.regions.cross.city).toBe(false);
    expect(s.supply.cities).toBe(cities + 1);
    expect(units(s, 'cross', 'tyveria')).toBe(2);
    expect(logOf(s, 'stronghold-destroyed')).toHaveLength(1);
  });

  it('EV-SAGA-HOLD-32: a lone Stronghold with Wounds left still stands (the combat goes on)', () => {
    const s = hold({
      regions: { cross: { city: true } },
      strongholds: { cross: { owner: 'tyveria' } },
    });
    expect(applyHits(s, force('tyveria', 'cross'), 3, { inCombat: true, by: 'allaria' })).toBe(
      'standing',
    );
    expect(s.strongholds.cross?.woundsLeft).toBe(1);
  });

  it('EV-SAGA-HOLD-18: the city inside a lone Stronghold takes the next hit too', () => {
    const s = hold({
      regions: { cross: { city: true } },
      strongholds: { cross: { owner: 'tyveria', woundsLeft: 1 } },
    });
    expect(applyHits(s, force('tyveria', 'cross'), 2, { inCombat: true, by: 'allaria' })).toBe(
      'destroyed',
    );
    expect(s.regions.cross.city).toBe(false);
  });

  it('EV-SAGA-HOLD-21, Q-HOLD-8: a Vaala card hits the Stronghold, then the city inside it, as usual', () => {
    let s = hold({
      ...tyverians,
      strongholds: { cross: { owner: 'tyveria', woundsLeft: 1 } },
      seats: {
        allaria: { location: 'allar', power: { unspent: 2 }, vaalaHand: ['firestorm'] },
        tyveria: { location: 'blood' },
      },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    s = answer(s, { kind: 'vaala', card: 'firestorm' });
    if (s.pending?.kind === 'vaala-target')
      s = answer(s, { kind: 'target', from: 'allar', target: force('tyveria', 'cross') });
    expect(s.strongholds.cross).toBeUndefined();
    expect(s.regions.cross.city).toBe(false);
    expect(units(s, 'cross', 'tyveria')).toBe(3);
  });

  it('EV-SAGA-HOLD-12: a Stronghold keeps its wounds after combat and after Clean-up', () => {
    let s = hold({
      regions: { allar: { units: { allaria: 2 } }, cross: { units: { neutral: 1 }, city: true } },
      strongholds: { cross: { owner: 'neutral' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      // Round 1: 2 hits on the ring, the counterattack misses; Allaria then retreats.
      dice: ['1', '1', '0', '0'],
    });
    s = assault(s, 'allar', force('neutral', 'cross'));
    expect(s.strongholds.cross?.woundsLeft).toBe(2);
    s = answer(s, { kind: 'retreat' });
    expect(logOf(s, 'combat-ended')).toHaveLength(1);
    expect(s.strongholds.cross?.woundsLeft).toBe(2);
    expect(s.phase).toBe('planning');
    expect(s.round).toBe(2);
    expect(s.strongholds.cross?.woundsLeft).toBe(2);
  });
});

describe('EV-SAGA-HOLD-20/23…26/28: control and movement', () => {
  it('EV-SAGA-HOLD-20: Units move by sea from a region with a Stronghold (it holds a city)', () => {
    const s = hold({
      regions: { serpent: { units: { allaria: 2 }, city: true } },
      strongholds: { serpent: { owner: 'allaria' } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    expect(has(s, unitStep('serpent', 'ashen'))).toBe(true);
  });

  it('EV-SAGA-HOLD-23/26: the owner moves every Unit out and still controls the region', () => {
    let s = hold({
      regions: { cross: { units: { allaria: 1 }, city: true } },
      strongholds: { cross: { owner: 'allaria' } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    s = answers(s, unitStep('cross', 'moon'), { kind: 'done' });
    expect(units(s, 'cross', 'allaria')).toBe(0);
    expect(controllerOf(s, 'cross')).toBe('allaria');
    // A controlled region: Deploy may place there though the General is elsewhere.
    expect(regionsOffered(s)).toContain('cross');
  });

  it("EV-SAGA-HOLD-24: the Stronghold's controller resolves the Region card with no Units there", () => {
    const s = hold({
      regions: { cross: { city: true } },
      strongholds: { cross: { owner: 'allaria' } },
      stack: [{ seat: 'allaria', card: 'region:cross' }],
    });
    expect(logOf(s, 'region-card-idle')).toEqual([]);
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'deploy' });
    expect(regionsOffered(s)).toEqual(['cross']);
  });

  it("EV-SAGA-HOLD-25: at Clean-up the Stronghold's controller takes the Region card", () => {
    const s = hold({
      regions: { cross: { city: true } },
      strongholds: { cross: { owner: 'tyveria' } },
      stack: [{ seat: 'tyveria', card: 'move-deploy' }],
    });
    const done = answers(s, { kind: 'done' }, { kind: 'done' });
    expect(done.round).toBe(2);
    expect(seat(done, 'tyveria').hand).toContain('region:cross');
    expect(seat(done, 'allaria').hand).not.toContain('region:cross');
  });

  it('EV-SAGA-HOLD-28: a neutral Stronghold keeps the region Neutral until it and the force are gone', () => {
    let s = hold({
      regions: { allar: { units: { allaria: 4 } }, cross: { units: { neutral: 1 }, city: true } },
      strongholds: { cross: { owner: 'neutral', woundsLeft: 1 } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      // Round 1: 1 hit destroys the ring (CV 1 + ring 1 misses). Round 2: the city, the last Unit.
      dice: ['1', '0', '0', '0', '0', '0', '2', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', force('neutral', 'cross'));
    expect(s.strongholds.cross).toBeUndefined();
    expect(units(s, 'cross', 'neutral')).toBe(1);
    expect(regionStatus(s, 'cross').kind).toBe('neutral');
    const lone = hold({
      regions: { cross: { city: true } },
      strongholds: { cross: { owner: 'neutral' } },
    });
    expect(regionStatus(lone, 'cross').kind).toBe('neutral');
    s = answer(s, { kind: 'continue' });
    expect(units(s, 'cross', 'neutral')).toBe(0);
    expect(regionStatus(s, 'cross').kind).toBe('uncontrolled');
  });
});

describe('EV-SAGA-HOLD-29…32: in combat', () => {
  it('EV-SAGA-HOLD-29: a Stronghold is no Unit: 5 Units and a Stronghold leave room for a 6th', () => {
    const s = hold({
      regions: { cross: { units: { allaria: 5 }, city: true } },
      strongholds: { cross: { owner: 'allaria' } },
    });
    expect(roomFor(s, 'cross', 'allaria')).toBe(1);
    expect(units(s, 'cross', 'allaria')).toBe(5);
  });

  it('EV-SAGA-HOLD-30: a Stronghold is no force: it never attacks, and a Vaala card cannot pick it alone', () => {
    const s = hold({
      regions: { cross: { city: true }, moon: { units: { tyveria: 1 } } },
      strongholds: { cross: { owner: 'allaria' } },
    });
    expect(assaultOptions(s, 'allaria')).toEqual([]);
    const vaala = hold({
      regions: { cross: { city: true } },
      strongholds: { cross: { owner: 'tyveria' } },
      seats: { allaria: { location: 'allar', power: { unspent: 2 }, vaalaHand: ['firestorm'] } },
      stack: [{ seat: 'allaria', card: 'harvest-vaala-fortify' }],
    });
    expect(vaala.pending?.options).not.toContainEqual({ kind: 'vaala', card: 'firestorm' });
  });

  it('EV-SAGA-HOLD-31, Q-HOLD-7: +1 Combat Value to the defending side of its colour only', () => {
    let s = hold({
      regions: {
        allar: { units: { allaria: 2 }, city: true },
        cross: { units: { neutral: 2 }, city: true },
      },
      strongholds: { allar: { owner: 'allaria' }, cross: { owner: 'neutral' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(10),
    });
    s = assault(s, 'allar', force('neutral', 'cross'));
    // The attacker's own Stronghold adds nothing in attack; the defender's adds 1.
    expect(diceRolled(s)).toEqual(['attacker 2', 'defender 3']);
  });

  it('EV-SAGA-HOLD-31, Q-HOLD-7: a lone Stronghold defends with Combat Value 1', () => {
    let s = hold({
      regions: { allar: { units: { allaria: 2 } }, cross: { city: true } },
      strongholds: { cross: { owner: 'tyveria' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['0', '0', 'X'],
    });
    s = assault(s, 'allar', force('tyveria', 'cross'));
    expect(diceRolled(s)).toEqual(['attacker 2', 'defender 1']);
    expect(units(s, 'allar', 'allaria')).toBe(1);
  });

  it('EV-SAGA-HOLD-32, Q-HOLD-3: combat goes on past the fallen Stronghold until no defender is left', () => {
    let s = hold({
      regions: { allar: { units: { allaria: 5 } }, cross: { units: { neutral: 1 }, city: true } },
      strongholds: { cross: { owner: 'neutral', woundsLeft: 2 } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      // Round 1: 2 hits fell the ring; the neutral force (1 Unit, no ring now) still stands.
      // Round 2: 4 hits take the city and the last Unit.
      dice: ['2', '0', '0', '0', '0', '0', '0', '2', '2', '0', '0', '0', '0'],
    });
    s = assault(s, 'allar', force('neutral', 'cross'));
    expect(s.strongholds.cross).toBeUndefined();
    expect(logOf(s, 'combat-ended')).toEqual([]);
    expect(s.pending?.kind).toBe('press-on');
    s = answer(s, { kind: 'continue' });
    expect(logOf(s, 'combat-ended').map((e) => e.defender)).toEqual(['destroyed']);
    expect(s.regions.cross.city).toBe(false);
  });
});
